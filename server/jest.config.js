/** Server tests: real HTTP server, real database (SQLite by default, MySQL when TEST_DB=mysql). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest'],
    // otplib's default plugins load ESM-only packages (@noble/hashes, @scure/base): Node 20.19+ runs
    // them with require(esm), Jest's module loader does not, so they are compiled to CommonJS here.
    '^.+/node_modules/(@noble|@scure)/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/(@noble|@scure)/).*/node_modules/'],
  setupFiles: ['reflect-metadata'],
  testTimeout: 60000,
};
