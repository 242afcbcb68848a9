import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { loadConfig, parseDatabaseUrl, REPO_ROOT } from './app-config.js';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'qmj-config-'));
  dirs.push(dir);
  return join(dir, 'data');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has defaults that work on a fresh machine', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(existsSync(dir)).toBe(true);
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3100,
      dataDir: dir,
      database: { type: 'sqlite', path: join(dir, 'qmj.sqlite') },
      admin: { username: 'admin', passwordGenerated: true },
      demo: { username: 'demo', password: 'qmjdemo2026' },
      webOrigins: ['http://localhost:3000', 'http://localhost:4000'],
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      throttle: {
        perUsername: 10,
        perAddress: 60,
        windowSeconds: 60,
        backoffAfter: 20,
        backoffMaxSeconds: 60,
        resetMailsPerEmail: 3,
      },
      trustedProxies: ['loopback'],
      nodeEnv: 'development',
    });
    expect(REPO_ROOT).toBe(join(import.meta.dirname ?? '', '../../../..'));
  });

  it('points e-mailed links at the site and allows its origin, on PORT unless PUBLIC_URL and WEB_ORIGINS say otherwise', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, PORT: '3950' })).toMatchObject({
      publicUrl: 'http://localhost:3950',
      webOrigins: ['http://localhost:3950', 'http://localhost:4000'],
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        PORT: '3950',
        PUBLIC_URL: 'https://qmj.example',
        WEB_ORIGINS: 'https://qmj.example',
      }),
    ).toMatchObject({ publicUrl: 'https://qmj.example', webOrigins: ['https://qmj.example'] });
  });

  it('keeps a generated JWT secret and admin password in the data directory across starts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.admin.password).toBe(first.admin.password);
    expect(first.admin.passwordGenerated).toBe(true);
    expect(second.admin.passwordGenerated).toBe(false);
    expect(readFileSync(join(dir, 'admin-password'), 'utf8').trim()).toBe(first.admin.password);
    expect(statSync(join(dir, 'admin-password')).mode & 0o777).toBe(0o600);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      API_PORT: '4100',
      API_HOST: '0.0.0.0',
      JWT_SECRET: 'a-secret-of-enough-length',
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'BossPass2026',
      DEMO_USERNAME: 'guest',
      DEMO_PASSWORD: 'guestpass2026',
      WEB_ORIGINS: 'https://qmj.example/, https://admin.qmj.example',
      PUBLIC_URL: 'https://qmj.example/',
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'QMJ <hi@qmj.example>',
      LOGIN_LIMIT_PER_USERNAME: '5',
      LOGIN_LIMIT_PER_ADDRESS: '20',
      LOGIN_WINDOW_SECONDS: '30',
      LOGIN_BACKOFF_AFTER: '7',
      LOGIN_BACKOFF_MAX_SECONDS: '90',
      RESET_LIMIT_PER_EMAIL: '2',
      TRUSTED_PROXIES: 'loopback, 172.18.0.0/16, 10.0.0.7, fd00::/8',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      jwtSecret: 'a-secret-of-enough-length',
      admin: { username: 'boss', password: 'BossPass2026', passwordGenerated: false },
      demo: { username: 'guest', password: 'guestpass2026' },
      webOrigins: ['https://qmj.example', 'https://admin.qmj.example'],
      publicUrl: 'https://qmj.example',
      smtpUrl: 'smtp://mail.example:587',
      mailFrom: 'QMJ <hi@qmj.example>',
      throttle: {
        perUsername: 5,
        perAddress: 20,
        windowSeconds: 30,
        backoffAfter: 7,
        backoffMaxSeconds: 90,
        resetMailsPerEmail: 2,
      },
      trustedProxies: ['loopback', '172.18.0.0/16', '10.0.0.7', 'fd00::/8'],
      nodeEnv: 'production',
    });
  });

  it.each(['nginx', '10.0.0.300', '10.0.0.0/33', 'fd00::/129', '10.0.0.0/8/1'])(
    'refuses TRUSTED_PROXIES %s',
    (entry) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUSTED_PROXIES: `loopback,${entry}` })).toThrow(
        'Invalid configuration: TRUSTED_PROXIES must list addresses or CIDRs',
      );
    },
  );

  it('switches to MySQL for a mysql:// or mariadb:// DATABASE_URL', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://qmj:p%40ss@db.local:3307/qmj' });
    expect(config.database).toEqual({
      type: 'mysql',
      driver: 'mysql',
      host: 'db.local',
      port: 3307,
      username: 'qmj',
      password: 'p@ss',
      database: 'qmj',
    });
    expect(parseDatabaseUrl('mariadb://root@localhost/x?socketPath=/tmp/m.sock')).toMatchObject({
      driver: 'mariadb',
      port: 3306,
      socketPath: '/tmp/m.sock',
      database: 'x',
    });
    expect(() => parseDatabaseUrl('mysql://root@localhost')).toThrow(/must name a database/);
  });

  it.each([
    [{ API_PORT: 'abc' }, /API_PORT must be a positive integer/],
    [{ API_PORT: '70000' }, /API_PORT must be a port number/],
    [{ PORT: 'web' }, /: PORT must be a positive integer/],
    [{ LOGIN_LIMIT_PER_USERNAME: '0' }, /LOGIN_LIMIT_PER_USERNAME/],
    [{ DATABASE_URL: 'postgres://x/y' }, /DATABASE_URL must be a mysql/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 16/],
    [{ STORAGE_DRIVER: 'ftp' }, /STORAGE_DRIVER must be 'local' or 's3'/],
    [{ SEED_DEMO_DATA: 'maybe' }, /SEED_DEMO_DATA must be true or false/],
  ])('refuses bad values (%j)', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('logs LOG_LEVEL and every level above it, everything from log by default, and refuses an unknown level', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).logLevels).toEqual(['log', 'warn', 'error', 'fatal']);
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_LEVEL: 'warn' }).logLevels).toEqual(['warn', 'error', 'fatal']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), API_PORT: '', ADMIN_PASSWORD: '', DATABASE_URL: '' });
    expect(config.port).toBe(3100);
    expect(config.database.type).toBe('sqlite');
    expect(config.admin.passwordGenerated).toBe(true);
  });

  it('keeps uploads in the data directory and seeds demo data unless told not to', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.storage).toEqual({ driver: 'local', uploadsDir: join(dir, 'uploads') });
    expect(config.seedDemoData).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, SEED_DEMO_DATA: '0' }).seedDemoData).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, STORAGE_DRIVER: 's3' }).storage.driver).toBe('s3');
  });
});
