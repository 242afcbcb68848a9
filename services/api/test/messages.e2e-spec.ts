// Messages (docs/messages.md): a customer's conversation with the business, the administrator's inbox, the limits,
// the private pictures, the stream (live events, and resuming after the last message it has) and the unread mail.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES, manilaToday } from '@qmj/contracts';
import { Clock } from '../src/common/clock.js';
import { UnreadMail } from '../src/messages/unread-mail.js';
import { dayFromToday, REQUEST } from './booking-fixtures.js';
import { bearer, pngImage } from './catalog-fixtures.js';
import { type Customer, DETAILS, openShop, orderIn, type Shop } from './order-fixtures.js';
import { createTestApp, type TestApp, withClockStopped } from './test-app.js';

let t: TestApp;
let shop: Shop;
let baseUrl: string;

beforeAll(async () => {
  // Business messages are "unread too long" at once; the job runs only when a test calls it.
  t = await createTestApp({ MESSAGES_UNREAD_MAIL_AFTER_MS: '1', MESSAGES_UNREAD_MAIL_EVERY_MS: '3600000' });
  await t.app.listen(0, '127.0.0.1');
  baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  shop = await openShop(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Sends a message as the customer (multipart, as the chat sends it). */
function send(token: string, fields: Record<string, string | number>, pictures: Buffer[] = []) {
  let call = t.http().post('/api/messages').set(bearer(token));
  for (const [name, value] of Object.entries(fields)) call = call.field(name, String(value));
  for (const picture of pictures) call = call.attach('pictures', picture, 'picture.png');
  return call;
}

function reply(conversationId: number, text: string) {
  return t
    .http()
    .post(`/api/admin/conversations/${conversationId}/messages`)
    .set(bearer(shop.admin))
    .field('text', text);
}

async function sent(token: string, text: string): Promise<{ id: number; conversationId: number }> {
  const response = await send(token, { text });
  expect(response.status).toBe(201);
  return response.body;
}

/** Moves the application's clock a minute on: a new window of the sending limit. */
function nextMinute(): void {
  const clock = t.app.get(Clock);
  const now = clock.now.bind(clock);
  clock.now = () => new Date(now().getTime() + 60_000);
}

interface StreamEvent {
  id?: number;
  event: string;
  data: Record<string, unknown>;
}

/** An open stream of `token`'s reader: its events as they come, and what closes it. */
function openStream(token: string, after?: number) {
  const events: StreamEvent[] = [];
  const waiting: (() => void)[] = [];
  let response: IncomingMessage | undefined;
  const call = httpRequest(`${baseUrl}/api/messages/stream${after === undefined ? '' : `?after=${after}`}`, {
    headers: { ...bearer(token), Accept: 'text/event-stream' },
  });
  const opened = new Promise<IncomingMessage>((resolve, reject) => {
    call.on('response', (answer) => {
      response = answer;
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => {
        text += chunk;
        const blocks = text.split('\n\n');
        text = blocks.pop() ?? '';
        for (const block of blocks) {
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
          );
          if (!fields.event) continue;
          events.push({
            id: fields.id === undefined ? undefined : Number(fields.id),
            event: fields.event,
            data: JSON.parse(fields.data),
          });
        }
        for (const wake of waiting.splice(0)) wake();
      });
      resolve(answer);
    });
    call.on('error', reject);
  });
  call.end();
  return {
    events,
    opened,
    /** Waits until `count` events of `name` have come (at most 5 s). */
    async until(name: string, count: number): Promise<StreamEvent[]> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const matching = events.filter((event) => event.event === name);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline) throw new Error(`${count} ${name} events did not come: ${JSON.stringify(events)}`);
        await new Promise<void>((wake) => {
          waiting.push(wake);
          setTimeout(wake, 100);
        });
      }
    },
    close: () => {
      call.destroy();
      response?.destroy();
    },
  };
}

