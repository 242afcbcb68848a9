import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many rows of a table hold one value of a counted column (`orders.status` = `pending`), in a
 * few slots (the row's id modulo the slots) so that concurrent writers on MySQL/MariaDB rarely wait
 * on the same counter. Kept by the database's own triggers in the transaction of every insert,
 * update and delete, so a list's total is a sum of a few rows whatever the table's size
 * (docs/architecture.md#counted-lists).
 */
@Entity('row_counts')
export class RowCount {
  /** `<table>.<column>`, as `COUNTED` names it (./row-counts). */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  counted!: string;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  value!: string;

  @PrimaryColumn({ type: 'int' })
  slot!: number;

  @Column({ type: 'int' })
  total!: number;
}
