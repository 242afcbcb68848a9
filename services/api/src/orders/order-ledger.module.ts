import { Module } from '@nestjs/common';
import { OrderLedgerService } from './order-ledger.service.js';

/** The orders module's read side for the catalogue, the reviews and the dashboard, with no dependency of its own. */
@Module({
  providers: [OrderLedgerService],
  exports: [OrderLedgerService],
})
export class OrderLedgerModule {}
