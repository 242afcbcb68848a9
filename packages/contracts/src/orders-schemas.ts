// The orders' schemas (zod), apart from their rules in ./orders.ts: a page that needs only the rules
// loads no zod (docs/architecture.md#contracts).
import { z } from 'zod';
import { centavos, isoDateTime, numberFromText, pageNumber, pageSizeNumber } from './api.js';
import { CUSTOMIZATION_MESSAGES } from './customizer.js';
import { orderCustomizationSchema } from './customizer-schemas.js';
import { NUMBER_RANGE, TEXT_MAX, tooLongMessage } from './limits.js';
import {
  CANCELLATION_REASONS,
  CUSTOMER_ORDER_TABS,
  type CustomerOrderTab,
  NO_ORDER_DETAILS,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  type OrderDetails,
  PAYMENT_METHODS,
} from './orders.js';
import { receiptBadgeFilter, receiptReadingSchema } from './receipt-schemas.js';

const orderText = (max: number) =>
  z
    .string({ error: ORDER_MESSAGES.fillRequired })
    .trim()
    .min(1, { error: ORDER_MESSAGES.fillRequired })
    .max(max, { error: tooLongMessage(max) });

export const orderDetailsSchema = z.object({
  address: orderText(TEXT_MAX.address),
  contact: orderText(TEXT_MAX.contact),
  otherInfo: orderText(TEXT_MAX.otherInfo),
  customerName: orderText(TEXT_MAX.fullName),
}) satisfies z.ZodType<OrderDetails>;

/** A detail a cart line may leave out; blank is the same as missing. */
const optionalDetail = <T extends z.ZodType>(field: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), field.optional());

/** `GET /api/orders/last-details`: the details of the customer's last placed order, for the checkout to prefill. */
export const lastOrderDetailsSchema = z.object({ details: orderDetailsSchema.nullable() });
export type LastOrderDetails = z.infer<typeof lastOrderDetailsSchema>;

export const quantitySchema = numberFromText(
  z
    .number({ error: ORDER_MESSAGES.quantityInvalid })
    .int({ error: ORDER_MESSAGES.quantityInvalid })
    .min(NUMBER_RANGE.quantity.min, { error: ORDER_MESSAGES.quantityInvalid })
    .max(NUMBER_RANGE.quantity.max, { error: ORDER_MESSAGES.maxStock }),
);

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
  reason: z
    .string()
    .trim()
    .max(TEXT_MAX.reason, { error: tooLongMessage(TEXT_MAX.reason) })
    .optional(),
  expectedStatus: expectedStatusField,
});
export type DenyOrderRequest = z.infer<typeof denyOrderSchema>;

/** GET /api/shipping-quote?address= */
export const shippingQuoteQuerySchema = z.object({
  address: z
    .string({ error: ORDER_MESSAGES.addressRequired })
    .trim()
    .min(1, { error: ORDER_MESSAGES.addressRequired })
    .max(TEXT_MAX.address, { error: tooLongMessage(TEXT_MAX.address) }),
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
  /** The GCash receipt's reading and verdict (docs/receipts.md), or null without a receipt. */
  receipt: receiptReadingSchema.nullable(),
  reason: z.string().nullable(),
  reviewed: z.boolean(),
  /** The mug design the order carries (a customizable product), or null. */
  customization: orderCustomizationSchema.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  approvedAt: isoDateTime.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

const idsFromForm = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
  z
    .array(numberFromText(z.number().int().positive()), { error: ORDER_MESSAGES.selectItems })
    .min(1, { error: ORDER_MESSAGES.selectItems })
    .max(100),
);

const paymentMethodField = z.enum(PAYMENT_METHODS, { error: 'Please choose COD or GCash.' }).default('COD');

/** POST /api/orders (multipart or JSON): a cart line or a placed order. Prices never come from here. */
const placeOrderFields = z.object({
  address: optionalDetail(orderDetailsSchema.shape.address),
  contact: optionalDetail(orderDetailsSchema.shape.contact),
  otherInfo: optionalDetail(orderDetailsSchema.shape.otherInfo),
  customerName: optionalDetail(orderDetailsSchema.shape.customerName),
  productId: numberFromText(
    z.number({ error: 'Please choose a product.' }).int().positive({ error: 'Please choose a product.' }),
  ),
  quantity: quantitySchema,
  paymentMethod: paymentMethodField,
  intent: z.enum(['cart', 'order'], { error: 'intent must be cart or order' }).default('order'),
  /** The saved design: required for a customizable product, refused for any other (docs/customizer.md). */
  customizationId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    numberFromText(
      z
        .number({ error: CUSTOMIZATION_MESSAGES.notFound })
        .int({ error: CUSTOMIZATION_MESSAGES.notFound })
        .positive({ error: CUSTOMIZATION_MESSAGES.notFound })
        .max(NUMBER_RANGE.recordId.max, { error: CUSTOMIZATION_MESSAGES.notFound }),
    ).optional(),
  ),
});

/** Adding to the cart needs only the product and a quantity; placing an order needs every detail. */
export const placeOrderSchema = placeOrderFields.superRefine((order, context) => {
  if (order.intent !== 'order') return;
  for (const name of Object.keys(orderDetailsSchema.shape) as (keyof OrderDetails)[]) {
    if (order[name] === undefined)
      context.addIssue({ code: 'custom', path: [name], message: ORDER_MESSAGES.fillRequired });
  }
});
export type PlaceOrderRequest = z.infer<typeof placeOrderSchema>;

/** What an order keeps: a placed order its details, a cart line none until checkout (its fee comes then too). */
export function detailsToKeep(request: PlaceOrderRequest): OrderDetails {
  if (request.intent === 'cart') return NO_ORDER_DETAILS;
  const { address = '', contact = '', otherInfo = '', customerName = '' } = request;
  return { address, contact, otherInfo, customerName };
}

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
  q: z.string().trim().max(TEXT_MAX.search).optional(),
  page: pageNumber,
  pageSize: pageSizeNumber,
});
export type CustomerOrdersQuery = z.infer<typeof customerOrdersQuerySchema>;

export const adminOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }),
  q: z.string().trim().max(TEXT_MAX.search).optional(),
  receipt: receiptBadgeFilter,
  page: pageNumber,
  pageSize: pageSizeNumber,
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const shippingQuoteSchema = z.object({ address: z.string(), shippingFee: centavos });
export type ShippingQuote = z.infer<typeof shippingQuoteSchema>;

/** An order as the administrator sees it: the customer's account besides the order. */
export const adminOrderSchema = orderSchema.extend({ username: z.string() });
export type AdminOrder = z.infer<typeof adminOrderSchema>;
