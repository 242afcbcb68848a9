import { apiQuery } from '@qmj/web-kit';

/** The services to book, searched by `query` (every service when it is empty) (`services.list`). */
export const servicesQueryOptions = (query: string) =>
  apiQuery.services.list.queryOptions({ input: { q: query || undefined } });
