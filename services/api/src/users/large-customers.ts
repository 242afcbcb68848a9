import { randomBytes } from 'node:crypto';
import { insertSeededRows, type SeededValue } from '../database/large-rows.js';
import type { UnitOfWork } from '../database/unit-of-work.js';
import { Order } from '../orders/order.entity.js';
import { User } from './user.entity.js';

const COLUMNS = [
  'username',
  'usernameKey',
  'passwordHash',
  'role',
  'showedUsername',
  'status',
  'createdAt',
  'updatedAt',
];
const SPAN_MS = 3 * 365 * 24 * 60 * 60 * 1000;
const IDS_PER_UPDATE = 500;

/**
 * Adds `count` customers (`customer1`, `customer2`, … after the ones already there) who joined over
 * the last three years, then hands the bench customer's orders (`fillLargeOrders` makes them all
 * theirs) out among every customer, so that each owns a share as on a real shop.
 */
export async function fillLargeCustomers(unitOfWork: UnitOfWork, count: number): Promise<{ seconds: number }> {
  const started = Date.now();
  const already = await unitOfWork.repository(User).countBy({ role: 'customer' });
  const now = Date.now();
  const rows: SeededValue[][] = [];
  for (let i = 0; i < count; i += 1) {
    const username = `customer${already + i + 1}`;
    const joinedAt = new Date(now - Math.random() * SPAN_MS);
    // Not a password hash: nobody signs in as a seeded customer.
    const passwordHash = `unusable:${randomBytes(16).toString('hex')}`;
    rows.push([
      username,
      username,
      passwordHash,
      'customer',
      `Customer ${already + i + 1}`,
      'active',
      joinedAt,
      joinedAt,
    ]);
  }
  await insertSeededRows(unitOfWork, 'users', COLUMNS, rows);
  await handOutOrders(unitOfWork);
  return { seconds: (Date.now() - started) / 1000 };
}

/**
 * The bench customer's orders dealt out to every customer in turn, status by status, so that each
 * holds a like share of every status: no one is left with more pending orders than the cap allows
 * (docs/orders.md) while there are enough customers.
 */
async function handOutOrders(unitOfWork: UnitOfWork): Promise<void> {
  const benchCustomer = await unitOfWork.repository(User).findOneBy({ usernameKey: 'benchcustomer' });
  if (!benchCustomer) return;
  const customers = await unitOfWork.repository(User).find({
    select: { id: true },
    where: { role: 'customer' },
    order: { id: 'ASC' },
  });
  const orders = await unitOfWork.repository(Order).find({
    select: { id: true },
    where: { ownerId: benchCustomer.id },
    order: { status: 'ASC', id: 'ASC' },
  });
  const dealt = customers.map(() => [] as number[]);
  for (const [index, order] of orders.entries()) dealt[index % customers.length].push(order.id);
  await unitOfWork.transaction(async (manager) => {
    for (const [index, customer] of customers.entries()) {
      for (let offset = 0; offset < dealt[index].length; offset += IDS_PER_UPDATE) {
        await manager
          .createQueryBuilder()
          .update(Order)
          .set({ ownerId: customer.id })
          .where('id IN (:...ids)', { ids: dealt[index].slice(offset, offset + IDS_PER_UPDATE) })
          .execute();
      }
    }
  });
}
