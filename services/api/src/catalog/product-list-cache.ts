import { Injectable } from '@nestjs/common';

/** How long a catalogue page may be answered from memory: writes made elsewhere (another replica, seed scripts) show within this. */
export const LIST_CACHE_MS = 5000;
/** Room for every page of a large catalogue (10,000 products are 1,000 pages) and its searches. */
const MAX_ENTRIES = 2000;

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
    if (this.entries.size >= MAX_ENTRIES) this.evict(time);
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

  /** Drops the expired entries; everything when that frees nothing (many distinct searches at once). */
  private evict(time: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= time) this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
  }
}
