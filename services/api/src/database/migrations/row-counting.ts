import type { QueryRunner } from 'typeorm';

/** The rows one value's counter is spread over (the row's id modulo 8), so that concurrent writers rarely wait on one. */
const SLOTS = 8;

const CHANGES = ['insert', 'update', 'delete'] as const;

const triggerName = (table: string, column: string, change: (typeof CHANGES)[number]) =>
  `count_${table}_${column}_${change}`;

/** A name quoted for the engine of `queryRunner`. */
const quoter = (queryRunner: QueryRunner) => (name: string) => queryRunner.connection.driver.escape(name);

/**
 * Counts the rows of `table` per value of `column` in `row_counts` (docs/architecture.md#counted-lists): the
 * counters start from the rows already there, and triggers add a row's insert, its change of value and its
 * delete to them in the same transaction, whichever code or tool writes the row.
 */
export async function startCounting(queryRunner: QueryRunner, table: string, column: string): Promise<void> {
  const q = quoter(queryRunner);
  await queryRunner.query(
    `INSERT INTO ${q('row_counts')} (${q('counted')}, ${q('value')}, ${q('slot')}, ${q('total')})
     SELECT '${table}.${column}', ${q(column)}, ${q('id')} % ${SLOTS}, COUNT(*) FROM ${q(table)}
     GROUP BY ${q(column)}, ${q('id')} % ${SLOTS}`,
  );
  for (const statement of countingTriggers(queryRunner, table, column)) await queryRunner.query(statement);
}

/** Undoes `startCounting`: its triggers, then its counters. */
export async function stopCounting(queryRunner: QueryRunner, table: string, column: string): Promise<void> {
  for (const change of CHANGES) await queryRunner.query(`DROP TRIGGER ${triggerName(table, column, change)}`);
  const q = quoter(queryRunner);
  await queryRunner.query(`DELETE FROM ${q('row_counts')} WHERE ${q('counted')} = '${table}.${column}'`);
}

/** The three triggers of one counted column, in the engine's dialect. */
function countingTriggers(queryRunner: QueryRunner, table: string, column: string): string[] {
  const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
  const q = quoter(queryRunner);
  const counter = (row: 'NEW' | 'OLD') =>
    `${q('counted')} = '${table}.${column}' AND ${q('value')} = ${row}.${q(column)} AND ${q('slot')} = ${row}.${q('id')} % ${SLOTS}`;
  const add = `INSERT INTO ${q('row_counts')} (${q('counted')}, ${q('value')}, ${q('slot')}, ${q('total')})
    VALUES ('${table}.${column}', NEW.${q(column)}, NEW.${q('id')} % ${SLOTS}, 1)
    ${sqlite ? `ON CONFLICT (${q('counted')}, ${q('value')}, ${q('slot')}) DO UPDATE SET` : 'ON DUPLICATE KEY UPDATE'} ${q('total')} = ${q('total')} + 1`;
  const remove = `UPDATE ${q('row_counts')} SET ${q('total')} = ${q('total')} - 1 WHERE ${counter('OLD')}`;
  const name = (change: (typeof CHANGES)[number]) => triggerName(table, column, change);
  const changed = `OLD.${q(column)} <> NEW.${q(column)}`;
  if (sqlite) {
    return [
      `CREATE TRIGGER ${name('insert')} AFTER INSERT ON ${q(table)} BEGIN ${add}; END`,
      `CREATE TRIGGER ${name('update')} AFTER UPDATE OF ${q(column)} ON ${q(table)} WHEN ${changed} BEGIN ${remove}; ${add}; END`,
      `CREATE TRIGGER ${name('delete')} AFTER DELETE ON ${q(table)} BEGIN ${remove}; END`,
    ];
  }
  return [
    `CREATE TRIGGER ${name('insert')} AFTER INSERT ON ${q(table)} FOR EACH ROW ${add}`,
    `CREATE TRIGGER ${name('update')} AFTER UPDATE ON ${q(table)} FOR EACH ROW BEGIN IF ${changed} THEN ${remove}; ${add}; END IF; END`,
    `CREATE TRIGGER ${name('delete')} AFTER DELETE ON ${q(table)} FOR EACH ROW ${remove}`,
  ];
}
