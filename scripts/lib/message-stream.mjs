// A reader of the messages stream (GET /api/messages/stream, docs/messages.md) for the replica suite and the
// messages bench: fetch with the Authorization header and eventsource-parser, as the browser reads it.
import { createParser } from 'eventsource-parser';

/**
 * Opens the stream of the API at `base` as `token`, from after message `after` when given. `onEvent` receives
 * each event as `{ name, id, data, at }`: `id` a number where the event has one, `data` parsed, `at` its
 * arrival (performance.now()). Resolves once the API answered, with `close()`.
 */
export async function openMessageStream(base, token, { after, onEvent }) {
  const controller = new AbortController();
  const query = after === undefined ? '' : `?after=${after}`;
  const response = await fetch(`${base}/api/messages/stream${query}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.ok) throw new Error(`the stream answered ${response.status}: ${await response.text()}`);
  const parser = createParser({
    onEvent: ({ event, id, data }) =>
      onEvent({
        name: event ?? 'message',
        id: id === undefined ? undefined : Number(id),
        data: JSON.parse(data),
        at: performance.now(),
      }),
  });
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) parser.feed(decoder.decode(chunk, { stream: true }));
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
  })();
  // Reported by close(), not as an unhandled rejection before it.
  reading.catch(() => {});
  return {
    /** Ends the stream, as a closed tab does. */
    async close() {
      controller.abort();
      await reading;
    },
  };
}
