// A throw-away MariaDB for the Node scripts (the benches): scripts/lib/mariadb.sh, the one way the
// project starts one, run in a bash that stays open until `stop()`; its exit trap stops the server
// and removes its directory.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import mysql from 'mysql2/promise';
import { ROOT } from './workspaces.mjs';

/** Starts the server; resolves `{ databaseUrl(name), stop() }`, `databaseUrl` making the database first. */
export async function startMariaDb() {
  const shell = spawn('bash', ['-c', 'source scripts/lib/mariadb.sh >&2 && echo "port $MARIADB_PORT" && read -r _'], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => shell.once('exit', resolve));
  const port = await new Promise((resolve, reject) => {
    createInterface({ input: shell.stdout }).on('line', (line) => {
      const match = /^port (\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
    exited.then((code) => reject(new Error(`MariaDB did not start (exit code ${code})`)));
  });
  const base = `mysql://root@127.0.0.1:${port}`;
  return {
    async databaseUrl(name) {
      const admin = await mysql.createConnection(`${base}/`);
      await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await admin.end();
      return `${base}/${name}`;
    },
    async stop() {
      shell.stdin.end();
      await exited;
    },
  };
}
