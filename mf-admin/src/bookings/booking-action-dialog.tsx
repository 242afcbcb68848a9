import { type AdminBooking, BOOKING_DECLINE_REASON, BOOKING_PAYMENT_MESSAGES } from '@qmj/contracts';
import { apiQuery, errorMessage } from '@qmj/web-kit';
import { formatDate, formatPeso } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminActionDialog } from '../common/admin-action-dialog';
import { actionWording } from '../common/receipt-checks';
import {
  type AdminBookingAction,
  BOOKING_ACTION_WORDING,
  bookingActionBody,
  DONE_WITH_MONEY_OUTSTANDING,
  outstandingAmount,
} from './booking-actions';

export const BOOKING_ACTION_FAILED = 'Could not change the booking. Please try again.';

interface BookingActionDialogProps {
  booking: AdminBooking;
  action: AdminBookingAction;
  /** Called with the booking as the API answers it after the action (the lists refresh by themselves). */
  onDone: (changed: AdminBooking) => void;
  /** Back to the request's dialog. */
  onBack: () => void;
  /** After a refusal the request may have moved on (the lists show it as it is now): Cancel closes. */
  onClose: () => void;
}

/**
 * The confirm before Approve (a suspicious receipt's reasons asked about first), Decline or Event Done (money still
 * outstanding asked about first, from the booking's payments or the API's refusal). The action names the status the
 * administrator saw, so a request another administrator decided meanwhile is refused; a refusal (a full day, a
 * sold-out add-on) shows the API's message.
 */
export function BookingActionDialog({ booking, action, onDone, onBack, onClose }: BookingActionDialogProps) {
  const change = useMutation(apiQuery.adminBookings[action].mutationOptions());
  const [refusedOutstanding, setRefusedOutstanding] = useState(false);
  const outstanding = outstandingAmount(booking);
  const askOutstanding = action === 'done' && (outstanding > 0 || refusedOutstanding);
  const send = async () => {
    try {
      return await change.mutateAsync(bookingActionBody(action, booking, askOutstanding));
    } catch (failure) {
      if (errorMessage(failure, '') === BOOKING_PAYMENT_MESSAGES.outstanding) setRefusedOutstanding(true);
      throw failure;
    }
  };
  return (
    <AdminActionDialog
      wording={
        askOutstanding ? DONE_WITH_MONEY_OUTSTANDING : actionWording(BOOKING_ACTION_WORDING[action], action, booking)
      }
      subject={booking.eventTitle}
      failureText={BOOKING_ACTION_FAILED}
      send={send}
      onDone={onDone}
      onCancel={(refused) => (refused ? onClose() : onBack())}
    >
      {() => (
        <>
          <p className="small text-body-secondary mb-0">
            {booking.serviceTitle} for {booking.name}, {formatDate(booking.startDate)} to {formatDate(booking.endDate)}{' '}
            — {formatPeso(booking.total)}
          </p>
          {action === 'decline' && <p className="small mt-2 mb-0">The customer is told: “{BOOKING_DECLINE_REASON}”.</p>}
          {askOutstanding && outstanding > 0 && (
            <p className="small mt-2 mb-0">Outstanding: {formatPeso(outstanding)}</p>
          )}
        </>
      )}
    </AdminActionDialog>
  );
}
