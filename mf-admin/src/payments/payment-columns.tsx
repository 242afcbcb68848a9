import { type AdminBookingPayment, BOOKING_PAYMENT_KIND_LABELS, BOOKING_PAYMENT_METHOD_LABELS } from '@qmj/contracts';
import { type DataColumn, formatDate, formatPeso } from '@qmj/web-kit/ui';
import { Button } from 'react-bootstrap';
import { ReceiptBadge } from '../common/receipt-badge';
import {
  type AdminPaymentAction,
  offeredPaymentActions,
  PAYMENT_ACTION_WORDING,
  paymentSubject,
} from './payment-actions';

interface PaymentColumnsOptions {
  onView: (payment: AdminBookingPayment) => void;
  onAction: (payment: AdminBookingPayment, action: AdminPaymentAction) => void;
}

const ACTION_VARIANTS: Record<AdminPaymentAction, string> = {
  confirm: 'success',
  reject: 'outline-danger',
  'record-cash': 'primary',
  undo: 'outline-secondary',
};

/** "View" and the payment's steps, each named with what it pays for. */
function PaymentButtons({ payment, onView, onAction }: PaymentColumnsOptions & { payment: AdminBookingPayment }) {
  const subject = paymentSubject(payment);
  return (
    <div className="d-flex flex-wrap gap-1">
      <Button size="sm" variant="outline-primary" aria-label={`View ${subject}`} onClick={() => onView(payment)}>
        View
      </Button>
      {offeredPaymentActions(payment, payment.booking.status).map((action) => {
        const label = PAYMENT_ACTION_WORDING[action].button;
        return (
          <Button
            key={action}
            size="sm"
            variant={ACTION_VARIANTS[action]}
            aria-label={`${label} ${subject}`}
            onClick={() => onAction(payment, action)}
          >
            {label}
          </Button>
        );
      })}
    </div>
  );
}

/** An event's days: one day, or the first and the last. */
export function eventDays({ startDate, endDate }: { startDate: string; endDate: string }): string {
  return startDate === endDate ? formatDate(startDate) : `${formatDate(startDate)} – ${formatDate(endDate)}`;
}

/** The Payments table: the steps, what the payment is for and whose, how much, when, how, and its receipt's badge. */
export function paymentColumns(options: PaymentColumnsOptions): DataColumn<AdminBookingPayment>[] {
  return [
    { header: 'Action', cell: (payment) => <PaymentButtons payment={payment} {...options} />, actions: true },
    {
      header: 'Event',
      cell: ({ booking }) => (
        <>
          <div className="fw-semibold">{booking.eventTitle}</div>
          <div className="small text-body-secondary">{booking.serviceTitle}</div>
        </>
      ),
    },
    {
      header: 'Customer',
      cell: ({ booking }) => (
        <>
          <div>{booking.customerName}</div>
          <div className="small text-body-secondary">{booking.username}</div>
        </>
      ),
    },
    { header: 'Event Date', cell: (payment) => eventDays(payment.booking), className: 'text-nowrap' },
    { header: 'Payment', cell: (payment) => BOOKING_PAYMENT_KIND_LABELS[payment.kind] },
    { header: 'Amount', cell: (payment) => formatPeso(payment.amount), numeric: true, className: 'text-nowrap' },
    { header: 'Due Date', cell: (payment) => formatDate(payment.dueOn), className: 'text-nowrap' },
    { header: 'Method', cell: (payment) => (payment.method ? BOOKING_PAYMENT_METHOD_LABELS[payment.method] : '—') },
    { header: 'Receipt', cell: (payment) => <ReceiptBadge reading={payment.receipt} /> },
  ];
}
