import type { Page } from '@qmj/contracts';
import type { ObjectLiteral } from 'typeorm';
import type { PageQueries, QueryValues } from '../database/prepared-query.js';
import type { UnitOfWork } from '../database/unit-of-work.js';

/**
 * One page of a list, newest (highest id) first (`PreparedPage`), each page turned into its views at
 * once: its rows and the list's total (one statement: `UnitOfWork.page`), with the filter's `values`.
 */
export async function newestFirstPage<Row extends ObjectLiteral, View>(
  unitOfWork: UnitOfWork,
  queries: PageQueries<Row>,
  values: QueryValues,
  paging: { page: number; pageSize: number },
  view: (rows: Row[]) => Promise<View[]>,
): Promise<Page<View>> {
  const window = { limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize };
  const { rows, total } = await unitOfWork.page(queries, values, window);
  return { items: await view(rows), total, page: paging.page, pageSize: paging.pageSize };
}
