import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  CATALOG_MESSAGES,
  deriveUpc,
  FIND_SIMILAR_MAX,
  type MugSize,
  PAGE_SIZE,
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
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { containsPattern, matchesSearch, selectColumns } from '../common/database-rows.js';
import { isUniqueViolation } from '../common/db-errors.js';
import type { PreparedJson } from '../common/endpoint.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PreparedQuery } from '../database/prepared-query.js';
import { countedRows } from '../database/row-counts.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { MediaService, type PendingUpload, type UploadedImage } from '../media/media.service.js';
import { OrderLedgerService, type UnitsSold, withUnitsSold } from '../orders/order-ledger.service.js';
import { type RatingsOfProduct, withRatings } from '../reviews/review-ratings.js';
import { Category } from './category.entity.js';
import { DEFAULT_SHIPS_FROM, Product } from './product.entity.js';
import { ProductHistory } from './product-history.entity.js';
import { recordHistory } from './product-history.js';
import { ProductListCache } from './product-list-cache.js';
import { PRODUCT_BY_ID, PRODUCT_ID } from './product-queries.js';
import { ProductStockService } from './product-stock.service.js';
import {
  editType,
  type ProductHistoryRow,
  type ProductRow,
  standingOf,
  toHistoryEntry,
  toProduct,
} from './product-view.js';
import { Size } from './size.entity.js';

/** A product row: the product with its category name and size label joined in (the list is one query a page). */
const PRODUCT_COLUMNS: Record<keyof ProductRow, string> = {
  id: 'p.id',
  upc: 'p.upc',
  categoryId: 'p.categoryId',
  categoryName: 'c.name',
  sizeId: 'p.sizeId',
  sizeLabel: 's.label',
  name: 'p.name',
  description: 'p.description',
  imageKey: 'p.imageKey',
  stock: 'p.stock',
  unitPrice: 'p.unitPrice',
  ships: 'p.ships',
  customizableSize: 'p.customizableSize',
  createdAt: 'p.createdAt',
  updatedAt: 'p.updatedAt',
};

/** A product row with the figures its standing is made of, read in the same statement. */
type StandingRow = ProductRow & UnitsSold & RatingsOfProduct;

/** A product with its category's name, size's label, units sold and ratings, as every product view shows it. */
function productRowsOf(manager: EntityManager): SelectQueryBuilder<Product> {
  const columns = selectColumns(
    manager
      .createQueryBuilder(Product, 'p')
      .leftJoin(Category, 'c', 'c.id = p.categoryId')
      .leftJoin(Size, 's', 's.id = p.sizeId'),
    PRODUCT_COLUMNS,
  );
  return withRatings(withUnitsSold(columns, 'p.id'), 'p.id');
}

const productView = (row: StandingRow): ProductView => toProduct(row, standingOf(row));

/** The products of a page or a detail, newest first (docs/architecture.md#prepared-queries). */
const PRODUCT_ROWS_BY_IDS = PreparedQuery.values<StandingRow>('product rows by ids', (manager) =>
  productRowsOf(manager).where('p.id IN (:...ids)').orderBy('p.id', 'DESC'),
);

/**
 * How many products there are and the highest id: any insert or delete changes one of the two. The count is
 * the database's counters' (docs/architecture.md#counted-lists): a `COUNT(*)` reads every product.
 */
const PRODUCT_COUNT_AND_TOP = PreparedQuery.values<{ total: number | string | null; top: number | string | null }>(
  'product count and top id',
  (manager) => {
    const total = countedRows(manager, 'products.categoryId');
    return manager
      .createQueryBuilder(Product, 'p')
      .select(`(${total.getQuery()})`, 'total')
      .addSelect('MAX(p.id)', 'top')
      .setParameters(total.getParameters());
  },
);

/** At most `FIND_SIMILAR_MAX` other products of product `:id`'s category, newest first; none when there is no such product. */
const SIMILAR_ROWS = PreparedQuery.values<StandingRow>('similar product rows', (manager) =>
  productRowsOf(manager)
    .where((query) => {
      const category = query.subQuery().select('o.categoryId').from(Product, 'o').where('o.id = :id');
      return `p.categoryId = ${category.getQuery()} AND p.id <> :id`;
    })
    .orderBy('p.id', 'DESC')
    .limit(FIND_SIMILAR_MAX),
);

