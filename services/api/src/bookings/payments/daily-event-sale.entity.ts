import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { BIGINT_AS_NUMBER } from '../../common/bigint-column.js';

/**
 * The booking payments confirmed on one Manila day (centavos), kept like `daily_sales` in the
 * transaction of every confirmation and undo (docs/dashboard.md).
 */
@Entity('daily_event_sales')
// A range of days summed from the index alone (a SQLite table's primary key holds only the day).
@Index('IDX_daily_event_sales_day_total', ['day', 'total'])
export class DailyEventSale {
  /** `YYYY-MM-DD` in Asia/Manila. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day!: string;

  @Column({ type: 'bigint', transformer: BIGINT_AS_NUMBER })
  total!: number;
}
