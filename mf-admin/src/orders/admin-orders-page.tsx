import { type AdminOrder, ORDER_STATUS_LABELS, PAGE_SIZE } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { DataTable, SearchBox, usePageTitle } from '@qmj/web-kit/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Col, Container, Row } from 'react-bootstrap';
import { pagedTable, useKeptPage, usePagedSearch, useStatusView } from '../common/list-state';
import { screenStatuses } from '../common/list-views';
import { Notice } from '../common/notice';
import { ViewSelect } from '../common/view-select';
import { OrderActionDialog } from './order-action-dialog';
import { type AdminAction, offeredActions } from './order-actions';
import { orderColumns } from './order-columns';
import { OrderDetailsDialog } from './order-details-dialog';
import type { OrderScreen } from './order-screen';

export const NO_ORDERS = 'No orders here.';
export const ORDERS_LOAD_FAILED = 'Could not load the orders.';

type OpenDialog =
  | { kind: 'action'; order: AdminOrder; action: AdminAction }
  | { kind: 'details'; order: AdminOrder }
  | null;

/** An administrator's order screen: the "Orders" selector, search, table of 10 a page, actions with their confirm, and details. */
export function AdminOrdersPage({ screen }: { screen: OrderScreen }) {
  usePageTitle(screen.title);
  const [notice, setNotice] = useState<string | null>(null);
  const { view, chooseView } = useStatusView(screen, () => setNotice(null));
  const [typed, setTyped] = useState('');
  const search = usePagedSearch(typed, view.status);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const list = useQuery(
    apiQuery.adminOrders.list.queryOptions({
      input: { status: view.status, q: search.query || undefined, page: search.page, pageSize: PAGE_SIZE },
      placeholderData: keepPreviousData,
    }),
  );
  const columns = useMemo(() => {
    const statuses = screenStatuses(screen);
    return orderColumns({
      showShippingFee: screen.showShippingFee,
      actionsOf: (order) => offeredActions(order.status, statuses),
      onAction: (order, action) => setDialog({ kind: 'action', order, action }),
      onView: (order) => setDialog({ kind: 'details', order }),
    });
  }, [screen]);

  useKeptPage(list, search);

  function actionDone(order: AdminOrder, changed: AdminOrder) {
    setDialog(null);
    setNotice(`Order ${order.transactionCode} is now ${ORDER_STATUS_LABELS[changed.status]}.`);
  }

  return (
    <Container fluid className="py-4 px-4">
      <h1 className="h2 mb-3">{screen.title}</h1>
      <Row className="g-2 align-items-end mb-3">
        <Col sm={5} md={4} lg={3}>
          <ViewSelect id="order-view" label="Orders" views={screen.views} status={view.status} onChange={chooseView} />
        </Col>
        <Col sm={7} md={5} lg={4}>
          <SearchBox
            id="order-search"
            label="Search orders"
            placeholder="Search by transaction code, customer or product"
            value={typed}
            onChange={setTyped}
          />
        </Col>
      </Row>
      <Notice text={notice} onClose={() => setNotice(null)} />
      <DataTable
        label={view.label}
        columns={columns}
        rowKey={(order) => order.id}
        emptyText={NO_ORDERS}
        {...pagedTable(list, search, ORDERS_LOAD_FAILED)}
      />
      {dialog?.kind === 'action' && (
        <OrderActionDialog
          key={`${dialog.order.id}-${dialog.action}`}
          order={dialog.order}
          action={dialog.action}
          onDone={(changed) => actionDone(dialog.order, changed)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'details' && <OrderDetailsDialog order={dialog.order} onClose={() => setDialog(null)} />}
    </Container>
  );
}
