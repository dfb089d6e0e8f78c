import type { EntityManager } from 'typeorm';
import type { Database } from '../../database/data-source';
import { asText, bigParam, bigPlaceholder, dateParam, execute, upsertAdd } from '../../database/sql';
import { addSums, bucketOf, bucketSql, bucketStart, BucketSums, readSums, sameSums, sumsSelect, ZERO_SUMS } from './fingerprint';
import { formatMoney, toBigInt } from '../../common/money';

export interface ReconciliationReport {
  ok: boolean;
  accounts: number;
  transactions: number;
  entries: number;
  problems: string[];
}

/** What `recent()` checked: the entries after the checkpoint it started from, and where it stopped. */
export interface RecentReconciliationReport extends ReconciliationReport {
  /** The checkpoint's entry id the check started after. */
  fromEntryId: number;
  /** The entry id the checkpoint stands at now (unchanged when a problem was found). */
  checkpointEntryId: number;
}

/** Postings newer than this are checked but the checkpoint never passes them: an entry with a lower id may still be committing. */
export const CHECKPOINT_LAG_MS = 60_000;

/** Range sums of accounts per statement, and bucket rows per upsert. */
const STATEMENT_ROWS = 200;

/** One group of the pass over the new entries: a transaction's lines on one bucket, before or after the lag. */
interface EntryGroup {
  tx: number;
  bucket: number;
  late: number;
  balance: string;
  f1: string;
  f2: string;
  n: number;
  contras: number;
  account_count: number;
}

/** A run of consecutive touched buckets, read as one id range of accounts. */
interface BucketRange {
  first: number;
  last: number;
}

/**
 * Reconciliation of the ledger, apart from its writers (LedgerService), from one consistent view.
 * `run()` checks everything (audits, `npm run reconcile`, the admin's `reconcile` query, every money
 * test); `recent()` checks what was posted since the last checkpoint and costs what those postings
 * cost, not what the ledger holds (the metrics' drift gauge, `npm run reconcile -- --recent`).
 */
export class LedgerReconciliation {
  constructor(private readonly db: Database) {}

  /**
   * Checks the ledger's invariants: every balance equals the sum of its entries, every transaction
   * sums to zero with at least two entries, no member wallet is negative, all balances sum to zero.
   */
  async run(): Promise<ReconciliationReport> {
    return this.db.snapshot((em) => this.check(em));
  }

