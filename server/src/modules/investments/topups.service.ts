import type { EntityManager } from 'typeorm';
import type { Database } from '../../database/data-source';
import { readFigures } from '../../common/figures';
import { badInput, conflict, forbidden, notFound } from '../../common/errors';
import { formatMoney, parseMoney } from '../../common/money';
import type { CapService } from '../income/cap.service';
import type { IncomeService } from '../income/income.service';
import type { IdempotencyService } from '../ledger/idempotency.service';
import type { LedgerService } from '../ledger/ledger.service';
import { Plan } from '../plans/plan.entity';
import { paysSponsorBonus, sponsorBonus } from '../../rules/direct';
import type { SettingsService } from '../settings/settings.service';
import type { User } from '../users/user.entity';
import { addMonths } from './day';
import { Investment, InvestmentKind } from './investment.entity';
import type { InvestmentsService } from './investments.service';
import type { Membership, TeamAggregates } from './membership';

/** What a top-up tells its listeners (inside the top-up transaction, after direct income). */
export interface TopUpEvent {
  investmentId: number;
  /** The receiver. */
  memberId: number;
  payerId: number;
  amount: bigint;
  planId: number;
  day: string;
  kind: InvestmentKind;
}
/** May return the members whose wallets it credited: they are told after the top-up commits. */
export type TopUpListener = (em: EntityManager, e: TopUpEvent) => Promise<unknown>;

export interface TopUpInput {
  planId: unknown;
  /** Member id, email or referral code; defaults to the payer. */
  receiver?: unknown;
  amount: unknown;
  /** The payer's description (friend top-ups: PAGES `/user/top`); optional text, at most 200 characters. */
  description?: unknown;
}

