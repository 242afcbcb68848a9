import { swcTypeScriptEsm } from '../jest.preset.js';

/** Unit tests of mf-orders (`npm test -w mf-orders`). */
export default { ...swcTypeScriptEsm, roots: ['<rootDir>/src'], testMatch: ['**/*.spec.ts'] };
