import { createHash } from 'node:crypto';
import { Global, HttpException, HttpStatus, Inject, Injectable, Module } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AUTH_MESSAGES } from '@qmj/contracts';
import type { FastifyRequest } from 'fastify';
import { type EntityManager, LessThan } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PreparedQuery } from '../database/prepared-query.js';
import { addToCounter, addToCounters } from '../database/raw-sql.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { Clock } from './clock.js';
import { JobLocks } from './job-locks.js';
import { ThrottleCounter } from './throttle-counter.entity.js';

export const HOUR_MS = 60 * 60 * 1000;

/** The columns that name one counter of `throttle_counters`. */
const COUNTER_KEY = ['counterKey', 'windowStart'];

/** One counter, write-locked until the transaction ends (`PreparedQuery.lockedEntities`). */
const COUNTER_LOCKED = PreparedQuery.lockedEntities('throttle counter, locked', (manager) =>
  manager.createQueryBuilder(ThrottleCounter, 't').where('t.counterKey = :counterKey AND t.windowStart = :windowStart'),
);

/** Records `:at` as the counter's last hit unless a later one is there already. */
const MARK_LAST_HIT = PreparedQuery.change('mark the last hit', (manager) =>
  manager
    .createQueryBuilder()
    .update(ThrottleCounter)
    .set({ lastHitAt: () => ':at' })
    .where('counterKey = :counterKey AND windowStart = :windowStart AND lastHitAt < :at'),
);

/** What is counted, in fixed windows of `windowMs` (aligned on the epoch, the same on every replica). */
export interface Bucket {
  name: string;
  windowMs: number;
}

/** The hits of one subject in the current window of a bucket. */
export interface Tally {
  hits: number;
  /** When the last hit was counted (epoch ms; 0 when none). */
  lastHitAt: number;
  windowEndsAt: number;
}

/** The hits of one subject in the current window of a bucket, as a plain count (`Throttle.hit`) gives them. */
export type Count = Omit<Tally, 'lastHitAt'>;

/** One hit counted by `Throttle.hitUnless`: the tally before it, and when it was counted (epoch ms). */
export interface CountedHit {
  before: Tally;
  at: number;
}

/** 429 with the one message of the attempt limits; the interceptor below adds `Retry-After`. */
export class TooManyAttemptsException extends HttpException {
  readonly retryAfterSeconds: number;

  constructor(waitMs: number) {
    super(AUTH_MESSAGES.tooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  }
}

/**
 * The client's address: the direct peer, or the address a configured trusted proxy forwarded in
 * X-Forwarded-For (Fastify's `trustProxy`, set from TRUSTED_PROXIES; docs/security.md).
 */
export function clientAddress(request: FastifyRequest): string {
  return request.ip || request.socket.remoteAddress || 'unknown';
}

/** How long the replica that won the hourly purge keeps its lock (less than the hour between runs). */
const PURGE_LEASE_MS = 10 * 60 * 1000;

/**
 * Attempt counters in the database (one table, an adding upsert per hit), so the limits hold across
 * API replicas; counters of finished windows are purged hourly by one replica (docs/security.md).
 * A hit and the tally it answers with are one transaction that reads the row it has just written (a
 * plain count: the statement that writes it): the write holds the row (MySQL/MariaDB's row lock,
 * SQLite's one writer) until the commit, so every caller sees its own place in the count, never a
 * count taken before another's hit.
 */
@Injectable()
export class Throttle {
  private readonly perAddressWindow: number;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly jobs: JobLocks,
  ) {
    this.perAddressWindow = config.throttle.windowSeconds * 1000;
  }

  now(): number {
    return this.clock.now().getTime();
  }

  /**
   * Counts one hit of `subject` in the bucket's current window; the count includes it. A plain count keeps no last
   * hit's time (only a wait of `hitUnless` reads it): one statement adds the hit and answers the count
   * (`addToCounter`), where every check of a username typed at registration pays it.
   */
  hit(bucket: Bucket, subject: string): Promise<Count> {
    const windowStart = this.windowStart(bucket, this.now());
    const key = [this.counterKey(bucket, subject), windowStart];
    return this.unitOfWork.transaction(async (manager) => ({
      hits: await addToCounter(manager, 'throttle_counters', COUNTER_KEY, 'hits', key, 1),
      windowEndsAt: windowStart + bucket.windowMs,
    }));
  }

