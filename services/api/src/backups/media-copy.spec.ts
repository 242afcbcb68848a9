import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { copyUploads, filesUnder } from './media-copy.js';

let root: string;
const uploads = () => join(root, 'uploads');
const backup = () => join(root, 'backup');
function put(path: string, text = path): void {
  mkdirSync(dirname(join(uploads(), path)), { recursive: true });
  writeFileSync(join(uploads(), path), text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'qmj-media-copy-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('copyUploads', () => {
  it('copies the files in place before the snapshot, then the new and the pending ones after it', async () => {
    put('public/ab/ab01.png');
    put('private/cd/cd01.png');
    put('pending/private/ef01.png');
    const copied = new Set<string>();

    await copyUploads(uploads(), backup(), copied, { pending: false });
    expect((await filesUnder(backup())).sort()).toEqual(['private/cd/cd01.png', 'public/ab/ab01.png']);

    // Meanwhile: a row committed and its file moved into place, another file removed, a new one pending.
    mkdirSync(join(uploads(), 'private/ef'), { recursive: true });
    renameSync(join(uploads(), 'pending/private/ef01.png'), join(uploads(), 'private/ef/ef01.png'));
    rmSync(join(uploads(), 'public/ab/ab01.png'));
    put('pending/public/0a01.png');
    put('private/cd/cd01.png', 'changed');

    await copyUploads(uploads(), backup(), copied, { pending: true });
    expect((await filesUnder(backup())).sort()).toEqual([
      'pending/public/0a01.png',
      'private/cd/cd01.png',
      'private/ef/ef01.png',
      'public/ab/ab01.png',
    ]);
    // A file is copied once: keys are never reused, so a second copy would only cost time.
    expect(readFileSync(join(backup(), 'private/cd/cd01.png'), 'utf8')).toBe('private/cd/cd01.png');
  });

  it('copies nothing when there are no uploads yet', async () => {
    await copyUploads(uploads(), backup(), new Set(), { pending: true });
    expect(await filesUnder(backup())).toEqual([]);
  });
});
