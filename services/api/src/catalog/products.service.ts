import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  CATALOG_MESSAGES,
  deriveUpc,
  FIND_SIMILAR_MAX,
  type Page,
  type ProductFields,
  type ProductHistoryEntry,
  type ProductListQuery,
  type ProductSales,
  type ProductUpdate,
  type Product as ProductView,
  stockChangedMessage,
  summariseSales,
} from '@qmj/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../common/db-errors.js';
import { inTransaction } from '../common/transaction.js';
import { MediaService, type UploadedImage } from '../media/media.service.js';
import { Category } from './category.entity.js';
import { DEFAULT_SHIPS_FROM, Product } from './product.entity.js';
import { recordHistory } from './product-history.js';
import { ProductListCache } from './product-list-cache.js';
import { ProductSalesService } from './product-sales.service.js';
import { ProductStockService } from './product-stock.service.js';
import {
  containsPattern,
  editType,
  type ProductHistoryRow,
  type ProductRow,
  toHistoryEntry,
  toProduct,
} from './product-view.js';
import { Size } from './size.entity.js';

/**
 * Plain SQL that both drivers read the same way (`?` parameters, unquoted camelCase columns): the
 * list is the hot path, so a page is one query with the names joined in (and one for the sold counts).
 */
const PRODUCT_COLUMNS = `p.id, p.upc, p.categoryId, c.name AS categoryName, p.sizeId, s.label AS sizeLabel, p.name,
  p.description, p.imageKey, p.stock, p.unitPrice, p.ships, p.createdAt, p.updatedAt`;
const PRODUCT_FROM = 'products p LEFT JOIN categories c ON c.id = p.categoryId LEFT JOIN sizes s ON s.id = p.sizeId';

export interface ProductFilter {
  categoryId?: number;
  q?: string;
}

