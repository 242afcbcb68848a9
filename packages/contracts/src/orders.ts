import { z } from 'zod';
import { centavos, isoDateTime } from './api.js';
import { SHIPPING_FEE_MAX_PESOS, SHIPPING_FEE_MIN_PESOS, TRANSACTION_CODE_LENGTH } from './constants.js';
import { fnv1a } from './hash.js';
import { type Actor, findTransition, stateConflictMessage, type Transition } from './state-machine.js';

export const ORDER_STATUSES = ['cart', 'pending', 'approved', 'denied', 'delivering', 'received', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  cart: 'in the cart',
  pending: 'pending',
  approved: 'approved',
  denied: 'denied',
  delivering: 'on delivery',
  received: 'received',
  cancelled: 'cancelled',
};

export const ORDER_ACTIONS = [
  'addToCart',
  'place',
  'approve',
  'deny',
  'undo',
  'deliver',
  'delivered',
  'cancel',
  'undoCancel',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export type StockEffect = 'reserve' | 'release' | 'none';
export type OrderActor = Actor;

export interface OrderTransition extends Transition<OrderStatus, OrderAction> {
  stock: StockEffect;
}

/** The order state machine (docs/orders.md): every status change goes through this table. */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'new', action: 'addToCart', to: 'cart', who: 'owner', stock: 'none' },
  { from: 'new', action: 'place', to: 'pending', who: 'owner', stock: 'reserve' },
  { from: 'cart', action: 'place', to: 'pending', who: 'owner', stock: 'reserve' },
  { from: 'pending', action: 'approve', to: 'approved', who: 'admin', stock: 'none' },
  { from: 'pending', action: 'deny', to: 'denied', who: 'admin', stock: 'release' },
  { from: 'approved', action: 'deny', to: 'denied', who: 'admin', stock: 'release' },
  { from: 'approved', action: 'undo', to: 'pending', who: 'admin', stock: 'none' },
  { from: 'denied', action: 'undo', to: 'pending', who: 'admin', stock: 'reserve' },
  { from: 'approved', action: 'deliver', to: 'delivering', who: 'admin', stock: 'none' },
  { from: 'delivering', action: 'undo', to: 'approved', who: 'admin', stock: 'none' },
  { from: 'delivering', action: 'delivered', to: 'received', who: 'admin', stock: 'none' },
  { from: 'received', action: 'undo', to: 'delivering', who: 'admin', stock: 'none' },
  { from: 'pending', action: 'cancel', to: 'cancelled', who: 'owner', stock: 'release' },
  { from: 'cancelled', action: 'undoCancel', to: 'pending', who: 'owner', stock: 'reserve' },
];

export function findOrderTransition(
  from: OrderStatus | 'new',
  action: OrderAction,
  who: OrderActor,
): OrderTransition | undefined {
  return findTransition(ORDER_TRANSITIONS, from, action, who);
}

/** Orders that count as sales (dated when approved). */
export const SALE_STATUSES: readonly OrderStatus[] = ['approved', 'delivering', 'received'];

