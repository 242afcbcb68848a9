// `npm run migration:run -w @qmj/api`: applies pending migrations and exits (the API also runs them at start).
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';

const dataSource = new DataSource({ ...dataSourceOptions(loadConfig().database), migrationsRun: false });
await dataSource.initialize();
const applied = await dataSource.runMigrations({ transaction: 'each' });
console.log(applied.length ? `Applied: ${applied.map((m) => m.name).join(', ')}` : 'No pending migrations');
await dataSource.destroy();
