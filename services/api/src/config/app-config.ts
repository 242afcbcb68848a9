import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_PORTS, REMOTE_MODULES } from '@qmj/contracts';
import { z } from 'zod';

/** The injection token of the one typed configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');

export type DatabaseConfig =
  | { type: 'sqlite'; path: string }
  | {
      type: 'mysql';
      driver: 'mysql' | 'mariadb';
      host: string;
      port: number;
      username: string;
      password: string;
      database: string;
      socketPath?: string;
    };

export interface AppConfig {
  nodeEnv: string;
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  admin: { username: string; password: string; passwordGenerated: boolean };
  demo: { username: string; password: string };
  webOrigins: string[];
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** The attempt limits (docs/security.md, Throttling). */
  throttle: {
    /** Failed sign-ins of one username from one address per window. */
    perUsername: number;
    perAddress: number;
    windowSeconds: number;
    /** Failed sign-ins of one username from anywhere in an hour before each further attempt waits. */
    backoffAfter: number;
    backoffMaxSeconds: number;
    /** Reset mails to one e-mail address in an hour. */
    resetMailsPerEmail: number;
  };
  /** The proxies believed about the client's address (X-Forwarded-For): addresses, CIDRs or `loopback`, `linklocal`, `uniquelocal`. */
  trustedProxies: string[];
  bodyLimit: string;
  /** Where uploaded files go: `local` keeps them under `DATA_DIR/uploads` (an S3-compatible driver is the production seam). */
  storage: { driver: StorageDriverName; uploadsDir: string };
  /** Demo categories and products on an empty database (`SEED_DEMO_DATA=false` turns it off). */
  seedDemoData: boolean;
  /** Whether the catalogue list pages are kept while the database is unchanged (`PRODUCT_LIST_CACHE=false`: the read-routes bench measures the reads themselves). */
  productListCache: boolean;
  /** The most pending orders (each holding reserved stock) one customer may have at once (docs/orders.md). */
  maxPendingOrdersPerCustomer: number;
  /** How long a stop signal lets requests in flight finish before their connections are cut (docs/crash-safety.md). */
  shutdownGraceMs: number;
  /** Backups (docs/architecture.md#backups): their folder, the days one is kept, and the hour (Manila) of the nightly one. */
  backup: { dir: string; retentionDays: number; hour: number };
  /** What the API logs: LOG_LEVEL and every level above it (`warn` leaves out the start-up's route list). */
  logLevels: LogLevel[];
  /**
   * The GCash receipt reader (docs/receipts.md): whether this process reads queued receipts
   * (`RECEIPT_READER`; off by default under NODE_ENV=test, where the specs that read turn it on), and
   * how often it looks for queued ones besides right after a receipt is stored.
   */
  receiptReader: { enabled: boolean; pollMs: number };
  /** How often a replica looks for balance reminders to send (docs/bookings.md, Reminders); one replica sends each. */
  balanceRemindersEveryMs: number;
  /** The feature modules' releases (docs/deploying-modules.md, Configuration). */
  moduleReleases: {
    /** Releases kept per remote besides its live and canary ones; older ones go with their files. */
    kept: number;
    /** How often one replica checks the canaries against their live releases. */
    canaryCheckEveryMs: number;
    /** How often a replica adds the sessions and errors it counted to the releases' rows. */
    countsFlushEveryMs: number;
    /** A canary fails when its share of sessions with an error is more than this times the live release's… */
    canaryErrorFactor: number;
    /** …and at least this many of its sessions met one. */
    canaryMinErrors: number;
    /** The built-in manifest of each remote by its name, where no release is live. */
    builtInManifests: Record<string, string>;
  };
  /** Messages (docs/messages.md, Configuration). */
  messages: {
    /** REDIS_URL: the events fan out to every replica's streams through Redis; null: in this process only. */
    redisUrl: string | null;
    /** How long a business message stays unread before its customer is mailed (once). */
    unreadMailAfterMs: number;
    /** How often one replica looks for those customers. */
    unreadMailEveryMs: number;
  };
}

