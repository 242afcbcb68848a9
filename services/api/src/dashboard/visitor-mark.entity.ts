import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One visitor counted on one Manila day: the HMAC of (address, user agent) and of the address alone
 * under the day's salt, so a visitor is counted once whichever replica sees them, and an address
 * adds a bounded number of visitors. Deleted once the day is over (docs/dashboard.md).
 */
@Entity('visitor_marks')
@Index('IDX_visitor_marks_address', ['day', 'address'])
export class VisitorMark {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  visitor!: string;

  @Column({ type: 'varchar', length: 32 })
  address!: string;
}
