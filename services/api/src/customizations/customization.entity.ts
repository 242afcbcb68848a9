import { MUG_SIZES, MUG_TEXT_MAX_LENGTH, type MugFont, type MugSize } from '@qmj/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtEntity } from '../common/timestamped.entity.js';

/** A customer's saved mug design (docs/customizer.md). Never changed once saved, so an order always shows what was ordered. */
@Entity('customizations')
@Index('IDX_customizations_owner', ['ownerId', 'id'])
export class Customization extends CreatedAtEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  ownerId!: number;

  @Column({ type: 'simple-enum', enum: MUG_SIZES })
  size!: MugSize;

  /** `#rrggbb`, one of the palette's. */
  @Column({ type: 'varchar', length: 7 })
  color!: string;

  @Column({ type: 'varchar', length: MUG_TEXT_MAX_LENGTH, default: '' })
  text!: string;

  @Column({ type: 'varchar', length: 30 })
  font!: MugFont;

  @Column({ type: 'boolean', default: false })
  bold!: boolean;

  @Column({ type: 'boolean', default: false })
  italic!: boolean;

  /** A PRIVATE media key: the picture placed on the mug, as uploaded (the print image). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  imageKey!: string | null;

  /** A PRIVATE media key: the PNG preview taken from the canvas. */
  @Column({ type: 'varchar', length: 64 })
  previewKey!: string;
}
