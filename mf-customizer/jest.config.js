import { swcTypeScriptEsm } from '../jest.preset.js';

/** Unit tests of mf-customizer's pure functions (`npm test -w mf-customizer`). */
export default { ...swcTypeScriptEsm, roots: ['<rootDir>/src'], testMatch: ['**/*.spec.ts'] };
