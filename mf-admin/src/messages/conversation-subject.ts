import { type ConversationMessage, PATHS } from '@qmj/contracts';
import type { SubjectLinks } from '@qmj/web-kit/messages';
import type { BookingScreen } from '../bookings/booking-screen';
import { EVENT_SCHEDULE_SCREEN } from '../event-schedules/event-schedule-screen';
import { ORDER_LIST_SCREEN } from '../order-list/order-list-screen';
import { ORDER_REQUEST_SCREEN } from '../order-requests/order-request-screen';
import type { OrderScreen } from '../orders/order-screen';
import { SERVICE_REQUEST_SCREEN } from '../service-requests/service-request-screen';

export type MessageOrder = NonNullable<ConversationMessage['order']>;
export type MessageBooking = NonNullable<ConversationMessage['booking']>;

/** What a conversation is about now: the order or booking its latest message naming one names. */
export type ConversationSubject = { kind: 'order'; order: MessageOrder } | { kind: 'booking'; booking: MessageBooking };

/** The subject shown beside a conversation: the newest message's that names an order or a booking, else none. */
export function subjectOf(messages: readonly ConversationMessage[]): ConversationSubject | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const { order, booking } = messages[index];
    if (order) return { kind: 'order', order };
    if (booking) return { kind: 'booking', booking };
  }
  return null;
}

/** Where the administrator handles a record: a screen's list at the view of the record's status. */
export interface SubjectLink {
  to: string;
  screenTitle: string;
}

interface ScreenAt<Screen> {
  path: string;
  screen: Screen;
}

const ORDER_LIST: ScreenAt<OrderScreen> = { path: PATHS.orderList, screen: ORDER_LIST_SCREEN };
const SERVICE_REQUESTS: ScreenAt<BookingScreen> = { path: PATHS.serviceRequests, screen: SERVICE_REQUEST_SCREEN };
// In the order they are offered: an approved order is on its way (Order List), an approved booking an event to hold.
const ORDER_SCREENS = [ORDER_LIST, { path: PATHS.productRequests, screen: ORDER_REQUEST_SCREEN }];
const BOOKING_SCREENS = [{ path: PATHS.eventSchedules, screen: EVENT_SCHEDULE_SCREEN }, SERVICE_REQUESTS];

/** The first screen listing `status`, at that view; a status none lists (a cancelled order) opens `otherwise`. */
function screenLink<Status extends string>(
  screens: ScreenAt<{ title: string; views: readonly { status: Status }[] }>[],
  status: Status,
  otherwise: ScreenAt<{ title: string }>,
): SubjectLink {
  const listing = screens.find(({ screen }) => screen.views.some((view) => view.status === status));
  if (!listing) return { to: otherwise.path, screenTitle: otherwise.screen.title };
  return { to: `${listing.path}?${new URLSearchParams({ status })}`, screenTitle: listing.screen.title };
}

/** The administrator's screen of the subject's order or booking. */
export function subjectLink(subject: ConversationSubject): SubjectLink {
  return subject.kind === 'order'
    ? screenLink(ORDER_SCREENS, subject.order.status, ORDER_LIST)
    : screenLink(BOOKING_SCREENS, subject.booking.status, SERVICE_REQUESTS);
}

/** Where the chips of a conversation's messages open: each record's screen, at the view of its latest status. */
export function subjectLinks(messages: readonly ConversationMessage[]): SubjectLinks {
  const orders = new Map(messages.flatMap(({ order }) => (order ? [[order.id, order] as const] : [])));
  const bookings = new Map(messages.flatMap(({ booking }) => (booking ? [[booking.id, booking] as const] : [])));
  const linkOf = (subject: ConversationSubject | null, otherwise: ScreenAt<unknown>) =>
    subject ? subjectLink(subject).to : otherwise.path;
  return {
    order: (id) => {
      const order = orders.get(id);
      return linkOf(order ? { kind: 'order', order } : null, ORDER_LIST);
    },
    booking: (id) => {
      const booking = bookings.get(id);
      return linkOf(booking ? { kind: 'booking', booking } : null, SERVICE_REQUESTS);
    },
  };
}
