// The one data path (docs/architecture.md#one-path-to-the-data), on the real database of the run
// (SQLite, or MariaDB with DB=mysql): every interleaving below is forced with a held promise, never
// hoped for. Rows of `job_locks` serve as plain rows: the table has no foreign key and no rule.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Database from 'better-sqlite3';
import request from 'supertest';
import { In } from 'typeorm';
import { createApp } from '../src/app.factory.js';
import { JobLock } from '../src/common/job-lock.entity.js';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import { held } from './interleaving.js';
import { createTestApp, GOOD_PASSWORD, type TestApp, uniqueName } from './test-app.js';

let t: TestApp;
let unitOfWork: UnitOfWork;

beforeAll(async () => {
  t = await createTestApp();
  unitOfWork = t.app.get(UnitOfWork);
});
afterAll(async () => {
  await t?.close();
});

const newName = () => uniqueName('row');
const row = (name: string) => ({ name, holder: 'test', lockedUntil: new Date('2030-01-01T00:00:00Z') });
const exists = (name: string, on = unitOfWork) => on.manager.existsBy(JobLock, { name });
const sqliteOnly = () => t.config.database.type === 'sqlite';

class Refused extends Error {}

describe('the unit of work', () => {
  it("joins the open transaction: a nested call's write goes back with the outer one's", async () => {
    const outer = newName();
    const inner = newName();
    await expect(
      unitOfWork.transaction(async (manager) => {
        await manager.insert(JobLock, row(outer));
        await unitOfWork.transaction((nested) => nested.insert(JobLock, row(inner)));
        expect(unitOfWork.manager).toBe(manager);
        throw new Refused();
      }),
    ).rejects.toThrow(Refused);
    expect(await exists(outer)).toBe(false);
    expect(await exists(inner)).toBe(false);
  });

  it('leaves no transaction behind once the last one ends, and the next one joins its nested calls again', async () => {
    const pause = held();
    let continuation!: Promise<boolean>;
    await unitOfWork.transaction(async () => {
      // Work started inside the transaction that goes on after it committed.
      continuation = pause.promise.then(() => unitOfWork.inTransaction);
    });
    pause.release();
    expect(await continuation).toBe(false);
    expect(unitOfWork.manager).not.toBe(undefined);

    const outer = newName();
    const inner = newName();
    await unitOfWork.transaction(async (manager) => {
      await manager.insert(JobLock, row(outer));
      await unitOfWork.transaction(async (nested) => {
        expect(nested).toBe(manager);
        await nested.insert(JobLock, row(inner));
      });
    });
    expect(await exists(outer)).toBe(true);
    expect(await exists(inner)).toBe(true);
  });

  it('keeps a write of another request that ran while a transaction was open, when that transaction rolls back', async () => {
    const refused = newName();
    const other = newName();
    const pause = held();
    const opened = held();
    const failing = unitOfWork.transaction(async (manager) => {
      await manager.insert(JobLock, row(refused));
      opened.release();
      await pause.promise;
      throw new Refused();
    });
    await opened.promise;
    // Another request's write, started while the first transaction is open (on SQLite it waits
    // for the one writer; it never joins the open transaction).
    const otherWrite = unitOfWork.transaction((manager) => manager.insert(JobLock, row(other)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    pause.release();
    await expect(failing).rejects.toThrow(Refused);
    await otherWrite;
    expect(await exists(refused)).toBe(false);
    expect(await exists(other)).toBe(true);
  });

  it('reads outside a transaction see only committed rows', async () => {
    const name = newName();
    const pause = held();
    const written = held();
    const writing = unitOfWork.transaction(async (manager) => {
      await manager.insert(JobLock, row(name));
      written.release();
      await pause.promise;
    });
    await written.promise;
    expect(await exists(name)).toBe(false);
    pause.release();
    await writing;
    expect(await exists(name)).toBe(true);
  });

  it('runs effects after the commit, or after the rollback, never both', async () => {
    const seen: string[] = [];
    await unitOfWork.transaction(async (manager) => {
      await manager.insert(JobLock, row(newName()));
      unitOfWork.afterCommit(() => {
        seen.push('committed');
      });
      unitOfWork.afterRollback(() => {
        seen.push('rolled back (wrong)');
      });
      expect(seen).toEqual([]);
    });
    await expect(
      unitOfWork.transaction(async () => {
        unitOfWork.afterCommit(() => {
          seen.push('committed (wrong)');
        });
        unitOfWork.afterRollback(() => {
          seen.push('rolled back');
        });
        throw new Refused();
      }),
    ).rejects.toThrow(Refused);
    expect(seen).toEqual(['committed', 'rolled back']);
  });

  it('refuses a write outside a transaction on SQLite: the reading connection is read-only', async () => {
    if (!sqliteOnly()) return;
    await expect(unitOfWork.manager.insert(JobLock, row(newName()))).rejects.toThrow(/readonly/i);
  });

  it("waits for another process's write lock without holding up the server, then writes (SQLite)", async () => {
    if (!sqliteOnly()) return;
    const name = newName();
    const other = new Database((t.config.database as { path: string }).path);
    other.exec('BEGIN IMMEDIATE');
    const heldFor = 600;
    setTimeout(() => other.exec('COMMIT'), heldFor);
    // The longest the event loop stood still while the transaction waited.
    let longestStall = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      longestStall = Math.max(longestStall, performance.now() - last);
      last = performance.now();
    }, 5);
    const started = performance.now();
    await unitOfWork.transaction((manager) => manager.insert(JobLock, row(name)));
    clearInterval(ticker);
    other.close();
    expect(performance.now() - started).toBeGreaterThanOrEqual(heldFor - 20);
    expect(longestStall).toBeLessThan(heldFor / 2);
    expect(await exists(name)).toBe(true);
  });

  it('runs a deadlock victim again from the start, and both transactions succeed (MariaDB)', async () => {
    if (sqliteOnly()) return;
    // Two transactions take two rows in opposite orders: MariaDB kills one as a deadlock victim.
    const [first, second] = [newName(), newName()];
    await unitOfWork.transaction((manager) => manager.insert(JobLock, [row(first), row(second)]));
    let runs = 0;
    const effects: string[] = [];
    const bothLockedOne = [held(), held()];
    const lockInOrder = (a: string, b: string, mine: number) =>
      unitOfWork.transaction(async (manager) => {
        runs += 1;
        unitOfWork.afterCommit(() => {
          effects.push('committed');
        });
        // A run about to be retried is not a final rollback: its effect (removing the pending
        // file the retry keeps) must not run.
        unitOfWork.afterRollback(() => {
          effects.push('rolled back');
        });
        await manager.update(JobLock, { name: a }, { holder: `t${mine}` });
        bothLockedOne[mine].release();
        await bothLockedOne[1 - mine].promise;
        await manager.update(JobLock, { name: b }, { holder: `t${mine}` });
      });
    await Promise.all([lockInOrder(first, second, 0), lockInOrder(second, first, 1)]);
    expect(runs).toBe(3);
    expect(effects).toEqual(['committed', 'committed']);
    const holders = await unitOfWork.manager.findBy(JobLock, { name: In([first, second]) });
    // The victim ran again after the winner committed: it wrote both rows last.
    expect(new Set(holders.map((lock) => lock.holder)).size).toBe(1);
  });
});

