import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { DatabaseConfig } from '../config/app-config.js';

export type MysqlDatabase = Extract<DatabaseConfig, { type: 'mysql' }>;

/** The first of `names` on the PATH: MariaDB's client tools, else MySQL's of the same use. */
function clientTool(...names: string[]): string {
  const folders = [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/usr/local/bin'];
  for (const name of names) {
    for (const folder of folders) {
      const path = join(folder, name);
      try {
        accessSync(path, constants.X_OK);
        return path;
      } catch {
        // not in this folder
      }
    }
  }
  throw new Error(
    `${names.join(' or ')} is missing: install Debian's mariadb-client (apt-get install -y mariadb-client)`,
  );
}

/** A value of an option file, quoted as the client tools read it back. */
const optionValue = (value: string | number) => `"${String(value).replace(/[\\"]/g, (char) => `\\${char}`)}"`;

/**
 * Runs `use` with an option file (mode 600, removed afterwards) holding the connection to
 * `database`, so that its password never shows in the list of processes.
 */
async function withConnectionFile<T>(database: MysqlDatabase, use: (option: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'qmj-mysql-'));
  const file = join(folder, 'client.cnf');
  const where = database.socketPath
    ? [`socket=${optionValue(database.socketPath)}`]
    : [`host=${optionValue(database.host)}`, `port=${database.port}`, 'protocol=TCP'];
  const lines = [
    '[client]',
    `user=${optionValue(database.username)}`,
    `password=${optionValue(database.password)}`,
    ...where,
    'default-character-set=utf8mb4',
  ];
  try {
    await writeFile(file, `${lines.join('\n')}\n`, { mode: 0o600 });
    return await use(`--defaults-extra-file=${file}`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Runs a client tool with `input` (a file) as its standard input and `output` (a file) as its output, else collected. */
async function run(tool: string, args: string[], files: { input?: string; output?: string } = {}): Promise<string> {
  const input = files.input ? await open(files.input, 'r') : null;
  const output = files.output ? await open(files.output, 'wx', 0o600) : null;
  try {
    return await new Promise<string>((resolve, reject) => {
      const child = spawn(tool, args, { stdio: [input?.fd ?? 'ignore', output?.fd ?? 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout?.on('data', (chunk) => {
        stdout += chunk;
      });
      child.stderr?.on('data', (chunk) => {
        stderr += chunk;
      });
      child.once('error', reject);
      child.once('close', (code) =>
        code === 0 ? resolve(stdout) : reject(new Error(`${tool} failed (exit code ${code}): ${stderr.trim()}`)),
      );
    });
  } finally {
    await input?.close();
    await output?.close();
  }
}

/**
 * Dumps `database` into `file`: every table read in one transaction (`--single-transaction`, a
 * consistent snapshot of InnoDB without locking the tables, so the API writes on). No CREATE
 * DATABASE, so that it can be loaded into a database of another name. Returns the tool's name.
 */
export async function dumpDatabase(database: MysqlDatabase, file: string): Promise<string> {
  const tool = clientTool('mariadb-dump', 'mysqldump');
  await withConnectionFile(database, (connection) =>
    run(
      tool,
      [
        connection,
        '--single-transaction',
        '--quick',
        '--no-tablespaces',
        '--triggers',
        '--hex-blob',
        database.database,
      ],
      { output: file },
    ),
  );
  return tool.slice(tool.lastIndexOf('/') + 1);
}

/** The tables of `database` (which must exist). */
export async function tablesOf(database: MysqlDatabase): Promise<string[]> {
  const client = clientTool('mariadb', 'mysql');
  const listed = await withConnectionFile(database, (connection) =>
    run(client, [connection, '--batch', '--skip-column-names', '--execute=SHOW TABLES', database.database]),
  );
  return listed.split('\n').filter(Boolean);
}

/** Drops `tables` of `database`, the foreign keys between them not checked (the order does not matter then). */
export async function dropTables(database: MysqlDatabase, tables: string[]): Promise<void> {
  const client = clientTool('mariadb', 'mysql');
  const names = tables.map((table) => `\`${table.replace(/`/g, '``')}\``).join(', ');
  await withConnectionFile(database, (connection) =>
    run(client, [connection, `--execute=SET FOREIGN_KEY_CHECKS = 0; DROP TABLE ${names}`, database.database]),
  );
}

/** Loads a dump made by `dumpDatabase` into `database`. */
export async function loadDump(database: MysqlDatabase, file: string): Promise<void> {
  const client = clientTool('mariadb', 'mysql');
  await withConnectionFile(database, (connection) => run(client, [connection, database.database], { input: file }));
}
