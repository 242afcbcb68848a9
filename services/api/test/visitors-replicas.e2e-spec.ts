// Visitors counted on two replicas of one database, and across a restart (docs/dashboard.md#visitors):
// the day's salt and the visitors' marks are in the database, so a visitor is one visitor whichever
// replica sees them, and once a day is over nothing of its hashes stays.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type { EntityManager } from 'typeorm';
import { createApp } from '../src/app.factory.js';
import { Clock } from '../src/common/clock.js';
import { VisitorMark } from '../src/dashboard/visitor-mark.entity.js';
import { VisitorSalt } from '../src/dashboard/visitor-salt.entity.js';
import { VisitorsService } from '../src/dashboard/visitors.service.js';
import { type TransactionOptions, UnitOfWork } from '../src/database/unit-of-work.js';
import { adminToken, bearer } from './catalog-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

/** 10:00 in Manila on Tuesday 3 March 2026, and the same hour of the two days after. */
const TUESDAY = new Date('2026-03-03T02:00:00.000Z');
const WEDNESDAY = new Date('2026-03-04T02:00:00.000Z');
const THURSDAY = new Date('2026-03-05T02:00:00.000Z');
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

let replicaA: TestApp;
let replicaB: NestFastifyApplication;
let admin: string;
let now = TUESDAY;

/** Another replica on A's database and data directory, standing at the test's moment. */
async function startReplica(): Promise<NestFastifyApplication> {
  const replica = await createApp(replicaA.config, { logger: ['error', 'fatal'] });
  replica.get(Clock).now = () => now;
  return replica;
}

beforeAll(async () => {
  replicaA = await createTestApp();
  replicaA.app.get(Clock).now = () => now;
  replicaB = await startReplica();
  admin = await adminToken(replicaA);
});
afterAll(async () => {
  await replicaB?.close();
  await replicaA?.close();
});

const visit = (replica: NestFastifyApplication, userAgent: string) =>
  request(replica.getHttpServer())
    .post('/api/analytics/visits')
    .set('User-Agent', userAgent)
    .send({ path: '/home' })
    .expect(204);

async function visitorsOn(day: string): Promise<number> {
  const response = await replicaA.http().get(`/api/admin/analytics/visitors?from=${day}&to=${day}`).set(bearer(admin));
  expect(response.status).toBe(200);
  return response.body.days[0].visitors;
}

/**
 * Holds the next transaction of each replica until every one has begun its own: whatever each read
 * before, none has written yet. What gives the transactions back to the replicas.
 */
function holdNextTransactions(replicas: NestFastifyApplication[]): () => void {
  let waiting = replicas.length;
  let everyoneThere!: () => void;
  const barrier = new Promise<void>((resolve) => {
    everyoneThere = resolve;
  });
  const spies = replicas.map((replica) => {
    const unitOfWork = replica.get(UnitOfWork);
    const transaction = unitOfWork.transaction.bind(unitOfWork);
    return jest
      .spyOn(unitOfWork, 'transaction')
      .mockImplementationOnce(
        async (work: (manager: EntityManager) => Promise<unknown>, options?: TransactionOptions) => {
          waiting -= 1;
          if (waiting === 0) everyoneThere();
          await barrier;
          return transaction(work, options);
        },
      );
  });
  return () => {
    for (const spy of spies) spy.mockRestore();
  };
}

/** What the database keeps of each day's hashes: its salts and its marks. */
async function keptDays(): Promise<{ salts: string[]; marks: string[] }> {
  const unitOfWork = replicaA.app.get(UnitOfWork);
  const salts = await unitOfWork.repository(VisitorSalt).find({ order: { day: 'ASC' } });
  const marks = await unitOfWork.repository(VisitorMark).find();
  return { salts: salts.map((row) => row.day), marks: [...new Set(marks.map((row) => row.day))].sort() };
}

describe('visitors on two replicas of one database', () => {
  it('draws one salt for the day when the first visits reach both replicas at once', async () => {
    // Both replicas find no salt for the day before either stores one.
    const release = holdNextTransactions([replicaA.app, replicaB]);
    try {
      await Promise.all([visit(replicaA.app, BROWSER), visit(replicaB, BROWSER)]);
    } finally {
      release();
    }
    expect(await visitorsOn('2026-03-03')).toBe(1);
    expect(await keptDays()).toEqual({ salts: ['2026-03-03'], marks: ['2026-03-03'] });
  });

  it('counts a visitor once a day whichever replica sees them, even both at once', async () => {
    await visit(replicaB, BROWSER);
    await visit(replicaA.app, BROWSER);
    expect(await visitorsOn('2026-03-03')).toBe(1);
    // A new visitor on both replicas at once: each finds no mark of them, and both count.
    const edge = `${BROWSER} Edg/140.0`;
    const release = holdNextTransactions([replicaA.app, replicaB]);
    try {
      await Promise.all([visit(replicaA.app, edge), visit(replicaB, edge)]);
    } finally {
      release();
    }
    expect(await visitorsOn('2026-03-03')).toBe(2);
  });

  it('still knows the day’s visitors after a restart', async () => {
    await replicaB.close();
    replicaB = await startReplica();
    await visit(replicaB, BROWSER);
    expect(await visitorsOn('2026-03-03')).toBe(2);
  });

  it('lets one address add at most 20 visitors a day over all replicas', async () => {
    // Two visitors of this address are counted already; 30 more browsers, half on each replica.
    for (let index = 0; index < 30; index += 1) {
      await visit(index % 2 ? replicaA.app : replicaB, `${BROWSER} Visitor/${index}`);
    }
    expect(await visitorsOn('2026-03-03')).toBe(20);
  });

  it('forgets the hashes of a day once it is over: with the next day’s first visit, and hourly on one replica', async () => {
    now = WEDNESDAY;
    await visit(replicaB, BROWSER);
    expect(await visitorsOn('2026-03-04')).toBe(1);
    expect(await visitorsOn('2026-03-03')).toBe(20);
    expect(await keptDays()).toEqual({ salts: ['2026-03-04'], marks: ['2026-03-04'] });

    // A day with no visit yet: the hourly job deletes the day before.
    now = THURSDAY;
    const ran = await Promise.all([
      replicaA.app.get(VisitorsService).forgetPastDaysOnce(),
      replicaB.get(VisitorsService).forgetPastDaysOnce(),
    ]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(await keptDays()).toEqual({ salts: [], marks: [] });
    expect(await visitorsOn('2026-03-04')).toBe(1);
  });
});
