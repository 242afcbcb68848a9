import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import { STATEMENTS_KEPT } from './prepared-query.js';

/** The same SQLite file opened read-only for the unit of work's reads (docs/architecture.md#one-path-to-the-data); null on MySQL/MariaDB, whose pool reads committed rows already. */
export function readerOptions(database: DatabaseConfig): DataSourceOptions | null {
  if (database.type !== 'sqlite') return null;
  return {
    type: 'better-sqlite3',
    database: database.path,
    entities: ENTITIES,
    readonly: true,
    fileMustExist: true,
    logging: false,
  };
}

/** TypeORM options for either driver; the schema comes from migrations, never from `synchronize`. */
export function dataSourceOptions(database: DatabaseConfig, quiet = false): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    synchronize: false,
    // Not 'error': TypeORM would print failed queries with their parameters (password hashes included).
    logging: quiet ? false : (['warn', 'migration'] as ('warn' | 'migration')[]),
  };
  if (database.type === 'sqlite') {
    return {
      ...common,
      type: 'better-sqlite3',
      database: database.path,
      enableWAL: true,
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('foreign_keys = ON');
        // Short: a wait here blocks the event loop. A transaction that finds the file locked by
        // another process fails busy and the unit of work runs it again after an async pause.
        db.pragma('busy_timeout = 100');
      },
    };
  }
  return {
    ...common,
    type: database.driver,
    host: database.host,
    port: database.port,
    username: database.username,
    password: database.password,
    database: database.database,
    ...(database.socketPath ? { socketPath: database.socketPath } : {}),
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    // The reads' prepared statements (`readMysqlRows`); mysql2 would keep 16,000 a connection.
    extra: { maxPreparedStatements: STATEMENTS_KEPT },
  };
}
