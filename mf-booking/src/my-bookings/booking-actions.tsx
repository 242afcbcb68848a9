import type { Booking } from '@qmj/contracts';
import { api, apiQuery, useMessenger } from '@qmj/web-kit';
import { ConfirmDialog, FormError, useSubmit } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { canWithdraw, isBookedEvent } from './booking-filter';
import { ReceiptDialog } from './receipt-dialog';
import type { Download } from './use-download';

export const BOOKING_WITHDRAWN = 'Your booking request has been withdrawn.';
export const WITHDRAW_FAILED = 'Your request could not be withdrawn. Please try again.';

interface BookingActionsProps {
  booking: Booking;
  files: Download;
  /** After a successful action the page says `message`; the list refreshes by itself. */
  onDone: (message: string) => void;
}

/**
 * View Receipt, the quotation, the invoice and Add to Calendar (.ics) for an approved (or done) event, and Withdraw
 * while pending.
 */
export function BookingActions({ booking, files, onDone }: BookingActionsProps) {
  const [open, setOpen] = useState<'receipt' | 'withdraw' | null>(null);
  const withdraw = useMutation(apiQuery.bookings.withdraw.mutationOptions());
  const withdrawing = useSubmit(WITHDRAW_FAILED);
  const close = () => setOpen(null);
  const openMessages = useMessenger((state) => state.openPanel);

  const withdrawRequest = async () => {
    const withdrawn = await withdrawing.run(() => withdraw.mutateAsync({ id: booking.id }));
    close();
    if (withdrawn) onDone(BOOKING_WITHDRAWN);
  };

  const downloadButton = (label: string, file: () => Promise<File>) => (
    <Button variant="outline-primary" size="sm" disabled={files.busy} onClick={() => files.download(file)}>
      {label}
    </Button>
  );

  return (
    <>
      <div className="d-flex flex-wrap gap-2">
        {booking.hasReceipt && (
          <Button variant="outline-secondary" size="sm" onClick={() => setOpen('receipt')}>
            View Receipt
          </Button>
        )}
        {downloadButton('Quotation (PDF)', () => api.bookings.bookingQuotation({ id: booking.id }))}
        {isBookedEvent(booking.status) && (
          <>
            {downloadButton('Invoice (PDF)', () => api.bookings.invoice({ id: booking.id }))}
            {downloadButton('Add to Calendar (.ics)', () => api.bookings.calendar({ id: booking.id }))}
          </>
        )}
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() => openMessages({ bookingId: booking.id, label: `booking ${booking.eventTitle}` })}
        >
          Ask about this booking
        </Button>
        {canWithdraw(booking.status) && (
          <Button variant="outline-danger" size="sm" onClick={() => setOpen('withdraw')}>
            Withdraw
          </Button>
        )}
      </div>
      <FormError error={files.error ?? withdrawing.error} className="mt-2 mb-0 py-2" />
      {open === 'receipt' && <ReceiptDialog booking={booking} onClose={close} />}
      <ConfirmDialog
        show={open === 'withdraw'}
        title="Withdraw Request"
        confirmLabel="Withdraw"
        busy={withdrawing.busy}
        onCancel={close}
        onConfirm={() => void withdrawRequest()}
      >
        <p className="mb-0">Withdraw your request for {booking.eventTitle}? It stays in your list as withdrawn.</p>
      </ConfirmDialog>
    </>
  );
}
