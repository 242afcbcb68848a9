import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One counter of the attempt limits: the hits of one key in one fixed window, kept in the database so
 * every API replica counts together (docs/security.md, Throttling). Times are epoch milliseconds.
 */
@Entity('throttle_counters')
export class ThrottleCounter {
  /** What is counted and whose: `<bucket>:<SHA-256 of the subject>` (no address or e-mail kept in clear). */
  @PrimaryColumn({ type: 'varchar', length: 100 })
  counterKey!: string;

  @PrimaryColumn({ type: 'bigint' })
  windowStart!: number;

  @Column({ type: 'int' })
  hits!: number;

  @Column({ type: 'bigint', default: 0 })
  lastHitAt!: number;
}
