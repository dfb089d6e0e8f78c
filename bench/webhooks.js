#!/usr/bin/env node
/**
 * Webhook fan-out benchmark (`npm run bench:webhooks`): N members with running investments (the
 * engine benchmark's bulk loader, every member active, so every member earns each day) in one
 * database, and endpoints subscribed to `income.daily` (one platform endpoint, or one endpoint per
 * member with BENCH_WEBHOOK_MODE=members) pointing at a local receiver (its own process, which
 * checks every signature). Consecutive days are run with the endpoints registered or not, in the
 * order without, with, with, without (ABBA, repeated), so the same population and the same growing
 * database serve both. Per day: the daily run's time, and on the days with endpoints the time from
 * the end of the run until the receiver has the day's last `income.daily` event (one per member).
 * The goal (issue 18): 10,000 events within 60 s, the run no more than 10 % slower with endpoints
 * (compared per ABBA block and over all days: the sums cancel the runs' growth with the database). With BENCH_REDIS_URL deliveries go through BullMQ (REDIS_URL), else through the
 * database outbox.
 *
 *   BENCH_ENGINES=sqlite,mysql  BENCH_WEBHOOK_MEMBERS=10000  BENCH_WEBHOOK_DAYS=8
 *   BENCH_WEBHOOK_MODE=platform|members  BENCH_REDIS_URL=redis://127.0.0.1:6379
 *   BENCH_MYSQL_URL=mysql://root@127.0.0.1:3306/meridian_bench_webhooks (…_x is used)
 *   BENCH_SETTLE_MS=3000 (a pause before each measured run, the same for every day)
 */
const path = require('node:path');
const crypto = require('node:crypto');
const http = require('node:http');

if (process.argv[2] === '--receiver') {
  receiver();
} else {
  process.env.SWC_NODE_PROJECT = path.join(__dirname, '../server/tsconfig.json');
  require('@swc-node/register');
  require('reflect-metadata');
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

/** The receiver process: answers 200, checks each Standard Webhooks signature, counts per day. */
function receiver() {
  let secrets = new Map();
  let stats = null;
  const reset = () => (stats = { count: 0, bad: 0, ids: new Set(), members: new Set(), first: 0, last: 0 });
  reset();
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const id = req.headers['webhook-id'];
      const ts = req.headers['webhook-timestamp'];
      const signatures = String(req.headers['webhook-signature'] || '').split(' ');
      let memberId = null;
      try {
        memberId = JSON.parse(body).data.memberId;
      } catch {
        memberId = null;
      }
      // The endpoint's secret: the member's own endpoint, else the platform endpoint.
      const secret = secrets.get(memberId) ?? secrets.get(null);
      const expected = secret ? 'v1,' + crypto.createHmac('sha256', Buffer.from(secret.slice(6), 'base64')).update(`${id}.${ts}.${body}`).digest('base64') : null;
      const ok = !!expected && signatures.includes(expected);
      const now = Date.now();
      if (!stats.first) stats.first = now;
      stats.last = now;
      stats.count++;
      if (!ok) stats.bad++;
      stats.ids.add(id);
      if (memberId === null) stats.bad++;
      else stats.members.add(memberId);
      res.writeHead(200);
      res.end('ok');
    });
  });
  server.keepAliveTimeout = 30_000;
  process.on('message', (m) => {
    if (m.type === 'secrets') secrets = new Map(m.secrets);
    if (m.type === 'reset') reset();
    if (m.type === 'stats') process.send({ type: 'stats', count: stats.count, bad: stats.bad, ids: stats.ids.size, members: stats.members.size, first: stats.first, last: stats.last });
  });
  server.listen(0, '127.0.0.1', () => process.send({ type: 'ready', port: server.address().port }));
}

