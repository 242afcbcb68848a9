import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CATALOG_MESSAGES, type Category as CategoryView, type Size as SizeView } from '@qmj/contracts';
import type { Repository } from 'typeorm';
import { isUniqueViolation } from '../common/db-errors.js';
import { Category } from './category.entity.js';
import { Size } from './size.entity.js';

/** The key that makes category names unique regardless of case and surrounding spaces. */
export function categoryKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

@Injectable()
export class CategoriesService {
  constructor(
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    @InjectRepository(Size) private readonly sizes: Repository<Size>,
  ) {}

  async list(): Promise<CategoryView[]> {
    const rows = await this.categories.find({ order: { name: 'ASC', id: 'ASC' } });
    return rows.map(({ id, name }) => ({ id, name }));
  }

  /** 409 'That category already exists.' when the name is taken in any case. */
  async create(rawName: string): Promise<CategoryView> {
    const name = rawName.trim().replace(/\s+/g, ' ');
    const nameKey = categoryKey(name);
    if (await this.categories.existsBy({ nameKey })) throw new ConflictException(CATALOG_MESSAGES.categoryTaken);
    try {
      const saved = await this.categories.save(this.categories.create({ name, nameKey }));
      return { id: saved.id, name: saved.name };
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(CATALOG_MESSAGES.categoryTaken);
      throw error;
    }
  }

  /** The category with this name (any case), made if missing: for the demo data. */
  async ensure(name: string): Promise<CategoryView> {
    const existing = await this.categories.findOneBy({ nameKey: categoryKey(name) });
    return existing ? { id: existing.id, name: existing.name } : this.create(name);
  }

  async listSizes(): Promise<SizeView[]> {
    const rows = await this.sizes.find({ order: { id: 'ASC' } });
    return rows.map(({ id, label }) => ({ id, label }));
  }
}
