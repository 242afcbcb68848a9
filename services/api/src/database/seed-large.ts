// `npm run seed:large -w @qmj/api -- --products 10000 --orders 1000000` (or `npm run seed:large -- …` at
// the root): adds N products and/or N orders to the configured database (DATA_DIR / DATABASE_URL) for
// benchmarks; without either option, 10,000 products.
import 'reflect-metadata';
import { fillLargeCatalog } from '../catalog/large-catalog.js';
import { loadConfig } from '../config/app-config.js';
import { createStorageDriver } from '../media/media.module.js';
import { fillLargeOrders } from '../orders/large-orders.js';
import { countOption } from './count-option.js';
import { openUnitOfWork } from './unit-of-work.js';

const argv = process.argv.slice(2);
const orders = countOption(argv, 'orders');
const products = countOption(argv, 'products') ?? (orders === undefined ? 10_000 : undefined);
const config = loadConfig();
const { unitOfWork, close } = await openUnitOfWork(config.database); // applies pending migrations first
try {
  if (products !== undefined) {
    const result = await fillLargeCatalog(unitOfWork, createStorageDriver(config), products);
    console.log(
      `Added ${result.inserted} products in ${result.seconds.toFixed(1)} s (${result.total} in the catalogue)`,
    );
  }
  if (orders !== undefined) {
    const result = await fillLargeOrders(unitOfWork, orders);
    console.log(`Added ${orders} orders in ${result.seconds.toFixed(1)} s`);
  }
} finally {
  await close();
}
