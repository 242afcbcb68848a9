import { type AdminBooking, BOOKING_STATUS_LABELS } from '@qmj/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { screenStatuses } from '../common/list-views';
import { refreshWhileReading } from '../common/receipt-checks';
import { StatusListScreen, useStatusList } from '../common/status-list-screen';
import { type AdminBookingAction, offeredBookingActions } from './booking-actions';
import { bookingColumns } from './booking-columns';
import type { BookingScreen } from './booking-screen';
import { adminBookingsQueryOptions } from './bookings-queries';

// The dialogs (the request's details, its confirm and modal) load as one is first opened: the list draws without them.
const BookingActionDialog = lazy(() =>
  import('./booking-action-dialog').then((module) => ({ default: module.BookingActionDialog })),
);
const BookingDetailsDialog = lazy(() =>
  import('./booking-details-dialog').then((module) => ({ default: module.BookingDetailsDialog })),
);

export const BOOKINGS_LOAD_FAILED = 'Could not load the booking requests.';

/** The request's dialog (`action` null) or the confirm of one of its actions. */
type OpenDialog = { booking: AdminBooking; action: AdminBookingAction | null } | null;

interface AdminBookingsPageProps {
  screen: BookingScreen;
  /** Links beside the title (the scheduler on Event Schedules). */
  children?: ReactNode;
}

/** An administrator's booking screen: the selector, the table of 10 a page, and View with the screen's actions. */
export function AdminBookingsPage({ screen, children }: AdminBookingsPageProps) {
  // No search on these screens: the page belongs to the view alone.
  const state = useStatusList(screen, '');
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const list = useQuery({
    ...adminBookingsQueryOptions(state.view.status, state.search.page, state.receipt.badge),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => refreshWhileReading(query.state.data),
  });
  // The dialogs show the request as the list has it now, so a receipt read meanwhile shows its verdict.
  const open = dialog && {
    ...dialog,
    booking: list.data?.items.find((item) => item.id === dialog.booking.id) ?? dialog.booking,
  };
  const columns = useMemo(() => bookingColumns((booking) => setDialog({ booking, action: null })), []);

  function actionDone(booking: AdminBooking, changed: AdminBooking) {
    setDialog(null);
    state.setNotice(`The request "${booking.eventTitle}" is now ${BOOKING_STATUS_LABELS[changed.status]}.`);
  }

  return (
    <StatusListScreen
      screen={screen}
      headerExtras={children}
      selectId="booking-view"
      selectLabel={screen.selectLabel}
      state={state}
      list={list}
      columns={columns}
      emptyText={screen.emptyText}
      loadFailed={BOOKINGS_LOAD_FAILED}
    >
      <Suspense fallback={null}>
        {open?.action === null && (
          <BookingDetailsDialog
            booking={open.booking}
            actions={offeredBookingActions(open.booking.status, screenStatuses(screen))}
            onAction={(action) => setDialog({ booking: open.booking, action })}
            onClose={() => setDialog(null)}
          />
        )}
        {open?.action && (
          <BookingActionDialog
            key={`${open.booking.id}-${open.action}`}
            booking={open.booking}
            action={open.action}
            onDone={(changed) => actionDone(open.booking, changed)}
            onBack={() => setDialog({ booking: open.booking, action: null })}
            onClose={() => setDialog(null)}
          />
        )}
      </Suspense>
    </StatusListScreen>
  );
}
