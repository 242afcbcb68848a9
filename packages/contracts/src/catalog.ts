import { z } from 'zod';
import { booleanFromText, centavos, isoDateTime, numberFromText, pageNumber, pageSchema } from './api.js';
import { CATALOG_MESSAGES } from './catalog-messages.js';
import { LOW_STOCK_THRESHOLD, MAX_PAGE_SIZE, PAGE_SIZE } from './constants.js';
import { MUG_SIZES } from './customizer.js';
import { fnv1a } from './hash.js';
import { NUMBER_RANGE, TEXT_MAX, tooLongMessage } from './limits.js';

export const STOCK_STATUSES = ['Low Stock', 'High Stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** Low Stock at 15 or less (docs/catalogue.md). */
export function stockStatus(stock: number): StockStatus {
  return stock <= LOW_STOCK_THRESHOLD ? 'Low Stock' : 'High Stock';
}

export interface UpcSource {
  categoryId: number | string;
  sizeId: number | string;
  name: string;
  unitPrice: number | string;
}

/**
 * The 12-digit UPC of a product: digits of a hash of category, size, name and unit price.
 * `attempt` > 0 rehashes after a collision. The API makes it once, at creation.
 */
export function deriveUpc(source: UpcSource, attempt = 0): string {
  const key = [source.categoryId, source.sizeId, source.name.trim().toLowerCase(), source.unitPrice, attempt].join('|');
  let digits = '';
  for (let seed = 0x811c9dc5; digits.length < 12; seed = fnv1a(String(seed), seed ^ 0x9e3779b9)) {
    digits += fnv1a(key, seed).toString().padStart(10, '0');
  }
  // A UPC never starts with a 0 here, so it keeps its 12 digits wherever it is shown as a number.
  return `${(Number(digits[0]) % 9) + 1}${digits.slice(1, 12)}`;
}

/** The EAN-13 check digit of 12 digits (weights 1 and 3 from the left). */
export function ean13CheckDigit(twelveDigits: string): number {
  if (!/^\d{12}$/.test(twelveDigits)) throw new Error('an EAN-13 needs exactly 12 digits');
  const sum = [...twelveDigits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

export function toEan13(upc: string): string {
  return `${upc}${ean13CheckDigit(upc)}`;
}

/** Stock × unit price, in centavos. */
export function inventoryValue(stock: number, unitPriceCentavos: number): number {
  return stock * unitPriceCentavos;
}

const wholeNumber = (range: { min: number; max: number }) =>
  numberFromText(
    z
      .number({ error: CATALOG_MESSAGES.wholeNumber })
      .int({ error: CATALOG_MESSAGES.wholeNumber })
      .min(range.min, { error: CATALOG_MESSAGES.wholeNumber })
      .max(range.max, { error: CATALOG_MESSAGES.wholeNumber }),
  );

/** A blank form field is a missing one: it answers 'Please fill out all required fields' before any other rule. */
const required = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => ((typeof value === 'string' && value.trim() === '') || value === null ? undefined : value),
    z
      .any()
      .refine((value) => value !== undefined, { error: CATALOG_MESSAGES.fillRequired, abort: true })
      .pipe(schema),
  );

const requiredId = required(numberFromText(z.number({ error: CATALOG_MESSAGES.fillRequired }).int().positive()));
const requiredText = (max: number) =>
  z
    .string({ error: CATALOG_MESSAGES.fillRequired })
    .trim()
    .min(1, { error: CATALOG_MESSAGES.fillRequired })
    .max(max, { error: tooLongMessage(max) });

/** The product form's fields (multipart, so numbers arrive as text). `unitPrice` is in centavos. */
export const productFieldsSchema = z.object({
  categoryId: requiredId,
  sizeId: requiredId,
  name: requiredText(TEXT_MAX.productName),
  description: requiredText(TEXT_MAX.productDescription),
  stock: required(wholeNumber(NUMBER_RANGE.stock)),
  unitPrice: required(wholeNumber(NUMBER_RANGE.unitPrice)),
  ships: z
    .string()
    .trim()
    .max(TEXT_MAX.ships, { error: tooLongMessage(TEXT_MAX.ships) })
    .optional(),
});
export type ProductFields = z.infer<typeof productFieldsSchema>;

/**
 * An edit also says which stock the form showed (`stockWas`): when orders reserved or released
 * stock meanwhile, the edit is refused rather than overwriting what they did.
 */
export const productUpdateSchema = productFieldsSchema.extend({
  stockWas: z.preprocess((value) => (value === '' ? undefined : value), wholeNumber(NUMBER_RANGE.stock).optional()),
});
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

export function stockChangedMessage(stockNow: number): string {
  return `The stock changed while you were editing: it is now ${stockNow}. Please check it and save again.`;
}

export const categorySchema = z.object({ name: requiredText(TEXT_MAX.categoryName) });

export const productListQuerySchema = z.object({
  categoryId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().positive().optional(),
  ),
  q: z.string().trim().max(TEXT_MAX.search).optional(),
  /** Only the mugs designed in the customizer (`true`), or only the other products (`false`). */
  customizable: booleanFromText('customizable must be true or false').optional(),
  page: pageNumber,
  pageSize: z.coerce
    .number({ error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE, { error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .default(PAGE_SIZE),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const categoryReplySchema = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof categoryReplySchema>;

export const sizeSchema = z.object({ id: z.number().int(), label: z.string() });
export type Size = z.infer<typeof sizeSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  upc: z.string(),
  ean13: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  sizeId: z.number().int(),
  sizeLabel: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  stock: z.number().int(),
  unitPrice: centavos,
  inventoryValue: centavos,
  stockStatus: z.enum(STOCK_STATUSES),
  sold: z.number().int(),
  /** The reviews' average out of 5 (one decimal, 0 with none) and their count: the rating, apart from the sold stars. */
  ratingAverage: z.number(),
  ratingCount: z.number().int(),
  ships: z.string(),
  /** The mug size a design is made for when the product is customizable (docs/customizer.md), else null. */
  customizableSize: z.enum(MUG_SIZES).nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Product = z.infer<typeof productSchema>;

export const productPageSchema = pageSchema(productSchema);

export const PRODUCT_HISTORY_TYPES = ['create', 'edit', 'restock', 'reserve', 'release'] as const;
export type ProductHistoryType = (typeof PRODUCT_HISTORY_TYPES)[number];

/** A history row: what happened, and the product's fields as they were then. */
export const productHistoryEntrySchema = productSchema
  .pick({
    upc: true,
    categoryId: true,
    categoryName: true,
    sizeId: true,
    sizeLabel: true,
    name: true,
    description: true,
    imageUrl: true,
    unitPrice: true,
    inventoryValue: true,
    stock: true,
  })
  .extend({
    id: z.number().int(),
    productId: z.number().int(),
    type: z.enum(PRODUCT_HISTORY_TYPES),
    oldStock: z.number().int(),
    createdAt: isoDateTime,
  });
export type ProductHistoryEntry = z.infer<typeof productHistoryEntrySchema>;

/** The product list's columns, in the admin table and in `table_data.pdf` (docs/catalogue.md). */
export const PRODUCT_TABLE_COLUMNS = [
  'UPC',
  'Category',
  'Product',
  'Status',
  'Stock',
  'Price',
  'Size',
  'Unit Price',
] as const;

/** The file name of the product list PDF. */
export const PRODUCT_PDF_FILENAME = 'table_data.pdf';

/** One accepted order of a product (`GET /api/products/:id/sales`). Money in centavos. */
export const productSaleSchema = z.object({
  orderId: z.number().int(),
  transactionCode: z.string(),
  customerName: z.string(),
  quantity: z.number().int(),
  unitPrice: centavos,
  total: centavos,
  status: z.string(),
  createdAt: isoDateTime,
});
export type ProductSale = z.infer<typeof productSaleSchema>;

/** `GET /api/products/:id/sales`: which page of the product's sales (`PAGE_SIZE` to a page). */
export const productSalesQuerySchema = z.object({ page: pageNumber });

/** The sales of one product: a page of its accepted orders, newest first, with the pieces sold and the revenue of all. */
export const productSalesSchema = pageSchema(productSaleSchema).extend({
  productId: z.number().int(),
  productName: z.string(),
  upc: z.string(),
  sold: z.number().int(),
  revenue: centavos,
});
export type ProductSales = z.infer<typeof productSalesSchema>;

/** Sums the quantities and totals of a product's accepted orders. */
export function summariseSales(items: readonly Pick<ProductSale, 'quantity' | 'total'>[]): {
  sold: number;
  revenue: number;
} {
  return items.reduce((sum, item) => ({ sold: sum.sold + item.quantity, revenue: sum.revenue + item.total }), {
    sold: 0,
    revenue: 0,
  });
}
