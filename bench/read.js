#!/usr/bin/env node
/**
 * Read path benchmark (`npm run bench:read`): GraphQL `{ me { wallets } }` and the member dashboard
 * query the web app sends (MyDashboard, with its fragments and __typename), and REST `GET users/{id}`,
 * against a baseline in the same run: a bare express + mysql2 handler (bench/bare-server.js) that
 * verifies the same JWT and reads the same four balances. Both servers run as their own processes on
 * the same MariaDB database; autocannon drives them in alternating rounds (each round every target
 * once, in turn), with one member token per connection. Prints requests/s (median of the rounds),
 * latency and the ratio to the baseline.
 *
 * Known operations compiled once (issue 22 item 1): both Meridian servers read the web app's trusted
 * documents (the manifest the client build writes, made here from client/src), and the web app's
 * operations are sent as it sends them, by id. The timed server compiles them with graphql-jit (the
 * default); a second server on the same database runs with GRAPHQL_JIT=0 (graphql-js executes every
 * operation, as before), and its targets (`-plain`) alternate with the others in the same rounds:
 * `mywallets` is the web app's `{ me { wallets } }` (MyWallets), `dashboard` its MyDashboard.
 * `wallets` and `token` send their own text (not a trusted document): the ordinary path. At the end,
 * bench/read-execution.js times the executor alone, compiled against graphql-js, in one process.
 *
 *   npm run bench:read
 *   BENCH_ROUNDS=5 BENCH_SECONDS=10 BENCH_CONNECTIONS=32 npm run bench:read
 *   BENCH_PROFILE=bench/profiles npm run bench:read   # the servers write a .cpuprofile on exit (the baseline's in bare/)
 *   BENCH_HISTORY_DAYS=365 npm run bench:read         # members with a year of daily incomes behind them
 *   BENCH_BUDGETS=0 npm run bench:read                # the timed server with every throttle off, budgets too
 *   BENCH_EXECUTION=0 npm run bench:read              # without the in-process executor comparison at the end
 *   BENCH_WARMUP=8 npm run bench:read                 # untimed seconds per target before the rounds (default BENCH_SECONDS)
 *   BENCH_BEFORE=/tmp/before npm run bench:read       # A/B: a third server from another checkout (say
 *                                                     # `git worktree add /tmp/before HEAD~3`, its node_modules
 *                                                     # linked to these): targets `<name>-before` beside `<name>`
 *
 * `apollo` is the floor of any answer through Apollo Server (bench/apollo-server.js): the bare handler's
 * work (the same JWT, the same single query) behind Apollo's pipeline and Meridian's HTTP face, and
 * nothing of ours; its ratio to `bare` bounds what the GraphQL targets can reach.
 *
 * `token` is the same `{ me { wallets } }` sent by an API token client (issue 18): one `mrd_pat_`
 * token per member (scopes read:profile, read:wallets) instead of the session JWT. The members and their tokens
 * are made by a server with the throttles off (64 registrations in a row); the timed server then
 * runs as in production, with the GraphQL cost budgets on (every answer charged and carrying
 * `extensions.cost`) and budgets too large to be reached (GRAPHQL_COST_PER_MINUTE), so the rounds
 * measure what a budget costs, not a refusal. BENCH_BUDGETS=0 keeps RATE_LIMIT_DISABLED=1 instead.
 *
 * BENCH_HISTORY_DAYS writes that many days of ROI and level income per member straight into the
 * income summaries (`income_daily`, and `member_totals` where the build has it), as the daily run
 * would have left them. The ledger entries behind them are not written: no read measured here reads
 * them, and this database is dropped at the next run.
 */
const fs = require('node:fs');
const path = require('node:path');
const autocannon = require('autocannon');
const mysql = require('mysql2/promise');
const os = require('node:os');
const { execFileSync } = require('node:child_process');
const { freshMysql, startMeridian, startBare, startApolloFloor, registerMembers, request, resultsLog, cpuSeconds, mariadbPid, ROOT } = require('./support');

const { log, run: runBench } = resultsLog('read-latest.txt');

