import { type Booking, DOWN_PAYMENT_RATE } from '@qmj/contracts';
import {
  formatClockSpan,
  formatClockTime,
  formatDate,
  formatDateTime,
  formatPercent,
  formatPeso,
  StatusBadge,
} from '@qmj/web-kit/ui';
import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { BookingActions } from './booking-actions';
import { BOOKING_STATUS_COLOURS, BOOKING_STATUS_TITLES } from './booking-filter';
import { PaymentSchedule } from './payment-schedule';
import { useDownload } from './use-download';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="col">
      <dt className="small text-body-secondary fw-normal">{term}</dt>
      <dd className="mb-0 text-break">{children}</dd>
    </div>
  );
}

function eventDays({ startDate, endDate }: Booking): string {
  return startDate === endDate ? formatDate(startDate) : `${formatDate(startDate)} – ${formatDate(endDate)}`;
}

interface BookingCardProps {
  booking: Booking;
  onDone: (message: string) => void;
}

/**
 * One booking: the event, its status, dates, service and add-ons, the total and down payment, its payment schedule,
 * and its actions.
 */
export function BookingCard({ booking, onDone }: BookingCardProps) {
  const headingId = `booking-${booking.id}-title`;
  const files = useDownload();
  const addOns = booking.addOns.filter((addOn) => addOn.quantity > 0);
  return (
    <Card as="article" aria-labelledby={headingId} className="shadow-sm mb-3">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
          <div>
            <h2 id={headingId} className="h5 mb-0">
              {booking.eventTitle}
            </h2>
            <p className="small text-body-secondary mb-0">{booking.serviceTitle}</p>
          </div>
          <StatusBadge colour={BOOKING_STATUS_COLOURS[booking.status]}>
            Status: {BOOKING_STATUS_TITLES[booking.status]}
          </StatusBadge>
        </div>
        <dl className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-2 mb-2">
          <Detail term="Event dates">{eventDays(booking)}</Detail>
          <Detail term="Time">{formatClockSpan(booking.startTime, booking.endTime)}</Detail>
          <Detail term="Meeting">
            {formatDate(booking.meetingDate)}, {formatClockTime(booking.meetingTime)}
          </Detail>
          <Detail term="Location">{booking.location}</Detail>
          <Detail term="Total">
            <strong>{formatPeso(booking.total)}</strong>
          </Detail>
          <Detail term={`Down payment (${formatPercent(DOWN_PAYMENT_RATE)})`}>{formatPeso(booking.downPayment)}</Detail>
          <Detail term="Filed on">{formatDateTime(booking.createdAt)}</Detail>
          {addOns.length > 0 && (
            <Detail term="Add-ons">{addOns.map((addOn) => `${addOn.name} × ${addOn.quantity}`).join(', ')}</Detail>
          )}
        </dl>
        {booking.reason && <p className="small text-body-secondary mb-2">Reason: {booking.reason}</p>}
        <h3 className="h6 mt-3">Payments</h3>
        <div className="mb-3">
          <PaymentSchedule booking={booking} files={files} onDone={onDone} />
        </div>
        <BookingActions booking={booking} files={files} onDone={onDone} />
      </Card.Body>
    </Card>
  );
}
