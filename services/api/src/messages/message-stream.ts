import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { ConversationMessage, MESSAGE_EVENTS } from '@qmj/contracts';
import type { FastifyReply } from 'fastify';
import { MessageBus, type MessageBusEvent } from './message-bus.js';

/** Whose events a stream carries: one customer's, or the business's (every conversation). */
export type StreamReader = { customerId: number } | 'business';

/** A comment line this often keeps proxies from closing an idle stream (docs/messages.md). */
const KEEP_ALIVE_MS = 25_000;
/** A client that has not taken this much of its stream is dropped; it reconnects with `after` and misses nothing. */
const MOST_UNSENT_BYTES = 1024 * 1024;

/** An event as the stream writes it; a message's carries its id, which a reconnect resumes after. */
export function sseEvent(name: keyof typeof MESSAGE_EVENTS, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** What a stream sends when it opens: the messages it missed (oldest first), then any other events. */
export interface CatchUp {
  messages: ConversationMessage[];
  events: string[];
}

interface Connection {
  reply: FastifyReply;
  /** Events that came while the missed messages were read; null once they are sent and events go out at once. */
  held: { event: MessageBusEvent; text: string }[] | null;
  /**
   * The highest message id the catch-up read: a held message event at or below it was sent already. Live events are
   * never skipped by id: two messages committed at once may be published out of their ids' order.
   */
  caughtUpTo: number;
}

/**
 * The Server-Sent Events streams this replica holds (docs/messages.md). Every event of the bus goes to the streams
 * of its customer and to the administrator's. A stream opening subscribes first and holds what comes, reads what it
 * missed from the database, then sends the held events it did not read: no gap and no duplicate.
 */
@Injectable()
export class MessageStreams implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Messages');
  private readonly business = new Set<Connection>();
  private readonly customers = new Map<number, Set<Connection>>();
  private unsubscribe: (() => void) | undefined;
  private keepAlive: NodeJS.Timeout | undefined;

  constructor(private readonly bus: MessageBus) {}

  onModuleInit(): void {
    this.unsubscribe = this.bus.subscribe((event) => this.deliver(event));
    // One timer for every stream: a timer each would cost every idle connection its own.
    this.keepAlive = setInterval(() => {
      for (const connection of this.connections()) this.write(connection, ':\n\n');
    }, KEEP_ALIVE_MS);
    this.keepAlive.unref();
  }

  /** Stopping ends every stream (their clients reconnect to another replica), so that the server can close. */
  onModuleDestroy(): void {
    this.unsubscribe?.();
    clearInterval(this.keepAlive);
    for (const connection of this.connections()) connection.reply.raw.end();
  }

  /** How many streams this replica holds. */
  get size(): number {
    let size = this.business.size;
    for (const streams of this.customers.values()) size += streams.size;
    return size;
  }

  /**
   * Answers with the reader's stream: the missed messages `catchUp` reads, then live events until the client goes.
   * A request that does not accept `text/event-stream` (a plain GET) gets the catch-up alone, and the answer ends.
   */
  async open(reply: FastifyReply, reader: StreamReader, catchUp: () => Promise<CatchUp>): Promise<void> {
    const live = reply.request.headers.accept?.includes('text/event-stream') === true;
    reply.hijack();
    const headers = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined));
    reply.raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx would otherwise hold the events in its proxy buffer (deploy/nginx.conf).
      'x-accel-buffering': 'no',
    });
    reply.raw.flushHeaders();
    const connection: Connection = { reply, held: [], caughtUpTo: 0 };
    if (live) {
      this.add(reader, connection);
      reply.raw.on('close', () => this.remove(reader, connection));
    }
    try {
      const { messages, events } = await catchUp();
      for (const message of messages) {
        this.write(connection, sseEvent('message', message, message.id));
        connection.caughtUpTo = Math.max(connection.caughtUpTo, message.id);
      }
      for (const text of events) this.write(connection, text);
    } catch (error) {
      this.logger.error(`A stream could not read what it missed: ${(error as Error).message}`);
      reply.raw.destroy();
      return;
    }
    if (!live) {
      reply.raw.end();
      return;
    }
    const held = connection.held ?? [];
    connection.held = null;
    for (const { event, text } of held) {
      const readAlready = event.name === 'message' && event.id !== undefined && event.id <= connection.caughtUpTo;
      if (!readAlready) this.write(connection, text);
    }
  }

  private deliver(event: MessageBusEvent): void {
    const customers = this.customers.get(event.audience.customerId);
    if (customers) {
      const text = sseEvent(event.name, event.data, event.id);
      for (const connection of customers) this.take(connection, event, text);
    }
    if (this.business.size > 0) {
      const text = sseEvent(event.name, event.forBusiness ?? event.data, event.id);
      for (const connection of this.business) this.take(connection, event, text);
    }
  }

  private take(connection: Connection, event: MessageBusEvent, text: string): void {
    if (connection.held) connection.held.push({ event, text });
    else this.write(connection, text);
  }

  private write(connection: Connection, text: string): void {
    const raw = connection.reply.raw;
    if (raw.writableLength > MOST_UNSENT_BYTES) {
      raw.destroy();
      return;
    }
    raw.write(text);
  }

  private add(reader: StreamReader, connection: Connection): void {
    if (reader === 'business') {
      this.business.add(connection);
      return;
    }
    let streams = this.customers.get(reader.customerId);
    if (!streams) {
      streams = new Set();
      this.customers.set(reader.customerId, streams);
    }
    streams.add(connection);
  }

  private remove(reader: StreamReader, connection: Connection): void {
    if (reader === 'business') {
      this.business.delete(connection);
      return;
    }
    const streams = this.customers.get(reader.customerId);
    streams?.delete(connection);
    if (streams?.size === 0) this.customers.delete(reader.customerId);
  }

  private *connections(): Iterable<Connection> {
    yield* this.business;
    for (const streams of this.customers.values()) yield* streams;
  }
}
