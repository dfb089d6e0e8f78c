#!/usr/bin/env node
/**
 * Money benchmark (`npm run bench`): concurrent transfers and withdrawals from many members through
 * the real HTTP server, on SQLite and on MySQL/MariaDB, each compared in the same run with a
 * baseline: the same number of transfers written straight to the database with the minimal SQL
 * (conditional debit, credit, two entries) and no HTTP, GraphQL, validation or idempotency.
 * Prints operations per second, p50 and p99 latency, and the ledger reconciliation.
 *
 *   npm run bench                      # both engines (MySQL at BENCH_MYSQL_URL, default local root)
 *   BENCH_ENGINES=sqlite npm run bench # one engine
 *   BENCH_OPS=4000 BENCH_CONCURRENCY=32 BENCH_MEMBERS=100 npm run bench
 *   BENCH_SUITES=tree npm run bench     # suites: money (this file), tree (bench/tree.js); default all
 */
process.env.SWC_NODE_PROJECT = require('node:path').join(__dirname, '../server/tsconfig.json');
require('@swc-node/register');
require('reflect-metadata');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const http = require('node:http');
const { freshMysql, percentile } = require('./support');

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** POST JSON over a keep-alive agent (lighter than fetch, so the client steals less CPU). */
function post(url, token, payload) {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(payload);
    const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end(body);
  });
}
const { loadConfig } = require('../server/src/config/config');
const { openDatabase } = require('../server/src/database/data-source');
const { startApp } = require('../server/src/app/app');

const OPS = Number(process.env.BENCH_OPS || 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 32);
const MEMBERS = Number(process.env.BENCH_MEMBERS || 50);
const ENGINES = (process.env.BENCH_ENGINES || 'sqlite,mysql').split(',').map((s) => s.trim());
const MYSQL_URL = process.env.BENCH_MYSQL_URL || 'mysql://root@127.0.0.1:3306/meridian_bench';
const SUITES = (process.env.BENCH_SUITES || 'money,tree').split(',').map((s) => s.trim());

async function setup(engine, dir) {
  let databaseUrl = `sqlite:${path.join(dir, 'bench.db')}`;
  if (engine === 'mysql') {
    await freshMysql(MYSQL_URL);
    databaseUrl = MYSQL_URL;
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-12',
    ADMIN_EMAIL: 'admin@bench.local',
    ADMIN_PASSWORD: 'bench-admin-password',
    MAIL_OUTBOX: path.join(dir, 'outbox'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    RATE_LIMIT_DISABLED: '1',
    CLIENT_DIST: path.join(dir, 'none'),
  });
  const db = await openDatabase(config.databaseUrl);
  const running = await startApp(config, db, 0);
  return { db, running, services: running.services };
}

/** Members with money on Active and Income, a payout address and a fresh OTP clearance. */
async function seedMembers(services, count) {
  const { User } = require('../server/src/modules/users/user.entity');
  const admin = await services.db.manager.findOneByOrFail(User, { role: 'admin' });
  const members = [];
  let sponsor = '';
  for (let i = 0; i < count; i++) {
    const s = await services.auth.register(
      { fullname: `Bench Member ${i}`, phone: '+15550000000', email: `bench${i}@bench.local`, password: 'bench-password', referralBy: sponsor },
      '127.0.0.1',
    );
    sponsor = i === 0 ? s.user.referralCode : sponsor;
    await services.withdrawals.adjustWallet(admin.id, s.user.id, 'ACTIVE', 'credit', '100000', 'bench seed', `seed-a-${s.user.id}`);
    await services.withdrawals.adjustWallet(admin.id, s.user.id, 'INCOME', 'credit', '100000', 'bench seed', `seed-i-${s.user.id}`);
    await services.db.transaction((em) => em.update(User, { id: s.user.id }, { bep20: '0x' + 'ab'.repeat(20) }));
    const code = await services.otp.issue('withdrawal', s.user.email, s.user.id, 60);
    await services.otp.verify('withdrawal', s.user.email, code, 'bad');
    members.push({ id: s.user.id, token: s.token, code: s.user.referralCode });
  }
  return members;
}