  /**
   * Checks the postings since the checkpoint:
   * - each bucket of accounts they touched (fingerprint.ts) holds its checkpoint sums plus theirs: the
   *   exact balance sum and the two weighted sums; a bucket that differs is searched account by account
   *   against the whole ledger, so the report names the wrong accounts;
   * - no member wallet in those buckets is negative;
   * - each new transaction sums to zero with at least two entries (a batch: one contra line, one line
   *   per account).
   * The new entries are read once (grouped by transaction and bucket: a few groups per transaction),
   * the touched buckets' accounts once by id range. When all holds, the checkpoint moves up to the
   * entries older than `lagMs`, and their sums are added to the buckets. Accounts in buckets no posting
   * touched are not read: the full `run()` covers those.
   */
  async recent(lagMs = CHECKPOINT_LAG_MS): Promise<RecentReconciliationReport> {
    return this.db.snapshot(async (em) => {
      const e = this.db.engine;
      const [cp] = await em.query('SELECT entry_id, transaction_id FROM ledger_checkpoint WHERE id = 1');
      const fromEntry = Number(cp?.entry_id ?? 0);
      const fromTx = Number(cp?.transaction_id ?? 0);
      const problems: string[] = [];
      // Where the checkpoint may move: the newest entry (and transaction) older than the lag, read
      // backwards from the newest one (a few rows, not the day's entries).
      const cutoff = dateParam(e, new Date(Date.now() - lagMs));
      const [top] = await em.query('SELECT id FROM ledger_entries WHERE id > ? AND created_at <= ? ORDER BY id DESC LIMIT 1', [fromEntry, cutoff]);
      const [topTx] = await em.query('SELECT id FROM ledger_transactions WHERE id > ? AND created_at <= ? ORDER BY id DESC LIMIT 1', [fromTx, cutoff]);
      const toEntry = top?.id == null ? fromEntry : Number(top.id);
      const toTx = topTx?.id == null ? fromTx : Number(topTx.id);

      // The one pass over the new entries, grouped by transaction and bucket, and split at the lag.
      const groups: EntryGroup[] = await em.query(
        `SELECT transaction_id AS tx, ${bucketSql('account_id')} AS bucket, CASE WHEN id <= ? THEN 0 ELSE 1 END AS late, ${sumsSelect(e, 'account_id', 'amount')},
                COUNT(*) AS n, SUM(CASE WHEN member_id IS NULL THEN 1 ELSE 0 END) AS contras, COUNT(DISTINCT account_id) AS account_count
         FROM ledger_entries WHERE id > ? GROUP BY tx, bucket, late`,
        [toEntry, fromEntry],
      );
      const byTx = new Map<number, { total: bigint; n: number; contras: number; account_count: number; split: boolean; late?: number }>();
      const added = new Map<number, { all: BucketSums; checked: BucketSums }>();
      for (const g of groups) {
        const sums = readSums(g);
        const b = added.get(Number(g.bucket)) ?? { all: ZERO_SUMS, checked: ZERO_SUMS };
        added.set(Number(g.bucket), { all: addSums(b.all, sums), checked: Number(g.late) ? b.checked : addSums(b.checked, sums) });
        const t = byTx.get(Number(g.tx));
        if (!t) byTx.set(Number(g.tx), { total: sums.balance, n: Number(g.n), contras: Number(g.contras), account_count: Number(g.account_count), split: false, late: Number(g.late) });
        else Object.assign(t, { total: t.total + sums.balance, n: t.n + Number(g.n), contras: t.contras + Number(g.contras), account_count: t.account_count + Number(g.account_count), split: t.split || t.late !== Number(g.late) });
      }

      // The touched buckets against their checkpoint plus the new entries, one id range of accounts at a time.
      const buckets = [...added.keys()].sort((x, y) => x - y);
      const checkpoint = await this.bucketCheckpoints(em, buckets);
      const ranges = bucketRanges(buckets);
      const held = await this.rangeSums(em, ranges);
      const expected = (b: number) => addSums(checkpoint.get(b) ?? ZERO_SUMS, added.get(b)?.all ?? ZERO_SUMS);
      let accounts = 0;
      const differing: BucketRange[] = [];
      for (const [i, range] of ranges.entries()) {
        accounts += held[i].accounts;
        let sums = ZERO_SUMS;
        for (let b = range.first; b <= range.last; b++) sums = addSums(sums, expected(b));
        if (!sameSums(held[i], sums)) differing.push(range);
        if (held[i].negative > 0) problems.push(...(await this.negativeWallets(em, range)));
      }
      if (differing.length) problems.push(...(await this.searchRanges(em, differing, expected)));

      // Each new transaction sums to zero with at least two entries; a batch has one contra line and one
      // line per account. A transaction with an entry at or before the entry checkpoint (or none after
      // it), or split by the lag, is counted from all its entries (one index lookup per such transaction;
      // normally there are none).
      const newTxs: Array<{ id: number; batch: number }> = await em.query(
        "SELECT id, CASE WHEN reference_type = 'BATCH' THEN 1 ELSE 0 END AS batch FROM ledger_transactions WHERE id > ? ORDER BY id",
        [fromTx],
      );
      const partial = new Set<number>(
        (await em.query(`SELECT t.id AS id FROM ledger_transactions t WHERE t.id > ? AND EXISTS (SELECT 1 FROM ledger_entries le WHERE le.transaction_id = t.id AND le.id <= ?)`, [fromTx, fromEntry])).map(
          (r: { id: number }) => Number(r.id),
        ),
      );
      for (const t of newTxs) if (!byTx.has(Number(t.id)) || byTx.get(Number(t.id))!.split) partial.add(Number(t.id));
      if (partial.size) {
        const whole: Array<{ id: number; total: string; n: number; contras: number; account_count: number }> = await em.query(
          `SELECT t.id AS id, ${asText(e, 'COALESCE(SUM(le.amount), 0)')} AS total, COUNT(le.id) AS n,
                  SUM(CASE WHEN le.member_id IS NULL THEN 1 ELSE 0 END) AS contras, COUNT(DISTINCT le.account_id) AS account_count
           FROM ledger_transactions t LEFT JOIN ledger_entries le ON le.transaction_id = t.id
           WHERE t.id IN (${[...partial].map(() => '?').join(', ')}) GROUP BY t.id`,
          [...partial],
        );
        for (const w of whole) byTx.set(Number(w.id), { total: toBigInt(w.total)!, n: Number(w.n), contras: Number(w.contras ?? 0), account_count: Number(w.account_count), split: false });
      }
      for (const t of newTxs) {
        const u = byTx.get(Number(t.id))!;
        if (u.total !== 0n || u.n < 2) problems.push(`transaction ${t.id}: ${u.n} entries summing to ${formatMoney(u.total)}`);
        else if (Number(t.batch) && (u.contras !== 1 || u.n !== u.account_count))
          problems.push(`batch transaction ${t.id}: ${u.contras} contra lines, ${u.n} lines on ${u.account_count} accounts`);
      }

      let checkpointEntryId = fromEntry;
      if (!problems.length) checkpointEntryId = await this.advance(em, fromEntry, toEntry, toTx, added);
      return {
        ok: problems.length === 0,
        accounts,
        transactions: newTxs.length,
        entries: groups.reduce((sum, g) => sum + Number(g.n), 0),
        problems,
        fromEntryId: fromEntry,
        checkpointEntryId,
      };
    });
  }

