import { randomBytes } from 'node:crypto';
import { deriveUpc, pesosToCentavos } from '@qmj/contracts';
import type { DataSource } from 'typeorm';
import { inTransaction } from '../common/transaction.js';
import type { StorageDriver } from '../media/storage-driver.js';
import { categoryKey } from './categories.service.js';
import { Category } from './category.entity.js';
import { DEMO_CATALOG } from './demo-catalog.js';
import { drawProductImage } from './demo-images.js';
import { Product } from './product.entity.js';
import { ProductHistory } from './product-history.entity.js';
import { Size } from './size.entity.js';

const ADJECTIVES = [
  'Classic',
  'Premium',
  'Custom',
  'Deluxe',
  'Mini',
  'Jumbo',
  'Vintage',
  'Glossy',
  'Matte',
  'Personalised',
];

export interface LargeCatalogResult {
  inserted: number;
  total: number;
  seconds: number;
}

/**
 * Fills the database with `count` more products (and their 'create' history rows) for benchmarks:
 * batched multi-row inserts in one transaction, UPCs from `deriveUpc` kept unique in memory, one
 * drawn image per category.
 */
export async function fillLargeCatalog(
  dataSource: DataSource,
  storage: StorageDriver,
  count: number,
  batchSize = 500,
): Promise<LargeCatalogResult> {
  const started = Date.now();
  const sizes = await dataSource.getRepository(Size).find({ order: { id: 'ASC' } });
  const lines: { categoryId: number; imageKey: string; line: (typeof DEMO_CATALOG)[number] }[] = [];
  for (const [index, line] of DEMO_CATALOG.entries()) {
    const nameKey = categoryKey(line.category);
    let category = await dataSource.getRepository(Category).findOneBy({ nameKey });
    category ??= await dataSource.getRepository(Category).save({ name: line.category, nameKey });
    const imageKey = `${randomBytes(16).toString('hex')}.png`;
    await storage.put('public', imageKey, drawProductImage(line.shape, index * 60 + 20), 'image/png');
    lines.push({ categoryId: category.id, imageKey, line });
  }
  const products = dataSource.getRepository(Product);
  const taken = new Set((await products.find({ select: { upc: true } })).map((product) => product.upc));
  const already = taken.size;

  await inTransaction(dataSource, async (manager) => {
    for (let offset = 0; offset < count; offset += batchSize) {
      const now = new Date();
      const batch: Partial<Product>[] = [];
      for (let i = offset; i < Math.min(count, offset + batchSize); i += 1) {
        const { categoryId, imageKey, line } = lines[i % lines.length];
        const template = line.products[Math.floor(i / lines.length) % line.products.length];
        const size = sizes.find((s) => s.label === template.size) ?? sizes[i % sizes.length];
        const name = `${ADJECTIVES[i % ADJECTIVES.length]} ${template.name} #${already + i + 1}`;
        const unitPrice = pesosToCentavos(template.price) + (i % 7) * 500;
        let attempt = 0;
        let upc = deriveUpc({ categoryId, sizeId: size.id, name, unitPrice });
        while (taken.has(upc)) upc = deriveUpc({ categoryId, sizeId: size.id, name, unitPrice }, ++attempt);
        taken.add(upc);
        batch.push({
          upc,
          categoryId,
          sizeId: size.id,
          name,
          description: template.description,
          imageKey,
          stock: (i * 37) % 250,
          unitPrice,
          ships: 'Lipa City, Batangas',
          createdAt: now,
          updatedAt: now,
        });
      }
      await manager.createQueryBuilder().insert().into(Product).values(batch).updateEntity(false).execute();
      const ids: { id: number; upc: string }[] = await manager
        .createQueryBuilder(Product, 'p')
        .select(['p.id', 'p.upc'])
        .where('p.upc IN (:...upcs)', { upcs: batch.map((row) => row.upc) })
        .getMany();
      const idByUpc = new Map(ids.map((row) => [row.upc, row.id]));
      await manager
        .createQueryBuilder()
        .insert()
        .into(ProductHistory)
        .values(
          batch.map((row) => ({
            productId: idByUpc.get(row.upc as string),
            type: 'create' as const,
            upc: row.upc,
            categoryId: row.categoryId,
            sizeId: row.sizeId,
            name: row.name,
            description: row.description,
            imageKey: row.imageKey,
            unitPrice: row.unitPrice,
            stock: row.stock,
            oldStock: 0,
            createdAt: now,
          })),
        )
        .updateEntity(false)
        .execute();
    }
  });
  return { inserted: count, total: await products.count(), seconds: (Date.now() - started) / 1000 };
}