/** Nest's log levels, from the most talkative. */
export const LOG_LEVELS = ['verbose', 'debug', 'log', 'warn', 'error', 'fatal'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const STORAGE_DRIVERS = ['local', 's3'] as const;
export type StorageDriverName = (typeof STORAGE_DRIVERS)[number];

/** `services/api/{src,dist}/config` → the repository root. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const proxyList = (value: string) => value.split(',').map((entry) => entry.trim());

/** An address, a CIDR, or one of the named ranges Fastify's `trustProxy` knows. */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

const positiveInt = (fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const parsed = Number(value);
      if (!Number.isInteger(parsed) || parsed <= 0) {
        ctx.addIssue({ code: 'custom', message: `must be a positive integer, got '${value}'` });
        return z.NEVER;
      }
      return parsed;
    });

const portNumber = (fallback: number) =>
  positiveInt(fallback).refine((port) => port < 65536, { message: 'must be a port number' });

const AN_HOUR = { error: 'must be an hour from 0 to 23' };

/** Where `npm start` serves the site (its gateway), when PORT is not set. */
const SITE_PORT = 3000;

/** A switch: true, false, 1, 0, yes or no. */
const yesOrNo = optionalText.pipe(
  z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' }).optional(),
);

/** A switch's value, `fallback` when it is unset. */
function isYes(value: string | undefined, fallback: boolean): boolean {
  return value === undefined ? fallback : ['true', '1', 'yes'].includes(value);
}

const envSchema = z.object({
  NODE_ENV: optionalText,
  PORT: portNumber(SITE_PORT),
  API_PORT: portNumber(DEV_PORTS.api),
  API_HOST: optionalText,
  DATA_DIR: optionalText,
  SQLITE_PATH: optionalText,
  DATABASE_URL: optionalText.refine((value) => value === undefined || /^(mysql|mariadb):\/\//.test(value), {
    message: 'must be a mysql:// or mariadb:// URL',
  }),
  JWT_SECRET: optionalText.refine((value) => value === undefined || value.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText,
  DEMO_USERNAME: optionalText,
  DEMO_PASSWORD: optionalText,
  WEB_ORIGINS: optionalText,
  PUBLIC_URL: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  LOGIN_LIMIT_PER_USERNAME: positiveInt(10),
  LOGIN_LIMIT_PER_ADDRESS: positiveInt(60),
  LOGIN_WINDOW_SECONDS: positiveInt(60),
  LOGIN_BACKOFF_AFTER: positiveInt(20),
  LOGIN_BACKOFF_MAX_SECONDS: positiveInt(60),
  RESET_LIMIT_PER_EMAIL: positiveInt(3),
  TRUSTED_PROXIES: optionalText.refine((value) => value === undefined || proxyList(value).every(isProxyEntry), {
    message: "must list addresses or CIDRs (or 'loopback', 'linklocal', 'uniquelocal'), separated by commas",
  }),
  BODY_LIMIT: optionalText,
  STORAGE_DRIVER: optionalText.pipe(z.enum(STORAGE_DRIVERS, { error: "must be 'local' or 's3'" }).optional()),
  UPLOADS_DIR: optionalText,
  MAX_PENDING_ORDERS_PER_CUSTOMER: positiveInt(10),
  // Below the 10 s compose (`docker stop`) waits before it kills the process.
  SHUTDOWN_GRACE_MS: positiveInt(8000),
  SEED_DEMO_DATA: yesOrNo,
  PRODUCT_LIST_CACHE: yesOrNo,
  BACKUP_DIR: optionalText,
  BACKUP_RETENTION_DAYS: positiveInt(7),
  BACKUP_HOUR: optionalText
    .transform((value) => (value === undefined ? 3 : Number(value)))
    .pipe(z.int(AN_HOUR).min(0, AN_HOUR).max(23, AN_HOUR)),
  LOG_LEVEL: optionalText.pipe(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional()),
  RECEIPT_READER: yesOrNo,
  RECEIPT_READER_POLL_MS: positiveInt(30_000),
  BALANCE_REMINDERS_EVERY_MS: positiveInt(3_600_000),
  MODULE_RELEASES_KEPT: positiveInt(10),
  MODULE_CANARY_CHECK_EVERY_MS: positiveInt(60_000),
  MODULE_COUNTS_FLUSH_MS: positiveInt(5_000),
  MODULE_CANARY_ERROR_FACTOR: optionalText
    .transform((value) => (value === undefined ? 2 : Number(value)))
    .pipe(z.number({ error: 'must be a number above 0' }).positive({ error: 'must be a number above 0' })),
  MODULE_CANARY_MIN_ERRORS: positiveInt(3),
  REDIS_URL: optionalText.refine((value) => value === undefined || /^rediss?:\/\//.test(value), {
    message: 'must be a redis:// or rediss:// URL',
  }),
  MESSAGES_UNREAD_MAIL_AFTER_MS: positiveInt(3_600_000),
  MESSAGES_UNREAD_MAIL_EVERY_MS: positiveInt(60_000),
  MODULE_MANIFESTS: optionalText.transform((value, ctx) => {
    if (value === undefined) return {};
    const manifests = manifestMap(value);
    if (manifests) return manifests;
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object of remote names and manifest URLs' });
    return z.NEVER;
  }),
});

