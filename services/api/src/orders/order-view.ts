import {
  type AdminOrder,
  mediaUrl,
  type OrderStatus,
  type Order as OrderView,
  type PaymentMethod,
} from '@qmj/contracts';
import { isoDate } from '../catalog/product-view.js';

/** An order row as the list queries read it (both drivers), with whether it has a review and its owner's name. */
export interface OrderRow {
  id: number;
  transactionCode: string;
  status: OrderStatus;
  ownerId: number;
  productId: number;
  productName: string;
  imageKey: string | null;
  categoryId: number;
  sizeId: number;
  unitPrice: number;
  quantity: number;
  shippingFee: number;
  total: number;
  address: string;
  contact: string;
  otherInfo: string;
  customerName: string;
  paymentMethod: PaymentMethod;
  receiptKey: string | null;
  reason: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  approvedAt: Date | string | null;
  reviewed: number | string | boolean;
  username?: string | null;
}

/** Plain SQL both drivers read the same way (`?` parameters, unquoted camelCase columns). */
export const ORDER_COLUMNS = `o.id, o.transactionCode, o.status, o.ownerId, o.productId, o.productName, o.imageKey,
  o.categoryId, o.sizeId, o.unitPrice, o.quantity, o.shippingFee, o.total, o.address, o.contact, o.otherInfo,
  o.customerName, o.paymentMethod, o.receiptKey, o.reason, o.createdAt, o.updatedAt, o.approvedAt,
  CASE WHEN r.id IS NULL THEN 0 ELSE 1 END AS reviewed`;
export const ORDER_FROM = 'orders o LEFT JOIN reviews r ON r.orderId = o.id';
export const ADMIN_ORDER_COLUMNS = `${ORDER_COLUMNS}, u.username`;
export const ADMIN_ORDER_FROM = `${ORDER_FROM} LEFT JOIN users u ON u.id = o.ownerId`;

/** The API's order: the receipt is only `hasReceipt` (its file is served by the receipt call), never its key. */
export function toOrder(row: OrderRow): OrderView {
  const unitPrice = Number(row.unitPrice);
  const quantity = Number(row.quantity);
  return {
    id: Number(row.id),
    transactionCode: row.transactionCode,
    status: row.status,
    productId: Number(row.productId),
    productName: row.productName,
    imageUrl: mediaUrl(row.imageKey),
    categoryId: Number(row.categoryId),
    sizeId: Number(row.sizeId),
    unitPrice,
    quantity,
    subtotal: unitPrice * quantity,
    shippingFee: Number(row.shippingFee),
    total: Number(row.total),
    address: row.address,
    contact: row.contact,
    otherInfo: row.otherInfo,
    customerName: row.customerName,
    paymentMethod: row.paymentMethod,
    hasReceipt: Boolean(row.receiptKey),
    reason: row.reason,
    reviewed: Number(row.reviewed) === 1 || row.reviewed === true,
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
    approvedAt: row.approvedAt === null ? null : isoDate(row.approvedAt),
  };
}

export function toAdminOrder(row: OrderRow): AdminOrder {
  return { ...toOrder(row), username: row.username ?? '' };
}
