/**
 * The open-loop load generator shared by bench/load.js (one server) and bench/scale.js (replicas
 * behind a proxy): the traffic mix of simulated members and an admin, the operations, the
 * schedule (requests start on time whether or not earlier ones answered; latency counts from the
 * scheduled start), the summary and the reconciliation of the books afterwards.
 */
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { request, registerMembers, adminToken, clientOperation, percentile, ROOT } = require('./support');

/** The goal for p99 (ms); answers slower than this are also counted per second of the run. */
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

/**
 * The operations, each one request (the withdrawal's OTP steps count as their own requests), sent to
 * `target`. The state (key sequence, pending items, members' OTP clearances) lives as long as the
 * returned object: one object for one database.
 */
function operations(target, members, admin, outboxDir, random) {
  // A fixed address, or a function naming the current one (bench/scale.js moves one traffic between targets).
  const at = typeof target === 'function' ? target : () => target;
  const pending = { deposits: [], withdrawals: [] };
  const cleared = new Map(); // member id -> clearance expiry (ms); the server grants 5 minutes
  let seq = 0;
  const pick = () => members[Math.floor(random() * members.length)];
  return {
    dashboard: () => gql(at(), pick().token, Q.dashboard),
    wallets: () => gql(at(), pick().token, Q.wallets),
    statement: () => gql(at(), pick().token, Q.statement, { page: 1, pageSize: 20 }),
    legacyMember: () => {
      const m = pick();
      return request(`${at()}/api/v1/users/${m.id}`, { token: m.token });
    },
    transfer: () => {
      const from = pick();
      let to = pick();
      if (to === from) to = members[(members.indexOf(from) + 1) % members.length];
      return gql(at(), from.token, Q.transfer, { input: { recipient: to.email, amount: '10.00', idempotencyKey: `load-t-${++seq}` } });
    },
    withdrawal: async (record) => {
      const m = pick();
      if (!(cleared.get(m.id) > Date.now() + 5000)) {
        if (m.otpPending) return { status: 200, body: {}, skip: true };
        m.otpPending = true;
        try {
          const asked = Date.now() - 1000;
          const sent = await record('withdrawal:sendOtp', () => gql(at(), m.token, Q.sendOtp));
          if (outcome(sent) !== 'ok') return sent;
          const code = await otpFromOutbox(outboxDir, m.email, asked);
          const verified = await record('withdrawal:verifyOtp', () => gql(at(), m.token, Q.verifyOtp, { otp: code }));
          if (outcome(verified) !== 'ok') return verified;
          cleared.set(m.id, Date.now() + 5 * 60_000);
        } finally {
          m.otpPending = false;
        }
      }
      const r = await gql(at(), m.token, Q.withdraw, { input: { kind: 'NORMAL', amount: '10.00', idempotencyKey: `load-w-${++seq}` } });
      if (r.body?.data?.requestWithdrawal) pending.withdrawals.push(r.body.data.requestWithdrawal.id);
      return r;
    },
    deposit: async () => {
      const m = pick();
      const r = await gql(at(), m.token, Q.deposit, { input: { amount: '50.00', hash: `0x${(++seq).toString(16).padStart(64, '0')}`, idempotencyKey: `load-d-${seq}` } });
      if (r.body?.data?.createDeposit) pending.deposits.push(r.body.data.createDeposit.id);
      return r;
    },
    adminDecision: () => {
      const status = random() < 0.8 ? 'COMPLETE' : 'DECLINE';
      const useDeposit = pending.deposits.length && (random() < 0.5 || !pending.withdrawals.length);
      if (useDeposit) return gql(at(), admin, Q.depositDecision, { id: pending.deposits.shift(), status });
      if (pending.withdrawals.length) return gql(at(), admin, Q.withdrawalDecision, { id: pending.withdrawals.shift(), status });
      return gql(at(), admin, Q.depositDecision, { id: 0, status }).then((r) => ({ ...r, skip: true }));
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

/** `count` members registered (under `sponsor`'s code where the platform has members already) and credited. */
async function seed(url, count, sponsor = '') {
  const members = await registerMembers(url, count, 'load', sponsor);
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


module.exports = { MIX, P99_GOAL, prng, Q, gql, outcome, operations, openLoop, slowSpread, summarise, fmt, reconcile, seed, otpFromOutbox };
