import { swcTypeScriptEsm } from '../../jest.preset.js';

/**
 * @fastify/static (under @fastify/swagger-ui) is CommonJS and `require`s content-disposition, which
 * ships only as an ES module; Node runs that `require`, Jest's module loader before Node 24.9 does
 * not. Compiled to CommonJS here, it loads in the tests as it does in the API.
 */
const esmOnlyDependencies = {
  transform: {
    ...swcTypeScriptEsm.transform,
    '/node_modules/content-disposition/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
};

// API end-to-end files start a whole application on a real database: give them (and their hooks) time.
export default {
  maxWorkers: 2,
  testTimeout: 30000,
  projects: [
    { ...swcTypeScriptEsm, displayName: 'unit', roots: ['<rootDir>/src'], testMatch: ['**/*.spec.ts'] },
    {
      ...swcTypeScriptEsm,
      ...esmOnlyDependencies,
      displayName: 'e2e',
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.e2e-spec.ts'],
    },
  ],
};
