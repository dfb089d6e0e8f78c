/** End-to-end: the built app served by the real server, driven in Debian's chromium by playwright-core. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['**/*.e2e.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  testTimeout: 120000,
  maxWorkers: 1,
};
