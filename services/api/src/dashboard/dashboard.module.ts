import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { OrderLedgerModule } from '../orders/order-ledger.module.js';
import { UsersModule } from '../users/users.module.js';
import { AnalyticsController } from './analytics.controller.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';
import { VisitorsService } from './visitors.service.js';

@Module({
  imports: [BookingsModule, CatalogModule, OrderLedgerModule, UsersModule],
  controllers: [DashboardController, AnalyticsController],
  providers: [DashboardService, VisitorsService],
  exports: [DashboardService],
})
export class DashboardModule {}
