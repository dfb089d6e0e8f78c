/** Client tests: jsdom + @swc/jest (TypeScript/TSX, automatic JSX runtime). */
module.exports = {
  testEnvironment: '<rootDir>/jest.environment.cjs',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|webp|gif)$': '<rootDir>/src/test/fileMock.cjs',
    // The build's persisted operation ids (scripts/persistedQueries.ts): none under jest, as under `vite` dev.
    '^virtual:persisted-query-ids$': '<rootDir>/src/test/persistedQueryIds.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testTimeout: 60000,
};
