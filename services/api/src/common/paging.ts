import type { Page } from '@qmj/contracts';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** One page of `query`'s rows, newest (highest id) first, each page turned into its views at once. */
export async function newestFirstPage<Row extends ObjectLiteral, View>(
  query: SelectQueryBuilder<Row>,
  paging: { page: number; pageSize: number },
  view: (rows: Row[]) => Promise<View[]>,
): Promise<Page<View>> {
  const [rows, total] = await query
    .orderBy(`${query.alias}.id`, 'DESC')
    .skip((paging.page - 1) * paging.pageSize)
    .take(paging.pageSize)
    .getManyAndCount();
  return { items: await view(rows), total, page: paging.page, pageSize: paging.pageSize };
}
