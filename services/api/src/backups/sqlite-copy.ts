import { copyFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Runs in a worker thread: better-sqlite3's online backup with every page in one step, so the copy
 * is read inside one read transaction (one moment of the database: in WAL mode the API's writes go
 * on meanwhile and are not in it). In steps of a few pages, as by default, each commit of the API
 * would restart the copy; done on the API's own thread, one step would stop it for the copy's
 * length (about 2 ms a megabyte).
 */
const ONE_STEP_BACKUP = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const source = new Database(workerData.source, { fileMustExist: true });
source
  .backup(workerData.target, { progress: () => 0x7fffffff })
  .finally(() => source.close())
  .then(() => parentPort.postMessage('copied'));
`;

const BETTER_SQLITE3 = createRequire(import.meta.url).resolve('better-sqlite3');

/** A consistent copy of the live SQLite file `source` at `target`, safe while the API writes to it. */
export function copySqlite(source: string, target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(ONE_STEP_BACKUP, { eval: true, workerData: { driver: BETTER_SQLITE3, source, target } });
    let copied = false;
    worker.once('message', () => {
      copied = true;
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      copied ? resolve() : reject(new Error(`the copy of the SQLite database stopped (exit code ${code})`)),
    );
  });
}

/**
 * Puts the copy `backup` in place of the SQLite file `target` (which must not be open): written
 * beside it and renamed, so the target is the old file or the whole copy; the old file's write-ahead
 * log and shared memory go with it, since they belong to the old file.
 */
export async function replaceSqlite(backup: string, target: string): Promise<void> {
  const incoming = `${target}.restoring`;
  await copyFile(backup, incoming);
  await Promise.all(['-wal', '-shm'].map((suffix) => rm(`${target}${suffix}`, { force: true })));
  await rename(incoming, target);
}
