import { PAGE_SIZE } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';

/** A page of the customers, searched by `query`, as the Customer List and the dashboard's User Data show them. */
export const customersQueryOptions = (query: string, page: number) =>
  apiQuery.dashboard.customers.queryOptions({ input: { q: query || undefined, page, pageSize: PAGE_SIZE } });
