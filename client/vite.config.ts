import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { publicPagesGuard } from './scripts/publicPagesGuard.ts';
import { persistedQueries } from './scripts/persistedQueries.ts';

/** The API server (GraphQL + REST + uploads) during development. */
const API_TARGET = process.env.MERIDIAN_API_URL ?? 'http://localhost:4000';

const proxy: Record<string, ProxyOptions> = {
  '/graphql': { target: API_TARGET, ws: true },
  '/api': { target: API_TARGET },
  '/uploads': { target: API_TARGET },
  '/healthz': { target: API_TARGET },
};

export default defineConfig(({ command }) => ({
  // persistedQueries: the trusted documents' manifest (dist/persisted-query-manifest.json) and the
  // operation ids the client sends instead of query text (see scripts/persistedQueries.ts).
  plugins: [react(), publicPagesGuard(), persistedQueries()],
  // Production build: Apollo Client's development-mode checks and warnings are compiled out (its
  // documented way: globalThis.__DEV__ = false); `vite` (dev server) keeps them.
  define: command === 'build' ? { 'globalThis.__DEV__': JSON.stringify(false) } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The GraphQL explorer chunk carries Monaco; it is loaded only on /admin/graphql.
    chunkSizeWarningLimit: 5000,
    rolldownOptions: {
      // Chunking for few requests (the server speaks HTTP/1.1: 6 connections per host, and under load
      // each small file costs more than its bytes; the member dashboard needed ~90 files):
      // - everything the entry imports statically goes into one chunk, merged into the entry;
      // - a common chunk (code shared by lazy chunks) under 20 KB is copied into the chunks that use
      //   it instead of being a file of its own (rolldown's experimentalInlineCommonChunks; it turns
      //   on strictExecutionOrder, and needs preserveEntrySignatures: false, harmless for an app).
      // Lazy pages otherwise keep the default splitting.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 20 * 1024 },
        },
      },
      onwarn(warning, defaultHandler) {
        // GraphiQL's React-compiler runtime carries "use no memo" directives; harmless when bundled.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        defaultHandler(warning);
      },
    },
  },
  // Monaco's workers (GraphiQL) use code splitting, which needs ES-module workers.
  worker: { format: 'es' },
  optimizeDeps: {
    // These modules import Monaco's workers with `?worker`, which the dev pre-bundler cannot load;
    // served as they are, Vite's own worker handling takes over.
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
}));
