import { type AdminOrder, ORDER_STATUS_LABELS } from '@qmj/contracts';
import { SearchBox } from '@qmj/web-kit/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { screenStatuses } from '../common/list-views';
import { refreshWhileReading } from '../common/receipt-checks';
import { StatusListScreen, useStatusList } from '../common/status-list-screen';
import { type AdminAction, offeredActions } from './order-actions';
import { orderColumns } from './order-columns';
import type { OrderScreen } from './order-screen';
import { adminOrdersQueryOptions } from './orders-queries';

// The dialogs (their forms, zod rules and modal) load as one is first opened: the list draws without them.
const OrderActionDialog = lazy(() =>
  import('./order-action-dialog').then((module) => ({ default: module.OrderActionDialog })),
);
const OrderDetailsDialog = lazy(() =>
  import('./order-details-dialog').then((module) => ({ default: module.OrderDetailsDialog })),
);

export const NO_ORDERS = 'No orders here.';
export const ORDERS_LOAD_FAILED = 'Could not load the orders.';

type OpenDialog =
  | { kind: 'action'; order: AdminOrder; action: AdminAction }
  | { kind: 'details'; order: AdminOrder }
  | null;

/** An administrator's order screen: the "Orders" selector, search, table of 10 a page, actions with their confirm, and details. */
export function AdminOrdersPage({ screen }: { screen: OrderScreen }) {
  const [typed, setTyped] = useState('');
  const state = useStatusList(screen, typed);
  const { view, receipt, search } = state;
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const list = useQuery({
    ...adminOrdersQueryOptions(view.status, search.query, search.page, receipt.badge),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => refreshWhileReading(query.state.data),
  });
  const columns = useMemo(() => {
    const statuses = screenStatuses(screen);
    return orderColumns({
      showShippingFee: screen.showShippingFee,
      actionsOf: (order) => offeredActions(order.status, statuses),
      onAction: (order, action) => setDialog({ kind: 'action', order, action }),
      onView: (order) => setDialog({ kind: 'details', order }),
    });
  }, [screen]);

  // The dialogs show the order as the list has it now, so a receipt read meanwhile shows its verdict.
  const open = dialog && {
    ...dialog,
    order: list.data?.items.find((item) => item.id === dialog.order.id) ?? dialog.order,
  };

  function actionDone(order: AdminOrder, changed: AdminOrder) {
    setDialog(null);
    state.setNotice(`Order ${order.transactionCode} is now ${ORDER_STATUS_LABELS[changed.status]}.`);
  }

  return (
    <StatusListScreen
      screen={screen}
      selectId="order-view"
      selectLabel="Orders"
      searchBox={
        <SearchBox
          id="order-search"
          label="Search orders"
          placeholder="Search by transaction code, customer or product"
          value={typed}
          onChange={setTyped}
        />
      }
      state={state}
      list={list}
      columns={columns}
      emptyText={NO_ORDERS}
      loadFailed={ORDERS_LOAD_FAILED}
    >
      <Suspense fallback={null}>
        {open?.kind === 'action' && (
          <OrderActionDialog
            key={`${open.order.id}-${open.action}`}
            order={open.order}
            action={open.action}
            onDone={(changed) => actionDone(open.order, changed)}
            onCancel={() => setDialog(null)}
          />
        )}
        {open?.kind === 'details' && <OrderDetailsDialog order={open.order} onClose={() => setDialog(null)} />}
      </Suspense>
    </StatusListScreen>
  );
}
