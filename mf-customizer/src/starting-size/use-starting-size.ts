import type { MugSize } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { useSearchParams } from '@qmj/web-kit/router';
import { skipToken, useQuery } from '@tanstack/react-query';
import { FIRST_DESIGN } from '../design/design';
import { productIdFrom, startingSize } from './starting-size';

/**
 * The size the page starts at, from the API's product (it stays the authority on the size), or null while the
 * product loads; a product that cannot be loaded starts at the first design's size.
 */
export function useStartingSize(): MugSize | null {
  const [search] = useSearchParams();
  const productId = productIdFrom(search);
  const product = useQuery(
    apiQuery.catalog.product.queryOptions({ input: productId === null ? skipToken : { id: productId } }),
  );
  if (productId === null) return FIRST_DESIGN.size;
  if (product.isPending) return null;
  return startingSize(product.data);
}
