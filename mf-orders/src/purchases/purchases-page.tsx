import { errorMessage } from '@qmj/web-kit';
import {
  EmptyState,
  ErrorState,
  Loading,
  Pager,
  useDrawnInSlices,
  usePageTitle,
  useSettledSearch,
} from '@qmj/web-kit/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { AccountLayout } from '../account/account-layout';
import { OrderCard } from './order-card';
import { ORDER_CALL_FAILED } from './order-messages';
import { PurchaseNavbar } from './purchase-navbar';
import { NO_ORDERS_TEXT, type PurchaseTab } from './purchase-tabs';
import { purchasesQueryOptions } from './purchases-queries';

/** One order page of the customer (Pending, To Ship, To Receive, Received, Returns and Cancelation, Order History). */
export function PurchasesPage({ config }: { config: PurchaseTab }) {
  usePageTitle(config.title);
  const [typed, setTyped] = useState('');
  const { query, searching } = useSettledSearch(typed);
  // A new search starts from the first page.
  const [paging, setPaging] = useState({ query, page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const setPage = (next: number) => setPaging({ query, page: next });
  const [notice, setNotice] = useState<string | null>(null);
  const orders = useQuery({
    ...purchasesQueryOptions(config.tab, query, page),
    placeholderData: keepPreviousData,
  });
  const drawn = useDrawnInSlices(orders.data !== undefined);
  const list = drawn ? orders.data : undefined;

  // After deleting the last order of the last page, show the page before it.
  useEffect(() => {
    if (list && list.items.length === 0 && list.total > 0 && list.page > 1) {
      setPaging({ query, page: Math.ceil(list.total / list.pageSize) });
    }
  }, [list, query]);

  const items = list?.items ?? [];
  return (
    <AccountLayout>
      <h1 className="h3 mb-3">{config.title}</h1>
      <PurchaseNavbar search={typed} onSearch={setTyped} />
      {notice && (
        <Alert variant="success" dismissible onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {orders.error && <ErrorState message={errorMessage(orders.error, ORDER_CALL_FAILED.list)} />}
      {searching || (!list && !orders.error) ? (
        <Loading />
      ) : list && items.length === 0 ? (
        <EmptyState text={NO_ORDERS_TEXT} className="py-4" />
      ) : (
        <section aria-label={`${config.title} orders`} aria-busy={orders.isFetching}>
          {items.map((order, index) => (
            <OrderCard
              key={order.id}
              order={order}
              actions={config.actions}
              onDone={setNotice}
              priority={index === 0}
            />
          ))}
        </section>
      )}
      {list && list.total > list.pageSize && (
        <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={setPage} />
      )}
    </AccountLayout>
  );
}
