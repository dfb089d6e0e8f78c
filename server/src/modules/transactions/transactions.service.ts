import { decodeCursorKey, offsetWindow, PageWindow, windowOffset, windowPage } from '../../common/pagination';
import type { Database } from '../../database/data-source';
import { asText, concat, dateParam, readDate } from '../../database/sql';
import { AppError, badInput, notFound } from '../../common/errors';
import { toBigInt } from '../../common/money';
import { INCOME_KINDS } from '../income/kinds';
import type { DepositsService } from '../deposits/deposits.service';
import { parseDecision } from '../ledger/status';
import type { WithdrawalsService } from '../withdrawals/withdrawals.service';
import { TABLE_KINDS } from './ledger-tables.service';

export interface JournalRow {
  transactionId: string;
  memberId: number;
  email: string | null;
  amount: bigint;
  transactionType: string;
  source: string;
  status: string;
  tableName: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface JournalFilter {
  memberId?: number;
  transactionType?: string;
  source?: string;
  status?: string;
  search?: string;
  page: number;
  pageSize: number;
}

/** A journal row named by a cursor: `dep_`, `wd_` or `tx_` and its id, and the table it lives in. */
export interface JournalKey {
  transactionId: string;
  table: 'deposits' | 'withdrawals' | 'ledger_entries';
  id: number;
}

const JOURNAL_TABLES = { dep: 'deposits', wd: 'withdrawals', tx: 'ledger_entries' } as const;

/** The journal row inside a cursor (`pageInfo.endCursor` of `transactions`). */
export function decodeJournalCursor(cursor: string): JournalKey {
  const [transactionId, prefix, digits] = decodeCursorKey(cursor, /^(dep|wd|tx)_([1-9]\d{0,15})$/);
  return { transactionId, table: JOURNAL_TABLES[prefix as keyof typeof JOURNAL_TABLES], id: Number(digits) };
}

/**
 * The journal (the `transactions` lists): deposits, withdrawals and the members' ledger entries as
 * one list, its monthly summary, and the status change of a row through its business record.
 */
export class TransactionsService {
  constructor(
    private readonly db: Database,
    private readonly deposits: DepositsService,
    private readonly withdrawals: WithdrawalsService,
  ) {}

  /** The journal as one UNION; `withoutIncomes` leaves the income entries out (reports read them from `income_daily`). */
  private journalSql(withoutIncomes = false): string {
    const e = this.db.engine;
    const tableCase = `CASE ${Object.entries(TABLE_KINDS)
      .filter(([t]) => !['salary_transaction', 'deposit', 'withdrawal'].includes(t))
      .map(([t, kinds]) => `WHEN e.kind IN (${kinds.map((k) => `'${k}'`).join(',')}) THEN '${t}'`)
      .join(' ')} ELSE 'ledger' END`;
    return `
      SELECT ${concat(e, "'dep_'", 'd.id')} AS transaction_id, d.id AS ref_id, d.user_id AS user_id, d.amount AS amount,
             'credit' AS transaction_type, 'deposit' AS source, d.status AS status, 'deposit' AS table_name,
             d.created_at AS created_at, COALESCE(d.processed_at, d.created_at) AS updated_at
      FROM deposits d WHERE d.hidden = 0
      UNION ALL
      SELECT ${concat(e, "'wd_'", 'w.id')}, w.id, w.user_id, w.gross, 'debit', ${concat(e, "'withdrawal_'", 'LOWER(w.kind)')}, w.status, 'withdrawal',
             w.created_at, COALESCE(w.processed_at, w.created_at)
      FROM withdrawals w
      UNION ALL
      SELECT ${concat(e, "'tx_'", 'e.id')}, e.id, e.member_id, ABS(e.amount),
             CASE WHEN e.kind IN ('WALLET_MOVE', 'COMPOUND_IN') THEN 'move' WHEN e.amount > 0 THEN 'credit' ELSE 'debit' END,
             CASE WHEN e.kind = 'WALLET_MOVE' THEN ${concat(e, 'LOWER(e.wallet)', "'_to_active'")}
                  WHEN e.kind = 'COMPOUND_IN' THEN 'active_to_compound' ELSE LOWER(e.kind) END,
             'complete', ${tableCase}, e.created_at, e.created_at
      FROM ledger_entries e
      WHERE e.member_id IS NOT NULL
        AND e.kind NOT IN ('DEPOSIT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RETURN', 'COMPOUND_WITHDRAWAL')
        AND NOT (e.kind = 'WALLET_MOVE' AND e.wallet = 'ACTIVE')
        AND NOT (e.kind = 'COMPOUND_IN' AND e.wallet = 'COMPOUND')${withoutIncomes ? `
        AND e.kind NOT IN (${INCOME_KINDS.map((k) => `'${k}'`).join(', ')})` : ''}`;
  }

