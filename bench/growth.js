#!/usr/bin/env node
/**
 * Growth (issue 22 item 4, `npm run bench:growth`): the same measurements at several member counts
 * on MariaDB, so a read that slows with the platform's size, or a daily run that grows faster than
 * its members, shows. For each size N (BENCH_GROWTH_SIZES, default 10000,100000,1000000), on a fresh
 * database:
 *   1. N members with running investments, bulk-loaded (bench/population.js, as bench/engine.js);
 *   2. the daily run of one day (ROI + level income + compound, caps), timed in process;
 *   3. a Meridian server (production mode, throttles off) on that database; 32 members registered
 *      and credited through the API; then, in alternating rounds (BENCH_ROUNDS x BENCH_SECONDS),
 *      `{ me { wallets } }` and the web app's MyDashboard with autocannon (req/s, p50), and
 *      BENCH_TRANSFERS transfers between those members one after another (latency of each).
 * Goals: the reads flat within noise (req/s at the largest size within 20 % of the smallest), the
 * run linear (its time per member within 1.5x across sizes). The load average is printed with
 * every size, so a busy machine shows.
 *
 * Writes bench/results/growth.txt and the plot docs/performance-growth.png (an SVG drawn here,
 * rendered to PNG by Debian's chromium through playwright-core).
 *
 *   npm run bench:growth
 *   BENCH_GROWTH_SIZES=10000,100000 BENCH_ROUNDS=3 BENCH_SECONDS=5 npm run bench:growth
 *   node bench/growth.js --plot-only      # the plot again from the last run's bench/results/growth.json
 */
process.env.SWC_NODE_PROJECT = require('node:path').join(__dirname, '../server/tsconfig.json');
require('@swc-node/register');
require('reflect-metadata');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const { chromium } = require('playwright-core');
const { ROOT, ADMIN, freshMysql, dropMysql, startMeridian, request, clientOperation, percentile, resultsLog } = require('./support');
const { Q, gql, outcome, seed, otpFromOutbox } = require('./open-loop');
const { population } = require('./population');
const { loadConfig } = require('../server/src/config/config');
const { openDatabase } = require('../server/src/database/data-source');
const { createPubSubFor, prepareFirstStart } = require('../server/src/app/app');
const { createServices } = require('../server/src/app/services');
const { bulkLoadMembers } = require('../server/src/jobs/population');

const SIZES = (process.env.BENCH_GROWTH_SIZES || '10000,100000,1000000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const MEMBERS = 32;
const TRANSFERS = Number(process.env.BENCH_TRANSFERS || 200);
const DATABASE_URL = process.env.BENCH_MYSQL_URL || 'mysql://root@127.0.0.1:3306/meridian_bench_growth';
const DAY = '2026-11-20';
const PLOT = path.join(ROOT, 'docs/performance-growth.png');
const ROWS = path.join(__dirname, 'results/growth.json');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const { log, run } = resultsLog('growth.txt');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');

/** Steps 1 and 2: the population and its daily run, in process. */
async function loadAndRun(n) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-growth-'));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL, JWT_SECRET: 'b'.repeat(40), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, MAIL_OUTBOX: path.join(dir, 'outbox'), UPLOAD_DIR: path.join(dir, 'uploads') });
  const db = await openDatabase(config.databaseUrl);
  const { pubSub, close } = await createPubSubFor(config);
  try {
    const services = createServices(config, db, pubSub);
    await prepareFirstStart(services);
    const t0 = Date.now();
    await bulkLoadMembers(db, services.ledger, population(n), { tag: 'growth', batch: 1000 });
    const loadMs = Date.now() - t0;
    const t1 = Date.now();
    const steps = await services.jobs.runDay(DAY);
    const runMs = Date.now() - t1;
    const credits = steps.reduce((sum, s) => sum + s.rows, 0);
    await services.webhooks.idle(); // the day's income.daily fan-out (none here: no endpoint) ends before the database closes
    const [{ code }] = await db.manager.query("SELECT referral_code AS code FROM users WHERE role = 'user' ORDER BY id LIMIT 1");
    return { loadMs, runMs, credits, sponsor: code };
  } finally {
    await close();
    await db.dataSource.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function cannon(url, body, members) {
  let next = 0;
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${url}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        connections: CONNECTIONS,
        duration: SECONDS,
        // One member per connection, as bench/read.js.
        setupClient: (client) => client.setHeaders({ 'content-type': 'application/json', authorization: `Bearer ${members[next++ % members.length].token}` }),
      },
      (err, result) => {
        if (err) return reject(err);
        if (result.non2xx || result.errors) return reject(new Error(`${result.non2xx} non-2xx, ${result.errors} errors`));
        resolve(result);
      },
    ),
  );
}

