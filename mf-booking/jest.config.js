import { swcTypeScriptEsm } from '../jest.preset.js';

/** Unit tests of mf-booking's pure functions (`npm test -w mf-booking`). */
export default { ...swcTypeScriptEsm, roots: ['<rootDir>/src'], testMatch: ['**/*.spec.ts'] };
