// `npm start`: build what is missing or stale, then serve the whole system at one URL.
import { buildParts } from './lib/build.mjs';

try {
  buildParts();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const { startSystem } = await import('./lib/system.mjs');
try {
  const system = await startSystem();
  console.log(`
  QMJ is running at ${system.url}

  Administrator:  ${system.admin.username} / ${system.admin.password ?? '(the ADMIN_PASSWORD you configured)'}
  Demo customer:  ${system.demo.username} / ${system.demo.password}   (created on the first start)
  API documents:  ${system.url}/api/docs

  Press Ctrl-C to stop.
`);
  const shutdown = async () => {
    await system.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`QMJ could not start: ${error.message}`);
  process.exit(1);
}
