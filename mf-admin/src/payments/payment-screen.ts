import { BOOKING_PAYMENT_STANDING_LABELS, type ListedPaymentStanding } from '@qmj/contracts';
import type { StatusViews } from '../common/list-views';

const view = (status: ListedPaymentStanding) => ({ status, label: BOOKING_PAYMENT_STANDING_LABELS[status] });

/** `/payments` (Payments): every booking's payments of one standing, money still to come in first. */
export const PAYMENT_SCREEN: { title: string; views: StatusViews<ListedPaymentStanding> } = {
  title: 'Payments',
  views: [view('due'), view('overdue'), view('sent'), view('confirmed')],
};
