import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

interface Window {
  count: number;
  resetAt: number;
}

/** A small in-memory fixed-window counter: `hit(key, limit)` is false once `key` went over `limit` in the window. */
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

/** Throttles login and register attempts per client address and per username (configured limits). */
@Injectable()
export class AttemptLimiterService {
  private readonly limiter: FixedWindowLimiter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.limiter = new FixedWindowLimiter(config.throttle.windowSeconds * 1000);
  }

  /** Counts one attempt of `action`; false when the address or the username is over its limit. */
  allow(action: string, address: string, usernameKey: string): boolean {
    const byAddress = this.limiter.hit(`${action}:address:${address}`, this.config.throttle.perAddress);
    const byUsername = usernameKey
      ? this.limiter.hit(`${action}:username:${usernameKey}`, this.config.throttle.perUsername)
      : true;
    return byAddress && byUsername;
  }
}
