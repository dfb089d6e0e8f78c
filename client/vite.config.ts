import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

/** The API server (GraphQL + REST + uploads) during development. */
const API_TARGET = process.env.MERIDIAN_API_URL ?? 'http://localhost:4000';

const proxy: Record<string, ProxyOptions> = {
  '/graphql': { target: API_TARGET, ws: true },
  '/api': { target: API_TARGET },
  '/uploads': { target: API_TARGET },
  '/healthz': { target: API_TARGET },
};

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The GraphQL explorer chunk carries Monaco; it is loaded only on /admin/graphql.
    chunkSizeWarningLimit: 5000,
    rolldownOptions: {
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
});
