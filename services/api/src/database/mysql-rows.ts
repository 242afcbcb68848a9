import type { FieldPacket, QueryOptions } from 'mysql2';
import { QueryFailedError } from 'typeorm';

/** What a read runs on: the open transaction's connection, or the pool, which lends one for the read. */
export interface MysqlReader {
  execute(
    options: QueryOptions,
    callback: (error: Error | null, rows: unknown, fields: FieldPacket[]) => void,
  ): unknown;
}

/**
 * The rows of a read on MySQL/MariaDB, each as its values in the order of `columns`, as
 * `readSqliteRows` gives them (docs/architecture.md#prepared-queries). TypeORM's `query` made a query
 * runner, broadcast its events and went through mysql2's promise wrapper (which records a stack) for
 * every read, about a third of what a read cost the API; mysql2's own callback does the same work.
 * Each read is a prepared statement of its connection (`STATEMENTS_KEPT` of them, `dataSourceOptions`):
 * the server parses its SQL once, and every run after sends only the values, where a query sent the
 * whole text with the values written into it for the server to parse again.
 */
export function readMysqlRows(
  reader: MysqlReader,
  sql: string,
  parameters: readonly unknown[],
): Promise<{ columns: readonly string[]; rows: unknown[][] }> {
  return new Promise((resolve, reject) => {
    reader.execute({ sql, values: parameters as QueryOptions['values'], rowsAsArray: true }, (error, rows, fields) => {
      if (error) reject(new QueryFailedError(sql, [...parameters], error));
      else resolve({ columns: fields.map((field) => field.name), rows: rows as unknown[][] });
    });
  });
}
