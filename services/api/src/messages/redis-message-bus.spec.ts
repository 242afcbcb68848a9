import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createClient } from 'redis';
import { type RedisServer, redisInstalled, startRedis } from '../../../../scripts/lib/redis.mjs';
import type { MessageBusEvent } from './message-bus.js';
import { MESSAGES_CHANNEL, RedisMessageBus } from './redis-message-bus.js';

/** Resolves the events `bus` delivers once there are `count` of them; fails after five seconds. */
function received(bus: RedisMessageBus, count: number): Promise<MessageBusEvent[]> {
  const events: MessageBusEvent[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${events.length} of ${count} events arrived`)), 5_000);
    const unsubscribe = bus.subscribe((event) => {
      events.push(event);
      if (events.length < count) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(events);
    });
  });
}

const event = (id: number, customerId = 7): MessageBusEvent => ({
  audience: { customerId },
  name: 'message',
  id,
  data: { id, text: `Message ${id}` },
  forBusiness: { id, text: `Message ${id}`, customer: 'ana' },
});

// Against a real Debian redis-server on a free port (CI installs it: .ci/run).
(redisInstalled() ? describe : describe.skip)(
  "RedisMessageBus (needs Debian's redis-server: apt-get install redis-server)",
  () => {
    let server: RedisServer;
    const buses: RedisMessageBus[] = [];

    /** A replica's bus, subscribed once started. */
    async function replicaBus(): Promise<RedisMessageBus> {
      const bus = new RedisMessageBus(server.url);
      buses.push(bus);
      await bus.onModuleInit();
      return bus;
    }

    const connectedClients = async () => {
      const admin = await createClient({ url: server.url }).connect();
      const list = await admin.clientList();
      admin.destroy();
      return list.length - 1;
    };

    beforeAll(async () => {
      server = await startRedis();
    });

    afterEach(async () => {
      await Promise.all(buses.splice(0).map((bus) => bus.onApplicationShutdown()));
    });

    afterAll(() => server.stop());

    it("delivers an event published on one replica to every replica's listeners, as published and in order", async () => {
      const [a, b] = [await replicaBus(), await replicaBus()];
      const onA = received(a, 3);
      const onB = received(b, 3);
      for (const id of [1, 2, 3]) await a.publish(event(id));
      expect(await onB).toEqual([event(1), event(2), event(3)]);
      expect(await onA).toEqual([event(1), event(2), event(3)]);
    });

    it('publishes JSON on the qmj:messages channel', async () => {
      const bus = await replicaBus();
      const listener = await createClient({ url: server.url }).connect();
      let resolveHeard: (text: string) => void = () => {};
      const heard = new Promise<string>((resolve) => {
        resolveHeard = resolve;
      });
      await listener.subscribe(MESSAGES_CHANNEL, (text) => resolveHeard(text));
      await bus.publish(event(4));
      expect(JSON.parse(await heard)).toEqual(event(4));
      listener.destroy();
    });

    it('stops delivering to a listener that unsubscribed, and a failing listener does not stop the others', async () => {
      const bus = await replicaBus();
      const gone: MessageBusEvent[] = [];
      bus.subscribe(() => {
        throw new Error('a stream closed under the listener');
      });
      bus.subscribe((delivered) => gone.push(delivered))();
      const onBus = received(bus, 1);
      await bus.publish(event(5));
      expect(await onBus).toEqual([event(5)]);
      expect(gone).toEqual([]);
    });

    it('does not fail or hang a publish while Redis is away, and reconnects and subscribes again once it is back', async () => {
      const [a, b] = [await replicaBus(), await replicaBus()];
      await server.stop();
      const started = Date.now();
      await a.publish(event(6));
      expect(Date.now() - started).toBeLessThan(1_000);

      server = await startRedis({ port: server.port });
      // Until both connections are back a publish is dropped; the first one through must arrive.
      let waiting = true;
      const onB = received(b, 1).finally(() => {
        waiting = false;
      });
      while (waiting) {
        await a.publish(event(7));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await onB).toEqual([event(7)]);
    }, 20_000);

    it('holds two connections, and closes both at shutdown', async () => {
      const before = await connectedClients();
      const bus = await replicaBus();
      expect(await connectedClients()).toBe(before + 2);
      await bus.onApplicationShutdown();
      expect(await connectedClients()).toBe(before);
    });
  },
);
