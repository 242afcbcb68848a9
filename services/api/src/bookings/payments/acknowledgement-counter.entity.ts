import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The last acknowledgement number issued (one row, id 1): raised in the confirming transaction, so a
 * rollback gives the number back and the numbers have no gaps (docs/bookings.md, Documents).
 */
@Entity('acknowledgement_counter')
export class AcknowledgementCounter {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  lastNumber!: number;
}
