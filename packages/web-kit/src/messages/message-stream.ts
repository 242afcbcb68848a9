import type { MESSAGE_EVENTS } from '@qmj/contracts';
import { loadOnce } from '../load-once';

export type MessageEventName = (typeof MESSAGE_EVENTS)[keyof typeof MESSAGE_EVENTS];

/**
 * What the page's messages stream tells its listeners: an event of the stream (`data` as the contract's
 * `messages.stream` describes it for the reader), or that it has (re)connected, `resumed` when it asked for the
 * messages after the last one it had (else what came before is the listener's to read again).
 */
export type MessageStreamEvent =
  | { name: MessageEventName; id: number | undefined; data: unknown }
  | { name: 'open'; resumed: boolean };

type Listener = (event: MessageStreamEvent) => void;

const listeners = new Set<Listener>();

/** Listens to the page's messages stream until the returned function is called. */
export function onMessageEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: MessageStreamEvent): void {
  for (const listener of listeners) listener(event);
}

// The connection (its parser, its backoff) loads with the first signed-in page that starts it, not with the page.
const loadConnection = loadOnce(() => import(/* webpackChunkName: "message-stream" */ './stream-connection'));

/**
 * Starts the page's one messages stream (docs/messages.md): it is in `@qmj/web-kit`, a singleton, so starting it
 * again, from the shell or a remote, keeps the one connection. It ends with the session.
 */
export function startMessageStream(): void {
  loadConnection().then(
    (connection) => connection.connect(emit),
    () => undefined,
  );
}

/** How long a page that nobody touches waits before it opens its stream. */
const STREAM_UNTOUCHED_START_MS = 8_000;
const FIRST_TOUCH = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Starts the page's messages stream at the reader's first touch of the page (a tap, a key, a scroll) or after
 * STREAM_UNTOUCHED_START_MS, whichever comes first; the returned function stops waiting. A stream is a request that
 * never ends: opened as the page loads, it would keep the page "loading" for every tool that waits for the network to
 * go quiet (Lighthouse, a test's `networkidle`). What arrives before it opens is read by the caller (the unread count)
 * or resumed by the stream itself (docs/messages.md#when-the-stream-opens).
 */
export function startMessageStreamSoon(): () => void {
  const start = () => {
    stop();
    startMessageStream();
  };
  const timer = setTimeout(start, STREAM_UNTOUCHED_START_MS);
  for (const name of FIRST_TOUCH) window.addEventListener(name, start, { once: true, passive: true, capture: true });
  function stop() {
    clearTimeout(timer);
    for (const name of FIRST_TOUCH) window.removeEventListener(name, start, { capture: true });
  }
  return stop;
}
