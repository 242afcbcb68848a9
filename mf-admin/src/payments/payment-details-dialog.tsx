import { type AdminBookingPayment, BOOKING_PAYMENT_KIND_LABELS, BOOKING_PAYMENT_METHOD_LABELS } from '@qmj/contracts';
import { api, apiQuery } from '@qmj/web-kit';
import {
  acknowledgementText,
  Dialog,
  formatDate,
  formatDateTime,
  formatPeso,
  PaymentStandingBadge,
} from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'react-bootstrap';
import { Detail } from '../common/detail';
import { DetailsActions } from '../common/details-actions';
import { FileDownloadButton } from '../common/file-download-button';
import { CheckedReceipt } from '../common/receipt-image';
import { type AdminPaymentAction, PAYMENT_ACTION_WORDING } from './payment-actions';
import { eventDays } from './payment-columns';

export const NO_RECEIPT = 'No receipt: nothing was sent for this payment.';

/** What the payment is for and whose, how much, when and how, and where it stands. */
function PaymentFields({ payment }: { payment: AdminBookingPayment }) {
  const { booking } = payment;
  return (
    <dl className="row mb-0">
      <Detail term="Event">{booking.eventTitle}</Detail>
      <Detail term="Type of Service">{booking.serviceTitle}</Detail>
      <Detail term="Customer">
        {booking.customerName} ({booking.username})
      </Detail>
      <Detail term="Event Date">{eventDays(booking)}</Detail>
      <Detail term="Booking Total">{formatPeso(booking.total)}</Detail>
      <Detail term="Payment">{BOOKING_PAYMENT_KIND_LABELS[payment.kind]}</Detail>
      <Detail term="Amount">
        <strong>{formatPeso(payment.amount)}</strong>
      </Detail>
      <Detail term="Due Date">{formatDate(payment.dueOn)}</Detail>
      <Detail term="Method">{payment.method ? BOOKING_PAYMENT_METHOD_LABELS[payment.method] : '—'}</Detail>
      <Detail term="Standing">
        <PaymentStandingBadge payment={payment} />
      </Detail>
      <Detail term="Sent">{payment.sentAt ? formatDateTime(payment.sentAt) : '—'}</Detail>
      <Detail term="Confirmed">{payment.confirmedAt ? formatDateTime(payment.confirmedAt) : '—'}</Detail>
      <Detail term="Acknowledgement">{acknowledgementText(payment)}</Detail>
      <Detail term="Last Rejection">{payment.reason || '—'}</Detail>
    </dl>
  );
}

/** The receipt sent for the payment and the reader's verdict beside it. */
function PaymentReceipt({ payment }: { payment: AdminBookingPayment }) {
  const picture = useQuery(
    apiQuery.bookings.paymentReceipt.queryOptions({ input: { id: payment.id }, enabled: payment.hasReceipt }),
  );
  return (
    <CheckedReceipt
      receipt={payment.hasReceipt ? picture : null}
      reading={payment.receipt}
      alt={`Payment receipt of ${payment.booking.eventTitle}`}
      none={NO_RECEIPT}
    />
  );
}

interface PaymentDetailsDialogProps {
  payment: AdminBookingPayment;
  /** The steps the payment offers, each asked again before it is sent. */
  actions: readonly AdminPaymentAction[];
  onAction: (action: AdminPaymentAction) => void;
  onClose: () => void;
}

/** 'Payment': the payment and its booking, read-only, its receipt and verdict, its steps and acknowledgement. */
export function PaymentDetailsDialog({ payment, actions, onAction, onClose }: PaymentDetailsDialogProps) {
  return (
    <Dialog
      title="Payment"
      size="xl"
      scrollable
      onHide={onClose}
      footer={
        <DetailsActions
          actions={actions}
          wording={PAYMENT_ACTION_WORDING}
          refusal="reject"
          onAction={onAction}
          onClose={onClose}
        >
          {payment.state === 'confirmed' && (
            <FileDownloadButton
              label="Download acknowledgement"
              download={() => api.bookings.acknowledgement({ id: payment.id })}
            />
          )}
        </DetailsActions>
      }
    >
      <Row className="g-4">
        <Col lg={7}>
          <PaymentFields payment={payment} />
        </Col>
        <Col lg={5}>
          <h3 className="h6">Payment receipt</h3>
          <PaymentReceipt payment={payment} />
        </Col>
      </Row>
    </Dialog>
  );
}
