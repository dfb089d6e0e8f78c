#!/usr/bin/env node
/**
 * The executor alone (issue 22 item 1): the CPU one execution of the web app's MyWallets and
 * MyDashboard costs when compiled with graphql-jit (what the server runs for a trusted document) and
 * when interpreted by graphql-js's `execute` (GRAPHQL_JIT=0, and every other document), in the same
 * process, alternating blocks, median of the blocks. The real server is started (SQLite in a temp
 * folder) with the web app's manifest, a member and its sponsor are registered, and each execution
 * gets a fresh request context; the member figures are read from the database once and then served
 * from memory, so what is measured is execution (resolvers, authorization, serialization), not SQL.
 * `bench/read.js` runs it after its HTTP rounds; the HTTP figures carry everything else.
 *
 *   node bench/read-execution.js [manifest.json]
 *   BENCH_EXECUTIONS=5000 BENCH_BLOCKS=15 node bench/read-execution.js
 */
process.env.SWC_NODE_PROJECT = require('node:path').join(__dirname, '../server/tsconfig.json');
process.env.LOG_LEVEL ??= 'warn';
require('@swc-node/register');
require('reflect-metadata');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { execute } = require('graphql');
const { loadConfig } = require('../server/src/config/config');
const { openDatabase } = require('../server/src/database/data-source');
const { startApp } = require('../server/src/app/app');
const { buildContext } = require('../server/src/app/context');
const { createLoaders } = require('../server/src/app/loaders');
const { ADMIN, JWT_SECRET, ROOT } = require('./support');

const EXECUTIONS = Number(process.env.BENCH_EXECUTIONS || 2000);
const BLOCKS = Number(process.env.BENCH_BLOCKS || 9);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-exec-'));
  let manifest = process.argv[2];
  if (!manifest) {
    manifest = path.join(dir, 'persisted-query-manifest.json');
    execFileSync(process.execPath, [path.join(ROOT, 'client/scripts/persisted-queries.mjs'), '--out', manifest], { cwd: path.join(ROOT, 'client'), stdio: 'pipe' });
  }
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: `sqlite:${path.join(dir, 'bench.db')}`,
    JWT_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    MAIL_OUTBOX: path.join(dir, 'outbox'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    CLIENT_DIST: path.join(dir, 'no-client'),
    TRUSTED_DOCUMENTS_MANIFEST: manifest,
    RATE_LIMIT_DISABLED: '1',
    JOBS_DISABLED: '1',
  });
  const db = await openDatabase(config.databaseUrl);
  const app = await startApp(config, db, 0);
  try {
    const register = async (email, sponsor) => {
      const res = await fetch(`${app.url}/api/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fullname: 'Bench Member', phone: '+15550001111', email, password: 'password123', confirmPassword: 'password123', referralBy: sponsor ?? '' }),
      });
      const body = await res.json();
      if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(body)}`);
      return body;
    };
    const sponsor = await register('sponsor@bench.local');
    const member = await register('member@bench.local', sponsor.auth.refferal_code);
    const session = await buildContext(app.services, { headers: { authorization: `Bearer ${member.token}` }, ip: '127.0.0.1' });
    const operations = JSON.parse(fs.readFileSync(manifest, 'utf8')).operations;
    console.log(`Execution alone, in-process (${BLOCKS} alternating blocks of ${EXECUTIONS} after a warm-up, median CPU per execution; member figures from memory):`);
    for (const name of ['MyWallets', 'MyDashboard']) {
      const prepared = app.compiledDocuments?.get(operations.find((o) => o.name === name).id);
      if (!prepared) throw new Error(`${name} was not compiled`);
      // The figures of this member read once (the loaders' results kept): execution, not SQL, is timed.
      const kept = new Map();
      const memo = (key, read) => {
        if (!kept.has(key)) kept.set(key, read());
        return kept.get(key);
      };
      // Every figure (a method of Loaders) and relation loader (`.load`), answered once per member.
      const loaders = new Proxy(createLoaders(app.services), {
        get(target, prop) {
          const value = target[prop];
          if (typeof value === 'function') return (id) => memo(`${String(prop)}:${id}`, () => value.call(target, id));
          if (value && typeof value.load === 'function') return { load: (id) => memo(`${String(prop)}:${id}`, () => value.load(id)) };
          return value;
        },
      });
      const context = () => ({ ...session, loaders });
      const compiled = () => prepared.compiled.query(undefined, context(), {});
      const interpreted = () => execute({ schema: app.schema, document: prepared.document, contextValue: context(), variableValues: {} });
      const [a, b] = [await compiled(), await interpreted()];
      if (a.errors || JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`${name}: compiled and graphql-js differ: ${JSON.stringify(a)} / ${JSON.stringify(b)}`);
      // Warm-up (V8 optimises both), not counted.
      for (let i = 0; i < EXECUTIONS; i++) await compiled(), await interpreted();
      const cpu = { compiled: [], interpreted: [] };
      for (let block = 0; block < BLOCKS; block++) {
        for (const [kind, run] of [['compiled', compiled], ['interpreted', interpreted]]) {
          const start = process.cpuUsage();
          for (let i = 0; i < EXECUTIONS; i++) await run();
          const used = process.cpuUsage(start);
          cpu[kind].push((used.user + used.system) / EXECUTIONS);
        }
      }
      const [c, i] = [median(cpu.compiled), median(cpu.interpreted)];
      console.log(`  ${name.padEnd(12)} graphql-jit ${c.toFixed(1).padStart(6)} µs   graphql-js ${i.toFixed(1).padStart(6)} µs   compiled ${(i / c).toFixed(1)} × faster`);
    }
  } finally {
    await app.close();
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
