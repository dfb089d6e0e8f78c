#!/usr/bin/env node
/**
 * Scale-out benchmark (`npm run bench:scale`, issue 19): the open-loop load of bench/load.js (same
 * mix, same generator: bench/open-loop.js) on MariaDB + Redis, with the roles split as in
 * production (ROLE=web replicas, one ROLE=worker sending the mail), in one run:
 *
 * 1. one web replica against two web replicas behind a small HTTP proxy (bench/proxy.js, round robin per request), at the
 *    same offered rate: p50/p95/p99, errors, the CPU of every process; the books reconciled after;
 * 2. the cost of metrics and logging per request: the server CPU per request of a replica with
 *    METRICS_PORT set (scraped every 5 s) and LOG_LEVEL=info against one without metrics and with
 *    LOG_LEVEL=silent, each alone at the same rate, measured twice in alternating order (the machine
 *    drifts). Request ids (the X-Request-Id header and the async context) are always on: they are
 *    in both figures.
 *
 *   npm run bench:scale
 *   BENCH_RATE=200 BENCH_SECONDS=20 BENCH_MEMBERS=100 BENCH_REDIS_URL=redis://127.0.0.1:6379 npm run bench:scale
 */
const os = require('node:os');
const crypto = require('node:crypto');
const { execSync } = require('node:child_process');
const { freshMysql, freePort, startMeridian, startProxy, request, resultsLog, cpuSeconds, mariadbPid } = require('./support');
const { prng, operations, openLoop, summarise, fmt, reconcile, seed, P99_GOAL } = require('./open-loop');

const { log, run: runBench } = resultsLog('scale-latest.txt');

const RATE = Number(process.env.BENCH_RATE || 200);
const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const MEMBERS = Number(process.env.BENCH_MEMBERS || 100);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS || 3);
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const MYSQL_URL = process.env.BENCH_MYSQL_URL || 'mysql://root@127.0.0.1:3306/meridian_bench_scale';
const SCRAPE_MS = 5_000;

/**
 * What metrics and request ids add to one request, measured alone (no other work in between, so the
 * shared machine's drift does not hide it): the request-duration histogram's timer as the server
 * uses it (prom-client, same labels and buckets; one per request), and the server's own request-id
 * code (server/src/app/request-id.ts, loaded from its sources): the middleware (a UUID, the header,
 * the response's `locals`) and the Apollo plugin's hooks a GraphQL request goes through (started,
 * answer sent without errors), awaited as Apollo awaits them. µs of CPU per request.
 */
