import { MAX_PAGE_SIZE } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';

/** The whole cart in one page, the API's largest (`orders.list`). */
export const cartQueryOptions = () =>
  apiQuery.orders.list.queryOptions({ input: { tab: 'cart', pageSize: MAX_PAGE_SIZE } });
