import type { Booking, BookingPayment } from '@qmj/contracts';
import { api } from '@qmj/web-kit';
import { BOOKING_PAYMENT_COLUMNS, type DataColumn, DataTable } from '@qmj/web-kit/ui';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-bootstrap';
import { BALANCE_SENT, canPayBalance } from './booking-payments';
import type { Download } from './use-download';

// The balance's form (its zod rules and receipt reading) loads as it is first opened: My Bookings draws without it.
const PayBalanceDialog = lazy(() =>
  import('./pay-balance-dialog').then((module) => ({ default: module.PayBalanceDialog })),
);

interface PaymentScheduleProps {
  booking: Booking;
  files: Download;
  onDone: (message: string) => void;
}

/**
 * A booking's payment schedule (docs/bookings.md, Payments): the down payment and the balance, each with its amount,
 * due day, standing, method, acknowledgement and a rejected receipt's reason; Pay Balance while the balance is due,
 * and each confirmed payment's acknowledgement to download. A card per payment on a phone.
 */
export function PaymentSchedule({ booking, files, onDone }: PaymentScheduleProps) {
  const [paying, setPaying] = useState<BookingPayment | null>(null);
  const columns: DataColumn<BookingPayment>[] = [
    ...BOOKING_PAYMENT_COLUMNS,
    {
      header: 'Actions',
      actions: true,
      cell: (payment) => {
        const payable = canPayBalance(payment, booking.status);
        const acknowledged = payment.state === 'confirmed';
        if (!payable && !acknowledged) return null;
        return (
          <div className="d-flex flex-wrap gap-2">
            {payable && (
              <Button size="sm" onClick={() => setPaying(payment)}>
                Pay Balance
              </Button>
            )}
            {acknowledged && (
              <Button
                variant="outline-primary"
                size="sm"
                disabled={files.busy}
                onClick={() => files.download(() => api.bookings.acknowledgement({ id: payment.id }))}
              >
                Acknowledgement (PDF)
              </Button>
            )}
          </div>
        );
      },
    },
  ];
  return (
    <>
      <DataTable
        label={`Payments of ${booking.eventTitle}`}
        columns={columns}
        rows={booking.payments}
        rowKey={(payment) => payment.id}
        emptyText="No payments yet."
      />
      {paying && (
        <Suspense fallback={null}>
          <PayBalanceDialog
            booking={booking}
            payment={paying}
            onClose={() => setPaying(null)}
            onSent={() => {
              setPaying(null);
              onDone(BALANCE_SENT);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
