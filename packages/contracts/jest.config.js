import { swcTypeScriptEsm } from '../../jest.preset.js';

export default { ...swcTypeScriptEsm, roots: ['<rootDir>/src'], testMatch: ['**/*.spec.ts'] };
