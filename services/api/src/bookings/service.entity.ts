import { TEXT_MAX } from '@qmj/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../common/timestamped.entity.js';

/** An event service the customers book (docs/bookings.md); its six add-on slots are `ServiceAddOn` rows. Money in centavos. */
@Entity('services')
export class Service extends TimestampedEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'varchar', length: TEXT_MAX.serviceTitle })
  title!: string;

  @Column({ type: 'text' })
  information!: string;

  /** The base price of the service: the total without add-ons. */
  @Column({ type: 'int' })
  lowPricing!: number;

  @Column({ type: 'varchar', length: 64, nullable: true })
  imageKey!: string | null;
}
