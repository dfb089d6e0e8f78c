/**
 * The daily run against the limit (issue 22 item 2): the shortest hand-written set-based SQL a
 * database engineer would write for one day's ROI, level income (unlocked levels, caps) and compound
 * ROI on MariaDB, producing the same member ledger entries (member, wallet, kind, amount, balance
 * after), wallet balances, `income_daily` lines, caps and lifetime totals as Meridian's run. No
 * chunks, no job records, no leases, no explanation rows, no idempotency beyond one key per step:
 * one transaction per step, whole tables at a time. bench/engine.js runs it on a second database
 * loaded with the same members, beside Meridian's run, and compares the two (`compareDays`).
 *
 * Left out because the benchmark's data has none of it (so the baseline is, if anything, faster than
 * an exact twin): investments closed after the day (their cap share on the day), members who traded
 * on the day (manual trade), sponsors who are not members.
 */
const mysql = require('mysql2/promise');

const MICRO = 1000000;
const STEPS = [
  { step: 'roi', kind: 'ROI', wallet: 'ROI', totals: 'roi', memo: 'Daily ROI' },
  { step: 'level', kind: 'LEVEL_INCOME', wallet: 'INCOME', totals: 'level_income', memo: 'Level income' },
  { step: 'compound', kind: 'COMPOUND_ROI', wallet: 'COMPOUND', totals: 'compound_roi', memo: 'Compound ROI' },
];

/** Posts the credits staged in temporary table `c` (member_id, account_id, amount) as one transaction. */
async function post(db, spec, day) {
  const description = `${spec.memo} ${day}`;
  const [tx] = await db.query("INSERT INTO ledger_transactions (kind, idempotency_key, reference_type, memo, created_at, income_day) VALUES (?, ?, 'BATCH', ?, NOW(), ?)", [spec.kind, `baseline:${spec.step}:${day}`, description, day]);
  await db.query('UPDATE accounts a JOIN c ON a.id = c.account_id SET a.balance = a.balance + c.amount');
  await db.query(
    `INSERT INTO ledger_entries (transaction_id, account_id, member_id, wallet, kind, amount, balance_after, description, created_at)
     SELECT ?, a.id, c.member_id, a.type, ?, c.amount, a.balance, ?, NOW() FROM c JOIN accounts a ON a.id = c.account_id`,
    [tx.insertId, spec.kind, description],
  );
  await db.query('UPDATE member_cap m JOIN c ON m.member_id = c.member_id SET m.earned = m.earned + c.amount');
  await db.query(
    `INSERT INTO income_daily (member_id, day, kind, amount, entries) SELECT member_id, ?, ?, amount, 1 FROM c
     ON DUPLICATE KEY UPDATE amount = income_daily.amount + VALUES(amount), entries = income_daily.entries + 1`,
    [day, spec.kind],
  );
  await db.query(`INSERT INTO member_totals (member_id, ${spec.totals}) SELECT member_id, amount FROM c ON DUPLICATE KEY UPDATE ${spec.totals} = member_totals.${spec.totals} + VALUES(${spec.totals})`);
  const [[{ total }]] = await db.query('SELECT CAST(COALESCE(SUM(amount), 0) AS CHAR) AS total FROM c');
  await db.query("UPDATE accounts SET balance = balance - ? WHERE code = 'sys:INCOME_EXPENSE'", [total]);
  await db.query(
    `INSERT INTO ledger_entries (transaction_id, account_id, member_id, wallet, kind, amount, balance_after, description, created_at)
     SELECT ?, id, NULL, NULL, ?, -?, balance, ?, NOW() FROM accounts WHERE code = 'sys:INCOME_EXPENSE'`,
    [tx.insertId, spec.kind, total, description],
  );
}

/** `amount` (an SQL expression) cut to what is left under member_cap row `m`. */
const trimmed = (amount) => `LEAST(${amount}, GREATEST(m.cap_total - m.earned, 0))`;

