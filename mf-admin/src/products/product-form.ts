import {
  CATALOG_MESSAGES,
  deriveUpc,
  formatPesos,
  imageFileProblem,
  inventoryValue,
  type Product,
  pesosToCentavos,
  productFieldsSchema,
  toEan13,
} from '@qmj/contracts';

/** Where a product ships from unless the administrator says otherwise. */
export const DEFAULT_SHIPS_FROM = 'Lipa City, Batangas';

/** The Add / Edit Product form as typed: text of the inputs; the unit price in whole pesos. */
export interface ProductFormValues {
  categoryId: string;
  sizeId: string;
  name: string;
  stock: string;
  unitPricePesos: string;
  description: string;
  ships: string;
  image: File | null;
  /** On edit: the stock the form was opened with, so the server can refuse a stale edit. */
  stockWas: string;
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
  stockWas: '',
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
    stockWas: String(product.stock),
  };
}

/** The typed unit price in centavos; blank stays blank and anything that is not a number is passed on for the schema to refuse. */
export function unitPriceField(pesos: string): number | string {
  const text = pesos.trim();
  if (text === '') return '';
  const value = Number(text);
  return Number.isFinite(value) ? pesosToCentavos(value) : text;
}

function wholeNumberOrNull(value: number | string): number | null {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(number) && number >= 0 ? number : null;
}

/** The UPC the server will make for these values (12 digits), or '' until category, size, name and unit price are all filled. */
export function previewUpc(values: ProductFormValues): string {
  const unitPrice = wholeNumberOrNull(unitPriceField(values.unitPricePesos));
  if (!values.categoryId || !values.sizeId || !values.name.trim() || unitPrice === null) return '';
  return deriveUpc({ categoryId: values.categoryId, sizeId: values.sizeId, name: values.name, unitPrice });
}

/** The 13 digits of the barcode of a 12-digit UPC, or '' without one. */
export function ean13Of(upc: string): string {
  return /^\d{12}$/.test(upc) ? toEan13(upc) : '';
}

/** Stock × unit price in ₱, blank while either is empty (or not a whole number of 0 or more). */
export function previewTotal(values: ProductFormValues): string {
  const stock = wholeNumberOrNull(values.stock);
  const unitPrice = wholeNumberOrNull(unitPriceField(values.unitPricePesos));
  if (stock === null || unitPrice === null) return '';
  return formatPesos(inventoryValue(stock, unitPrice));
}

function fields(values: ProductFormValues) {
  return {
    categoryId: values.categoryId,
    sizeId: values.sizeId,
    name: values.name,
    description: values.description,
    stock: values.stock,
    unitPrice: unitPriceField(values.unitPricePesos),
    ships: values.ships,
  };
}

/**
 * The first problem of the form, or null when it may be sent (the server checks again). A new
 * product needs an image; an edited one keeps its image unless another is chosen.
 */
export function productFormProblem(values: ProductFormValues, imageRequired: boolean): string | null {
  if (imageRequired && !values.image) return CATALOG_MESSAGES.fillRequired;
  const result = productFieldsSchema.safeParse(fields(values));
  if (!result.success) return result.error.issues[0]?.message ?? CATALOG_MESSAGES.fillRequired;
  if (values.image) {
    return imageFileProblem(values.image, {
      type: CATALOG_MESSAGES.imageRequired,
      size: CATALOG_MESSAGES.imageTooLarge,
    });
  }
  return null;
}

/** The multipart body of `POST /api/products` and `PATCH /api/products/:id` (unit price in centavos). */
export function productFormData(values: ProductFormValues): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields(values))) {
    const text = String(value).trim();
    if (key === 'ships' && text === '') continue;
    body.set(key, text);
  }
  if (values.stockWas) body.set('stockWas', values.stockWas);
  if (values.image) body.set('image', values.image);
  return body;
}
