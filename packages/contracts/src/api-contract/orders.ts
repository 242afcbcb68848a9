import { z } from 'zod';
import { fileReply, imageFile, pageSchema, recordId } from '../api.js';
import { NOTIFICATION_MESSAGES, notificationSchema } from '../notifications.js';
import { ORDER_MESSAGES } from '../orders.js';
import {
  adminOrderActionSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  cancelOrderSchema,
  cartQuantitySchema,
  checkoutSchema,
  customerOrdersQuerySchema,
  denyOrderSchema,
  lastOrderDetailsSchema,
  orderSchema,
  placeOrderSchema,
  shippingQuoteQuerySchema,
  shippingQuoteSchema,
} from '../orders-schemas.js';
import { adminOnly, anyone, signedIn } from './endpoint.js';

const orderId = z.object({ id: recordId(ORDER_MESSAGES.orderMissing) });
const receipt = { receipt: imageFile.optional() };

export const orderRoutes = {
  shippingQuote: anyone
    .route({ method: 'GET', path: '/shipping-quote', tags: ['orders'], summary: 'The shipping fee of an address' })
    .input(shippingQuoteQuerySchema)
    .output(shippingQuoteSchema),
  place: signedIn
    .route({
      method: 'POST',
      path: '/orders',
      successStatus: 201,
      tags: ['orders'],
      summary: 'Add a cart line (intent cart) or place an order (intent order)',
    })
    .input(placeOrderSchema.safeExtend(receipt))
    .output(orderSchema),
  list: signedIn
    .route({ method: 'GET', path: '/orders', tags: ['orders'], summary: "The customer's orders of one tab" })
    .input(customerOrdersQuerySchema)
    .output(pageSchema(orderSchema)),
  lastDetails: signedIn
    .route({
      method: 'GET',
      path: '/orders/last-details',
      tags: ['orders'],
      summary: "The delivery details of the customer's last placed order",
    })
    .output(lastOrderDetailsSchema),
  get: signedIn
    .route({ method: 'GET', path: '/orders/{id}', tags: ['orders'], summary: "One of the customer's orders" })
    .input(orderId)
    .output(orderSchema),
  checkout: signedIn
    .route({ method: 'POST', path: '/orders/checkout', tags: ['orders'], summary: 'Place the selected cart lines' })
    .input(checkoutSchema.extend(receipt))
    .output(z.array(orderSchema)),
  changeQuantity: signedIn
    .route({ method: 'PATCH', path: '/orders/{id}', tags: ['orders'], summary: "A cart line's quantity" })
    .input(cartQuantitySchema.extend(orderId.shape))
    .output(orderSchema),
  cancel: signedIn
    .route({ method: 'POST', path: '/orders/{id}/cancel', tags: ['orders'], summary: 'Cancel a pending order' })
    .input(cancelOrderSchema.extend(orderId.shape))
    .output(orderSchema),
  undoCancel: signedIn
    .route({ method: 'POST', path: '/orders/{id}/undo-cancel', tags: ['orders'], summary: 'Undo a cancellation' })
    .input(orderId)
    .output(orderSchema),
  remove: signedIn
    .route({
      method: 'DELETE',
      path: '/orders/{id}',
      successStatus: 204,
      tags: ['orders'],
      summary: 'Remove a cart line, or hide an order from the customer',
    })
    .input(orderId)
    .output(z.void()),
  receipt: signedIn
    .route({
      method: 'GET',
      path: '/orders/{id}/receipt',
      tags: ['orders'],
      summary: "An order's receipt (owner and admin)",
    })
    .input(orderId)
    .output(fileReply('image/*')),
};

const adminAction = (path: string, summary: string) =>
  adminOnly
    .route({ method: 'POST', path: `/admin/orders/{id}/${path}`, tags: ['admin orders'], summary })
    .input(adminOrderActionSchema.extend(orderId.shape))
    .output(adminOrderSchema);

export const adminOrderRoutes = {
  list: adminOnly
    .route({ method: 'GET', path: '/admin/orders', tags: ['admin orders'], summary: 'Orders of one status' })
    .input(adminOrdersQuerySchema)
    .output(pageSchema(adminOrderSchema)),
  approve: adminAction('approve', 'Approve a pending order'),
  deny: adminOnly
    .route({ method: 'POST', path: '/admin/orders/{id}/deny', tags: ['admin orders'], summary: 'Deny an order' })
    .input(denyOrderSchema.extend(orderId.shape))
    .output(adminOrderSchema),
  undo: adminAction('undo', "Undo an order's last step"),
  deliver: adminAction('deliver', 'Send an approved order'),
  delivered: adminAction('delivered', 'Mark an order received'),
};

const notificationId = z.object({ id: recordId(NOTIFICATION_MESSAGES.notFound) });

export const notificationRoutes = {
  list: signedIn
    .route({ method: 'GET', path: '/notifications', tags: ['notifications'], summary: "The customer's notifications" })
    .output(z.array(notificationSchema)),
  markRead: signedIn
    .route({ method: 'POST', path: '/notifications/{id}/read', tags: ['notifications'], summary: 'Mark one read' })
    .input(notificationId)
    .output(notificationSchema),
  markAllRead: signedIn
    .route({ method: 'POST', path: '/notifications/read', tags: ['notifications'], summary: 'Mark all read' })
    .output(z.array(notificationSchema)),
  remove: signedIn
    .route({
      method: 'DELETE',
      path: '/notifications/{id}',
      successStatus: 204,
      tags: ['notifications'],
      summary: 'Delete one',
    })
    .input(notificationId)
    .output(z.void()),
};
