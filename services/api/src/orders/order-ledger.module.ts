import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DailySale } from './daily-sale.entity.js';
import { Order } from './order.entity.js';
import { OrderLedgerService } from './order-ledger.service.js';

/** The orders module's read side for the catalogue, the reviews and the dashboard, with no dependency of its own. */
@Module({
  imports: [TypeOrmModule.forFeature([Order, DailySale])],
  providers: [OrderLedgerService],
  exports: [OrderLedgerService],
})
export class OrderLedgerModule {}
