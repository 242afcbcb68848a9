import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { LocalStorageDriver } from './local-storage.driver.js';

const key = `${'ab'.repeat(16)}.png`;

describe('LocalStorageDriver', () => {
  it('keeps a file pending until it is promoted, public and private apart, and removes it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'qmj-storage-'));
    const driver = new LocalStorageDriver(root);
    await driver.putPending('private', key, Buffer.from('receipt'), 'image/png');
    expect(await driver.get('private', key)).toBeNull();
    expect((await driver.listPending()).map(({ visibility, key }) => ({ visibility, key }))).toEqual([
      { visibility: 'private', key },
    ]);
    expect(await driver.promote('private', key)).toBe(true);
    expect(await driver.promote('private', key)).toBe(false);
    expect(await driver.listPending()).toEqual([]);
    expect(await driver.get('public', key)).toBeNull();
    expect((await driver.get('private', key))?.toString()).toBe('receipt');
    expect(existsSync(join(root, 'private', 'ab', key))).toBe(true);
    await driver.remove('private', key);
    expect(await driver.get('private', key)).toBeNull();
    await driver.remove('private', key);
  });

  it('removes a pending file that was never promoted', async () => {
    const root = mkdtempSync(join(tmpdir(), 'qmj-storage-'));
    const driver = new LocalStorageDriver(root);
    await driver.putPending('public', key, Buffer.from('picture'), 'image/png');
    await driver.removePending('public', key);
    expect(await driver.promote('public', key)).toBe(false);
    expect(await driver.get('public', key)).toBeNull();
    expect(await driver.listPending()).toEqual([]);
  });

  it('refuses anything that is not a media key', async () => {
    const driver = new LocalStorageDriver(mkdtempSync(join(tmpdir(), 'qmj-storage-')));
    await expect(driver.putPending('public', '../../etc/passwd', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /not a media key/,
    );
    expect(await driver.get('public', '../secret.png')).toBeNull();
  });
});
