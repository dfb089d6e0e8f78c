#!/usr/bin/env node
/**
 * Referral tree benchmark (`npm run bench`, suite `tree`; or `node bench/tree.js`).
 *
 * Generates a realistic sponsor tree (1,000,000 members on MariaDB, 100,000 on SQLite by default):
 * half the members join under a uniformly chosen earlier member, half under the sponsor of one
 * (so busy sponsors attract more: heavy-tailed direct counts), ~60 % of them hold one or two
 * running investments, and one leg reaches depth 100. It is bulk-loaded with multi-row INSERTs in
 * primary-key order (not through the API), with the closure rows and the team aggregates computed
 * here once, secondary closure indexes built after the load.
 *
 * Then it measures, each against a baseline in the same run:
 *   - team size + team business of the root and of a ~100k-subtree member: the `member_team`
 *     aggregates vs a recursive-CTE recount over the sponsor links (goal <= 20 ms);
 *   - per-level counts, levels 1-20, of the root: `member_level_count` vs a GROUP BY over the
 *     closure table (goal <= 100 ms);
 *   - one tree page, two levels (50 children, 10 grandchildren each), with team figures per node:
 *     TreeService.branch vs the same page with the figures recounted from the closure table (<= 20 ms);
 *   - a principal change by a member at depth 100 with all aggregates updated (one transaction):
 *     ReferralService.onPrincipalChange vs walking the sponsor links one UPDATE per ancestor (<= 50 ms);
 *   - a whole top-up (InvestmentsService.topUp: idempotency, ledger posting, cap, direct income,
 *     aggregates) by the member at depth 100 vs the same top-up by a member at depth 1 (<= 50 ms).
 *
 *   node bench/tree.js                                  # both engines
 *   BENCH_ENGINES=sqlite BENCH_TREE_MEMBERS=20000 node bench/tree.js
 *   BENCH_TREE_MEMBERS_MYSQL=1000000 BENCH_TREE_MEMBERS_SQLITE=100000 (defaults), BENCH_MYSQL_URL
 */
process.env.SWC_NODE_PROJECT = process.env.SWC_NODE_PROJECT || require('node:path').join(__dirname, '../server/tsconfig.json');
require('@swc-node/register');
require('reflect-metadata');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const mysql = require('mysql2/promise');
const { openDatabase } = require('../server/src/database/data-source');
const { ReferralService, TREE_LEVELS } = require('../server/src/modules/referral/referral.service');
const { TreeService } = require('../server/src/modules/referral/tree.service');
const { createPubSub } = require('@graphql-yoga/subscription');
const { loadConfig } = require('../server/src/config/config');
const { createServices } = require('../server/src/app/services');
const { prepareFirstStart } = require('../server/src/app/app');
const crypto = require('node:crypto');

const ENGINES = (process.env.BENCH_ENGINES || 'sqlite,mysql').split(',').map((s) => s.trim());
const MYSQL_URL = (process.env.BENCH_TREE_MYSQL_URL || process.env.BENCH_MYSQL_URL || 'mysql://root@127.0.0.1:3306/meridian_bench').replace(/\/[^/]*$/, '/meridian_bench_tree');
const SIZE = {
  sqlite: Number(process.env.BENCH_TREE_MEMBERS_SQLITE || process.env.BENCH_TREE_MEMBERS || 100_000),
  mysql: Number(process.env.BENCH_TREE_MEMBERS_MYSQL || process.env.BENCH_TREE_MEMBERS || 1_000_000),
};
const DEEP = 100;
const MICRO = 1_000_000n;
const HELD = "('RUNNING', 'PAUSED')";

