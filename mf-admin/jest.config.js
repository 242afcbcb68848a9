import { swcTypeScriptEsm } from '../jest.preset.js';

/** Unit tests of mf-admin's pure modules (`npm test -w mf-admin`). */
export default { ...swcTypeScriptEsm, roots: ['<rootDir>/src'], testMatch: ['**/*.spec.ts'] };
