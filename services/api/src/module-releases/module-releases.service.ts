import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import {
  type BrowserError,
  HOST_CONTRACT_VERSION,
  hostSatisfies,
  MODULE_RELEASE_MESSAGES,
  type ModuleRelease as ModuleReleaseView,
  type ModuleStanding,
  moduleBucketOf,
  REMOTE_MODULES,
  type ReleasePublish,
  type RemoteDescriptor,
} from '@qmj/contracts';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/clock.js';
import { isoDate } from '../common/database-rows.js';
import { Throttle } from '../common/throttle.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PreparedQuery } from '../database/prepared-query.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { ModuleRelease } from './module-release.entity.js';
import { ReleaseCounts } from './release-counts.js';
import { contentHashOf, MANIFEST_FILE, type ReleaseFile, ReleaseFiles, releaseFileUrl } from './release-files.js';

/**
 * The releases the module list may name: each remote's live and canary ones, and the earlier live ones a shell
 * falls back to. Read on every page load (docs/architecture.md#prepared-queries).
 */
const SERVED_RELEASES = PreparedQuery.entities('served module releases', (manager) =>
  manager
    .createQueryBuilder(ModuleRelease, 'r')
    .where("r.state IN ('live', 'canary', 'retired')")
    .orderBy('r.liveSince', 'DESC')
    .addOrderBy('r.id', 'DESC'),
);

/** Every release of every remote, newest first: the administrator's Modules screen. */
const EVERY_RELEASE = PreparedQuery.entities('every module release, newest first', (manager) =>
  manager.createQueryBuilder(ModuleRelease, 'r').orderBy('r.id', 'DESC'),
);

/** The earlier live releases a descriptor names for a shell that cannot run the one it is given. */
const FALLBACKS = 3;

/** Browser errors one client address may report in a minute (docs/deploying-modules.md, Sessions and errors). */
const ERROR_REPORTS = { bucket: { name: 'browser-errors', windowMs: 60_000 }, perWindow: 30 };

/** What the module list answers a session: the descriptors, its bucket, and whether its cookie must be set. */
export interface ModuleList {
  remotes: RemoteDescriptor[];
  bucket: number;
  newBucket: boolean;
}

/** A remote's releases as one transaction sees them, newest first. */
interface Registry {
  rows: ModuleRelease[];
  live: ModuleRelease | undefined;
  canary: ModuleRelease | undefined;
}

const manifestOf = (release: ModuleRelease) => releaseFileUrl(release.remote, release.version, MANIFEST_FILE);

export function toReleaseView(release: ModuleRelease): ModuleReleaseView {
  return {
    id: release.id,
    remote: release.remote,
    version: release.version,
    commit: release.commit,
    hostRange: release.hostRange,
    state: release.state,
    manifest: manifestOf(release),
    publishedAt: isoDate(release.publishedAt),
    sessions: Number(release.sessions),
    errors: Number(release.errors),
  };
}

/** The release files of a publish, decoded; a path given twice is refused. */
function decodedFiles(files: ReleasePublish['files']): ReleaseFile[] {
  const paths = new Set(files.map((file) => file.path));
  if (paths.size !== files.length) throw new BadRequestException(MODULE_RELEASE_MESSAGES.filePath);
  return files.map((file) => ({ path: file.path, bytes: Buffer.from(file.base64, 'base64') }));
}

/** The build must carry its Module Federation manifest, and the manifest must be the remote's own. */
function checkManifest(remote: string, files: readonly ReleaseFile[]): void {
  const manifest = files.find((file) => file.path === MANIFEST_FILE);
  if (!manifest) throw new BadRequestException(MODULE_RELEASE_MESSAGES.manifestMissing);
  let named: { name?: unknown; id?: unknown } | null = null;
  try {
    named = JSON.parse(manifest.bytes.toString('utf8'));
  } catch {
    named = null;
  }
  if (named?.name !== remote && named?.id !== remote) {
    throw new BadRequestException(MODULE_RELEASE_MESSAGES.manifestName(remote));
  }
}

/** The release live before the current one of a remote: the one of its retired releases that went live last. */
function previousLive(releases: readonly ModuleRelease[]): ModuleRelease | undefined {
  return releases
    .filter((release) => release.state === 'retired')
    .sort((a, b) => (b.liveSince?.getTime() ?? 0) - (a.liveSince?.getTime() ?? 0))[0];
}

/**
 * The feature modules' release registry (docs/deploying-modules.md): publishing a build as an immutable release,
 * serving it to a share of sessions (a canary) or to everyone (live), rolling back, and the module list every page
 * load reads.
 */