/** Deterministic PRNG (mulberry32), so every run loads the same tree. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The tree, its investments and every aggregate, as typed arrays indexed by member (id = index + 1). */
function generate(n) {
  const rand = rng(20261123);
  const sponsor = new Int32Array(n).fill(-1);
  const depth = new Uint8Array(n);
  const main = n - DEEP;
  for (let i = 1; i < main; i++) {
    const s = i === 1 || rand() < 0.5 ? Math.floor(rand() * i) : sponsor[1 + Math.floor(rand() * (i - 1))];
    sponsor[i] = s;
    depth[i] = depth[s] + 1;
  }
  // One leg down to depth 100: a chain under the deepest member; the rest of the tail joins at random.
  let deepest = 0;
  for (let i = 0; i < main; i++) if (depth[i] > depth[deepest]) deepest = i;
  let tail = deepest;
  let deepMember = -1;
  for (let i = main; i < n; i++) {
    if (depth[tail] < DEEP) {
      sponsor[i] = tail;
      tail = i;
      deepMember = i;
    } else sponsor[i] = Math.floor(rand() * main);
    depth[i] = depth[sponsor[i]] + 1;
  }
  if (deepMember < 0 || depth[deepMember] !== DEEP) throw new Error('no member at depth 100: tree too small');

  // Investments: whole dollars, 60 % of members hold one (80 %) or two.
  const invAmount = [];
  const invMember = [];
  const own = new Float64Array(n); // dollars: exact in a double far beyond these sums
  const active = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (rand() >= 0.6) continue;
    const count = rand() < 0.8 ? 1 : 2;
    for (let k = 0; k < count; k++) {
      const dollars = 50 + Math.floor(rand() * 100) * 50;
      invAmount.push(dollars);
      invMember.push(i);
      own[i] += dollars;
    }
    active[i] = 1;
  }

  const teamSize = new Int32Array(n);
  const teamBiz = new Float64Array(n);
  const directs = new Int32Array(n);
  const activeDirects = new Int32Array(n);
  for (let i = n - 1; i > 0; i--) {
    const s = sponsor[i];
    teamSize[s] += teamSize[i] + 1;
    teamBiz[s] += teamBiz[i] + own[i];
    directs[s] += 1;
    activeDirects[s] += active[i];
  }
  const L = TREE_LEVELS;
  const lvlMembers = new Int32Array(n * L);
  const lvlActive = new Int32Array(n * L);
  const lvlBiz = new Float64Array(n * L);
  for (let i = 1; i < n; i++) {
    let a = sponsor[i];
    for (let d = 1; d <= L && a >= 0; d++, a = sponsor[a]) {
      lvlMembers[a * L + d - 1] += 1;
      lvlActive[a * L + d - 1] += active[i];
      lvlBiz[a * L + d - 1] += own[i];
    }
  }

  // The member whose downline is closest to 100,000 (or a tenth of a smaller tree).
  const want = Math.min(100_000, Math.floor(n / 10));
  let big = 1;
  for (let i = 1; i < n; i++) if (Math.abs(teamSize[i] - want) < Math.abs(teamSize[big] - want)) big = i;

  return { n, sponsor, depth, own, active, invAmount, invMember, teamSize, teamBiz, directs, activeDirects, lvlMembers, lvlActive, lvlBiz, deepMember, big };
}

/** Closure rows in primary-key order (ancestor, descendant): a counting sort by ancestor. */
function closureRows(t) {
  const { n, sponsor, depth, teamSize } = t;
  const start = new Float64Array(n + 1);
  for (let a = 0; a < n; a++) start[a + 1] = start[a] + teamSize[a] + 1;
  const total = start[n];
  const next = Float64Array.from(start.subarray(0, n));
  const desc = new Int32Array(total);
  const dist = new Uint8Array(total);
  for (let i = 0; i < n; i++) {
    for (let a = i, k = 0; a >= 0; a = sponsor[a], k++) {
      const p = next[a]++;
      desc[p] = i;
      dist[p] = k;
    }
  }
  void depth;
  return { start, desc, dist, total };
}

async function insertChunks(db, table, columns, count, row, chunk = 5000) {
  for (let from = 0; from < count; from += chunk) {
    const values = [];
    for (let i = from; i < Math.min(count, from + chunk); i++) values.push(`(${row(i)})`);
    await db.manager.query(`INSERT INTO ${table} (${columns}) VALUES ${values.join(',')}`);
  }
}

const sqlDate = (ms) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const micro = (dollars) => (BigInt(dollars) * MICRO).toString();

