import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { copyUploads, filesUnder } from './media-copy.js';
import { dropTables, dumpDatabase, loadDump, tablesOf } from './mysql-client.js';
import { copySqlite, replaceSqlite } from './sqlite-copy.js';

/** What a backup folder holds besides its database and `media/` (docs/architecture.md#backups). */
export interface BackupManifest {
  /** The folder's layout, so that a later version can tell what it reads. */
  format: 1;
  engine: AppConfig['database']['type'];
  /** The database is as it was at one moment between these two. */
  startedAt: string;
  finishedAt: string;
  /** The database's copy in the folder, and what made it. */
  database: { file: string; tool: string };
  /** Every file of the folder but this manifest, with its size: a restore checks them first. */
  files: { path: string; bytes: number }[];
  counts: { mediaFiles: number; bytes: number };
}

export interface Backup {
  folder: string;
  manifest: BackupManifest;
}

export interface RestoreReport {
  engine: BackupManifest['engine'];
  /** The SQLite file or the MySQL/MariaDB database now holding the backup's data. */
  database: string;
  mediaDir: string;
  mediaFiles: number;
  /** Whether data that was there before was replaced (`--force`). */
  replaced: boolean;
}

const MANIFEST = 'manifest.json';
const MEDIA = 'media';
/** The suffix of a folder still being written; renamed without it once complete. */
const PARTIAL = '.partial';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A backup's folder: its start in ISO 8601, `:` and `.` written `-` so that every file system takes it. */
const folderName = (startedAt: Date) => startedAt.toISOString().replace(/[:.]/g, '-');
const FOLDER_NAME = /^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3}Z)(?:\.partial)?$/;

/** When the backup in folder `name` started, or null for a folder no backup made. */
function startOf(name: string): number | null {
  const match = FOLDER_NAME.exec(name);
  return match ? Date.parse(`${match[1]}:${match[2]}:${match[3]}.${match[4]}`) : null;
}

const mediaFileCount = (files: BackupManifest['files']) =>
  files.filter((file) => file.path.startsWith(`${MEDIA}/`)).length;

/**
 * Backups of the configured database and uploads, and their restore: the one implementation
 * behind `npm run backup`, `npm run restore` and the nightly job (docs/architecture.md#backups).
 * A backup is a folder of BACKUP_DIR named by its start: the database's copy made while the API
 * writes (SQLite's online backup, or `mariadb-dump --single-transaction`), the uploads copied
 * around it, and `manifest.json`.
 */
@Injectable()
export class BackupsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async backup(): Promise<Backup> {
    const startedAt = this.clock.now();
    const folder = join(this.config.backup.dir, folderName(startedAt));
    const partial = `${folder}${PARTIAL}`;
    await mkdir(this.config.backup.dir, { recursive: true, mode: 0o700 });
    // Not recursive: two backups started in the same millisecond must not share a folder.
    await mkdir(partial, { mode: 0o700 });
    try {
      const uploads = this.config.storage.uploadsDir;
      const copied = new Set<string>();
      await copyUploads(uploads, join(partial, MEDIA), copied, { pending: false });
      const database = await this.snapshotDatabase(partial);
      await copyUploads(uploads, join(partial, MEDIA), copied, { pending: true });
      const files = await Promise.all(
        (await filesUnder(partial)).map(async (path) => ({ path, bytes: (await stat(join(partial, path))).size })),
      );
      const manifest: BackupManifest = {
        format: 1,
        engine: this.config.database.type,
        startedAt: startedAt.toISOString(),
        finishedAt: this.clock.now().toISOString(),
        database,
        files,
        counts: { mediaFiles: mediaFileCount(files), bytes: files.reduce((sum, file) => sum + file.bytes, 0) },
      };
      await writeFile(join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
      await rename(partial, folder);
      return { folder, manifest };
    } catch (error) {
      await rm(partial, { recursive: true, force: true });
      throw error;
    }
  }

