import type { EntityManager } from 'typeorm';
import type { Database } from '../../database/data-source';
import { asText } from '../../database/sql';
import { formatMoney, toBigInt } from '../../common/money';

export interface ReconciliationReport {
  ok: boolean;
  accounts: number;
  transactions: number;
  entries: number;
  problems: string[];
}

/**
 * Reconciliation of the ledger, apart from its writers (LedgerService): reads only, from one
 * consistent view. Used by `npm run reconcile`, the admin's `reconcile` query, the metrics' drift
 * gauge, the benchmarks and every money test (`expectReconciled`).
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
