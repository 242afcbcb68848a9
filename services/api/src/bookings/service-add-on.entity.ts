import { Column, Entity, Index } from 'typeorm';
import { AddOnColumns } from './add-on-columns.js';

/** One of a service's six add-on slots; an empty name is an empty slot, offered to nobody. */
@Entity('service_add_ons')
@Index('UQ_service_add_ons_slot', ['serviceId', 'slot'], { unique: true })
export class ServiceAddOn extends AddOnColumns {
  @Column({ type: 'int' })
  serviceId!: number;

  @Column({ type: 'int' })
  stock!: number;
}
