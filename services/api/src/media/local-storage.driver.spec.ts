import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { LocalStorageDriver } from './local-storage.driver.js';

const key = `${'ab'.repeat(16)}.png`;

describe('LocalStorageDriver', () => {
  it('keeps public and private files apart and removes them', async () => {
    const root = mkdtempSync(join(tmpdir(), 'qmj-storage-'));
    const driver = new LocalStorageDriver(root);
    await driver.put('private', key, Buffer.from('receipt'));
    expect(await driver.get('public', key)).toBeNull();
    expect((await driver.get('private', key))?.toString()).toBe('receipt');
    expect(existsSync(join(root, 'private', 'ab', key))).toBe(true);
    await driver.remove('private', key);
    expect(await driver.get('private', key)).toBeNull();
    await driver.remove('private', key);
  });

  it('refuses anything that is not a media key', async () => {
    const driver = new LocalStorageDriver(mkdtempSync(join(tmpdir(), 'qmj-storage-')));
    await expect(driver.put('public', '../../etc/passwd', Buffer.from('x'))).rejects.toThrow(/not a media key/);
    expect(await driver.get('public', '../secret.png')).toBeNull();
  });
});