async function load(db, t) {
  const engine = db.engine;
  const q = (sql) => db.manager.query(sql);
  if (engine === 'sqlite') await q('PRAGMA synchronous = OFF');
  const began = Date.now();
  const epoch = Date.parse('2024-01-01T00:00:00Z');
  const { Plan } = require('../server/src/modules/plans/plan.entity');
  await db.manager.insert(Plan, {
    name: 'Bench Plan',
    description: 'benchmark',
    price: 100n * MICRO,
    minAmount: 50n * MICRO,
    maxAmount: 0n,
    roiRate: 5000n,
    sponsorRate: 50000n,
    periodMonths: 12,
    capMultiplier: 2,
    isActive: true,
    createdAt: new Date(),
    updatedAt: null,
  });
  const [{ id: planId }] = await q('SELECT MIN(id) AS id FROM plans');

  const tx = async (work) => (engine === 'sqlite' ? db.transaction(async () => work()) : work());
  // SQLite: one transaction per table (TypeORM shares one connection, so plain queries join it).
  await tx(() =>
    insertChunks(
      db,
      'users',
      'id, username, referral_code, fullname, email, phone, password_hash, role, status, is_active, email_verified, sponsor_id, token_version, created_at',
      t.n,
      (i) => {
        const code = `B${String(i + 1).padStart(7, '0')}`;
        const s = t.sponsor[i] < 0 ? 'NULL' : t.sponsor[i] + 1;
        return `${i + 1},'${code}','${code}','Bench Member','b${i + 1}@bench.local','','-','user','unblock',${t.active[i]},1,${s},0,'${sqlDate(epoch + i * 30_000)}'`;
      },
    ),
  );
  await tx(() =>
    insertChunks(
      db,
      'investments',
      'member_id, payer_id, plan_id, kind, amount, roi_rate, cap_multiplier, start_day, end_day, status, created_at',
      t.invAmount.length,
      (k) => {
        const m = t.invMember[k] + 1;
        return `${m},${m},${planId},'TOPUP',${micro(t.invAmount[k])},5000,2,'2025-01-01','2026-01-01','RUNNING','2025-01-01 00:00:00'`;
      },
    ),
  );
  const usersDone = Date.now();

  // Closure: secondary indexes dropped during the load and rebuilt by sort afterwards.
  const indexes = [
    ['idx_closure_descendant_depth', 'descendant_id, depth'],
    ['idx_closure_ancestor_depth', 'ancestor_id, depth, descendant_id'],
  ];
  for (const [name] of indexes) await q(engine === 'mysql' ? `ALTER TABLE referral_closure DROP INDEX ${name}` : `DROP INDEX ${name}`);
  const c = closureRows(t);
  await tx(async () => {
    const chunk = 10_000;
    for (let from = 0; from < c.total; from += chunk) {
      const values = [];
      const to = Math.min(c.total, from + chunk);
      // Walk ancestors in order: find the ancestor of position `from` once, then advance.
      let a = ancestorAt(c.start, from);
      for (let p = from; p < to; p++) {
        while (p >= c.start[a + 1]) a++;
        values.push(`(${a + 1},${c.desc[p] + 1},${c.dist[p]})`);
      }
      await q(`INSERT INTO referral_closure (ancestor_id, descendant_id, depth) VALUES ${values.join(',')}`);
    }
  });
  const closureLoaded = Date.now();
  for (const [name, cols] of indexes) {
    await q(engine === 'mysql' ? `ALTER TABLE referral_closure ADD INDEX ${name} (${cols})` : `CREATE INDEX ${name} ON referral_closure (${cols})`);
  }
  const indexed = Date.now();

  await tx(() =>
    insertChunks(db, 'member_team', 'member_id, direct_count, active_directs, team_size, own_business, team_business', t.n, (i) =>
      [i + 1, t.directs[i], t.activeDirects[i], t.teamSize[i], micro(t.own[i]), micro(t.teamBiz[i])].join(','),
    ),
  );
  const L = TREE_LEVELS;
  const levelRows = [];
  for (let k = 0; k < t.n * L; k++) if (t.lvlMembers[k] > 0) levelRows.push(k);
  await tx(() =>
    insertChunks(db, 'member_level_count', 'member_id, depth, members, active, business', levelRows.length, (j) => {
      const k = levelRows[j];
      return [Math.floor(k / L) + 1, (k % L) + 1, t.lvlMembers[k], t.lvlActive[k], micro(t.lvlBiz[k])].join(',');
    }),
  );
  const aggregates = Date.now();
  if (engine === 'mysql') {
    await q('ANALYZE TABLE users, investments, referral_closure, member_team, member_level_count');
  } else {
    await q('ANALYZE');
    await q('PRAGMA synchronous = FULL');
  }
  return {
    closureRows: c.total,
    levelRows: levelRows.length,
    investments: t.invAmount.length,
    seconds: {
      usersAndInvestments: (usersDone - began) / 1000,
      closure: (closureLoaded - usersDone) / 1000,
      closureIndexes: (indexed - closureLoaded) / 1000,
      aggregates: (aggregates - indexed) / 1000,
      total: (Date.now() - began) / 1000,
    },
  };
}

