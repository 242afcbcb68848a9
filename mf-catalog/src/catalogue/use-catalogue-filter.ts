import { useSearchParams } from '@qmj/web-kit/router';
import { useCallback } from 'react';
import { type CatalogueFilter, catalogueFilterParams, readCatalogueFilter } from './catalogue-filter';

/**
 * The catalogue's filter from the address (`?category=&q=&page=`). A change of category or search
 * goes back to page 1; a page change is a new history entry, a new search text replaces the current one.
 */
export function useCatalogueFilter(): [CatalogueFilter, (change: Partial<CatalogueFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = readCatalogueFilter(params);
  const change = useCallback(
    (next: Partial<CatalogueFilter>) => {
      setParams((current) => catalogueFilterParams({ ...readCatalogueFilter(current), page: 1, ...next }), {
        replace: next.q !== undefined,
      });
    },
    [setParams],
  );
  return [filter, change];
}
