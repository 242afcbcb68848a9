// Booking approvals under contention (docs/bookings.md, race-free approval): the built API on a
// fresh database, 4 services, 20 Manila days that each already hold one approved booking, and 10
// pending requests for each of those days (200 in all, spread over the services), all approved at
// once. Only 2 places are left on each day, so 40 approvals must pass and 160 be refused 409 "day
// full". Prints approvals per second and p99, the accepted and refused counts, and the OVERBOOKED
// count, which must be 0: approved bookings beyond 3 on a day, a day whose counter differs from its
// approved bookings, and add-on quantities beyond a slot's stock. On SQLite p99 must be ≤ 300 ms; on
// MySQL/MariaDB it is printed beside it. Assumes a build (`npm run build`).
// SQLite by default; BOOKING_BENCH_DATABASE_URL=mysql://… runs it on MySQL/MariaDB (an empty database).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from '../lib/processes.mjs';
import { ADMIN, benchApiEnv, CONTENTION_BUDGET, client, must, PNG, percentile, withinBudget } from './checkout.mjs';

const SERVICES = 4;
const CUSTOMERS = 20;
const DAYS = 20;
const REQUESTS_PER_DAY = 10;
const MOST_PER_DAY = 3;
const ADD_ON_STOCK = 40;
const CUSTOMER_PASSWORD = 'benchpass2026';
const DAY_FULL = 'One of the chosen days is already fully booked. Please choose other dates.';
const REQUEST = {
  eventTitle: 'Bench Party',
  meetingTime: '10:00',
  startTime: '14:00',
  endTime: '18:00',
  location: 'Lipa City',
  description: 'Approval bench',
  name: 'Bench',
  email: 'bench@example.com',
  phone: '09171234567',
};

/** Manila's today moved by `days` (`YYYY-MM-DD`). */
function manilaDay(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

function form(fields, file) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    body.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  body.set(file, new Blob([PNG], { type: 'image/png' }), `${file}.png`);
  return body;
}

export const BOOKING_BENCH = { days: DAYS, requests: DAYS * REQUESTS_PER_DAY, services: SERVICES };

