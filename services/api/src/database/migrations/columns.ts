import type { QueryRunner, TableColumnOptions } from 'typeorm';

/**
 * The column shapes every migration writes with the `Table` API, the same on SQLite and MySQL/MariaDB.
 * Migrations that ran already depend on these shapes: never change one, add a new helper instead.
 */

/** `simple-enum` as each driver stores it: a native ENUM on MySQL/MariaDB, a checked varchar on SQLite. */
export function enumColumn(
  queryRunner: QueryRunner,
  name: string,
  values: readonly string[],
  options: Partial<TableColumnOptions> = {},
): TableColumnOptions {
  const sqlite = queryRunner.dataSource.driver.options.type === 'better-sqlite3';
  return {
    name,
    type: sqlite ? 'varchar' : 'enum',
    enum: [...values],
    ...(sqlite ? { length: '20' } : {}),
    ...options,
  };
}

export const id: TableColumnOptions = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
};

export const integer = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'integer',
  isNullable,
});

export const datetime = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'datetime',
  precision: 3,
  isNullable,
});

export const varchar = (
  name: string,
  length: number,
  isNullable = false,
  defaultValue?: string,
): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable,
  ...(defaultValue === undefined ? {} : { default: `'${defaultValue}'` }),
});

export const boolean = (name: string): TableColumnOptions => ({ name, type: 'boolean', default: 0 });

export const text = (name: string): TableColumnOptions => ({ name, type: 'text' });

/**
 * Changes a column's type in place on MySQL/MariaDB with `MODIFY`, which keeps its rows and indexes
 * (TypeORM's `changeColumn` drops and re-adds a column whose type or length changes). SQLite checks
 * no VARCHAR length and its INTEGER is already 64-bit, so there it does nothing.
 */
export async function modifyColumn(
  queryRunner: QueryRunner,
  table: string,
  column: string,
  definition: string,
): Promise<void> {
  if (queryRunner.dataSource.driver.options.type === 'better-sqlite3') return;
  await queryRunner.query(`ALTER TABLE \`${table}\` MODIFY \`${column}\` ${definition}`);
}