/** A step-up (mailed OTP) for each sender, then `count` transfers one after another: each one's latency. */
async function transfers(server, members, count) {
  for (const m of members) {
    const asked = Date.now() - 1000;
    if (outcome(await gql(server.url, m.token, Q.sendOtp)) !== 'ok') throw new Error('sendOtp refused');
    const code = await otpFromOutbox(server.outboxDir, m.email, asked);
    if (outcome(await gql(server.url, m.token, Q.verifyOtp, { otp: code })) !== 'ok') throw new Error('verifyOtp refused');
  }
  const times = [];
  for (let i = 0; i < count; i++) {
    const from = members[i % members.length];
    const to = members[(i + 1) % members.length];
    const t0 = process.hrtime.bigint();
    const r = await gql(server.url, from.token, Q.transfer, { input: { recipient: to.email, amount: '10.00', idempotencyKey: `growth-t-${i}` } });
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (outcome(r) !== 'ok') throw new Error(`transfer: ${JSON.stringify(r.body).slice(0, 300)}`);
  }
  return times.sort((a, b) => a - b);
}

/** Step 3: reads and transfers through a server on the grown database. */
async function measureServer(sponsor) {
  const server = await startMeridian({ databaseUrl: DATABASE_URL, env: { RATE_LIMIT_DISABLED: '1', READ_LIMIT_PER_MINUTE: '100000000' } });
  try {
    const { members } = await seed(server.url, MEMBERS, sponsor);
    const bodies = { wallets: JSON.stringify({ query: Q.wallets }), dashboard: JSON.stringify({ query: clientOperation('MyDashboard'), operationName: 'MyDashboard' }) };
    const check = await request(`${server.url}/graphql`, { method: 'POST', token: members[0].token, body: JSON.parse(bodies.dashboard) });
    if (check.status !== 200 || check.body.errors || check.body.data.me.wallets.active !== '100000.00') throw new Error(`dashboard: ${JSON.stringify(check.body).slice(0, 300)}`);
    for (const body of Object.values(bodies)) await cannon(server.url, body, members); // warm-up
    const rounds = { wallets: [], dashboard: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of round % 2 ? ['dashboard', 'wallets'] : ['wallets', 'dashboard']) rounds[name].push(await cannon(server.url, bodies[name], members));
    }
    const reads = Object.fromEntries(Object.entries(rounds).map(([name, rs]) => [name, { rps: median(rs.map((r) => r.requests.average)), p50: median(rs.map((r) => r.latency.p50)) }]));
    const times = await transfers(server, members.slice(0, 8), TRANSFERS);
    return { reads, transfer: { p50: percentile(times, 50), p99: percentile(times, 99) } };
  } finally {
    await server.stop();
  }
}

/** 1, 2 or 5 times a power of ten, at least `v`. */
function niceCeil(v) {
  const p = 10 ** Math.floor(Math.log10(v));
  return [1, 2, 5, 10].map((m) => m * p).find((x) => x >= v);
}

