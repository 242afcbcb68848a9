import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** Rows and values read the same way on both database drivers (docs/money-and-time.md). */

/**
 * Selects `columns` (row key → `alias.property`), so that `getRawMany<Row>()` gives rows with
 * exactly those keys; a raw row keeps each driver's values (numbers as text, dates as text on SQLite).
 */
export function selectColumns<Q extends SelectQueryBuilder<ObjectLiteral>>(
  query: Q,
  columns: Record<string, string>,
): Q {
  query.select([]);
  for (const [key, column] of Object.entries<string>(columns)) query.addSelect(column, key);
  return query;
}

const SQLITE_UTC_MS = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/;

/**
 * A stored date as ISO text. Entities and mysql2 give Date objects; raw SQLite rows give TypeORM's
 * UTC text ('2026-01-31 04:05:06.789').
 */
export function isoDate(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  // The usual text with milliseconds only lacks the 'T' and the 'Z' (a list page has 20 dates).
  if (SQLITE_UTC_MS.test(value)) return `${value.slice(0, 10)}T${value.slice(11)}Z`;
  const text = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  return new Date(text).toISOString();
}

/** A LIKE pattern matching `q` anywhere, lower-cased, with `%`, `_` and the escape character `!` taken literally (`ESCAPE '!'`). */
export function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[!%_]/g, (match) => `!${match}`)}%`;
}

/**
 * A search's filter: any of `columns` holding `:pattern` (from `containsPattern`), whatever its case. LIKE
 * ignores case on both databases as it is: SQLite for ASCII letters, which are all its `LOWER()` changes,
 * and MySQL/MariaDB by the columns' `_ci` collation. So the columns are compared as stored, which lets an
 * index holding them answer the search (docs/architecture.md#searches); lower-casing every row's column
 * cost more than the comparison. The pattern goes through `LOWER()`, lower-cased as it is: SQLite's planner
 * reads a bare parameter on the right of LIKE, and so makes the statement again on every run
 * (docs/architecture.md#prepared-queries).
 */
export function matchesSearch(...columns: string[]): string {
  const matches = columns.map((column) => `${column} LIKE LOWER(:pattern) ESCAPE '!'`);
  return matches.length === 1 ? matches[0] : `(${matches.join(' OR ')})`;
}