const HISTORY_COLUMNS: Record<keyof ProductHistoryRow, string> = {
  id: 'h.id',
  productId: 'h.productId',
  type: 'h.type',
  upc: 'h.upc',
  categoryId: 'h.categoryId',
  categoryName: 'c.name',
  sizeId: 'h.sizeId',
  sizeLabel: 's.label',
  name: 'h.name',
  description: 'h.description',
  imageKey: 'h.imageKey',
  unitPrice: 'h.unitPrice',
  stock: 'h.stock',
  oldStock: 'h.oldStock',
  createdAt: 'h.createdAt',
};

/** A product's history, oldest first, with the category's and size's names. */
const HISTORY_OF_PRODUCT = PreparedQuery.values<ProductHistoryRow>('history of a product', (manager) =>
  selectColumns(
    manager
      .createQueryBuilder(ProductHistory, 'h')
      .leftJoin(Category, 'c', 'c.id = h.categoryId')
      .leftJoin(Size, 's', 's.id = h.sizeId'),
    HISTORY_COLUMNS,
  )
    .where('h.productId = :id')
    .orderBy('h.id', 'ASC'),
);

export interface ProductFilter {
  categoryId?: number;
  q?: string;
  /** Only the customizer's mugs (`true`) or only the other products (`false`); both when absent. */
  customizable?: boolean;
}

/** Which optional parts of a filter are given: each shape is a statement of its own. */
type FilterShape = { category: boolean; search: boolean; customizable: boolean; notCustomizable: boolean };

function filterShape(filter: ProductFilter): FilterShape {
  return {
    category: filter.categoryId !== undefined,
    search: Boolean(filter.q),
    customizable: filter.customizable === true,
    notCustomizable: filter.customizable === false,
  };
}

/** The values a filter's statement binds (those of the parts it does not have are left unbound). */
function filterValues(filter: ProductFilter) {
  return { categoryId: filter.categoryId, pattern: filter.q ? containsPattern(filter.q) : undefined };
}

function filtered<Q extends SelectQueryBuilder<Product>>(query: Q, shape: FilterShape): Q {
  if (shape.category) query.andWhere('p.categoryId = :categoryId');
  if (shape.search) query.andWhere(matchesSearch('p.name'));
  if (shape.customizable) query.andWhere('p.customizableSize IS NOT NULL');
  if (shape.notCustomizable) query.andWhere('p.customizableSize IS NULL');
  return query;
}

/**
 * The ids of a filter's products. They are read in no order, so that the database takes them from an
 * index that holds them rather than from every row of the table, and sorted by the caller
 * (docs/architecture.md#lists).
 */
const FILTERED_IDS = PreparedQuery.byShape<number | string, FilterShape>(
  'one value',
  'ids of filtered products',
  (manager, shape) => filtered(manager.createQueryBuilder(Product, 'p').select('p.id', 'id'), shape),
);

/** Every product of a filter, newest first: the list as a PDF. */
const FILTERED_ROWS = PreparedQuery.byShape<StandingRow, FilterShape>(
  'values',
  'filtered product rows',
  (manager, shape) => filtered(productRowsOf(manager), shape).orderBy('p.id', 'DESC'),
);

/** What tells one filter's cached lists from another's. */
function filterKey(filter: ProductFilter) {
  return [filter.categoryId ?? null, filter.q ?? '', filter.customizable ?? null];
}

/** How many UPC rehashes are tried before giving up (a collision is already rare). */
const MAX_UPC_ATTEMPTS = 50;