const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
// Untimed seconds per target before the rounds: V8 optimizes Apollo's pipeline and the compiled
// documents only after some thousands of requests (2 s left the first rounds slower, round by round).
const WARMUP = Number(process.env.BENCH_WARMUP || SECONDS);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
const MEMBERS = Number(process.env.BENCH_MEMBERS || 64);
const TARGETS = (process.env.BENCH_TARGETS || 'bare,apollo,wallets,mywallets,mywallets-plain,token,dashboard,dashboard-plain,rest').split(',');
const BUDGETS = process.env.BENCH_BUDGETS !== '0';
const HISTORY_DAYS = Number(process.env.BENCH_HISTORY_DAYS || 0);
const BEFORE = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : null;
/** A target and its twin in the same rounds: compiled and graphql-js (`-plain`), or this code and BENCH_BEFORE's (`-before`). */
const TWIN = /-(plain|before)$/;

/** `days` days of ROI ($1.50 a day) and level income ($0.25 a day) per member, in the summaries. */
async function seedIncomeHistory(databaseUrl, members, days) {
  const c = await mysql.createConnection(databaseUrl);
  try {
    const start = Date.UTC(2025, 10, 1);
    const day = (i) => new Date(start + i * 86400000).toISOString().slice(0, 10);
    for (const m of members) {
      const rows = [];
      for (let i = 0; i < days; i++) rows.push([m.id, day(i), 'ROI', 1500000, 1], [m.id, day(i), 'LEVEL_INCOME', 250000, 1]);
      await c.query('INSERT INTO income_daily (member_id, day, kind, amount, entries) VALUES ?', [rows]);
    }
    const [tables] = await c.query("SHOW TABLES LIKE 'member_totals'");
    if (tables.length) {
      await c.query('INSERT INTO member_totals (member_id, roi, level_income) VALUES ? ON DUPLICATE KEY UPDATE roi = roi + VALUES(roi), level_income = level_income + VALUES(level_income)', [
        members.map((m) => [m.id, 1500000 * days, 250000 * days]),
      ]);
    }
  } finally {
    await c.end();
  }
}

/** One API token per member (scopes read:profile and read:wallets), created as a client would: the emailed OTP as step-up, then createApiToken. */
async function createApiTokens(url, outboxDir, members) {
  const codeFor = (email, before) => {
    const mails = fs
      .readdirSync(outboxDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(fs.readFileSync(path.join(outboxDir, f), 'utf8')))
      .filter((m) => m.to === email);
    const code = mails.length > before ? /\b(\d{6})\b/.exec(mails[mails.length - 1].text)?.[1] : undefined;
    if (!code) throw new Error(`no OTP mailed to ${email}`);
    return { code, count: mails.length };
  };
  const mailCount = (email) => (fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(fs.readFileSync(path.join(outboxDir, f), 'utf8'))).filter((m) => m.to === email).length : 0);
  for (const m of members) {
    const before = mailCount(m.email);
    const sent = await request(`${url}/api/v1/otp/send`, { method: 'POST', token: m.token, body: { userId: m.id, email: m.email } });
    if (sent.status !== 200) throw new Error(`otp/send ${m.email}: ${sent.status} ${JSON.stringify(sent.body)}`);
    const { code } = codeFor(m.email, before);
    const verified = await request(`${url}/api/v1/otp/verify`, { method: 'POST', token: m.token, body: { userId: m.id, otp: code } });
    if (verified.status !== 200) throw new Error(`otp/verify ${m.email}: ${verified.status} ${JSON.stringify(verified.body)}`);
    const created = await request(`${url}/graphql`, {
      method: 'POST',
      token: m.token,
      body: { query: 'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }', variables: { input: { name: 'bench', scopes: ['read:profile', 'read:wallets'], expiresInDays: 1 } } },
    });
    const token = created.body?.data?.createApiToken?.token;
    if (!token) throw new Error(`createApiToken ${m.email}: ${created.status} ${JSON.stringify(created.body)}`);
    m.apiToken = token;
  }
}

/** The web app's persisted query manifest, as its build writes it (client/scripts/persisted-queries.mjs). */
function trustedManifest() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-manifest-')), 'persisted-query-manifest.json');
  execFileSync(process.execPath, [path.join(ROOT, 'client/scripts/persisted-queries.mjs'), '--out', file], { cwd: path.join(ROOT, 'client'), stdio: 'pipe' });
  const operations = JSON.parse(fs.readFileSync(file, 'utf8')).operations;
  return { file, id: (name) => operations.find((o) => o.name === name).id };
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, pipelining: 1, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

