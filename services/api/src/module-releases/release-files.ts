import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { Inject, Injectable } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { REMOTE_NAME_VALUES } from '@qmj/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** Where the API serves the releases' files; a release's manifest is `<prefix><remote>/<version>/mf-manifest.json`. */
export const RELEASE_FILES_PREFIX = '/api/modules/files/';
export const MANIFEST_FILE = 'mf-manifest.json';

/**
 * The publish route's body: a remote's whole build in base64 (the customizer's, the largest, is about 3 MB on
 * disk, 4 MB in base64); the other routes keep BODY_LIMIT.
 */
const PUBLISH_BODY_LIMIT = 64 * 1024 * 1024;
const PUBLISH_ROUTE = '/api/admin/modules/releases';

/** A year: a release's files never change under their versioned path (docs/serving.md). */
const IMMUTABLE_MAX_AGE = '365d';

/** A file of a release as it is stored. */
export interface ReleaseFile {
  path: string;
  bytes: Buffer;
}

/** The folder every release lies under. */
export const releasesRoot = (config: AppConfig) => join(config.dataDir, 'module-releases');

/**
 * Served only as `<remote>/<version>/<path>` of a known remote: nothing else under the root is a release's (a path
 * with a `.` or `..` segment @fastify/static refuses itself, 403).
 */
const RELEASE_FILE_PATH = new RegExp(`^/(${REMOTE_NAME_VALUES.join('|')})/[^/]+/.+$`);

/** The address of a release's file, as the shell and the browser ask for it (a version's characters are a path's). */
export function releaseFileUrl(remote: string, version: string, path: string): string {
  return `${RELEASE_FILES_PREFIX}${remote}/${version}/${path}`;
}

/** The hash that tells two builds apart: every path and its bytes, in the order of the paths. */
export function contentHashOf(files: readonly ReleaseFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    hash.update(`${file.path}\0${file.bytes.length}\0`).update(file.bytes);
  }
  return hash.digest('hex');
}

/**
 * Serves the releases' files (immutable, precompressed `.br`/`.gz` copies when the client accepts them, 404 for
 * anything else) and lets the publish route's body be a whole build. Registered before the routes, by `createApp`.
 */
export async function serveReleaseFiles(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRoute', (route) => {
    if (route.method === 'POST' && route.url === PUBLISH_ROUTE) route.bodyLimit = PUBLISH_BODY_LIMIT;
  });
  const root = releasesRoot(config);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: RELEASE_FILES_PREFIX,
    decorateReply: false,
    preCompressed: true,
    immutable: true,
    maxAge: IMMUTABLE_MAX_AGE,
    index: false,
    serveDotFiles: false,
    allowedPath: (path) => RELEASE_FILE_PATH.test(path),
  });
}

/**
 * The release store's files: each release's build under `DATA_DIR/module-releases/<remote>/<version>/`, written
 * whole into a folder of its own and then renamed into place, so a release is served complete or not at all.
 */
@Injectable()
export class ReleaseFiles {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = releasesRoot(config);
  }

  private folder(remote: string, version: string): string {
    return join(this.root, remote, version);
  }

  /** Stores a release's files unless they are there already (the same build published again). */
  store(remote: string, version: string, files: readonly ReleaseFile[]): void {
    const folder = this.folder(remote, version);
    if (existsSync(folder)) return;
    const incoming = join(this.root, remote, `.incoming-${randomBytes(6).toString('hex')}`);
    try {
      for (const file of files) {
        const target = join(incoming, file.path);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, file.bytes);
      }
      renameSync(incoming, folder);
    } finally {
      rmSync(incoming, { recursive: true, force: true });
    }
  }

  remove(remote: string, version: string): void {
    rmSync(this.folder(remote, version), { recursive: true, force: true });
  }
}
