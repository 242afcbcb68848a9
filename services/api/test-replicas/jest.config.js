import { swcTypeScriptEsm } from '../../../jest.preset.js';

// The replica suite (`npm run test:replicas`): requests over HTTP to two running API processes.
export default {
  ...swcTypeScriptEsm,
  rootDir: '.',
  testMatch: ['<rootDir>/*.spec.ts'],
  testTimeout: 60000,
};
