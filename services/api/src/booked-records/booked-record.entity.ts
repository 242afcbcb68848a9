import { TEXT_MAX } from '@qmj/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A row of the legacy booked list (`/request/table`). */
@Entity('booked_records')
export class BookedRecord {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'varchar', length: TEXT_MAX.trackcode })
  trackcode!: string;

  @Column({ type: 'varchar', length: TEXT_MAX.namePart })
  firstname!: string;

  @Column({ type: 'varchar', length: TEXT_MAX.namePart })
  middlename!: string;

  @Column({ type: 'varchar', length: TEXT_MAX.namePart })
  lastname!: string;

  @Column({ type: 'varchar', length: TEXT_MAX.email })
  email!: string;
}
