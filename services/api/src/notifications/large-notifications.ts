import { NOTIFICATION_TEXTS, type NotificationKind, type OrderStatus } from '@qmj/contracts';
import { insertSeededRows, type SeededValue } from '../database/large-rows.js';
import type { UnitOfWork } from '../database/unit-of-work.js';
import { Order } from '../orders/order.entity.js';

const COLUMNS = [
  'userId',
  'kind',
  'message',
  'orderId',
  'bookingId',
  'productName',
  'imageKey',
  'quantity',
  'total',
  'readAt',
  'createdAt',
];

/** The notice an order's last decision sent (docs/orders.md); pending and cancelled orders sent none. */
const NOTICE_OF: Partial<Record<OrderStatus, NotificationKind>> = {
  approved: 'approved',
  denied: 'denied',
  delivering: 'shipped',
  received: 'received',
};

/**
 * Adds up to `count` notices: each decided order's last one, to its owner, the newest orders first,
 * written when the order last changed; all but the newest tenth already read.
 */
export async function fillLargeNotifications(unitOfWork: UnitOfWork, count: number): Promise<{ inserted: number }> {
  const orders = await unitOfWork
    .repository(Order)
    .createQueryBuilder('o')
    .select([
      'o.id',
      'o.status',
      'o.ownerId',
      'o.customerName',
      'o.productName',
      'o.imageKey',
      'o.quantity',
      'o.total',
      'o.updatedAt',
    ])
    .where('o.status IN (:...statuses)', { statuses: Object.keys(NOTICE_OF) })
    .orderBy('o.id', 'DESC')
    .take(count)
    .getMany();
  const rows: SeededValue[][] = orders.map((order, index) => {
    const kind = NOTICE_OF[order.status] as NotificationKind;
    return [
      order.ownerId,
      kind,
      NOTIFICATION_TEXTS[kind](order.customerName, order.productName),
      order.id,
      null,
      order.productName,
      order.imageKey,
      order.quantity,
      order.total,
      index < orders.length / 10 ? null : order.updatedAt,
      order.updatedAt,
    ];
  });
  await insertSeededRows(unitOfWork, 'notifications', COLUMNS, rows);
  return { inserted: rows.length };
}
