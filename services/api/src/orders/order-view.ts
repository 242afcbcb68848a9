import {
  type AdminOrder,
  mediaUrl,
  type OrderCustomization,
  type Order as OrderView,
  type ReceiptReading,
} from '@qmj/contracts';
import { isoDate } from '../common/database-rows.js';
import type { Order } from './order.entity.js';

/** The API's order: the receipt is only `hasReceipt` (its file is served by the receipt call), never its key. */
export function toOrder(
  order: Order,
  reviewed: boolean,
  customization: OrderCustomization | null,
  receipt: ReceiptReading | null,
): OrderView {
  return {
    id: order.id,
    transactionCode: order.transactionCode,
    status: order.status,
    productId: order.productId,
    productName: order.productName,
    imageUrl: mediaUrl(order.imageKey),
    categoryId: order.categoryId,
    sizeId: order.sizeId,
    unitPrice: order.unitPrice,
    quantity: order.quantity,
    subtotal: order.unitPrice * order.quantity,
    shippingFee: order.shippingFee,
    total: order.total,
    address: order.address,
    contact: order.contact,
    otherInfo: order.otherInfo,
    customerName: order.customerName,
    paymentMethod: order.paymentMethod,
    hasReceipt: Boolean(order.receiptKey),
    receipt,
    reason: order.reason,
    reviewed,
    customization,
    createdAt: isoDate(order.createdAt),
    updatedAt: isoDate(order.updatedAt),
    approvedAt: order.approvedAt === null ? null : isoDate(order.approvedAt),
  };
}

/** The administrator's order: also the owner's username. */
export function toAdminOrder(
  order: Order,
  reviewed: boolean,
  customization: OrderCustomization | null,
  receipt: ReceiptReading | null,
  username: string,
): AdminOrder {
  return Object.assign(toOrder(order, reviewed, customization, receipt), { username });
}
