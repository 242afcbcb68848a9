import { z } from 'zod';
import { centavos, isoDateTime } from './api.js';
import type { OrderNoticeKind } from './orders.js';
import { MY_BOOKINGS_PAGE, orderPagePath } from './routes.js';

/** A notice's text from the customer's name and the order's product or the booking's event; every `OrderNoticeKind` needs one. */
type NoticeText = (customerName: string, subject: string) => string;

/**
 * The notices a customer gets when the administrator decides on, ships or hands over an order, or
 * decides on a booking (docs/orders.md, docs/bookings.md).
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
} as const satisfies Record<OrderNoticeKind, NoticeText> & Record<string, NoticeText>;

export type NotificationKind = keyof typeof NOTIFICATION_TEXTS;
export const NOTIFICATION_KINDS = [
  'approved',
  'denied',
  'bookingApproved',
  'bookingDeclined',
  'shipped',
  'received',
] as const satisfies readonly NotificationKind[];

/** The subject of the e-mail that goes with a notification (when the customer's profile has an e-mail). */
export const NOTIFICATION_MAIL_SUBJECTS: Record<NotificationKind, string> = {
  approved: 'Your QMJ order has been approved',
  denied: 'Your QMJ order was denied',
  bookingApproved: 'Your QMJ booking has been approved',
  bookingDeclined: 'Your QMJ booking request was declined',
  shipped: 'Your QMJ order is on its way',
  received: 'Your QMJ order has been delivered',
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

/** The page a notice opens: its order's, or My Bookings for a booking's (docs/orders.md, Notifications). */
export function noticeTarget(notification: Pick<Notification, 'orderId' | 'bookingId'>): string | null {
  if (notification.orderId !== null) return orderPagePath(notification.orderId);
  return notification.bookingId !== null ? MY_BOOKINGS_PAGE.path : null;
}
