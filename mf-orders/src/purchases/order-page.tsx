import { ORDER_PAGE, type Order } from '@qmj/contracts';
import { errorMessage, useMessenger } from '@qmj/web-kit';
import { Link, useParams } from '@qmj/web-kit/router';
import { ErrorState, Loading, usePageTitle } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { AccountLayout } from '../account/account-layout';
import { OrderCard } from './order-card';
import { ORDER_CALL_FAILED } from './order-messages';
import { tabOfStatus } from './purchase-tabs';
import { orderQueryOptions } from './purchases-queries';

/** Opens Messages about this order (docs/messages.md). */
function AskAboutOrder({ order }: { order: Order }) {
  const openMessages = useMessenger((state) => state.openPanel);
  return (
    <Button
      variant="outline-primary"
      size="sm"
      onClick={() => openMessages({ orderId: order.id, label: `order ${order.transactionCode}` })}
    >
      Ask about this order
    </Button>
  );
}

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
          <div className="d-flex flex-wrap align-items-center gap-3">
            <AskAboutOrder order={order.data} />
            <Link to={tab.path}>See all in {tab.title}</Link>
          </div>
        </>
      )}
    </AccountLayout>
  );
}
