import { decodeCursorKey, keysetPage, offsetWindow, PageWindow, windowOffset, windowPage } from '../../common/pagination';
import type { Database, Engine } from '../../database/data-source';
import { asText, concat, dateParam, dayOf, yearMonth } from '../../database/sql';
import { AppError, badInput, notFound } from '../../common/errors';
import { formatMoney, formatPercent, toBigInt } from '../../common/money';
import { decodeLines } from '../../jobs/level-rule';
import { levelRates } from '../../rules/levels';
import { INCOME_KINDS } from '../income/kinds';
import type { DepositsService } from '../deposits/deposits.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { WalletType } from '../ledger/ledger.entities';
import { parseDecision } from '../ledger/status';
import { explainDailyRoi, explainLevel, explainRated, Explained, RoiSource, runningOn, UNEXPLAINED } from './ledger-explain';
import type { WithdrawalsService } from '../withdrawals/withdrawals.service';

/** `table_name` values (REST-CONTRACT §1.7) and the ledger entry kinds behind each. */
export const TABLE_KINDS: Record<string, string[]> = {
  direct_transaction: ['DIRECT_INCOME'],
  invest_level_transaction: ['LEVEL_INCOME', 'ACTIVATION_LEVEL_INCOME'],
  roi_transaction: ['ROI'],
  reward_transaction: ['REWARD'],
  salary_transactions: ['SALARY'],
  salary_transaction: ['SALARY'],
  cto_transaction: ['CTO'],
  leadership_transaction: ['LEADERSHIP'],
  compound_transaction: ['COMPOUND_IN', 'COMPOUND_ROI', 'COMPOUND_WITHDRAWAL'],
  transfer_transaction: ['TRANSFER_OUT', 'TRANSFER_IN', 'WALLET_MOVE'],
  deposit: ['DEPOSIT'],
  withdrawal: ['WITHDRAWAL_HOLD', 'WITHDRAWAL_PAYOUT', 'WITHDRAWAL_RETURN', 'COMPOUND_WITHDRAWAL'],
};

export function kindsOf(tableName: unknown): string[] {
  const t = typeof tableName === 'string' ? tableName.trim() : '';
  // Own keys only: '__proto__' or 'constructor' must not reach the SQL builder (500).
  const kinds = Object.prototype.hasOwnProperty.call(TABLE_KINDS, t) ? TABLE_KINDS[t] : undefined;
  if (!kinds) throw badInput('Unknown table_name', { table_name: Object.keys(TABLE_KINDS).join(', ') });
  return kinds;
}

export interface LedgerRow {
  id: number;
  memberId: number;
  email: string;
  username: string;
  counterpartyId: number | null;
  counterpartyEmail: string | null;
  /** The counterparty's name and code (issue 20 item 7); null without one. */
  counterpartyName: string | null;
  counterpartyCode: string | null;
  kind: string;
  wallet: string;
  amount: bigint;
  balanceAfter: bigint;
  description: string;
  createdAt: Date;
  /** The base the income was computed on ("On Amount"), where kept; else null. */
  onAmount: bigint | null;
  /** The rate applied, percent x 10^4, where kept; else null. */
  percent: bigint | null;
  /** Trade ROI: the pair traded and its price (exact decimal text). */
  pair: string | null;
  price: string | null;
  /** Salary: the entitlement paid, the month's due day (YYYY-MM-DD) and the payment's notes. */
  salaryId: number | null;
  transactionDate: string | null;
  notes: string | null;
}

/** A page row with what explain() needs to find the records behind it. */
interface SourcedRow {
  id: number;
  memberId: number;
  kind: string;
  amount: bigint;
  referenceType: string | null;
  referenceId: number | null;
  incomeDay: string | null;
  key: string;
  createdAt: Date;
}

type RowExplanation = Explained & { pair?: string | null; price?: string | null; salaryId?: number | null; transactionDate?: string | null; notes?: string | null };

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

function toDate(v: unknown): Date {
  if (v instanceof Date) return v;
  const s = String(v);
  return new Date(/Z|[+-]\d\d:?\d\d$/.test(s) ? s : s.replace(' ', 'T') + 'Z');
}

