import { MESSAGE_EVENTS } from '@qmj/contracts';
import { createParser } from 'eventsource-parser';
import { bearer } from '../early';
import { useSession } from '../session';
import type { MessageEventName, MessageStreamEvent } from './message-stream';

/** The contract's `messages.stream`. */
const STREAM_PATH = '/api/messages/stream';

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/** The wait before the next reconnect: 1 s, doubling up to 30 s. */
export function nextRetryMs(previous: number | null): number {
  return previous === null ? FIRST_RETRY_MS : Math.min(previous * 2, LAST_RETRY_MS);
}

const EVENT_NAMES = new Set<string>(Object.values(MESSAGE_EVENTS));

export interface StreamOptions {
  token: string;
  emit: (event: MessageStreamEvent) => void;
  /** The session ended: the API refused the token. */
  onRefused: () => void;
  fetch?: typeof fetch;
}

/**
 * Reads the messages stream with `fetch` (so the token goes as on every call) and, when it ends or fails, reconnects
 * after a growing wait, asking for the messages after the last one it got: the database fills the gap. Returns stop.
 */
export function streamMessages({ token, emit, onRefused, fetch: send = fetch }: StreamOptions): () => void {
  const aborts = new AbortController();
  let lastId: number | null = null;
  let retryMs: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const parser = createParser({
    onEvent: ({ event, id, data }) => {
      if (!event || !EVENT_NAMES.has(event)) return;
      const messageId = id ? Number(id) : undefined;
      if (event === MESSAGE_EVENTS.message && messageId) lastId = Math.max(lastId ?? 0, messageId);
      emit({ name: event as MessageEventName, id: messageId, data: JSON.parse(data) });
    },
  });

  async function read(): Promise<void> {
    const resumed = lastId !== null;
    const response = await send(resumed ? `${STREAM_PATH}?after=${lastId}` : STREAM_PATH, {
      headers: { Accept: 'text/event-stream', Authorization: bearer(token) ?? '' },
      signal: aborts.signal,
    });
    if (response.status === 401) {
      aborts.abort();
      onRefused();
      return;
    }
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
    retryMs = null;
    parser.reset();
    emit({ name: 'open', resumed });
    const text = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (let chunk = await text.read(); !chunk.done; chunk = await text.read()) parser.feed(chunk.value);
  }

  function run(): void {
    read()
      .catch(() => undefined)
      .finally(() => {
        if (aborts.signal.aborted) return;
        retryMs = nextRetryMs(retryMs);
        timer = setTimeout(run, retryMs);
      });
  }

  run();
  return () => {
    aborts.abort();
    clearTimeout(timer);
  };
}

let connected = false;

/** The page's one stream, with the session's token; it stops when the session ends or changes. */
export function connect(emit: (event: MessageStreamEvent) => void): void {
  const { token } = useSession.getState();
  if (connected || !token) return;
  connected = true;
  const stopStream = streamMessages({ token, emit, onRefused: () => useSession.getState().expire() });
  const unsubscribe = useSession.subscribe((state) => {
    if (state.token === token) return;
    stopStream();
    unsubscribe();
    connected = false;
  });
}