function ancestorAt(start, p) {
  let lo = 0;
  let hi = start.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (start[mid] <= p) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Median and worst of `runs` timed calls after `warm` untimed ones (ms). */
async function time(fn, runs, warm = 2) {
  for (let i = 0; i < warm; i++) await fn(i);
  const ms = [];
  let result;
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    result = await fn(i);
    ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)], max: ms[ms.length - 1], runs, result };
}

/** Baseline: team size and running principal of the downline recounted over the sponsor links. */
async function cteRecount(db, memberId) {
  const text = db.engine === 'mysql' ? 'CHAR' : 'TEXT';
  const [row] = await db.manager.query(
    `WITH RECURSIVE d (id) AS (SELECT id FROM users WHERE sponsor_id = ? UNION ALL SELECT u.id FROM users u JOIN d ON u.sponsor_id = d.id)
     SELECT (SELECT COUNT(*) FROM d) AS size,
            CAST((SELECT COALESCE(SUM(i.amount), 0) FROM investments i JOIN d ON i.member_id = d.id WHERE i.status IN ${HELD}) AS ${text}) AS business`,
    [memberId],
  );
  return { teamSize: Number(row.size), teamBusiness: BigInt(row.business) };
}

/** Baseline: per-level counts grouped from the closure table. */
async function closureLevels(db, memberId) {
  return db.manager.query(
    `SELECT depth, COUNT(*) AS members FROM referral_closure WHERE ancestor_id = ? AND depth BETWEEN 1 AND ${TREE_LEVELS} GROUP BY depth ORDER BY depth`,
    [memberId],
  );
}

/** Baseline: the same two-level page with each node's team size and business recounted from the closure table. */
async function pageRecount(db, memberId) {
  const children = (await db.manager.query('SELECT id FROM users WHERE sponsor_id = ? ORDER BY id LIMIT 50', [memberId])).map((r) => Number(r.id));
  const grand = children.length
    ? await db.manager.query(children.map(() => 'SELECT * FROM (SELECT id, sponsor_id FROM users WHERE sponsor_id = ? ORDER BY id LIMIT 10) g').join(' UNION ALL '), children)
    : [];
  const ids = [...children, ...grand.map((g) => Number(g.id))];
  const marks = ids.map(() => '?').join(',');
  await db.manager.query(`SELECT id, username, referral_code, is_active, created_at FROM users WHERE id IN (${marks})`, ids);
  return db.manager.query(
    `SELECT c.ancestor_id, COUNT(*) AS size, COALESCE(SUM(b.amount), 0) AS business
     FROM referral_closure c LEFT JOIN (SELECT member_id, SUM(amount) AS amount FROM investments WHERE status IN ${HELD} GROUP BY member_id) b ON b.member_id = c.descendant_id
     WHERE c.ancestor_id IN (${marks}) AND c.depth > 0 GROUP BY c.ancestor_id`,
    ids,
  );
}

/** Baseline: a principal change walking the sponsor links, one UPDATE per ancestor. */
async function walkUpdate(db, memberId, delta) {
  const engine = db.engine;
  const amount = engine === 'mysql' ? delta.toString() : delta;
  const add = engine === 'mysql' ? 'CAST(? AS SIGNED)' : '?';
  await db.transaction(async (em) => {
    await em.query(`UPDATE member_team SET own_business = own_business + ${add} WHERE member_id = ?`, [amount, memberId]);
    let [row] = await em.query('SELECT sponsor_id FROM users WHERE id = ?', [memberId]);
    while (row && row.sponsor_id !== null) {
      const s = Number(row.sponsor_id);
      await em.query(`UPDATE member_team SET team_business = team_business + ${add} WHERE member_id = ?`, [amount, s]);
      [row] = await em.query('SELECT sponsor_id FROM users WHERE id = ?', [s]);
    }
  });
}

