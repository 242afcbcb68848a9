// Prepared queries (docs/architecture.md#prepared-queries), on the real database of the run (SQLite,
// or MariaDB with DB=mysql): written once by TypeORM, they read and write exactly what TypeORM's own
// calls do, and refuse what would make a later run wrong.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { DataSource, type EntityManager } from 'typeorm';
import { JobLock } from '../src/common/job-lock.entity.js';
import { PreparedPage, PreparedQuery } from '../src/database/prepared-query.js';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import { Notification } from '../src/notifications/notification.entity.js';
import { User } from '../src/users/user.entity.js';
import { createTestApp, GOOD_PASSWORD, type TestApp, uniqueName } from './test-app.js';

let t: TestApp;
let unitOfWork: UnitOfWork;
let customerId: number;

/** A new customer's id. */
async function register(prefix: string): Promise<number> {
  const username = uniqueName(prefix);
  const registered = await t
    .http()
    .post('/api/auth/register')
    .send({ username, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
  return registered.body.user.id;
}

beforeAll(async () => {
  t = await createTestApp();
  unitOfWork = t.app.get(UnitOfWork);
  customerId = await register('prepared');
});
afterAll(async () => {
  await t?.close();
});

const USER_BY_ID = PreparedQuery.entities('test: user by id', (manager) =>
  manager.createQueryBuilder(User, 'u').where('u.id = :id'),
);
const USERS_BY_IDS = PreparedQuery.entities('test: users by ids', (manager) =>
  manager.createQueryBuilder(User, 'u').where('u.id IN (:...ids)').orderBy('u.id', 'ASC'),
);
const USER_WITH_LOCK_HOLDER = PreparedQuery.entitiesWithValues<User, { holder: string | null }>(
  'test: user with a lock holder',
  (manager) =>
    manager
      .createQueryBuilder(User, 'u')
      .leftJoin(JobLock, 'l', 'l.name = :name')
      .addSelect('l.holder', 'holder')
      .where('u.id = :id'),
);
const usernamesByIds = (manager: EntityManager) =>
  manager
    .createQueryBuilder(User, 'u')
    .select('u.username', 'username')
    .where('u.id IN (:...ids)')
    .orderBy('u.id', 'ASC');
const USERNAMES_BY_IDS = PreparedQuery.oneValue<string>('test: usernames by ids', usernamesByIds);
/** The same statement read as rows of values. */
const USERNAME_ROWS_BY_IDS = PreparedQuery.values<{ username: string }>('test: username rows by ids', usernamesByIds);
const INSERT_NOTICE = PreparedQuery.insert('test: insert a notice', Notification);
const MOVE_LOCK = PreparedQuery.change('test: move a lock', (manager) =>
  manager
    .createQueryBuilder()
    .update(JobLock)
    .set({ holder: () => ':holder' })
    .where('name = :name'),
);

const notice = (createdAt: Date, userId = customerId) => ({
  userId,
  kind: 'approved' as const,
  message: 'Your order was approved.',
  orderId: null,
  bookingId: null,
  productName: 'Magic Mug',
  imageKey: null,
  quantity: 2,
  total: 61000,
  readAt: null,
  createdAt,
});

describe('a prepared query', () => {
  it('reads the entity TypeORM reads: same class, same values, dates and enums converted', async () => {
    const prepared = await unitOfWork.row(USER_BY_ID, { id: customerId });
    const typeorm = await unitOfWork.manager.findOneBy(User, { id: customerId });
    expect(prepared).toBeInstanceOf(User);
    expect(prepared).toStrictEqual(typeorm);
    expect(prepared?.createdAt).toBeInstanceOf(Date);
    expect(await unitOfWork.row(USER_BY_ID, { id: 2_147_483_647 })).toBeNull();
  });

  it('reads an entity with the values selected beside it, and null where the joined row is missing', async () => {
    const typeorm = await unitOfWork.manager.findOneBy(User, { id: customerId });
    const lock = { name: uniqueName('joined-lock'), holder: 'reader', lockedUntil: new Date('2030-01-01T00:00:00Z') };
    await unitOfWork.transaction((manager) => manager.insert(JobLock, lock));
    const joined = await unitOfWork.row(USER_WITH_LOCK_HOLDER, { id: customerId, name: lock.name });
    expect(joined?.entity).toBeInstanceOf(User);
    expect(joined?.entity).toStrictEqual(typeorm);
    expect(joined?.values).toEqual({ holder: lock.holder });
    const missing = await unitOfWork.row(USER_WITH_LOCK_HOLDER, { id: customerId, name: 'no such lock' });
    expect(missing?.values).toEqual({ holder: null });
    expect(await unitOfWork.row(USER_WITH_LOCK_HOLDER, { id: 2_147_483_647, name: lock.name })).toBeNull();
  });

  it('binds a list for `:...name`, whatever its length', async () => {
    const admin = await unitOfWork.manager.findOneByOrFail(User, { role: 'admin' });
    const both = await unitOfWork.rows(USERS_BY_IDS, { ids: [customerId, admin.id] });
    expect(both.map((user) => user.id)).toEqual([admin.id, customerId].sort((a, b) => a - b));
    expect(await unitOfWork.rows(USERS_BY_IDS, { ids: [customerId] })).toHaveLength(1);
  });

  it('reads each row of one selected value as the value itself', async () => {
    const admin = await unitOfWork.manager.findOneByOrFail(User, { role: 'admin' });
    const customer = await unitOfWork.manager.findOneByOrFail(User, { id: customerId });
    const ids = [admin.id, customerId];
    const expected = [admin, customer].sort((a, b) => a.id - b.id).map((user) => user.username);
    expect(await unitOfWork.rows(USERNAMES_BY_IDS, { ids })).toEqual(expected);
    // On SQLite both queries run the one statement kept for their SQL: read as values, it is given back as it was.
    expect(await unitOfWork.rows(USERNAME_ROWS_BY_IDS, { ids })).toEqual(expected.map((username) => ({ username })));
    expect(await unitOfWork.rows(USERNAMES_BY_IDS, { ids })).toEqual(expected);
    expect(await unitOfWork.rows(USERNAMES_BY_IDS, { ids: [2_147_483_647] })).toEqual([]);
  });

  it('inserts every column, answers the new id, and reads back what TypeORM reads', async () => {
    const createdAt = new Date('2026-03-04T05:06:07.890Z');
    const id = await unitOfWork.transaction(() => unitOfWork.insert(INSERT_NOTICE, notice(createdAt)));
    const stored = await unitOfWork.manager.findOneByOrFail(Notification, { id });
    expect(stored).toMatchObject({ ...notice(createdAt), id });
    expect(stored.createdAt.toISOString()).toBe(createdAt.toISOString());
  });

  it('answers how many rows a change changed, and writes only in a transaction', async () => {
    const name = uniqueName('lock');
    await unitOfWork.transaction((manager) =>
      manager.insert(JobLock, { name, holder: 'first', lockedUntil: new Date('2030-01-01T00:00:00Z') }),
    );
    expect(await unitOfWork.transaction(() => unitOfWork.run(MOVE_LOCK, { name, holder: 'second' }))).toBe(1);
    expect(await unitOfWork.transaction(() => unitOfWork.run(MOVE_LOCK, { name: `${name}-none`, holder: 'x' }))).toBe(
      0,
    );
    expect((await unitOfWork.manager.findOneByOrFail(JobLock, { name })).holder).toBe('second');
    await expect(unitOfWork.run(MOVE_LOCK, { name, holder: 'third' })).rejects.toThrow(/open transaction/);
    await expect(unitOfWork.insert(INSERT_NOTICE, notice(new Date()))).rejects.toThrow(/open transaction/);
  });

  it('refuses a run that leaves a value out, before the database sees it', async () => {
    await expect(unitOfWork.row(USER_BY_ID, {})).rejects.toThrow('test: user by id needs a value for id');
    const { userId: _left, ...withoutUser } = notice(new Date());
    await expect(unitOfWork.transaction(() => unitOfWork.insert(INSERT_NOTICE, withoutUser))).rejects.toThrow(
      /needs a value for userId/,
    );
  });

  it('refuses a builder that holds a value of its own, which every later run would reuse', async () => {
    const frozen = PreparedQuery.change('test: frozen holder', (manager) =>
      manager.createQueryBuilder().update(JobLock).set({ holder: 'first run' }).where('name = :name'),
    );
    await expect(unitOfWork.transaction(() => unitOfWork.run(frozen, { name: 'any' }))).rejects.toThrow(
      /holds values of its own/,
    );
  });
});

describe('a page of a list', () => {
  const NOTICES_OF_USER = PreparedPage.withValues<Notification, { holder: string | null }>(
    'test: notices of a user',
    (manager) => manager.createQueryBuilder(Notification, 'n').where('n.userId = :userId'),
    (rows) => rows.leftJoin(JobLock, 'l', 'l.name = :name').addSelect('l.holder', 'holder'),
  ).of({});

  it("reads its rows, newest first, and the list's total in one statement; past the end, the total alone", async () => {
    const userId = await register('paged');
    const ids: number[] = [];
    for (const day of [1, 2, 3]) {
      const createdAt = new Date(`2026-03-0${day}T05:06:07.890Z`);
      ids.push(await unitOfWork.transaction(() => unitOfWork.insert(INSERT_NOTICE, notice(createdAt, userId))));
    }
    const values = { userId, name: 'no such lock' };
    const statements = jest.spyOn(unitOfWork as unknown as { read: () => Promise<unknown> }, 'read');
    try {
      const first = await unitOfWork.page(NOTICES_OF_USER, values, { limit: 2, offset: 0 });
      expect(statements).toHaveBeenCalledTimes(1);
      expect(first.total).toBe(3);
      expect(first.rows.map((row) => row.entity.id)).toEqual([ids[2], ids[1]]);
      expect(first.rows[0].entity).toBeInstanceOf(Notification);
      // The total's column is the page's, not a value of the row.
      expect(first.rows[0].values).toStrictEqual({ holder: null });

      const last = await unitOfWork.page(NOTICES_OF_USER, values, { limit: 2, offset: 2 });
      expect(last.rows.map((row) => row.entity.id)).toEqual([ids[0]]);
      expect(last.total).toBe(3);
      expect(statements).toHaveBeenCalledTimes(2);

      const past = await unitOfWork.page(NOTICES_OF_USER, values, { limit: 2, offset: 4 });
      expect(past).toEqual({ rows: [], total: 3 });
      expect(statements).toHaveBeenCalledTimes(4);

      const empty = await unitOfWork.page(
        NOTICES_OF_USER,
        { ...values, userId: 2_147_483_647 },
        { limit: 2, offset: 0 },
      );
      expect(empty).toEqual({ rows: [], total: 0 });
      expect(statements).toHaveBeenCalledTimes(5);
    } finally {
      statements.mockRestore();
    }
  });

  it('binds its window where the planner does not read it, so that its statement is planned once', () => {
    const manager = t.app.get(DataSource).manager;
    const { sql, parameters } = NOTICES_OF_USER.rows.bind(manager, { userId: 1, name: 'x', limit: 2, offset: 4 });
    // SQLite plans a statement again on every run whose LIMIT or OFFSET is a bare parameter.
    expect(sql).toMatch(
      manager.connection.options.type === 'better-sqlite3'
        ? / LIMIT CAST\(\? AS INTEGER\) OFFSET CAST\(\? AS INTEGER\)$/
        : / LIMIT \? OFFSET \?$/,
    );
    expect(parameters.slice(-2).map(Number)).toEqual([2, 4]);
  });
});