/** MODULE_MANIFESTS: `{"mf_catalog": "/remotes/mf-catalog/mf-manifest.json", …}`, or null when it is not one. */
function manifestMap(text: string): Record<string, string> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    const entries =
      typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? Object.entries(parsed) : [];
    const known = new Set(REMOTE_MODULES.map((remote) => remote.name));
    const valid = entries.every(([name, url]) => known.has(name) && typeof url === 'string' && url.length > 0);
    return entries.length > 0 && valid ? (Object.fromEntries(entries) as Record<string, string>) : null;
  } catch {
    return null;
  }
}

export type RawEnv = Record<string, string | undefined>;

/** Parses a mysql:// or mariadb:// URL; `?socketPath=` selects a Unix socket. */
export function parseDatabaseUrl(url: string): Extract<DatabaseConfig, { type: 'mysql' }> {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!database) throw new Error('DATABASE_URL must name a database (mysql://user:pass@host:port/database)');
  const socketPath = parsed.searchParams.get('socketPath') ?? parsed.searchParams.get('socket') ?? undefined;
  return {
    type: 'mysql',
    driver: parsed.protocol === 'mariadb:' ? 'mariadb' : 'mysql',
    host: parsed.hostname || '127.0.0.1',
    port: parsed.port ? Number(parsed.port) : 3306,
    username: decodeURIComponent(parsed.username) || 'root',
    password: decodeURIComponent(parsed.password),
    database,
    ...(socketPath ? { socketPath } : {}),
  };
}

/** Reads a secret kept in the data directory, or makes one and keeps it (mode 600). */
function keptSecret(file: string, make: () => string): { value: string; created: boolean } {
  if (existsSync(file)) {
    const value = readFileSync(file, 'utf8').trim();
    if (value) return { value, created: false };
  }
  const value = make();
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { value, created: true };
}

/**
 * The one place the environment is read: validates it, applies defaults that work on a fresh
 * machine, creates the data directory and keeps generated secrets in it.
 */
