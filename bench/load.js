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
const os = require('node:os');
const path = require('node:path');
const mysql = require('mysql2/promise');
const { freshMysql, startMeridian, startBare, request, resultsLog, cpuSeconds, mariadbPid } = require('./support');
const { MIX, P99_GOAL, prng, Q, operations, openLoop, slowSpread, summarise, fmt, reconcile, seed } = require('./open-loop');

const { log, run: runBench } = resultsLog('load-latest.txt');

const RATE = Number(process.env.BENCH_RATE || 400);
const SECONDS = Number(process.env.BENCH_SECONDS || 60);
const MEMBERS = Number(process.env.BENCH_MEMBERS || 200);
const STEPS = (process.env.BENCH_STEPS ?? '500,600,800').split(',').filter(Boolean).map(Number);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS || 15);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS || 3);

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
    const { members, admin } = await seed(meridian.url, MEMBERS);
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
