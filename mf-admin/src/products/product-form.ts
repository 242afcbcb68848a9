import { deriveUpc, inventoryValue, type Product, toEan13 } from '@qmj/contracts';
import { centavosField, pesosText } from '../common/form-values';

/** Where a product ships from unless the administrator says otherwise. */
export const DEFAULT_SHIPS_FROM = 'Lipa City, Batangas';

/** The Add / Edit Product form as typed: text of the inputs (the image is chosen beside them). */
export interface ProductFormValues {
  categoryId: string;
  sizeId: string;
  name: string;
  stock: string;
  /** In pesos (`PESOS_HINT`); the contract's is in centavos. */
  unitPrice: string;
  description: string;
  ships: string;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  categoryId: '',
  sizeId: '',
  name: '',
  stock: '',
  unitPrice: '',
  description: '',
  ships: DEFAULT_SHIPS_FROM,
};

/** The Edit dialog's starting values: the product as saved. */
export function formFromProduct(product: Product): ProductFormValues {
  return {
    categoryId: String(product.categoryId),
    sizeId: String(product.sizeId),
    name: product.name,
    stock: String(product.stock),
    unitPrice: pesosText(product.unitPrice),
    description: product.description,
    ships: product.ships,
  };
}

function wholeNumberOrNull(value: number | string): number | null {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(number) && number >= 0 ? number : null;
}

/** The UPC the server will make for these values (12 digits), or '' until category, size, name and unit price are all filled. */
export function previewUpc(values: ProductFormValues): string {
  const unitPrice = wholeNumberOrNull(centavosField(values.unitPrice));
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
  const unitPrice = wholeNumberOrNull(centavosField(values.unitPrice));
  if (stock === null || unitPrice === null) return null;
  return inventoryValue(stock, unitPrice);
}

/**
 * The product's fields as `productFieldsSchema` checks them (the form, then again the API), under the inputs' names:
 * the unit price in centavos, and a blank "ships from" left out so the API keeps its default.
 */
export function productFields(values: ProductFormValues) {
  return {
    categoryId: values.categoryId,
    sizeId: values.sizeId,
    name: values.name,
    description: values.description,
    stock: values.stock,
    unitPrice: centavosField(values.unitPrice),
    ships: values.ships.trim() || undefined,
  };
}
