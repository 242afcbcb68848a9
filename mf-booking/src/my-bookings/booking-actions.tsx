import type { Booking } from '@qmj/contracts';
import { api, apiQuery } from '@qmj/web-kit';
import { ConfirmDialog, FormError, saveFile, useSubmit } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { canWithdraw, hasCalendarFile } from './booking-filter';
import { ReceiptDialog } from './receipt-dialog';

export const BOOKING_WITHDRAWN = 'Your booking request has been withdrawn.';
export const WITHDRAW_FAILED = 'Your request could not be withdrawn. Please try again.';
export const CALENDAR_FILE_FAILED = 'Could not download the calendar file. Please try again.';

interface BookingActionsProps {
  booking: Booking;
  /** After a successful action the page says `message`; the list refreshes by itself. */
  onDone: (message: string) => void;
}

/** View Receipt, Add to Calendar (.ics) for an approved event, and Withdraw while pending. */
export function BookingActions({ booking, onDone }: BookingActionsProps) {
  const [open, setOpen] = useState<'receipt' | 'withdraw' | null>(null);
  const withdraw = useMutation(apiQuery.bookings.withdraw.mutationOptions());
  const withdrawing = useSubmit(WITHDRAW_FAILED);
  const downloading = useSubmit(CALENDAR_FILE_FAILED);
  const close = () => setOpen(null);

  const withdrawRequest = async () => {
    const withdrawn = await withdrawing.run(() => withdraw.mutateAsync({ id: booking.id }));
    close();
    if (withdrawn) onDone(BOOKING_WITHDRAWN);
  };

  const downloadCalendarFile = () =>
    void downloading.run(
      () => api.bookings.calendar({ id: booking.id }),
      (file) => saveFile(file, `booking-${booking.id}.ics`),
    );

  return (
    <>
      <div className="d-flex flex-wrap gap-2">
        {booking.hasReceipt && (
          <Button variant="outline-secondary" size="sm" onClick={() => setOpen('receipt')}>
            View Receipt
          </Button>
        )}
        {hasCalendarFile(booking.status) && (
          <Button variant="outline-primary" size="sm" disabled={downloading.busy} onClick={downloadCalendarFile}>
            {downloading.busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Add to Calendar (.ics)
          </Button>
        )}
        {canWithdraw(booking.status) && (
          <Button variant="outline-danger" size="sm" onClick={() => setOpen('withdraw')}>
            Withdraw
          </Button>
        )}
      </div>
      <FormError error={downloading.error ?? withdrawing.error} className="mt-2 mb-0 py-2" />
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
