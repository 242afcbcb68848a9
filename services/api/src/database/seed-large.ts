// `npm run seed:large -w @qmj/api -- --products 10000 --orders 100000 --customers 2000 --reviews 20000
// --notifications 50000 --bookings 2000` (or `npm run seed:large -- …` at the root): adds that many of
// each to the configured database (DATA_DIR / DATABASE_URL) for benchmarks, in this order (orders need
// products; customers take the orders over; reviews and notices follow the orders; bookings need
// customers and a service); without any option, 10,000 products.
import 'reflect-metadata';
import { fillLargeBookings } from '../bookings/large-bookings.js';
import { fillLargeCatalog } from '../catalog/large-catalog.js';
import { loadConfig } from '../config/app-config.js';
import { createStorageDriver } from '../media/media.module.js';
import { fillLargeNotifications } from '../notifications/large-notifications.js';
import { fillLargeOrders } from '../orders/large-orders.js';
import { fillLargeReviews } from '../reviews/large-reviews.js';
import { fillLargeCustomers } from '../users/large-customers.js';
import { countOption } from './count-option.js';
import { openUnitOfWork } from './unit-of-work.js';

const argv = process.argv.slice(2);
const counts = {
  orders: countOption(argv, 'orders'),
  customers: countOption(argv, 'customers'),
  reviews: countOption(argv, 'reviews'),
  notifications: countOption(argv, 'notifications'),
  bookings: countOption(argv, 'bookings'),
};
const anyOther = Object.values(counts).some((count) => count !== undefined);
const products = countOption(argv, 'products') ?? (anyOther ? undefined : 10_000);
const config = loadConfig();
const { unitOfWork, close } = await openUnitOfWork(config.database); // applies pending migrations first
try {
  if (products !== undefined) {
    const result = await fillLargeCatalog(unitOfWork, createStorageDriver(config), products);
    console.log(
      `Added ${result.inserted} products in ${result.seconds.toFixed(1)} s (${result.total} in the catalogue)`,
    );
  }
  if (counts.orders !== undefined) {
    const result = await fillLargeOrders(unitOfWork, counts.orders);
    console.log(`Added ${counts.orders} orders in ${result.seconds.toFixed(1)} s`);
  }
  if (counts.customers !== undefined) {
    const result = await fillLargeCustomers(unitOfWork, counts.customers);
    console.log(`Added ${counts.customers} customers and handed the orders out in ${result.seconds.toFixed(1)} s`);
  }
  if (counts.reviews !== undefined) {
    const result = await fillLargeReviews(unitOfWork, counts.reviews);
    console.log(`Added ${result.inserted} reviews of received orders`);
  }
  if (counts.notifications !== undefined) {
    const result = await fillLargeNotifications(unitOfWork, counts.notifications);
    console.log(`Added ${result.inserted} notifications of decided orders`);
  }
  if (counts.bookings !== undefined) {
    const result = await fillLargeBookings(unitOfWork, counts.bookings);
    console.log(`Added ${counts.bookings} bookings in ${result.seconds.toFixed(1)} s`);
  }
} finally {
  await close();
}
