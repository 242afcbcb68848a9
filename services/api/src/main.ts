import { createApp } from './app.factory.js';
import { StartRefusedError } from './common/start-refused.js';
import { loadConfig } from './config/app-config.js';

const config = loadConfig();
const app = await createApp(config).catch((error: unknown) => {
  if (!(error instanceof StartRefusedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
await app.listen(config.port, config.host);
console.log(`QMJ API listening on http://${config.host}:${config.port}/api`);
