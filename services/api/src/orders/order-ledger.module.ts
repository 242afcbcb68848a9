import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Order } from './order.entity.js';
import { OrderLedgerService } from './order-ledger.service.js';

/** The orders module's read side for the catalogue and the reviews, with no dependency of its own. */
@Module({
  imports: [TypeOrmModule.forFeature([Order])],
  providers: [OrderLedgerService],
  exports: [OrderLedgerService],
})
export class OrderLedgerModule {}
