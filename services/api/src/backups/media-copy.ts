import type { Dirent } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** The uploads' folder of files whose transaction has not ended yet (docs/architecture.md#uploads). */
const PENDING = 'pending';

async function entriesOf(folder: string): Promise<Dirent[]> {
  try {
    return await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Every file under `root` as a `/`-separated path relative to it; none when `root` is missing. */
export async function filesUnder(root: string, relative = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await entriesOf(join(root, relative))) {
    const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
    if (entry.isDirectory()) found.push(...(await filesUnder(root, path)));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

/**
 * Copies the uploads under `from` into `to`, skipping the files in `copied` and adding those it
 * copies. A backup copies twice, around the database's snapshot: before it, without the pending
 * files, the files a row of the snapshot may stop naming while the snapshot is taken; after it,
 * those of rows committed meanwhile, pending ones included since a file is moved into place only
 * just after its row commits. The pending folder is copied before the others are listed, so that a
 * file moved out of it meanwhile is found in its place; a file removed meanwhile is skipped.
 */
export async function copyUploads(
  from: string,
  to: string,
  copied: Set<string>,
  { pending }: { pending: boolean },
): Promise<void> {
  const folders = (await entriesOf(from))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => pending || name !== PENDING)
    .sort((a, b) => Number(b === PENDING) - Number(a === PENDING));
  for (const folder of folders) {
    for (const file of await filesUnder(from, folder)) {
      if (copied.has(file)) continue;
      await mkdir(dirname(join(to, file)), { recursive: true });
      try {
        await copyFile(join(from, file), join(to, file));
        copied.add(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
}
