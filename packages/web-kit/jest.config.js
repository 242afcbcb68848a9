import { swcTypeScriptEsm } from '../../jest.preset.js';

const [, swcOptions] = swcTypeScriptEsm.transform['^.+\\.tsx?$'];

/** Unit tests of web-kit (`npm test -w @qmj/web-kit`): the shared preset, with JSX for the components' markup. */
export default {
  ...swcTypeScriptEsm,
  transform: {
    '^.+\\.ts$': ['@swc/jest', swcOptions],
    '^.+\\.tsx$': [
      '@swc/jest',
      {
        ...swcOptions,
        jsc: {
          ...swcOptions.jsc,
          parser: { ...swcOptions.jsc.parser, tsx: true },
          transform: { ...swcOptions.jsc.transform, react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  // A component's stylesheet (data-table.css) is the browser's: under Jest its import is an empty module.
  moduleNameMapper: { ...swcTypeScriptEsm.moduleNameMapper, '\\.css$': '<rootDir>/jest.styles.js' },
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
};
