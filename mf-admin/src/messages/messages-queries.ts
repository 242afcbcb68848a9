import { PAGE_SIZE } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';

/** A page of the conversations, newest activity first, of the customers whose username holds `query`. */
export const inboxQueryOptions = (query: string, page: number) =>
  apiQuery.adminMessages.inbox.queryOptions({ input: { q: query || undefined, page, pageSize: PAGE_SIZE } });

/** The administrator's quick replies, offered under the composer. */
export const quickRepliesQueryOptions = () => apiQuery.adminMessages.quickReplies.queryOptions();
