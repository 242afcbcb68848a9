import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Visibility } from './storage-driver.js';

/**
 * An upload whose recording transaction committed: written in the same transaction as the row
 * that names the key, so a file left under its temporary name by a crash is moved into place when
 * its row is here and removed when it is not (docs/architecture.md#uploads).
 */
@Entity('stored_files')
export class StoredFile {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  fileKey!: string;

  @Column({ type: 'varchar', length: 10 })
  visibility!: Visibility;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;
}
