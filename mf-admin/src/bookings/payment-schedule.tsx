import { type BookingPayment, PATHS } from '@qmj/contracts';
import { Link } from '@qmj/web-kit/router';
import { BOOKING_PAYMENT_COLUMNS, DataTable } from '@qmj/web-kit/ui';

/** The booking's payment schedule (docs/bookings.md, Payments), each settled on the Payments screen. */
export function PaymentSchedule({ payments }: { payments: readonly BookingPayment[] }) {
  return (
    <>
      <DataTable
        label="Payment schedule"
        columns={BOOKING_PAYMENT_COLUMNS}
        rows={payments}
        rowKey={(payment) => payment.id}
        emptyText="No payments."
      />
      <p className="small text-body-secondary mt-2 mb-0">
        Payments are confirmed on the <Link to={PATHS.payments}>Payments</Link> screen.
      </p>
    </>
  );
}