/** Buying a plan: top-ups (self, friend, re-top-up), their direct income and the cap they open. */
export class TopupsService {
  private readonly listeners: TopUpListener[] = [];

  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly idempotency: IdempotencyService,
    private readonly income: IncomeService,
    private readonly caps: CapService,
    private readonly team: TeamAggregates,
    private readonly membership: Membership,
    private readonly investments: InvestmentsService,
  ) {}

  /** Registers work that runs inside every top-up transaction, after direct income (e.g. leadership income). */
  onTopUp(listener: TopUpListener) {
    this.listeners.push(listener);
  }

  /**
   * A top-up: the payer's Active wallet buys an investment for the receiver. `kind` TOPUP (self or
   * another member), FRIEND (another member only) or RETOPUP (oneself, direct income only when the
   * `directOnRetopup` setting is on). A self top-up or a re-top-up smaller than the member's largest
   * running principal is refused (CONFLICT), as are top-ups while the `topup` switch is off.
   */
  async topUp(payer: User, kind: 'TOPUP' | 'FRIEND' | 'RETOPUP', input: TopUpInput, idempotencyKey?: string | null): Promise<Investment> {
    await this.settings.requireOn('topup', TOPUPS_OFF);
    if (payer.status === 'block') throw forbidden(ACCOUNT_BLOCKED);
    const planId = Number(input.planId);
    if (!Number.isInteger(planId) || planId <= 0) throw badInput('Choose a plan', { planId: 'required' });
    const amount = parseMoney(input.amount);
    const description = parseTopupDescription(input.description);
    const receiver = kind === 'RETOPUP' || input.receiver === undefined || input.receiver === null || input.receiver === '' ? payer : await this.membership.findMember(input.receiver);
    if (receiver.status === 'block') throw forbidden(RECEIVER_BLOCKED);
    if (kind === 'FRIEND' && receiver.id === payer.id) throw badInput('Visit Membership Plan to topup self account', { userto_id: 'not yourself' });
    await this.membership.requireFriendPayment(payer, receiver);
    const plan = await this.db.manager.findOne(Plan, { where: { id: planId } });
    if (!plan) throw notFound('Plan not found');
    if (!plan.isActive) throw conflict(PLAN_RETIRED);
    if (amount < plan.minAmount || (plan.maxAmount > 0n && amount > plan.maxAmount)) {
      const range = plan.maxAmount > 0n ? `between $${formatMoney(plan.minAmount)} and $${formatMoney(plan.maxAmount)}` : `at least $${formatMoney(plan.minAmount)}`;
      throw badInput(`Amount must be ${range} for ${plan.name}`, { amount: range });
    }
    const directOn = paysSponsorBonus(kind, { direct: await this.settings.isOn('direct'), directOnRetopup: await this.settings.isOn('directOnRetopup') });
    const day = await this.settings.platformDay();
    const params = { kind, planId, receiver: receiver.id, amount, description };
    const { id } = await this.idempotency.run(payer.id, idempotencyKey, 'topUp', params, async (em) => {
      // A top-up below the receiver's running plan is refused (BUSINESS-RULES §4, PAGES /user/retopup):
      // her plan, not the payer's, when a friend pays.
      const below = belowRunningPlan(amount, await this.largestRunning(em, receiver.id));
      if (below) throw conflict(below);
      const inv = await this.openInvestment(em, { member: receiver, payer, plan, kind, amount, day, description });
      if (directOn && receiver.sponsorId) {
        await this.income.credit(em, {
          memberId: receiver.sponsorId,
          kind: 'DIRECT_INCOME',
          wallet: 'INCOME',
          amount: sponsorBonus(amount, plan.sponsorRate),
          key: `direct:${inv.id}`,
          day,
          memo: `Direct income from ${receiver.username}`,
          counterpartyId: receiver.id,
          referenceType: 'investment',
          referenceId: inv.id,
        });
      }
      const event: TopUpEvent = { investmentId: inv.id, memberId: receiver.id, payerId: payer.id, amount, planId: plan.id, day, kind };
      for (const listener of this.listeners) await listener(em, event);
      return inv.id;
    });
    return this.investments.require(id);
  }

  /**
   * Opens an investment inside the caller's transaction: debits the payer's Active wallet into
   * INVESTMENTS_HELD (key `topup:<id>`), activates the receiver, recomputes the cap and updates
   * the team business.
   */
  private async openInvestment(em: EntityManager, o: { member: User; payer: User; plan: Plan; kind: InvestmentKind; amount: bigint; day: string; description: string }): Promise<Investment> {
    const inv = em.create(Investment, {
      memberId: o.member.id,
      payerId: o.payer.id,
      planId: o.plan.id,
      kind: o.kind,
      amount: o.amount,
      roiRate: o.plan.roiRate,
      capMultiplier: o.plan.capMultiplier,
      startDay: o.day,
      endDay: addMonths(o.day, o.plan.periodMonths),
      status: 'RUNNING',
      description: o.description,
      createdAt: new Date(),
    });
    await em.insert(Investment, inv);
    const forWhom = o.member.id === o.payer.id ? '' : ` for ${o.member.username}`;
    const memo = `${o.plan.name} top-up${forWhom}`;
    await this.ledger.post(em, {
      kind: o.kind === 'RETOPUP' ? 'RETOPUP' : 'TOPUP',
      key: `topup:${inv.id}`,
      referenceType: 'investment',
      referenceId: inv.id,
      memo,
      createdBy: o.payer.id,
      lines: [
        // The payer's wallet ledger shows their description with the memo.
        { account: { member: o.payer.id, wallet: 'ACTIVE' }, amount: -o.amount, kind: o.kind === 'RETOPUP' ? 'RETOPUP' : 'TOPUP', counterpartyId: o.member.id === o.payer.id ? null : o.member.id, description: o.description ? `${memo}: ${o.description}` : memo },
        { account: { system: 'INVESTMENTS_HELD' }, amount: o.amount, kind: o.kind === 'RETOPUP' ? 'RETOPUP' : 'TOPUP' },
      ],
    });
    await this.membership.activate(em, o.member.id);
    await this.caps.recompute(em, o.member.id);
    await this.team.onPrincipalChange(em, o.member.id, o.amount);
    return inv;
  }

  /** The largest running principal of a member (a top-up for her may not be smaller). */
  private async largestRunning(em: EntityManager, memberId: number): Promise<bigint> {
    return (await readFigures(em, [{ query: this.investments.largestRunningFigure, ids: [memberId] }]))[0].get(memberId) as bigint;
  }

  /**
   * Why `member` cannot buy `plan` for herself now (null when she can), by the rules `topUp`
   * applies: the `topup` switch, a blocked account, a retired plan, a plan whose most is below her
   * largest running principal (`running`).
   */
  async buyBlockedReason(member: Pick<User, 'status'>, plan: Pick<Plan, 'isActive' | 'maxAmount'>, running: bigint): Promise<string | null> {
    if (!(await this.settings.isOn('topup'))) return TOPUPS_OFF;
    if (member.status === 'block') return ACCOUNT_BLOCKED;
    if (!plan.isActive) return PLAN_RETIRED;
    if (plan.maxAmount > 0n && plan.maxAmount < running) return BELOW_RUNNING_PLAN;
    return null;
  }

  /**
   * Why `payer` cannot buy `amount` of `plan` for `receiver` now (null when she can), asked before
   * confirming (topUpQuote): `buyBlockedReason` with the receiver's running plan, a blocked
   * receiver, and an amount below the receiver's largest running principal, as `topUp` refuses them.
   */
  async purchaseBlockedReason(payer: Pick<User, 'status'>, receiver: Pick<User, 'id' | 'status'>, plan: Pick<Plan, 'isActive' | 'maxAmount'>, amount: bigint): Promise<string | null> {
    const running = await this.largestRunning(this.db.manager, receiver.id);
    return (await this.buyBlockedReason(payer, plan, running)) ?? (receiver.status === 'block' ? RECEIVER_BLOCKED : null) ?? belowRunningPlan(amount, running);
  }
}

/** A top-up smaller than the receiver's largest running principal is refused (BUSINESS-RULES §4). */
function belowRunningPlan(amount: bigint, running: bigint): string | null {
  return amount < running ? BELOW_RUNNING_PLAN : null;
}

const TOPUPS_OFF = 'Top-ups are currently disabled';
const ACCOUNT_BLOCKED = 'Your account is blocked';
const PLAN_RETIRED = 'This plan is no longer offered';
const BELOW_RUNNING_PLAN = 'Buy a bigger plan than the active one';
const RECEIVER_BLOCKED = 'The receiving account is blocked';

/** Longest payer's description of a top-up, in characters. */
export const TOPUP_DESCRIPTION_MAX = 200;

/** The payer's description of a top-up: absent/null/'' = none; else text, trimmed, at most 200 characters (BAD_USER_INPUT). */
export function parseTopupDescription(input: unknown): string {
  if (input === undefined || input === null) return '';
  if (typeof input !== 'string') throw badInput('Description must be text', { description: 'text' });
  const text = input.trim();
  if ([...text].length > TOPUP_DESCRIPTION_MAX) throw badInput(`Description must be at most ${TOPUP_DESCRIPTION_MAX} characters`, { description: `at most ${TOPUP_DESCRIPTION_MAX} characters` });
  return text;
}