async function runHttp(url, members) {
  const latencies = [];
  let ok = 0;
  let refused = 0;
  let next = 0;
  const start = process.hrtime.bigint();
  async function worker() {
    for (;;) {
      const i = next++;
      if (i >= OPS) return;
      const from = members[i % members.length];
      const to = members[(i * 7 + 3) % members.length];
      const transfer = i % 2 === 0 && from.id !== to.id;
      const t0 = process.hrtime.bigint();
      const status = await post(`${url}/api/v1/${transfer ? 'transfer/touser' : 'withdrawalrequest/add'}`, from.token, transfer ? { values: { userto_id: to.id, amount: 10 } } : { amount: 10 });
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (status === 201) ok++;
      else if (status === 409) refused++;
      else throw new Error(`unexpected ${status}`);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  latencies.sort((a, b) => a - b);
  return { opsPerSec: OPS / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), ok, refused };
}

/** Baseline: the minimal SQL of one transfer per operation, sequential, in-process. */
async function runBaseline(db, members) {
  const ids = await db.manager.query("SELECT id, owner_id FROM accounts WHERE type = 'ACTIVE' AND owner_id IS NOT NULL");
  const account = new Map(ids.map((r) => [Number(r.owner_id), Number(r.id)]));
  const amount = db.engine === 'mysql' ? '1000000' : 1000000n;
  const latencies = [];
  const start = process.hrtime.bigint();
  for (let i = 0; i < OPS; i++) {
    const from = account.get(members[i % members.length].id);
    const to = account.get(members[(i * 7 + 3) % members.length].id);
    const t0 = process.hrtime.bigint();
    await db.transaction(async (em) => {
      const runner = em.queryRunner;
      const r = await runner.query('UPDATE accounts SET balance = balance - ? WHERE id = ? AND balance >= ?', [amount, from, amount], true);
      if (r.affected !== 1) return;
      await runner.query('UPDATE accounts SET balance = balance + ? WHERE id = ?', [amount, to]);
      await runner.query(
        "INSERT INTO ledger_transactions (kind, idempotency_key, memo, created_at) VALUES ('BENCH', ?, '', ?)",
        [`bench:${i}:${Date.now()}`, db.engine === 'mysql' ? new Date() : new Date().toISOString()],
      );
      const [{ id }] = await runner.query(db.engine === 'mysql' ? 'SELECT LAST_INSERT_ID() AS id' : 'SELECT last_insert_rowid() AS id');
      const now = db.engine === 'mysql' ? new Date() : new Date().toISOString();
      await runner.query(
        "INSERT INTO ledger_entries (transaction_id, account_id, kind, amount, balance_after, description, created_at) VALUES (?, ?, 'TRANSFER_OUT', ?, 0, '', ?), (?, ?, 'TRANSFER_IN', ?, 0, '', ?)",
        [id, from, db.engine === 'mysql' ? '-1000000' : -1000000n, now, id, to, amount, now],
      );
    });
    latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  latencies.sort((a, b) => a - b);
  return { opsPerSec: OPS / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function main() {
  const lines = [];
  let failed = false;
  for (const engine of SUITES.includes('money') ? ENGINES : []) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `meridian-bench-${engine}-`));
    const { db, running, services } = await setup(engine, dir);
    try {
      const members = await seedMembers(services, MEMBERS);
      const http = await runHttp(running.url, members);
      const afterHttp = await services.reconciliation.run();
      const base = await runBaseline(db, members);
      const f = (n) => n.toFixed(1);
      lines.push(
        `${engine.padEnd(6)} full stack over HTTP: ${OPS} ops (transfers + withdrawals), ${MEMBERS} members, concurrency ${CONCURRENCY}: ` +
          `${f(http.opsPerSec)} ops/s, p50 ${f(http.p50)} ms, p99 ${f(http.p99)} ms (${http.ok} posted, ${http.refused} refused for funds); ` +
          `reconciliation ${afterHttp.ok ? 'OK' : 'FAILED: ' + afterHttp.problems.join('; ')}`,
      );
      lines.push(`${engine.padEnd(6)} baseline raw SQL transfer, sequential, same database: ${f(base.opsPerSec)} ops/s, p50 ${f(base.p50)} ms, p99 ${f(base.p99)} ms`);
      failed = failed || !afterHttp.ok;
      console.log(lines.slice(-2).join('\n'));
    } finally {
      await running.close();
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (SUITES.includes('tree')) lines.push(...(await require('./tree').run()));
  fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(__dirname, 'results', 'latest.txt'), lines.join('\n') + '\n');
  if (failed) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