@Injectable()
export class ModuleReleasesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly throttle: Throttle,
    private readonly files: ReleaseFiles,
    private readonly counts: ReleaseCounts,
  ) {}

  /**
   * The module list for a session in `bucket` (from its cookie): each remote's canary when the bucket is below the
   * canary's share, else its live release, else the deployment's built-in one. Each answer counts as a session of
   * the release it names.
   */
  async remotes(cookie: string | undefined): Promise<ModuleList> {
    const bucket = moduleBucketOf(cookie);
    const served = await this.unitOfWork.rows(SERVED_RELEASES);
    const remotes = REMOTE_MODULES.map((remote): RemoteDescriptor => {
      const rows = served.filter((release) => release.remote === remote.name);
      const live = rows.find((release) => release.state === 'live');
      const canary = rows.find((release) => release.state === 'canary');
      const given = canary && bucket < canary.canaryShare ? canary : live;
      if (!given) {
        return {
          name: remote.name,
          manifest: this.config.moduleReleases.builtInManifests[remote.name],
          paths: remote.paths,
        };
      }
      this.counts.count(given.id, 'sessions');
      const earlier = rows.filter((release) => release.state === 'retired');
      const fallbacks = (given === live ? earlier : [live, ...earlier]).filter((release) => release !== undefined);
      return {
        name: remote.name,
        manifest: manifestOf(given),
        paths: remote.paths,
        version: given.version,
        hostRange: given.hostRange,
        fallbacks: fallbacks.slice(0, FALLBACKS).map((release) => ({
          manifest: manifestOf(release),
          version: release.version,
          hostRange: release.hostRange,
        })),
      };
    });
    return { remotes, bucket, newBucket: cookie !== String(bucket) };
  }

  /**
   * Counts a browser error against the release it names (a version the registry does not serve, the built-in one
   * among them, is not counted); 429 beyond the reports a client address may send in a minute.
   */
  async reportError(report: BrowserError, address: string): Promise<void> {
    const { bucket, perWindow } = ERROR_REPORTS;
    await this.throttle.hitUnless(bucket, address, (before) =>
      before.hits >= perWindow ? before.windowEndsAt - this.throttle.now() : 0,
    );
    if (!report.remote || !report.version) return;
    const served = await this.unitOfWork.rows(SERVED_RELEASES);
    const release = served.find((row) => row.remote === report.remote && row.version === report.version);
    if (release) this.counts.count(release.id, 'errors');
  }

  /** Every remote: its live release, its canary, its history (newest first), with the counts so far. */
  async list(): Promise<ModuleStanding[]> {
    await this.counts.flush();
    const rows = await this.unitOfWork.rows(EVERY_RELEASE);
    return REMOTE_MODULES.map((remote) => this.standing(remote.name, rows));
  }

  /**
   * Stores a build as a release, not yet served. The same remote and version with the same files answers the
   * release there is; with other files it is refused, as is a release the shell cannot run.
   */
  async publish(input: ReleasePublish): Promise<ModuleReleaseView> {
    const files = decodedFiles(input.files);
    checkManifest(input.remote, files);
    if (!hostSatisfies(input.hostRange)) {
      throw new UnprocessableEntityException(
        MODULE_RELEASE_MESSAGES.incompatible(input.remote, input.version, input.hostRange, HOST_CONTRACT_VERSION),
      );
    }
    const contentHash = contentHashOf(files);
    const existing = await this.unitOfWork.manager.findOneBy(ModuleRelease, {
      remote: input.remote,
      version: input.version,
    });
    if (existing) {
      if (existing.contentHash !== contentHash) {
        throw new ConflictException(MODULE_RELEASE_MESSAGES.versionTaken(input.remote, input.version));
      }
      return toReleaseView(existing);
    }
    this.files.store(input.remote, input.version, files);
    const release = await this.unitOfWork.transaction(async (manager) => {
      this.unitOfWork.afterRollback(() => this.files.remove(input.remote, input.version));
      const row = await manager.save(
        manager.create(ModuleRelease, {
          remote: input.remote,
          version: input.version,
          commit: input.commit,
          hostRange: input.hostRange,
          contentHash,
          state: 'published',
          canaryShare: 0,
          sessions: 0,
          errors: 0,
          publishedAt: this.clock.now(),
          liveSince: null,
        }),
      );
      await this.forgetOldReleases(manager, input.remote);
      return row;
    });
    return toReleaseView(release);
  }

  /** Serves a release to `share` % of sessions; it replaces the remote's canary, if another is running. */
  startCanary(id: number, share: number): Promise<ModuleStanding> {
    return this.change(id, (release, registry, manager) => {
      if (release.state === 'live') throw new ConflictException(MODULE_RELEASE_MESSAGES.alreadyLive);
      const replaced = registry.canary && registry.canary !== release ? [this.ended(registry.canary, 'published')] : [];
      return [...replaced, manager.merge(ModuleRelease, release, { state: 'canary', canaryShare: share })];
    });
  }

  /** Serves a release to everyone: the live one is retired and a running canary ends. */
  promote(id: number): Promise<ModuleStanding> {
    return this.change(id, (release, registry, manager) => {
      if (release.state === 'live') throw new ConflictException(MODULE_RELEASE_MESSAGES.alreadyLive);
      const ended = [
        registry.live && this.ended(registry.live, 'retired'),
        registry.canary && registry.canary !== release && this.ended(registry.canary, 'published'),
      ].filter((row) => row instanceof ModuleRelease);
      const live = manager.merge(ModuleRelease, release, {
        state: 'live',
        canaryShare: 0,
        liveSince: this.clock.now(),
      });
      return [...ended, live];
    });
  }

  /**
   * Ends the remote's canary; without one, serves again the release live before the current one (none: the
   * built-in one), and the current one is rolled back.
   */
  async rollBack(remote: string): Promise<ModuleStanding> {
    return this.unitOfWork.transaction(async (manager) => {
      const registry = await this.registry(manager, remote);
      const { live, canary } = registry;
      if (canary) {
        await manager.save(this.ended(canary, 'rolled-back'));
      } else if (live) {
        const previous = previousLive(registry.rows);
        const back = previous && manager.merge(ModuleRelease, previous, { state: 'live', liveSince: this.clock.now() });
        await manager.save([this.ended(live, 'rolled-back'), ...(back ? [back] : [])]);
      } else {
        throw new ConflictException(MODULE_RELEASE_MESSAGES.noEarlierRelease);
      }
      return this.standing(remote, registry.rows);
    });
  }

  /**
   * Ends a failing canary (the canary check): true when this call ended it, false when it was no longer running,
   * so that one notice is given however many replicas check at once.
   */
  async endFailedCanary(release: ModuleRelease): Promise<boolean> {
    return this.unitOfWork.transaction(async (manager) => {
      const ended = await manager.update(
        ModuleRelease,
        { id: release.id, state: 'canary' },
        { state: 'rolled-back', canaryShare: 0 },
      );
      return ended.affected === 1;
    });
  }

  /** The running canaries and the live release of each one's remote, with the counts so far. */
  async canaries(): Promise<{ canary: ModuleRelease; live: ModuleRelease | undefined }[]> {
    await this.counts.flush();
    const served = await this.unitOfWork.rows(SERVED_RELEASES);
    return served
      .filter((release) => release.state === 'canary')
      .map((canary) => ({
        canary,
        live: served.find((release) => release.remote === canary.remote && release.state === 'live'),
      }));
  }

  private ended(release: ModuleRelease, state: 'published' | 'retired' | 'rolled-back'): ModuleRelease {
    return Object.assign(release, { state, canaryShare: 0 });
  }

  /** Changes a release and the others of its remote in one transaction; the remote's standing after it. */
  private async change(
    id: number,
    decide: (release: ModuleRelease, registry: Registry, manager: EntityManager) => ModuleRelease[],
  ): Promise<ModuleStanding> {
    return this.unitOfWork.transaction(async (manager) => {
      const found = await manager.findOneBy(ModuleRelease, { id });
      if (!found) throw new NotFoundException(MODULE_RELEASE_MESSAGES.unknownRelease);
      const registry = await this.registry(manager, found.remote);
      const release = registry.rows.find((row) => row.id === id) as ModuleRelease;
      await manager.save(decide(release, registry, manager));
      return this.standing(release.remote, registry.rows);
    });
  }

  /** A remote's releases, newest first, held (on MySQL/MariaDB) until the transaction ends: one change at a time. */
  private async registry(manager: EntityManager, remote: string): Promise<Registry> {
    let query = manager
      .createQueryBuilder(ModuleRelease, 'r')
      .where('r.remote = :remote', { remote })
      .orderBy('r.id', 'DESC');
    if (this.unitOfWork.engine === 'mysql') query = query.setLock('pessimistic_write');
    const rows = await query.getMany();
    return {
      rows,
      live: rows.find((row) => row.state === 'live'),
      canary: rows.find((row) => row.state === 'canary'),
    };
  }

  private standing(remote: string, rows: readonly ModuleRelease[]): ModuleStanding {
    const history = rows.filter((release) => release.remote === remote);
    const live = history.find((release) => release.state === 'live');
    const canary = history.find((release) => release.state === 'canary');
    return {
      remote,
      folder: REMOTE_MODULES.find((module) => module.name === remote)?.folder ?? remote,
      live: live ? toReleaseView(live) : null,
      canary: canary ? toReleaseView(canary) : null,
      canaryShare: canary?.canaryShare ?? 0,
      history: history.map(toReleaseView),
      rollBack: canary ? { to: live?.version ?? null } : live ? { to: previousLive(history)?.version ?? null } : null,
    };
  }

  /** Deletes, with their files, the remote's releases beyond MODULE_RELEASES_KEPT that are neither live nor canary. */
  private async forgetOldReleases(manager: EntityManager, remote: string): Promise<void> {
    const { rows } = await this.registry(manager, remote);
    const old = rows
      .filter((release) => release.state !== 'live' && release.state !== 'canary')
      .slice(this.config.moduleReleases.kept);
    if (old.length === 0) return;
    await manager.delete(
      ModuleRelease,
      old.map((release) => release.id),
    );
    this.unitOfWork.afterCommit(() => {
      for (const release of old) this.files.remove(release.remote, release.version);
    });
  }
}
