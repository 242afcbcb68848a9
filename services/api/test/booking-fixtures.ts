// Shared by the booking specs: an agency with services of known add-on stock, customers, and
// booking requests brought into any status through the API itself.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AdminBooking, Booking, BookingStatus, Service } from '@qmj/contracts';
import { manilaToday } from '@qmj/contracts';
import { adminToken, bearer, pngImage } from './catalog-fixtures.js';
import { createTestApp, registerUser, type TestApp } from './test-app.js';

export { bearer };

/** Today in Manila moved by `days` (`YYYY-MM-DD`). */
export function dayFromToday(days: number): string {
  const day = new Date(`${manilaToday()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The folders of uploads under their temporary name: made with the first one, then kept, empty between requests. */
const PENDING_FOLDERS = new Set(['pending/', 'pending/private/', 'pending/public/']);

/**
 * Every file and folder under the test app's uploads folder (a folder ends in '/'), the empty
 * folders of pending uploads left out: what a refused request must leave exactly as it found. A
 * file still pending is in the list, so an upload left behind shows.
 */
export function uploadsTree(t: TestApp, folder = t.config.storage.uploadsDir, prefix = ''): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const path = `${prefix}${entry.name}`;
      if (!entry.isDirectory()) return [path];
      return [`${path}/`, ...uploadsTree(t, join(folder, entry.name), `${path}/`)];
    })
    .filter((path) => !PENDING_FOLDERS.has(path))
    .sort();
}

export interface Customer {
  token: string;
  id: number;
  username: string;
}

export interface ServiceInput {
  title?: string;
  information?: string;
  lowPricing?: number | string;
  /** Sent as the JSON text of the form (or any text, to send it malformed). */
  addOns?: { slot: number; name: string; price: number; stock: number }[] | string;
}

export const SERVICE: Required<Omit<ServiceInput, 'addOns'>> = {
  title: 'Birthday Party Package',
  information: 'Styling, host and games for 80 guests.',
  lowPricing: 1500000,
};

/** Sends the service form as multipart, the way the admin dialog does; omitted fields are not sent. */
export function sendService(
  t: TestApp,
  token: string,
  fields: ServiceInput,
  options: { id?: number; image?: Buffer | null } = {},
) {
  let request = options.id ? t.http().patch(`/api/services/${options.id}`) : t.http().post('/api/services');
  request = request.set(bearer(token));
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined)
      request = request.field(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const image = options.image === undefined ? (options.id ? null : pngImage()) : options.image;
  if (image) request = request.attach('image', image, 'service.png');
  return request;
}

export const REQUEST = {
  eventTitle: "Ana's 7th Birthday",
  meetingTime: '10:00',
  startTime: '14:00',
  endTime: '18:00',
  location: 'Poblacion Clubhouse, Lipa City',
  description: 'Unicorn theme',
  name: 'Maria Santos',
  email: 'maria@example.com',
  phone: '09171234567',
} as const;

export interface RequestFields {
  serviceId: number;
  startDate: string;
  endDate?: string;
  meetingDate?: string;
  addOns?: { slot: number; quantity: number | string }[] | string;
  [extra: string]: unknown;
}

/** POST /api/bookings as multipart, with a receipt unless told `null`. */
export function sendRequest(t: TestApp, token: string, fields: RequestFields, receipt: Buffer | null = pngImage()) {
  const body: Record<string, unknown> = {
    ...REQUEST,
    endDate: fields.startDate,
    meetingDate: manilaToday(),
    ...fields,
  };
  let request = t.http().post('/api/bookings').set(bearer(token));
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined)
      request = request.field(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return receipt ? request.attach('receipt', receipt, 'receipt.png') : request;
}

export interface Agency {
  t: TestApp;
  admin: string;
  /** A new service with these add-on slots (1.. in order). */
  service: (slots?: { name: string; price: number; stock: number }[], lowPricing?: number) => Promise<Service>;
  customer: () => Promise<Customer>;
  /** A new request (201) of `customer`. */
  request: (customer: Customer, fields: RequestFields) => Promise<Booking>;
  decide: (id: number, action: 'approve' | 'decline' | 'done', body?: object) => ReturnType<typeof sendDecision>;
  /** A new booking brought to `status` through the API. */
  bookingIn: (customer: Customer, fields: RequestFields, status: BookingStatus) => Promise<Booking>;
}

async function must<T>(
  response: Promise<{ status: number; body: T }> | { status: number; body: T },
  status: number,
  what: string,
) {
  const answer = await response;
  if (answer.status !== status) throw new Error(`${what} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** POST /api/admin/bookings/:id/<action> as the administrator. */
function sendDecision(t: TestApp, admin: string, id: number, action: string, body: object) {
  return t.http().post(`/api/admin/bookings/${id}/${action}`).set(bearer(admin)).send(body);
}

/** The set-up of the booking specs: a fresh app and its administrator. */
export async function openAgency(env: Record<string, string> = {}): Promise<Agency> {
  const t = await createTestApp(env);
  try {
    return agencyOf(t, await adminToken(t));
  } catch (error) {
    await t.close();
    throw error;
  }
}

/** The booking specs' helpers over an app already open (another spec's), as its administrator. */
export function agencyOf(t: TestApp, admin: string): Agency {
  const agency: Agency = {
    t,
    admin,
    service: async (slots = [], lowPricing = 1000000) =>
      must(
        sendService(t, admin, {
          ...SERVICE,
          lowPricing,
          addOns: slots.map((slot, index) => ({ slot: index + 1, ...slot })),
        }),
        201,
        'service',
      ),
    customer: async () => {
      const user = await registerUser(t);
      return { token: user.token, id: user.id, username: user.username };
    },
    request: (customer, fields) => must(sendRequest(t, customer.token, fields), 201, 'request'),
    decide: (id, action, body = {}) => sendDecision(t, admin, id, action, body),
    bookingIn: async (customer, fields, status) => {
      const booking = await agency.request(customer, fields);
      if (status === 'pending') return booking;
      if (status === 'withdrawn') {
        return must(t.http().post(`/api/bookings/${booking.id}/withdraw`).set(bearer(customer.token)), 200, 'withdraw');
      }
      const steps: ('approve' | 'decline' | 'done')[] =
        status === 'declined' ? ['decline'] : status === 'done' ? ['approve', 'done'] : ['approve'];
      let last: AdminBooking = booking as AdminBooking;
      // A booking made done here has its balance outstanding: the administrator confirms that (docs/bookings.md, Payments).
      for (const action of steps) {
        last = await must(
          agency.decide(booking.id, action, action === 'done' ? { confirmOutstanding: true } : {}),
          200,
          action,
        );
      }
      return last;
    },
  };
  return agency;
}