/** The member's and the admin's views over the ledger and the pending business records. */
export class TransactionsService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly deposits: DepositsService,
    private readonly withdrawals: WithdrawalsService,
  ) {}

  /**
   * Ledger entries of one `table_name`, newest first (all members, or one), optionally of one
   * sub-type `fit` (PAGES /user/transaction/{table_name}/{fit}): for level income a level number
   * (1-20): each day's level-income credit that had a share at that level, shown as that share
   * with its explanation; for ROI `invest`: the ROI credited by the member's trades (Trade
   * Transactions), with the pair and price; for other ledgers one of the ledger's entry kinds (e.g.
   * TRANSFER_IN). Income lines carry their base and rate where the database keeps them (explain()).
   */
  async ledgerRows(tableName: unknown, opts: { memberId?: number; page: number; pageSize: number; before?: number; fit?: string }): Promise<{ items: LedgerRow[]; total: number; totalAmount: bigint | null; nextCursor: number | null }> {
    let kinds = kindsOf(tableName);
    const e = this.db.engine;
    const fit = opts.fit?.trim() || undefined;
    const level = fit && tableName === 'invest_level_transaction' ? Number(fit) : undefined;
    // Trade ROI: a trade posts its ROI per investment (reference `investment`), the daily run in batches.
    const trades = !!fit && tableName === 'roi_transaction' && fit.toLowerCase() === 'invest';
    if (fit && level === undefined && !trades) {
      const kind = fit.toUpperCase();
      if (!kinds.includes(kind)) throw badInput(`Unknown sub-type for ${String(tableName)}: use one of ${[...kinds, ...(tableName === 'roi_transaction' ? ['invest'] : [])].join(', ')}`, { fit: kinds.join(', ') });
      kinds = [kind];
    }
    if (level !== undefined && !(Number.isInteger(level) && level >= 1 && level <= 20)) throw badInput('The level must be a number from 1 to 20', { fit: '1 to 20' });
    // Level N: the day's credit joined to its explanation, kept when one of its lines is at level N.
    const byLevel = level !== undefined;
    if (byLevel) kinds = ['LEVEL_INCOME'];
    const joinTx = 'JOIN ledger_transactions t ON t.id = e.transaction_id';
    const filterJoins = byLevel
      ? ` ${joinTx} JOIN level_income_breakdown b ON b.member_id = e.member_id AND b.day = t.income_day`
      : trades
        ? ` ${joinTx} JOIN trades tr ON tr.member_id = e.member_id AND tr.day = t.income_day`
        : '';
    const from = `ledger_entries e${filterJoins}`;
    const where = `e.member_id IS NOT NULL AND e.kind IN (${kinds.map(() => '?').join(',')})${opts.memberId ? ' AND e.member_id = ?' : ''}${byLevel ? ` AND ${concat(e, "';'", 'b.detail')} LIKE ?` : ''}${trades ? " AND t.reference_type = 'investment'" : ''}`;
    const params: unknown[] = [...kinds, ...(opts.memberId ? [opts.memberId] : []), ...(byLevel ? [`%;${level}:%`] : [])];
    // By key after the first page (`before`), by OFFSET only for a jump to a page number.
    const rows = await this.db.manager.query(
      `SELECT e.id, e.member_id, u.email, u.username, e.counterparty_id, c.email AS counterparty_email, c.fullname AS counterparty_name, c.username AS counterparty_code, e.kind, e.wallet,
              ${asText(e, 'e.amount')} AS amount, ${asText(e, 'e.balance_after')} AS balance_after, e.description, e.created_at,
              t.reference_type, t.reference_id, t.income_day, t.idempotency_key${byLevel ? ', b.detail' : ''}${trades ? ', tr.pair, tr.price' : ''}
       FROM ${from}${filterJoins ? '' : ` ${joinTx}`} JOIN users u ON u.id = e.member_id LEFT JOIN users c ON c.id = e.counterparty_id
       WHERE ${where}${opts.before ? ' AND e.id < ?' : ''} ORDER BY e.id DESC LIMIT ?${opts.before ? '' : ' OFFSET ?'}`,
      [...params, ...(opts.before ? [opts.before, opts.pageSize + 1] : [opts.pageSize + 1, (opts.page - 1) * opts.pageSize])],
    );
    const [count] = await this.db.manager.query(`SELECT COUNT(*) AS n, ${asText(e, 'COALESCE(SUM(e.amount), 0)')} AS total FROM ${from} WHERE ${where}`, params);
    const page = keysetPage(rows.map((r: any) => ({ ...r, id: Number(r.id) })), opts.pageSize);
    const sourced: SourcedRow[] = page.items.map((r: any) => ({
      id: Number(r.id),
      memberId: Number(r.member_id),
      kind: r.kind,
      amount: toBigInt(r.amount)!,
      referenceType: r.reference_type ?? null,
      referenceId: r.reference_id === null || r.reference_id === undefined ? null : Number(r.reference_id),
      incomeDay: r.income_day ?? null,
      key: r.idempotency_key,
      createdAt: toDate(r.created_at),
    }));
    const explained = await this.explain(sourced, level);
    return {
      total: Number(count.n),
      // A level's rows show that level's share, not the day's credit: no sum of credits for them.
      totalAmount: byLevel ? null : toBigInt(count.total)!,
      nextCursor: page.nextCursor,
      items: page.items.map((r: any, i: number) => {
        const line = byLevel ? decodeLines(r.detail).find((l) => l.level === level) : undefined;
        const s = sourced[i];
        const x = explained.get(s.id);
        return {
          id: s.id,
          memberId: s.memberId,
          email: r.email,
          username: r.username,
          counterpartyId: r.counterparty_id === null ? null : Number(r.counterparty_id),
          counterpartyEmail: r.counterparty_email ?? null,
          counterpartyName: r.counterparty_name ?? null,
          counterpartyCode: r.counterparty_code ?? null,
          kind: r.kind,
          wallet: r.wallet,
          // Level N: that level's share (before the day's cap trim), explained.
          amount: line ? line.share : s.amount,
          balanceAfter: toBigInt(r.balance_after)!,
          description: line
            ? `From ${line.sources} ${line.sources === 1 ? 'member' : 'members'} at level ${line.level}: ${formatPercent(line.rate)} % of $${formatMoney(line.base)}`
            : r.description,
          createdAt: s.createdAt,
          onAmount: x?.onAmount ?? null,
          percent: x?.percent ?? null,
          pair: x?.pair ?? (trades ? r.pair : null),
          price: x?.price ?? (trades ? r.price : null),
          salaryId: x?.salaryId ?? null,
          transactionDate: x?.transactionDate ?? null,
          notes: x?.notes ?? null,
        };
      }),
    };
  }

  /**
   * The base and rate of each income line on a page, from the records behind it (a few lookups per
   * page, never per row): direct income — the top-up and its plan's sponsor %; ROI of a trade —
   * the investment and its daily %, and the trade's pair and price; ROI of the daily run — the
   * investments running that day; level income — the day's breakdown; activation level income —
   * the activation price and the activation level table; leadership — its own record; salary —
   * the payment and its entitlement. Rewards and CTO keep no base: left null.
   */
  private async explain(rows: SourcedRow[], level?: number): Promise<Map<number, RowExplanation>> {
    const out = new Map<number, RowExplanation>();
    if (!rows.length) return out;
    const q = this.db.manager;
    const e = this.db.engine;
    const marks = (n: number) => Array(n).fill('?').join(',');
    const uniq = <T>(xs: T[]) => [...new Set(xs)];
    const byInvestment = rows.filter((r) => r.referenceType === 'investment' && r.referenceId !== null && ['DIRECT_INCOME', 'ROI', 'LEADERSHIP'].includes(r.kind));
    const dayOfRow = (r: SourcedRow) => r.incomeDay ?? r.createdAt.toISOString().slice(0, 10);

    // Investments named by the postings (direct, trade ROI, leadership) with their plan's sponsor %.
    const invIds = uniq(byInvestment.map((r) => r.referenceId!));
    const investments = new Map<number, { amount: bigint; roiRate: bigint; sponsorRate: bigint | null }>();
    if (invIds.length) {
      const found = await q.query(
        `SELECT i.id, ${asText(e, 'i.amount')} AS amount, ${asText(e, 'i.roi_rate')} AS roi_rate, ${asText(e, 'p.sponsor_rate')} AS sponsor_rate
         FROM investments i LEFT JOIN plans p ON p.id = i.plan_id WHERE i.id IN (${marks(invIds.length)})`,
        invIds,
      );
      for (const f of found) investments.set(Number(f.id), { amount: toBigInt(f.amount)!, roiRate: toBigInt(f.roi_rate)!, sponsorRate: toBigInt(f.sponsor_rate) });
    }
    // Leadership keeps its own base and differential percent.
    const leadership = new Map<string, Explained>();
    const lead = byInvestment.filter((r) => r.kind === 'LEADERSHIP');
    if (lead.length) {
      const found = await q.query(
        `SELECT leader_id, investment_id, ${asText(e, 'on_amount')} AS on_amount, ${asText(e, 'percent')} AS percent FROM leadership_incomes
         WHERE leader_id IN (${marks(uniq(lead.map((r) => r.memberId)).length)}) AND investment_id IN (${marks(uniq(lead.map((r) => r.referenceId!)).length)})`,
        [...uniq(lead.map((r) => r.memberId)), ...uniq(lead.map((r) => r.referenceId!))],
      );
      for (const f of found) leadership.set(`${Number(f.leader_id)}:${Number(f.investment_id)}`, { onAmount: toBigInt(f.on_amount), percent: toBigInt(f.percent) });
    }
    // Trades of the days of trade ROI lines: pair and price.
    const tradeRoi = byInvestment.filter((r) => r.kind === 'ROI');
    const tradesOf = new Map<string, { pair: string; price: string }>();
    if (tradeRoi.length) {
      const members = uniq(tradeRoi.map((r) => r.memberId));
      const days = uniq(tradeRoi.map(dayOfRow));
      const found = await q.query(`SELECT member_id, day, pair, price FROM trades WHERE member_id IN (${marks(members.length)}) AND day IN (${marks(days.length)})`, [...members, ...days]);
      for (const f of found) tradesOf.set(`${Number(f.member_id)}:${f.day}`, { pair: f.pair, price: f.price });
    }
    // Daily-run ROI: the investments that could have been running on each line's day.
    const runRoi = rows.filter((r) => r.kind === 'ROI' && r.referenceType !== 'investment');
    const runningOf = new Map<number, Array<RoiSource & { startDay: string; endDay: string }>>();
    if (runRoi.length) {
      const members = uniq(runRoi.map((r) => r.memberId));
      const days = runRoi.map(dayOfRow).sort();
      const found = await q.query(
        `SELECT member_id, ${asText(e, 'amount')} AS amount, ${asText(e, 'roi_rate')} AS roi_rate, status, start_day, end_day, stopped_day FROM investments
         WHERE member_id IN (${marks(members.length)}) AND start_day <= ? AND end_day > ?`,
        [...members, days[days.length - 1], days[0]],
      );
      for (const f of found) {
        const list = runningOf.get(Number(f.member_id)) ?? [];
        list.push({ amount: toBigInt(f.amount)!, roiRate: toBigInt(f.roi_rate)!, status: f.status, startDay: f.start_day, endDay: f.end_day, stoppedDay: f.stopped_day ?? null });
        runningOf.set(Number(f.member_id), list);
      }
    }
    // Level income: the day's breakdown.
    const levelRows = rows.filter((r) => r.kind === 'LEVEL_INCOME');
    const breakdown = new Map<string, string>();
    if (levelRows.length) {
      const members = uniq(levelRows.map((r) => r.memberId));
      const days = uniq(levelRows.map(dayOfRow));
      const found = await q.query(`SELECT member_id, day, detail FROM level_income_breakdown WHERE member_id IN (${marks(members.length)}) AND day IN (${marks(days.length)})`, [...members, ...days]);
      for (const f of found) breakdown.set(`${Number(f.member_id)}:${f.day}`, f.detail);
    }
    // Activation level income: the price paid and the activation level table (key actlevel:<activation>:<level>).
    const actRows = rows.filter((r) => r.kind === 'ACTIVATION_LEVEL_INCOME' && r.referenceType === 'activation' && r.referenceId !== null);
    const activations = new Map<number, bigint>();
    const actRates = new Map<number, bigint>();
    if (actRows.length) {
      const ids = uniq(actRows.map((r) => r.referenceId!));
      for (const f of await q.query(`SELECT id, ${asText(e, 'amount')} AS amount FROM activations WHERE id IN (${marks(ids.length)})`, ids)) activations.set(Number(f.id), toBigInt(f.amount)!);
      (await levelRates(q, 'ACTIVATION')).forEach((rate, i) => actRates.set(i + 1, rate));
    }
    // Salary: the payment (same natural key as the posting) and its entitlement.
    const salaryRows = rows.filter((r) => r.kind === 'SALARY');
    const payments = new Map<string, { notes: string; transactionDate: string; entitlementId: number; salaryAmount: bigint }>();
    if (salaryRows.length) {
      const keys = uniq(salaryRows.map((r) => r.key));
      const found = await q.query(`SELECT natural_key, notes, transaction_date, entitlement_id, ${asText(e, 'salary_amount')} AS salary_amount FROM salary_payments WHERE natural_key IN (${marks(keys.length)})`, keys);
      for (const f of found) payments.set(f.natural_key, { notes: f.notes, transactionDate: f.transaction_date, entitlementId: Number(f.entitlement_id), salaryAmount: toBigInt(f.salary_amount)! });
    }

    for (const r of rows) {
      const day = dayOfRow(r);
      let x: RowExplanation | undefined;
      if (r.kind === 'DIRECT_INCOME' && r.referenceType === 'investment') {
        const inv = investments.get(r.referenceId!);
        if (inv) x = explainRated(r.amount, inv.amount, inv.sponsorRate);
      } else if (r.kind === 'ROI' && r.referenceType === 'investment') {
        const inv = investments.get(r.referenceId!);
        const trade = tradesOf.get(`${r.memberId}:${day}`);
        x = { ...(inv ? { onAmount: inv.amount, percent: inv.roiRate } : UNEXPLAINED), pair: trade?.pair ?? null, price: trade?.price ?? null };
      } else if (r.kind === 'ROI') {
        x = explainDailyRoi(r.amount, runningOn(runningOf.get(r.memberId) ?? [], day));
      } else if (r.kind === 'LEADERSHIP' && r.referenceType === 'investment') {
        x = leadership.get(`${r.memberId}:${r.referenceId}`);
      } else if (r.kind === 'LEVEL_INCOME') {
        const detail = breakdown.get(`${r.memberId}:${day}`);
        if (detail !== undefined) x = explainLevel(decodeLines(detail), level);
      } else if (r.kind === 'ACTIVATION_LEVEL_INCOME' && r.referenceType === 'activation') {
        const base = activations.get(r.referenceId!);
        const at = Number(/^actlevel:\d+:(\d+)$/.exec(r.key)?.[1]);
        if (base !== undefined) x = explainRated(r.amount, base, actRates.get(at) ?? null);
      } else if (r.kind === 'SALARY') {
        const p = payments.get(r.key);
        x = {
          ...UNEXPLAINED,
          salaryId: p?.entitlementId ?? (r.referenceType === 'salary_entitlement' ? r.referenceId : null),
          transactionDate: p?.transactionDate ?? r.incomeDay,
          notes: p?.notes ?? null,
        };
      }
      if (x) out.set(r.id, x);
    }
    return out;
  }

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
      createdAt: toDate(r.created_at),
      updatedAt: toDate(r.updated_at),
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

  /** Admin sets a wallet to a value shown in cents: an unchanged value posts nothing, a change posts the difference. */
  async setWalletBalance(adminId: number, memberId: number, wallet: WalletType, value: unknown): Promise<boolean> {
    return this.withdrawals.setWalletBalance(adminId, memberId, wallet, value, 'Admin edit');
  }

  /** Money figures and series for the admin dashboard. */
  async dashboard() {
    const e = this.db.engine;
    const since12 = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 11, 1));
    const since30 = new Date(Date.now() - 29 * 24 * 60 * 60 * 1000);
    since30.setUTCHours(0, 0, 0, 0);
    const [dep] = await this.db.manager.query(
      `SELECT ${asText(e, "COALESCE(SUM(CASE WHEN status = 'complete' THEN amount ELSE 0 END), 0)")} AS completed,
              SUM(CASE WHEN status = 'pending' THEN 1 ELSE 0 END) AS pending_count,
              ${asText(e, "COALESCE(SUM(CASE WHEN status = 'pending' THEN amount ELSE 0 END), 0)")} AS pending_amount
       FROM deposits`,
    );
    const [wd] = await this.db.manager.query(
      `SELECT ${asText(e, "COALESCE(SUM(CASE WHEN status = 'complete' THEN gross ELSE 0 END), 0)")} AS completed,
              SUM(CASE WHEN status = 'pending' THEN 1 ELSE 0 END) AS pending_count,
              ${asText(e, "COALESCE(SUM(CASE WHEN status = 'pending' THEN gross ELSE 0 END), 0)")} AS pending_amount
       FROM withdrawals`,
    );
    const fees = await this.ledger.systemBalance('FEES');
    const [income] = await this.db.manager.query(
      `SELECT ${asText(e, 'COALESCE(SUM(amount), 0)')} AS total FROM ledger_entries
       WHERE member_id IS NOT NULL AND kind IN ('ROI','DIRECT_INCOME','LEVEL_INCOME','ACTIVATION_LEVEL_INCOME','REWARD','SALARY','CTO','LEADERSHIP','COMPOUND_ROI')`,
    );
    const monthly = await this.db.manager.query(
      `SELECT m, kind, ${asText(e, 'SUM(amount)')} AS total FROM (
         SELECT ${yearMonth(e, 'processed_at')} AS m, 'deposits' AS kind, amount FROM deposits WHERE status = 'complete' AND processed_at >= ?
         UNION ALL
         SELECT ${yearMonth(e, 'processed_at')}, 'withdrawals', gross FROM withdrawals WHERE status = 'complete' AND processed_at >= ?
       ) x GROUP BY m, kind ORDER BY m`,
      [dateParam(e, since12), dateParam(e, since12)],
    );
    const signups = await this.db.manager.query(
      `SELECT ${dayOf(e, 'created_at')} AS d, COUNT(*) AS n FROM users WHERE role = 'user' AND created_at >= ? GROUP BY ${dayOf(e, 'created_at')} ORDER BY d`,
      [dateParam(e, since30)],
    );
    const months: string[] = [];
    for (let i = 0; i < 12; i++) months.push(new Date(Date.UTC(since12.getUTCFullYear(), since12.getUTCMonth() + i, 1)).toISOString().slice(0, 7));
    const days: string[] = [];
    for (let i = 0; i < 30; i++) days.push(new Date(since30.getTime() + i * 86400000).toISOString().slice(0, 10));
    const monthMap = new Map<string, { deposits: bigint; withdrawals: bigint }>(months.map((m) => [m, { deposits: 0n, withdrawals: 0n }]));
    for (const r of monthly) {
      const slot = monthMap.get(r.m);
      if (slot) slot[r.kind as 'deposits' | 'withdrawals'] = toBigInt(r.total)!;
    }
    const dayMap = new Map<string, number>(signups.map((r: any) => [r.d, Number(r.n)]));
    return {
      depositsCompleted: toBigInt(dep.completed)!,
      depositsPendingCount: Number(dep.pending_count ?? 0),
      depositsPendingAmount: toBigInt(dep.pending_amount)!,
      withdrawalsCompleted: toBigInt(wd.completed)!,
      withdrawalsPendingCount: Number(wd.pending_count ?? 0),
      withdrawalsPendingAmount: toBigInt(wd.pending_amount)!,
      fees,
      incomePaid: toBigInt(income.total)!,
      monthly: months.map((m) => ({ month: m, ...monthMap.get(m)! })),
      signupsPerDay: days.map((d) => ({ day: d, count: dayMap.get(d) ?? 0 })),
    };
  }
}
