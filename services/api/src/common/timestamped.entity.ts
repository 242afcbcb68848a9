import { BeforeInsert, BeforeUpdate, Column } from 'typeorm';

/**
 * The `createdAt` column (DATETIME(3) on both databases, as the migrations make it) of the tables
 * whose rows never change, stamped on insert unless already set. Entities extend it; it is no
 * table of its own.
 */
export abstract class CreatedAtEntity {
  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @BeforeInsert()
  protected stampInsert(): void {
    this.stampCreated(new Date());
  }

  protected stampCreated(now: Date): void {
    this.createdAt ??= now;
  }
}

/** `createdAt` and `updatedAt`: both the same instant on insert unless already set; `updatedAt` on every update. */
export abstract class TimestampedEntity extends CreatedAtEntity {
  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;

  protected override stampCreated(now: Date): void {
    super.stampCreated(now);
    this.updatedAt ??= now;
  }

  @BeforeUpdate()
  protected stampUpdate(): void {
    this.updatedAt = new Date();
  }
}