  private journalWhere(f: Omit<JournalFilter, 'page' | 'pageSize'>): { sql: string; params: unknown[] } {
    const clauses: string[] = [];
    const params: unknown[] = [];
    if (f.memberId) {
      clauses.push('j.user_id = ?');
      params.push(f.memberId);
    }
    if (f.transactionType) {
      clauses.push('j.transaction_type = ?');
      params.push(f.transactionType.toLowerCase());
    }
    if (f.source) {
      clauses.push('j.source = ?');
      params.push(f.source.toLowerCase().replace(/[\s-]+/g, '_'));
    }
    if (f.status) {
      clauses.push('j.status = ?');
      params.push(f.status.toLowerCase());
    }
    if (f.search?.trim()) {
      // An explicit escape character: SQLite has no default one (MySQL's is the backslash).
      const like = `%${f.search.trim().toLowerCase().replace(/[!%_]/g, (c) => '!' + c)}%`;
      clauses.push("(LOWER(u.email) LIKE ? ESCAPE '!' OR LOWER(u.username) LIKE ? ESCAPE '!' OR j.transaction_id LIKE ? ESCAPE '!')");
      params.push(like, like, like);
    }
    return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
  }

  /**
   * The journal, newest first (`created_at`, then the row's id, then its journal id: a total order).
   * `window` (cursor paging) reads the rows after the cursor's row by that key, never with OFFSET:
   * the cursor names a journal row (`tx_12`), whose `created_at` is read from its own table.
   */
  async journal(f: JournalFilter & { window?: PageWindow<JournalKey> }) {
    const window: PageWindow<JournalKey> = f.window ?? offsetWindow<JournalKey>(f.page, f.pageSize);
    const w = this.journalWhere(f);
    const from = `FROM (${this.journalSql()}) j LEFT JOIN users u ON u.id = j.user_id ${w.sql}`;
    const keyset: string[] = [];
    const keysetParams: unknown[] = [];
    if (window.after) {
      const { table, id, transactionId } = window.after;
      const at = `(SELECT created_at FROM ${table} WHERE id = ?)`;
      keyset.push(`(j.created_at < ${at} OR (j.created_at = ${at} AND (j.ref_id < ? OR (j.ref_id = ? AND j.transaction_id < ?))))`);
      keysetParams.push(id, id, id, id, transactionId);
    }
    const where = keyset.length ? `${w.sql ? ' AND' : ' WHERE'} ${keyset.join(' AND ')}` : '';
    const rows = await this.db.manager.query(
      `SELECT j.transaction_id, j.user_id, u.email, ${asText(this.db.engine, 'j.amount')} AS amount, j.transaction_type, j.source, j.status,
              j.table_name, j.created_at, j.updated_at
       ${from}${where} ORDER BY j.created_at DESC, j.ref_id DESC, j.transaction_id DESC LIMIT ?${window.page === null ? '' : ' OFFSET ?'}`,
      [...w.params, ...keysetParams, window.size + 1, ...(window.page === null ? [] : [windowOffset(window)])],
    );
    const [count] = window.count ? await this.db.manager.query(`SELECT COUNT(*) AS n ${from}`, w.params) : [{ n: 0 }];
    const items: JournalRow[] = rows.map((r: any) => ({
      transactionId: r.transaction_id,
      memberId: Number(r.user_id),
      email: r.email ?? null,
      amount: toBigInt(r.amount)!,
      transactionType: r.transaction_type,
      source: r.source,
      status: r.status,
      tableName: r.table_name,
      createdAt: readDate(r.created_at),
      updatedAt: readDate(r.updated_at),
    }));
    return windowPage(items, window, (r) => r.transactionId, Number(count.n));
  }

