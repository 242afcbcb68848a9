import { GENDERS, type Gender, ROLES, type Role, TEXT_MAX } from '@qmj/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../common/timestamped.entity.js';

@Entity('users')
// The customers newest first (`id` descending, as migration 1796900000000 writes it), with what the
// administrator's search compares (docs/architecture.md#searches).
@Index('IDX_users_role_search', ['role', 'id', 'username', 'showedUsername', 'legitName', 'contact'])
@Index('IDX_users_role_created', ['role', 'createdAt'])
export class User extends TimestampedEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'varchar', length: 50 })
  username!: string;

  /** The lower-cased username: usernames are unique regardless of case. */
  @Index('UQ_users_username_key', { unique: true })
  @Column({ type: 'varchar', length: 50 })
  usernameKey!: string;

  @Column({ type: 'varchar', length: 255 })
  passwordHash!: string;

  @Column({ type: 'simple-enum', enum: ROLES, default: 'customer' })
  role!: Role;

  @Column({ type: 'varchar', length: TEXT_MAX.displayName, nullable: true })
  showedUsername!: string | null;

  @Column({ type: 'varchar', length: TEXT_MAX.contact, nullable: true })
  contact!: string | null;

  @Column({ type: 'varchar', length: TEXT_MAX.address, nullable: true })
  address!: string | null;

  @Column({ type: 'varchar', length: TEXT_MAX.otherInfo, nullable: true })
  otherInfo!: string | null;

  @Column({ type: 'varchar', length: TEXT_MAX.fullName, nullable: true })
  legitName!: string | null;

  @Column({ type: 'simple-enum', enum: GENDERS, nullable: true })
  gender!: Gender | null;

  @Column({ type: 'varchar', length: TEXT_MAX.email, nullable: true })
  email!: string | null;

  /** The address as a reset request looks it up (`emailKey`), written with it: an index cannot serve `LOWER(email)`. */
  @Index('IDX_users_email_key')
  @Column({ type: 'varchar', length: TEXT_MAX.email, nullable: true })
  emailKey!: string | null;

  @Column({ type: 'varchar', length: 20, default: 'active' })
  status!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  profilePictureKey!: string | null;
}
