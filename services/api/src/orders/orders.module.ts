import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CustomizationsModule } from '../customizations/customizations.module.js';
import { MediaModule } from '../media/media.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { OrderStateMachine } from './order-state-machine.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';
import { OrdersDemoSeeder } from './orders-demo-seeder.js';
import { PendingOrdersCap } from './pending-orders-cap.js';

@Module({
  imports: [CatalogModule, CustomizationsModule, MediaModule, NotificationsModule, UsersModule],
  controllers: [OrdersController, AdminOrdersController],
  providers: [OrdersService, OrderStateMachine, PendingOrdersCap, OrdersDemoSeeder],
  exports: [OrdersService],
})
export class OrdersModule {}