describe('a conversation', () => {
  let customer: Customer;
  let conversationId: number;

  beforeAll(async () => {
    customer = await shop.customer();
  });

  it('starts empty, and the first message opens it for both sides', async () => {
    const empty = await t.http().get('/api/messages').set(bearer(customer.token));
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ id: null, messages: [], hasOlder: false, unread: 0 });

    const message = await sent(customer.token, '  Is the 14th free?  ');
    conversationId = message.conversationId;
    expect(message).toMatchObject({ author: 'customer', text: 'Is the 14th free?', pictureUrls: [], order: null });

    const mine = await t.http().get('/api/messages').set(bearer(customer.token));
    expect(mine.body).toMatchObject({ id: conversationId, customer: { id: customer.id, username: customer.username } });
    expect(mine.body.messages.map((shown: { id: number }) => shown.id)).toEqual([message.id]);

    const inbox = await t
      .http()
      .get('/api/admin/conversations')
      .query({ q: customer.username })
      .set(bearer(shop.admin));
    expect(inbox.status).toBe(200);
    expect(inbox.body.items).toEqual([
      {
        id: conversationId,
        customer: { id: customer.id, username: customer.username },
        lastMessage: { author: 'customer', text: 'Is the 14th free?', createdAt: expect.any(String) },
        unread: 1,
      },
    ]);
    expect(inbox.body.unreadTotal).toBeGreaterThanOrEqual(1);
  });

  it('counts unread messages on each side and clears them with a read receipt', async () => {
    const adminView = await t.http().get(`/api/admin/conversations/${conversationId}`).set(bearer(shop.admin));
    expect(adminView.body.unread).toBe(1);
    const last = adminView.body.messages.at(-1).id;
    const read = await t
      .http()
      .post(`/api/admin/conversations/${conversationId}/read`)
      .set(bearer(shop.admin))
      .send({ upTo: last });
    expect(read.status).toBe(200);
    const after = await t.http().get(`/api/admin/conversations/${conversationId}`).set(bearer(shop.admin));
    expect(after.body).toMatchObject({ unread: 0, businessReadUpTo: last });

    const answer = await reply(conversationId, 'Yes, the 14th is still free.');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ author: 'business', conversationId });
    expect((await t.http().get('/api/messages/unread').set(bearer(customer.token))).body).toEqual({ unread: 1 });

    const customerRead = await t
      .http()
      .post('/api/messages/read')
      .set(bearer(customer.token))
      .send({ upTo: answer.body.id });
    expect(customerRead.body).toEqual({ unread: 0 });
    expect((await t.http().get('/api/messages/unread').set(bearer(customer.token))).body).toEqual({ unread: 0 });
    expect((await t.http().get('/api/messages').set(bearer(customer.token))).body.customerReadUpTo).toBe(
      answer.body.id,
    );
  });

  it('keeps its pictures private: the customer and the administrator see them, anyone else gets 404', async () => {
    const message = await send(customer.token, { text: 'My receipt' }, [pngImage(10), pngImage(200)]);
    expect(message.status).toBe(201);
    expect(message.body.pictureUrls).toEqual([
      `/api/messages/${message.body.id}/pictures/0`,
      `/api/messages/${message.body.id}/pictures/1`,
    ]);
    const other = await shop.customer();
    for (const [token, status] of [
      [customer.token, 200],
      [shop.admin, 200],
      [other.token, 404],
    ] as const) {
      const picture = await t.http().get(message.body.pictureUrls[1]).set(bearer(token));
      expect({ status: picture.status }).toEqual({ status });
      if (status === 200) {
        expect(picture.headers['content-type']).toBe('image/png');
        expect(picture.headers['cache-control']).toBe('private, no-store');
      } else {
        expect(picture.body.message).toBe(CONVERSATION_MESSAGES.pictureNotFound);
      }
    }
    const missing = await t.http().get(`/api/messages/${message.body.id}/pictures/2`).set(bearer(customer.token));
    expect(missing.status).toBe(404);
  });

  it('is never another customer’s to read, and its administrator routes are the administrator’s', async () => {
    const other = await shop.customer();
    const theirs = await t.http().get('/api/messages').set(bearer(other.token));
    expect(theirs.body).toMatchObject({ id: null, messages: [] });
    const forbidden = await t.http().get(`/api/admin/conversations/${conversationId}`).set(bearer(other.token));
    expect(forbidden.status).toBe(403);
    const answer = await t
      .http()
      .post(`/api/admin/conversations/${conversationId}/messages`)
      .set(bearer(other.token))
      .field('text', 'I am the business');
    expect(answer.status).toBe(403);
    const missing = await t.http().get('/api/admin/conversations/999999').set(bearer(shop.admin));
    expect(missing.body).toMatchObject({ statusCode: 404, message: CONVERSATION_MESSAGES.notFound });
  });

  it('shows older messages a page at a time', async () => {
    const writer = await shop.customer();
    for (let at = 0; at < CONVERSATION_LIMITS.page + 2; at += 1) {
      if (at > 0 && at % CONVERSATION_LIMITS.perMinute === 0) nextMinute();
      await sent(writer.token, `Message ${at}`);
    }
    const newest = await t.http().get('/api/messages').set(bearer(writer.token));
    expect(newest.body.messages).toHaveLength(CONVERSATION_LIMITS.page);
    expect(newest.body.hasOlder).toBe(true);
    expect(newest.body.messages.at(-1).text).toBe(`Message ${CONVERSATION_LIMITS.page + 1}`);
    const older = await t
      .http()
      .get('/api/messages')
      .query({ before: newest.body.messages[0].id })
      .set(bearer(writer.token));
    expect(older.body.messages.map((message: { text: string }) => message.text)).toEqual(['Message 0', 'Message 1']);
    expect(older.body.hasOlder).toBe(false);
  });
});

