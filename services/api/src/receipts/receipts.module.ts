import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module.js';
import { MediaModule } from '../media/media.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { ReceiptReadingsModule } from './receipt-readings.service.js';
import { ReceiptsController } from './receipts.controller.js';
import { ReceiptsService } from './receipts.service.js';

/**
 * GCash receipts read and checked (docs/receipts.md): the readings' store (global, used by the
 * orders and bookings that queue them), the reader that works the queue, and the preview route.
 */
@Module({
  imports: [ReceiptReadingsModule, MediaModule, OrdersModule, BookingsModule, SettingsModule],
  controllers: [ReceiptsController],
  providers: [ReceiptsService],
})
export class ReceiptsModule {}