  /**
   * Starts the checkpoint again from the first entry (after a correction an audit approved, or to
   * re-verify every posting): the next `recent()` reads the whole ledger once and refills the buckets.
   * The checkpoint row is updated first, so a check advancing at the same time finds it moved and
   * adds nothing.
   */
  async resetCheckpoint(): Promise<void> {
    await this.db.transaction(async (em) => {
      await em.query('UPDATE ledger_checkpoint SET entry_id = 0, transaction_id = 0, checked_at = ? WHERE id = 1', [dateParam(this.db.engine, new Date())]);
      await em.query('DELETE FROM ledger_bucket_checkpoints');
    });
  }

  /** The checkpoint's sums of these buckets (a bucket without a row has none yet). */
  private async bucketCheckpoints(em: EntityManager, buckets: number[]): Promise<Map<number, BucketSums>> {
    const e = this.db.engine;
    const found = new Map<number, BucketSums>();
    for (let i = 0; i < buckets.length; i += STATEMENT_ROWS) {
      const part = buckets.slice(i, i + STATEMENT_ROWS);
      const rows: Array<{ bucket: number; balance: string; f1: string; f2: string }> = await em.query(
        `SELECT bucket, ${asText(e, 'balance')} AS balance, ${asText(e, 'f1')} AS f1, ${asText(e, 'f2')} AS f2 FROM ledger_bucket_checkpoints WHERE bucket IN (${part.map(() => '?').join(', ')})`,
        part,
      );
      for (const r of rows) found.set(Number(r.bucket), readSums(r));
    }
    return found;
  }

  /** What the accounts of each range hold now: the three sums, how many hold a balance, how many member wallets are negative. */
  private async rangeSums(em: EntityManager, ranges: BucketRange[]): Promise<Array<BucketSums & { accounts: number; negative: number }>> {
    const e = this.db.engine;
    const sums: Array<BucketSums & { accounts: number; negative: number }> = [];
    for (let i = 0; i < ranges.length; i += STATEMENT_ROWS) {
      const part = ranges.slice(i, i + STATEMENT_ROWS);
      // Accounts at zero add nothing: only those holding a balance are read in full.
      const one = `SELECT ? AS r, ${sumsSelect(e, 'id', 'balance')}, COUNT(*) AS accounts,
                   SUM(CASE WHEN owner_id IS NOT NULL AND balance < 0 THEN 1 ELSE 0 END) AS negative
                   FROM accounts WHERE id >= ? AND id < ? AND balance <> 0`;
      const rows: Array<{ r: number; balance: string; f1: string; f2: string; accounts: number; negative: number }> = await em.query(
        part.map(() => one).join(' UNION ALL '),
        part.flatMap((range, j) => [i + j, bucketStart(range.first), bucketStart(range.last + 1)]),
      );
      for (const row of rows) sums[Number(row.r)] = { ...readSums(row), accounts: Number(row.accounts), negative: Number(row.negative ?? 0) };
    }
    return sums;
  }