describe('what a message may be', () => {
  it('refuses an empty message, a text too long and too many pictures', async () => {
    const customer = await shop.customer();
    const empty = await send(customer.token, { text: '   ' });
    expect(empty.body).toMatchObject({ statusCode: 400, message: CONVERSATION_MESSAGES.empty });
    const long = await send(customer.token, { text: 'x'.repeat(CONVERSATION_LIMITS.text + 1) });
    expect(long.body).toMatchObject({ statusCode: 400, message: CONVERSATION_MESSAGES.tooLong });
    const many = await send(
      customer.token,
      { text: 'Pictures' },
      [1, 2, 3, 4].map((shade) => pngImage(shade * 40)),
    );
    expect(many.body).toMatchObject({ statusCode: 400, message: CONVERSATION_MESSAGES.tooManyPictures });
    expect((await t.http().get('/api/messages').set(bearer(customer.token))).body.id).toBeNull();
  });

  it('is about the customer’s own order or booking, shown beside it; another’s is refused', async () => {
    const [owner, other] = [await shop.customer(), await shop.customer()];
    const product = await shop.product(20);
    const order = await orderIn(t, shop, owner, product.id, 'approved');
    const about = await send(owner.token, { text: 'Did you get my receipt?', orderId: order.id });
    expect(about.status).toBe(201);
    expect(about.body.order).toEqual({
      id: order.id,
      transactionCode: order.transactionCode,
      productName: order.productName,
      status: 'approved',
    });
    const notYours = await send(other.token, { text: 'About this order', orderId: order.id });
    expect(notYours.body).toMatchObject({ statusCode: 400, message: CONVERSATION_MESSAGES.orderNotYours });

    const service = await t
      .http()
      .post('/api/services')
      .set(bearer(shop.admin))
      .field('title', 'Messages Party Package')
      .field('information', 'Games.')
      .field('lowPricing', '100000')
      .field('addOns', '[]')
      .attach('image', pngImage(), 'image.png');
    const booking = await t
      .http()
      .post('/api/bookings')
      .set(bearer(owner.token))
      .field({
        ...REQUEST,
        serviceId: service.body.id,
        startDate: dayFromToday(90),
        endDate: dayFromToday(90),
        meetingDate: manilaToday(),
      })
      .attach('receipt', pngImage(), 'receipt.png');
    expect(booking.status).toBe(201);
    const aboutBooking = await send(owner.token, { text: 'Can I add lights?', bookingId: booking.body.id });
    expect(aboutBooking.body.booking).toMatchObject({ id: booking.body.id, status: 'pending' });
    const notTheirs = await send(other.token, { text: 'About this booking', bookingId: booking.body.id });
    expect(notTheirs.body).toMatchObject({ statusCode: 400, message: CONVERSATION_MESSAGES.bookingNotYours });
    const both = await send(owner.token, { text: 'Both', orderId: order.id, bookingId: booking.body.id });
    expect(both.body).toMatchObject({ statusCode: 400, message: CONVERSATION_MESSAGES.oneSubject });
  });

  it(`is at most ${CONVERSATION_LIMITS.perMinute} a minute per user: then 429 with Retry-After`, async () => {
    const customer = await shop.customer();
    const tooMany = await withClockStopped(t, async () => {
      for (let at = 0; at < CONVERSATION_LIMITS.perMinute; at += 1) await sent(customer.token, `Quick ${at}`);
      return send(customer.token, { text: 'One more' });
    });
    expect(tooMany.status).toBe(429);
    expect(tooMany.body).toEqual({
      statusCode: 429,
      message: CONVERSATION_MESSAGES.tooMany,
      error: 'Too Many Requests',
    });
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);
    const conversation = await t.http().get('/api/messages').set(bearer(customer.token));
    expect(conversation.body.messages).toHaveLength(CONVERSATION_LIMITS.perMinute);
  });
});

