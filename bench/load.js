#!/usr/bin/env node
/**
 * Open-loop load test with exact books (`npm run bench:load`): 200 simulated members on MariaDB
 * reading their dashboards, polling their wallets, opening the legacy member record, transferring,
 * withdrawing (with the email OTP: send, read the mail, verify, request), depositing, and an admin
 * deciding the pending deposits and withdrawals, in fixed proportions, at a fixed arrival rate
 * (default 400 requests/s for 60 s). Requests start on schedule whether or not earlier ones have
 * answered (open loop), and latency counts from the scheduled start, so a server that falls
 * behind shows it. Afterwards the ledger is reconciled (`npm run reconcile`) and must be exact.
 *
 * Then a step test raises the rate until p99 passes 100 ms or errors appear, to show where the limit
 * lies. The baseline is the generator's own floor: the bare handler (bench/bare-server.js) under the
 * same schedule.
 *
 *   npm run bench:load
 *   BENCH_RATE=400 BENCH_SECONDS=60 BENCH_MEMBERS=200 BENCH_STEPS=400,600,800,1000 npm run bench:load
 *   BENCH_PROFILE=bench/profiles npm run bench:load   # the server writes a .cpuprofile on exit
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const mysql = require('mysql2/promise');
const { freshMysql, startMeridian, startBare, request, registerMembers, adminToken, clientOperation, percentile, ROOT, resultsLog, cpuSeconds, mariadbPid } = require('./support');

const { log, run: runBench } = resultsLog('load-latest.txt');

const RATE = Number(process.env.BENCH_RATE || 400);
const SECONDS = Number(process.env.BENCH_SECONDS || 60);
const MEMBERS = Number(process.env.BENCH_MEMBERS || 200);
const STEPS = (process.env.BENCH_STEPS ?? '500,600,800').split(',').filter(Boolean).map(Number);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS || 15);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS || 3);
const P99_GOAL = 100;

/** The traffic mix: share of arrivals per operation (sums to 100). */
const MIX = [
  ['dashboard', 50],
  ['wallets', 15],
  ['legacyMember', 7],
  ['statement', 5],
  ['transfer', 8],
  ['withdrawal', 5],
  ['deposit', 6],
  ['adminDecision', 4],
];

