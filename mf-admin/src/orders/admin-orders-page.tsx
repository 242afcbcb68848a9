import { type AdminOrder, ORDER_STATUS_LABELS, type OrderStatus, PAGE_SIZE } from '@qmj/contracts';
import { apiQuery, DataTable, SearchBox } from '@qmj/web-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Col, Container, Row } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { pagedTable, usePagedSearch } from '../common/list-state';
import { OrderActionDialog } from './order-action-dialog';
import { type AdminAction, offeredActions } from './order-actions';
import { orderColumns } from './order-columns';
import { OrderDetailsDialog } from './order-details-dialog';
import { lastPage, type OrderScreen, screenStatuses, viewOf } from './order-screen';
import { OrderViewSelect } from './order-view-select';

export const NO_ORDERS = 'No orders here.';
export const ORDERS_LOAD_FAILED = 'Could not load the orders.';

type OpenDialog =
  | { kind: 'action'; order: AdminOrder; action: AdminAction }
  | { kind: 'details'; order: AdminOrder }
  | null;

/** An administrator's order screen: the "Orders" selector, search, table of 10 a page, actions with their confirm, and details. */
export function AdminOrdersPage({ screen }: { screen: OrderScreen }) {
  const [params, setParams] = useSearchParams();
  const view = viewOf(screen, params.get('status'));
  const [typed, setTyped] = useState('');
  const search = usePagedSearch(typed, view.status);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);

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

  // After an action empties the last page, show the page that is now the last.
  const { page, setPage } = search;
  useEffect(() => {
    if (!list.data || list.isPlaceholderData) return;
    const last = lastPage(list.data.total, PAGE_SIZE);
    if (page > last) setPage(last);
  }, [list.data, list.isPlaceholderData, page, setPage]);

  function chooseView(status: OrderStatus) {
    setNotice(null);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('status', status);
        return next;
      },
      { replace: true },
    );
  }

  function actionDone(order: AdminOrder, changed: AdminOrder) {
    setDialog(null);
    setNotice(`Order ${order.transactionCode} is now ${ORDER_STATUS_LABELS[changed.status]}.`);
  }

  return (
    <Container fluid className="py-4 px-4">
      <h1 className="h2 mb-3">{screen.title}</h1>
      <Row className="g-2 align-items-end mb-3">
        <Col sm={5} md={4} lg={3}>
          <OrderViewSelect views={screen.views} status={view.status} onChange={chooseView} />
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
      {notice && (
        <Alert variant="success" dismissible onClose={() => setNotice(null)} className="py-2" role="status">
          {notice}
        </Alert>
      )}
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
