import { z } from 'zod';
import { centavos, isoDateTime } from './api.js';
import type { OrderNoticeKind } from './orders.js';

/** A notice's text from the customer's name and the order's product or the booking's event; every `OrderNoticeKind` needs one. */
type NoticeText = (customerName: string, subject: string) => string;

/**
 * The notices a customer gets when the administrator decides on, ships or hands over an order, decides on a
 * booking or rejects a payment of it, and when a booking's balance is due soon or overdue (docs/orders.md,
 * docs/bookings.md).
 */
export const NOTIFICATION_TEXTS = {
  approved: (customerName: string, productName: string) =>
    `Hi ${customerName}! Your order of ${productName} has been approved. Your parcel will be packed soon.`,
  denied: (customerName: string, productName: string) =>
    `Hi ${customerName}, your request for ${productName} was denied due to some reasons.`,
  shipped: (customerName: string, productName: string) =>
    `Hi ${customerName}! Your order of ${productName} is on its way.`,
  received: (customerName: string, productName: string) =>
    `Hi ${customerName}! Your order of ${productName} has been delivered. Thank you for shopping with us!`,
  bookingApproved: (customerName: string, eventTitle: string) =>
    `Hi ${customerName}! Your booking for ${eventTitle} has been approved. See you at the event.`,
  bookingDeclined: (customerName: string, eventTitle: string) =>
    `Hi ${customerName}, your booking request for ${eventTitle} was declined due to some reasons.`,
  balanceDueSoon: (customerName: string, eventTitle: string) =>
    `Hi ${customerName}! The balance for ${eventTitle} is due soon. You can pay it from My Bookings.`,
  balanceOverdue: (customerName: string, eventTitle: string) =>
    `Hi ${customerName}, the balance for ${eventTitle} is overdue. Please pay it from My Bookings.`,
  paymentRejected: (customerName: string, eventTitle: string) =>
    `Hi ${customerName}, your payment for ${eventTitle} could not be confirmed. My Bookings says why; please send it again.`,
} as const satisfies Record<OrderNoticeKind, NoticeText> & Record<string, NoticeText>;

export type NotificationKind = keyof typeof NOTIFICATION_TEXTS;
export const NOTIFICATION_KINDS = [
  'approved',
  'denied',
  'bookingApproved',
  'bookingDeclined',
  'shipped',
  'received',
  'balanceDueSoon',
  'balanceOverdue',
  'paymentRejected',
] as const satisfies readonly NotificationKind[];

/** The subject of the e-mail that goes with a notification (when the customer's profile has an e-mail). */
export const NOTIFICATION_MAIL_SUBJECTS: Record<NotificationKind, string> = {
  approved: 'Your QMJ order has been approved',
  denied: 'Your QMJ order was denied',
  bookingApproved: 'Your QMJ booking has been approved',
  bookingDeclined: 'Your QMJ booking request was declined',
  shipped: 'Your QMJ order is on its way',
  received: 'Your QMJ order has been delivered',
  balanceDueSoon: 'Your QMJ event balance is due soon',
  balanceOverdue: 'Your QMJ event balance is overdue',
  paymentRejected: 'Your QMJ payment could not be confirmed',
};

export const NOTIFICATION_MESSAGES = {
  notFound: 'That notification does not exist.',
} as const;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  message: z.string(),
  orderId: z.number().int().nullable(),
  /** For a booking's notice: the booking (its event title is in `productName`). */
  bookingId: z.number().int().nullable(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  total: centavos,
  read: z.boolean(),
  createdAt: isoDateTime,
});
export type Notification = z.infer<typeof notificationSchema>;

export { noticeTarget } from './notifications-target.js';