  /**
   * Ranges whose sums differ: the buckets in them that differ from `expected`, then, in one pass over
   * the ledger (only when something is wrong), their accounts whose balance is not the sum of all their
   * entries. A differing bucket where every account agrees with its entries had entries before the
   * checkpoint changed: the bucket is named.
   */
  private async searchRanges(em: EntityManager, ranges: BucketRange[], expected: (bucket: number) => BucketSums): Promise<string[]> {
    const e = this.db.engine;
    const differing: number[] = [];
    for (const range of ranges) {
      const held: Array<{ bucket: number; balance: string; f1: string; f2: string }> = await em.query(
        `SELECT ${bucketSql('id')} AS bucket, ${sumsSelect(e, 'id', 'balance')} FROM accounts WHERE id >= ? AND id < ? GROUP BY ${bucketSql('id')}`,
        [bucketStart(range.first), bucketStart(range.last + 1)],
      );
      const now = new Map(held.map((h) => [Number(h.bucket), readSums(h)]));
      for (let b = range.first; b <= range.last; b++) if (!sameSums(now.get(b) ?? ZERO_SUMS, expected(b))) differing.push(b);
    }
    if (!differing.length) return [];
    const spans = bucketRanges(differing);
    const within = (column: string) => spans.map(() => `(${column} >= ? AND ${column} < ?)`).join(' OR ');
    const bounds = spans.flatMap((r) => [bucketStart(r.first), bucketStart(r.last + 1)]);
    const wrong: Array<{ id: number; code: string; balance: string; total: string }> = await em.query(
      `SELECT a.id AS id, a.code AS code, ${asText(e, 'a.balance')} AS balance, ${asText(e, 'COALESCE(s.total, 0)')} AS total
       FROM accounts a LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM ledger_entries WHERE ${within('account_id')} GROUP BY account_id) s ON s.account_id = a.id
       WHERE (${within('a.id')}) AND a.balance <> COALESCE(s.total, 0) ORDER BY a.id`,
      [...bounds, ...bounds],
    );
    const problems = wrong.map((w) => `account ${w.code}: balance ${fmt(w.balance)} but its entries sum to ${fmt(w.total)}`);
    const named = new Set(wrong.map((w) => bucketOf(Number(w.id))));
    for (const b of differing) {
      if (!named.has(b)) problems.push(`accounts #${bucketStart(b)}-#${bucketStart(b + 1) - 1}: each equals its entries, but not the checkpoint plus the new entries (entries before the checkpoint were changed)`);
    }
    return problems;
  }

  private async negativeWallets(em: EntityManager, range: BucketRange): Promise<string[]> {
    const rows: Array<{ code: string; balance: string }> = await em.query(
      `SELECT code, ${asText(this.db.engine, 'balance')} AS balance FROM accounts WHERE id >= ? AND id < ? AND owner_id IS NOT NULL AND balance < 0 ORDER BY id`,
      [bucketStart(range.first), bucketStart(range.last + 1)],
    );
    return rows.map((n) => `member wallet ${n.code} is negative: ${fmt(n.balance)}`);
  }

  /**
   * Moves the checkpoint up to `toEntry` (and `toTx`), the last ones written before the lag. Replicas may
   * check at the same time: the checkpoint row (created by its migration) moves only from where this
   * check started (a conditional UPDATE, which waits for another replica's and then finds it moved),
   * and only the check that moved it adds the entries' sums to the buckets.
   */
  private async advance(em: EntityManager, fromEntry: number, toEntry: number, toTx: number, added: Map<number, { checked: BucketSums }>): Promise<number> {
    const e = this.db.engine;
    if (toEntry === fromEntry) return fromEntry;
    const moved = await execute(em, 'UPDATE ledger_checkpoint SET entry_id = ?, transaction_id = ?, checked_at = ? WHERE id = 1 AND entry_id = ?', [toEntry, toTx, dateParam(e, new Date()), fromEntry]);
    if (moved !== 1) return fromEntry; // another check moved it meanwhile
    const rows = [...added.entries()].filter(([, s]) => s.checked.balance !== 0n || s.checked.f1 !== 0n || s.checked.f2 !== 0n);
    const big = bigPlaceholder(e);
    for (let i = 0; i < rows.length; i += STATEMENT_ROWS) {
      const part = rows.slice(i, i + STATEMENT_ROWS);
      const values = part.map(() => `SELECT ? AS bucket, ${big} AS balance, ${big} AS f1, ${big} AS f2`).join(' UNION ALL ');
      await execute(
        em,
        upsertAdd(e, 'ledger_bucket_checkpoints', ['bucket', 'balance', 'f1', 'f2'], ['bucket'], ['balance', 'f1', 'f2'], values),
        part.flatMap(([bucket, s]) => [bucket, bigParam(e, s.checked.balance), bigParam(e, s.checked.f1), bigParam(e, s.checked.f2)]),
      );
    }
    return toEntry;
  }

