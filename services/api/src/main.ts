import type { Server } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from './app.factory.js';
import { StartRefusedError } from './common/start-refused.js';
import { loadConfig } from './config/app-config.js';

/** How often, while stopping, connections whose answers have all gone are closed (keep-alive would hold the stop open). */
const IDLE_SWEEP_MS = 50;
/** How long the stop may still take once the grace period is over and the connections are cut. */
const LAST_WAIT_MS = 1000;

/**
 * A stop signal (docs/crash-safety.md): no new connection is accepted, the requests in flight get
 * their answers, then the database closes and the process exits 0. Requests still running after
 * `graceMs` have their connections cut and the exit code is 1.
 */
function stopOnSignals(app: NestFastifyApplication, graceMs: number): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // Handled once: a repeated signal neither starts a second stop nor kills the process midway.
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing the requests in flight (at most ${graceMs} ms), then stopping`);
    const server: Server = app.getHttpServer();
    const idleSweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    let cut = false;
    const deadline = setTimeout(() => {
      cut = true;
      console.error(`Requests still running after ${graceMs} ms: their connections are cut`);
      server.closeAllConnections();
      // Work that still holds the stop (a query that never returns) does not hold the process.
      setTimeout(() => process.exit(1), LAST_WAIT_MS).unref();
    }, graceMs);
    let code = 0;
    try {
      // Fastify stops listening and waits for the requests in flight; then the database and the timers close.
      await app.close();
    } catch (error) {
      console.error(`Stopping failed: ${(error as Error).message}`);
      code = 1;
    }
    clearInterval(idleSweep);
    clearTimeout(deadline);
    process.exit(cut ? 1 : code);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, stop);
}

const config = loadConfig();
const app = await createApp(config).catch((error: unknown) => {
  if (!(error instanceof StartRefusedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
await app.listen(config.port, config.host);
stopOnSignals(app, config.shutdownGraceMs);
console.log(`QMJ API listening on http://${config.host}:${config.port}/api`);
