import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

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
        db.pragma('busy_timeout = 5000');
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
  };
}