@Injectable()
export class ProductsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
    private readonly media: MediaService,
    private readonly ledger: OrderLedgerService,
    private readonly listCache: ProductListCache,
    private readonly stock: ProductStockService,
  ) {}

  private allIdsCache?: { stamp: string; changeStamp: string | null; ids: number[] };
  /** The change stamp the list reads of this event-loop turn wait for (see `turnStamp`). */
  private pendingStamp?: Promise<string | null>;

  /**
   * One page of the catalogue, newest first, as the JSON of `{ items, total, page, pageSize }`: the
   * cache keeps it as the bytes sent, so that a cached page costs no work at all.
   */
  async listJson(query: ProductListQuery): Promise<PreparedJson<Page<ProductView>>> {
    // No stamp, nothing kept: the switch lets the read-routes bench measure the reads themselves.
    const stamp = this.config.productListCache ? await this.turnStamp() : null;
    const key = JSON.stringify([filterKey(query), query.page, query.pageSize]);
    return this.listCache.get(stamp, key, async () =>
      Buffer.from(JSON.stringify(await this.loadPage(query, stamp))),
    ) as Promise<Buffer>;
  }

  /**
   * The change stamp the list cache is keyed by (`UnitOfWork.changeStamp`: the reading
   * connection's `data_version` on SQLite, which every commit moves; `null` elsewhere, so nothing is
   * kept), read once for all the list reads of this event-loop turn once the turn's I/O is done:
   * after each of their requests arrived, so a write committed before a request arrived is still in
   * its answer, and a busy turn's many reads share one read of the stamp.
   */
  private turnStamp(): Promise<string | null> {
    this.pendingStamp ??= new Promise((resolve, reject) =>
      setImmediate(() => {
        this.pendingStamp = undefined;
        try {
          resolve(this.unitOfWork.changeStamp());
        } catch (error) {
          reject(error);
        }
      }),
    );
    return this.pendingStamp;
  }

  /**
   * The page's rows are found by id in the filter's id list: an OFFSET would walk every wider row
   * before the page in the database, on each page load. The list's length is the total.
   */
  private async loadPage(query: ProductListQuery, stamp: string | null): Promise<Page<ProductView>> {
    const ids = await this.filterIds(query, stamp);
    const offset = (query.page - 1) * query.pageSize;
    const pageIds = ids.slice(offset, offset + query.pageSize);
    const rows = pageIds.length ? await this.unitOfWork.rows(PRODUCT_ROWS_BY_IDS, { ids: pageIds }) : [];
    return { items: rows.map(productView), total: ids.length, page: query.page, pageSize: query.pageSize };
  }

  /** The ids of a filter's products, newest first; cached like the pages, and cleared with them. */
  private filterIds(filter: ProductFilter, stamp: string | null): Promise<number[]> {
    const key = JSON.stringify(['ids', filterKey(filter)]);
    return this.listCache.get(stamp, key, async () => {
      if (filter.categoryId === undefined && !filter.q && filter.customizable === undefined) return this.allIds();
      return this.idsOf(filter);
    }) as Promise<number[]>;
  }

  /**
   * Every product id, newest first. Reading them all takes milliseconds on a large catalogue, so
   * they are kept while the count and the highest id stay the same: ids are never reused, so any
   * insert or delete (in any process) changes one of the two. On SQLite even that check is skipped
   * while the database's change stamp has not moved since it was last made: no commit anywhere in
   * between, so nothing to look for.
   */
  private async allIds(): Promise<number[]> {
    const changeStamp = this.unitOfWork.changeStamp();
    const kept = this.allIdsCache;
    if (kept && changeStamp !== null && kept.changeStamp === changeStamp) return kept.ids;
    const mark = await this.unitOfWork.row(PRODUCT_COUNT_AND_TOP);
    const stamp = `${mark?.total}:${mark?.top}`;
    const ids = kept?.stamp === stamp ? kept.ids : await this.idsOf({});
    this.allIdsCache = { stamp, changeStamp, ids };
    return ids;
  }

  /** The ids of a filter's products, newest first. */
  private async idsOf(filter: ProductFilter): Promise<number[]> {
    const ids = await this.unitOfWork.rows(FILTERED_IDS(filterShape(filter)), filterValues(filter));
    return ids.map(Number).sort((a, b) => b - a);
  }

  /** Every product of a filter, for the PDF (newest first, like the list). */
  async listAll(filter: ProductFilter): Promise<ProductView[]> {
    return (await this.unitOfWork.rows(FILTERED_ROWS(filterShape(filter)), filterValues(filter))).map(productView);
  }

  /** 404 'That product does not exist.' */
  async get(id: number): Promise<ProductView> {
    const row = await this.unitOfWork.row(PRODUCT_ROWS_BY_IDS, { ids: [id] });
    if (!row) throw new NotFoundException(CATALOG_MESSAGES.productMissing);
    return productView(row);
  }

  /** At most 8 other products of the same category; 404 'That product does not exist.' */
  async similar(id: number): Promise<ProductView[]> {
    return (await this.ofExisting(id, await this.unitOfWork.rows(SIMILAR_ROWS, { id }))).map(productView);
  }

  async history(id: number): Promise<ProductHistoryEntry[]> {
    return (await this.ofExisting(id, await this.unitOfWork.rows(HISTORY_OF_PRODUCT, { id }))).map(toHistoryEntry);
  }

  /** A page of the accepted orders of a product, with the pieces sold and the revenue of them all. */
  async sales(id: number, page: number): Promise<ProductSales> {
    const product = await this.find(id);
    const sales = await this.ledger.salesPageOf(id, { page, pageSize: PAGE_SIZE });
    return { productId: id, productName: product.name, upc: product.upc, ...sales, page, pageSize: PAGE_SIZE };
  }

  /** Every accepted order of a product with their sums, for its PDF. */
  async allSales(id: number): Promise<Omit<ProductSales, 'total' | 'page' | 'pageSize'>> {
    const product = await this.find(id);
    const items = await this.ledger.salesOf(id);
    return { productId: id, productName: product.name, upc: product.upc, ...summariseSales(items), items };
  }

  async requireExists(id: number): Promise<void> {
    if (!(await this.unitOfWork.row(PRODUCT_ID, { id }))) {
      throw new NotFoundException(CATALOG_MESSAGES.productMissing);
    }
  }

  /**
   * `rows` read about product `id` (its history, similar products, reviews) in the one statement of a read: a
   * row says the product exists, since what is read of it goes with it; with none, the product is looked up,
   * 404 when there is no such product.
   */
  async ofExisting<Row>(id: number, rows: Row[]): Promise<Row[]> {
    if (rows.length === 0) await this.requireExists(id);
    return rows;
  }

  /**
   * The product itself (404 'That product does not exist.'). What an order copies from it is read
   * again from the row its transaction locks (`ProductStockService.lock`).
   */
  async find(id: number): Promise<Product> {
    const product = await this.unitOfWork.row(PRODUCT_BY_ID, { id });
    if (!product) throw new NotFoundException(CATALOG_MESSAGES.productMissing);
    return product;
  }

  /**
   * Creates a product with a new UPC (`deriveUpc`, rehashed with the next attempt while taken) and
   * its 'create' history row in one transaction, the image kept with it. Every field and the image
   * are required.
   */
  async create(fields: ProductFields, image: UploadedImage | undefined): Promise<ProductView> {
    if (!image) throw new BadRequestException(CATALOG_MESSAGES.fillRequired);
    const id = await this.insertWithUpc(fields, await this.media.prepare(image));
    return this.get(id);
  }

  /** The same insert for an image already prepared (demo data, which also makes the customizable mugs). */
  insertWithUpc(fields: ProductFields & { customizableSize?: MugSize }, image: PendingUpload): Promise<number> {
    return this.unitOfWork.transaction(async (manager) => {
      // Kept first, so that any refusal below removes the file with the rollback.
      const imageKey = await this.media.keep(image);
      await this.requireCategoryAndSize(manager, fields);
      const product = manager.create(Product, {
        categoryId: fields.categoryId,
        sizeId: fields.sizeId,
        name: fields.name,
        description: fields.description,
        imageKey,
        stock: fields.stock,
        unitPrice: fields.unitPrice,
        ships: fields.ships || DEFAULT_SHIPS_FROM,
        customizableSize: fields.customizableSize ?? null,
      });
      const source = {
        categoryId: fields.categoryId,
        sizeId: fields.sizeId,
        name: fields.name,
        unitPrice: fields.unitPrice,
      };
      for (let attempt = 0; ; attempt += 1) {
        product.upc = deriveUpc(source, attempt);
        try {
          await manager.insert(Product, product);
          break;
        } catch (error) {
          // The unique index refused the UPC (an older product's, or one made at the same moment):
          // only that statement failed, so the transaction goes on with the next attempt.
          if (!isUniqueViolation(error) || attempt + 1 >= MAX_UPC_ATTEMPTS) throw error;
        }
      }
      await recordHistory(this.unitOfWork, product, 'create', 0);
      this.unitOfWork.afterCommit(() => this.listCache.clear());
      return product.id;
    });
  }

  /**
   * Edits a product (the UPC never changes) and writes an 'edit' history row, or 'restock' when the
   * stock went up, in the same transaction, on the product row it locks: an order placed meanwhile
   * waits, and copies the edited price. The image is optional here.
   */
  async update(id: number, fields: ProductUpdate, image: UploadedImage | undefined): Promise<ProductView> {
    const pending = image ? await this.media.prepare(image) : null;
    await this.unitOfWork.transaction(async (manager) => {
      // Kept first, so that any refusal below removes the file with the rollback.
      const imageKey = pending ? await this.media.keep(pending) : null;
      const product = await this.stock.lock(id);
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
      await recordHistory(this.unitOfWork, product, editType(oldStock, product.stock), oldStock);
      this.unitOfWork.afterCommit(() => this.listCache.clear());
    });
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
}