async function main() {
  const databaseUrl = await freshMysql();
  const manifest = trustedManifest();
  const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;
  // Set-up with the throttles off: 64 registrations and their tokens in a row.
  const setup = await startMeridian({ databaseUrl, env: { RATE_LIMIT_DISABLED: '1', READ_LIMIT_PER_MINUTE: '100000000' } });
  let members;
  try {
    members = await registerMembers(setup.url, MEMBERS, 'read');
    if (TARGETS.includes('token')) await createApiTokens(setup.url, setup.outboxDir, members);
  } finally {
    await setup.stop();
  }
  // The timed server: as in production (cost budgets on, far from reached), unless BENCH_BUDGETS=0.
  const timedEnv = BUDGETS ? { READ_LIMIT_PER_MINUTE: '100000000', GRAPHQL_COST_PER_MINUTE: '10000000', GRAPHQL_SESSION_COST_PER_MINUTE: '10000000', GRAPHQL_STAFF_COST_PER_MINUTE: '10000000' } : { RATE_LIMIT_DISABLED: '1', READ_LIMIT_PER_MINUTE: '100000000' };
  const trusted = { TRUSTED_DOCUMENTS_MANIFEST: manifest.file };
  const meridian = await startMeridian({ databaseUrl, env: { ...timedEnv, ...trusted }, profileDir });
  // The same server with graphql-js executing everything (GRAPHQL_JIT=0): the compiled path's baseline.
  const plain = await startMeridian({ databaseUrl, env: { ...timedEnv, ...trusted, GRAPHQL_JIT: '0' } });
  const bare = await startBare({ databaseUrl, profileDir: profileDir && path.join(profileDir, 'bare') });
  const before = BEFORE ? await startMeridian({ databaseUrl, root: BEFORE, env: { ...timedEnv, ...trusted } }) : null;
  const apollo = TARGETS.includes('apollo') ? await startApolloFloor({ databaseUrl }) : null;
  try {
    log(BUDGETS ? 'GraphQL cost budgets on (GRAPHQL_COST_PER_MINUTE=10000000: every answer charged, none refused).' : 'Every throttle off (RATE_LIMIT_DISABLED=1), cost budgets too.');
    if (HISTORY_DAYS) {
      await seedIncomeHistory(databaseUrl, members, HISTORY_DAYS);
      log(`Each member has ${HISTORY_DAYS} days of ROI and level income in the summaries.`);
    }
    const walletsQuery = JSON.stringify({ query: '{ me { wallets { active income roi compound } } }' });
    // As the web app sends its operations: the trusted document's id only.
    const persisted = (name) => JSON.stringify({ operationName: name, variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: manifest.id(name) } } });
    const dashboardQuery = persisted('MyDashboard');
    const myWalletsQuery = persisted('MyWallets');
    const compiled = /"compiled":(\d+)[^\n]*Trusted documents compiled/.exec(meridian.log());
    if (!compiled || /Trusted documents compiled/.test(plain.log())) throw new Error(`expected the timed server to compile the trusted documents and the GRAPHQL_JIT=0 one not to:\n${meridian.log().slice(-2000)}`);
    log(`Trusted documents: ${compiled[1]} compiled at start by the timed server; the -plain server (GRAPHQL_JIT=0) runs them through graphql-js.`);

    // Every target answers correctly before it is timed.
    const check = async (url, body, token) => {
      const r = await request(url, { method: 'POST', token, body: JSON.parse(body) });
      if (r.status !== 200 || r.body.errors || !r.body.data?.me?.wallets) throw new Error(`${url}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
    };
    await check(`${bare.url}/graphql`, walletsQuery, members[0].token);
    if (apollo) await check(`${apollo.url}/graphql`, walletsQuery, members[0].token);
    await check(`${meridian.url}/graphql`, walletsQuery, members[0].token);
    await check(`${meridian.url}/graphql`, dashboardQuery, members[0].token);
    // Compiled and graphql-js answer alike (test/jit.test.ts compares every trusted document).
    for (const body of [dashboardQuery, myWalletsQuery]) {
      const [a, b] = [await request(`${meridian.url}/graphql`, { method: 'POST', token: members[0].token, body: JSON.parse(body) }), await request(`${plain.url}/graphql`, { method: 'POST', token: members[0].token, body: JSON.parse(body) })];
      if (a.status !== 200 || a.body.errors || !a.body.data?.me?.wallets || JSON.stringify(a.body.data) !== JSON.stringify(b.body.data)) throw new Error(`compiled and graphql-js answers differ: ${JSON.stringify(a.body).slice(0, 300)} / ${JSON.stringify(b.body).slice(0, 300)}`);
    }
    if (TARGETS.includes('token')) {
      await check(`${meridian.url}/graphql`, walletsQuery, members[0].apiToken);
      const r = await request(`${meridian.url}/graphql`, { method: 'POST', token: members[0].apiToken, body: JSON.parse(walletsQuery) });
      if (BUDGETS && !r.body.extensions?.cost) throw new Error(`token answer without extensions.cost: ${JSON.stringify(r.body)}`);
    }
    if (HISTORY_DAYS) {
      const r = await request(`${meridian.url}/graphql`, { method: 'POST', token: members[0].token, body: JSON.parse(dashboardQuery) });
      const expected = ((1750000 * HISTORY_DAYS) / 1e6).toFixed(2);
      if (r.body.data.me.totals.totalEarning !== expected) throw new Error(`dashboard totalEarning ${r.body.data.me.totals.totalEarning}, expected ${expected}`);
    }

    const gql = (url, body) => ({
      url: `${url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const targets = {
      bare: { label: 'bare express + mysql2 (baseline)', opts: gql(bare.url, walletsQuery), pid: bare.child.pid },
      ...(apollo ? { apollo: { label: 'the same through Apollo Server (floor)', opts: gql(apollo.url, walletsQuery), pid: apollo.child.pid } } : {}),
      wallets: { label: 'GraphQL { me { wallets } }', opts: gql(meridian.url, walletsQuery), goal: 0.6, pid: meridian.child.pid },
      token: { label: 'GraphQL { me { wallets } } (API token)', opts: gql(meridian.url, walletsQuery), goal: 0.6, pid: meridian.child.pid, auth: (m) => m.apiToken },
      mywallets: { label: 'GraphQL MyWallets (web app, compiled)', opts: gql(meridian.url, myWalletsQuery), goal: 0.9, pid: meridian.child.pid },
      'mywallets-plain': { label: 'GraphQL MyWallets (graphql-js)', opts: gql(plain.url, myWalletsQuery), pid: plain.child.pid },
      dashboard: { label: 'GraphQL MyDashboard (web app, compiled)', opts: gql(meridian.url, dashboardQuery), goal: 0.8, pid: meridian.child.pid },
      'dashboard-plain': { label: 'GraphQL MyDashboard (graphql-js)', opts: gql(plain.url, dashboardQuery), pid: plain.child.pid },
      rest: { label: 'REST GET users/{id}', opts: { url: `${meridian.url}/api/v1/users/0`, method: 'GET' }, perMember: (m) => `/api/v1/users/${m.id}`, pid: meridian.child.pid },
    };
    // BENCH_BEFORE: each Meridian target again, served by the other checkout.
    if (before) {
      const commit = execFileSync('git', ['-C', BEFORE, 'log', '-1', '--format=%h'], { encoding: 'utf8' }).trim();
      for (const name of Object.keys(targets)) {
        if (name === 'bare' || name === 'apollo' || TWIN.test(name)) continue;
        const t = targets[name];
        targets[`${name}-before`] = { ...t, label: `${t.label} @${commit}`, goal: undefined, pid: before.child.pid, opts: { ...t.opts, url: t.opts.url.replace(meridian.url, before.url) } };
      }
    }
    const dbPid = mariadbPid();
    const results = Object.fromEntries(TARGETS.map((t) => [t, []]));
    const runTarget = async (name, seconds) => {
      const t = targets[name];
      let next = 0;
      const cpu0 = [cpuSeconds(t.pid), cpuSeconds(dbPid)];
      const r = await run({
        ...t.opts,
        ...(seconds ? { duration: seconds } : {}),
        // One member per connection: the session check and the reads are spread like real traffic.
        setupClient: (client) => {
          const m = members[next++ % members.length];
          const auth = t.auth ? t.auth(m) : m.token;
          client.setHeaders({ ...(t.opts.headers || {}), authorization: `Bearer ${auth}` });
          if (t.perMember) client.setRequests([{ path: t.perMember(m), method: 'GET', headers: { authorization: `Bearer ${m.token}` } }]);
        },
      });
      // CPU per request of the server process and of MariaDB: robust to other load on the machine.
      r.serverCpuUs = ((cpuSeconds(t.pid) - cpu0[0]) / r.requests.total) * 1e6;
      r.dbCpuUs = ((cpuSeconds(dbPid) - cpu0[1]) / r.requests.total) * 1e6;
      if (r.non2xx || r.errors) throw new Error(`${name}: ${r.non2xx} non-2xx (${JSON.stringify(r.statusCodeStats)}), ${r.errors} errors`);
      return r;
    };
    for (const name of TARGETS) await runTarget(name, WARMUP); // warm-up (JIT, pools, caches)
    // A compiled target and its graphql-js twin swap places every other round (A B, then B A): what
    // runs first in a pair (a server just busy, MariaDB's caches) does not favour either.
    const twinOf = (t) => (TWIN.test(t) ? t.replace(TWIN, '') : TARGETS.find((o) => TWIN.test(o) && o.replace(TWIN, '') === t));
    const swapped = TARGETS.map((t) => (TARGETS.includes(twinOf(t)) ? twinOf(t) : t));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const name of round % 2 ? TARGETS : swapped) {
        const r = await runTarget(name);
        results[name].push(r);
        log(`  round ${round} ${name.padEnd(15)} ${Math.round(r.requests.average).toString().padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  CPU/request: server ${Math.round(r.serverCpuUs)} µs, MariaDB ${Math.round(r.dbCpuUs)} µs`);
      }
    }
    const base = median(results.bare?.map((r) => r.requests.average) ?? [NaN]);
    log(`\nRead path on MariaDB, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s (median req/s):`);
    for (const name of TARGETS) {
      const rps = median(results[name].map((r) => r.requests.average));
      const p99 = median(results[name].map((r) => r.latency.p99));
      const cpu = median(results[name].map((r) => r.serverCpuUs));
      const db = median(results[name].map((r) => r.dbCpuUs));
      const ratio = rps / base;
      const goal = targets[name].goal;
      const verdict = goal ? (ratio >= goal ? `  goal ≥ ${goal} ✓` : `  goal ≥ ${goal} ✗`) : '';
      log(`  ${targets[name].label.padEnd(40)} ${Math.round(rps).toString().padStart(6)} req/s  p99 ${String(p99).padStart(3)} ms  CPU/req ${String(Math.round(cpu)).padStart(4)} µs + DB ${String(Math.round(db)).padStart(3)} µs  ${name === 'bare' ? 'baseline' : `${ratio.toFixed(2)} × baseline`}${verdict}`);
    }
    // Against Apollo Server's floor (the bare handler's work through Apollo): what is left of ours.
    if (results.apollo?.length) {
      const floor = median(results.apollo.map((r) => r.requests.average));
      log(`  ${(base > 0 ? (floor / base).toFixed(2) : '?')} × the bare handler is the most any answer through Apollo Server reached here; against that floor:`);
      for (const name of TARGETS.filter((t) => t !== 'bare' && t !== 'apollo' && t !== 'rest' && !TWIN.test(t)))
        log(`    ${targets[name].label.padEnd(40)} ${(median(results[name].map((r) => r.requests.average)) / floor).toFixed(2)} × the floor's req/s`);
    }
    // Compiled against graphql-js, same operation, same rounds.
    for (const [name, other] of [['mywallets', 'mywallets-plain'], ['dashboard', 'dashboard-plain']]) {
      if (!results[name]?.length || !results[other]?.length) continue;
      const ratio = median(results[name].map((r) => r.requests.average)) / median(results[other].map((r) => r.requests.average));
      const cpu = median(results[name].map((r) => r.serverCpuUs)) / median(results[other].map((r) => r.serverCpuUs));
      log(`  ${targets[name].label.replace(/ \(.*/, '')}: compiled ${ratio.toFixed(2)} × graphql-js's req/s, ${cpu.toFixed(2)} × its server CPU per request`);
    }
    // This checkout against BENCH_BEFORE's, same operation, same rounds.
    for (const name of TARGETS.filter((t) => TARGETS.includes(`${t}-before`))) {
      const ratio = median(results[name].map((r) => r.requests.average)) / median(results[`${name}-before`].map((r) => r.requests.average));
      const cpu = median(results[name].map((r) => r.serverCpuUs)) - median(results[`${name}-before`].map((r) => r.serverCpuUs));
      log(`  ${name}: this checkout ${ratio.toFixed(3)} × ${targets[`${name}-before`].label.replace(/.* @/, '')}'s req/s, server CPU ${cpu >= 0 ? '+' : ''}${Math.round(cpu)} µs per request`);
    }
  } finally {
    await apollo?.stop();
    await before?.stop();
    await bare.stop();
    await plain.stop();
    await meridian.stop();
  }
  // The executor alone (no HTTP, no SQL): what compiling saves per execution (bench/read-execution.js).
  if (process.env.BENCH_EXECUTION !== '0') {
    const out = execFileSync(process.execPath, [path.join(__dirname, 'read-execution.js'), manifest.file], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'warn' } });
    log('');
    for (const line of out.trim().split('\n')) log(line);
  }
}

runBench(main);
