// Backups (docs/architecture.md#backups), on the engine the suite runs on: a backup made while
// orders are placed, restored into a fresh data directory (and, on MariaDB, a fresh database),
// holds every order committed before it began, with its product, consistent stock and its files;
// the nightly job runs on one replica at BACKUP_HOUR and keeps BACKUP_RETENTION_DAYS of them.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { AdminOrder, Order } from '@qmj/contracts';
import request from 'supertest';
import { createApp } from '../src/app.factory.js';
import { type Backup, BackupsService } from '../src/backups/backups.service.js';
import { NightlyBackup } from '../src/backups/nightly-backup.js';
import { Clock } from '../src/common/clock.js';
import { type AppConfig, parseDatabaseUrl } from '../src/config/app-config.js';
import { MediaService } from '../src/media/media.service.js';
import { adminToken, bearer, pngImage } from './catalog-fixtures.js';
import { held } from './interleaving.js';
import { type Customer, placeOrder, receiptImage, type Shop, startShop, stockOf } from './order-fixtures.js';
import { freshDatabase, type TestApp } from './test-app.js';

const STOCK = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let shop: Shop;
let customer: Customer;
beforeAll(async () => {
  ({
    t,
    shop,
    customers: [customer],
  } = await startShop(1));
});
afterAll(async () => {
  await t?.close();
});

const putPicture = (image: Buffer) =>
  t.http().put('/api/me/picture').set(bearer(customer.token)).attach('file', image, 'me.png');

/** A GCash order of `productId` with its receipt, as the customer places it. */
const order = (productId: number, quantity: number) =>
  placeOrder(t, customer.token, { productId, quantity, paymentMethod: 'GCASH' }, receiptImage());

/**
 * The configuration of an empty place to restore into, beside the test app's: a new data directory
 * and, on MariaDB, a new database on the same server; and what removes them.
 */
