import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { MessageStreamEvent } from './message-stream';
import { nextRetryMs, streamMessages } from './stream-connection';

/** A stream answer carrying `text`, then ending (as a dropped connection does). */
const streamOf = (text: string) =>
  new Response(new Blob([text]).stream(), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });

const settle = async () => {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  await new Promise((resolve) => setImmediate(resolve));
};

describe('the messages stream', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('waits 1 s before reconnecting, doubling up to 30 s', () => {
    const waits = [null as number | null];
    for (let attempt = 0; attempt < 7; attempt += 1) waits.push(nextRetryMs(waits[waits.length - 1]));
    expect(waits.slice(1)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("passes the stream's events on with the token sent, and resumes after the last message when it drops", async () => {
    const asked: { url: string; authorization: string | null }[] = [];
    const answers = [
      streamOf(
        ': keep-alive\n\nevent: message\nid: 41\ndata: {"id":41,"text":"Is the 14th free?"}\n\n' +
          'event: unread\ndata: {"unread":1}\n\nevent: read\ndata: {"conversationId":7,"reader":"business","upTo":41}\n\n',
      ),
      streamOf('event: message\nid: 42\ndata: {"id":42,"text":"It is!"}\n\n'),
    ];
    const events: MessageStreamEvent[] = [];
    const stop = streamMessages({
      token: 'token-1',
      emit: (event) => events.push(event),
      onRefused: () => undefined,
      fetch: async (url, init) => {
        asked.push({ url: String(url), authorization: new Headers(init?.headers).get('Authorization') });
        return answers.shift() ?? new Promise<Response>(() => undefined);
      },
    });
    await settle();
    expect(asked).toEqual([{ url: '/api/messages/stream', authorization: 'Bearer token-1' }]);
    expect(events).toEqual([
      { name: 'open', resumed: false },
      { name: 'message', id: 41, data: { id: 41, text: 'Is the 14th free?' } },
      { name: 'unread', id: undefined, data: { unread: 1 } },
      { name: 'read', id: undefined, data: { conversationId: 7, reader: 'business', upTo: 41 } },
    ]);

    jest.advanceTimersByTime(999);
    await settle();
    expect(asked).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await settle();
    expect(asked[1].url).toBe('/api/messages/stream?after=41');
    expect(events.slice(4)).toEqual([
      { name: 'open', resumed: true },
      { name: 'message', id: 42, data: { id: 42, text: 'It is!' } },
    ]);
    stop();
  });

  it('backs off longer after each failure', async () => {
    const asked: number[] = [];
    const stop = streamMessages({
      token: 't',
      emit: () => undefined,
      onRefused: () => undefined,
      fetch: async () => {
        asked.push(Date.now());
        return new Response('down', { status: 502 });
      },
    });
    await settle();
    for (const wait of [1000, 2000, 4000]) {
      jest.advanceTimersByTime(wait - 1);
      await settle();
      const before = asked.length;
      jest.advanceTimersByTime(1);
      await settle();
      expect(asked.length).toBe(before + 1);
    }
    stop();
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(asked).toHaveLength(4);
  });

  it('ends the session and stops when the token is refused', async () => {
    const refused = jest.fn();
    let asked = 0;
    streamMessages({
      token: 'old',
      emit: () => undefined,
      onRefused: refused,
      fetch: async () => {
        asked += 1;
        return new Response('', { status: 401 });
      },
    });
    await settle();
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(refused).toHaveBeenCalledTimes(1);
    expect(asked).toBe(1);
  });
});
