import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Booking, Notification, ScheduleEvent, Service } from '@qmj/contracts';
import { BookingsDemoSeeder } from '../src/bookings/bookings-demo-seeder.js';
import { dayFromToday } from './booking-fixtures.js';
import { adminToken, bearer } from './catalog-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO_DATA: 'true' });
});
afterAll(async () => {
  await t?.close();
});

describe('demo bookings', () => {
  it('are made on first start: services with add-ons and drawn images, the demo customer’s bookings, events this week', async () => {
    const services: Service[] = (await t.http().get('/api/services')).body;
    expect(services).toHaveLength(4);
    for (const service of services) {
      expect(service.addOns.filter((slot) => slot.name).length).toBeGreaterThanOrEqual(4);
      const image = await t.http().get(service.imageUrl as string);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }

    const login = await t
      .http()
      .post('/api/auth/login')
      .send({ username: t.config.demo.username, password: t.config.demo.password });
    const demo = login.body.accessToken as string;
    const mine: Booking[] = (await t.http().get('/api/bookings?pageSize=100').set(bearer(demo))).body.items;
    expect(mine.map((booking) => booking.status).sort()).toEqual(['approved', 'approved', 'approved', 'pending']);
    expect(mine.every((booking) => booking.startDate > dayFromToday(0) && booking.hasReceipt)).toBe(true);
    const notices: Notification[] = (await t.http().get('/api/notifications').set(bearer(demo))).body;
    expect(notices.filter((notice) => notice.kind === 'bookingApproved')).toHaveLength(3);

    // Two approved bookings share a day: the calendar shows one place left on it.
    const busy = dayFromToday(4);
    const month = (await t.http().get(`/api/availability?month=${busy.slice(0, 7)}`)).body;
    expect(month.days.find((day: { date: string }) => day.date === busy)).toEqual({
      date: busy,
      approved: 2,
      slotsLeft: 1,
      full: false,
    });

    const admin = await adminToken(t);
    const events: ScheduleEvent[] = (await t.http().get('/api/schedule-events').set(bearer(admin))).body;
    expect(events.length).toBeGreaterThanOrEqual(3);
    const weekStart = Date.now() - 8 * 24 * 3600 * 1000;
    const weekEnd = Date.now() + 8 * 24 * 3600 * 1000;
    expect(
      events.every((event) => Date.parse(event.startDate) > weekStart && Date.parse(event.endDate) < weekEnd),
    ).toBe(true);
  });

  it('are not made again once services exist', async () => {
    await t.app.get(BookingsDemoSeeder).onApplicationBootstrap();
    expect((await t.http().get('/api/services')).body).toHaveLength(4);
  });
});
