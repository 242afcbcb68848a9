import { describe, expect, it } from '@jest/globals';
import { CATALOG_MESSAGES, deriveUpc, productFieldsSchema } from '@qmj/contracts';
import { EMPTY_PRODUCT_FORM, type ProductFormValues, previewTotal, previewUpc, productFields } from './product-form';

const filled: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  categoryId: '2',
  sizeId: '3',
  name: 'Magic Mug',
  stock: '20',
  unitPrice: '250',
  description: 'A mug that shows the photo when hot.',
};

/** The first problem the contracts' schema finds in the form's fields, or null. */
function schemaProblem(values: ProductFormValues): string | null {
  const checked = productFieldsSchema.safeParse(productFields(values));
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

describe('previewUpc', () => {
  it('is blank until category, size, name and unit price are all filled', () => {
    expect(previewUpc({ ...filled, categoryId: '' })).toBe('');
    expect(previewUpc({ ...filled, name: '  ' })).toBe('');
    expect(previewUpc({ ...filled, unitPrice: '' })).toBe('');
  });

  it('is the UPC the server derives, from the unit price in centavos', () => {
    expect(previewUpc(filled)).toBe(deriveUpc({ categoryId: 2, sizeId: 3, name: 'Magic Mug', unitPrice: 25_000 }));
    expect(previewUpc(filled)).toMatch(/^\d{12}$/);
  });
});

describe('previewTotal', () => {
  it('is stock × unit price in centavos, none while either is empty', () => {
    expect(previewTotal(filled)).toBe(500_000);
    expect(previewTotal({ ...filled, stock: '' })).toBeNull();
    expect(previewTotal({ ...filled, unitPrice: '' })).toBeNull();
  });
});

describe('productFields', () => {
  it('gives the unit price in centavos and the ships-from as typed', () => {
    const fields = productFields(filled);
    expect(fields.unitPrice).toBe(25_000);
    expect(fields.stock).toBe('20');
    expect(fields.ships).toBe('Lipa City, Batangas');
    expect(productFieldsSchema.parse(fields)).toMatchObject({ categoryId: 2, sizeId: 3, stock: 20, unitPrice: 25_000 });
  });

  it('leaves a blank ships-from out, so the API keeps its default', () => {
    expect(productFields({ ...filled, ships: '  ' }).ships).toBeUndefined();
  });

  it('lets the schema ask for every required field, then for whole numbers of 0 or more', () => {
    expect(schemaProblem(EMPTY_PRODUCT_FORM)).toBe(CATALOG_MESSAGES.fillRequired);
    expect(schemaProblem({ ...filled, description: '' })).toBe(CATALOG_MESSAGES.fillRequired);
    expect(schemaProblem({ ...filled, stock: '-1' })).toBe(CATALOG_MESSAGES.wholeNumber);
    expect(schemaProblem({ ...filled, unitPrice: 'abc' })).toBe(CATALOG_MESSAGES.wholeNumber);
    expect(schemaProblem(filled)).toBeNull();
  });
});