/** Small deterministic PRNG (mulberry32): the same run draws the same sequence. */
function prng(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const Q = {
  dashboard: clientOperation('MyDashboard'),
  statement: clientOperation('MyWalletEntries'),
  wallets: '{ me { wallets { active income roi compound } } }',
  sendOtp: 'mutation { sendOtp { success } }',
  verifyOtp: 'mutation V($otp: String!) { verifyOtp(otp: $otp) { verified } }',
  withdraw: 'mutation W($input: WithdrawalRequestInput!) { requestWithdrawal(input: $input) { id status } }',
  transfer: 'mutation T($input: TransferToMemberInput!) { transferToMember(input: $input) { id } }',
  deposit: 'mutation D($input: CreateDepositInput!) { createDeposit(input: $input) { id status } }',
  depositDecision: 'mutation S($id: Int!, $status: Decision!) { setDepositStatus(id: $id, status: $status) { id status } }',
  withdrawalDecision: 'mutation S($id: Int!, $status: Decision!) { setWithdrawalStatus(id: $id, status: $status) { id status } }',
  adjust: 'mutation A($input: AdjustWalletInput!) { adjustWallet(input: $input) { transactionId } }',
  profile: 'mutation P($input: ProfileInput!) { updateProfile(input: $input) { id } }',
};

function gql(url, token, query, variables = {}) {
  return request(`${url}/graphql`, { method: 'POST', token, body: { query, variables } });
}

/** A GraphQL answer's outcome: 'ok', a refusal code (business rule, e.g. insufficient balance) or 'error'. */
function outcome(r) {
  if (r.status >= 500) return '5xx';
  if (r.status !== 200) return `http${r.status}`;
  const code = r.body?.errors?.[0]?.extensions?.code;
  if (!code) return 'ok';
  return code === 'INTERNAL_SERVER_ERROR' ? '5xx' : code;
}

/** The newest 6-digit code mailed to `email` in the server's outbox. */
async function otpFromOutbox(outboxDir, email, after) {
  // Asynchronous file reads: the generator's event loop keeps the schedule while a mail is looked for.
  for (let i = 0; i < 100; i++) {
    // Mail files are named `<epoch ms>-<random>.json`: only the ones written since the request are read.
    const files = (await fs.promises.readdir(outboxDir).catch(() => [])).filter((f) => f.endsWith('.json') && Number(f.split('-')[0]) >= after);
    for (const f of files.sort().reverse()) {
      const mail = JSON.parse(await fs.promises.readFile(path.join(outboxDir, f), 'utf8'));
      if (mail.to === email && mail.subject === 'Your Meridian OTP') return /\b(\d{6})\b/.exec(mail.text)[1];
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no OTP mail for ${email}`);
}

/** The operations, each one request (the withdrawal's OTP steps count as their own requests). */
function operations(url, members, admin, outboxDir, random) {
  const pending = { deposits: [], withdrawals: [] };
  const cleared = new Map(); // member id -> clearance expiry (ms); the server grants 5 minutes
  let seq = 0;
  const pick = () => members[Math.floor(random() * members.length)];
  return {
    dashboard: () => gql(url, pick().token, Q.dashboard),
    wallets: () => gql(url, pick().token, Q.wallets),
    statement: () => gql(url, pick().token, Q.statement, { page: 1, pageSize: 20 }),
    legacyMember: () => {
      const m = pick();
      return request(`${url}/api/v1/users/${m.id}`, { token: m.token });
    },
    transfer: () => {
      const from = pick();
      let to = pick();
      if (to === from) to = members[(members.indexOf(from) + 1) % members.length];
      return gql(url, from.token, Q.transfer, { input: { recipient: to.email, amount: '10.00', idempotencyKey: `load-t-${++seq}` } });
    },
    withdrawal: async (record) => {
      const m = pick();
      if (!(cleared.get(m.id) > Date.now() + 5000)) {
        if (m.otpPending) return { status: 200, body: {}, skip: true };
        m.otpPending = true;
        try {
          const asked = Date.now() - 1000;
          const sent = await record('withdrawal:sendOtp', () => gql(url, m.token, Q.sendOtp));
          if (outcome(sent) !== 'ok') return sent;
          const code = await otpFromOutbox(outboxDir, m.email, asked);
          const verified = await record('withdrawal:verifyOtp', () => gql(url, m.token, Q.verifyOtp, { otp: code }));
          if (outcome(verified) !== 'ok') return verified;
          cleared.set(m.id, Date.now() + 5 * 60_000);
        } finally {
          m.otpPending = false;
        }
      }
      const r = await gql(url, m.token, Q.withdraw, { input: { kind: 'NORMAL', amount: '10.00', idempotencyKey: `load-w-${++seq}` } });
      if (r.body?.data?.requestWithdrawal) pending.withdrawals.push(r.body.data.requestWithdrawal.id);
      return r;
    },
    deposit: async () => {
      const m = pick();
      const r = await gql(url, m.token, Q.deposit, { input: { amount: '50.00', hash: `0x${(++seq).toString(16).padStart(64, '0')}`, idempotencyKey: `load-d-${seq}` } });
      if (r.body?.data?.createDeposit) pending.deposits.push(r.body.data.createDeposit.id);
      return r;
    },
    adminDecision: () => {
      const status = random() < 0.8 ? 'COMPLETE' : 'DECLINE';
      const useDeposit = pending.deposits.length && (random() < 0.5 || !pending.withdrawals.length);
      if (useDeposit) return gql(url, admin, Q.depositDecision, { id: pending.deposits.shift(), status });
      if (pending.withdrawals.length) return gql(url, admin, Q.withdrawalDecision, { id: pending.withdrawals.shift(), status });
      return gql(url, admin, Q.depositDecision, { id: 0, status }).then((r) => ({ ...r, skip: true }));
    },
  };
}

/**
 * Fires `rate` arrivals per second for `seconds`, on schedule; each arrival draws an operation from
 * the mix. Returns per-operation latencies (from the scheduled start) and outcomes.
 */
async function openLoop(ops, rate, seconds, random, mix = MIX) {
  const stats = new Map();
  const stat = (name) => {
    if (!stats.has(name)) stats.set(name, { latencies: [], outcomes: {} });
    return stats.get(name);
  };
  const start = performance.now();
  const slowBySecond = new Map(); // second of the run -> answers slower than the goal that were due in it
  const record = async (name, fn, scheduled = performance.now()) => {
    const r = await fn();
    const s = stat(name);
    const latency = performance.now() - scheduled;
    s.latencies.push(latency);
    if (latency > P99_GOAL) {
      const second = Math.floor((scheduled - start) / 1000);
      slowBySecond.set(second, (slowBySecond.get(second) ?? 0) + 1);
    }
    const o = r.skip ? 'skipped' : outcome(r);
    s.outcomes[o] = (s.outcomes[o] || 0) + 1;
    return r;
  };
  const total = mix.reduce((a, [, w]) => a + w, 0);
  const draw = () => {
    let x = random() * total;
    for (const [name, w] of mix) if ((x -= w) < 0) return name;
    return mix[mix.length - 1][0];
  };
  const count = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const inFlight = new Set();
  let fired = 0;
  let maxLag = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (fired < count && start + fired * interval <= now) {
        const scheduled = start + fired * interval;
        maxLag = Math.max(maxLag, now - scheduled);
        fired++;
        const name = draw();
        const p = record(name, () => ops[name]((sub, fn) => record(sub, fn)), scheduled).catch((err) => {
          const s = stat(name);
          s.outcomes.exception = (s.outcomes.exception || 0) + 1;
          s.lastError = String(err.message || err);
        });
        inFlight.add(p);
        p.finally(() => inFlight.delete(p));
      }
      if (fired < count) setTimeout(tick, Math.max(0, Math.min(5, start + fired * interval - performance.now())));
      else resolve();
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  return { stats, elapsed, fired, maxLag, slowBySecond };
}

/** Where the answers slower than the goal were: spread over the run, or bunched in a few seconds (a stall). */
function slowSpread(slowBySecond) {
  const total = [...slowBySecond.values()].reduce((a, b) => a + b, 0);
  if (!total) return `none slower than ${P99_GOAL} ms`;
  const worst = [...slowBySecond].sort((a, b) => b[1] - a[1]).slice(0, 3);
  return `${total} slower than ${P99_GOAL} ms, due in ${slowBySecond.size} distinct seconds; most in second ${worst.map(([sec, n]) => `${sec} (${n})`).join(', ')}`;
}

function summarise(stats) {
  const rows = [];
  const all = [];
  for (const [name, s] of [...stats].sort()) {
    const l = [...s.latencies].sort((a, b) => a - b);
    all.push(...l);
    rows.push({ name, n: l.length, p50: percentile(l, 50), p95: percentile(l, 95), p99: percentile(l, 99), outcomes: s.outcomes, lastError: s.lastError });
  }
  all.sort((a, b) => a - b);
  const fives = rows.reduce((a, r) => a + (r.outcomes['5xx'] || 0) + (r.outcomes.exception || 0), 0);
  return { rows, all: { n: all.length, p50: percentile(all, 50), p95: percentile(all, 95), p99: percentile(all, 99) }, fives };
}

const fmt = (ms) => `${ms.toFixed(1)} ms`.padStart(9);

function reconcile(databaseUrl) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', 'reconcile'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET: 'x'.repeat(40) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ ok: code === 0, out: out.trim() }));
  });
}

async function seed(url) {
  const members = await registerMembers(url, MEMBERS, 'load');
  const admin = await adminToken(url);
  for (const m of members) {
    for (const wallet of ['ACTIVE', 'INCOME']) {
      const r = await gql(url, admin, Q.adjust, { input: { memberId: m.id, wallet, action: 'CREDIT', amount: '100000', reason: 'load seed', idempotencyKey: `seed-${wallet}-${m.id}` } });
      if (outcome(r) !== 'ok') throw new Error(`seed credit: ${JSON.stringify(r.body)}`);
    }
    // The first payout address needs no OTP and starts no withdrawal hold.
    const r = await gql(url, m.token, Q.profile, { input: { bep20: `0x${'ab'.repeat(20)}` } });
    if (outcome(r) !== 'ok') throw new Error(`seed payout address: ${JSON.stringify(r.body)}`);
  }
  return { members, admin };
}

/**
 * What one operation costs, one request at a time with nothing else running: the statements it sends
 * to MariaDB (the server's `Questions` counter) and the CPU the server process and MariaDB spend on
 * it (from /proc). Every statement is a round trip with socket writes on both sides, which is where
 * the server's time goes under load. `BENCH_TRACE=1` also lists each operation's statements.
 */
async function costPerOperation(databaseUrl, ops, serverPid, rounds = Number(process.env.BENCH_COST_ROUNDS || 100)) {
  const u = new URL(databaseUrl);
  const c = await mysql.createConnection({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username), password: decodeURIComponent(u.password) });
  const questions = async () => Number((await c.query("SHOW GLOBAL STATUS LIKE 'Questions'"))[0][0].Value);
  const dbPid = mariadbPid();
  const costs = {};
  try {
    for (const name of MIX.map(([n]) => n)) {
      let statements = 0;
      let n = 0;
      const cpu0 = [cpuSeconds(serverPid), cpuSeconds(dbPid)];
      for (let i = 0; i < rounds; i++) {
        const trace = process.env.BENCH_TRACE && i === rounds - 1;
        if (trace) for (const sql of ["SET GLOBAL log_output = 'TABLE'", 'TRUNCATE mysql.general_log', 'SET GLOBAL general_log = 1']) await c.query(sql);
        const before = await questions();
        const r = await ops[name]((sub, fn) => fn());
        const after = await questions();
        if (trace) {
          await c.query('SET GLOBAL general_log = 0');
          const [rows] = await c.query("SELECT LEFT(CONVERT(argument USING utf8mb4), 160) AS a FROM mysql.general_log WHERE command_type IN ('Query', 'Execute') AND argument NOT LIKE 'SHOW GLOBAL STATUS%'");
          console.log(`--- ${name}\n${rows.map((row) => `  ${row.a}`).join('\n')}`);
        }
        if (r.skip) continue;
        statements += after - before - 1; // the first SHOW counts once
        n++;
      }
      // The CPU includes the skipped draws and the SHOW statements: small next to a request.
      costs[name] = { statements: n ? statements / n : NaN, serverUs: ((cpuSeconds(serverPid) - cpu0[0]) / rounds) * 1e6, dbUs: ((cpuSeconds(dbPid) - cpu0[1]) / rounds) * 1e6 };
    }
  } finally {
    await c.end();
  }
  return costs;
}

async function main() {
  const databaseUrl = await freshMysql();
  const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;
  const meridian = await startMeridian({ databaseUrl, env: { RATE_LIMIT_DISABLED: '1' }, profileDir });
  const bare = await startBare({ databaseUrl });
  try {
    log(`Seeding ${MEMBERS} members through the API ...`);
    const { members, admin } = await seed(meridian.url);
    const random = prng(42);
    const ops = operations(meridian.url, members, admin, meridian.outboxDir, random);

    // Warm-up (JIT, pools, connections), not counted.
    await openLoop(ops, 100, 5, random);

    const costs = await costPerOperation(databaseUrl, ops, meridian.child.pid);
    log(`\nCost per operation, one request at a time (statements sent to MariaDB; CPU of the server process and of MariaDB):`);
    for (const [name, cost] of Object.entries(costs)) log(`  ${name.padEnd(22)} ${cost.statements.toFixed(1).padStart(5)} statements  server ${cost.serverUs.toFixed(0).padStart(5)} µs  MariaDB ${cost.dbUs.toFixed(0).padStart(5)} µs`);

    // Baseline: the generator's own floor against the bare handler, same rate, wallets only.
    const bareOps = { wallets: () => request(`${bare.url}/graphql`, { method: 'POST', token: members[0].token, body: { query: Q.wallets } }) };
    // Each target is first driven at the full rate for a few seconds, not counted: the first second
    // after a pause opens connections and warms code paths, for the bare handler as for the server.
    await openLoop(bareOps, RATE, WARM_SECONDS, random, [['wallets', 1]]);
    const floorRun = await openLoop(bareOps, RATE, Math.min(10, SECONDS), random, [['wallets', 1]]);
    const floor = summarise(floorRun.stats);
    await openLoop(ops, RATE, WARM_SECONDS, random);

    const dbPid = mariadbPid();
    const cpu0 = [cpuSeconds(meridian.child.pid), cpuSeconds(dbPid), process.cpuUsage()];
    const run = await openLoop(ops, RATE, SECONDS, random);
    const generatorCpu = process.cpuUsage(cpu0[2]);
    const busy = (seconds) => `${((seconds / run.elapsed) * 100).toFixed(0)} %`;
    const s = summarise(run.stats);
    log(`\nOpen-loop load on MariaDB: ${MEMBERS} members, ${RATE} requests/s offered for ${SECONDS} s (${run.fired} arrivals in ${run.elapsed.toFixed(1)} s, generator lag max ${run.maxLag.toFixed(1)} ms)`);
    log(`  ${'operation'.padEnd(22)} ${'n'.padStart(6)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)}  outcomes`);
    for (const r of s.rows) {
      log(`  ${r.name.padEnd(22)} ${String(r.n).padStart(6)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)}  ${JSON.stringify(r.outcomes)}${r.lastError ? ` last error: ${r.lastError}` : ''}`);
    }
    log(`  ${'all'.padEnd(22)} ${String(s.all.n).padStart(6)} ${fmt(s.all.p50)} ${fmt(s.all.p95)} ${fmt(s.all.p99)}  5xx/exceptions: ${s.fives}`);
    log(`  ${'baseline: bare handler'.padEnd(22)} ${String(floor.all.n).padStart(6)} ${fmt(floor.all.p50)} ${fmt(floor.all.p95)} ${fmt(floor.all.p99)}  (the generator's floor at ${RATE}/s)`);
    const pass = s.all.p99 <= P99_GOAL && s.fives === 0;
    log(`  goal: p99 ≤ ${P99_GOAL} ms and no 5xx: ${pass ? '✓' : '✗'}`);
    log(`  slow answers: ${slowSpread(run.slowBySecond)}; the floor's: ${slowSpread(floorRun.slowBySecond)}`);
    log(
      `  CPU during the run (of ${os.cpus().length * 100} % on ${os.cpus().length} cores): server ${busy(cpuSeconds(meridian.child.pid) - cpu0[0])}, MariaDB ${busy(cpuSeconds(dbPid) - cpu0[1])}, load generator ${busy((generatorCpu.user + generatorCpu.system) / 1e6)}`,
    );

    const books = await reconcile(databaseUrl);
    log(`  reconciliation after the run: ${books.ok ? '✓ exact' : '✗'} — ${books.out.split('\n').slice(-2).join(' ')}`);

    if (STEPS.length) {
      log(`\nWhere the limit lies (${STEP_SECONDS} s per step, same mix):`);
      for (const rate of STEPS) {
        const step = await openLoop(ops, rate, STEP_SECONDS, random);
        const x = summarise(step.stats);
        const achieved = step.fired / step.elapsed;
        log(`  ${String(rate).padStart(5)} req/s offered: ${achieved.toFixed(0).padStart(5)} completed/s  p50 ${fmt(x.all.p50)}  p95 ${fmt(x.all.p95)}  p99 ${fmt(x.all.p99)}  5xx ${x.fives}`);
        if (x.all.p99 > P99_GOAL || x.fives) {
          log(`  -> the limit: p99 passes ${P99_GOAL} ms between ${STEPS[STEPS.indexOf(rate) - 1] ?? RATE} and ${rate} req/s`);
          break;
        }
      }
      const after = await reconcile(databaseUrl);
      log(`  reconciliation after the steps: ${after.ok ? '✓ exact' : '✗'}`);
      if (!after.ok) process.exitCode = 1;
    }
    if (!books.ok) process.exitCode = 1;
  } finally {
    await bare.stop();
    await meridian.stop();
  }
}

runBench(main);
