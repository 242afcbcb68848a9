import { type AdminBooking, BOOKING_STATUS_LABELS, PAGE_SIZE } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { DataTable, usePageTitle } from '@qmj/web-kit/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { Col, Container, Row } from 'react-bootstrap';
import { pagedTable, useKeptPage, usePagedSearch, useStatusView } from '../common/list-state';
import { screenStatuses } from '../common/list-views';
import { Notice } from '../common/notice';
import { ViewSelect } from '../common/view-select';
import { BookingActionDialog } from './booking-action-dialog';
import { type AdminBookingAction, offeredBookingActions } from './booking-actions';
import { bookingColumns } from './booking-columns';
import { BookingDetailsDialog } from './booking-details-dialog';
import type { BookingScreen } from './booking-screen';

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
  usePageTitle(screen.title);
  const [notice, setNotice] = useState<string | null>(null);
  const { view, chooseView } = useStatusView(screen, () => setNotice(null));
  // No search on these screens: the page belongs to the view alone.
  const search = usePagedSearch('', view.status);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const list = useQuery(
    apiQuery.adminBookings.list.queryOptions({
      input: { status: view.status, page: search.page, pageSize: PAGE_SIZE },
      placeholderData: keepPreviousData,
    }),
  );
  const columns = useMemo(() => bookingColumns((booking) => setDialog({ booking, action: null })), []);
  useKeptPage(list, search);

  function actionDone(booking: AdminBooking, changed: AdminBooking) {
    setDialog(null);
    setNotice(`The request "${booking.eventTitle}" is now ${BOOKING_STATUS_LABELS[changed.status]}.`);
  }

  return (
    <Container fluid className="py-4 px-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">{screen.title}</h1>
        {children}
      </div>
      <Row className="g-2 align-items-end mb-3">
        <Col sm={5} md={4} lg={3}>
          <ViewSelect
            id="booking-view"
            label={screen.selectLabel}
            views={screen.views}
            status={view.status}
            onChange={chooseView}
          />
        </Col>
      </Row>
      <Notice text={notice} onClose={() => setNotice(null)} />
      <DataTable
        label={view.label}
        columns={columns}
        rowKey={(booking) => booking.id}
        emptyText={screen.emptyText}
        {...pagedTable(list, search, BOOKINGS_LOAD_FAILED)}
      />
      {dialog?.action === null && (
        <BookingDetailsDialog
          booking={dialog.booking}
          actions={offeredBookingActions(dialog.booking.status, screenStatuses(screen))}
          onAction={(action) => setDialog({ booking: dialog.booking, action })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.action && (
        <BookingActionDialog
          key={`${dialog.booking.id}-${dialog.action}`}
          booking={dialog.booking}
          action={dialog.action}
          onDone={(changed) => actionDone(dialog.booking, changed)}
          onBack={() => setDialog({ booking: dialog.booking, action: null })}
          onClose={() => setDialog(null)}
        />
      )}
    </Container>
  );
}
