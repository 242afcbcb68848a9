import { MAX_PAGE_SIZE, type MugSize, type Product } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { useQuery } from '@tanstack/react-query';

/** The catalogue's customizable mug of a size (docs/customizer.md), or null when the catalogue has none. */
export function useCustomizableMug(size: MugSize) {
  return useQuery(
    apiQuery.catalog.products.queryOptions({
      input: { customizable: true, pageSize: MAX_PAGE_SIZE },
      select: (page): Product | null => page.items.find((product) => product.customizableSize === size) ?? null,
    }),
  );
}
