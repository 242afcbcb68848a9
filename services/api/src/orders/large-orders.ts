import { randomBytes } from 'node:crypto';
import { type OrderStatus, orderTotal, SALE_STATUSES, shippingFeeFor } from '@qmj/contracts';
import { Product } from '../catalog/product.entity.js';
import { insertRows } from '../database/raw-sql.js';
import type { UnitOfWork } from '../database/unit-of-work.js';
import { User } from '../users/user.entity.js';
import { addToDailySales, saleDay } from './daily-sales.js';
import { Order } from './order.entity.js';
import { generateTransactionCode } from './transaction-code.js';

const ROWS_PER_TRANSACTION = 50_000;
const SPAN_MS = 3 * 365 * 24 * 60 * 60 * 1000;
const BENCH_CUSTOMER = 'benchcustomer';
const ADDRESS = '123 Rizal St., Lipa City, Batangas';

/** The columns a seeded order fills (the others keep their defaults); `insertRows`, as TypeORM's insert builder would take minutes for a million rows. */
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

/** A UTC instant as TypeORM keeps a datetime in SQLite (`2026-01-31 15:30:00.000`); mysql2 takes the Date itself. */
function sqliteDatetime(instant: Date): string {
  return instant.toISOString().replace('T', ' ').slice(0, 23);
}

/** Most seeded orders are sales; the rest wait, were refused or were cancelled. */
const STATUS_SHARES: readonly [OrderStatus, number][] = [
  ['received', 0.55],
  ['delivering', 0.1],
  ['approved', 0.15],
  ['pending', 0.1],
  ['denied', 0.05],
  ['cancelled', 0.05],
];

function pickStatus(): OrderStatus {
  let draw = Math.random();
  for (const [status, share] of STATUS_SHARES) {
    draw -= share;
    if (draw < 0) return status;
  }
  return 'pending';
}

/**
 * Adds `count` orders of one bench customer over the existing products (each order copying its
 * product), made over the last three years, most of them sales approved up to two days later:
 * multi-row inserts, 50,000 orders per transaction with their daily sales (docs/dashboard.md).
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
  const sqlite = unitOfWork.engine === 'sqlite';
  const now = Date.now();

  for (let start = 0; start < count; start += ROWS_PER_TRANSACTION) {
    const end = Math.min(count, start + ROWS_PER_TRANSACTION);
    await unitOfWork.transaction(async (manager) => {
      const sales = new Map<string, { day: string; categoryId: number; amount: number }>();
      const rows: (string | number | Date | null)[][] = [];
      for (let i = start; i < end; i += 1) {
        const product = products[Math.floor(Math.random() * products.length)];
        const status = pickStatus();
        const createdAt = new Date(now - Math.random() * SPAN_MS);
        const approvedAt = SALE_STATUSES.includes(status)
          ? new Date(Math.min(now, createdAt.getTime() + Math.random() * 2 * 86_400_000))
          : null;
        const quantity = 1 + Math.floor(Math.random() * 5);
        let transactionCode = generateTransactionCode();
        while (taken.has(transactionCode)) transactionCode = generateTransactionCode();
        taken.add(transactionCode);
        const total = orderTotal(product.unitPrice, quantity, shippingFee);
        const stamp = (instant: Date | null) => (instant && sqlite ? sqliteDatetime(instant) : instant);
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
          total,
          ADDRESS,
          '09171234567',
          'Seeded for the benchmarks',
          'Bench Customer',
          'COD',
          status === 'denied' ? 'The Admin declined your order due to some reasons' : null,
          stamp(approvedAt),
          stamp(createdAt),
          stamp(approvedAt ?? createdAt),
        ]);
        if (approvedAt) {
          const day = saleDay(approvedAt);
          const key = `${day}|${product.categoryId}`;
          const sale = sales.get(key) ?? { day, categoryId: product.categoryId, amount: 0 };
          sale.amount += total;
          sales.set(key, sale);
        }
      }
      await insertRows(manager, 'orders', COLUMNS, rows);
      await addToDailySales(manager, [...sales.values()]);
    });
  }
  return { seconds: (Date.now() - started) / 1000 };
}