describe('two replicas writing one database', () => {
  let replicaB: NestFastifyApplication;
  let unitOfWorkB: UnitOfWork;

  beforeAll(async () => {
    replicaB = await createApp(t.config, { logger: ['error', 'fatal'] });
    unitOfWorkB = replicaB.get(UnitOfWork);
  });
  afterAll(async () => {
    await replicaB?.close();
  });

  it("writes after a read while the other replica commits in between, without failing (SQLite's busy snapshot)", async () => {
    const seen = newName();
    const mine = newName();
    const theirs = newName();
    await unitOfWork.transaction((manager) => manager.insert(JobLock, row(seen)));
    const read = held();
    const pause = held();
    const writing = unitOfWork.transaction(async (manager) => {
      expect(await manager.existsBy(JobLock, { name: seen })).toBe(true);
      read.release();
      await pause.promise;
      await manager.insert(JobLock, row(mine));
    });
    await read.promise;
    const theirWrite = unitOfWorkB.transaction((manager) => manager.insert(JobLock, row(theirs)));
    setTimeout(pause.release, 50);
    await Promise.all([writing, theirWrite]);
    expect(await exists(mine)).toBe(true);
    expect(await exists(theirs, unitOfWorkB)).toBe(true);
  });

  it('answers many writes spread over both replicas with no 5xx', async () => {
    const register = (app: NestFastifyApplication) => {
      const username = uniqueName('replica');
      return request(app.getHttpServer())
        .post('/api/auth/register')
        .send({ username, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
    };
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => register(index % 2 ? replicaB : t.app)));
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
  });
});
