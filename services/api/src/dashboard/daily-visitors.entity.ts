import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How many distinct visitors a Manila day had: a count only, nothing about who (docs/dashboard.md). */
@Entity('daily_visitors')
export class DailyVisitors {
  /** `YYYY-MM-DD` in Asia/Manila. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day!: string;

  @Column({ type: 'int' })
  visitors!: number;
}
