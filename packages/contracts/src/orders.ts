import { SHIPPING_FEE_MAX_PESOS, SHIPPING_FEE_MIN_PESOS, TRANSACTION_CODE_LENGTH } from './constants.js';
import { fnv1a } from './hash.js';
import { TEXT_MAX } from './limits.js';
import { type Actor, findTransition, stateConflictMessage, type Transition } from './state-machine.js';
import type { Profile, UpdateProfileRequest } from './users.js';

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
/** The notices an order's decisions send (notifications.ts holds their texts; the others are about a booking). */
export type OrderNoticeKind = 'approved' | 'denied' | 'shipped' | 'received';
export type OrderActor = Actor;

export interface OrderTransition extends Transition<OrderStatus, OrderAction> {
  stock: StockEffect;
  /** The notice (bell and mail) the customer gets when this row applies. */
  notice?: OrderNoticeKind;
}

/** The order state machine (docs/orders.md): every status change goes through this table. */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'new', action: 'addToCart', to: 'cart', who: 'owner', stock: 'none' },
  { from: 'new', action: 'place', to: 'pending', who: 'owner', stock: 'reserve' },
  { from: 'cart', action: 'place', to: 'pending', who: 'owner', stock: 'reserve' },
  { from: 'pending', action: 'approve', to: 'approved', who: 'admin', stock: 'none', notice: 'approved' },
  { from: 'pending', action: 'deny', to: 'denied', who: 'admin', stock: 'release', notice: 'denied' },
  { from: 'approved', action: 'deny', to: 'denied', who: 'admin', stock: 'release', notice: 'denied' },
  { from: 'approved', action: 'undo', to: 'pending', who: 'admin', stock: 'none' },
  { from: 'denied', action: 'undo', to: 'pending', who: 'admin', stock: 'reserve' },
  { from: 'approved', action: 'deliver', to: 'delivering', who: 'admin', stock: 'none', notice: 'shipped' },
  { from: 'delivering', action: 'undo', to: 'approved', who: 'admin', stock: 'none' },
  { from: 'delivering', action: 'delivered', to: 'received', who: 'admin', stock: 'none', notice: 'received' },
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

/** The actions the table lets an order's owner take on it in `status` (what the customer's pages offer). */
export function ownerActions(status: OrderStatus): OrderAction[] {
  return ORDER_TRANSITIONS.filter((row) => row.from === status && row.who === 'owner').map((row) => row.action);
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
  selectItems: 'Please select at least one item to check out.',
  orderMissing: 'That order does not exist.',
  receiptMissing: 'This order has no receipt.',
  addressRequired: 'Please enter the delivery address.',
  quantityInvalid: 'Quantity must be a whole number of at least 1.',
  quantityChanged:
    'The quantity of a cart line changed while you were checking out. Please check your cart and try again.',
  /** Placing failed without a message of the API's (a network failure). */
  placeFailed: 'Your order could not be placed. Please try again.',
} as const;

/** 409 when placing would give the customer more pending orders than the shop allows (docs/orders.md). */
export function pendingOrdersLimitMessage(max: number): string {
  return `You already have ${max} pending orders. Please wait until one is approved, or cancel one, before placing another.`;
}

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

/** The delivery details of an order (`orderDetailsSchema`). */
export interface OrderDetails {
  address: string;
  contact: string;
  otherInfo: string;
  customerName: string;
}

/** The delivery details as every order form asks them: label, browser autofill hint, longest text. */
export const ORDER_DETAIL_FIELDS: readonly {
  name: keyof OrderDetails;
  label: string;
  autoComplete: string;
  maxLength: number;
}[] = [
  { name: 'address', label: 'Address', autoComplete: 'street-address', maxLength: TEXT_MAX.address },
  { name: 'contact', label: 'Contact', autoComplete: 'tel', maxLength: TEXT_MAX.contact },
  { name: 'otherInfo', label: 'Other Information', autoComplete: 'off', maxLength: TEXT_MAX.otherInfo },
  { name: 'customerName', label: 'Customer Name', autoComplete: 'name', maxLength: TEXT_MAX.fullName },
];

/** The details a cart line keeps until checkout: none (docs/orders.md). */
export const NO_ORDER_DETAILS: OrderDetails = { address: '', contact: '', otherInfo: '', customerName: '' };

/**
 * The delivery details an order starts with: each one from the profile (the customer's name is its
 * legit name), else from the customer's last order, else empty (docs/orders.md).
 */
export function prefilledOrderDetails(profile: Profile | null, lastOrder: OrderDetails | null): OrderDetails {
  const last = lastOrder ?? NO_ORDER_DETAILS;
  return {
    address: profile?.address || last.address,
    contact: profile?.contact || last.contact,
    otherInfo: profile?.otherInfo || last.otherInfo,
    customerName: profile?.legitName || last.customerName,
  };
}

/** The profile update that saves an order's details ("Save these details to my profile"); the rest stays as it is. */
export function profileWithDetails(profile: Profile, details: OrderDetails): UpdateProfileRequest {
  return {
    showedUsername: profile.showedUsername || profile.username,
    contact: details.contact,
    address: details.address,
    otherInfo: details.otherInfo,
    legitName: details.customerName,
  };
}
