#!/usr/bin/env node
/**
 * Income-engine benchmark (`npm run bench`, or `node bench/engine.js`): N members with running
 * investments, bulk-loaded (random sponsor tree, 90 % active, 10 % with a compound balance), then
 *   - the whole daily run (ROI + level income + compound ROI, every credit trimmed by the cap);
 *   - a replay of the same day (posts nothing), and a deep replay with the run's records erased
 *     (every chunk re-checked against the ledger keys: still posts nothing);
 *   - reconciliation (ledger invariants + income_daily against the ledger) after the run;
 *   - the baseline in the same run: each ROI credit posted through the ordinary single posting path
 *     (IncomeService.credit, one transaction per credit) for a sample, extrapolated to N;
 *   - on MariaDB, the limit (issue 22 item 2): the same day by hand-written set-based SQL
 *     (bench/daily-baseline.js) on a twin database loaded with the same members, timed and compared
 *     row for row with Meridian's run.
 *
 *   BENCH_ENGINES=sqlite,mysql  BENCH_SQLITE_MEMBERS=100000  BENCH_MYSQL_MEMBERS=1000000
 *   BENCH_BASELINE_SAMPLE=20000  BENCH_MYSQL_URL=mysql://root@127.0.0.1:3306/meridian_bench_engine
 *   BENCH_CHUNK (members per chunk, default the engine's)  BENCH_PARALLEL (chunks at a time, default the engine's)
 *   BENCH_SQL_BASELINE=0 (MariaDB: without the hand-written SQL baseline of bench/daily-baseline.js and its twin database)
 */
process.env.SWC_NODE_PROJECT = require('node:path').join(__dirname, '../server/tsconfig.json');
require('@swc-node/register');
require('reflect-metadata');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { freshMysql, dropMysql } = require('./support');
const { loadConfig } = require('../server/src/config/config');
const { openDatabase } = require('../server/src/database/data-source');
const { createPubSubFor, prepareFirstStart } = require('../server/src/app/app');
const { createServices } = require('../server/src/app/services');
const { bulkLoadMembers } = require('../server/src/jobs/population');
const { population } = require('./population');
const { runBaseline, compareDays } = require('./daily-baseline');

const ENGINES = (process.env.BENCH_ENGINES || 'sqlite,mysql').split(',').map((s) => s.trim()).filter(Boolean);
const MEMBERS = { sqlite: Number(process.env.BENCH_SQLITE_MEMBERS || 100_000), mysql: Number(process.env.BENCH_MYSQL_MEMBERS || 1_000_000) };
const SAMPLE = Number(process.env.BENCH_BASELINE_SAMPLE || 20_000);
// The hand-written SQL baseline (bench/daily-baseline.js) on a twin database, MariaDB only.
const SQL_BASELINE = process.env.BENCH_SQL_BASELINE !== '0';
const MYSQL_URL = process.env.BENCH_MYSQL_URL || 'mysql://root@127.0.0.1:3306/meridian_bench_engine';
const DAY = '2026-11-20';
const BASELINE_DAY = '2026-11-21';

const secs = (ms) => (ms / 1000).toFixed(2) + ' s';
async function timed(fn) {
  const t0 = Date.now();
  const value = await fn();
  return { value, ms: Date.now() - t0 };
}

/** The same members in a second database, as the Meridian one gets them (ids included). */
async function loadTwin(url, n, dir) {
  await freshMysql(url);
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, JWT_SECRET: 'b'.repeat(40), MAIL_OUTBOX: path.join(dir, 'outbox-twin'), UPLOAD_DIR: path.join(dir, 'uploads-twin') });
  const db = await openDatabase(config.databaseUrl);
  const { pubSub, close } = await createPubSubFor(config);
  try {
    const services = createServices(config, db, pubSub);
    await prepareFirstStart(services);
    await bulkLoadMembers(db, services.ledger, population(n), { tag: 'bench', batch: 1000 });
  } finally {
    await close();
    await db.dataSource.destroy();
  }
}

