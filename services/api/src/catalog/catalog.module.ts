import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module.js';
import { OrderLedgerModule } from '../orders/order-ledger.module.js';
import { CatalogDemoSeeder } from './catalog-demo-seeder.js';
import { CategoriesController } from './categories.controller.js';
import { CategoriesService } from './categories.service.js';
import { ProductListCache } from './product-list-cache.js';
import { ProductStockService } from './product-stock.service.js';
import { ProductsController } from './products.controller.js';
import { ProductsService } from './products.service.js';

@Module({
  imports: [MediaModule, OrderLedgerModule],
  controllers: [CategoriesController, ProductsController],
  providers: [CategoriesService, ProductsService, ProductListCache, ProductStockService, CatalogDemoSeeder],
  exports: [CategoriesService, ProductsService, ProductStockService],
})
export class CatalogModule {}
