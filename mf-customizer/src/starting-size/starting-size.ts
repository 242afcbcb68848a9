import { CUSTOMIZER_PRODUCT_PARAM, type MugSize, NUMBER_RANGE, type Product } from '@qmj/contracts';
import { FIRST_DESIGN } from '../design/design';

/** The product the page was opened from (`customizerPath`), or null when the address names none or no valid id. */
export function productIdFrom(search: URLSearchParams): number | null {
  const text = search.get(CUSTOMIZER_PRODUCT_PARAM) ?? '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= NUMBER_RANGE.recordId.max ? id : null;
}

/** The size a new design starts at: the customizable product's, else the first design's. */
export function startingSize(product: Pick<Product, 'customizableSize'> | undefined): MugSize {
  return product?.customizableSize ?? FIRST_DESIGN.size;
}
