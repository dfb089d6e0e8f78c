/**
 * Trusted documents (issue 18 item 4): writes the web app's persisted query manifest, the list of
 * every GraphQL operation the app can send, each as Apollo Client sends it (`__typename` added,
 * definitions sorted) with its SHA-256 as the id. The client bundle carries the ids (by operation
 * name) and sends only the id; the server reads the manifest and runs only what it lists for cookie
 * sessions (server/src/app/trusted-documents.ts).
 *
 *   node scripts/persisted-queries.mjs [--out <file>]     (default: dist/persisted-query-manifest.json)
 *
 * `vite build` runs it (scripts/persistedQueries.ts) and ships the manifest in dist/.
 *
 * Apollo's `generate-persisted-query-manifest` does the Apollo-specific part: it runs each document
 * through Apollo Client's own transforms and printer, so the body is exactly what the client would
 * send. It wants one operation per document, and our `.graphql` files hold several operations and
 * share fragments across files (as graphql-codegen's near-operation-file preset allows), so this
 * script first splits them: one document per operation with every fragment it spreads, directly or
 * through other fragments, handed to the CLI in the shape of graphql-codegen's persisted documents
 * (`fromGraphQLCodegenPersistedDocuments`, see persisted-query-manifest.config.cjs).
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, visit } from 'graphql';

const CLIENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(CLIENT, 'src');

/** Every `.graphql` file under src/, in a stable order. */
function graphqlFiles() {
  return fs
    .readdirSync(SRC, { recursive: true })
    .filter((f) => typeof f === 'string' && f.endsWith('.graphql'))
    .map((f) => path.join(SRC, f))
    .sort();
}

/** One document per operation (the operation and the fragments it needs), by operation name. */
export function splitOperations(files = graphqlFiles()) {
  const fragments = new Map();
  const operations = new Map();
  const problems = [];
  for (const file of files) {
    const where = path.relative(CLIENT, file);
    let document;
    try {
      document = parse(fs.readFileSync(file, 'utf8'));
    } catch (err) {
      problems.push(`${where}: ${err.message}`);
      continue;
    }
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        const name = definition.name.value;
        if (fragments.has(name)) problems.push(`${where}: fragment ${name} is also defined in ${fragments.get(name).where}`);
        else fragments.set(name, { definition, where });
      } else if (definition.kind === Kind.OPERATION_DEFINITION) {
        const name = definition.name?.value;
        if (!name) problems.push(`${where}: an anonymous ${definition.operation} (name every operation)`);
        else if (operations.has(name)) problems.push(`${where}: operation ${name} is also defined in ${operations.get(name).where}`);
        else operations.set(name, { definition, where });
      }
    }
  }
  const spreads = (node) => {
    const names = new Set();
    visit(node, { FragmentSpread: (spread) => void names.add(spread.name.value) });
    return names;
  };
  const documents = {};
  for (const [name, { definition, where }] of [...operations].sort(([a], [b]) => a.localeCompare(b))) {
    const needed = new Map();
    const queue = [...spreads(definition)];
    while (queue.length) {
      const fragment = queue.shift();
      if (needed.has(fragment)) continue;
      const found = fragments.get(fragment);
      if (!found) {
        problems.push(`${where}: operation ${name} spreads the unknown fragment ${fragment}`);
        continue;
      }
      needed.set(fragment, found.definition);
      queue.push(...spreads(found.definition));
    }
    documents[name] = print({ kind: Kind.DOCUMENT, definitions: [definition, ...needed.values()] });
  }
  if (problems.length) throw new Error(`persisted queries: ${problems.join('\n  ')}`);
  return documents;
}

/** Writes the manifest to `out` through Apollo's CLI; returns it. */
export function generateManifest(out) {
  const documents = splitOperations();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-pq-'));
  try {
    const input = path.join(tmp, 'operations.json');
    fs.writeFileSync(input, JSON.stringify(documents, null, 2));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@apollo/generate-persisted-query-manifest/package.json')), 'cli.js');
    const run = spawnSync(process.execPath, [cli, '--config', path.join(CLIENT, 'persisted-query-manifest.config.cjs')], {
      cwd: CLIENT,
      env: { ...process.env, PERSISTED_QUERY_DOCUMENTS: input, PERSISTED_QUERY_MANIFEST: out },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`generate-persisted-query-manifest failed:\n${run.stdout}${run.stderr}`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const manifest = JSON.parse(fs.readFileSync(out, 'utf8'));
  // Every operation made it, each under the SHA-256 of its body (what the server checks).
  const names = manifest.operations.map((o) => o.name).sort();
  const expected = Object.keys(documents).sort();
  if (JSON.stringify(names) !== JSON.stringify(expected)) throw new Error(`persisted queries: the manifest lists ${names.length} operations, the sources ${expected.length}`);
  for (const o of manifest.operations) {
    if (o.id !== crypto.createHash('sha256').update(o.body).digest('hex')) throw new Error(`persisted queries: ${o.name}'s id is not the SHA-256 of its body`);
  }
  return manifest;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--out');
  const out = path.resolve(i > 0 ? process.argv[i + 1] : path.join(CLIENT, 'dist', 'persisted-query-manifest.json'));
  try {
    const manifest = generateManifest(out);
    console.log(`persisted queries: ${manifest.operations.length} operations in ${path.relative(process.cwd(), out)}`);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
