import { Column, Entity, Index } from 'typeorm';
import { AddOnColumns } from './add-on-columns.js';

/** An add-on of a booking: the slot's name and price as they were when it was requested, and the quantity. */
@Entity('booking_add_ons')
@Index('UQ_booking_add_ons_slot', ['bookingId', 'slot'], { unique: true })
export class BookingAddOn extends AddOnColumns {
  @Column({ type: 'int' })
  bookingId!: number;

  @Column({ type: 'int' })
  quantity!: number;
}
