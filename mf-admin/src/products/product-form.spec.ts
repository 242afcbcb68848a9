import { describe, expect, it } from '@jest/globals';
import { CATALOG_MESSAGES, deriveUpc } from '@qmj/contracts';
import {
  EMPTY_PRODUCT_FORM,
  type ProductFormValues,
  previewTotal,
  previewUpc,
  productFormData,
  productFormProblem,
} from './product-form';

const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'mug.png', { type: 'image/png' });
const filled: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  categoryId: '2',
  sizeId: '3',
  name: 'Magic Mug',
  stock: '20',
  unitPricePesos: '250',
  description: 'A mug that shows the photo when hot.',
  image,
};

describe('previewUpc', () => {
  it('is blank until category, size, name and unit price are all filled', () => {
    expect(previewUpc({ ...filled, categoryId: '' })).toBe('');
    expect(previewUpc({ ...filled, name: '  ' })).toBe('');
    expect(previewUpc({ ...filled, unitPricePesos: '' })).toBe('');
  });

  it('is the UPC the server derives, from the unit price in centavos', () => {
    expect(previewUpc(filled)).toBe(deriveUpc({ categoryId: 2, sizeId: 3, name: 'Magic Mug', unitPrice: 25_000 }));
    expect(previewUpc(filled)).toMatch(/^\d{12}$/);
  });
});

describe('previewTotal', () => {
  it('is stock × unit price in pesos, blank while either is empty', () => {
    expect(previewTotal(filled)).toBe('₱5,000.00');
    expect(previewTotal({ ...filled, stock: '' })).toBe('');
    expect(previewTotal({ ...filled, unitPricePesos: '' })).toBe('');
  });
});

describe('productFormProblem', () => {
  it('asks for every required field, the image too when adding', () => {
    expect(productFormProblem(EMPTY_PRODUCT_FORM, true)).toBe(CATALOG_MESSAGES.fillRequired);
    expect(productFormProblem({ ...filled, image: null }, true)).toBe(CATALOG_MESSAGES.fillRequired);
    expect(productFormProblem({ ...filled, description: '' }, true)).toBe(CATALOG_MESSAGES.fillRequired);
    expect(productFormProblem(filled, true)).toBeNull();
  });

  it('keeps the current image when editing', () => {
    expect(productFormProblem({ ...filled, image: null }, false)).toBeNull();
  });

  it('wants whole numbers of 0 or more and an image file', () => {
    expect(productFormProblem({ ...filled, stock: '-1' }, true)).toBe(CATALOG_MESSAGES.wholeNumber);
    expect(productFormProblem({ ...filled, image: new File(['x'], 'a.txt', { type: 'text/plain' }) }, true)).toBe(
      CATALOG_MESSAGES.imageRequired,
    );
  });
});

describe('productFormData', () => {
  it('sends the unit price in centavos and the image', () => {
    const body = productFormData(filled);
    expect(body.get('unitPrice')).toBe('25000');
    expect(body.get('stock')).toBe('20');
    expect(body.get('ships')).toBe('Lipa City, Batangas');
    expect(body.get('image')).toBeInstanceOf(File);
    expect(body.get('stockWas')).toBeNull();
  });

  it('tells the server which stock an edit started from', () => {
    expect(productFormData({ ...filled, stock: '25', stockWas: '20' }).get('stockWas')).toBe('20');
  });
});
