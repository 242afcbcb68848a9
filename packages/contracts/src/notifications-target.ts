// Without schemas, so the header's bell takes it without zod (docs/serving.md#what-loads-when).
import { MY_BOOKINGS_PAGE, orderPagePath } from './routes.js';

/** The page a notice opens: its order's, or My Bookings for a booking's (docs/orders.md, Notifications). */
export function noticeTarget(notification: { orderId: number | null; bookingId: number | null }): string | null {
  if (notification.orderId !== null) return orderPagePath(notification.orderId);
  return notification.bookingId !== null ? MY_BOOKINGS_PAGE.path : null;
}
