import { keysetPage } from '../../common/pagination';
import type { Database } from '../../database/data-source';
import { asText, concat, readDate } from '../../database/sql';
import { badInput } from '../../common/errors';
import { formatMoney, formatPercent, toBigInt } from '../../common/money';
import { decodeLines } from '../../jobs/level-rule';
import { explainIncomes, SourcedRow } from './income-explain';

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

/** The legacy per-kind transaction lists (`table_name`: direct, level, ROI, ... ledgers) read from the ledger entries. */
export class LedgerTablesService {
  constructor(private readonly db: Database) {}

  /**
   * Ledger entries of one `table_name`, newest first (all members, or one), optionally of one
   * sub-type `fit` (PAGES /user/transaction/{table_name}/{fit}): for level income a level number
   * (1-20): each day's level-income credit that had a share at that level, shown as that share
   * with its explanation; for ROI `invest`: the ROI credited by the member's trades (Trade
   * Transactions), with the pair and price; for other ledgers one of the ledger's entry kinds (e.g.
   * TRANSFER_IN). Income lines carry their base and rate where the database keeps them (income-explain.ts).
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
      createdAt: readDate(r.created_at),
    }));
    const explained = await explainIncomes(this.db, sourced, level);
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
}
