import { type AdminBooking, BOOKING_MESSAGES, BOOKING_STATUS_LABELS, DOWN_PAYMENT_RATE } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import {
  type DataColumn,
  DataTable,
  Dialog,
  formatClockTime,
  formatCount,
  formatDate,
  formatDateTime,
  formatPeso,
} from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'react-bootstrap';
import { Detail } from '../common/detail';
import { DetailsActions } from '../common/details-actions';
import { capitalised } from '../common/list-views';
import { CheckedReceipt } from '../common/receipt-image';
import { type AdminBookingAction, BOOKING_ACTION_WORDING } from './booking-actions';
import { PaymentSchedule } from './payment-schedule';

type BookedAddOn = AdminBooking['addOns'][number];

const ADD_ON_COLUMNS: DataColumn<BookedAddOn>[] = [
  { header: 'Add-on', cell: (addOn) => addOn.name },
  { header: 'Price', cell: (addOn) => formatPeso(addOn.price), numeric: true, className: 'text-nowrap' },
  { header: 'Quantity', cell: (addOn) => formatCount(addOn.quantity), numeric: true },
  { header: 'Amount', cell: (addOn) => formatPeso(addOn.amount), numeric: true, className: 'text-nowrap' },
];

/** Every field of the request, read-only, as the customer filed it. */
function BookingFields({ booking }: { booking: AdminBooking }) {
  return (
    <dl className="row mb-0">
      <Detail term="Event">{booking.eventTitle}</Detail>
      <Detail term="Type of Service">{booking.serviceTitle}</Detail>
      <Detail term="Status">{capitalised(BOOKING_STATUS_LABELS[booking.status])}</Detail>
      <Detail term="Start Date">{formatDate(booking.startDate)}</Detail>
      <Detail term="End Date">{formatDate(booking.endDate)}</Detail>
      <Detail term="Start Time">{formatClockTime(booking.startTime)}</Detail>
      <Detail term="End Time">{formatClockTime(booking.endTime)}</Detail>
      <Detail term="Meeting Date">{formatDate(booking.meetingDate)}</Detail>
      <Detail term="Meeting Time">{formatClockTime(booking.meetingTime)}</Detail>
      <Detail term="Location">{booking.location}</Detail>
      <Detail term="Event Description">
        <span style={{ whiteSpace: 'pre-line' }}>{booking.description}</span>
      </Detail>
      <Detail term="Contact Name">{booking.name}</Detail>
      <Detail term="Email">{booking.email}</Detail>
      <Detail term="Phone Number">{booking.phone}</Detail>
      <Detail term="Username">{booking.username}</Detail>
      <Detail term="Requested">{formatDateTime(booking.createdAt)}</Detail>
      <Detail term="Decided">{booking.decidedAt ? formatDateTime(booking.decidedAt) : '—'}</Detail>
      <Detail term="Reason">{booking.reason || '—'}</Detail>
    </dl>
  );
}

/** The add-ons with their quantities and amounts, the minimum price, the total and the down payment. */
function BookingPayment({ booking }: { booking: AdminBooking }) {
  return (
    <>
      <DataTable
        label="Add-ons"
        columns={ADD_ON_COLUMNS}
        rows={booking.addOns}
        rowKey={(addOn) => addOn.slot}
        emptyText="No add-ons."
      />
      <dl className="row mt-3 mb-0">
        <Detail term="Minimum Price">{formatPeso(booking.lowPricing)}</Detail>
        <Detail term="Total">
          <strong>{formatPeso(booking.total)}</strong>
        </Detail>
        <Detail term={`Down Payment (${DOWN_PAYMENT_RATE * 100}%)`}>{formatPeso(booking.downPayment)}</Detail>
      </dl>
    </>
  );
}

/** The request's payment receipt (the down payment's proof), a private file loaded through the API, and its verdict. */
function BookingReceipt({ booking }: { booking: AdminBooking }) {
  const receipt = useQuery(
    apiQuery.bookings.receipt.queryOptions({ input: { id: booking.id }, enabled: booking.hasReceipt }),
  );
  return (
    <CheckedReceipt
      receipt={booking.hasReceipt ? receipt : null}
      reading={booking.receipt}
      alt={`Payment receipt of ${booking.eventTitle}`}
      none={BOOKING_MESSAGES.receiptMissing}
    />
  );
}

interface BookingDetailsDialogProps {
  booking: AdminBooking;
  /** The actions the screen offers on it (Approve and Decline, or Event Done), each asked again before it is sent. */
  actions: readonly AdminBookingAction[];
  onAction: (action: AdminBookingAction) => void;
  onClose: () => void;
}

/**
 * 'Event Request': the whole request, read-only, with its add-ons, total, down payment, payment schedule and
 * receipt, and its actions.
 */
export function BookingDetailsDialog({ booking, actions, onAction, onClose }: BookingDetailsDialogProps) {
  return (
    <Dialog
      title="Event Request"
      size="xl"
      scrollable
      onHide={onClose}
      footer={
        <DetailsActions
          actions={actions}
          wording={BOOKING_ACTION_WORDING}
          refusal="decline"
          onAction={onAction}
          onClose={onClose}
        />
      }
    >
      <Row className="g-4">
        <Col lg={7}>
          <BookingFields booking={booking} />
          <h3 className="h6 mt-4">Payment</h3>
          <BookingPayment booking={booking} />
          <h3 className="h6 mt-4">Payment Schedule</h3>
          <PaymentSchedule payments={booking.payments} />
        </Col>
        <Col lg={5}>
          <h3 className="h6">Payment receipt</h3>
          <BookingReceipt booking={booking} />
        </Col>
      </Row>
    </Dialog>
  );
}
