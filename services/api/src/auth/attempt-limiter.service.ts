import { Inject, Injectable } from '@nestjs/common';
import { type Bucket, HOUR_MS, type Tally, Throttle, TooManyAttemptsException } from '../common/throttle.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * A small in-memory fixed-window counter: `hit(key, limit)` is false once `key` went over `limit` in the
 * window. Only for what one process may count alone (the dashboard's beacons); the attempt limits below
 * count in the database.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string, limit: number): boolean {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= limit;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * How long a username's next sign-in waits after its last failure, once it failed `after` times from
 * anywhere within the hour: 1 s, then doubling with each further failure, never more than `maxMs`.
 */
export function backoffMs(failures: number, after: number, maxMs: number): number {
  if (failures < after) return 0;
  return Math.min(1000 * 2 ** Math.min(failures - after, 30), maxMs);
}

/**
 * The sign-in and reset limits (docs/security.md, Throttling): failures are limited per username and
 * address pair, and a username that fails from everywhere only slows down (never locks), so a stranger
 * cannot keep its owner out; reset mails are limited per e-mail address.
 */
@Injectable()
export class AttemptLimiterService {
  private readonly pairFailures: Bucket;
  private readonly usernameFailures: Bucket = { name: 'login-failures', windowMs: HOUR_MS };
  private readonly resetMails: Bucket = { name: 'reset-mails', windowMs: HOUR_MS };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly throttle: Throttle,
  ) {
    this.pairFailures = { name: 'login-pair-failures', windowMs: config.throttle.windowSeconds * 1000 };
  }

  /** Before a password is checked: 429 when the address, this pair or the username's backoff says wait. */
  async beforeSignIn(usernameKey: string, address: string): Promise<void> {
    await this.throttle.limitAddress('login', address);
    const pair = await this.throttle.tally(this.pairFailures, pairOf(usernameKey, address));
    if (pair.hits >= this.config.throttle.perUsername) {
      throw new TooManyAttemptsException(pair.windowEndsAt - this.throttle.now());
    }
    const wait =
      this.backoffEndsAt(await this.throttle.tally(this.usernameFailures, usernameKey)) - this.throttle.now();
    if (wait > 0) throw new TooManyAttemptsException(wait);
  }

  async signInFailed(usernameKey: string, address: string): Promise<void> {
    await this.throttle.hit(this.pairFailures, pairOf(usernameKey, address));
    await this.throttle.hit(this.usernameFailures, usernameKey);
  }

  /** A right password clears the pair's failures (the username's backoff runs out by itself). */
  async signedIn(usernameKey: string, address: string): Promise<void> {
    await this.throttle.forget(this.pairFailures, pairOf(usernameKey, address));
  }

  /** Counts a reset request for this e-mail address; false once over the hourly limit (the answer stays the same). */
  async resetMailAllowed(email: string): Promise<boolean> {
    const tally = await this.throttle.hit(this.resetMails, email.trim().toLowerCase());
    return tally.hits <= this.config.throttle.resetMailsPerEmail;
  }

  private backoffEndsAt(failures: Tally): number {
    const { backoffAfter, backoffMaxSeconds } = this.config.throttle;
    return failures.lastHitAt + backoffMs(failures.hits, backoffAfter, backoffMaxSeconds * 1000);
  }
}

const pairOf = (usernameKey: string, address: string) => `${usernameKey}\n${address}`;
