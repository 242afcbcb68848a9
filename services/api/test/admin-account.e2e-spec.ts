import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AUTH_MESSAGES } from '@qmj/contracts';
import request from 'supertest';
import { createApp } from '../src/app.factory.js';
import { StartRefusedError } from '../src/common/start-refused.js';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import { User } from '../src/users/user.entity.js';
import { UsersService } from '../src/users/users.service.js';
import { ADMIN, createTestApp, registerUser, type TestApp } from './test-app.js';

// A second start on the same database, as after a change of ADMIN_USERNAME. Passport keeps one strategy
// per process, so once it has started the requests go to the new start only, as they would after a restart.
let t: TestApp;
let restarted: NestFastifyApplication | undefined;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await restarted?.close();
  await t?.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const startWithAdmin = (username: string, password: string) =>
  createApp({ ...t.config, admin: { username, password, passwordGenerated: false } }, { logger: false });

describe('the administrator account at start', () => {
  it('demotes the previous administrator when ADMIN_USERNAME changes: its token stops working', async () => {
    const oldAdmin = (await t.http().post('/api/auth/login').send(ADMIN)).body.accessToken as string;
    expect((await t.http().get('/api/admin/users').set(bearer(oldAdmin))).status).toBe(200);

    const again = await startWithAdmin('newchief', 'NewChief2026');
    restarted = again;
    const http = () => request(again.getHttpServer());
    const signIn = (username: string, password: string) => http().post('/api/auth/login').send({ username, password });

    const ended = await http().get('/api/me').set(bearer(oldAdmin));
    expect(ended.status).toBe(401);
    expect(ended.body.message).toBe(AUTH_MESSAGES.sessionExpired);
    const demoted = (await signIn(ADMIN.username, ADMIN.password)).body;
    expect(demoted.user.role).toBe('customer');
    expect((await http().get('/api/admin/users').set(bearer(demoted.accessToken))).status).toBe(403);

    const newAdmin = (await signIn('newchief', 'NewChief2026')).body;
    expect(newAdmin.user.role).toBe('admin');
    expect((await http().get('/api/admin/users').set(bearer(newAdmin.accessToken))).status).toBe(200);
  });

  it('refuses to start when ADMIN_USERNAME names a customer, and leaves the customer as it was', async () => {
    const customer = await registerUser(t);
    const users = t.app.get(UnitOfWork).repository(User);
    const before = await users.findOneByOrFail({ id: customer.id });
    const sessions = await t.app.get(UsersService).sessionVersion(customer.id);

    const refused = startWithAdmin(customer.username.toUpperCase(), 'TakeOver2026');
    await expect(refused).rejects.toThrow(StartRefusedError);
    await expect(refused).rejects.toThrow(
      `ADMIN_USERNAME '${customer.username.toUpperCase()}' is the username of an existing customer account; set ADMIN_USERNAME to a name no customer uses.`,
    );

    expect(await users.findOneByOrFail({ id: customer.id })).toEqual(before);
    expect(await t.app.get(UsersService).sessionVersion(customer.id)).toBe(sessions);
    expect(await users.countBy({ role: 'admin' })).toBe(1);
  });

  it('refuses to start when ADMIN_USERNAME breaks the username rules', async () => {
    await expect(startWithAdmin('b\u200bchief', 'AdminPass2026')).rejects.toThrow(
      `ADMIN_USERNAME 'b\u200bchief' cannot be a username: ${AUTH_MESSAGES.usernameInvisible}`,
    );
    expect(await t.app.get(UnitOfWork).repository(User).countBy({ role: 'admin' })).toBe(1);
  });
});
