import { asText } from '../../database/sql';
import { EntityManager, IsNull } from 'typeorm';
import type { Database } from '../../database/data-source';
import { conflict, notFound } from '../../common/errors';
import { toBigInt } from '../../common/money';
import type { AuditService } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { SettingsService } from '../settings/settings.service';
import { LeadershipIncome } from './ranks.entities';
import { IncomePort } from './ports';
import { leadershipShares } from './rules';
import { offsetWindow, PageWindow, readWindow } from '../../common/pagination';

/** The top-up event of CONTRACTS §3 (`TopupsService.onTopUp`). */
export interface TopUpEventLike {
  investmentId: number;
  memberId: number;
  payerId: number;
  amount: bigint;
  planId: number;
  day: string;
  kind: string;
}

/** Differential leadership override on top-ups in a leader's downline (BUSINESS-RULES §5). */
export class LeadershipService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly income: IncomePort,
  ) {}

  /**
   * Runs inside the top-up transaction: the uplines of the receiver, nearest first, with the
   * leadership % of their highest reached rank; each leader gets the differential (key
   * `leadership:<leader>:<investment>`). Returns the members credited.
   */
  async onTopUp(em: EntityManager, e: TopUpEventLike): Promise<number[]> {
    if (e.amount <= 0n) return [];
    const minRank = Number((await this.settings.all()).leadershipMinRank ?? '3');
    const e2 = this.db.engine;
    const rows: Array<{ leader_id: number; percent: string }> = await em.query(
      `SELECT c.ancestor_id AS leader_id, ${asText(e2, 'rp.leadership_percent')} AS percent
       FROM referral_closure c
       JOIN (SELECT member_id, MAX(rank_no) AS rank_no FROM member_ranks WHERE status IN ('REACHED', 'PAID') GROUP BY member_id) r ON r.member_id = c.ancestor_id
       JOIN reward_plans rp ON rp.rank_no = r.rank_no
       WHERE c.descendant_id = ? AND c.depth > 0 AND r.rank_no >= ?
       ORDER BY c.depth`,
      [e.memberId, minRank],
    );
    const shares = leadershipShares(
      e.amount,
      rows.map((r) => ({ memberId: Number(r.leader_id), percent: toBigInt(r.percent)! })),
    );
    const credited: number[] = [];
    for (const s of shares) {
      if (s.amount <= 0n) continue;
      const { credited: amount, replayed } = await this.income.credit(em, {
        memberId: s.memberId,
        kind: 'LEADERSHIP',
        wallet: 'INCOME',
        amount: s.amount,
        key: `leadership:${s.memberId}:${e.investmentId}`,
        day: e.day,
        memo: `Leadership income from member ${e.memberId}`,
        counterpartyId: e.memberId,
        referenceType: 'investment',
        referenceId: e.investmentId,
      });
      if (replayed) continue;
      await em
        .createQueryBuilder()
        .insert()
        .into(LeadershipIncome)
        .values({ leaderId: s.memberId, sourceMemberId: e.memberId, investmentId: e.investmentId, onAmount: e.amount, percent: s.percent, amount, day: e.day, createdAt: new Date() })
        .orIgnore()
        .execute();
      if (amount > 0n) credited.push(s.memberId);
    }
    return credited;
  }

  /**
   * Entries not reversed, newest first: page `page`, or by cursor (`window`: ids below the cursor's,
   * no OFFSET). `totalAmount` (a SUM over all of them) is read unless `withSum` is false.
   */
  async list(opts: { leaderId?: number; withSum?: boolean } & ({ page: number; pageSize: number } | { window: PageWindow })) {
    const qb = this.db.manager.createQueryBuilder(LeadershipIncome, 'l').where('l.reversed_at IS NULL');
    if (opts.leaderId) qb.andWhere('l.leader_id = :leaderId', { leaderId: opts.leaderId });
    const page = await readWindow(qb, 'l.id', 'window' in opts ? opts.window : offsetWindow(opts.page, opts.pageSize));
    if (opts.withSum === false) return { ...page, totalAmount: 0n };
    const [sum] = await this.db.manager.query(
      `SELECT ${asText(this.db.engine, 'COALESCE(SUM(amount), 0)')} AS total FROM leadership_incomes WHERE reversed_at IS NULL${opts.leaderId ? ' AND leader_id = ?' : ''}`,
      opts.leaderId ? [opts.leaderId] : [],
    );
    return { ...page, totalAmount: toBigInt(sum.total)! };
  }

  /** Reverses an entry by a compensating posting (Income -> INCOME_EXPENSE) and hides it; once. */
  async reverse(adminId: number, id: number): Promise<void> {
    const row = await this.db.manager.findOne(LeadershipIncome, { where: { id } });
    if (!row) throw notFound('Leadership entry not found');
    if (row.reversedAt) throw conflict('Already reversed', 'ALREADY_PROCESSED');
    await this.db.transaction(async (em) => {
      const changed = await em.update(LeadershipIncome, { id, reversedAt: IsNull() }, { reversedAt: new Date() });
      if (!changed.affected) throw conflict('Already reversed', 'ALREADY_PROCESSED');
      if (row.amount > 0n) {
        await this.income.reverse(em, {
          memberId: row.leaderId,
          kind: 'LEADERSHIP',
          wallet: 'INCOME',
          amount: row.amount,
          key: `leadership-reversal:${id}`,
          day: row.day,
          memo: `Leadership entry #${id} reversed`,
          counterpartyId: row.sourceMemberId,
          referenceType: 'leadership',
          referenceId: id,
          createdBy: adminId,
        });
      }
      await this.audit.record(adminId, 'leadership.reverse', `leadership:${id}`, { amount: row.amount.toString() }, em);
    });
  }
}
