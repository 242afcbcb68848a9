import { type ListedPaymentStanding, PAGE_SIZE, type ReceiptBadge } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';

/** A page of the payments of one standing, searched by `query`, of one receipt badge when `receipt` is given. */
export const adminPaymentsQueryOptions = (
  standing: ListedPaymentStanding,
  query: string,
  page: number,
  receipt?: ReceiptBadge,
) =>
  apiQuery.adminBookings.payments.queryOptions({
    input: { standing, q: query || undefined, receipt, page, pageSize: PAGE_SIZE },
  });
