import type { Order, Page } from '@qmj/contracts';
import { errorMessage } from '@qmj/web-kit';
import { useCallback, useEffect, useState } from 'react';
import { fetchOrders, ORDER_CALL_FAILED } from './orders-api';

interface OrdersState {
  page: Page<Order> | null;
  loading: boolean;
  error: string | null;
}

/** One page of the customer's orders of a tab; `reload` fetches it again (after an action). */
export function useOrders(tab: string, query: string, page: number, pageSize: number) {
  const [state, setState] = useState<OrdersState>({ page: null, loading: true, error: null });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    // `version` asks for the same page again after an action.
    void version;
    fetchOrders(tab, query, page, pageSize).then(
      (answer) => {
        if (current) setState({ page: answer, loading: false, error: null });
      },
      async (error: unknown) => {
        const message = await errorMessage(error, ORDER_CALL_FAILED.list);
        if (current) setState({ page: null, loading: false, error: message });
      },
    );
    return () => {
      current = false;
    };
  }, [tab, query, page, pageSize, version]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { ...state, reload };
}
