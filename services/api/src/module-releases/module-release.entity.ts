import { RELEASE_STATES, type ReleaseState } from '@qmj/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One remote's build, published as an immutable release (docs/deploying-modules.md): its files lie under
 * `DATA_DIR/module-releases/<remote>/<version>/`; its row says what it is now and counts the sessions given it
 * and the errors they reported.
 */
@Entity('module_releases')
@Index('UQ_module_releases_version', ['remote', 'version'], { unique: true })
@Index('IDX_module_releases_state', ['state', 'remote'])
export class ModuleRelease {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  /** The Module Federation container name (`REMOTE_NAMES`). */
  @Column({ type: 'varchar', length: 40 })
  remote!: string;

  @Column({ type: 'varchar', length: 80 })
  version!: string;

  @Column({ type: 'varchar', length: 40 })
  commit!: string;

  /** The host contract versions it runs with (a semver range, `hostSatisfies`). */
  @Column({ type: 'varchar', length: 100 })
  hostRange!: string;

  /** SHA-256 of its files (paths and bytes), so that publishing the same build again is recognised. */
  @Column({ type: 'varchar', length: 64 })
  contentHash!: string;

  @Column({ type: 'simple-enum', enum: RELEASE_STATES })
  state!: ReleaseState;

  /** The share of sessions (whole percents) a canary goes to; 0 unless it is one. */
  @Column({ type: 'int' })
  canaryShare!: number;

  @Column({ type: 'int' })
  sessions!: number;

  @Column({ type: 'int' })
  errors!: number;

  @Column({ type: 'datetime', precision: 3 })
  publishedAt!: Date;

  /** When it last became live: the release to roll back to is the one live before the current one. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  liveSince!: Date | null;
}
