import { describe, expect, it } from '@jest/globals';
import {
  deriveUpc,
  ean13CheckDigit,
  PRODUCT_TABLE_COLUMNS,
  productFieldsSchema,
  stockStatus,
  summariseSales,
  toEan13,
} from './catalog.js';
import { CATALOG_MESSAGES } from './catalog-messages.js';

describe('deriveUpc', () => {
  const mug = { categoryId: 1, sizeId: 2, name: 'Magic Mug', unitPrice: 25000 };

  it('gives 12 digits, the same for the same product', () => {
    expect(deriveUpc(mug)).toMatch(/^[1-9]\d{11}$/);
    expect(deriveUpc(mug)).toBe(deriveUpc({ ...mug, name: '  magic mug ' }));
  });

  it('changes with any of its inputs and with a rehash attempt', () => {
    const upcs = new Set([
      deriveUpc(mug),
      deriveUpc({ ...mug, categoryId: 3 }),
      deriveUpc({ ...mug, sizeId: 3 }),
      deriveUpc({ ...mug, name: 'Mug' }),
      deriveUpc({ ...mug, unitPrice: 25100 }),
      deriveUpc(mug, 1),
    ]);
    expect(upcs.size).toBe(6);
  });

  it('rarely collides over many products', () => {
    const upcs = new Set(Array.from({ length: 10000 }, (_, index) => deriveUpc({ ...mug, name: `Mug ${index}` })));
    expect(upcs.size).toBeGreaterThan(9990);
  });
});

describe('EAN-13', () => {
  it('computes the check digit of known codes', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('978020137962')).toBe(4);
    expect(toEan13('590123412345')).toBe('5901234123457');
  });

  it('refuses anything but 12 digits', () => {
    expect(() => ean13CheckDigit('12345')).toThrow();
  });
});

describe('stock status', () => {
  it('is Low Stock at 15 or less', () => {
    expect(stockStatus(15)).toBe('Low Stock');
    expect(stockStatus(16)).toBe('High Stock');
  });
});

describe('productFieldsSchema', () => {
  const valid = { categoryId: '1', sizeId: '2', name: 'Mug', description: 'A mug', stock: '10', unitPrice: '25000' };

  it('coerces the multipart text', () => {
    expect(productFieldsSchema.parse(valid)).toMatchObject({ categoryId: 1, stock: 10, unitPrice: 25000 });
  });

  it('says which rule a bad form breaks', () => {
    for (const field of Object.keys(valid)) {
      const result = productFieldsSchema.safeParse({ ...valid, [field]: '' });
      expect(result.success ? null : result.error.issues[0]?.message).toBe(CATALOG_MESSAGES.fillRequired);
    }
    const negative = productFieldsSchema.safeParse({ ...valid, stock: '-1' });
    expect(negative.success ? null : negative.error.issues[0]?.message).toBe(CATALOG_MESSAGES.wholeNumber);
    const fraction = productFieldsSchema.safeParse({ ...valid, unitPrice: '12.5' });
    expect(fraction.success ? null : fraction.error.issues[0]?.message).toBe(CATALOG_MESSAGES.wholeNumber);
  });
});

describe('summariseSales', () => {
  it('sums quantities and totals, zero for none', () => {
    expect(summariseSales([])).toEqual({ sold: 0, revenue: 0 });
    expect(
      summariseSales([
        { quantity: 2, total: 50000 },
        { quantity: 3, total: 75000 },
      ]),
    ).toEqual({ sold: 5, revenue: 125000 });
  });

  it('names the product table columns in the order of the specification', () => {
    expect(PRODUCT_TABLE_COLUMNS.join(',')).toBe('UPC,Category,Product,Status,Stock,Price,Size,Unit Price');
  });
});
