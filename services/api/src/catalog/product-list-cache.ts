import { Injectable } from '@nestjs/common';

/** How long a catalogue page may be answered from memory: writes made elsewhere (another replica, seed scripts) show within this. */
export const LIST_CACHE_MS = 1000;
const MAX_ENTRIES = 500;

/**
 * A very short-lived cache of catalogue list pages (the hot path: every visitor's catalogue). Any
 * product write in this process clears it at once, so this process's own changes show immediately.
 */
@Injectable()
export class ProductListCache<T = unknown> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>();

  /** Replaceable in unit specs. */
  now: () => number = Date.now;

  /** The cached answer for `key`, or `load()`'s (shared by concurrent callers; a failure is not kept). */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const time = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > time) return hit.value;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const value = load();
    const entry = { value, expires: time + LIST_CACHE_MS };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
