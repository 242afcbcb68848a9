import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BOOKING_MESSAGES, type BookedRecord, type ScheduleEvent } from '@qmj/contracts';
import { bearer, startWithAdminAndCustomer } from './catalog-fixtures.js';
import type { TestApp } from './test-app.js';

let t: TestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  ({ t, admin, customer } = await startWithAdminAndCustomer());
});
afterAll(async () => {
  await t?.close();
});

/** Each request answers 404 with `message`. */
async function expectMissing(message: string, requests: PromiseLike<{ status: number; body: { message?: string } }>[]) {
  for (const response of await Promise.all(requests)) {
    expect({ status: response.status, message: response.body.message }).toEqual({ status: 404, message });
  }
}

const EVENT = { text: 'Ocular visit', startDate: '2026-03-02T01:00:00.000Z', endDate: '2026-03-02T03:30:00.000Z' };

describe('scheduler events', () => {
  it('creates, lists by range, changes, moves and deletes events', async () => {
    const created = await t.http().post('/api/schedule-events').set(bearer(admin)).send(EVENT);
    expect(created.status).toBe(201);
    const event: ScheduleEvent = created.body;
    expect(event).toEqual({ id: expect.any(Number), ...EVENT });
    // An offset is read as the instant it names.
    const later = await t
      .http()
      .post('/api/schedule-events')
      .set(bearer(admin))
      .send({ text: 'Supplier', startDate: '2026-03-09T09:00:00+08:00', endDate: '2026-03-09T10:00:00+08:00' });
    expect(later.body.startDate).toBe('2026-03-09T01:00:00.000Z');

    const list = async (query = '') => {
      const response = await t.http().get(`/api/schedule-events${query}`).set(bearer(admin));
      expect(response.status).toBe(200);
      return (response.body as ScheduleEvent[]).map((item) => item.id);
    };
    expect(await list()).toEqual([event.id, later.body.id]);
    expect(await list('?from=2026-03-01T00:00:00Z&to=2026-03-07T23:59:59Z')).toEqual([event.id]);
    expect(await list('?from=2026-03-02T02:00:00Z&to=2026-03-02T02:30:00Z')).toEqual([event.id]);
    expect(await list('?from=2026-03-08T00:00:00Z')).toEqual([later.body.id]);
    expect(await list('?to=2026-03-07T23:59:59Z')).toEqual([event.id]);

    const moved = await t
      .http()
      .put(`/api/schedule-events/${event.id}`)
      .set(bearer(admin))
      .send({ text: 'Ocular visit (moved)', startDate: '2026-03-03T01:00:00Z', endDate: '2026-03-03T02:00:00Z' });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({
      id: event.id,
      text: 'Ocular visit (moved)',
      startDate: '2026-03-03T01:00:00.000Z',
      endDate: '2026-03-03T02:00:00.000Z',
    });
    expect((await t.http().delete(`/api/schedule-events/${event.id}`).set(bearer(admin))).status).toBe(204);
    expect(await list()).toEqual([later.body.id]);
  });

  it('refuses bad input with 4xx and a clear message, and unknown events with 404', async () => {
    const cases: [object, string][] = [
      [{ ...EVENT, text: ' ' }, 'Please enter the event text.'],
      [{ ...EVENT, startDate: 'tomorrow' }, 'startDate must be an ISO date-time.'],
      [{ ...EVENT, endDate: '2026-03-02' }, 'endDate must be an ISO date-time.'],
      [{ ...EVENT, endDate: '2026-03-01T00:00:00.000Z' }, 'The event cannot end before it starts.'],
    ];
    for (const [body, message] of cases) {
      const response = await t.http().post('/api/schedule-events').set(bearer(admin)).send(body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    const malformed = await t
      .http()
      .post('/api/schedule-events')
      .set(bearer(admin))
      .set('Content-Type', 'application/json')
      .send('{"text":');
    expect(malformed.status).toBe(400);
    expect((await t.http().get('/api/schedule-events?from=soon').set(bearer(admin))).status).toBe(400);
    await expectMissing(BOOKING_MESSAGES.scheduleEventMissing, [
      t.http().put('/api/schedule-events/999999').set(bearer(admin)).send(EVENT),
      t.http().delete('/api/schedule-events/999999').set(bearer(admin)),
      t.http().delete('/api/schedule-events/abc').set(bearer(admin)),
    ]);
  });

  it('is the administrator’s only', async () => {
    expect((await t.http().get('/api/schedule-events')).status).toBe(401);
    expect((await t.http().get('/api/schedule-events').set(bearer(customer))).status).toBe(403);
    expect((await t.http().post('/api/schedule-events').set(bearer(customer)).send(EVENT)).status).toBe(403);
  });
});

const RECORD = {
  trackcode: 'QMJ-0001',
  firstname: 'Juan',
  middlename: 'Reyes',
  lastname: 'Dela Cruz',
  email: 'juan@example.com',
};

describe('booked list', () => {
  it('inserts, lists, edits and deletes records', async () => {
    const created = await t.http().post('/api/booked-records').set(bearer(admin)).send(RECORD);
    expect(created.status).toBe(201);
    const record: BookedRecord = created.body;
    expect(record).toEqual({ id: expect.any(Number), ...RECORD });
    const noMiddle = await t
      .http()
      .post('/api/booked-records')
      .set(bearer(admin))
      .send({ ...RECORD, trackcode: 'QMJ-0002', middlename: undefined });
    expect(noMiddle.body.middlename).toBe('');
    const list = await t.http().get('/api/booked-records').set(bearer(admin));
    expect(list.body).toEqual([record, noMiddle.body]);

    const edited = await t
      .http()
      .put(`/api/booked-records/${record.id}`)
      .set(bearer(admin))
      .send({ ...RECORD, lastname: 'Santos' });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ ...record, lastname: 'Santos' });
    expect((await t.http().delete(`/api/booked-records/${record.id}`).set(bearer(admin))).status).toBe(204);
    expect((await t.http().get('/api/booked-records').set(bearer(admin))).body).toEqual([noMiddle.body]);
  });

  it('refuses bad input with 4xx and a clear message, and unknown records with 404', async () => {
    const before = (await t.http().get('/api/booked-records').set(bearer(admin))).body.length;
    for (const [body, message] of [
      [{ ...RECORD, firstname: '' }, BOOKING_MESSAGES.fillRequired],
      [{ ...RECORD, trackcode: undefined }, BOOKING_MESSAGES.fillRequired],
      [{ ...RECORD, email: 'juan' }, BOOKING_MESSAGES.emailInvalid],
      [{ ...RECORD, trackcode: 'x'.repeat(41) }, 'At most 40 characters.'],
    ] as [object, string][]) {
      const response = await t.http().post('/api/booked-records').set(bearer(admin)).send(body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    expect((await t.http().get('/api/booked-records').set(bearer(admin))).body.length).toBe(before);
    await expectMissing(BOOKING_MESSAGES.bookedRecordMissing, [
      t.http().put('/api/booked-records/999999').set(bearer(admin)).send(RECORD),
      t.http().delete('/api/booked-records/999999').set(bearer(admin)),
    ]);
  });

  it('is the administrator’s only', async () => {
    expect((await t.http().get('/api/booked-records')).status).toBe(401);
    expect((await t.http().post('/api/booked-records').set(bearer(customer)).send(RECORD)).status).toBe(403);
  });
});
