import {
  type AdminOrder,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderStatus,
  PAGE_SIZE,
  type Page,
} from '@qmj/contracts';
import { Loading, Pager, SearchBox, useSettledSearch } from '@qmj/web-kit';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Container, Row } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { useApiData } from '../common/use-api-data';
import { adminOrdersPath, ORDERS_LOAD_FAILED } from './admin-orders-api';
import { OrderActionDialog } from './order-action-dialog';
import { type AdminAction, offeredActions } from './order-actions';
import { OrderDetailsDialog } from './order-details-dialog';
import { lastPage, type OrderScreen, screenStatuses, viewOf } from './order-screen';
import { OrderTable } from './order-table';
import { OrderViewSelect } from './order-view-select';

export const NO_ORDERS = 'No orders here.';

type OpenDialog =
  | { kind: 'action'; order: AdminOrder; action: AdminAction }
  | { kind: 'details'; order: AdminOrder }
  | null;

function ListFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="danger" className="m-3 d-flex align-items-center gap-3" role="alert">
      <span className="me-auto">{message}</span>
      <Button size="sm" variant="outline-danger" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}

/** An administrator's order screen: the "Orders" selector, search, table of 10 a page, actions with their confirm, and details. */
export function AdminOrdersPage({ screen }: { screen: OrderScreen }) {
  const [params, setParams] = useSearchParams();
  const view = viewOf(screen, params.get('status'));
  const [typed, setTyped] = useState('');
  const { query, searching } = useSettledSearch(typed);
  const filterKey = `${view.status}|${query}`;
  // The page belongs to the view and search it was chosen under: a new one starts again at page 1.
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const statuses = useMemo(() => screenStatuses(screen), [screen]);
  const list = useApiData<Page<AdminOrder>>(adminOrdersPath(view.status, query, page), ORDERS_LOAD_FAILED);
  const total = list.data?.total ?? 0;

  // After an action empties the last page, show the page that is now the last.
  useEffect(() => {
    if (list.loading || !list.data) return;
    const last = lastPage(list.data.total, PAGE_SIZE);
    if (page > last) setPaging({ filterKey, page: last });
  }, [list.loading, list.data, page, filterKey]);

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

  function actionDone(order: AdminOrder, changed: Order) {
    setDialog(null);
    setNotice(`Order ${order.transactionCode} is now ${ORDER_STATUS_LABELS[changed.status ?? order.status]}.`);
    list.reload();
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
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-0">
          {searching || list.loading ? (
            <Loading />
          ) : list.error ? (
            <ListFailure message={list.error} onRetry={list.reload} />
          ) : list.data && list.data.items.length > 0 ? (
            <OrderTable
              label={view.label}
              orders={list.data.items}
              showShippingFee={screen.showShippingFee}
              actionsOf={(order) => offeredActions(order.status, statuses)}
              onAction={(order, action) => setDialog({ kind: 'action', order, action })}
              onView={(order) => setDialog({ kind: 'details', order })}
            />
          ) : (
            <p className="text-center text-body-secondary py-5 mb-0">{NO_ORDERS}</p>
          )}
        </Card.Body>
      </Card>
      <Pager page={page} pageSize={PAGE_SIZE} total={total} onPage={(next) => setPaging({ filterKey, page: next })} />
      {dialog?.kind === 'action' && (
        <OrderActionDialog
          key={`${dialog.order.id}-${dialog.action}`}
          order={dialog.order}
          action={dialog.action}
          onDone={(changed) => actionDone(dialog.order, changed)}
          onFailed={list.reload}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'details' && <OrderDetailsDialog order={dialog.order} onClose={() => setDialog(null)} />}
    </Container>
  );
}
