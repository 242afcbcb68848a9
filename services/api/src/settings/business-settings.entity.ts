import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The business's one row of settings (id 1): how customers pay with GCash (docs/orders.md, Payment). */
@Entity('business_settings')
export class BusinessSettings {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  /** 09XXXXXXXXX; the demo number while null. */
  @Column({ type: 'varchar', length: 11, nullable: true })
  gcashNumber!: string | null;

  /** The uploaded QR image (public media); the API's QR of the number while null. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  gcashQrKey!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
