import { TEXT_MAX } from '@qmj/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../common/timestamped.entity.js';

/** An event of the administrator's scheduler (`/calendar`): a text between two instants. */
@Entity('schedule_events')
@Index('IDX_schedule_events_start', ['startDate'])
export class ScheduleEvent extends TimestampedEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'varchar', length: TEXT_MAX.scheduleText })
  text!: string;

  @Column({ type: 'datetime', precision: 3 })
  startDate!: Date;

  @Column({ type: 'datetime', precision: 3 })
  endDate!: Date;
}
