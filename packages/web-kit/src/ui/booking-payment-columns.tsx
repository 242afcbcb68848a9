import {
  acknowledgementNumber,
  BOOKING_PAYMENT_KIND_LABELS,
  BOOKING_PAYMENT_METHOD_LABELS,
  type BookingPayment,
  type BookingPaymentStanding,
  paymentStandingLabel,
} from '@qmj/contracts';
import type { DataColumn } from './data-table';
import { formatDate, formatPeso } from './format';
import { StatusBadge, type StatusColour } from './status-badge';

const STANDING_COLOURS: Record<BookingPaymentStanding, StatusColour> = {
  due: 'warning',
  overdue: 'danger',
  sent: 'info',
  confirmed: 'success',
  void: 'secondary',
};

/** A payment's standing as a badge (docs/bookings.md, Payments). */
export function PaymentStandingBadge({ payment }: { payment: Pick<BookingPayment, 'standing' | 'state'> }) {
  return <StatusBadge colour={STANDING_COLOURS[payment.standing]}>{paymentStandingLabel(payment)}</StatusBadge>;
}

/** A confirmed payment's acknowledgement number as printed (`No. 000042`), or a dash. */
export function acknowledgementText(payment: Pick<BookingPayment, 'state' | 'acknowledgementNumber'>): string {
  return payment.state === 'confirmed' && payment.acknowledgementNumber !== null
    ? `No. ${acknowledgementNumber(payment.acknowledgementNumber)}`
    : '—';
}

/**
 * A booking's payment schedule as the customer and the administrator read it: which payment, its amount, due day,
 * standing (with a rejected receipt's reason), method and acknowledgement.
 */
export const BOOKING_PAYMENT_COLUMNS: DataColumn<BookingPayment>[] = [
  { header: 'Payment', cell: (payment) => BOOKING_PAYMENT_KIND_LABELS[payment.kind] },
  { header: 'Amount', numeric: true, className: 'text-nowrap', cell: (payment) => formatPeso(payment.amount) },
  { header: 'Due Date', className: 'text-nowrap', cell: (payment) => formatDate(payment.dueOn) },
  {
    header: 'Standing',
    cell: (payment) => (
      <>
        <PaymentStandingBadge payment={payment} />
        {payment.reason && <span className="d-block small text-break mt-1">Not confirmed: {payment.reason}</span>}
      </>
    ),
  },
  { header: 'Method', cell: (payment) => (payment.method ? BOOKING_PAYMENT_METHOD_LABELS[payment.method] : '—') },
  { header: 'Acknowledgement', cell: acknowledgementText },
];