function benchConfig(db, dir) {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.engine === 'mysql' ? MYSQL_URL : `sqlite:${path.join(dir, 'tree.db')}`,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-12',
    ADMIN_EMAIL: 'admin@bench.local',
    ADMIN_PASSWORD: 'bench-admin-password',
    MAIL_OUTBOX: path.join(dir, 'outbox'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    RATE_LIMIT_DISABLED: '1',
    CLIENT_DIST: path.join(dir, 'none'),
  });
}

async function freshDatabase(engine, dir) {
  if (engine === 'sqlite') return openDatabase(`sqlite:${path.join(dir, 'tree.db')}`);
  const u = new URL(MYSQL_URL);
  const name = u.pathname.slice(1);
  const c = await mysql.createConnection({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username), password: decodeURIComponent(u.password) });
  await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await c.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await c.end();
  return openDatabase(MYSQL_URL);
}

async function dropDatabase(engine) {
  if (engine !== 'mysql' || process.env.BENCH_TREE_KEEP === '1') return;
  const u = new URL(MYSQL_URL);
  const c = await mysql.createConnection({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username), password: decodeURIComponent(u.password) });
  await c.query(`DROP DATABASE IF EXISTS \`${u.pathname.slice(1)}\``);
  await c.end();
}

const f = (ms) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

