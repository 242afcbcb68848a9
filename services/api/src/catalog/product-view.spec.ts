import { describe, expect, it } from '@jest/globals';
import { editType, type ProductRow, toHistoryEntry, toProduct } from './product-view.js';

const row: ProductRow = {
  id: 7,
  upc: '400638133393',
  categoryId: 2,
  categoryName: 'Mugs',
  sizeId: 5,
  sizeLabel: '11 oz',
  name: 'Magic Mug',
  description: 'Changes colour',
  imageKey: `${'c'.repeat(32)}.png`,
  stock: 12,
  unitPrice: 25000,
  ships: 'Lipa City, Batangas',
  customizableSize: 'M',
  createdAt: '2026-01-31 04:05:06.789',
  updatedAt: new Date('2026-02-01T00:00:00.000Z'),
};

const NONE = { sold: 0, ratingAverage: 0, ratingCount: 0 };

describe('toProduct', () => {
  it('derives EAN-13, inventory value, stock status and the image address', () => {
    expect(toProduct(row, { sold: 3, ratingAverage: 4.5, ratingCount: 2 })).toEqual({
      id: 7,
      upc: '400638133393',
      ean13: '4006381333931',
      categoryId: 2,
      categoryName: 'Mugs',
      sizeId: 5,
      sizeLabel: '11 oz',
      name: 'Magic Mug',
      description: 'Changes colour',
      imageUrl: `/api/media/${'c'.repeat(32)}.png`,
      stock: 12,
      unitPrice: 25000,
      inventoryValue: 300000,
      stockStatus: 'Low Stock',
      sold: 3,
      ratingAverage: 4.5,
      ratingCount: 2,
      ships: 'Lipa City, Batangas',
      customizableSize: 'M',
      createdAt: '2026-01-31T04:05:06.789Z',
      updatedAt: '2026-02-01T00:00:00.000Z',
    });
    expect(toProduct({ ...row, stock: 16 }, NONE).stockStatus).toBe('High Stock');
  });

  it("shows 'Unknown' for a missing category or size", () => {
    const product = toProduct({ ...row, categoryName: null, sizeLabel: null, imageKey: null }, NONE);
    expect(product.categoryName).toBe('Unknown');
    expect(product.sizeLabel).toBe('Unknown');
    expect(product.imageUrl).toBeNull();
  });

  it('maps a history row with its old stock', () => {
    const entry = toHistoryEntry({ ...row, productId: 7, type: 'restock', oldStock: 4, categoryName: null });
    expect(entry).toMatchObject({ productId: 7, type: 'restock', stock: 12, oldStock: 4, categoryName: 'Unknown' });
    expect(entry.inventoryValue).toBe(300000);
  });
});

describe('catalog helpers', () => {
  it('calls an edit that raises the stock a restock', () => {
    expect(editType(5, 6)).toBe('restock');
    expect(editType(5, 5)).toBe('edit');
    expect(editType(5, 1)).toBe('edit');
  });
});