describe('the stream', () => {
  it('carries new messages both ways, and a reconnect with ?after gets exactly the missed ones', async () => {
    const customer = await shop.customer();
    const first = await sent(customer.token, 'Hello?');
    const customerStream = openStream(customer.token, first.id);
    const businessStream = openStream(shop.admin);
    const opened = await customerStream.opened;
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.headers['x-accel-buffering']).toBe('no');
    await businessStream.opened;
    // The opening count, before anything else.
    expect((await customerStream.until('unread', 1))[0].data).toEqual({ unread: 0 });

    const answer = (await reply(first.conversationId, 'Hi! How can we help?')).body;
    const [live] = await customerStream.until('message', 1);
    expect(live).toMatchObject({
      id: answer.id,
      data: { id: answer.id, author: 'business', text: 'Hi! How can we help?' },
    });
    expect((await customerStream.until('unread', 2))[1].data).toEqual({ unread: 1 });

    const question = await sent(customer.token, 'Can I add lights?');
    const toBusiness = await businessStream.until('message', 2);
    expect(toBusiness.map((event) => event.id)).toEqual([answer.id, question.id]);
    const unread = await businessStream.until('unread', 1);
    expect(unread.at(-1)?.data).toMatchObject({ conversationId: first.conversationId, unread: 2 });

    await t.http().post('/api/messages/read').set(bearer(customer.token)).send({ upTo: question.id });
    const [receipt] = await businessStream.until('read', 1);
    expect(receipt.data).toEqual({ conversationId: first.conversationId, reader: 'customer', upTo: question.id });

    customerStream.close();
    const missed = [
      (await reply(first.conversationId, 'Yes.')).body.id,
      (await reply(first.conversationId, 'Any size.')).body.id,
    ];
    const resumed = openStream(customer.token, question.id);
    const resumedMessages = await resumed.until('message', 2);
    const later = (await reply(first.conversationId, 'See you!')).body.id;
    await resumed.until('message', 3);
    await new Promise((wait) => setTimeout(wait, 200));
    expect(resumed.events.filter((event) => event.event === 'message').map((event) => event.id)).toEqual([
      ...missed,
      later,
    ]);
    expect(resumedMessages.slice(0, 2).map((event) => event.data.text)).toEqual(['Yes.', 'Any size.']);
    resumed.close();
    businessStream.close();
  });

  it('answers a request that does not accept a stream with what it missed, and ends', async () => {
    const customer = await shop.customer();
    const first = await sent(customer.token, 'First');
    const second = await sent(customer.token, 'Second');
    const answer = await t.http().get('/api/messages/stream').query({ after: first.id }).set(bearer(customer.token));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(answer.text).toContain(`id: ${second.id}\nevent: message\n`);
    expect(answer.text).not.toContain(`id: ${first.id}\n`);
  });

  it('is for signed-in users only', async () => {
    expect((await t.http().get('/api/messages/stream')).status).toBe(401);
  });
});

describe('the unread mail', () => {
  it('mails a customer once about a message they left unread', async () => {
    const customer = await shop.customer();
    const email = `${customer.username}@example.com`;
    const profile = await t.http().patch('/api/me').set(bearer(customer.token)).send({
      showedUsername: 'Ana',
      contact: DETAILS.contact,
      address: DETAILS.address,
      otherInfo: DETAILS.otherInfo,
      legitName: 'Ana Cruz',
      email,
    });
    expect({ status: profile.status, body: profile.body }).toMatchObject({ status: 200 });
    const question = await sent(customer.token, 'Is the 14th free?');
    await reply(question.conversationId, 'It is free, shall we hold it?');
    await new Promise((wait) => setTimeout(wait, 5));
    const mailer = t.app.get(UnreadMail);
    const before = t.outbox().length;
    expect(await mailer.mailUnread()).toBeGreaterThanOrEqual(1);
    expect(await mailer.mailUnread()).toBe(0);
    const mails = t
      .outbox()
      .slice(before)
      .filter((mail) => mail.includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(CONVERSATION_MESSAGES.unreadMailSubject);
    expect(mails[0]).toContain('It is free, shall we hold it?');
  });
});

describe('quick replies', () => {
  it('starts with the defaults and is the administrator’s to change', async () => {
    const defaults = await t.http().get('/api/admin/quick-replies').set(bearer(shop.admin));
    expect(defaults.body.replies).toHaveLength(3);
    expect(defaults.body.replies).toContain('We received your receipt, thank you.');
    const saved = await t
      .http()
      .put('/api/admin/quick-replies')
      .set(bearer(shop.admin))
      .send({ replies: ['Good morning!', 'Thank you.'] });
    expect(saved.body).toEqual({ replies: ['Good morning!', 'Thank you.'] });
    expect((await t.http().get('/api/admin/quick-replies').set(bearer(shop.admin))).body).toEqual(saved.body);
    const customer = await shop.customer();
    expect((await t.http().get('/api/admin/quick-replies').set(bearer(customer.token))).status).toBe(403);
  });
});
