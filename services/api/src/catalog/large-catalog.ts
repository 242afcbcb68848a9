import { randomBytes } from 'node:crypto';
import { deriveUpc, pesosToCentavos } from '@qmj/contracts';
import type { UnitOfWork } from '../database/unit-of-work.js';
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
 * drawn image per category. A script of its own (no application, no `MediaService`): the images
 * are written straight into place, before the rows that share them.
 */
export async function fillLargeCatalog(
  unitOfWork: UnitOfWork,
  storage: StorageDriver,
  count: number,
  batchSize = 500,
): Promise<LargeCatalogResult> {
  const started = Date.now();
  const sizes = await unitOfWork.repository(Size).find({ order: { id: 'ASC' } });
  const lines: { categoryId: number; imageKey: string; line: (typeof DEMO_CATALOG)[number] }[] = [];
  for (const [index, line] of DEMO_CATALOG.entries()) {
    const nameKey = categoryKey(line.category);
    const category = await unitOfWork.transaction(
      async (manager) =>
        (await manager.findOneBy(Category, { nameKey })) ?? manager.save(Category, { name: line.category, nameKey }),
    );
    const imageKey = `${randomBytes(16).toString('hex')}.png`;
    await storage.putPending('public', imageKey, drawProductImage(line.shape, index * 60 + 20), 'image/png');
    await storage.promote('public', imageKey);
    lines.push({ categoryId: category.id, imageKey, line });
  }
  await unitOfWork.transaction(async (manager) => {
    const taken = new Set((await manager.find(Product, { select: { upc: true } })).map((product) => product.upc));
    const already = taken.size;
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
  return {
    inserted: count,
    total: await unitOfWork.repository(Product).count(),
    seconds: (Date.now() - started) / 1000,
  };
}
