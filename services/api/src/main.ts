import { createApp } from './app.factory.js';
import { loadConfig } from './config/app-config.js';

const config = loadConfig();
const app = await createApp(config);
await app.listen(config.port, config.host);
console.log(`QMJ API listening on http://${config.host}:${config.port}/api`);