  /** The step of `backup` between the two copies of the uploads: the database as it is at one moment, into `folder`. */
  async snapshotDatabase(folder: string): Promise<BackupManifest['database']> {
    const { database } = this.config;
    if (database.type === 'sqlite') {
      await copySqlite(database.path, join(folder, 'database.sqlite'));
      return { file: 'database.sqlite', tool: 'better-sqlite3 backup' };
    }
    return { file: 'database.sql', tool: await dumpDatabase(database, join(folder, 'database.sql')) };
  }

  /**
   * Restores the backup in `folder` into the configured database and uploads folder, which must be
   * empty unless `force` (their data is then replaced). The API must not be running on them.
   */
  async restore(folder: string, { force = false } = {}): Promise<RestoreReport> {
    const manifest = await checkedManifest(folder);
    const { database } = this.config;
    const mediaDir = this.config.storage.uploadsDir;
    if (manifest.engine !== database.type) {
      throw new Error(
        `${folder} is a backup of a ${engineName(manifest.engine)} database, and the configuration names a ${engineName(database.type)} one (DATABASE_URL).`,
      );
    }
    const target = database.type === 'sqlite' ? database.path : database.database;
    const tables = database.type === 'mysql' ? await tablesOf(database) : [];
    const databaseHolds =
      database.type === 'sqlite' ? ((await stat(target).catch(() => null))?.size ?? 0) > 0 : tables.length > 0;
    const holding = [
      ...(databaseHolds ? [database.type === 'sqlite' ? target : `the database ${target}`] : []),
      ...((await filesUnder(mediaDir)).length > 0 ? [mediaDir] : []),
    ];
    if (holding.length > 0 && !force) {
      throw new Error(
        `Nothing restored: there is data in ${holding.join(' and ')} already. Pass --force to replace it.`,
      );
    }
    if (database.type === 'sqlite') {
      await mkdir(dirname(database.path), { recursive: true });
      await replaceSqlite(join(folder, manifest.database.file), target);
    } else {
      if (tables.length > 0) await dropTables(database, tables);
      await loadDump(database, join(folder, manifest.database.file));
    }
    await rm(mediaDir, { recursive: true, force: true });
    await mkdir(mediaDir, { recursive: true });
    if (manifest.counts.mediaFiles > 0) await cp(join(folder, MEDIA), mediaDir, { recursive: true });
    return {
      engine: manifest.engine,
      database: target,
      mediaDir,
      mediaFiles: manifest.counts.mediaFiles,
      replaced: holding.length > 0,
    };
  }

  /** Removes the backups (finished or not) started more than BACKUP_RETENTION_DAYS ago; returns their folder names. */
  async prune(): Promise<string[]> {
    const { dir, retentionDays } = this.config.backup;
    const before = this.clock.now().getTime() - retentionDays * DAY_MS;
    const removed: string[] = [];
    for (const name of (await readdir(dir).catch(missingAsNone)).sort()) {
      const started = startOf(name);
      if (started === null || started >= before) continue;
      await rm(join(dir, name), { recursive: true, force: true });
      removed.push(name);
    }
    return removed;
  }
}

const engineName = (engine: BackupManifest['engine']) => (engine === 'sqlite' ? 'SQLite' : 'MySQL/MariaDB');

function missingAsNone(error: NodeJS.ErrnoException): string[] {
  if (error.code === 'ENOENT') return [];
  throw error;
}

/** The manifest of the backup in `folder`, once every file it lists is there with its size. */
async function checkedManifest(folder: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(folder, MANIFEST), 'utf8'));
  } catch {
    throw new Error(`${folder} is not a finished backup: its ${MANIFEST} is missing or unreadable.`);
  }
  if (manifest.format !== 1) throw new Error(`${folder} is a backup of an unknown format (${manifest.format}).`);
  for (const file of manifest.files) {
    const found = await stat(join(folder, file.path)).catch(() => null);
    if (found?.size !== file.bytes) {
      const now = found ? `has ${found.size} bytes` : 'is missing';
      throw new Error(`${folder} is damaged: ${file.path} ${now}, the backup wrote ${file.bytes} bytes.`);
    }
  }
  return manifest;
}