/** Rows `{ what, value, unit, budget }`; `budget` is `{ max }` where there is one (the overbooked count: 0). */
export async function benchBookingApprovals(databaseUrl = process.env.BOOKING_BENCH_DATABASE_URL) {
  const dataDir = mkdtempSync(join(tmpdir(), 'qmj-bench-bookings-'));
  const { env, nodeArgs, database } = benchApiEnv(dataDir, databaseUrl);
  let api;
  try {
    api = await startApi({ env, nodeArgs });
    const call = client(api.url);
    const admin = (await must(call('POST', 'auth/login', { json: ADMIN }), 200, 'admin login')).accessToken;

    const services = [];
    for (let index = 0; index < SERVICES; index += 1) {
      const fields = {
        title: `Bench Service ${index + 1}`,
        information: 'Approval bench',
        lowPricing: 1000000,
        addOns: [{ slot: 1, name: 'Balloon Arch', price: 150000, stock: ADD_ON_STOCK }],
      };
      services.push(
        await must(call('POST', 'services', { token: admin, form: form(fields, 'image') }), 201, 'service'),
      );
    }
    const customers = [];
    for (let index = 0; index < CUSTOMERS; index += 1) {
      const json = { username: `booker${index + 1}`, password: CUSTOMER_PASSWORD, confirmPassword: CUSTOMER_PASSWORD };
      customers.push((await must(call('POST', 'auth/register', { json }), 201, 'register')).accessToken);
    }
    const file = (index, startDate) =>
      must(
        call('POST', 'bookings', {
          token: customers[index % CUSTOMERS],
          form: form(
            {
              ...REQUEST,
              serviceId: services[index % SERVICES].id,
              startDate,
              endDate: startDate,
              meetingDate: manilaDay(0),
              addOns: [{ slot: 1, quantity: 1 }],
            },
            'receipt',
          ),
        }),
        201,
        'request',
      );

    // Each day already holds one approved booking: two places are left.
    const days = Array.from({ length: DAYS }, (_, index) => manilaDay(30 + index));
    for (const [index, day] of days.entries()) {
      const booking = await file(index, day);
      await must(call('POST', `admin/bookings/${booking.id}/approve`, { token: admin }), 200, 'first approval');
    }
    const requests = [];
    for (let index = 0; index < DAYS * REQUESTS_PER_DAY; index += 1) {
      const day = days[index % DAYS];
      requests.push({ day, booking: await file(index, day) });
    }

    // Every request approved at once.
    const started = performance.now();
    const results = await Promise.all(
      requests.map(async ({ day, booking }) => {
        const begin = performance.now();
        const response = await call('POST', `admin/bookings/${booking.id}/approve`, { token: admin });
        return { day, status: response.status, body: response.body, ms: performance.now() - begin };
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const unexpected = results.filter((result) => result.status !== 200 && result.status !== 409);
    if (unexpected.length > 0) {
      throw new Error(
        `unexpected answers: ${unexpected.map((r) => `${r.status} ${JSON.stringify(r.body)}`).join('; ')}`,
      );
    }
    const accepted = results.filter((result) => result.status === 200);
    const refused = results.filter((result) => result.status === 409);
    const odd = refused.filter((result) => result.body?.message !== DAY_FULL);
    if (odd.length > 0) throw new Error(`refused for another reason: ${JSON.stringify(odd[0].body)}`);

    // Overbooked: every approved booking, read back, against the day's limit, its counter and the slot's stock.
    const approved = [];
    for (let page = 1; ; page += 1) {
      const list = await must(
        call('GET', `admin/bookings?status=approved&pageSize=100&page=${page}`, { token: admin }),
        200,
        'approved list',
      );
      approved.push(...list.items);
      if (approved.length >= list.total) break;
    }
    let overbooked = 0;
    const months = new Map();
    for (const day of days) {
      const month = day.slice(0, 7);
      if (!months.has(month)) {
        const availability = await must(call('GET', `availability?month=${month}`), 200, 'availability');
        for (const entry of availability.days) months.set(entry.date, entry.approved);
      }
      const onDay = approved.filter((booking) => booking.startDate === day);
      overbooked += Math.max(0, onDay.length - MOST_PER_DAY);
      overbooked += Math.abs((months.get(day) ?? 0) - onDay.length);
      for (const service of services) {
        const taken = onDay
          .filter((booking) => booking.serviceId === service.id)
          .reduce((sum, booking) => sum + booking.addOns.reduce((all, addOn) => all + addOn.quantity, 0), 0);
        overbooked += Math.max(0, taken - ADD_ON_STOCK);
      }
    }
    // Two places were left on each day: exactly that many approvals may have passed.
    overbooked += Math.abs(accepted.length - DAYS * (MOST_PER_DAY - 1));

    const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
    const what = `${requests.length} concurrent approvals for the last 2 places of ${DAYS} days (${database})`;
    return [
      { what: `${what}: approvals per second`, value: Math.round(requests.length / seconds), unit: 'approvals/s' },
      {
        what: `${what}: p99 latency`,
        value: Math.round(percentile(latencies, 99)),
        unit: 'ms',
        budget: databaseUrl ? undefined : CONTENTION_BUDGET.p99Ms,
      },
      { what: `${what}: approved`, value: accepted.length, unit: 'bookings' },
      { what: `${what}: refused (409 day full)`, value: refused.length, unit: 'bookings' },
      { what: `${what}: OVERBOOKED`, value: overbooked, unit: 'bookings', budget: { max: 0 } },
    ];
  } finally {
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run directly: `node scripts/bench/booking-approvals.mjs` prints the rows.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchBookingApprovals()) {
    const verdict = row.budget ? (withinBudget(row) ? 'within' : 'OVER') : '';
    console.log(`${row.what.padEnd(100)} ${String(row.value).padStart(6)} ${row.unit.padEnd(12)} ${verdict}`);
  }
}
