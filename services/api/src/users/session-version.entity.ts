import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many times a user's sessions were ended (logout, a new password, a new role); every token
 * carries the number it was made with. A row apart from the user's, so no save of the user's row
 * can write an older number back. No row is version 0.
 */
@Entity('session_versions')
export class SessionVersion {
  @PrimaryColumn({ type: 'int' })
  userId!: number;

  @Column({ type: 'int' })
  version!: number;
}