export const CUSTOMER_ORDER_TABS = {
  cart: ['cart'],
  pending: ['pending'],
  'to-ship': ['approved'],
  'to-receive': ['delivering'],
  received: ['received'],
  cancelled: ['cancelled'],
  history: ['pending', 'approved', 'denied', 'delivering', 'received', 'cancelled'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type CustomerOrderTab = keyof typeof CUSTOMER_ORDER_TABS;

export const PAYMENT_METHODS = ['COD', 'GCASH'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CANCELLATION_REASONS = [
  'Need to change delivery address',
  'Seller is not responsive to my inquiries',
  'Others/Change of mind',
] as const;
export const UNDO_CANCEL_REASON = 'no valid reason';
export const DEFAULT_DENY_REASON = 'The Admin declined your order due to some reasons';

export const ORDER_MESSAGES = {
  maxStock: 'Maximum stock reached. Cannot increase quantity further.',
  placed: 'Your order has been successfully placed.',
  fillRequired: 'Please fill in all required fields.',
  receiptRequired: 'Please upload your GCash receipt.',
  outOfStock: 'Not enough stock for this order.',
  chooseReason: 'Please choose a reason.',
  onItsWay: 'This order is already on its way and can no longer be cancelled.',
  selectItems: 'Please select at least one item to check out.',
  orderMissing: 'That order does not exist.',
  receiptMissing: 'This order has no receipt.',
  addressRequired: 'Please enter the delivery address.',
} as const;

export function orderStateConflict(status: OrderStatus, action: OrderAction): string {
  return stateConflictMessage('order', ORDER_STATUS_LABELS[status], action);
}

/** 409 for a quantity change of a line that has left the cart. */
export function cartLineConflict(status: OrderStatus): string {
  return `This order is ${ORDER_STATUS_LABELS[status]}, so its quantity can no longer be changed.`;
}

export function normaliseAddress(address: string): string {
  return address
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The stable shipping fee of an address: a whole ₱25 to ₱35, in centavos. */
export function shippingFeeFor(address: string): number {
  const span = SHIPPING_FEE_MAX_PESOS - SHIPPING_FEE_MIN_PESOS + 1;
  return (SHIPPING_FEE_MIN_PESOS + (fnv1a(normaliseAddress(address)) % span)) * 100;
}

export function orderTotal(unitPrice: number, quantity: number, shippingFee: number): number {
  return unitPrice * quantity + shippingFee;
}

export const TRANSACTION_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const TRANSACTION_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${TRANSACTION_CODE_LENGTH}}$`);

const orderText = (max: number) =>
  z
    .string({ error: ORDER_MESSAGES.fillRequired })
    .trim()
    .min(1, { error: ORDER_MESSAGES.fillRequired })
    .max(max, { error: `At most ${max} characters.` });

export const orderDetailsSchema = z.object({
  address: orderText(255),
  contact: orderText(30),
  otherInfo: orderText(255),
  customerName: orderText(100),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

export const quantitySchema = z.coerce
  .number({ error: 'Quantity must be a whole number of at least 1.' })
  .int({ error: 'Quantity must be a whole number of at least 1.' })
  .min(1, { error: 'Quantity must be a whole number of at least 1.' })
  .max(100_000, { error: ORDER_MESSAGES.maxStock });

export const cancelOrderSchema = z.object({
  reason: z.enum(CANCELLATION_REASONS, { error: ORDER_MESSAGES.chooseReason }),
});
export type CancelOrderRequest = z.infer<typeof cancelOrderSchema>;

const expectedStatusField = z
  .enum(ORDER_STATUSES, { error: `expectedStatus must be one of ${ORDER_STATUSES.join(', ')}` })
  .optional();

/**
 * The body of an administrator's action (`approve`, `undo`, `deliver`, `delivered`): optionally the
 * status the administrator saw (the list the order was in). With it, the action applies only to an
 * order still in that status, so two administrators acting at once never apply two steps.
 */
export const adminOrderActionSchema = z.object({ expectedStatus: expectedStatusField });
export type AdminOrderAction = z.infer<typeof adminOrderActionSchema>;

/** `deny {reason?}`: a blank reason records `DEFAULT_DENY_REASON`. */
export const denyOrderSchema = z.object({
  reason: z.string().trim().max(255, { error: 'At most 255 characters.' }).optional(),
  expectedStatus: expectedStatusField,
});
export type DenyOrderRequest = z.infer<typeof denyOrderSchema>;

/** GET /api/shipping-quote?address= */
export const shippingQuoteQuerySchema = z.object({
  address: z
    .string({ error: ORDER_MESSAGES.addressRequired })
    .trim()
    .min(1, { error: ORDER_MESSAGES.addressRequired })
    .max(255, { error: 'At most 255 characters.' }),
});

export const orderSchema = z.object({
  id: z.number().int(),
  transactionCode: z.string(),
  status: z.enum(ORDER_STATUSES),
  productId: z.number().int(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
  categoryId: z.number().int(),
  sizeId: z.number().int(),
  unitPrice: centavos,
  quantity: z.number().int(),
  subtotal: centavos,
  shippingFee: centavos,
  total: centavos,
  address: z.string(),
  contact: z.string(),
  otherInfo: z.string(),
  customerName: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  hasReceipt: z.boolean(),
  reason: z.string().nullable(),
  reviewed: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  approvedAt: isoDateTime.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

const idsFromForm = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
  z
    .array(z.coerce.number().int().positive(), { error: ORDER_MESSAGES.selectItems })
    .min(1, { error: ORDER_MESSAGES.selectItems })
    .max(100),
);

const paymentMethodField = z.enum(PAYMENT_METHODS, { error: 'Please choose COD or GCash.' }).default('COD');

/** POST /api/orders (multipart or JSON): a cart line or a placed order. Prices never come from here. */
export const placeOrderSchema = orderDetailsSchema.extend({
  productId: z.coerce
    .number({ error: 'Please choose a product.' })
    .int()
    .positive({ error: 'Please choose a product.' }),
  quantity: quantitySchema,
  paymentMethod: paymentMethodField,
  intent: z.enum(['cart', 'order'], { error: 'intent must be cart or order' }).default('order'),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderSchema>;

/** POST /api/orders/checkout: selected cart lines placed with one set of details. */
export const checkoutSchema = orderDetailsSchema.extend({
  orderIds: idsFromForm,
  paymentMethod: paymentMethodField,
});
export type CheckoutRequest = z.infer<typeof checkoutSchema>;

/** PATCH /api/orders/:id (a cart line's quantity). */
export const cartQuantitySchema = z.object({ quantity: quantitySchema });
export type CartQuantityRequest = z.infer<typeof cartQuantitySchema>;

export const customerOrdersQuerySchema = z.object({
  tab: z.enum(Object.keys(CUSTOMER_ORDER_TABS) as [CustomerOrderTab, ...CustomerOrderTab[]], {
    error: `tab must be one of ${Object.keys(CUSTOMER_ORDER_TABS).join(', ')}`,
  }),
  q: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type CustomerOrdersQuery = z.infer<typeof customerOrdersQuerySchema>;

export const adminOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }),
  q: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const shippingQuoteSchema = z.object({ address: z.string(), shippingFee: centavos });
export type ShippingQuote = z.infer<typeof shippingQuoteSchema>;

/** An order as the administrator sees it: the customer's account besides the order. */
export const adminOrderSchema = orderSchema.extend({ username: z.string() });
export type AdminOrder = z.infer<typeof adminOrderSchema>;
