import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUTH_MESSAGES } from '@qmj/contracts';
import { LessThan } from 'typeorm';
import { AuthService, sha256 } from '../src/auth/auth.service.js';
import { PasswordResetToken } from '../src/auth/password-reset-token.entity.js';
import { AfterReply } from '../src/common/after-reply.js';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import { MailService } from '../src/mail/mail.service.js';
import { createTestApp, decodeQuotedPrintable, GOOD_PASSWORD, registerUser, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The outbox once the mail queued after the answers so far has gone out. */
async function sentMails(): Promise<string[]> {
  await t.app.get(AfterReply).idle();
  return t.outbox();
}

function linkIn(mail: string): string {
  const match = decodeQuotedPrintable(mail).match(/http:\/\/qmj\.test\/forgotpass\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link in:\n${mail}`);
  return match[1];
}

/** A new customer whose profile (saved through PATCH /api/me) has this address. */
async function userWithEmail(email: string) {
  const user = await registerUser(t);
  await t
    .http()
    .patch('/api/me')
    .set('Authorization', `Bearer ${user.token}`)
    .send({ showedUsername: 'R', contact: '1', address: 'A', otherInfo: 'O', legitName: 'L', email })
    .expect(200);
  return { ...user, email };
}

describe('forgot and reset password', () => {
  it.each([[{}], [{ email: '' }], [{ email: 'not-an-address' }], [{ email: 42 }]])(
    'refuses a bad address (%j)',
    async (body) => {
      const response = await t.http().post('/api/auth/forgot-password').send(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: AUTH_MESSAGES.emailInvalid, error: 'Bad Request' });
    },
  );

  it('answers the same for a known and an unknown address; only the known one gets a mail', async () => {
    const { email } = await userWithEmail(`reset-${Date.now()}@example.com`);

    const before = t.outbox().length;
    const unknown = await t.http().post('/api/auth/forgot-password').send({ email: 'nobody@example.com' });
    expect(unknown.status).toBe(202);
    expect((await sentMails()).length).toBe(before);

    const known = await t.http().post('/api/auth/forgot-password').send({ email: email.toUpperCase() });
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ message: AUTH_MESSAGES.resetLinkSent });
    const mails = await sentMails();
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)).toContain(`To: ${email}`);
  });

  it('answers before the mail goes out: a slow mail server does not hold the answer', async () => {
    const { email } = await userWithEmail(`slow-${Date.now()}@example.com`);
    const before = (await sentMails()).length;
    const mail = t.app.get(MailService);
    const send = mail.send;
    let deliver = () => {};
    const delivered = new Promise<void>((resolve) => {
      deliver = resolve;
    });
    mail.send = async (message) => {
      await delivered;
      return send.call(mail, message);
    };
    try {
      const response = await t.http().post('/api/auth/forgot-password').send({ email });
      expect(response.status).toBe(202);
      expect(response.body).toEqual({ message: AUTH_MESSAGES.resetLinkSent });
      expect(t.outbox().length).toBe(before);
      deliver();
      expect((await sentMails()).length).toBe(before + 1);
    } finally {
      mail.send = send;
      deliver();
    }
  });

  it('sends at most 3 links an hour to one address, answering every request the same', async () => {
    const { email } = await userWithEmail(`flood-${Date.now()}@example.com`);
    const before = (await sentMails()).length;
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await t
        .http()
        .post('/api/auth/forgot-password')
        .send({ email: i % 2 ? email.toUpperCase() : email });
      answers.push([response.status, response.body]);
    }
    expect(answers).toEqual(Array(5).fill([202, { message: AUTH_MESSAGES.resetLinkSent }]));
    expect((await sentMails()).length).toBe(before + 3);
  });

  it("finds the accounts of an address typed in any case by its key, through the key's index", async () => {
    const mailbox = `Key-${Date.now()}`;
    const { email } = await userWithEmail(`${mailbox}@Example.com`);
    const unitOfWork = t.app.get(UnitOfWork);
    const read = unitOfWork.rows;
    const lookups: { sql: string; parameters: unknown[] }[] = [];
    unitOfWork.rows = function (this: UnitOfWork, query, values) {
      lookups.push(query.bind(this.manager, values ?? {}));
      return read.call(this, query, values);
    } as typeof read;
    try {
      const before = (await sentMails()).length;
      await t
        .http()
        .post('/api/auth/forgot-password')
        .send({ email: ` ${email.toLowerCase()} ` })
        .expect(202);
      // The mail goes to the address as the customer typed it (the mailer lower-cases its domain).
      expect((await sentMails()).slice(before)).toEqual([expect.stringContaining(`To: ${mailbox}@example.com`)]);
    } finally {
      unitOfWork.rows = read;
    }
    const [lookup] = lookups.filter(({ sql }) => /FROM [`"]users[`"]/.test(sql));
    expect(lookup.parameters).toEqual([email.toLowerCase()]);
    if (t.config.database.type !== 'sqlite') return;
    // `LOWER(email) = ?` read every user (docs/security.md#reset-mail).
    const plan: { detail: string }[] = await unitOfWork.manager.query(
      `EXPLAIN QUERY PLAN ${lookup.sql}`,
      lookup.parameters,
    );
    expect(plan.map(({ detail }) => detail)).toEqual(['SEARCH u USING INDEX IDX_users_email_key (emailKey=?)']);
  });

  it('purges the expired reset tokens in an hourly job that one replica runs', async () => {
    const { id } = await registerUser(t);
    const unitOfWork = t.app.get(UnitOfWork);
    const tokens = () => unitOfWork.repository(PasswordResetToken);
    const expiresAt = (offset: number) => new Date(Date.now() + offset);
    await unitOfWork.transaction((manager) =>
      manager.insert(
        PasswordResetToken,
        [
          ['purge-expired', -1000, null],
          ['purge-used', -5000, new Date()],
          ['purge-fresh', 60_000, null],
        ].map(([token, offset, usedAt]) => ({
          userId: id,
          tokenHash: sha256(String(token)),
          expiresAt: expiresAt(Number(offset)),
          usedAt: usedAt as Date | null,
          createdAt: new Date(),
        })),
      ),
    );
    const auth = t.app.get(AuthService);
    expect(await auth.purgeExpiredResetTokensOnce()).toBe(true);
    const left = (await tokens().findBy({ userId: id })).map((row) => row.tokenHash);
    expect(left).toEqual([sha256('purge-fresh')]);
    expect(await tokens().countBy({ expiresAt: LessThan(new Date()) })).toBe(0);
    // The run's lock is held for its lease: a replica firing a moment later skips this run.
    expect(await auth.purgeExpiredResetTokensOnce()).toBe(false);
  });

  it('resets the password through the mailed link exactly once', async () => {
    const { username, email } = await userWithEmail(`once-${Date.now()}@example.com`);
    await t.http().post('/api/auth/forgot-password').send({ email }).expect(202);
    const resetToken = linkIn((await sentMails()).at(-1) ?? '');

    const newPassword = 'brandnew2027';
    const body = { token: resetToken, password: newPassword, confirmPassword: newPassword };
    const first = await t.http().post('/api/auth/reset-password').send(body);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: AUTH_MESSAGES.passwordChanged });

    const second = await t.http().post('/api/auth/reset-password').send(body);
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ statusCode: 400, message: AUTH_MESSAGES.resetTokenInvalid, error: 'Bad Request' });

    expect((await t.http().post('/api/auth/login').send({ username, password: GOOD_PASSWORD })).status).toBe(401);
    expect((await t.http().post('/api/auth/login').send({ username, password: newPassword })).status).toBe(200);
  });

  it('ends the sessions the account had before the reset', async () => {
    const { email, token } = await userWithEmail(`ends-${Date.now()}@example.com`);
    await t.http().post('/api/auth/forgot-password').send({ email }).expect(202);
    const newPassword = 'brandnew2028';
    await t
      .http()
      .post('/api/auth/reset-password')
      .send({ token: linkIn((await sentMails()).at(-1) ?? ''), password: newPassword, confirmPassword: newPassword })
      .expect(200);
    const old = await t
      .http()
      .get('/api/me')
      .set({ Authorization: `Bearer ${token}` });
    expect(old.status).toBe(401);
    expect(old.body.message).toBe(AUTH_MESSAGES.sessionExpired);
  });

  it('refuses an expired link', async () => {
    const { id } = await registerUser(t);
    const fresh = 'fresh-token-0123456789abcdefghijklmnopqrstu';
    const stale = 'stale-token-0123456789abcdefghijklmnopqrstu';
    await t.app.get(UnitOfWork).transaction((manager) =>
      manager.insert(PasswordResetToken, [
        {
          userId: id,
          tokenHash: sha256(stale),
          expiresAt: new Date(Date.now() - 1000),
          usedAt: null,
          createdAt: new Date(),
        },
        {
          userId: id,
          tokenHash: sha256(fresh),
          expiresAt: new Date(Date.now() + 60_000),
          usedAt: null,
          createdAt: new Date(),
        },
      ]),
    );
    const body = { password: 'another2026', confirmPassword: 'another2026' };
    const expired = await t
      .http()
      .post('/api/auth/reset-password')
      .send({ ...body, token: stale });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(AUTH_MESSAGES.resetTokenInvalid);
    expect(
      (
        await t
          .http()
          .post('/api/auth/reset-password')
          .send({ ...body, token: fresh })
      ).status,
    ).toBe(200);
  });

  it.each([
    ['no token', { password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }, AUTH_MESSAGES.resetTokenInvalid],
    [
      'an unknown token',
      { token: 'x'.repeat(43), password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
      AUTH_MESSAGES.resetTokenInvalid,
    ],
    ['no password', { token: 'abc' }, AUTH_MESSAGES.fillAll],
    ['a weak password', { token: 'abc', password: 'short1', confirmPassword: 'short1' }, AUTH_MESSAGES.passwordRule],
    [
      'a different confirmation',
      { token: 'abc', password: GOOD_PASSWORD, confirmPassword: 'other2026x' },
      AUTH_MESSAGES.passwordsDiffer,
    ],
  ])('refuses %s', async (_name, body, message) => {
    const response = await t.http().post('/api/auth/reset-password').send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
  });
});
