import { randomBytes } from 'node:crypto';
import { type OrderStatus, orderTotal, SALE_STATUSES, shippingFeeFor } from '@qmj/contracts';
import { Product } from '../catalog/product.entity.js';
import { drawByShare, insertSeededRows, type SeededValue } from '../database/large-rows.js';
import type { UnitOfWork } from '../database/unit-of-work.js';
import { User } from '../users/user.entity.js';
import { addToDailySales, saleDay } from './daily-sales.js';
import { Order } from './order.entity.js';
import { generateTransactionCode } from './transaction-code.js';

const SPAN_MS = 3 * 365 * 24 * 60 * 60 * 1000;
const BENCH_CUSTOMER = 'benchcustomer';
const ADDRESS = '123 Rizal St., Lipa City, Batangas';

/** The columns a seeded order fills (the others keep their defaults). */
const COLUMNS = [
  'transactionCode',
  'status',
  'ownerId',
  'productId',
  'productName',
  'imageKey',
  'categoryId',
  'sizeId',
  'unitPrice',
  'quantity',
  'shippingFee',
  'total',
  'address',
  'contact',
  'otherInfo',
  'customerName',
  'paymentMethod',
  'reason',
  'approvedAt',
  'createdAt',
  'updatedAt',
];

const APPROVED_AT = COLUMNS.indexOf('approvedAt');
const CATEGORY = COLUMNS.indexOf('categoryId');
const TOTAL = COLUMNS.indexOf('total');

/** Most seeded orders are sales; the rest wait, were refused or were cancelled. */
const STATUS_SHARES: readonly [OrderStatus, number][] = [
  ['received', 0.55],
  ['delivering', 0.1],
  ['approved', 0.15],
  ['pending', 0.1],
  ['denied', 0.05],
  ['cancelled', 0.05],
];

/**
 * Adds `count` orders of one bench customer over the existing products (each order copying its
 * product), made over the last three years, most of them sales approved up to two days later:
 * `insertSeededRows`' transactions, each with its orders' daily sales (docs/dashboard.md).
 */
export async function fillLargeOrders(unitOfWork: UnitOfWork, count: number): Promise<{ seconds: number }> {
  const started = Date.now();
  const products = await unitOfWork.repository(Product).find({
    select: { id: true, name: true, imageKey: true, categoryId: true, sizeId: true, unitPrice: true },
    order: { id: 'ASC' },
    take: 1000,
  });
  if (products.length === 0) throw new Error('seed:large --orders needs products: add some with --products N');
  const customer = await unitOfWork.transaction(
    async (manager) =>
      (await manager.findOneBy(User, { usernameKey: BENCH_CUSTOMER })) ??
      manager.save(
        manager.create(User, {
          username: BENCH_CUSTOMER,
          usernameKey: BENCH_CUSTOMER,
          // Not a password hash: nobody signs in as the bench customer.
          passwordHash: `unusable:${randomBytes(16).toString('hex')}`,
          role: 'customer',
          showedUsername: 'Bench Customer',
          status: 'active',
        }),
      ),
  );
  // Read once: the unique index guards the codes anyway, this only keeps the seed clear of them.
  const taken = new Set(
    (await unitOfWork.repository(Order).find({ select: { transactionCode: true } })).map((o) => o.transactionCode),
  );
  const shippingFee = shippingFeeFor(ADDRESS);
  const now = Date.now();
  const rows: SeededValue[][] = [];
  for (let i = 0; i < count; i += 1) {
    const product = products[Math.floor(Math.random() * products.length)];
    const status = drawByShare(STATUS_SHARES);
    const createdAt = new Date(now - Math.random() * SPAN_MS);
    const approvedAt = SALE_STATUSES.includes(status)
      ? new Date(Math.min(now, createdAt.getTime() + Math.random() * 2 * 86_400_000))
      : null;
    const quantity = 1 + Math.floor(Math.random() * 5);
    let transactionCode = generateTransactionCode();
    while (taken.has(transactionCode)) transactionCode = generateTransactionCode();
    taken.add(transactionCode);
    rows.push([
      transactionCode,
      status,
      customer.id,
      product.id,
      product.name,
      product.imageKey,
      product.categoryId,
      product.sizeId,
      product.unitPrice,
      quantity,
      shippingFee,
      orderTotal(product.unitPrice, quantity, shippingFee),
      ADDRESS,
      '09171234567',
      'Seeded for the benchmarks',
      'Bench Customer',
      'COD',
      status === 'denied' ? 'The Admin declined your order due to some reasons' : null,
      approvedAt,
      createdAt,
      approvedAt ?? createdAt,
    ]);
  }
  // Each transaction's sales are added to the daily sales table in it, as a status change does.
  await insertSeededRows(unitOfWork, 'orders', COLUMNS, rows, async (manager, batch) => {
    const sales = new Map<string, { day: string; categoryId: number; amount: number }>();
    for (const row of batch) {
      const approvedAt = row[APPROVED_AT] as Date | null;
      if (!approvedAt) continue;
      const day = saleDay(approvedAt);
      const categoryId = row[CATEGORY] as number;
      const key = `${day}|${categoryId}`;
      const sale = sales.get(key) ?? { day, categoryId, amount: 0 };
      sale.amount += row[TOTAL] as number;
      sales.set(key, sale);
    }
    await addToDailySales(manager, [...sales.values()]);
  });
  return { seconds: (Date.now() - started) / 1000 };
}