/** An empty staging table `c` of credits (member, wallet account, amount). */
async function newStage(db) {
  await db.query('DROP TEMPORARY TABLE IF EXISTS c');
  await db.query('CREATE TEMPORARY TABLE c (member_id INT PRIMARY KEY, account_id INT NOT NULL, amount BIGINT NOT NULL)');
}

/** Stages credits in `c` from a SELECT of (member_id, amount) already trimmed, for `wallet`. */
async function stage(db, select, params, wallet) {
  await newStage(db);
  await db.query(`INSERT INTO c SELECT s.member_id, a.id, s.amount FROM (${select}) s JOIN accounts a ON a.type = ? AND a.owner_id = s.member_id WHERE s.amount > 0`, [...params, wallet]);
}

async function step(db, spec, day, fill) {
  const t0 = Date.now();
  await db.beginTransaction();
  await fill();
  await post(db, spec, day);
  await db.commit();
  return Date.now() - t0;
}

/** Level income: the day's ROI rolled up one sponsor link per level, 20 GROUP BY passes. */
async function levelLines(db, rates) {
  await db.query('DROP TEMPORARY TABLE IF EXISTS directs, level_lines, cur, nxt');
  await db.query("CREATE TEMPORARY TABLE directs (member_id INT PRIMARY KEY, n INT NOT NULL) SELECT sponsor_id AS member_id, COUNT(*) AS n FROM users WHERE role = 'user' AND is_active = 1 AND sponsor_id IS NOT NULL GROUP BY sponsor_id");
  await db.query('CREATE TEMPORARY TABLE level_lines (member_id INT NOT NULL, share BIGINT NOT NULL, KEY (member_id))');
  await db.query('CREATE TEMPORARY TABLE cur (member_id INT PRIMARY KEY, s BIGINT NOT NULL, n INT NOT NULL) SELECT member_id, amount AS s, 1 AS n FROM roi_today');
  for (let level = 1; level <= rates.length; level++) {
    await db.query('CREATE TEMPORARY TABLE nxt (member_id INT PRIMARY KEY, s BIGINT NOT NULL, n INT NOT NULL) SELECT u.sponsor_id AS member_id, SUM(p.s) AS s, SUM(p.n) AS n FROM cur p JOIN users u ON u.id = p.member_id WHERE u.sponsor_id IS NOT NULL GROUP BY u.sponsor_id');
    const [[{ left }]] = await db.query('SELECT COUNT(*) AS `left` FROM nxt');
    if (Number(left) === 0) break;
    if (rates[level - 1] > 0) {
      await db.query(
        'INSERT INTO level_lines SELECT x.member_id, (x.s * ?) DIV ? FROM nxt x JOIN users u ON u.id = x.member_id AND u.is_active = 1 JOIN directs d ON d.member_id = x.member_id AND d.n >= ?',
        [rates[level - 1], MICRO, level],
      );
    }
    await db.query('DROP TEMPORARY TABLE cur');
    await db.query('ALTER TABLE nxt RENAME TO cur');
  }
}

