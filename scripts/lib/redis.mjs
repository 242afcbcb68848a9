// A throw-away Redis from Debian's redis-server, for `npm run test:replicas`, the messages bench and the
// message bus's test (services/api/src/messages/redis-message-bus.spec.ts): on 127.0.0.1, nothing written to
// disk, stopped with `stop()`. Installed first when missing, as scripts/lib/mariadb.sh does MariaDB.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { installDebianPackages } from './debian-tools.mjs';
import { freePort, LOCALHOST } from './processes.mjs';

const REDIS_SERVER = 'redis-server';

export function redisInstalled() {
  return !spawnSync(REDIS_SERVER, ['--version']).error;
}

/** Starts a server on `port` (0: a free one) once it accepts connections; resolves `{ url, port, stop() }`. */
export async function startRedis({ port = 0 } = {}) {
  if (!redisInstalled()) installDebianPackages(['redis-server']);
  const redisPort = port || (await freePort());
  const server = spawn(
    REDIS_SERVER,
    ['--port', String(redisPort), '--bind', LOCALHOST, '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const ready = new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    server.once('exit', (code) =>
      reject(new Error(`redis-server stopped while starting (exit code ${code}):\n${output}`)),
    );
  });
  const exited = once(server, 'exit');
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    server.kill('SIGTERM');
    await exited;
  };
  await ready;
  return { url: `redis://${LOCALHOST}:${redisPort}`, port: redisPort, stop };
}
