import { apiQuery } from '@qmj/web-kit';

/** Every remote's standing in the release registry: live, canary, history (`modules.list`). */
export const moduleStandingsQueryOptions = () => apiQuery.modules.list.queryOptions();
