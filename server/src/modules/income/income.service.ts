import type { EntityManager } from 'typeorm';
import type { Database } from '../../database/data-source';
import { asText, bigParam, bigPlaceholder, execute, greatest, insertOrAdd } from '../../database/sql';
import { toBigInt } from '../../common/money';
import type { EntryKind } from '../ledger/ledger.entities';
import { LedgerTransaction } from '../ledger/ledger.entities';
import type { LedgerService } from '../ledger/ledger.service';
import { addToMemberTotals } from '../ledger/member-totals';
import { trimToCap } from '../../rules/cap';

export type IncomeWallet = 'INCOME' | 'ROI' | 'COMPOUND';

export interface IncomeCredit {
  memberId: number;
  /** The ledger entry kind: ROI, LEVEL_INCOME, DIRECT_INCOME, ... */
  kind: EntryKind;
  wallet: IncomeWallet;
  amount: bigint;
  /** Natural idempotency key of the posting. */
  key: string;
  /** Platform day the income belongs to (YYYY-MM-DD). */
  day: string;
  memo?: string;
  counterpartyId?: number | null;
  referenceType?: string;
  referenceId?: number;
  createdBy?: number | null;
}

/**
 * Every income credit: trimmed to the member's cap, posted INCOME_EXPENSE -> member wallet, added
 * to `member_cap.earned` and `income_daily`, all inside the caller's transaction. The caller checks
 * the settings switch of the income kind and publishes walletChanged after commit when credited > 0.
 */
export class IncomeService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
  ) {}

  async credit(em: EntityManager, c: IncomeCredit): Promise<{ credited: bigint; replayed: boolean }> {
    if (await em.findOne(LedgerTransaction, { where: { idempotencyKey: c.key }, select: ['id'] })) return { credited: 0n, replayed: true };
    if (c.amount <= 0n) return { credited: 0n, replayed: false };
    const e = this.db.engine;
    // Lock the cap row first (a no-op update takes the row lock on MySQL; SQLite has one writer),
    // so the earned figure read next cannot change before this transaction commits.
    await execute(em, 'UPDATE member_cap SET earned = earned WHERE member_id = ?', [c.memberId]);
    const [row] = await em.query(`SELECT ${asText(e, 'cap_total')} AS cap_total, ${asText(e, 'earned')} AS earned FROM member_cap WHERE member_id = ?`, [c.memberId]);
    if (!row) return { credited: 0n, replayed: false };
    const credited = trimToCap(c.amount, toBigInt(row.cap_total)!, toBigInt(row.earned)!);
    if (credited === 0n) return { credited: 0n, replayed: false };

    const { replayed } = await this.ledger.post(em, {
      kind: c.kind,
      key: c.key,
      referenceType: c.referenceType,
      referenceId: c.referenceId,
      memo: c.memo,
      createdBy: c.createdBy ?? null,
      incomeDay: c.day,
      lines: [
        { account: { system: 'INCOME_EXPENSE' }, amount: -credited, kind: c.kind, counterpartyId: c.memberId },
        { account: { member: c.memberId, wallet: c.wallet }, amount: credited, kind: c.kind, counterpartyId: c.counterpartyId ?? null, description: c.memo },
      ],
    });
    if (replayed) return { credited: 0n, replayed: true };
    const plus = bigPlaceholder(e);
    await execute(em, `UPDATE member_cap SET earned = earned + ${plus} WHERE member_id = ?`, [bigParam(e, credited), c.memberId]);
    await em.query(insertOrAdd(e, 'income_daily', ['member_id', 'day', 'kind'], ['amount', 'entries']), [c.memberId, c.day, c.kind, bigParam(e, credited), 1]);
    await addToMemberTotals(em, e, c.memberId, c.kind, credited);
    return { credited, replayed: false };
  }

  /**
   * Takes back an income credited earlier (`c.amount`, what was credited; `c.day`, the day it was
   * earned): the member wallet is debited (refused when the wallet no longer holds it), and the
   * cap's earned figure and that day's `income_daily` line go down with it, so the summary keeps
   * equalling the ledger and the reversed amount may be earned again under the cap.
   */
  async reverse(em: EntityManager, c: Omit<IncomeCredit, 'referenceId'> & { referenceId: number }): Promise<void> {
    const e = this.db.engine;
    await execute(em, 'UPDATE member_cap SET earned = earned WHERE member_id = ?', [c.memberId]);
    const { replayed } = await this.ledger.post(em, {
      kind: `${c.kind}_REVERSAL`,
      key: c.key,
      referenceType: c.referenceType,
      referenceId: c.referenceId,
      memo: c.memo,
      createdBy: c.createdBy ?? null,
      incomeDay: c.day,
      lines: [
        { account: { member: c.memberId, wallet: c.wallet }, amount: -c.amount, kind: c.kind, counterpartyId: c.counterpartyId ?? null, description: c.memo },
        { account: { system: 'INCOME_EXPENSE' }, amount: c.amount, kind: c.kind, counterpartyId: c.memberId },
      ],
    });
    if (replayed) return;
    const minus = bigPlaceholder(e);
    await execute(em, `UPDATE member_cap SET earned = ${greatest(e, `earned - ${minus}`, '0')} WHERE member_id = ?`, [bigParam(e, c.amount), c.memberId]);
    await em.query(insertOrAdd(e, 'income_daily', ['member_id', 'day', 'kind'], ['amount', 'entries']), [c.memberId, c.day, c.kind, bigParam(e, -c.amount), 1]);
    await addToMemberTotals(em, e, c.memberId, c.kind, -c.amount);
  }
}
