import { apiQuery } from '@qmj/web-kit';

/** The approved events of a day, `YYYY-MM-DD` (`availability.day`). */
export const dayEventsQueryOptions = (day: string) => apiQuery.availability.day.queryOptions({ input: { date: day } });
