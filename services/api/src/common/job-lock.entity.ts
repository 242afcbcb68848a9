import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Who runs a scheduled job now: a replica holds the row until `lockedUntil` (docs/security.md, Scheduled jobs). */
@Entity('job_locks')
export class JobLock {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 100 })
  holder!: string;

  @Column({ type: 'datetime', precision: 3 })
  lockedUntil!: Date;
}
