import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { BIGINT_AS_NUMBER } from '../common/bigint-column.js';

/**
 * The sales of one Manila day and one category (centavos): the sum of the totals of the orders in a
 * sale status approved that day. Kept by `OrderStateMachine` in the transaction of every status
 * change that enters or leaves a sale, so the dashboard reads at most 366 rows a year
 * whatever the number of orders (docs/dashboard.md).
 */
@Entity('daily_sales')
// A year per category (the dashboard's doughnut) read from the index alone.
@Index('IDX_daily_sales_category_day', ['categoryId', 'day', 'total'])
export class DailySale {
  /** `YYYY-MM-DD` in Asia/Manila. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day!: string;

  @PrimaryColumn({ type: 'int' })
  categoryId!: number;

  @Column({ type: 'bigint', transformer: BIGINT_AS_NUMBER })
  total!: number;
}
