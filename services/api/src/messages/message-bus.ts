import { Logger, type Provider } from '@nestjs/common';
import type { MESSAGE_EVENTS } from '@qmj/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * One event of the messages stream, published once its transaction committed (docs/messages.md, Fan-out): `data`
 * goes to the streams of the customer in `audience`, `forBusiness` (or `data`) to the administrator's.
 */
export type MessageBusEvent = {
  audience: { customerId: number };
  name: keyof typeof MESSAGE_EVENTS;
  /** A message's id: the SSE event's id, which a reconnecting stream resumes after. */
  id?: number;
  data: unknown;
  forBusiness?: unknown;
};

type Listener = (event: MessageBusEvent) => void;

/** Carries the events to the streams of every replica: in the process, or through Redis (REDIS_URL). */
export abstract class MessageBus {
  abstract publish(event: MessageBusEvent): Promise<void>;
  abstract subscribe(listener: Listener): () => void;
}

/** The single server's bus: its streams are all in this process. */
export class LocalMessageBus extends MessageBus {
  private readonly logger = new Logger('Messages');
  private readonly listeners = new Set<Listener>();

  async publish(event: MessageBusEvent): Promise<void> {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.logger.error(`A ${event.name} event's listener failed: ${(error as Error).message}`);
      }
    }
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** The bus the configuration asks for; Redis's client is loaded only when REDIS_URL is set. */
export const messageBusProvider: Provider = {
  provide: MessageBus,
  inject: [APP_CONFIG],
  useFactory: async (config: AppConfig): Promise<MessageBus> => {
    if (!config.messages.redisUrl) return new LocalMessageBus();
    const { RedisMessageBus } = await import('./redis-message-bus.js');
    return new RedisMessageBus(config.messages.redisUrl);
  },
};
