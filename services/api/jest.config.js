import { swcTypeScriptEsm } from '../../jest.preset.js';

// API end-to-end files start a whole application on a real database: give them (and their hooks) time.
export default {
  maxWorkers: 2,
  testTimeout: 30000,
  projects: [
    { ...swcTypeScriptEsm, displayName: 'unit', roots: ['<rootDir>/src'], testMatch: ['**/*.spec.ts'] },
    { ...swcTypeScriptEsm, displayName: 'e2e', roots: ['<rootDir>/test'], testMatch: ['**/*.e2e-spec.ts'] },
  ],
};
