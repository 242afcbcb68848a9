import { Injectable } from '@nestjs/common';

/** Room for every page of a large catalogue (10,000 products are 1,000 pages) and its searches. */
const MAX_ENTRIES = 2000;

/**
 * The catalogue list pages (the hot path: every visitor's catalogue), kept while the database is
 * unchanged. Each read passes the database's change stamp, read just before: a stamp other than the
 * one the entries were made under drops them all, so a write committed by any process on the same
 * database (another replica, a seed script) shows on the next read. `null` (no stamp to be had)
 * loads without keeping anything (docs/catalogue.md#the-list-cache).
 */
@Injectable()
export class ProductListCache<T = unknown> {
  private readonly entries = new Map<string, Promise<T>>();
  private stamp: string | null = null;

  /** The kept answer for `key` under `stamp`, or `load()`'s (shared by concurrent callers; a failure is not kept). */
  get(stamp: string | null, key: string, load: () => Promise<T>): Promise<T> {
    if (stamp === null) return load();
    if (stamp !== this.stamp) this.clear(stamp);
    const hit = this.entries.get(key);
    if (hit) return hit;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const value = load();
    this.entries.set(key, value);
    value.catch(() => {
      if (this.entries.get(key) === value) this.entries.delete(key);
    });
    return value;
  }

  /** Drops every entry (this process's own writes, at once, before the stamp says so). */
  clear(stamp: string | null = null): void {
    this.entries.clear();
    this.stamp = stamp;
  }
}
