import { deriveUpc, inventoryValue, type Product, toEan13 } from '@qmj/contracts';
import { centavosField } from '../common/form-values';

/** Where a product ships from unless the administrator says otherwise. */
export const DEFAULT_SHIPS_FROM = 'Lipa City, Batangas';

/** The Add / Edit Product form as typed: text of the inputs; the unit price in pesos. */
export interface ProductFormValues {
  categoryId: string;
  sizeId: string;
  name: string;
  stock: string;
  unitPricePesos: string;
  description: string;
  ships: string;
  image: File | null;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  categoryId: '',
  sizeId: '',
  name: '',
  stock: '',
  unitPricePesos: '',
  description: '',
  ships: DEFAULT_SHIPS_FROM,
  image: null,
};

/** The Edit dialog's starting values: the product as saved (its image stays unless a new one is chosen). */
export function formFromProduct(product: Product): ProductFormValues {
  return {
    categoryId: String(product.categoryId),
    sizeId: String(product.sizeId),
    name: product.name,
    stock: String(product.stock),
    unitPricePesos: String(product.unitPrice / 100),
    description: product.description,
    ships: product.ships,
    image: null,
  };
}

function wholeNumberOrNull(value: number | string): number | null {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(number) && number >= 0 ? number : null;
}

/** The UPC the server will make for these values (12 digits), or '' until category, size, name and unit price are all filled. */
export function previewUpc(values: ProductFormValues): string {
  const unitPrice = wholeNumberOrNull(centavosField(values.unitPricePesos));
  if (!values.categoryId || !values.sizeId || !values.name.trim() || unitPrice === null) return '';
  return deriveUpc({ categoryId: values.categoryId, sizeId: values.sizeId, name: values.name, unitPrice });
}

/** The 13 digits of the barcode of a 12-digit UPC, or '' without one. */
export function ean13Of(upc: string): string {
  return /^\d{12}$/.test(upc) ? toEan13(upc) : '';
}

/** Stock × unit price in centavos, or null while either is empty (or not a whole number of 0 or more). */
export function previewTotal(values: ProductFormValues): number | null {
  const stock = wholeNumberOrNull(values.stock);
  const unitPrice = wholeNumberOrNull(centavosField(values.unitPricePesos));
  if (stock === null || unitPrice === null) return null;
  return inventoryValue(stock, unitPrice);
}

/**
 * The product's fields as `productFieldsSchema` checks them (here, then again in the API): the unit price in
 * centavos, and a blank "ships from" left out so the API keeps its default.
 */
export function productFields(values: ProductFormValues) {
  return {
    categoryId: values.categoryId,
    sizeId: values.sizeId,
    name: values.name,
    description: values.description,
    stock: values.stock,
    unitPrice: centavosField(values.unitPricePesos),
    ships: values.ships.trim() || undefined,
  };
}
