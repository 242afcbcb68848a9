import { apiQuery } from '@qmj/web-kit';

/** Every service (`services.list`). */
export const servicesQueryOptions = () => apiQuery.services.list.queryOptions({ input: {} });