  /**
   * Counts one hit of `subject` unless `wait` finds, in the tally before it, a reason to wait: then
   * 429 with that wait and nothing counted (the caller's open transaction, which this joins, rolls
   * back). It counts first and decides from the row it has just written, so parallel callers queue
   * on that row and each decides on the hits before its own.
   */
  hitUnless(bucket: Bucket, subject: string, wait: (before: Tally) => number): Promise<CountedHit> {
    return this.unitOfWork.transaction(async (manager) => {
      const at = this.now();
      const counted = await this.countHit(manager, bucket, subject, at);
      const before: Tally = {
        hits: counted.hits - 1,
        lastHitAt: counted.lastHitAt,
        windowEndsAt: counted.windowEndsAt,
      };
      const waitMs = wait(before);
      if (waitMs > 0) throw new TooManyAttemptsException(waitMs);
      await this.unitOfWork.run(MARK_LAST_HIT, { ...counted.row, at });
      return { before, at };
    });
  }

  /** Adds the hit to its counter, in the caller's transaction, and reads the counter back: the hits with this one. */
  private async countHit(manager: EntityManager, bucket: Bucket, subject: string, at: number) {
    const counterKey = this.counterKey(bucket, subject);
    const windowStart = this.windowStart(bucket, at);
    await addToCounters(manager, 'throttle_counters', COUNTER_KEY, 'hits', [[counterKey, windowStart, 1]]);
    // A locking read on MySQL/MariaDB: it opens no snapshot, so a later write of this transaction
    // never meets a row changed since (MariaDB's error 1020); SQLite has one writer and no such lock.
    const row = await this.unitOfWork.row(COUNTER_LOCKED, { counterKey, windowStart });
    if (!row) throw new Error(`the counter ${counterKey} it has just written is missing`);
    return {
      row: { counterKey, windowStart },
      hits: Number(row.hits),
      lastHitAt: Number(row.lastHitAt),
      windowEndsAt: windowStart + bucket.windowMs,
    };
  }

  /**
   * Takes back a hit of `hitUnless` that turned out not to count (a sign-in that succeeded): one hit
   * fewer in the window it was counted in, and the last hit's time as before unless a later hit came.
   */
  async takeBack(bucket: Bucket, subject: string, hit: CountedHit): Promise<void> {
    const counterKey = this.counterKey(bucket, subject);
    const windowStart = hit.before.windowEndsAt - bucket.windowMs;
    await this.unitOfWork.transaction(async (manager) => {
      await manager
        .createQueryBuilder()
        .update(ThrottleCounter)
        .set({ hits: () => 'hits - 1' })
        .where('counterKey = :counterKey AND windowStart = :windowStart AND hits > 0', { counterKey, windowStart })
        .execute();
      await manager.update(
        ThrottleCounter,
        { counterKey, windowStart, lastHitAt: hit.at },
        { lastHitAt: hit.before.lastHitAt },
      );
    });
  }

  /** The subject's hits in the bucket's current window, counting nothing. */
  async tally(bucket: Bucket, subject: string): Promise<Tally> {
    const windowStart = this.windowStart(bucket, this.now());
    const row = await this.unitOfWork
      .repository(ThrottleCounter)
      .findOneBy({ counterKey: this.counterKey(bucket, subject), windowStart });
    return {
      hits: row ? Number(row.hits) : 0,
      lastHitAt: row ? Number(row.lastHitAt) : 0,
      windowEndsAt: windowStart + bucket.windowMs,
    };
  }

  /** Forgets the subject's hits in the bucket (a successful sign-in clears its failures). */
  async forget(bucket: Bucket, subject: string): Promise<void> {
    const counterKey = this.counterKey(bucket, subject);
    await this.unitOfWork.transaction((manager) => manager.delete(ThrottleCounter, { counterKey }));
  }

  /** Counts one request of `action` from `address`; 429 once the address is over the per-address limit. */
  async limitAddress(action: string, address: string): Promise<void> {
    const tally = await this.hit({ name: `${action}:address`, windowMs: this.perAddressWindow }, address);
    if (tally.hits > this.config.throttle.perAddress)
      throw new TooManyAttemptsException(tally.windowEndsAt - this.now());
  }

  /** Deletes the counters of windows that ended (every window is an hour at most, or the per-address window). */
  async purge(): Promise<number> {
    const longest = Math.max(HOUR_MS, this.perAddressWindow);
    const before = this.now() - longest;
    const result = await this.unitOfWork.transaction((manager) =>
      manager.delete(ThrottleCounter, { windowStart: LessThan(before) }),
    );
    return result.affected ?? 0;
  }

  @Cron(CronExpression.EVERY_HOUR)
  purgeOnce(): Promise<boolean> {
    return this.jobs.runOnce('purge-throttle-counters', PURGE_LEASE_MS, async () => {
      return `${await this.purge()} finished attempt counters deleted`;
    });
  }

  private counterKey(bucket: Bucket, subject: string): string {
    return `${bucket.name}:${createHash('sha256').update(subject).digest('hex')}`;
  }

  private windowStart(bucket: Bucket, now: number): number {
    return now - (now % bucket.windowMs);
  }
}

@Global()
@Module({
  providers: [Throttle],
  exports: [Throttle],
})
export class ThrottleModule {}
