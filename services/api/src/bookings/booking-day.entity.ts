import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many approved (or done) bookings cover a Manila calendar day: the counter an approval raises
 * with one conditional update, so that no race lets a fourth booking in (docs/bookings.md).
 */
@Entity('booking_days')
export class BookingDay {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day!: string;

  @Column({ type: 'int', default: 0 })
  approved!: number;
}