  private async check(em: EntityManager): Promise<ReconciliationReport> {
    const e = this.db.engine;
    const problems: string[] = [];
    const mismatched: Array<{ code: string; balance: string; total: string }> = await em.query(
      `SELECT a.code AS code, ${asText(e, 'a.balance')} AS balance, ${asText(e, 'COALESCE(s.total, 0)')} AS total
       FROM accounts a LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM ledger_entries GROUP BY account_id) s
       ON s.account_id = a.id WHERE a.balance <> COALESCE(s.total, 0)`,
    );
    for (const m of mismatched) problems.push(`account ${m.code}: balance ${fmt(m.balance)} but entries sum to ${fmt(m.total)}`);
    const unbalanced: Array<{ id: number; total: string; n: number }> = await em.query(
      `SELECT t.id AS id, ${asText(e, 'COALESCE(SUM(le.amount), 0)')} AS total, COUNT(le.id) AS n
       FROM ledger_transactions t LEFT JOIN ledger_entries le ON le.transaction_id = t.id
       GROUP BY t.id HAVING COALESCE(SUM(le.amount), 0) <> 0 OR COUNT(le.id) < 2`,
    );
    for (const u of unbalanced) problems.push(`transaction ${u.id}: ${u.n} entries summing to ${fmt(u.total)}`);
    // Batch postings (daily engine): exactly one contra line and at most one line per account.
    const badBatches: Array<{ id: number; contras: number; line_count: number; account_count: number }> = await em.query(
      `SELECT t.id AS id, SUM(CASE WHEN le.member_id IS NULL THEN 1 ELSE 0 END) AS contras, COUNT(le.id) AS line_count, COUNT(DISTINCT le.account_id) AS account_count
       FROM ledger_transactions t JOIN ledger_entries le ON le.transaction_id = t.id
       WHERE t.reference_type = 'BATCH' GROUP BY t.id
       HAVING SUM(CASE WHEN le.member_id IS NULL THEN 1 ELSE 0 END) <> 1 OR COUNT(le.id) <> COUNT(DISTINCT le.account_id)`,
    );
    for (const b of badBatches) problems.push(`batch transaction ${b.id}: ${b.contras} contra lines, ${b.line_count} lines on ${b.account_count} accounts`);
    const negative: Array<{ code: string; balance: string }> = await em.query(
      `SELECT code, ${asText(e, 'balance')} AS balance FROM accounts WHERE owner_id IS NOT NULL AND balance < 0`,
    );
    for (const n of negative) problems.push(`member wallet ${n.code} is negative: ${fmt(n.balance)}`);
    const [totals] = await em.query(
      `SELECT ${asText(e, 'COALESCE(SUM(balance), 0)')} AS total, COUNT(*) AS n FROM accounts`,
    );
    if (toBigInt(totals.total) !== 0n) problems.push(`all balances sum to ${fmt(totals.total)}, not 0`);
    const [counts] = await em.query(
      `SELECT (SELECT COUNT(*) FROM ledger_transactions) AS t, (SELECT COUNT(*) FROM ledger_entries) AS e`,
    );
    return { ok: problems.length === 0, accounts: Number(totals.n), transactions: Number(counts.t), entries: Number(counts.e), problems };
  }
}

function fmt(v: string) {
  return formatMoney(toBigInt(v)!);
}

/** Consecutive buckets (sorted) joined into ranges: a day touching every bucket is one range. */
function bucketRanges(buckets: number[]): BucketRange[] {
  const ranges: BucketRange[] = [];
  for (const b of buckets) {
    const last = ranges[ranges.length - 1];
    if (last && last.last === b - 1) last.last = b;
    else ranges.push({ first: b, last: b });
  }
  return ranges;
}