/** The plot: reads (req/s) and a transfer's latency against members, and the run's time with a linear reference. */
function svg(rows) {
  const W = 1100;
  const H = 470;
  const panel = (x0, title, series, yLabel, logY) => {
    const pw = 480;
    const ph = 300;
    const left = x0 + 60;
    const top = 60;
    const xs = rows.map((r) => Math.log10(r.n));
    const [xMin, xMax] = [Math.min(...xs) - 0.2, Math.max(...xs) + 0.2];
    const all = series.flatMap((s) => s.values).filter((v) => v > 0);
    const f = logY ? Math.log10 : (v) => v;
    const yMin = logY ? Math.floor(f(Math.min(...all))) : 0;
    const yMax = logY ? Math.ceil(f(Math.max(...all))) : niceCeil(Math.max(...all) * 1.1);
    const X = (n) => left + ((Math.log10(n) - xMin) / (xMax - xMin)) * pw;
    const Y = (v) => top + ph - ((f(v) - yMin) / (yMax - yMin)) * ph;
    let out = `<text x="${left}" y="${top - 25}" font-size="16" font-weight="600">${title}</text>`;
    out += `<rect x="${left}" y="${top}" width="${pw}" height="${ph}" fill="none" stroke="#ccc"/>`;
    for (const r of rows) out += `<text x="${X(r.n)}" y="${top + ph + 20}" font-size="12" text-anchor="middle">${r.n.toLocaleString('en-US')}</text>`;
    out += `<text x="${left + pw / 2}" y="${top + ph + 40}" font-size="12" text-anchor="middle">members (log scale)</text>`;
    const ticks = logY ? Array.from({ length: yMax - yMin + 1 }, (_, i) => 10 ** (yMin + i)) : Array.from({ length: 5 }, (_, i) => (yMax * i) / 4);
    for (const t of ticks) out += `<text x="${left - 6}" y="${Y(t) + 4}" font-size="11" text-anchor="end">${t >= 10 ? Math.round(t).toLocaleString('en-US') : Math.round(t * 100) / 100}</text><line x1="${left}" x2="${left + pw}" y1="${Y(t)}" y2="${Y(t)}" stroke="#eee"/>`;
    out += `<text transform="translate(${x0 + 14},${top + ph / 2}) rotate(-90)" font-size="12" text-anchor="middle">${yLabel}</text>`;
    series.forEach((s, i) => {
      const pts = rows.map((r, j) => `${X(r.n)},${Y(s.values[j])}`).join(' ');
      out += `<polyline points="${pts}" fill="none" stroke="${s.color}" stroke-width="2.5" ${s.dashed ? 'stroke-dasharray="6 4"' : ''}/>`;
      rows.forEach((r, j) => (out += `<circle cx="${X(r.n)}" cy="${Y(s.values[j])}" r="4" fill="${s.color}"/>`));
      // The legend under the axis labels, clear of the lines.
      out += `<rect x="${left + (i % 2) * 240}" y="${top + ph + 54 + Math.floor(i / 2) * 18}" width="12" height="4" fill="${s.color}"/><text x="${left + 18 + (i % 2) * 240}" y="${top + ph + 60 + Math.floor(i / 2) * 18}" font-size="12">${s.label}</text>`;
    });
    return out;
  };
  const first = rows[0];
  const reads = panel(0, 'Reads and a transfer as the platform grows', [
    { label: '{ me { wallets } }, req/s', color: '#0ca678', values: rows.map((r) => r.reads.wallets.rps) },
    { label: 'MyDashboard, req/s', color: '#4263eb', values: rows.map((r) => r.reads.dashboard.rps) },
    { label: 'transfer p50, ms x 100', color: '#f76707', values: rows.map((r) => r.transfer.p50 * 100) },
  ], 'requests/s', false);
  const runs = panel(560, 'The daily run (ROI + level + compound)', [
    { label: 'daily run, s', color: '#ae3ec9', values: rows.map((r) => r.runMs / 1000) },
    { label: 'linear from the smallest size', color: '#868e96', dashed: true, values: rows.map((r) => ((first.runMs / 1000) * r.n) / first.n) },
  ], 'seconds (log scale)', true);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif"><rect width="${W}" height="${H}" fill="white"/>${reads}${runs}</svg>`;
}

