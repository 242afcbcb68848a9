import { ORDER_PAGE } from '@qmj/contracts';
import { errorMessage } from '@qmj/web-kit';
import { Link, useParams } from '@qmj/web-kit/router';
import { ErrorState, Loading, usePageTitle } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { AccountLayout } from '../account/account-layout';
import { OrderCard } from './order-card';
import { ORDER_CALL_FAILED } from './order-messages';
import { tabOfStatus } from './purchase-tabs';
import { orderQueryOptions } from './purchases-queries';

/** One order of the customer, which a notice opens: its card with the actions of the tab that lists it. */
export function OrderPage() {
  usePageTitle(ORDER_PAGE.title);
  const { id } = useParams();
  const [notice, setNotice] = useState<string | null>(null);
  const order = useQuery(orderQueryOptions(Number(id)));
  const tab = order.data && tabOfStatus(order.data.status);
  return (
    <AccountLayout>
      <h1 className="h3 mb-3">{ORDER_PAGE.title}</h1>
      {notice && (
        <Alert variant="success" dismissible onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {order.error && <ErrorState message={errorMessage(order.error, ORDER_CALL_FAILED.one)} />}
      {order.isPending && <Loading />}
      {order.data && tab && (
        <>
          <OrderCard order={order.data} actions={tab.actions} onDone={setNotice} priority />
          <Link to={tab.path}>See all in {tab.title}</Link>
        </>
      )}
    </AccountLayout>
  );
}