function whereClause(filter: ProductFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.categoryId !== undefined) {
    conditions.push('p.categoryId = ?');
    params.push(filter.categoryId);
  }
  if (filter.q) {
    conditions.push("LOWER(p.name) LIKE ? ESCAPE '!'");
    params.push(containsPattern(filter.q));
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** How many UPC rehashes are tried before giving up (a collision is already rare). */
const MAX_UPC_ATTEMPTS = 50;

@Injectable()
export class ProductsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
    private readonly salesLedger: ProductSalesService,
    private readonly listCache: ProductListCache,
    private readonly stock: ProductStockService,
  ) {}

  private allIdsCache?: { stamp: string; ids: number[] };

  /**
   * One page of the catalogue, newest first, as the JSON text of `{ items, total, page, pageSize }`:
   * the cache keeps it serialised, so that a cached page costs no work at all.
   */
  listJson(query: ProductListQuery): Promise<string> {
    const key = JSON.stringify([query.categoryId ?? null, query.q ?? '', query.page, query.pageSize]);
    return this.listCache.get(key, async () => JSON.stringify(await this.loadPage(query))) as Promise<string>;
  }

  /**
   * The page's rows are found by id in the filter's id list: an OFFSET would walk every wider row
   * before the page in the database, on each page load. The list's length is the total.
   */
  private async loadPage(query: ProductListQuery): Promise<Page<ProductView>> {
    const ids = await this.filterIds(query);
    const offset = (query.page - 1) * query.pageSize;
    const pageIds = ids.slice(offset, offset + query.pageSize);
    const rows: ProductRow[] = pageIds.length
      ? await this.dataSource.query(
          `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM}
           WHERE p.id IN (${pageIds.map(() => '?').join(', ')}) ORDER BY p.id DESC`,
          pageIds,
        )
      : [];
    return { items: await this.withSold(rows), total: ids.length, page: query.page, pageSize: query.pageSize };
  }

  /** The ids of a filter's products, newest first; cached like the pages, and cleared with them. */
  private filterIds(filter: ProductFilter): Promise<number[]> {
    const key = JSON.stringify(['ids', filter.categoryId ?? null, filter.q ?? '']);
    return this.listCache.get(key, async () => {
      if (filter.categoryId === undefined && !filter.q) return this.allIds();
      const where = whereClause(filter);
      const rows: { id: number | string }[] = await this.dataSource.query(
        `SELECT p.id FROM products p ${where.sql} ORDER BY p.id DESC`,
        where.params,
      );
      return rows.map((row) => Number(row.id));
    }) as Promise<number[]>;
  }

  /**
   * Every product id, newest first. Reading them all takes milliseconds on a large catalogue, so
   * they are kept while the count and the highest id stay the same: ids are never reused, so any
   * insert or delete (in any process) changes one of the two.
   */
  private async allIds(): Promise<number[]> {
    const [mark] = await this.dataSource.query('SELECT COUNT(*) AS total, MAX(p.id) AS top FROM products p');
    const stamp = `${mark?.total}:${mark?.top}`;
    if (this.allIdsCache?.stamp !== stamp) {
      const rows: { id: number | string }[] = await this.dataSource.query(
        'SELECT p.id FROM products p ORDER BY p.id DESC',
      );
      this.allIdsCache = { stamp, ids: rows.map((row) => Number(row.id)) };
    }
    return this.allIdsCache.ids;
  }

  /** Every product of a filter, for the PDF (newest first, like the list). */
  async listAll(filter: ProductFilter): Promise<ProductView[]> {
    const where = whereClause(filter);
    const rows: ProductRow[] = await this.dataSource.query(
      `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} ${where.sql} ORDER BY p.id DESC`,
      where.params,
    );
    return this.withSold(rows);
  }

  /** 404 'That product does not exist.' */
  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<ProductView> {
    const rows: ProductRow[] = await manager.query(`SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE p.id = ?`, [
      id,
    ]);
    if (rows.length === 0) throw new NotFoundException(CATALOG_MESSAGES.productMissing);
    return toProduct(rows[0], await this.salesLedger.soldCount(id));
  }

  /** At most 8 other products of the same category. */
  async similar(id: number): Promise<ProductView[]> {
    const product = await this.get(id);
    const rows: ProductRow[] = await this.dataSource.query(
      `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE p.categoryId = ? AND p.id <> ? ORDER BY p.id DESC LIMIT ?`,
      [product.categoryId, id, FIND_SIMILAR_MAX],
    );
    return this.withSold(rows);
  }

  async history(id: number): Promise<ProductHistoryEntry[]> {
    await this.requireExists(id);
    const rows: ProductHistoryRow[] = await this.dataSource.query(
      `SELECT h.id, h.productId, h.type, h.upc, h.categoryId, c.name AS categoryName, h.sizeId, s.label AS sizeLabel,
        h.name, h.description, h.imageKey, h.unitPrice, h.stock, h.oldStock, h.createdAt
       FROM product_history h LEFT JOIN categories c ON c.id = h.categoryId LEFT JOIN sizes s ON s.id = h.sizeId
       WHERE h.productId = ? ORDER BY h.id ASC`,
      [id],
    );
    return rows.map(toHistoryEntry);
  }

  /** The accepted orders of a product with their sums. */
  async sales(id: number): Promise<ProductSales> {
    const product = await this.get(id);
    const items = await this.salesLedger.salesOf(id);
    return { productId: id, productName: product.name, upc: product.upc, ...summariseSales(items), items };
  }

  async requireExists(id: number): Promise<void> {
    if (!(await this.dataSource.manager.existsBy(Product, { id }))) {
      throw new NotFoundException(CATALOG_MESSAGES.productMissing);
    }
  }

  /**
   * Creates a product with a new UPC (`deriveUpc`, rehashed with the next attempt while taken) and
   * its 'create' history row in one transaction. Every field and the image are required.
   */
  async create(fields: ProductFields, image: UploadedImage | undefined): Promise<ProductView> {
    if (!image) throw new BadRequestException(CATALOG_MESSAGES.fillRequired);
    const imageKey = await this.media.storeImage(image);
    try {
      const id = await this.insertWithUpc(fields, imageKey);
      return await this.get(id);
    } catch (error) {
      await this.media.remove(imageKey);
      throw error;
    }
  }

  /** The same insert for code that already has a stored image (demo data). */
  async insertWithUpc(fields: ProductFields, imageKey: string | null): Promise<number> {
    let attempt = 0;
    for (;;) {
      try {
        const id = await inTransaction(this.dataSource, async (manager) => {
          await this.requireCategoryAndSize(manager, fields);
          const source = {
            categoryId: fields.categoryId,
            sizeId: fields.sizeId,
            name: fields.name,
            unitPrice: fields.unitPrice,
          };
          while (await manager.existsBy(Product, { upc: deriveUpc(source, attempt) })) {
            attempt += 1;
            if (attempt >= MAX_UPC_ATTEMPTS) throw new Error('no free UPC after many rehashes');
          }
          const product = manager.create(Product, {
            upc: deriveUpc(source, attempt),
            categoryId: fields.categoryId,
            sizeId: fields.sizeId,
            name: fields.name,
            description: fields.description,
            imageKey,
            stock: fields.stock,
            unitPrice: fields.unitPrice,
            ships: fields.ships || DEFAULT_SHIPS_FROM,
          });
          await manager.save(product);
          await recordHistory(manager, product, 'create', 0);
          return product.id;
        });
        this.listCache.clear();
        return id;
      } catch (error) {
        // Another request took the same UPC between the check and the insert: the unique index
        // refused it, so rehash with the next attempt.
        if (isUniqueViolation(error) && attempt < MAX_UPC_ATTEMPTS) {
          attempt += 1;
          continue;
        }
        throw error;
      }
    }
  }

  /**
   * Edits a product (the UPC never changes) and writes an 'edit' history row, or 'restock' when the
   * stock went up, in the same transaction. The image is optional here.
   */
  async update(id: number, fields: ProductUpdate, image: UploadedImage | undefined): Promise<ProductView> {
    const imageKey = image ? await this.media.storeImage(image) : null;
    try {
      await inTransaction(this.dataSource, async (manager) => {
        await this.stock.lock(manager, id);
        const product = await manager.findOneBy(Product, { id });
        if (!product) throw new NotFoundException(CATALOG_MESSAGES.productMissing);
        if (fields.stockWas !== undefined && fields.stockWas !== product.stock) {
          throw new ConflictException(stockChangedMessage(product.stock));
        }
        await this.requireCategoryAndSize(manager, fields);
        const oldStock = product.stock;
        product.categoryId = fields.categoryId;
        product.sizeId = fields.sizeId;
        product.name = fields.name;
        product.description = fields.description;
        product.stock = fields.stock;
        product.unitPrice = fields.unitPrice;
        if (fields.ships) product.ships = fields.ships;
        // Old images stay: the history rows still show them.
        if (imageKey) product.imageKey = imageKey;
        await manager.save(product);
        await recordHistory(manager, product, editType(oldStock, product.stock), oldStock);
      });
      this.listCache.clear();
    } catch (error) {
      await this.media.remove(imageKey);
      throw error;
    }
    return this.get(id);
  }

  private async requireCategoryAndSize(manager: EntityManager, fields: Pick<ProductFields, 'categoryId' | 'sizeId'>) {
    if (!(await manager.existsBy(Category, { id: fields.categoryId }))) {
      throw new BadRequestException(CATALOG_MESSAGES.categoryMissing);
    }
    if (!(await manager.existsBy(Size, { id: fields.sizeId }))) {
      throw new BadRequestException(CATALOG_MESSAGES.sizeMissing);
    }
  }

  private async withSold(rows: ProductRow[]): Promise<ProductView[]> {
    const sold = await this.salesLedger.soldCounts(rows.map((row) => Number(row.id)));
    return rows.map((row) => toProduct(row, sold.get(Number(row.id)) ?? 0));
  }
}