async function freshTarget(): Promise<{ config: AppConfig; remove: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qmj-restored-'));
  const base = {
    ...t.config,
    dataDir,
    storage: { ...t.config.storage, uploadsDir: join(dataDir, 'uploads') },
    backup: { ...t.config.backup, dir: join(dataDir, 'backups') },
  };
  const { databaseUrl, drop } = await freshDatabase();
  const database: AppConfig['database'] = databaseUrl
    ? parseDatabaseUrl(databaseUrl)
    : { type: 'sqlite', path: join(dataDir, 'qmj.sqlite') };
  return {
    config: { ...base, database },
    remove: async () => {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The application started on `config` (a restored data directory and database), as the specs' fixtures take it. */
async function startOn(config: AppConfig): Promise<TestApp> {
  const app = await createApp(config, { logger: ['error', 'fatal'] });
  return { app, config, http: () => request(app.getHttpServer()), outbox: () => [], close: () => app.close() };
}

async function pendingOrders(on: TestApp, admin: string): Promise<AdminOrder[]> {
  const orders: AdminOrder[] = [];
  for (let page = 1; ; page += 1) {
    const response = await on
      .http()
      .get(`/api/admin/orders?status=pending&pageSize=100&page=${page}`)
      .set(bearer(admin));
    expect(response.status).toBe(200);
    orders.push(...response.body.items);
    if (orders.length >= response.body.total) return orders;
  }
}

async function statusOf(on: TestApp, path: string, admin: string): Promise<number> {
  return (await on.http().get(path).set(bearer(admin))).status;
}

describe('a backup made while orders are placed', () => {
  it('restores into a fresh data directory every order committed before it began, with its product, stock and files', async () => {
    const backups = t.app.get(BackupsService);
    const products = [await shop.product(STOCK), await shop.product(STOCK)];
    const pictureAtBackup = (await putPicture(pngImage(100))).body.profilePictureUrl;
    const committedBefore: Order[] = [];
    for (let i = 0; i < 6; i += 1) committedBefore.push(await order(products[i % 2].id, 1 + (i % 3)));

    // Forced around the database's snapshot: an order committed after the first copy of the uploads
    // (its receipt only the second copy finds); an order whose transaction has reserved its stock
    // and is held open while the snapshot is taken, with more orders in flight behind it; then the
    // customer's picture replaced, so its old file, which the snapshot's row names, is removed.
    const media = t.app.get(MediaService);
    const keep = media.keep.bind(media);
    let holdNext = false;
    const inside = held();
    const released = held();
    const keepSpy = jest.spyOn(media, 'keep').mockImplementation(async (upload) => {
      const key = await keep(upload);
      if (holdNext) {
        holdNext = false;
        inside.release();
        await released.promise;
      }
      return key;
    });
    const takeSnapshot = backups.snapshotDatabase.bind(backups);
    let betweenCopies: Order | undefined;
    let openDuringSnapshot: Promise<Order> | undefined;
    const inFlight: Promise<Order>[] = [];
    const snapshotSpy = jest.spyOn(backups, 'snapshotDatabase').mockImplementation(async (folder) => {
      betweenCopies = await order(products[0].id, 2);
      holdNext = true;
      openDuringSnapshot = order(products[0].id, 4);
      await inside.promise;
      for (let i = 0; i < 8; i += 1) inFlight.push(order(products[i % 2].id, 1));
      const taken = await takeSnapshot(folder);
      released.release();
      await Promise.all([openDuringSnapshot, ...inFlight]);
      expect((await putPicture(pngImage(200))).status).toBe(200);
      return taken;
    });
    let backup: Backup;
    try {
      backup = await backups.backup();
    } finally {
      snapshotSpy.mockRestore();
      keepSpy.mockRestore();
    }
    const committedAfter = await (openDuringSnapshot as Promise<Order>);
    const placed = [...committedBefore, betweenCopies as Order, committedAfter, ...(await Promise.all(inFlight))];
    expect(backup.manifest.engine).toBe(t.config.database.type);
    expect(backup.manifest.counts.mediaFiles).toBeGreaterThan(committedBefore.length);

    const target = await freshTarget();
    let restored: TestApp | undefined;
    try {
      const restorer = new BackupsService(target.config, new Clock());
      expect(await restorer.restore(backup.folder)).toMatchObject({ engine: t.config.database.type, replaced: false });
      // A target holding data is replaced only when asked to.
      await expect(restorer.restore(backup.folder)).rejects.toThrow('Pass --force to replace it.');
      expect(await restorer.restore(backup.folder, { force: true })).toMatchObject({ replaced: true });

      restored = await startOn(target.config);
      const admin = await adminToken(restored);
      const found = await pendingOrders(restored, admin);
      const foundIds = found.map((row) => row.id);
      expect(foundIds).toEqual(expect.arrayContaining([...committedBefore, betweenCopies].map((row) => row?.id)));
      expect(foundIds).not.toContain(committedAfter.id);
      // Nothing but orders the shop answered, and each whole: its product there, its stock taken.
      expect(placed.map((row) => row.id)).toEqual(expect.arrayContaining(foundIds));
      for (const product of products) {
        const taken = found.filter((row) => row.productId === product.id).reduce((sum, row) => sum + row.quantity, 0);
        expect(await stockOf(restored, product.id)).toBe(STOCK - taken);
      }
      // The files the restored rows name: receipts, the orders' pictures, and the customer's picture
      // as it was at the snapshot (replaced and removed since in the live shop).
      for (const row of found) {
        expect(row.hasReceipt).toBe(true);
        expect(await statusOf(restored, `/api/orders/${row.id}/receipt`, admin)).toBe(200);
        expect(await statusOf(restored, row.imageUrl ?? 'no picture', admin)).toBe(200);
      }
      expect((await t.http().get(pictureAtBackup)).status).toBe(404);
      const restoredProfile = (await restored.http().get('/api/me').set(bearer(customer.token))).body;
      expect(restoredProfile.profilePictureUrl).toBe(pictureAtBackup);
      expect(await statusOf(restored, pictureAtBackup, admin)).toBe(200);
    } finally {
      await restored?.close();
      await target.remove();
    }
  }, 120_000);
});

describe('the nightly backup job', () => {
  it('backs up on one replica at BACKUP_HOUR and removes the backups older than BACKUP_RETENTION_DAYS', async () => {
    const clock = t.app.get(Clock);
    const job = t.app.get(NightlyBackup);
    const dir = t.config.backup.dir;
    // 03:00 in Manila (UTC+8), the default BACKUP_HOUR; the default retention is 7 days.
    const night = Date.UTC(2026, 2, 10, 19, 0, 0);
    const folderAt = (at: number) => new Date(at).toISOString().replace(/[:.]/g, '-');
    const past = {
      eightDays: folderAt(night - 8 * DAY_MS),
      justOverSeven: folderAt(night - 7 * DAY_MS - 60_000),
      unfinished: `${folderAt(night - 9 * DAY_MS)}.partial`,
      sixDays: folderAt(night - 6 * DAY_MS),
      notABackup: 'notes',
    };
    for (const name of Object.values(past)) {
      mkdirSync(join(dir, name), { recursive: true });
      writeFileSync(join(dir, name, 'kept.txt'), name);
    }
    const now = clock.now;
    try {
      clock.now = () => new Date(night - 60 * 60 * 1000);
      expect(await job.run()).toBe(false);
      clock.now = () => new Date(night);
      expect(await Promise.all([job.run(), job.run()])).toEqual(expect.arrayContaining([true, false]));
    } finally {
      clock.now = now;
    }
    const left = readdirSync(dir);
    expect(left).toEqual(expect.arrayContaining([past.sixDays, past.notABackup, folderAt(night)]));
    for (const gone of [past.eightDays, past.justOverSeven, past.unfinished]) expect(left).not.toContain(gone);
    expect(left.filter((name) => name.startsWith(folderAt(night)))).toEqual([folderAt(night)]);
    expect(existsSync(join(dir, folderAt(night), 'manifest.json'))).toBe(true);
  });
});
