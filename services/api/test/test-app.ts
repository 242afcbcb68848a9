// The one way API end-to-end specs start the application: the real `createApp` against a real,
// fresh database. SQLite in a temporary file by default; with DB=mysql and MYSQL_URL (for example
// mysql://root@127.0.0.1:3306 or mysql://root@localhost?socketPath=/tmp/x.sock) a database with a
// random name is created for the test file and dropped afterwards.
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import mysql from 'mysql2/promise';
import request from 'supertest';
import { createApp } from '../src/app.factory.js';
import { Clock } from '../src/common/clock.js';
import { type AppConfig, loadConfig, type RawEnv } from '../src/config/app-config.js';

export const ADMIN = { username: 'chief', password: 'AdminPass2026' };
export const JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** A fresh supertest request against the app. */
  http: () => ReturnType<typeof request>;
  /** The raw text of every mail written to the outbox so far, oldest first. */
  outbox: () => string[];
  close: () => Promise<void>;
}

function mysqlUrl(base: string, database?: string): string {
  const url = new URL(base);
  url.pathname = database ? `/${database}` : '/';
  return url.toString();
}

async function mysqlAdmin(base: string) {
  const url = new URL(base);
  return mysql.createConnection({
    host: url.hostname || '127.0.0.1',
    port: url.port ? Number(url.port) : 3306,
    user: decodeURIComponent(url.username) || 'root',
    password: decodeURIComponent(url.password),
    socketPath: url.searchParams.get('socketPath') ?? undefined,
  });
}

/**
 * A new, empty database for one test app: with DB=mysql a database of a random name on MYSQL_URL's
 * server (its `DATABASE_URL`, and what drops it); on SQLite nothing to make (the app's DATA_DIR
 * holds the file).
 */
export async function freshDatabase(): Promise<{ databaseUrl?: string; drop: () => Promise<void> }> {
  if (process.env.DB !== 'mysql') return { drop: async () => {} };
  const base = process.env.MYSQL_URL;
  if (!base) throw new Error('DB=mysql needs MYSQL_URL, e.g. mysql://root@127.0.0.1:3306');
  const name = `qmj_test_${randomBytes(6).toString('hex')}`;
  const admin = await mysqlAdmin(base);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  return {
    databaseUrl: mysqlUrl(base, name),
    drop: async () => {
      const connection = await mysqlAdmin(base);
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}

export async function createTestApp(env: RawEnv = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qmj-api-test-'));
  const { databaseUrl, drop: dropDatabase } = await freshDatabase();
  const databaseEnv: RawEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL: 'http://qmj.test',
    LOGIN_LIMIT_PER_USERNAME: '1000',
    LOGIN_LIMIT_PER_ADDRESS: '1000',
    // Specs share a customer across many orders; the cap's own spec passes a small one.
    MAX_PENDING_ORDERS_PER_CUSTOMER: '1000',
    // Tests make their own catalogue; the one spec of the demo data passes SEED_DEMO_DATA: 'true'.
    SEED_DEMO_DATA: 'false',
    ...databaseEnv,
    ...env,
  });
  let app: NestFastifyApplication;
  try {
    app = await createApp(config, { logger: ['error', 'fatal'] });
  } catch (error) {
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const outboxDir = join(dataDir, 'outbox');
  return {
    app,
    config,
    http: () => request(app.getHttpServer()),
    outbox: () =>
      existsSync(outboxDir)
        ? readdirSync(outboxDir)
            .filter((file) => file.endsWith('.eml'))
            .sort()
            .map((file) => readFileSync(join(outboxDir, file), 'utf8'))
        : [],
    close: async () => {
      await app.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A username nobody has used yet in this run. */
/**
 * Runs `work` with the application's clock stopped: attempts counted in windows of a minute (the throttle) all fall
 * in one window, where a run that straddled the end of a minute would count in two.
 */
export async function withClockStopped<T>(t: TestApp, work: () => Promise<T>): Promise<T> {
  const clock = t.app.get(Clock);
  const running = clock.now;
  const stopped = running.call(clock).getTime();
  clock.now = () => new Date(stopped);
  try {
    return await work();
  } finally {
    clock.now = running;
  }
}

export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}${randomBytes(3).toString('hex')}`;
}

export const GOOD_PASSWORD = 'goodpass2026';

/** Registers a customer and returns its session. */
export async function registerUser(
  t: TestApp,
  username = uniqueName(),
  password = GOOD_PASSWORD,
): Promise<{ token: string; id: number; username: string; password: string }> {
  const response = await t.http().post('/api/auth/register').send({ username, password, confirmPassword: password });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { token: response.body.accessToken, id: response.body.user.id, username, password };
}

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** Signs a JWT by hand (HS256), so specs can make expired or odd tokens. */
export function signHs256(payload: object, secret = JWT_SECRET, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

export function unsignedToken(payload: object): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

export function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** Undoes quoted-printable soft line breaks and escapes in a mail body. */
export function decodeQuotedPrintable(text: string): string {
  // Each run of encoded bytes is one UTF-8 sequence or more (₱ is =E2=82=B1), decoded together.
  return text.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => parseInt(hex, 16)),
    ).toString('utf8'),
  );
}
