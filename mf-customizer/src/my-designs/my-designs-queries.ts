import { apiQuery } from '@qmj/web-kit';

/** A page of the customer's saved designs (`customizations.mine`). */
export const myDesignsQueryOptions = (page: number) => apiQuery.customizations.mine.queryOptions({ input: { page } });
