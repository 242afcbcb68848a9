import { swcTypeScriptEsm } from '../jest.preset.js';

/** Unit tests of the shell's module loading and error reports (`npm test -w shell`). */
export default { ...swcTypeScriptEsm, roots: ['<rootDir>/src'], testMatch: ['**/*.spec.ts'] };
