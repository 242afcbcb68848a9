import { createHash } from 'node:crypto';
import {
  type CallHandler,
  type ExecutionContext,
  Global,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Module,
  type NestInterceptor,
} from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { AUTH_MESSAGES } from '@qmj/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, type Observable } from 'rxjs';
import { LessThan, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { addToCounters } from './adding-upsert.js';
import { Clock } from './clock.js';
import { JobLocks } from './job-locks.js';
import { ThrottleCounter } from './throttle-counter.entity.js';

export const HOUR_MS = 60 * 60 * 1000;

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

/** 429 with the one message of the attempt limits; the interceptor below adds `Retry-After`. */
export class TooManyAttemptsException extends HttpException {
  readonly retryAfterSeconds: number;

  constructor(waitMs: number) {
    super(AUTH_MESSAGES.tooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  }
}

/** Tells the client how long to wait on every 429 of the attempt limits. */
@Injectable()
export class RetryAfterInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof TooManyAttemptsException) {
          context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(error.retryAfterSeconds));
        }
        throw error;
      }),
    );
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
 */
@Injectable()
export class Throttle {
  private readonly perAddressWindow: number;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(ThrottleCounter) private readonly counters: Repository<ThrottleCounter>,
    private readonly clock: Clock,
    private readonly jobs: JobLocks,
  ) {
    this.perAddressWindow = config.throttle.windowSeconds * 1000;
  }

  now(): number {
    return this.clock.now().getTime();
  }

  /** Counts one hit of `subject` in the bucket's current window; the tally includes it. */
  async hit(bucket: Bucket, subject: string): Promise<Tally> {
    const now = this.now();
    const counterKey = this.counterKey(bucket, subject);
    const windowStart = this.windowStart(bucket, now);
    const manager = this.counters.manager;
    await addToCounters(manager, 'throttle_counters', ['counterKey', 'windowStart'], 'hits', [
      [counterKey, windowStart, 1],
    ]);
    await this.counters.update({ counterKey, windowStart, lastHitAt: LessThan(now) }, { lastHitAt: now });
    return this.tally(bucket, subject);
  }

  /** The subject's hits in the bucket's current window, counting nothing. */
  async tally(bucket: Bucket, subject: string): Promise<Tally> {
    const windowStart = this.windowStart(bucket, this.now());
    const row = await this.counters.findOneBy({ counterKey: this.counterKey(bucket, subject), windowStart });
    return {
      hits: row ? Number(row.hits) : 0,
      lastHitAt: row ? Number(row.lastHitAt) : 0,
      windowEndsAt: windowStart + bucket.windowMs,
    };
  }

  /** Forgets the subject's hits in the bucket (a successful sign-in clears its failures). */
  async forget(bucket: Bucket, subject: string): Promise<void> {
    await this.counters.delete({ counterKey: this.counterKey(bucket, subject) });
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
    const result = await this.counters.delete({ windowStart: LessThan(this.now() - longest) });
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
  imports: [TypeOrmModule.forFeature([ThrottleCounter])],
  providers: [Throttle, { provide: APP_INTERCEPTOR, useClass: RetryAfterInterceptor }],
  exports: [Throttle],
})
export class ThrottleModule {}
