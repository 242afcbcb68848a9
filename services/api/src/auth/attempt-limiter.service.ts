import { Inject, Injectable } from '@nestjs/common';
import { emailKey } from '@qmj/contracts';
import { type Bucket, type CountedHit, HOUR_MS, type Tally, Throttle } from '../common/throttle.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UnitOfWork } from '../database/unit-of-work.js';

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

  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * How long a username's next sign-in waits after its last counted attempt, once it failed `after`
 * times from anywhere within the hour: 1 s, then doubling with each further failure, never more
 * than `maxMs`.
 */
export function backoffMs(failures: number, after: number, maxMs: number): number {
  if (failures < after) return 0;
  return Math.min(1000 * 2 ** Math.min(failures - after, 30), maxMs);
}

/** A sign-in attempt counted as a failure before its password is checked; `signedIn` takes it back. */
export interface SignInReservation {
  usernameKey: string;
  address: string;
  pair: CountedHit;
  username: CountedHit;
}

/**
 * The sign-in and reset limits (docs/security.md, Throttling): failures are limited per username and
 * address pair, and a username that fails from everywhere only slows down (never locks), so a stranger
 * cannot keep its owner out; reset mails are limited per e-mail address.
 *
 * A sign-in attempt is counted BEFORE its password is checked (reserve, verify, then take back on
 * success), in one transaction that counts and decides on the count before it: N parallel guesses
 * let at most the limit reach the password hash, on every replica.
 */
@Injectable()
export class AttemptLimiterService {
  private readonly pairFailures: Bucket;
  private readonly usernameFailures: Bucket = { name: 'login-failures', windowMs: HOUR_MS };
  private readonly resetMails: Bucket = { name: 'reset-mails', windowMs: HOUR_MS };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly throttle: Throttle,
    private readonly unitOfWork: UnitOfWork,
  ) {
    this.pairFailures = { name: 'login-pair-failures', windowMs: config.throttle.windowSeconds * 1000 };
  }

  /**
   * Before a password is checked: counts the request for the address, then counts the attempt as a
   * failure of this pair and of the username, unless the pair's failures already reached the limit or
   * the username's backoff says wait (429, nothing counted but the address's request).
   */
  async reserveSignIn(usernameKey: string, address: string): Promise<SignInReservation> {
    await this.throttle.limitAddress('login', address);
    return this.unitOfWork.transaction(async () => {
      const pair = await this.throttle.hitUnless(this.pairFailures, pairOf(usernameKey, address), (before) =>
        before.hits >= this.config.throttle.perUsername ? before.windowEndsAt - this.throttle.now() : 0,
      );
      const username = await this.throttle.hitUnless(
        this.usernameFailures,
        usernameKey,
        (before) => this.backoffEndsAt(before) - this.throttle.now(),
      );
      return { usernameKey, address, pair, username };
    });
  }

  /** A right password clears the pair's failures and takes the attempt back from the username's. */
  async signedIn(reservation: SignInReservation): Promise<void> {
    await this.unitOfWork.transaction(async () => {
      await this.throttle.forget(this.pairFailures, pairOf(reservation.usernameKey, reservation.address));
      await this.throttle.takeBack(this.usernameFailures, reservation.usernameKey, reservation.username);
    });
  }

  /** An attempt that ended neither right nor wrong (the server failed) counts for nothing. */
  async unanswered(reservation: SignInReservation): Promise<void> {
    await this.unitOfWork.transaction(async () => {
      await this.throttle.takeBack(
        this.pairFailures,
        pairOf(reservation.usernameKey, reservation.address),
        reservation.pair,
      );
      await this.throttle.takeBack(this.usernameFailures, reservation.usernameKey, reservation.username);
    });
  }

  /** Counts a reset request for this e-mail address; false once over the hourly limit (the answer stays the same). */
  async resetMailAllowed(email: string): Promise<boolean> {
    const tally = await this.throttle.hit(this.resetMails, emailKey(email));
    return tally.hits <= this.config.throttle.resetMailsPerEmail;
  }

  private backoffEndsAt(failures: Tally): number {
    const { backoffAfter, backoffMaxSeconds } = this.config.throttle;
    return failures.lastHitAt + backoffMs(failures.hits, backoffAfter, backoffMaxSeconds * 1000);
  }
}

const pairOf = (usernameKey: string, address: string) => `${usernameKey}\n${address}`;