async function benchEngine(engine) {
  const n = SIZE[engine];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `meridian-tree-${engine}-`));
  const db = await freshDatabase(engine, dir);
  const lines = [];
  const say = (line) => {
    lines.push(line);
    console.log(line);
  };
  try {
    const label = engine === 'mysql' ? 'MariaDB' : 'SQLite';
    say(`tree ${label}: machine load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1 / 5 / 15 min) on ${os.cpus().length} cores at the start`);
    const g0 = Date.now();
    const t = generate(n);
    const genSeconds = (Date.now() - g0) / 1000;
    const loaded = await load(db, t);
    say(
      `tree ${label}: ${n.toLocaleString('en-US')} members, ${loaded.closureRows.toLocaleString('en-US')} closure rows, ${loaded.investments.toLocaleString('en-US')} investments, ` +
        `${loaded.levelRows.toLocaleString('en-US')} level rows, max depth ${t.depth.reduce((a, b) => Math.max(a, b), 0)}, root directs ${t.directs[0]}; generated in ${genSeconds.toFixed(1)} s, ` +
        `loaded in ${loaded.seconds.total.toFixed(1)} s (users+investments ${loaded.seconds.usersAndInvestments.toFixed(1)} s, closure ${loaded.seconds.closure.toFixed(1)} s, ` +
        `closure indexes ${loaded.seconds.closureIndexes.toFixed(1)} s, aggregates ${loaded.seconds.aggregates.toFixed(1)} s)`,
    );

    const referral = new ReferralService(db);
    const tree = new TreeService(db, referral);
    // Recounts of a large tree take seconds each: fewer runs there.
    const baseRuns = n > 200_000 ? 2 : 3;
    const root = 1;
    const big = t.big + 1;
    const deep = t.deepMember + 1;
    const admin = { memberId: null, isAdmin: true };
    const asRoot = { memberId: root, isAdmin: false };
    const results = {};

    for (const [name, id] of [
      ['root', root],
      [`member with a ${t.teamSize[t.big].toLocaleString('en-US')}-member downline`, big],
    ]) {
      const agg = await time(() => referral.team(id), 50);
      const base = await time(() => cteRecount(db, id), baseRuns, 1);
      const same = agg.result.teamSize === base.result.teamSize && agg.result.teamBusiness === base.result.teamBusiness;
      if (!same) throw new Error(`aggregates differ from the recount for ${id}: ${JSON.stringify([agg.result, base.result], (_k, v) => (typeof v === 'bigint' ? v.toString() : v))}`);
      results[name] = { agg, base };
      say(
        `tree ${label}: team size + business of the ${name}: aggregates ${f(agg.median)} ms (max ${f(agg.max)}) vs recursive-CTE recount ${f(base.median)} ms ` +
          `(team ${agg.result.teamSize.toLocaleString('en-US')}, business $${(agg.result.teamBusiness / MICRO).toLocaleString('en-US')}; both agree)`,
      );
    }

    const levels = await time(() => tree.levels(asRoot, root), 50);
    const levelsBase = await time(() => closureLevels(db, root), baseRuns, 1);
    const agree = levelsBase.result.every((r) => levels.result[Number(r.depth) - 1].members === Number(r.members));
    if (!agree) throw new Error('level counts differ from the closure table');
    say(`tree ${label}: per-level counts levels 1-20 of the root: member_level_count ${f(levels.median)} ms (max ${f(levels.max)}) vs closure GROUP BY ${f(levelsBase.median)} ms (agree)`);

    const page = await time(() => tree.branch(asRoot, root, null, 50, 10), 30);
    const nodes = page.result.items.length + page.result.items.reduce((s, c) => s + c.children.length, 0);
    const pageBase = await time(() => pageRecount(db, root), baseRuns, 1);
    say(`tree ${label}: one tree page (two levels, ${page.result.items.length} children, ${nodes} nodes with team figures): ${f(page.median)} ms (max ${f(page.max)}) vs figures recounted from the closure ${f(pageBase.median)} ms`);

    const delta = 125n * MICRO;
    const before = await referral.team(root);
    const change = await time((i) => db.transaction((em) => referral.onPrincipalChange(em, deep, i % 2 === 0 ? delta : -delta)), 40);
    const walk = await time((i) => walkUpdate(db, deep, i % 2 === 0 ? delta : -delta), 10);
    const after = await referral.team(root);
    if (after.teamBusiness !== before.teamBusiness) throw new Error('principal changes did not cancel out');
    say(`tree ${label}: principal change by a member at depth ${t.depth[t.deepMember]} (own, 100 ancestors' team business, 20 level rows; one transaction): ${f(change.median)} ms (max ${f(change.max)}) vs one UPDATE per ancestor ${f(walk.median)} ms`);

    // A whole top-up through the service, at depth 100 and at depth 1.
    const services = createServices(benchConfig(db, dir), db, createPubSub());
    await prepareFirstStart(services);
    const adminId = Number((await db.manager.query("SELECT id FROM users WHERE role = 'admin'"))[0].id);
    const shallow = t.depth.indexOf(1) + 1;
    const [{ id: benchPlan }] = await db.manager.query("SELECT id FROM plans WHERE name = 'Bench Plan'");
    const { User } = require('../server/src/modules/users/user.entity');
    const topUps = {};
    for (const [name, id] of [['depth 100', deep], ['depth 1', shallow]]) {
      await db.transaction((em) => services.ledger.openMemberAccounts(em, id));
      const sponsor = t.sponsor[id - 1] + 1;
      const [open] = await db.manager.query("SELECT COUNT(*) AS n FROM accounts WHERE owner_id = ? AND type = 'INCOME'", [sponsor]);
      if (Number(open.n) === 0) await db.transaction((em) => services.ledger.openMemberAccounts(em, sponsor));
      await services.withdrawals.adjustWallet(adminId, id, 'ACTIVE', 'credit', 100_000_000n * MICRO, 'bench top-ups', crypto.randomUUID());
      const payer = await db.manager.findOneByOrFail(User, { id });
      // Each self top-up must be at least the running plan: 6,000 dollars and up.
      let dollars = 6000;
      topUps[name] = await time(() => services.investments.topUp(payer, 'TOPUP', { planId: benchPlan, amount: String((dollars += 10)) }, crypto.randomUUID()), 20);
    }
    const recount = await cteRecount(db, root);
    const rootNow = await referral.team(root);
    if (recount.teamBusiness !== rootNow.teamBusiness) throw new Error('team business of the root differs from the recount after the top-ups');
    say(`tree ${label}: top-up by a member at depth ${t.depth[t.deepMember]} (ledger, cap, direct income, all aggregates; one transaction): ${f(topUps['depth 100'].median)} ms (max ${f(topUps['depth 100'].max)}) vs the same top-up at depth 1 ${f(topUps['depth 1'].median)} ms (root business still equals the recount)`);
    return lines;
  } finally {
    await db.dataSource.destroy();
    await dropDatabase(engine);
    if (process.env.BENCH_TREE_KEEP === '1') console.log(`kept ${engine === 'mysql' ? MYSQL_URL : dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function run() {
  const lines = [];
  for (const engine of ENGINES) lines.push(...(await benchEngine(engine)));
  fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(__dirname, 'results', 'tree.txt'), lines.join('\n') + '\n');
  return lines;
}

module.exports = { run };

if (require.main === module) {
  run().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
