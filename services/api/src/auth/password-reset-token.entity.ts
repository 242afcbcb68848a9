import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CreatedAtEntity } from '../common/timestamped.entity.js';
import { User } from '../users/user.entity.js';

/** A single-use password reset token; only the SHA-256 of the token is stored. */
@Entity('password_reset_tokens')
export class PasswordResetToken extends CreatedAtEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_password_reset_tokens_user' })
  user?: Relation<User>;

  @Index('UQ_password_reset_tokens_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'datetime', precision: 3 })
  expiresAt!: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  usedAt!: Date | null;
}
