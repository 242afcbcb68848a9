import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The salt of one Manila day's visitor hashes, drawn by the first replica to count a visit that day
 * and read by every other and after a restart; deleted with the day's marks once the day is over
 * (docs/dashboard.md).
 */
@Entity('visitor_salts')
export class VisitorSalt {
  /** `YYYY-MM-DD` in Asia/Manila. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day!: string;

  /** 32 random bytes, hex. */
  @Column({ type: 'varchar', length: 64 })
  salt!: string;
}
