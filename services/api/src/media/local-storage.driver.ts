import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_KEY_PATTERN } from '@qmj/contracts';
import type { PendingFile, StorageDriver, Visibility } from './storage-driver.js';

const VISIBILITIES: readonly Visibility[] = ['public', 'private'];

/**
 * Files on the local disk: `<root>/<visibility>/<first two characters of the key>/<key>`, and
 * while their transaction is open `<root>/pending/<visibility>/<key>` (the same file system, so
 * the move into place is one atomic rename). Only keys the API made (32 hex digits and an image
 * extension) are accepted, so no path can leave the root.
 */
export class LocalStorageDriver implements StorageDriver {
  constructor(private readonly root: string) {}

  private path(visibility: Visibility, key: string): string {
    return join(this.root, checkedVisibility(visibility), checkedKey(key).slice(0, 2), key);
  }

  private pendingPath(visibility: Visibility, key: string): string {
    return join(this.root, 'pending', checkedVisibility(visibility), checkedKey(key));
  }

  async putPending(visibility: Visibility, key: string, data: Buffer, _contentType: string): Promise<void> {
    const pending = this.pendingPath(visibility, key);
    await mkdir(join(pending, '..'), { recursive: true });
    await writeFile(pending, data);
  }

  async promote(visibility: Visibility, key: string): Promise<boolean> {
    const target = this.path(visibility, key);
    await mkdir(join(target, '..'), { recursive: true });
    try {
      await rename(this.pendingPath(visibility, key), target);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async removePending(visibility: Visibility, key: string): Promise<void> {
    await rm(this.pendingPath(visibility, key), { force: true });
  }

  async listPending(): Promise<PendingFile[]> {
    const files: PendingFile[] = [];
    for (const visibility of VISIBILITIES) {
      const folder = join(this.root, 'pending', visibility);
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      for (const key of names.filter((name) => MEDIA_KEY_PATTERN.test(name))) {
        const written = await stat(join(folder, key)).catch(() => null);
        if (written) files.push({ visibility, key, writtenAt: written.mtimeMs });
      }
    }
    return files;
  }

  async get(visibility: Visibility, key: string): Promise<Buffer | null> {
    if (!MEDIA_KEY_PATTERN.test(key)) return null;
    try {
      return await readFile(this.path(visibility, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(visibility: Visibility, key: string): Promise<void> {
    if (!MEDIA_KEY_PATTERN.test(key)) return;
    await rm(this.path(visibility, key), { force: true });
  }
}

function checkedKey(key: string): string {
  if (!MEDIA_KEY_PATTERN.test(key)) throw new Error(`not a media key: ${key}`);
  return key;
}

function checkedVisibility(visibility: Visibility): Visibility {
  if (!VISIBILITIES.includes(visibility)) throw new Error(`not a visibility: ${visibility}`);
  return visibility;
}