async function perRequestOverhead(n = 200_000) {
  const { Histogram, Registry } = require('prom-client');
  process.env.SWC_NODE_PROJECT ??= require('node:path').join(__dirname, '../server/tsconfig.json');
  require('@swc-node/register');
  const { requestIds, requestIdPlugin } = require('../server/src/app/request-id');
  const histogram = new Histogram({ name: 'bench_request_duration_seconds', help: 'bench', labelNames: ['kind', 'route', 'status'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers: [new Registry()] });
  const routes = ['MyDashboard', 'MyWalletEntries', 'TransferToMember', '/api/v1/users/:id'];
  const time = async (fn) => {
    for (let i = 0; i < n / 10; i++) await fn(i); // warm-up
    const t0 = process.cpuUsage();
    for (let i = 0; i < n; i++) await fn(i);
    const t = process.cpuUsage(t0);
    return (t.user + t.system) / n;
  };
  const noop = () => undefined;
  const metrics = await time((i) => histogram.startTimer({ kind: 'graphql' })({ route: routes[i % routes.length], status: '200' }));
  // The await of the loop itself, to subtract: what a request pays is what the code adds to it.
  const loop = await time(noop);
  const middleware = requestIds();
  const plugin = requestIdPlugin();
  const requestId = await time(async () => {
    const req = { headers: {} };
    const res = { locals: {}, setHeader: noop };
    middleware(req, res, noop);
    const hooks = await plugin.requestDidStart({});
    await hooks.willSendResponse({ response: { body: { kind: 'single', singleResult: { data: {} } } }, contextValue: { res } });
  });
  return { metrics: Math.max(metrics - loop, 0), requestId: Math.max(requestId - loop, 0) };
}

/** Requests actually sent in a run (an operation's skipped draws sent none). */
function requestsSent(stats) {
  let n = 0;
  for (const s of stats.values()) n += s.latencies.length - (s.outcomes.skipped || 0);
  return n;
}

/** Scrapes `urls` every SCRAPE_MS (as Prometheus would) until stopped; every scrape must answer 200. */
function scraper(urls) {
  let failures = 0;
  const timer = setInterval(() => {
    for (const url of urls) request(url).then((r) => r.status === 200 || failures++, () => failures++);
  }, SCRAPE_MS);
  return () => {
    clearInterval(timer);
    return failures;
  };
}

/** One measured run against `target`: the summary, the requests sent and each watched process's CPU seconds. */
async function measure(target, ops, random, watched) {
  await openLoop(ops, RATE, WARM_SECONDS, random);
  const before = watched.map((p) => cpuSeconds(p.pid));
  const generator0 = process.cpuUsage();
  const result = await openLoop(ops, RATE, SECONDS, random);
  const generator = process.cpuUsage(generator0);
  const cpu = watched.map((p, i) => ({ name: p.name, seconds: cpuSeconds(p.pid) - before[i] }));
  cpu.push({ name: 'load generator', seconds: (generator.user + generator.system) / 1e6 });
  return { target, result, summary: summarise(result.stats), sent: requestsSent(result.stats), cpu };
}

function report(title, m) {
  const s = m.summary;
  const busy = (seconds) => `${((seconds / m.result.elapsed) * 100).toFixed(0)} %`;
  log(`\n${title}: ${RATE} requests/s offered for ${SECONDS} s (${m.result.fired} arrivals, ${m.sent} requests sent in ${m.result.elapsed.toFixed(1)} s, generator lag max ${m.result.maxLag.toFixed(1)} ms)`);
  log(`  ${'operation'.padEnd(22)} ${'n'.padStart(6)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)}  outcomes`);
  for (const r of s.rows) log(`  ${r.name.padEnd(22)} ${String(r.n).padStart(6)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)}  ${JSON.stringify(r.outcomes)}${r.lastError ? ` last error: ${r.lastError}` : ''}`);
  log(`  ${'all'.padEnd(22)} ${String(s.all.n).padStart(6)} ${fmt(s.all.p50)} ${fmt(s.all.p95)} ${fmt(s.all.p99)}  5xx/exceptions: ${s.fives}`);
  log(`  CPU (of ${os.cpus().length * 100} % on ${os.cpus().length} cores): ${m.cpu.map((c) => `${c.name} ${busy(c.seconds)}`).join(', ')}`);
}

/** Server CPU per request sent (µs) of the processes named `servers`. */
function cpuPerRequest(m, servers) {
  const seconds = m.cpu.filter((c) => servers.includes(c.name)).reduce((a, c) => a + c.seconds, 0);
  return (seconds / m.sent) * 1e6;
}

async function main() {
  const databaseUrl = await freshMysql(MYSQL_URL);
  const common = { REDIS_URL, REDIS_PREFIX: `bench-${crypto.randomBytes(4).toString('hex')}`, RATE_LIMIT_DISABLED: '1', MAIL_POLL_MS: '20' };
  const observed = async () => ({ ...common, ROLE: 'web', LOG_LEVEL: 'info', METRICS_PORT: String(await freePort()) });
  // The worker first: it migrates the empty database (MIGRATE_ON_START defaults to fresh databases only).
  const worker = await startMeridian({ databaseUrl, env: { ...common, ROLE: 'worker' } });
  const [web1, web2, plain] = await Promise.all([
    startMeridian({ databaseUrl, env: await observed() }),
    startMeridian({ databaseUrl, env: await observed() }),
    startMeridian({ databaseUrl, env: { ...common, ROLE: 'web', LOG_LEVEL: 'silent' } }),
  ]);
  const proxy = await startProxy([web1.url, web2.url]);
  const metricsUrl = (p) => {
    const line = p.log().split('\n').find((l) => l.includes('"metrics":"http'));
    return JSON.parse(line).metrics;
  };
  const dbPid = mariadbPid();
  const procs = {
    web1: { name: 'web 1', pid: web1.child.pid },
    web2: { name: 'web 2', pid: web2.child.pid },
    plain: { name: 'web (no metrics, silent)', pid: plain.child.pid },
    worker: { name: 'worker', pid: worker.child.pid },
    proxy: { name: 'proxy', pid: proxy.child.pid },
    db: { name: 'MariaDB', pid: dbPid },
  };
  const stopAll = () => Promise.all([proxy, web1, web2, plain, worker].map((p) => p.stop()));
  // Interrupted: the servers stop too (they drain on SIGTERM).
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopAll().then(() => process.exit(1)));
  try {
    log(`Machine: ${os.cpus().length} cores (${os.cpus()[0].model}), load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')} at the start; node ${process.version}`);
    try {
      log(`MariaDB ${execSync("mysql -h127.0.0.1 -uroot -N -e 'SELECT VERSION()'", { encoding: 'utf8' }).trim()}, Redis ${execSync('redis-cli -u ' + REDIS_URL + ' INFO server', { encoding: 'utf8' }).match(/redis_version:(\S+)/)?.[1] ?? '?'}`);
    } catch {
      /* versions are informative only */
    }
    log(`Seeding ${MEMBERS} members through replica 1 ...`);
    const { members, admin } = await seed(web1.url, MEMBERS);
    const random = prng(42);
    // One traffic (its keys, pending items and OTP clearances follow the database), moved between targets.
    let target = web1.url;
    const ops = operations(() => target, members, admin, worker.outboxDir, random);
    const opsFor = (url) => {
      target = url;
      return ops;
    };
    const stopScraping = scraper([metricsUrl(web1), metricsUrl(web2)]);

    // 1. One replica, then two behind the proxy, at the same rate.
    const one = await measure('one replica', opsFor(web1.url), random, [procs.web1, procs.worker, procs.db]);
    report('One web replica (ROLE=web, metrics on) + worker', one);
    const two = await measure('two replicas', opsFor(proxy.url), random, [procs.web1, procs.web2, procs.proxy, procs.worker, procs.db]);
    report('Two web replicas behind the proxy + worker', two);
    const afterScale = await reconcile(databaseUrl);
    log(`\n  reconciliation after both: ${afterScale.ok ? '✓ exact' : '✗'} — ${afterScale.out.split('\n').slice(-1)[0]}`);

    // 2. Metrics and logging: the same replica setup with and without, alternating.
    const runs = { plain: [], observed: [] };
    for (const which of ['plain', 'observed', 'observed', 'plain']) {
      const target = which === 'plain' ? plain : web1;
      const proc = which === 'plain' ? procs.plain : procs.web1;
      const m = await measure(which, opsFor(target.url), random, [proc]);
      if (m.summary.fives) {
        // A 5xx or a failed request is shown with its operation, and the server's error lines (JSON logs) when it wrote any.
        report(`The ${which} run had ${m.summary.fives} 5xx or failed requests`, m);
        const errors = target.log().split('\n').filter((l) => /"level":(50|60)/.test(l));
        for (const line of errors.slice(-5)) log(`  server: ${line.slice(0, 400)}`);
      }
      runs[which].push({ us: cpuPerRequest(m, [proc.name]), p99: m.summary.all.p99, fives: m.summary.fives });
    }
    const scrapeFailures = stopScraping();
    const mean = (xs) => xs.reduce((a, x) => a + x.us, 0) / xs.length;
    const cost = (mean(runs.observed) / mean(runs.plain) - 1) * 100;
    log(`\nCost of metrics and logging, one replica alone at ${RATE}/s (server CPU per request sent; two runs each, alternating):`);
    log(`  without (no METRICS_PORT, LOG_LEVEL=silent): ${runs.plain.map((r) => `${r.us.toFixed(0)} µs (p99 ${r.p99.toFixed(1)} ms, 5xx ${r.fives})`).join(', ')}`);
    log(`  with (METRICS_PORT scraped every ${SCRAPE_MS / 1000} s, LOG_LEVEL=info): ${runs.observed.map((r) => `${r.us.toFixed(0)} µs (p99 ${r.p99.toFixed(1)} ms, 5xx ${r.fives})`).join(', ')}`);
    log(`  difference of the means: ${cost >= 0 ? '+' : ''}${cost.toFixed(1)} %; failed scrapes: ${scrapeFailures}`);
    const overhead = await perRequestOverhead();
    const perRequest = Math.min(...[...runs.plain, ...runs.observed].map((r) => r.us));
    const share = ((overhead.metrics + overhead.requestId) / perRequest) * 100;
    log(`  measured alone: the duration histogram ${overhead.metrics.toFixed(2)} µs, the request id (middleware and Apollo plugin, the server's code) ${overhead.requestId.toFixed(2)} µs per request (no log line is written per request at info)`);
    log(`  = ${share.toFixed(2)} % of the lowest server CPU per request above (${perRequest.toFixed(0)} µs); goal ≤ 5 %: ${share <= 5 && cost <= 5 ? '✓' : '✗'}`);

    const books = await reconcile(databaseUrl);
    log(`\nreconciliation at the end: ${books.ok ? '✓ exact' : '✗'} — ${books.out.split('\n').slice(-1)[0]}`);
    log(`goal p99 ≤ ${P99_GOAL} ms and no 5xx: one replica ${one.summary.all.p99 <= P99_GOAL && !one.summary.fives ? '✓' : '✗'}, two replicas ${two.summary.all.p99 <= P99_GOAL && !two.summary.fives ? '✓' : '✗'}`);
    log(`Load average at the end: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
    if (!books.ok || !afterScale.ok || one.summary.fives || two.summary.fives) process.exitCode = 1;
  } finally {
    await stopAll();
  }
}

// `node bench/scale.js --overhead`: only what metrics and request ids add to one request, measured alone.
if (process.argv.includes('--overhead')) {
  perRequestOverhead().then((o) => console.log(`the duration histogram ${o.metrics.toFixed(2)} µs, the request id (middleware and Apollo plugin, the server's code) ${o.requestId.toFixed(2)} µs per request`));
} else runBench(main);
