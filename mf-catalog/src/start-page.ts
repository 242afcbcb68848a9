import { CART_PAGE, PATHS } from '@qmj/contracts';
import { queryClient } from '@qmj/web-kit';
import { cartQueryOptions } from './cart/cart-queries';
import { readCatalogueFilter } from './catalogue/catalogue-filter';
import { categoriesQueryOptions, productsQueryOptions } from './catalogue/catalogue-queries';
import { productQueryOptions, similarProductsQueryOptions } from './product-page/product-page-queries';
import { productIdFromSplat, productRequestSplat } from './product-route/product-id-from-splat';

/**
 * Asks for what the page at `location` shows first, through the pages' own queries (the same reads as contracts'
 * `firstReads`), so they do not wait for the page's first render, nor for the product page's and the cart's code
 * (docs/serving.md#what-loads-when); the shell calls it on every navigation to it (a `PageStart`).
 */
export function startPage({ pathname, search }: { pathname: string; search: string }): void {
  // The product page's own reading of its address, so the long form starts its product too.
  const productId = productIdFromSplat(productRequestSplat(pathname));
  if (pathname === PATHS.products) {
    void queryClient.prefetchQuery(productsQueryOptions(readCatalogueFilter(new URLSearchParams(search))));
    void queryClient.prefetchQuery(categoriesQueryOptions());
  } else if (productId !== undefined) {
    void queryClient.prefetchQuery(productQueryOptions(productId));
    void queryClient.prefetchQuery(similarProductsQueryOptions(productId));
  } else if (pathname === CART_PAGE.path) void queryClient.prefetchQuery(cartQueryOptions());
}
