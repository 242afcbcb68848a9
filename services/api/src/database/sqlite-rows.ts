import type { Database, Statement } from 'better-sqlite3';
import { QueryFailedError } from 'typeorm';
import { STATEMENTS_KEPT } from './prepared-query.js';

interface ReadStatement {
  statement: Statement<unknown[], unknown[]>;
  columns: readonly string[];
}

const statementsOf = new WeakMap<Database, Map<string, ReadStatement>>();

/**
 * The rows of a read on a SQLite connection, each as its values in the order of `columns`
 * (docs/architecture.md#prepared-queries): better-sqlite3 makes an object of every row it gives, with
 * a property per column, and that was half the time of a page of orders; as arrays, the one object
 * made of a row is the entity the unit of work answers.
 */
export function readSqliteRows(
  database: Database,
  sql: string,
  parameters: readonly unknown[],
): { columns: readonly string[]; rows: unknown[][] } {
  const read = statementOf(database, sql);
  return { columns: read.columns, rows: run(read.statement, sql, parameters) as unknown[][] };
}

/** The one value of each row of a read on a SQLite connection (`PreparedQuery.oneValue`), without an array around it. */
export function readSqliteValues(database: Database, sql: string, parameters: readonly unknown[]): unknown[] {
  const { statement } = statementOf(database, sql);
  statement.pluck(true);
  try {
    return run(statement, sql, parameters);
  } finally {
    statement.raw(true);
  }
}

/** The statement of `sql` kept for this connection, giving its rows as arrays. */
function statementOf(database: Database, sql: string): ReadStatement {
  let statements = statementsOf.get(database);
  if (!statements) {
    statements = new Map();
    statementsOf.set(database, statements);
  }
  let read = statements.get(sql);
  if (!read) {
    const statement = database.prepare<unknown[], unknown[]>(sql).raw(true);
    read = { statement, columns: statement.columns().map((column) => column.name) };
    statements.set(sql, read);
    if (statements.size > STATEMENTS_KEPT) statements.delete(statements.keys().next().value as string);
  }
  return read;
}

function run(statement: ReadStatement['statement'], sql: string, parameters: readonly unknown[]): unknown[] {
  // better-sqlite3 binds no booleans: 1 and 0, as TypeORM's driver gives them.
  const bound = parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value));
  try {
    return statement.all(...bound);
  } catch (error) {
    throw new QueryFailedError(sql, bound, error as Error);
  }
}
