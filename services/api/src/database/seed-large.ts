// `npm run seed:large -w @qmj/api -- --products 10000` (or `npm run seed:large -- --products 10000` at
// the root): adds N products to the configured database (DATA_DIR / DATABASE_URL) for benchmarks.
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { fillLargeCatalog, parseProductCount } from '../catalog/large-catalog.js';
import { loadConfig } from '../config/app-config.js';
import { createStorageDriver } from '../media/media.module.js';
import { dataSourceOptions } from './data-source-options.js';

const count = parseProductCount(process.argv.slice(2));
const config = loadConfig();
const dataSource = new DataSource(dataSourceOptions(config.database, true));
await dataSource.initialize(); // applies pending migrations first
try {
  const result = await fillLargeCatalog(dataSource, createStorageDriver(config), count);
  console.log(`Added ${result.inserted} products in ${result.seconds.toFixed(1)} s (${result.total} in the catalogue)`);
} finally {
  await dataSource.destroy();
}
