// `npm start`: build what is missing or stale, then serve the whole system at one URL.
import { buildParts } from './lib/build.mjs';

try {
  buildParts();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

/** The API's output, held while it starts so that the address and the sign-in come first; then passed through. */
let heldApiLog = [];
const apiLog = (text) => (heldApiLog ? heldApiLog.push(text) : process.stdout.write(`[api] ${text}`));
const releaseApiLog = () => {
  for (const text of heldApiLog ?? []) process.stdout.write(`[api] ${text}`);
  heldApiLog = null;
};

const { startSystem } = await import('./lib/system.mjs');
try {
  const system = await startSystem({ apiLog });
  console.log(`
  QMJ is running at ${system.url}

  Administrator:  ${system.admin.username} / ${system.admin.password ?? '(the ADMIN_PASSWORD you configured)'}
  Demo customer:  ${system.demo.username} / ${system.demo.password}   (created on the first start)
  API documents:  ${system.url}/api/docs

  Press Ctrl-C to stop.
`);
  releaseApiLog();
  const shutdown = async () => {
    await system.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  releaseApiLog();
  console.error(`QMJ could not start: ${error.message}`);
  process.exit(1);
}
