import { PAGE_SIZE, type Page } from '@qmj/contracts';
import { errorMessage } from '@qmj/web-kit';
import { useSearchParams } from '@qmj/web-kit/router';
import { useSettledSearch } from '@qmj/web-kit/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { lastPage, type StatusViews, viewOf } from './list-views';

/** What a `DataTable` shows while a list query loads or after it failed (the API's message, else `failure`). */
export function loadState(list: UseQueryResult<unknown>, failure: string) {
  return { loading: list.isPending, error: list.error && errorMessage(list.error, failure) };
}

/**
 * A searched, paged list: the search's 1.5-s loader, then the query to send; the page belongs to the filter
 * (`filter` and the query) it was chosen under, so a new one starts again at page 1.
 */
export function usePagedSearch(typed: string, filter: string) {
  const { query, searching } = useSettledSearch(typed);
  const filterKey = `${filter}|${query}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ filterKey, page: next }), [filterKey]);
  return { query, searching, page, setPage };
}

/**
 * A `DataTable`'s rows, states and Previous / Next for a page of a list (fetched with `keepPreviousData`): it loads
 * while the search waits or a new filter or page comes, and keeps its rows while a change refreshes them.
 */
export function pagedTable<Item>(
  list: UseQueryResult<Page<Item>>,
  { searching, page, setPage }: ReturnType<typeof usePagedSearch>,
  failure: string,
) {
  return {
    ...loadState(list, failure),
    rows: list.data?.items,
    loading: searching || list.isPending || list.isPlaceholderData,
    onRetry: () => void list.refetch(),
    paging: { page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onPage: setPage },
  };
}

/** A paged list's Previous / Next: after a change empties the last page, it shows the page that is now the last. */
export function useKeptPage(list: UseQueryResult<Page<unknown>>, { page, setPage }: ReturnType<typeof usePagedSearch>) {
  useEffect(() => {
    if (!list.data || list.isPlaceholderData) return;
    const last = lastPage(list.data.total, PAGE_SIZE);
    if (page > last) setPage(last);
  }, [list.data, list.isPlaceholderData, page, setPage]);
}

/**
 * The view a screen's selector shows, kept in `?status=` so a reload or a shared link shows the same list;
 * `onChoose` runs as another is chosen (the notice of the last change goes).
 */
export function useStatusView<Status extends string>(screen: { views: StatusViews<Status> }, onChoose: () => void) {
  const [params, setParams] = useSearchParams();
  const view = viewOf(screen, params.get('status'));
  const chooseView = (status: Status) => {
    onChoose();
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('status', status);
        return next;
      },
      { replace: true },
    );
  };
  return { view, chooseView };
}
