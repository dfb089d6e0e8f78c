/** Server tests: real HTTP server, real database (SQLite by default, MySQL when TEST_DB=mysql). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  setupFiles: ['reflect-metadata'],
  testTimeout: 60000,
};
