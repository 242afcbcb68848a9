import { swcTypeScriptEsm } from '../jest.preset.js';

/** Unit tests of mf-catalog's pure functions (`npm test -w mf-catalog`). */
export default { ...swcTypeScriptEsm, roots: ['<rootDir>/src'], testMatch: ['**/*.spec.ts'] };
