import { type AdminBooking, BOOKING_STATUS_LABELS } from '@qmj/contracts';
import { type DataColumn, formatClockTime, formatDate } from '@qmj/web-kit/ui';
import { Button } from 'react-bootstrap';
import { capitalised } from '../common/list-views';
import { ReceiptBadge } from '../common/receipt-badge';

/** A day and, under it, the time of day in the 12-hour clock the customer filed it in. */
function DateAndTime({ date, time }: { date: string; time: string }) {
  return (
    <>
      <div>{formatDate(date)}</div>
      <div className="small text-body-secondary">{formatClockTime(time)}</div>
    </>
  );
}

/**
 * The booking tables of Service Request and Event Schedules: View, then who asked for what, when and where, and the
 * down payment receipt's badge. The description and the e-mail address are View's (the dialog's), so the row fits
 * its card.
 */
export function bookingColumns(onView: (booking: AdminBooking) => void): DataColumn<AdminBooking>[] {
  return [
    {
      header: 'Action',
      cell: (booking) => (
        <Button
          size="sm"
          variant="outline-primary"
          aria-label={`View ${booking.eventTitle}`}
          onClick={() => onView(booking)}
        >
          View
        </Button>
      ),
      actions: true,
    },
    { header: 'Event', cell: (booking) => booking.eventTitle, className: 'fw-semibold' },
    {
      header: 'Start Date',
      cell: (booking) => <DateAndTime date={booking.startDate} time={booking.startTime} />,
      className: 'text-nowrap',
    },
    {
      header: 'End Date',
      cell: (booking) => <DateAndTime date={booking.endDate} time={booking.endTime} />,
      className: 'text-nowrap',
    },
    { header: 'Location', cell: (booking) => booking.location },
    { header: 'Contact Name', cell: (booking) => booking.name },
    { header: 'Phone Number', cell: (booking) => booking.phone, className: 'text-nowrap' },
    { header: 'Type of Service', cell: (booking) => booking.serviceTitle },
    { header: 'Status', cell: (booking) => capitalised(BOOKING_STATUS_LABELS[booking.status]) },
    { header: 'Receipt', cell: (booking) => <ReceiptBadge reading={booking.receipt} /> },
  ];
}
