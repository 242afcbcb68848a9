import { TEXT_MAX } from '@qmj/contracts';
import { Column, PrimaryGeneratedColumn } from 'typeorm';

/** What a service's slot and a booking's add-on both hold: the slot (1..6), its name and its price in centavos. No table of its own. */
export abstract class AddOnColumns {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  slot!: number;

  @Column({ type: 'varchar', length: TEXT_MAX.addOnName })
  name!: string;

  @Column({ type: 'int' })
  price!: number;
}
