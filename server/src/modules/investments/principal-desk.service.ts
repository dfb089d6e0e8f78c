import type { EntityManager } from 'typeorm';
import type { Database } from '../../database/data-source';
import { In } from 'typeorm';
import { execute } from '../../database/sql';
import { badInput, conflict, forbidden, notFound } from '../../common/errors';
import { parseMoney } from '../../common/money';
import type { CapService } from '../income/cap.service';
import type { Decision } from '../ledger/status';
import { formatRate } from '../plans/rates';
import type { SettingsService } from '../settings/settings.service';
import { exitFee } from '../../rules/fees';
import type { Withdrawal } from '../withdrawals/withdrawal.entity';
import type { PrincipalDesk, WithdrawalQuote } from '../withdrawals/withdrawals.service';
import { daysBetween } from './day';
import { Investment, WITHDRAWABLE_STATUSES } from './investment.entity';
import type { TeamAggregates } from './membership';

/**
 * Principal withdrawals as the investments see them: the withdrawals module holds, pays and
 * declines the money and calls this desk to quote the exit fee, pause the investment at request
 * and settle it at the decision.
 */
export class PrincipalDeskService implements PrincipalDesk {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly caps: CapService,
    private readonly team: TeamAggregates,
  ) {}

  /** The investment a principal withdrawal ends and its exit fee by age. */
  async quote(memberId: number, input: { amount?: unknown; investmentId?: unknown }): Promise<WithdrawalQuote & { investmentId: number }> {
    let inv: Investment | null;
    if (input.investmentId !== undefined && input.investmentId !== null && input.investmentId !== '') {
      const id = Number(input.investmentId);
      if (!Number.isInteger(id) || id <= 0) throw badInput('Invalid investment', { investment_id: 'a positive id' });
      inv = await this.db.manager.findOne(Investment, { where: { id } });
      if (!inv) throw notFound('Investment not found');
      if (inv.memberId !== memberId) throw forbidden();
      if (!WITHDRAWABLE_STATUSES.includes(inv.status)) throw conflict('This investment is not running', 'ALREADY_PROCESSED');
    } else {
      const amount = parseMoney(input.amount, { maxDecimals: 6 });
      inv = await this.db.manager.findOne(Investment, { where: { memberId, status: In(WITHDRAWABLE_STATUSES), amount }, order: { id: 'ASC' } });
      if (!inv) throw badInput('No running or expired investment with this principal', { amount: 'the principal of a running or expired investment' });
    }
    const age = daysBetween(inv.startDay, await this.settings.platformDay());
    const { fee, net, rate } = exitFee(inv.amount, age);
    return { kind: 'PRINCIPLE', gross: inv.amount, fee, net, feePercent: formatRate(rate), feeRate: rate, investmentId: inv.id };
  }

  /**
   * At request: a running investment pauses (no ROI from today on, still in the cap and team
   * business); an expired one, already out of both, is only marked as claimed so a second request
   * is refused. `stopped_day`: a late run of an earlier day still pays it (it ran that day).
   */
  async pause(em: EntityManager, investmentId: number, memberId: number): Promise<void> {
    const changed = await execute(
      em,
      "UPDATE investments SET status = CASE WHEN status = 'RUNNING' THEN 'PAUSED' ELSE 'CLAIMING' END, stopped_day = ? WHERE id = ? AND member_id = ? AND status IN ('RUNNING', 'EXPIRED')",
      [await this.settings.platformDay(), investmentId, memberId],
    );
    if (changed !== 1) throw conflict('This investment is not running', 'ALREADY_PROCESSED');
  }

  /** At the decision: declined, the investment is back as it was; completed, it is CLOSED (a paused one leaves the cap and team business). */
  async settle(em: EntityManager, w: Withdrawal, decision: Decision): Promise<void> {
    if (!w.investmentId) return;
    if (decision === 'decline') {
      await execute(em, "UPDATE investments SET status = CASE WHEN status = 'PAUSED' THEN 'RUNNING' ELSE 'EXPIRED' END, stopped_day = NULL WHERE id = ? AND status IN ('PAUSED', 'CLAIMING')", [w.investmentId]);
      return;
    }
    if ((await execute(em, "UPDATE investments SET status = 'CLOSED' WHERE id = ? AND status = 'CLAIMING'", [w.investmentId])) === 1) return;
    const changed = await execute(em, "UPDATE investments SET status = 'CLOSED' WHERE id = ? AND status = 'PAUSED'", [w.investmentId]);
    if (changed !== 1) throw conflict('This investment is not awaiting withdrawal', 'ALREADY_PROCESSED');
    await this.caps.recompute(em, w.userId);
    await this.team.onPrincipalChange(em, w.userId, -w.gross);
  }
}