export function loadConfig(env: RawEnv = process.env): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const e = result.data;
  const dataDir = e.DATA_DIR ? resolve(e.DATA_DIR) : join(REPO_ROOT, 'data');
  mkdirSync(dataDir, { recursive: true });

  const database: DatabaseConfig = e.DATABASE_URL
    ? parseDatabaseUrl(e.DATABASE_URL)
    : {
        type: 'sqlite',
        path: e.SQLITE_PATH
          ? isAbsolute(e.SQLITE_PATH)
            ? e.SQLITE_PATH
            : resolve(e.SQLITE_PATH)
          : join(dataDir, 'qmj.sqlite'),
      };

  const jwtSecret =
    e.JWT_SECRET ?? keptSecret(join(dataDir, 'jwt-secret'), () => randomBytes(48).toString('base64url')).value;

  let adminPassword = e.ADMIN_PASSWORD;
  let passwordGenerated = false;
  if (!adminPassword) {
    const kept = keptSecret(join(dataDir, 'admin-password'), () => randomBytes(12).toString('base64url'));
    adminPassword = kept.value;
    passwordGenerated = kept.created;
  }

  // The site's own address (PORT) is where e-mailed links point and a browser origin the API allows.
  const siteUrl = `http://localhost:${e.PORT}`;
  return {
    nodeEnv: e.NODE_ENV ?? 'development',
    host: e.API_HOST ?? '127.0.0.1',
    port: e.API_PORT,
    dataDir,
    database,
    jwtSecret,
    admin: { username: e.ADMIN_USERNAME ?? 'admin', password: adminPassword, passwordGenerated },
    demo: { username: e.DEMO_USERNAME ?? 'demo', password: e.DEMO_PASSWORD ?? 'qmjdemo2026' },
    webOrigins: (e.WEB_ORIGINS ?? `${siteUrl},http://localhost:${DEV_PORTS.shell}`)
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    publicUrl: (e.PUBLIC_URL ?? siteUrl).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? 'QMJ Events <no-reply@qmj.example>',
    throttle: {
      perUsername: e.LOGIN_LIMIT_PER_USERNAME,
      perAddress: e.LOGIN_LIMIT_PER_ADDRESS,
      windowSeconds: e.LOGIN_WINDOW_SECONDS,
      backoffAfter: e.LOGIN_BACKOFF_AFTER,
      backoffMaxSeconds: e.LOGIN_BACKOFF_MAX_SECONDS,
      resetMailsPerEmail: e.RESET_LIMIT_PER_EMAIL,
    },
    trustedProxies: proxyList(e.TRUSTED_PROXIES ?? 'loopback'),
    bodyLimit: e.BODY_LIMIT ?? '1mb',
    storage: {
      driver: e.STORAGE_DRIVER ?? 'local',
      uploadsDir: e.UPLOADS_DIR ? resolve(e.UPLOADS_DIR) : join(dataDir, 'uploads'),
    },
    seedDemoData: isYes(e.SEED_DEMO_DATA, true),
    productListCache: isYes(e.PRODUCT_LIST_CACHE, true),
    maxPendingOrdersPerCustomer: e.MAX_PENDING_ORDERS_PER_CUSTOMER,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    backup: {
      dir: e.BACKUP_DIR ? resolve(e.BACKUP_DIR) : join(dataDir, 'backups'),
      retentionDays: e.BACKUP_RETENTION_DAYS,
      hour: e.BACKUP_HOUR,
    },
    logLevels: LOG_LEVELS.slice(LOG_LEVELS.indexOf(e.LOG_LEVEL ?? 'log')),
    receiptReader: {
      enabled: isYes(e.RECEIPT_READER, e.NODE_ENV !== 'test'),
      pollMs: e.RECEIPT_READER_POLL_MS,
    },
    balanceRemindersEveryMs: e.BALANCE_REMINDERS_EVERY_MS,
    moduleReleases: {
      kept: e.MODULE_RELEASES_KEPT,
      canaryCheckEveryMs: e.MODULE_CANARY_CHECK_EVERY_MS,
      countsFlushEveryMs: e.MODULE_COUNTS_FLUSH_MS,
      canaryErrorFactor: e.MODULE_CANARY_ERROR_FACTOR,
      canaryMinErrors: e.MODULE_CANARY_MIN_ERRORS,
      // As `npm start` serves each remote's own build (docs/deploying-modules.md, Configuration).
      builtInManifests: Object.fromEntries(
        REMOTE_MODULES.map((remote) => [
          remote.name,
          e.MODULE_MANIFESTS[remote.name] ?? `/remotes/${remote.folder}/mf-manifest.json`,
        ]),
      ),
    },
    messages: {
      redisUrl: e.REDIS_URL ?? null,
      unreadMailAfterMs: e.MESSAGES_UNREAD_MAIL_AFTER_MS,
      unreadMailEveryMs: e.MESSAGES_UNREAD_MAIL_EVERY_MS,
    },
  };
}
