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
 *   npm run bench:read
 *   BENCH_ROUNDS=5 BENCH_SECONDS=10 BENCH_CONNECTIONS=32 npm run bench:read
 *   BENCH_PROFILE=bench/profiles npm run bench:read   # the server writes a .cpuprofile on exit
 */
const fs = require('node:fs');
const path = require('node:path');
const autocannon = require('autocannon');
const { freshMysql, startMeridian, startBare, registerMembers, clientOperation, request, resultsLog, cpuSeconds, mariadbPid } = require('./support');

const { log, run: runBench } = resultsLog('read-latest.txt');

const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
const MEMBERS = Number(process.env.BENCH_MEMBERS || 64);
const TARGETS = (process.env.BENCH_TARGETS || 'bare,wallets,dashboard,rest').split(',');

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
  const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;
  const meridian = await startMeridian({ databaseUrl, env: { RATE_LIMIT_DISABLED: '1', READ_LIMIT_PER_MINUTE: '100000000' }, profileDir });
  const bare = await startBare({ databaseUrl });
  try {
    const members = await registerMembers(meridian.url, MEMBERS, 'read');
    const walletsQuery = JSON.stringify({ query: '{ me { wallets { active income roi compound } } }' });
    const dashboardQuery = JSON.stringify({ operationName: 'MyDashboard', query: clientOperation('MyDashboard'), variables: {} });

    // Every target answers correctly before it is timed.
    const check = async (url, body, token) => {
      const r = await request(url, { method: 'POST', token, body: JSON.parse(body) });
      if (r.status !== 200 || r.body.errors || !r.body.data?.me?.wallets) throw new Error(`${url}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
    };
    await check(`${bare.url}/graphql`, walletsQuery, members[0].token);
    await check(`${meridian.url}/graphql`, walletsQuery, members[0].token);
    await check(`${meridian.url}/graphql`, dashboardQuery, members[0].token);

    const gql = (url, body) => ({
      url: `${url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const targets = {
      bare: { label: 'bare express + mysql2 (baseline)', opts: gql(bare.url, walletsQuery), pid: bare.child.pid },
      wallets: { label: 'GraphQL { me { wallets } }', opts: gql(meridian.url, walletsQuery), goal: 0.6, pid: meridian.child.pid },
      dashboard: { label: 'GraphQL MyDashboard (web app)', opts: gql(meridian.url, dashboardQuery), goal: 0.5, pid: meridian.child.pid },
      rest: { label: 'REST GET users/{id}', opts: { url: `${meridian.url}/api/v1/users/0`, method: 'GET' }, perMember: (m) => `/api/v1/users/${m.id}`, pid: meridian.child.pid },
    };
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
          client.setHeaders({ ...(t.opts.headers || {}), authorization: `Bearer ${m.token}` });
          if (t.perMember) client.setRequests([{ path: t.perMember(m), method: 'GET', headers: { authorization: `Bearer ${m.token}` } }]);
        },
      });
      // CPU per request of the server process and of MariaDB: robust to other load on the machine.
      r.serverCpuUs = ((cpuSeconds(t.pid) - cpu0[0]) / r.requests.total) * 1e6;
      r.dbCpuUs = ((cpuSeconds(dbPid) - cpu0[1]) / r.requests.total) * 1e6;
      if (r.non2xx || r.errors) throw new Error(`${name}: ${r.non2xx} non-2xx (${JSON.stringify(r.statusCodeStats)}), ${r.errors} errors`);
      return r;
    };
    for (const name of TARGETS) await runTarget(name, 2); // warm-up (JIT, pools, caches)
    for (let round = 1; round <= ROUNDS; round++) {
      for (const name of TARGETS) {
        const r = await runTarget(name);
        results[name].push(r);
        log(`  round ${round} ${name.padEnd(9)} ${Math.round(r.requests.average).toString().padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  CPU/request: server ${Math.round(r.serverCpuUs)} µs, MariaDB ${Math.round(r.dbCpuUs)} µs`);
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
      log(`  ${targets[name].label.padEnd(34)} ${Math.round(rps).toString().padStart(6)} req/s  p99 ${String(p99).padStart(3)} ms  CPU/req ${String(Math.round(cpu)).padStart(4)} µs + DB ${String(Math.round(db)).padStart(3)} µs  ${name === 'bare' ? 'baseline' : `${ratio.toFixed(2)} × baseline`}${verdict}`);
    }
  } finally {
    await bare.stop();
    await meridian.stop();
  }
}

runBench(main);
