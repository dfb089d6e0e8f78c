import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module the client imports the operation ids from (see persisted-query-ids.d.ts). */
export const PERSISTED_QUERY_IDS = 'virtual:persisted-query-ids';
const RESOLVED = '\0' + PERSISTED_QUERY_IDS;
/** Where the manifest lands in dist/ (the server reads it from CLIENT_DIST). */
export const MANIFEST_FILE = 'persisted-query-manifest.json';

interface Manifest {
  format: string;
  version: number;
  operations: Array<{ id: string; name: string; type: string; body: string }>;
}

/**
 * Trusted documents at build time: `vite build` writes the persisted query manifest
 * (scripts/persisted-queries.mjs, Apollo's generator) before bundling, gives the bundle the ids by
 * operation name through `virtual:persisted-query-ids` (no bodies: only what
 * `generatePersistedQueryIdsFromManifest` reads) with a build id (the manifest's hash, for the
 * reload guard), and ships the whole manifest as dist/persisted-query-manifest.json. The dev server
 * (`vite`) gives `null`: the app then sends query text, which a development server accepts.
 *
 * `@apollo/persisted-query-lists` ships CommonJS that `require`s `@apollo/client/core` and `graphql`:
 * bundled as it is, it brings a second, CommonJS copy of both (~90 KB gzip). The bundle takes the
 * package's own ES module source (src/index.ts, in the package) instead, which shares the app's copy.
 */
export function persistedQueries(): Plugin {
  let manifest: Manifest | null = null;
  let build = false;
  return {
    name: 'meridian-persisted-queries',
    config() {
      const lists = path.dirname(createRequire(import.meta.url).resolve('@apollo/persisted-query-lists/package.json'));
      return { resolve: { alias: [{ find: /^@apollo\/persisted-query-lists$/, replacement: path.join(lists, 'src/index.ts') }] } };
    },
    configResolved(config) {
      build = config.command === 'build';
    },
    buildStart() {
      if (!build) return;
      const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-pq-'));
      const out = path.join(tmp, MANIFEST_FILE);
      try {
        execFileSync(process.execPath, [path.join(client, 'scripts/persisted-queries.mjs'), '--out', out], { cwd: client, stdio: ['ignore', 'ignore', 'pipe'] });
        manifest = JSON.parse(fs.readFileSync(out, 'utf8')) as Manifest;
      } catch (err) {
        const stderr = (err as { stderr?: Buffer }).stderr?.toString();
        this.error(`persisted queries: ${stderr || (err as Error).message}`);
      } finally {
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    },
    resolveId(id) {
      return id === PERSISTED_QUERY_IDS ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      if (!manifest) return 'export default null;';
      const text = JSON.stringify(manifest);
      const ids = {
        buildId: crypto.createHash('sha256').update(text).digest('hex').slice(0, 16),
        operations: manifest.operations.map(({ id: operationId, name }) => ({ id: operationId, name })),
      };
      return `export default ${JSON.stringify(ids)};`;
    },
    generateBundle() {
      if (manifest) this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: JSON.stringify(manifest, null, 2) });
    },
  };
}
