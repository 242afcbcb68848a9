import { PATHS, pathMatches } from '@qmj/contracts';

/** The largest id the API accepts (a signed 32-bit integer). */
const MAX_PRODUCT_ID = 2_147_483_647;

/** Where the id sits in the specification's long form (1-based: the 6th segment). */
const LEGACY_ID_SEGMENT = 5;

/**
 * The product id from what follows `/productrequest/` in the address.
 *
 * - `/productrequest/:id` → the only segment;
 * - the specification's long form
 *   `/productrequest/:image/:prod_name/:unit_price/:size_id/:stock/:id/:transaction_code/:category_id/:product_description/:ships`
 *   → the 6th segment. Every other segment is ignored (never trusted: the page loads the product from the API).
 *
 * Pass the rest of the path as it appears in the address bar (still percent-encoded), so an encoded
 * `/` inside the image or name segment does not shift the id. Anything that is not a positive whole
 * number, or any other number of segments, gives `undefined` (a product that does not exist).
 */
export function productIdFromSplat(splat: string | undefined): number | undefined {
  const segments = (splat ?? '').split('/').filter(Boolean);
  let candidate: string | undefined;
  if (segments.length === 1) candidate = segments[0];
  else if (segments.length > LEGACY_ID_SEGMENT) candidate = segments[LEGACY_ID_SEGMENT];
  if (!candidate || !/^\d{1,10}$/.test(candidate)) return undefined;
  const id = Number(candidate);
  return id > 0 && id <= MAX_PRODUCT_ID ? id : undefined;
}

/** The rest of `pathname` after `/productrequest/` (any case, as React Router matches), or undefined. */
export function productRequestSplat(pathname: string): string | undefined {
  return pathMatches(pathname, PATHS.productRequest) ? pathname.slice(PATHS.productRequest.length + 1) : undefined;
}
