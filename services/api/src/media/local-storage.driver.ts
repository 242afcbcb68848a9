import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_KEY_PATTERN } from '@qmj/contracts';
import type { StorageDriver, Visibility } from './storage-driver.js';

/**
 * Files on the local disk: `<root>/<visibility>/<first two characters of the key>/<key>`. Only keys
 * the API made (32 hex digits and an image extension) are accepted, so no path can leave the root.
 */
export class LocalStorageDriver implements StorageDriver {
  constructor(private readonly root: string) {}

  private path(visibility: Visibility, key: string): string {
    if (!MEDIA_KEY_PATTERN.test(key)) throw new Error(`not a media key: ${key}`);
    if (visibility !== 'public' && visibility !== 'private') throw new Error(`not a visibility: ${visibility}`);
    return join(this.root, visibility, key.slice(0, 2), key);
  }

  async put(visibility: Visibility, key: string, data: Buffer): Promise<void> {
    const target = this.path(visibility, key);
    await mkdir(join(target, '..'), { recursive: true });
    // Written beside and renamed, so a reader never sees half a file.
    const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, target);
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