/** One day (YYYY-MM-DD) on the database at `url`: per step, its wall time in ms. */
async function runBaseline(url, day) {
  const db = await mysql.createConnection(url);
  if (process.env.BENCH_BASELINE_TRACE === '1') {
    // Each statement's time, to see where the baseline's own time goes.
    const query = db.query.bind(db);
    db.query = async (sql, params) => {
      const t0 = Date.now();
      try {
        return await query(sql, params);
      } finally {
        console.log(`  ${String(Date.now() - t0).padStart(6)} ms  ${sql.replace(/\s+/g, ' ').slice(0, 110)}`);
      }
    };
  }
  try {
    const [rateRows] = await db.query("SELECT level, rate FROM level_rates WHERE table_name = 'INVESTMENT' ORDER BY level");
    const rates = Array.from({ length: 20 }, (_, i) => Number(rateRows.find((r) => Number(r.level) === i + 1)?.rate ?? 0));
    const [[compound]] = await db.query("SELECT value FROM settings WHERE `key` = 'compoundPercent'");
    const compoundRate = Math.round(Number(compound?.value ?? 0) * 10000);
    const times = {};
    times.roi = await step(db, STEPS[0], day, async () => {
      await stage(
        db,
        `SELECT i.member_id, ${trimmed('SUM(i.amount * i.roi_rate DIV ' + MICRO + ')')} AS amount
         FROM investments i JOIN member_cap m ON m.member_id = i.member_id
         WHERE (i.status IN ('RUNNING', 'EXPIRED') OR i.stopped_day > ?) AND i.start_day <= ? AND i.end_day > ?
         GROUP BY i.member_id, m.cap_total, m.earned`,
        [day, day, day],
        'ROI',
      );
      await db.query('DROP TEMPORARY TABLE IF EXISTS roi_today');
      await db.query('CREATE TEMPORARY TABLE roi_today (member_id INT PRIMARY KEY, amount BIGINT NOT NULL) SELECT member_id, amount FROM c');
    });
    times.level = await step(db, STEPS[1], day, async () => {
      await levelLines(db, rates);
      await stage(db, `SELECT l.member_id, ${trimmed('SUM(l.share)')} AS amount FROM level_lines l JOIN member_cap m ON m.member_id = l.member_id GROUP BY l.member_id, m.cap_total, m.earned`, [], 'INCOME');
    });
    times.compound = await step(db, STEPS[2], day, async () => {
      // The credited wallet is the one read: staged straight from it.
      await newStage(db);
      await db.query(
        `INSERT INTO c SELECT a.owner_id, a.id, ${trimmed(`a.balance * ${compoundRate} DIV ${MICRO}`)} AS amount
         FROM accounts a JOIN member_cap m ON m.member_id = a.owner_id WHERE a.type = 'COMPOUND' AND a.balance > 0 HAVING amount > 0`,
      );
    });
    return times;
  } finally {
    await db.end();
  }
}

/**
 * What the day left in each database, as checksums per kind: member entries (member, wallet, kind,
 * amount, balance after), `income_daily` lines and the lifetime totals of the three kinds. Equal
 * checksums: the same rows.
 */
async function dayFigures(url, day) {
  const db = await mysql.createConnection(url);
  try {
    const kinds = STEPS.map((s) => `'${s.kind}'`).join(', ');
    const [entries] = await db.query(
      `SELECT e.kind, COUNT(*) AS n, CAST(SUM(e.amount) AS CHAR) AS total, CAST(SUM(CRC32(CONCAT_WS(':', e.member_id, e.wallet, e.amount, e.balance_after))) AS CHAR) AS sum
       FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE t.income_day = ? AND e.member_id IS NOT NULL AND e.kind IN (${kinds}) GROUP BY e.kind ORDER BY e.kind`,
      [day],
    );
    const [daily] = await db.query(`SELECT kind, COUNT(*) AS n, CAST(SUM(CRC32(CONCAT_WS(':', member_id, amount, entries))) AS CHAR) AS sum FROM income_daily WHERE day = ? AND kind IN (${kinds}) GROUP BY kind ORDER BY kind`, [day]);
    const [totals] = await db.query(`SELECT CAST(SUM(CRC32(CONCAT_WS(':', member_id, ${STEPS.map((s) => s.totals).join(', ')}))) AS CHAR) AS sum FROM member_totals`);
    return { entries, daily, totals };
  } finally {
    await db.end();
  }
}

/** Throws unless Meridian's database and the baseline's hold the same rows for `day`. */
async function compareDays(meridianUrl, baselineUrl, day) {
  const [a, b] = [await dayFigures(meridianUrl, day), await dayFigures(baselineUrl, day)];
  const text = (x) => JSON.stringify(x);
  if (text(a) !== text(b)) throw new Error(`the baseline's rows differ from Meridian's:\n meridian ${text(a)}\n baseline ${text(b)}`);
  return a.entries.map((r) => `${Number(r.n).toLocaleString('en-US')} ${r.kind}`).join(', ');
}

module.exports = { runBaseline, compareDays };