async function benchEngine(engine) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-engine-'));
  const url = engine === 'sqlite' ? `sqlite:${path.join(dir, 'bench.db')}` : MYSQL_URL;
  if (engine === 'mysql') await freshMysql(url);
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, JWT_SECRET: 'b'.repeat(40), MAIL_OUTBOX: path.join(dir, 'outbox'), UPLOAD_DIR: path.join(dir, 'uploads') });
  const db = await openDatabase(config.databaseUrl);
  const { pubSub, close } = await createPubSubFor(config);
  const services = createServices(config, db, pubSub);
  await prepareFirstStart(services);
  if (process.env.BENCH_CHUNK) services.jobs.chunkSize = Number(process.env.BENCH_CHUNK);
  if (process.env.BENCH_PARALLEL) services.jobs.parallel = Number(process.env.BENCH_PARALLEL);
  const n = MEMBERS[engine];
  const twinUrl = engine === 'mysql' && SQL_BASELINE ? `${url}_sql` : null;
  const lines = [];
  const out = (s) => {
    lines.push(s);
    console.log(s);
  };
  try {
    // The baseline's twin first: Meridian's own database is then the one most recently loaded.
    if (twinUrl) await loadTwin(twinUrl, n, dir);
    const load = await timed(() => bulkLoadMembers(db, services.ledger, population(n), { tag: 'bench', batch: 1000 }));
    out(`${engine.padEnd(6)} bulk load: ${n.toLocaleString('en-US')} members with running investments in ${secs(load.ms)}`);
    // The reconciliation checkpoint covers the loaded ledger (what earlier days would have left checked).
    const loaded = await timed(() => services.reconciliation.recent(0));
    out(`${engine.padEnd(6)} reconciliation checkpoint of the loaded ledger (${loaded.value.entries.toLocaleString('en-US')} entries): ${secs(loaded.ms)} ${loaded.value.ok ? 'OK' : 'FAILED'}`);
    const run = await timed(() => services.jobs.runDay(DAY));
    const steps = run.value.map((r) => `${r.step} ${secs(r.durationMs)} (${r.rows.toLocaleString('en-US')} credits)`).join(', ');
    out(`${engine.padEnd(6)} daily run (ROI + level + compound + caps), ${n.toLocaleString('en-US')} members: ${secs(run.ms)}  [${steps}]`);
    if (twinUrl) {
      const loadBefore = os.loadavg()[0].toFixed(2);
      const base = await timed(() => runBaseline(twinUrl, DAY));
      const same = await compareDays(url, twinUrl, DAY);
      const three = run.value.filter((r) => ['roi', 'level', 'compound'].includes(r.step)).reduce((sum, r) => sum + r.durationMs, 0);
      const t = base.value;
      out(
        `${engine.padEnd(6)} hand-written set-based SQL (bench/daily-baseline.js, same members in a twin database): ${secs(base.ms)} (roi ${secs(t.roi)} / level ${secs(t.level)} / compound ${secs(t.compound)}), load ${loadBefore}; ` +
          `Meridian's roi + level + compound steps ${secs(three)} = ${(three / base.ms).toFixed(2)}x the baseline (goal ≤ 1.3x), its whole run ${(run.ms / base.ms).toFixed(2)}x; the same rows: ${same}`,
      );
    }
    // The day's reconciliation: only what the run posted (goal: at most 10 % of the run's time).
    const dayLoad = os.loadavg()[0].toFixed(2);
    const dayCheck = await timed(() => services.reconciliation.recent(0));
    out(`${engine.padEnd(6)} the day's reconciliation since the checkpoint (${dayCheck.value.entries.toLocaleString('en-US')} entries, ${dayCheck.value.accounts.toLocaleString('en-US')} accounts): ${secs(dayCheck.ms)} = ${((100 * dayCheck.ms) / run.ms).toFixed(1)} % of the run (goal ≤ 10 %), load ${dayLoad}, ${dayCheck.value.ok ? 'OK' : 'FAILED ' + dayCheck.value.problems.slice(0, 5).join('; ')}`);
    const replay = await timed(() => services.jobs.runDay(DAY));
    await db.transaction(async (em) => {
      await em.query('DELETE FROM job_chunks WHERE day = ?', [DAY]);
      await em.query('DELETE FROM job_runs WHERE day = ?', [DAY]);
    });
    const [before] = await db.manager.query('SELECT COUNT(*) AS n FROM ledger_entries');
    const deep = await timed(() => services.jobs.runDay(DAY));
    const [after] = await db.manager.query('SELECT COUNT(*) AS n FROM ledger_entries');
    out(`${engine.padEnd(6)} replay of the same day: ${secs(replay.ms)} (recorded as done); deep replay with the run records erased: ${secs(deep.ms)}, ${Number(after.n) - Number(before.n)} entries posted`);
    const recLoad = os.loadavg()[0].toFixed(2);
    const rec = await timed(async () => ({ ledger: await services.reconciliation.run(), income: await services.jobs.reconcileIncome() }));
    const ok = rec.value.ledger.ok && rec.value.income.length === 0 && dayCheck.value.ok;
    out(`${engine.padEnd(6)} reconciliation after the run (${rec.value.ledger.entries.toLocaleString('en-US')} entries): ${secs(rec.ms)}, load ${recLoad}, ${ok ? 'OK' : 'FAILED ' + [...rec.value.ledger.problems, ...rec.value.income].slice(0, 5).join('; ')}`);
    // Baseline: the ordinary single posting path for a sample of ROI credits, one transaction each.
    const sample = Math.min(SAMPLE, n);
    const invs = await db.manager.query('SELECT id, member_id, amount, roi_rate FROM investments ORDER BY id LIMIT ?', [sample]);
    const base = await timed(async () => {
      for (const inv of invs) {
        const amount = (BigInt(inv.amount) * BigInt(inv.roi_rate)) / 1_000_000n;
        await db.transaction((em) =>
          services.income.credit(em, { memberId: Number(inv.member_id), kind: 'ROI', wallet: 'ROI', amount, key: `roi:${inv.id}:${BASELINE_DAY}`, day: BASELINE_DAY, memo: 'Daily ROI' }),
        );
      }
    });
    const extrapolated = (base.ms / sample) * n;
    out(`${engine.padEnd(6)} baseline: ROI only, one IncomeService.credit per investment: ${sample.toLocaleString('en-US')} credits in ${secs(base.ms)} (measured), extrapolated to ${n.toLocaleString('en-US')}: ${secs(extrapolated)}; the bulk daily run (ROI + level + compound) is ${(extrapolated / run.ms).toFixed(1)}x faster`);
    return { lines, ok };
  } finally {
    await close();
    await db.dataSource.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
    if (engine === 'mysql') await dropMysql(url);
    if (twinUrl) await dropMysql(twinUrl);
  }
}

async function main() {
  const all = [];
  let ok = true;
  for (const engine of ENGINES) {
    const r = await benchEngine(engine);
    all.push(...r.lines);
    ok = ok && r.ok;
  }
  fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(__dirname, 'results', 'engine-latest.txt'), all.join('\n') + '\n');
  if (!ok) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