async function main() {
  const fs = require('node:fs');
  const os = require('node:os');
  const { fork } = require('node:child_process');
  const mysql = require('mysql2/promise');
  const { freshMysql } = require('./support');
  const { loadConfig } = require('../server/src/config/config');
  const { openDatabase } = require('../server/src/database/data-source');
  const { createPubSubFor, prepareFirstStart } = require('../server/src/app/app');
  const { createServices } = require('../server/src/app/services');
  const { bulkLoadMembers } = require('../server/src/jobs/population');

  const ENGINES = (process.env.BENCH_ENGINES || 'sqlite,mysql').split(',').map((s) => s.trim()).filter(Boolean);
  const N = Number(process.env.BENCH_WEBHOOK_MEMBERS || 10_000);
  const DAYS = Number(process.env.BENCH_WEBHOOK_DAYS || 8);
  const MODE = process.env.BENCH_WEBHOOK_MODE || 'platform';
  const REDIS = process.env.BENCH_REDIS_URL || '';
  const MYSQL_URL = process.env.BENCH_MYSQL_URL || 'mysql://root@127.0.0.1:3306/meridian_bench_webhooks';
  const GOAL_MS = 60_000;
  // Before each measured run: let the database finish background work (a day's fan-out happens
  // once, after its run; the next run comes a day later, not right after it).
  const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS || 3000);
  const settle = () => new Promise((r) => setTimeout(r, SETTLE_MS));
  const days = Array.from({ length: DAYS }, (_v, i) => `2026-10-${String(1 + i).padStart(2, '0')}`);

  function population(n) {
    let seed = 11;
    const rnd = (m) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % m;
    };
    return Array.from({ length: n }, (_v, i) => ({
      sponsor: i === 0 ? -1 : Math.max(0, i - 1 - rnd(Math.min(i, 50))),
      active: true,
      investments: [{ amount: BigInt(100 + rnd(4900)) * 1_000_000n, roiRate: [5000n, 6000n, 7000n][rnd(3)], capMultiplier: 2, startDay: '2026-01-01', endDay: '2028-01-01' }],
    }));
  }

  const rx = fork(__filename, ['--receiver'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ask = (type, extra = {}) =>
    new Promise((resolve) => {
      const on = (m) => {
        if (m.type === type) {
          rx.off('message', on);
          resolve(m);
        }
      };
      rx.on('message', on);
      rx.send({ type, ...extra });
    });
  const port = await new Promise((resolve) => rx.once('message', (m) => resolve(m.port)));
  const receiverUrl = `http://127.0.0.1:${port}/income`;

  const secs = (ms) => (ms / 1000).toFixed(2) + ' s';
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const lines = [];
  const out = (s) => {
    lines.push(s);
    console.log(s);
  };
  let ok = true;

  async function open(engine, label, withRedis) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `meridian-bench-webhooks-${label}-`));
    let url = `sqlite:${path.join(dir, 'bench.db')}`;
    if (engine === 'mysql') {
      const u = new URL(MYSQL_URL);
      u.pathname = `${u.pathname}_${label}`;
      url = await freshMysql(u.toString());
    }
    const env = { NODE_ENV: 'test', DATABASE_URL: url, JWT_SECRET: 'w'.repeat(40), MAIL_OUTBOX: path.join(dir, 'outbox'), UPLOAD_DIR: path.join(dir, 'uploads'), WEBHOOKS_ALLOW_LOOPBACK: '1' };
    for (const [k, v] of Object.entries(process.env)) if (k.startsWith('WEBHOOKS_')) env[k] = v;
    if (withRedis) Object.assign(env, { REDIS_URL: REDIS, JOBS_QUEUE_PREFIX: `bench-wh-${crypto.randomBytes(3).toString('hex')}` });
    const config = loadConfig(env);
    const db = await openDatabase(config.databaseUrl);
    const { pubSub, close } = await createPubSubFor(config);
    const services = createServices(config, db, pubSub);
    await prepareFirstStart(services);
    await bulkLoadMembers(db, services.ledger, population(N), { tag: `wh${label}`, batch: 1000 });
    // The webhook worker runs on every day (polling an empty outbox on the days without endpoints), as in a server.
    await services.webhooks.start();
    return {
      db,
      services,
      async close() {
        await services.webhooks.stop();
        await close();
        await db.close();
        fs.rmSync(dir, { recursive: true, force: true });
        if (engine === 'mysql' && !process.env.BENCH_KEEP) {
          const u = new URL(url);
          const c = await mysql.createConnection({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username), password: decodeURIComponent(u.password) });
          await c.query(`DROP DATABASE IF EXISTS \`${u.pathname.slice(1)}\``);
          await c.end();
        }
      },
    };
  }

  for (const engine of ENGINES) {
    const tag = `${engine}${REDIS ? '+bullmq' : ''}`.padEnd(13);
    const app = await open(engine, 'x', !!REDIS);
    try {
      // Endpoints: one platform endpoint (staff), or one per member; registered (enabled) on the
      // "with" days only.
      const secrets = [];
      if (MODE === 'members') {
        const members = await app.db.manager.query("SELECT id FROM users WHERE role = 'user' ORDER BY id");
        for (const m of members) secrets.push([Number(m.id), (await app.services.webhooks.create({ id: Number(m.id), platform: false }, { url: receiverUrl, events: ['income.daily'] }, null)).secret]);
      } else {
        const [admin] = await app.db.manager.query("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1");
        secrets.push([null, (await app.services.webhooks.create({ id: Number(admin.id), platform: true }, { url: receiverUrl, events: ['income.daily'] }, null)).secret]);
      }
      const registered = async (on) => {
        await app.db.transaction((em) => em.query(`UPDATE webhook_endpoints SET disabled_at = ${on ? 'NULL' : 'created_at'}`));
        app.services.webhooks.endpointCache = null;
      };
      rx.send({ type: 'secrets', secrets });
      out(`${tag} ${os.cpus().length} CPUs, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} at the start`);
      out(
        `${tag} ${N.toLocaleString('en-US')} members, ${MODE === 'members' ? `${secrets.length.toLocaleString('en-US')} member endpoints` : 'one platform endpoint'} subscribed to income.daily, receiver ${receiverUrl} (own process, checks every signature); ${REDIS ? 'BullMQ' : 'database outbox'}; days alternate without / with endpoints (ABBA)`,
      );
      // A first day, not measured: the first run of a database pays for cold caches.
      await registered(false);
      const warm = Date.now();
      await app.services.jobs.runDay('2026-09-30');
      await app.services.webhooks.idle();
      out(`${tag} 2026-09-30: warm-up run (not counted) ${secs(Date.now() - warm)}`);
      const runs = { without: [], with: [] };
      const fanouts = [];
      for (const [i, day] of days.entries()) {
        const withEndpoints = [false, true, true, false][i % 4];
        await registered(withEndpoints);
        await settle();
        rx.send({ type: 'reset' });
        const t0 = Date.now();
        await app.services.jobs.runDay(day);
        const ended = Date.now();
        runs[withEndpoints ? 'with' : 'without'].push(ended - t0);
        if (!withEndpoints) {
          // The day's income.daily step (nothing to send without endpoints) finishes before the next toggle.
          await app.services.webhooks.idle();
          out(`${tag} ${day}: daily run without endpoints ${secs(ended - t0)}`);
          continue;
        }
        const [{ n }] = await app.db.manager.query('SELECT COUNT(DISTINCT member_id) AS n FROM income_daily WHERE day = ?', [day]);
        const expected = Number(n);
        let s;
        for (;;) {
          s = await ask('stats');
          if (s.count >= expected || Date.now() - ended > 5 * GOAL_MS) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        const fanMs = s.last - ended;
        fanouts.push(fanMs);
        // Let the outcome writes finish before the next measurement.
        for (let k = 0; k < 200; k++) {
          const [{ n: left }] = await app.db.manager.query("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE status = 'pending'");
          if (Number(left) === 0) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        const [{ delivered }] = await app.db.manager.query(
          "SELECT COUNT(*) AS delivered FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id WHERE e.event_key LIKE ? AND d.status = 'delivered'",
          [`income.daily:${day}:%`],
        );
        const good = s.count >= expected && s.bad === 0 && s.ids === s.count && Number(delivered) === expected && fanMs <= GOAL_MS;
        ok = ok && good;
        out(
          `${tag} ${day}: daily run with endpoints ${secs(ended - t0)}; income.daily fan-out: ${s.count.toLocaleString('en-US')}/${expected.toLocaleString('en-US')} received ${secs(fanMs)} after the run (first after ${secs(s.first - ended)}, ${Math.round(s.count / Math.max(fanMs / 1000, 0.001)).toLocaleString('en-US')}/s), ${s.bad} bad signatures, ${s.ids.toLocaleString('en-US')} distinct webhook-ids, ${Number(delivered).toLocaleString('en-US')} logged delivered ${good ? 'OK' : 'FAILED'}`,
        );
      }
      // ABBA blocks cancel the runs' growth with the database (each day adds a day of ledger): within
      // each block of four days, and over all blocks, the total with endpoints against the total without.
      const blocks = [];
      for (let b = 0; b + 1 < runs.with.length && b + 1 < runs.without.length; b += 2) blocks.push((runs.with[b] + runs.with[b + 1]) / (runs.without[b] + runs.without[b + 1]));
      const sum = (xs) => xs.reduce((a, x) => a + x, 0);
      const overhead = (sum(runs.with) / sum(runs.without) - 1) * 100;
      const within = overhead <= 10;
      ok = ok && within;
      const pct = (r) => `${r >= 0 ? '+' : ''}${r.toFixed(1)} %`;
      out(
        `${tag} daily run without endpoints [${runs.without.map((x) => (x / 1000).toFixed(2)).join(', ')}] s, with [${runs.with.map((x) => (x / 1000).toFixed(2)).join(', ')}] s; with vs without by ABBA block: ${blocks.map((r) => pct((r - 1) * 100)).join(', ')}; over all days ${pct(overhead)} (goal <= +10 %) ${within ? 'OK' : 'FAILED'}`,
      );
      out(`${tag} income.daily fan-out of ${runs.with.length} days: median ${secs(median(fanouts))}, max ${secs(Math.max(...fanouts))} after the run (goal <= 60 s)`);
    } finally {
      await app.close();
    }
  }
  rx.kill();
  fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(__dirname, 'results', `webhooks${REDIS ? '-bullmq' : ''}${MODE === 'members' ? '-members' : ''}-latest.txt`), lines.join('\n') + '\n');
  if (!ok) process.exit(1);
}
