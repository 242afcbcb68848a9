import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A row of the legacy booked list (`/request/table`). */
@Entity('booked_records')
export class BookedRecord {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'varchar', length: 40 })
  trackcode!: string;

  @Column({ type: 'varchar', length: 80 })
  firstname!: string;

  @Column({ type: 'varchar', length: 80 })
  middlename!: string;

  @Column({ type: 'varchar', length: 80 })
  lastname!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;
}
