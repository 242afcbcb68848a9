import { Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { createClient } from 'redis';
import { LocalMessageBus, MessageBus, type MessageBusEvent } from './message-bus.js';

/** The one Redis channel every replica publishes its message events on and listens to. */
export const MESSAGES_CHANNEL = 'qmj:messages';

type RedisClient = ReturnType<typeof createClient>;

/**
 * The message bus across replicas (REDIS_URL set; docs/messages.md): an event published on one replica goes
 * through Redis publish/subscribe, as JSON, to every replica's streams, this one's included. A connection that
 * subscribes can do nothing else, so there are two: one publishes, one subscribes. Both reconnect on their own
 * (the subscriber subscribes again). An event published while Redis is away is logged and dropped rather than
 * failing a message already committed: the database is the source of truth, and a stream that reconnects with
 * `?after` reads what it missed.
 */
export class RedisMessageBus extends MessageBus implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Messages');
  /** This replica's streams, to which every event heard on the channel goes. */
  private readonly streams = new LocalMessageBus();
  private readonly publisher: RedisClient;
  private readonly subscriber: RedisClient;
  private readonly subscribed: Promise<void>;

  constructor(url: string) {
    super();
    // Publishing fails at once while the connection is down instead of waiting in a queue: a send never hangs on Redis.
    this.publisher = createClient({ url, disableOfflineQueue: true });
    this.subscriber = createClient({ url });
    // Each failed attempt to reconnect is an error event (node-redis retries with a backoff up to 2 s).
    this.publisher.on('error', (error: Error) => this.logger.warn(`Redis publisher: ${error.message}`));
    this.subscriber.on('error', (error: Error) => this.logger.warn(`Redis subscriber: ${error.message}`));
    this.subscribed = this.connect();
    // Awaited in onModuleInit; a failure here must not also surface as an unhandled rejection.
    this.subscribed.catch(() => {});
  }

  private async connect(): Promise<void> {
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    await this.subscriber.subscribe(MESSAGES_CHANNEL, (text) => void this.streams.publish(JSON.parse(text)));
  }

  /** Starting waits for the subscription, so a replica reports healthy only once it hears the others. */
  async onModuleInit(): Promise<void> {
    await this.subscribed;
  }

  async publish(event: MessageBusEvent): Promise<void> {
    try {
      await this.publisher.publish(MESSAGES_CHANNEL, JSON.stringify(event));
    } catch (error) {
      this.logger.warn(`A ${event.name} event was not published: ${(error as Error).message}`);
    }
  }

  subscribe(listener: (event: MessageBusEvent) => void): () => void {
    return this.streams.subscribe(listener);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.publisher, this.subscriber].map((client) => (client.isOpen ? client.close() : undefined)));
  }
}