  /**
   * Monthly summary by type and source (admin: everyone; member: own). Incomes come from the run's
   * summary `income_daily` (by platform day: one row per member, kind and day), never from a scan of
   * the month's income entries; the rest of the journal (deposits, withdrawals, transfers, top-ups,
   * moves, admin postings) from the records of the month.
   */
  async summary(monthInput: unknown, memberId?: number) {
    const month = monthInput === undefined || monthInput === null || monthInput === '' ? new Date().toISOString().slice(0, 7) : String(monthInput);
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw badInput('Month must be YYYY-MM', { month: 'YYYY-MM' });
    const start = new Date(`${month}-01T00:00:00Z`);
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    const e = this.db.engine;
    const member = memberId ? 'AND j.user_id = ?' : '';
    const others: any[] = await this.db.manager.query(
      `SELECT j.transaction_type, j.source, COUNT(*) AS n, ${asText(e, 'SUM(j.amount)')} AS total
       FROM (${this.journalSql(true)}) j WHERE j.created_at >= ? AND j.created_at < ? ${member}
       GROUP BY j.transaction_type, j.source`,
      [dateParam(e, start), dateParam(e, end), ...(memberId ? [memberId] : [])],
    );
    const incomes: any[] = await this.db.manager.query(
      `SELECT 'credit' AS transaction_type, LOWER(d.kind) AS source, SUM(d.entries) AS n, ${asText(e, 'SUM(d.amount)')} AS total
       FROM income_daily d WHERE d.day >= ? AND d.day < ? ${memberId ? 'AND d.member_id = ?' : ''}
       GROUP BY d.kind HAVING SUM(d.entries) > 0`,
      [`${month}-01`, end.toISOString().slice(0, 10), ...(memberId ? [memberId] : [])],
    );
    const rows = [...others, ...incomes]
      .map((r): { transactionType: string; source: string; count: number; total: bigint } => ({ transactionType: r.transaction_type, source: r.source, count: Number(r.n), total: toBigInt(r.total)! }))
      .sort((a, b) => (a.transactionType === b.transactionType ? (a.source < b.source ? -1 : a.source > b.source ? 1 : 0) : a.transactionType < b.transactionType ? -1 : 1));
    return { month, rows };
  }

  /** The journal id (`tx_<entry id>`) of a member's line in a posting: journal rows are ledger entries, not postings. */
  async journalIdOf(ledgerTransactionId: number, memberId: number): Promise<string> {
    const [row] = await this.db.manager.query('SELECT id FROM ledger_entries WHERE transaction_id = ? AND member_id = ? ORDER BY id LIMIT 1', [ledgerTransactionId, memberId]);
    if (!row) throw notFound('Transaction not found');
    return `tx_${Number(row.id)}`;
  }

  /** Status change through the deposit/withdrawal state machines; ledger rows are final. */
  async updateStatus(adminId: number, journalId: unknown, status: unknown) {
    const id = String(journalId ?? '');
    const m = id.match(/^(dep|wd|tx)_(\d+)$/);
    if (!m) throw badInput('Invalid transaction id', { id: 'dep_<n>, wd_<n> or tx_<n>' });
    const decision = parseDecision(status);
    const n = Number(m[2]);
    if (m[1] === 'dep') await this.deposits.decide(adminId, n, decision);
    else if (m[1] === 'wd') await this.withdrawals.decide(adminId, n, decision);
    else {
      const [row] = await this.db.manager.query('SELECT id FROM ledger_entries WHERE id = ?', [n]);
      if (!row) throw notFound('Transaction not found');
      throw new AppError('CONFLICT', 'Ledger transactions are final');
    }
    return { transactionId: id, status: decision };
  }
}
