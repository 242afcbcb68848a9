import { ConflictException, Injectable } from '@nestjs/common';
import { CATALOG_MESSAGES, type Category as CategoryView, type Size as SizeView } from '@qmj/contracts';
import { isUniqueViolation } from '../common/db-errors.js';
import { PreparedQuery } from '../database/prepared-query.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { Category } from './category.entity.js';
import { Size } from './size.entity.js';

/** The key that makes category names unique regardless of case and surrounding spaces. */
export function categoryKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Every category by name, and every size in order: each product form and filter lists them. */
const CATEGORIES = PreparedQuery.values<CategoryView>('categories', (manager) =>
  manager
    .createQueryBuilder(Category, 'c')
    .select('c.id', 'id')
    .addSelect('c.name', 'name')
    .orderBy('c.name', 'ASC')
    .addOrderBy('c.id', 'ASC'),
);
const SIZES = PreparedQuery.values<SizeView>('sizes', (manager) =>
  manager.createQueryBuilder(Size, 's').select('s.id', 'id').addSelect('s.label', 'label').orderBy('s.id', 'ASC'),
);

@Injectable()
export class CategoriesService {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async list(): Promise<CategoryView[]> {
    const rows = await this.unitOfWork.rows(CATEGORIES);
    return rows.map(({ id, name }) => ({ id: Number(id), name }));
  }

  /** 409 'That category already exists.' when the name is taken in any case (checked by the unique index too). */
  async create(rawName: string): Promise<CategoryView> {
    const name = rawName.trim().replace(/\s+/g, ' ');
    const nameKey = categoryKey(name);
    try {
      return await this.unitOfWork.transaction(async (manager) => {
        if (await manager.existsBy(Category, { nameKey })) throw new ConflictException(CATALOG_MESSAGES.categoryTaken);
        const saved = await manager.save(manager.create(Category, { name, nameKey }));
        return { id: saved.id, name: saved.name };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(CATALOG_MESSAGES.categoryTaken);
      throw error;
    }
  }

  /** The category with this name (any case), made if missing: for the demo data. */
  async ensure(name: string): Promise<CategoryView> {
    const existing = await this.unitOfWork.repository(Category).findOneBy({ nameKey: categoryKey(name) });
    return existing ? { id: existing.id, name: existing.name } : this.create(name);
  }

  async listSizes(): Promise<SizeView[]> {
    const rows = await this.unitOfWork.rows(SIZES);
    return rows.map(({ id, label }) => ({ id: Number(id), label }));
  }
}
