import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { pesosToCentavos } from '@qmj/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { seedOnce } from '../database/seed-once.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { MediaService } from '../media/media.service.js';
import { CategoriesService } from './categories.service.js';
import { DEMO_CATALOG } from './demo-catalog.js';
import { drawProductImage } from './demo-images.js';
import { Product } from './product.entity.js';
import { ProductsService } from './products.service.js';

/**
 * On first start (no products yet): the business's categories and 27 products (three of them the customizable mugs S, M and L) with images
 * drawn by code, some at low stock. `SEED_DEMO_DATA=false` turns it off (the tests do).
 */
@Injectable()
export class CatalogDemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Catalogue');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
    private readonly categories: CategoriesService,
    private readonly products: ProductsService,
    private readonly media: MediaService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemoData) return;
    await seedOnce(this.unitOfWork, { table: Product, seed: () => this.seed(), logger: this.logger });
  }

  private async seed(): Promise<string> {
    const sizes = new Map((await this.categories.listSizes()).map((size) => [size.label, size.id]));
    const total = DEMO_CATALOG.reduce((sum, line) => sum + line.products.length, 0);
    let index = 0;
    for (const line of DEMO_CATALOG) {
      const category = await this.categories.ensure(line.category);
      for (const item of line.products) {
        const image = await this.media.prepareBuffer(drawProductImage(line.shape, (index * 360) / total + 7));
        index += 1;
        await this.products.insertWithUpc(
          {
            categoryId: category.id,
            sizeId: sizes.get(item.size) ?? sizes.values().next().value ?? 1,
            name: item.name,
            description: item.description,
            stock: item.stock,
            unitPrice: pesosToCentavos(item.price),
            customizableSize: item.customizableSize,
          },
          image,
        );
      }
    }
    return `Demo catalogue created: ${DEMO_CATALOG.length} categories, ${index} products`;
  }
}
