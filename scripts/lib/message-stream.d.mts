// The types of message-stream.mjs, for the API's TypeScript tests.

export interface StreamEvent {
  /** 'message', 'read' or 'unread' (MESSAGE_EVENTS). */
  name: string;
  /** The message's id, on a 'message' event. */
  id?: number;
  // The event's JSON, read field by field as each test needs.
  // biome-ignore lint/suspicious/noExplicitAny: any event's data
  data: any;
  /** When it arrived (performance.now()). */
  at: number;
}

export interface MessageStream {
  /** Ends the stream, as a closed tab does. */
  close(): Promise<void>;
}

/** Opens the API's messages stream as `token`, from after message `after` when given. */
export function openMessageStream(
  base: string,
  token: string,
  options: { after?: number; onEvent: (event: StreamEvent) => void },
): Promise<MessageStream>;
