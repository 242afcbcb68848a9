import { type AdminBookingPayment, BOOKING_PAYMENT_KIND_LABELS, paymentStandingLabel } from '@qmj/contracts';
import { SearchBox } from '@qmj/web-kit/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { refreshWhileReading } from '../common/receipt-checks';
import { StatusListScreen, useStatusList } from '../common/status-list-screen';
import { type AdminPaymentAction, offeredPaymentActions } from './payment-actions';
import { paymentColumns } from './payment-columns';
import { PAYMENT_SCREEN } from './payment-screen';
import { adminPaymentsQueryOptions } from './payments-queries';

// The dialogs load as one is first opened: the list draws without them.
const PaymentActionDialog = lazy(() =>
  import('./payment-action-dialog').then((module) => ({ default: module.PaymentActionDialog })),
);
const PaymentDetailsDialog = lazy(() =>
  import('./payment-details-dialog').then((module) => ({ default: module.PaymentDetailsDialog })),
);

export const NO_PAYMENTS = 'No payments here.';
export const PAYMENTS_LOAD_FAILED = 'Could not load the payments.';

/** The payment's dialog (`action` null) or the confirm of one of its steps. */
type OpenDialog = { payment: AdminBookingPayment; action: AdminPaymentAction | null } | null;

/** `/payments`: every booking's payments of one standing, searchable, with their receipts and steps. */
export function PaymentsPage() {
  const [typed, setTyped] = useState('');
  const state = useStatusList(PAYMENT_SCREEN, typed);
  const { view, receipt, search } = state;
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const list = useQuery({
    ...adminPaymentsQueryOptions(view.status, search.query, search.page, receipt.badge),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => refreshWhileReading(query.state.data),
  });
  const columns = useMemo(
    () =>
      paymentColumns({
        onView: (payment) => setDialog({ payment, action: null }),
        onAction: (payment, action) => setDialog({ payment, action }),
      }),
    [],
  );
  // The dialogs show the payment as the list has it now, so a receipt read meanwhile shows its verdict.
  const open = dialog && {
    ...dialog,
    payment: list.data?.items.find((item) => item.id === dialog.payment.id) ?? dialog.payment,
  };

  function actionDone(changed: AdminBookingPayment) {
    setDialog(null);
    state.setNotice(
      `The ${BOOKING_PAYMENT_KIND_LABELS[changed.kind].toLowerCase()} of "${changed.booking.eventTitle}" is now ${paymentStandingLabel(changed).toLowerCase()}.`,
    );
  }

  return (
    <StatusListScreen
      screen={PAYMENT_SCREEN}
      selectId="payment-view"
      selectLabel="Payments"
      searchBox={
        <SearchBox
          id="payment-search"
          label="Search payments"
          placeholder="Search by event, customer or service"
          value={typed}
          onChange={setTyped}
        />
      }
      state={state}
      list={list}
      columns={columns}
      emptyText={NO_PAYMENTS}
      loadFailed={PAYMENTS_LOAD_FAILED}
    >
      <Suspense fallback={null}>
        {open?.action === null && (
          <PaymentDetailsDialog
            payment={open.payment}
            actions={offeredPaymentActions(open.payment, open.payment.booking.status)}
            onAction={(action) => setDialog({ payment: open.payment, action })}
            onClose={() => setDialog(null)}
          />
        )}
        {open?.action && (
          <PaymentActionDialog
            key={`${open.payment.id}-${open.action}`}
            payment={open.payment}
            action={open.action}
            onDone={actionDone}
            onCancel={() => setDialog(null)}
          />
        )}
      </Suspense>
    </StatusListScreen>
  );
}
