// Uploads stored with the row that records them (docs/architecture.md#uploads): a file is in place
// only once its transaction committed, gone when it rolled back, and a crash between the two is
// repaired at start-up. Real files under the test app's DATA_DIR, on the real database.
import { existsSync, readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JobLock } from '../src/common/job-lock.entity.js';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import { MediaService } from '../src/media/media.service.js';
import { StoredFile } from '../src/media/stored-file.entity.js';
import { pngImage } from './catalog-fixtures.js';
import { openShop, sendOrder } from './order-fixtures.js';
import { createTestApp, type TestApp, uniqueName } from './test-app.js';

let t: TestApp;
let media: MediaService;
let unitOfWork: UnitOfWork;

beforeAll(async () => {
  t = await createTestApp();
  media = t.app.get(MediaService);
  unitOfWork = t.app.get(UnitOfWork);
});
afterAll(async () => {
  await t?.close();
});

class Refused extends Error {}

const uploads = () => t.config.storage.uploadsDir;
const pendingPath = (visibility: string, key: string) => join(uploads(), 'pending', visibility, key);
const finalPath = (visibility: string, key: string) => join(uploads(), visibility, key.slice(0, 2), key);
const recorded = (key: string) => unitOfWork.manager.existsBy(StoredFile, { fileKey: key });
/** Every file under the uploads folder, as paths relative to it. */
function filesUnder(folder = uploads(), prefix = ''): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}
/** A row of some other module, standing for the row that records the key. */
const recordingRow = () => ({ name: uniqueName('upload'), holder: 'test', lockedUntil: new Date() });

describe('an upload and the transaction that records it', () => {
  it('is pending until the transaction commits, then in place with its row', async () => {
    const pending = await media.prepare({ buffer: pngImage(30), size: 0 }, 'private');
    expect(existsSync(pendingPath('private', pending.key))).toBe(true);
    await unitOfWork.transaction(async (manager) => {
      await media.keep(pending);
      await manager.insert(JobLock, recordingRow());
      expect(existsSync(finalPath('private', pending.key))).toBe(false);
    });
    expect(existsSync(pendingPath('private', pending.key))).toBe(false);
    expect((await media.read(pending.key, 'private'))?.contentType).toBe('image/png');
    expect(await recorded(pending.key)).toBe(true);
  });

  it('is removed, with no row, when the transaction rolls back', async () => {
    const pending = await media.prepare({ buffer: pngImage(31), size: 0 });
    await expect(
      unitOfWork.transaction(async () => {
        await media.keep(pending);
        throw new Refused();
      }),
    ).rejects.toThrow(Refused);
    expect(existsSync(pendingPath('public', pending.key))).toBe(false);
    expect(existsSync(finalPath('public', pending.key))).toBe(false);
    expect(await recorded(pending.key)).toBe(false);
  });

  it('is discarded only when the transaction that drops it commits', async () => {
    const pending = await media.prepare({ buffer: pngImage(32), size: 0 });
    const key = await unitOfWork.transaction(() => media.keep(pending));
    await expect(
      unitOfWork.transaction(async () => {
        await media.discard(key);
        throw new Refused();
      }),
    ).rejects.toThrow(Refused);
    expect(existsSync(finalPath('public', key))).toBe(true);
    expect(await recorded(key)).toBe(true);
    await unitOfWork.transaction(() => media.discard(key));
    expect(existsSync(finalPath('public', key))).toBe(false);
    expect(await recorded(key)).toBe(false);
  });

  it('is moved into place at start-up when a crash came between the commit and the move', async () => {
    const committed = await media.prepare({ buffer: pngImage(33), size: 0 });
    // The state a crash leaves: the row committed, the file still under its temporary name.
    await unitOfWork.transaction((manager) =>
      manager.insert(StoredFile, { fileKey: committed.key, visibility: 'public', createdAt: new Date() }),
    );
    const abandoned = await media.prepare({ buffer: pngImage(34), size: 0 });
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(pendingPath('public', abandoned.key), anHourAgo, anHourAgo);
    const inFlight = await media.prepare({ buffer: pngImage(35), size: 0 });

    expect(await media.sweep()).toEqual({ promoted: 1, removed: 1 });
    expect(existsSync(finalPath('public', committed.key))).toBe(true);
    expect(existsSync(pendingPath('public', abandoned.key))).toBe(false);
    // Young enough that its transaction may still record it.
    expect(existsSync(pendingPath('public', inFlight.key))).toBe(true);
    await unitOfWork.transaction(() => media.keep(inFlight));
  });

  it('leaves no file behind when the order that brought its receipt is refused', async () => {
    const shop = await openShop(t);
    const product = await shop.product(1);
    const customer = await shop.customer();
    const before = filesUnder();
    const refused = await sendOrder(
      t,
      customer.token,
      { productId: product.id, quantity: 2, intent: 'order', paymentMethod: 'GCASH' },
      pngImage(36),
    );
    expect(refused.status).toBe(409);
    expect(filesUnder()).toEqual(before);
  });
});
