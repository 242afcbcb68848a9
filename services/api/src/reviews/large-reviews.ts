import { insertSeededRows, type SeededValue } from '../database/large-rows.js';
import type { UnitOfWork } from '../database/unit-of-work.js';
import { Order } from '../orders/order.entity.js';
import { Review } from './review.entity.js';

const COLUMNS = ['orderId', 'productId', 'userId', 'rating', 'comment', 'anonymous', 'imageKeys', 'createdAt'];
const COMMENTS = [
  'Beautiful print, the colours came out exactly as ordered.',
  'Arrived well packed and on time. Will order again.',
  'Good quality for the price.',
  'The handle is a little small, but the print is lovely.',
  'Perfect gift, my mother loved it.',
];
const DAY_MS = 86_400_000;

/**
 * Adds up to `count` reviews of received orders not yet reviewed (one per order, by its owner, of
 * its product), the newest orders first, each written up to a week after the order was received.
 */
export async function fillLargeReviews(unitOfWork: UnitOfWork, count: number): Promise<{ inserted: number }> {
  const orders = await unitOfWork
    .repository(Order)
    .createQueryBuilder('o')
    .select(['o.id', 'o.productId', 'o.ownerId', 'o.updatedAt'])
    .where('o.status = :status', { status: 'received' })
    .andWhere((query) => `o.id NOT IN ${query.subQuery().select('r.orderId').from(Review, 'r').getQuery()}`)
    .orderBy('o.id', 'DESC')
    .take(count)
    .getMany();
  const now = Date.now();
  const rows: SeededValue[][] = orders.map((order) => [
    order.id,
    order.productId,
    order.ownerId,
    Math.random() < 0.7 ? 5 : 1 + Math.floor(Math.random() * 5),
    COMMENTS[order.id % COMMENTS.length],
    Math.random() < 0.1 ? 1 : 0,
    '[]',
    new Date(Math.min(now, order.updatedAt.getTime() + Math.random() * 7 * DAY_MS)),
  ]);
  await insertSeededRows(unitOfWork, 'reviews', COLUMNS, rows);
  return { inserted: rows.length };
}
