/** End-to-end: the built app served by the real server, driven in Debian's chromium by playwright-core. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest'],
    // otplib (the two-factor journey computes codes) loads ESM-only packages: compiled to CommonJS
    // here, as in server/jest.config.js.
    '^.+/node_modules/(@noble|@scure)/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/(@noble|@scure)/).*/node_modules/'],
  testTimeout: 120000,
  maxWorkers: 1,
};