async function plot(rows) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1100, height: 470 } });
    await page.setContent(`<html><body style="margin:0">${svg(rows)}</body></html>`);
    await page.screenshot({ path: PLOT, clip: { x: 0, y: 0, width: 1100, height: 470 } });
  } finally {
    await browser.close();
  }
}

async function main() {
  log(`Growth on MariaDB: sizes ${SIZES.map((n) => n.toLocaleString('en-US')).join(', ')}; reads ${ROUNDS} rounds x ${SECONDS} s, ${CONNECTIONS} connections; ${TRANSFERS} transfers; ${os.cpus().length} CPUs`);
  // An untimed small round first: the in-process code (compiled on first use) and MariaDB warm up, so
  // the smallest size is not timed cold.
  await freshMysql(DATABASE_URL);
  await loadAndRun(2000);
  const rows = [];
  for (const n of SIZES) {
    await freshMysql(DATABASE_URL);
    const before = load();
    const { loadMs, runMs, credits, sponsor } = await loadAndRun(n);
    const { reads, transfer } = await measureServer(sponsor);
    const row = { n, loadMs, runMs, credits, reads, transfer };
    rows.push(row);
    log(
      `${n.toLocaleString('en-US').padStart(10)} members: daily run ${(runMs / 1000).toFixed(2)} s (${credits.toLocaleString('en-US')} credits, ${((runMs * 1000) / n).toFixed(1)} µs a member; bulk load ${(loadMs / 1000).toFixed(1)} s)` +
        ` | { me { wallets } } ${Math.round(reads.wallets.rps)} req/s p50 ${reads.wallets.p50} ms | MyDashboard ${Math.round(reads.dashboard.rps)} req/s p50 ${reads.dashboard.p50} ms` +
        ` | transfer p50 ${transfer.p50.toFixed(1)} ms p99 ${transfer.p99.toFixed(1)} ms | load average ${before} -> ${load()}`,
    );
  }
  const [small, large] = [rows[0], rows[rows.length - 1]];
  for (const name of ['wallets', 'dashboard']) {
    const ratio = large.reads[name].rps / small.reads[name].rps;
    log(`${name === 'wallets' ? '{ me { wallets } }' : 'MyDashboard'}: ${ratio.toFixed(2)} x the smallest size's req/s at the largest (flat within 20 %: ${ratio >= 0.8 ? 'yes' : 'NO'})`);
  }
  log(`transfer p50: ${(large.transfer.p50 / small.transfer.p50).toFixed(2)} x the smallest size's at the largest`);
  // Linear (or better): no size costs more per member than 1.5x the smallest size.
  const perMember = rows.map((r) => r.runMs / r.n);
  const worst = Math.max(...perMember) / perMember[0];
  log(`daily run per member: ${perMember.map((x) => `${(x * 1000).toFixed(1)} µs`).join(', ')} (at most linear, within 1.5x of the smallest size's: ${worst <= 1.5 ? 'yes' : 'NO'}, ${worst.toFixed(2)}x at worst)`);
  await dropMysql(DATABASE_URL);
  fs.mkdirSync(path.dirname(ROWS), { recursive: true });
  fs.writeFileSync(ROWS, JSON.stringify(rows, null, 2) + '\n');
  await plot(rows);
  log(`plot: ${path.relative(ROOT, PLOT)}`);
}

if (process.argv.includes('--plot-only')) plot(JSON.parse(fs.readFileSync(ROWS, 'utf8'))).then(() => console.log(`plot: ${path.relative(ROOT, PLOT)}`));
else run(main);
