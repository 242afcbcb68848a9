export default { testEnvironment: 'node', testMatch: ['**/*.spec.js'], transform: {} };
