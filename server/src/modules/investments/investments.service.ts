import { markUsersChanged } from '../../database/user-changes';
import type { EntityManager } from 'typeorm';
import type { Database } from '../../database/data-source';
import { In } from 'typeorm';
import crypto from 'node:crypto';
import { asText, dateParam, execute } from '../../database/sql';
import { marks, readFigures, type FigureQuery } from '../../common/figures';
import { AppError, badInput, conflict, forbidden, notFound } from '../../common/errors';
import { formatMoney, parseMoney, toBigInt } from '../../common/money';
import { offsetWindow, PageWindow, readWindow } from '../../common/pagination';
import type { CapService } from '../income/cap.service';
import type { IncomeService } from '../income/income.service';
import type { IdempotencyService } from '../ledger/idempotency.service';
import type { LedgerService } from '../ledger/ledger.service';
import { ActivationPlan, Plan } from '../plans/plan.entity';
import { levelRates } from '../../rules/levels';
import { activationLevelIncome, paysSponsorBonus, sponsorBonus } from '../../rules/direct';
import { formatRate } from '../plans/rates';
import type { SettingsService } from '../settings/settings.service';
import { User } from '../users/user.entity';
import { addMonths, daysBetween } from './day';
import { exitFee } from '../../rules/fees';
import { HELD_STATUSES, WITHDRAWABLE_STATUSES, Investment, InvestmentKind, InvestmentStatus } from './investment.entity';
import { Activation, ActivationKind, Epin } from './activation.entities';
import type { PrincipalDesk, WithdrawalQuote } from '../withdrawals/withdrawals.service';
import type { AuditService } from '../audit/audit.service';
import { isUniqueViolation } from '../ledger/ledger.service';
import type { AuthService } from '../auth/auth.service';
import { LedgerEntry, LedgerTransaction } from '../ledger/ledger.entities';

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

/** The team aggregates kept by the referral module (CONTRACTS §2), updated in our transactions. */
export interface TeamAggregates {
  onPrincipalChange(em: EntityManager, memberId: number, delta: bigint): Promise<void>;
  onActivated(em: EntityManager, memberId: number): Promise<void>;
}

export interface TopUpInput {
  planId: unknown;
  /** Member id, email or referral code; defaults to the payer. */
  receiver?: unknown;
  amount: unknown;
  /** The payer's description (friend top-ups: PAGES `/user/top`); optional text, at most 200 characters. */
  description?: unknown;
}

/** Investments: top-ups (self, friend, re-top-up), their direct income and the cap they open. */
export class InvestmentsService {
  private readonly listeners: TopUpListener[] = [];

  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly idempotency: IdempotencyService,
    private readonly income: IncomeService,
    private readonly caps: CapService,
    private readonly team: TeamAggregates,
    private readonly audit?: AuditService,
    private readonly auth?: AuthService,
  ) {}

  /**
   * A top-up or entry paid for another member is money leaving the payer's control: it needs the
   * step-up and waits out the hold after a security change, as a transfer does.
   */
  private async requireFriendPayment(payer: User, receiver: User): Promise<void> {
    if (receiver.id === payer.id || !this.auth) return;
    await this.auth.requireStepUp(payer);
    await this.auth.requireNoWithdrawalHold(payer);
  }

  /** Registers work that runs inside every top-up transaction, after direct income (e.g. leadership income). */
  onTopUp(listener: TopUpListener) {
    this.listeners.push(listener);
  }

  async today(): Promise<string> {
    return this.settings.platformDay();
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
    const receiver = kind === 'RETOPUP' || input.receiver === undefined || input.receiver === null || input.receiver === '' ? payer : await this.findMember(input.receiver);
    if (receiver.status === 'block') throw forbidden('The receiving account is blocked');
    if (kind === 'FRIEND' && receiver.id === payer.id) throw badInput('Visit Membership Plan to topup self account', { userto_id: 'not yourself' });
    await this.requireFriendPayment(payer, receiver);
    const plan = await this.db.manager.findOne(Plan, { where: { id: planId } });
    if (!plan) throw notFound('Plan not found');
    if (!plan.isActive) throw conflict(PLAN_RETIRED);
    if (amount < plan.minAmount || (plan.maxAmount > 0n && amount > plan.maxAmount)) {
      const range = plan.maxAmount > 0n ? `between $${formatMoney(plan.minAmount)} and $${formatMoney(plan.maxAmount)}` : `at least $${formatMoney(plan.minAmount)}`;
      throw badInput(`Amount must be ${range} for ${plan.name}`, { amount: range });
    }
    const directOn = paysSponsorBonus(kind, { direct: await this.settings.isOn('direct'), directOnRetopup: await this.settings.isOn('directOnRetopup') });
    const day = await this.today();
    const params = { kind, planId, receiver: receiver.id, amount, description };
    const { id } = await this.idempotency.run(payer.id, idempotencyKey, 'topUp', params, async (em) => {
      // A top-up below the receiver's running plan is refused (BUSINESS-RULES §4, PAGES /user/retopup):
      // her plan, not the payer's, when a friend pays.
      if (amount < (await this.largestRunning(em, receiver.id))) throw conflict(BELOW_RUNNING_PLAN);
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
    return this.require(id);
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
    await this.activate(em, o.member.id);
    await this.caps.recompute(em, o.member.id);
    await this.team.onPrincipalChange(em, o.member.id, o.amount);
    return inv;
  }

  /** Marks a member active (first time only: tells the team aggregates). */
  async activate(em: EntityManager, memberId: number): Promise<boolean> {
    const changed = await execute(em, 'UPDATE users SET is_active = 1, activation_date = ? WHERE id = ? AND is_active = 0', [dateParam(this.db.engine, new Date()), memberId]);
    markUsersChanged(em, [memberId]);
    if (changed === 1) await this.team.onActivated(em, memberId);
    return changed === 1;
  }

  /** The largest running principal of a member (a top-up for her may not be smaller). */
  private async largestRunning(em: EntityManager, memberId: number): Promise<bigint> {
    return (await readFigures(em, [{ query: this.largestRunningFigure, ids: [memberId] }]))[0].get(memberId) as bigint;
  }

  /** The largest running principal per member (0 without one), as a figure (common/figures.ts). */
  readonly largestRunningFigure: FigureQuery<bigint> = {
    select: (ids, q) => ({
      sql: `SELECT ${q} AS q, member_id AS m, 'largest' AS k, ${asText(this.db.engine, 'MAX(amount)')} AS v FROM investments
            WHERE status = 'RUNNING' AND member_id IN (${marks(ids)}) GROUP BY member_id`,
      params: ids,
    }),
    empty: () => 0n,
    fold: (_largest, r) => toBigInt(r.v)!,
  };

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

  private async findMember(ref: unknown): Promise<User> {
    const text = String(ref ?? '').trim();
    if (!text) throw badInput('Choose a member', { userto_id: 'required' });
    const where = /^\d+$/.test(text) ? [{ id: Number(text) }] : [{ referralCode: text }, { username: text }, { email: text.toLowerCase() }];
    const user = await this.db.manager.findOne(User, { where });
    if (!user || user.role !== 'user' || user.deletedAt) throw notFound('User not found');
    return user;
  }

  // ---- Activation without an investment: entry fee, activation plan, e-pin -------------------

  /**
   * Entry activation (`topup/entry`): the payer's Active wallet pays the entry fee for a member
   * (the payer or anyone else) who is not active yet.
   */
  async entry(payer: User, memberRef: unknown, idempotencyKey?: string | null, opts: { friend?: boolean } = {}): Promise<Activation> {
    // Entry activation is a top-up endpoint (`topup/entry`, `topup/add` plan 0, `transfer/friend`): the `topup` switch governs it.
    await this.settings.requireOn('topup', 'Top-ups are currently disabled');
    if (payer.status === 'block') throw forbidden('Your account is blocked');
    const member = !opts.friend && (memberRef === undefined || memberRef === null || memberRef === '') ? payer : await this.findMember(memberRef);
    if (opts.friend && member.id === payer.id) throw badInput('Visit Membership Plan to topup self account', { userto_id: 'not yourself' });
    if (member.status === 'block') throw forbidden('The receiving account is blocked');
    await this.requireFriendPayment(payer, member);
    const fee = await this.settings.money('entryFee');
    const { id } = await this.idempotency.run(payer.id, idempotencyKey, 'entryActivation', { member: member.id }, async (em) => {
      const a = await this.recordActivation(em, { memberId: member.id, payerId: payer.id, kind: 'ENTRY', amount: fee });
      if (fee > 0n) {
        await this.ledger.post(em, {
          kind: 'ENTRY_FEE',
          key: `entry:${member.id}`,
          referenceType: 'activation',
          referenceId: a.id,
          memo: member.id === payer.id ? 'Entry fee' : `Entry fee for ${member.username}`,
          createdBy: payer.id,
          lines: [
            { account: { member: payer.id, wallet: 'ACTIVE' }, amount: -fee, kind: 'ENTRY_FEE', counterpartyId: member.id === payer.id ? null : member.id },
            { account: { system: 'ENTRY_FEES' }, amount: fee, kind: 'ENTRY_FEE' },
          ],
        });
      }
      return a.id;
    });
    return this.requireActivation(id);
  }

  /**
   * Buys an activation plan for oneself: the price goes to ENTRY_FEES, the account is activated
   * and the uplines get activation level income by the activation level table (setting `level`).
   */
  async buyActivationPlan(member: User, planIdInput: unknown, idempotencyKey?: string | null): Promise<Activation> {
    if (member.status === 'block') throw forbidden('Your account is blocked');
    const planId = Number(planIdInput);
    if (!Number.isInteger(planId) || planId <= 0) throw badInput('Choose an activation plan', { planId: 'required' });
    const plan = await this.db.manager.findOne(ActivationPlan, { where: { id: planId } });
    if (!plan) throw notFound('Activation plan not found');
    if (!plan.isActive) throw conflict('This plan is no longer offered');
    const levelOn = await this.settings.isOn('level');
    const day = await this.today();
    const { id } = await this.idempotency.run(member.id, idempotencyKey, 'buyActivationPlan', { planId }, async (em) => {
      const a = await this.recordActivation(em, { memberId: member.id, payerId: member.id, kind: 'ACTIVATION_PLAN', amount: plan.price, activationPlanId: plan.id });
      await this.ledger.post(em, {
        kind: 'ENTRY_FEE',
        key: `actplan:${a.id}`,
        referenceType: 'activation',
        referenceId: a.id,
        memo: `Activation plan ${plan.name}`,
        createdBy: member.id,
        lines: [
          { account: { member: member.id, wallet: 'ACTIVE' }, amount: -plan.price, kind: 'ENTRY_FEE' },
          { account: { system: 'ENTRY_FEES' }, amount: plan.price, kind: 'ENTRY_FEE' },
        ],
      });
      if (levelOn) {
        const rates = await levelRates(em, 'ACTIVATION');
        const uplines: Array<{ ancestor_id: number; depth: number }> = await em.query(
          'SELECT ancestor_id, depth FROM referral_closure WHERE descendant_id = ? AND depth BETWEEN 1 AND ? ORDER BY depth',
          [member.id, rates.length],
        );
        for (const u of uplines) {
          const level = Number(u.depth);
          await this.income.credit(em, {
            memberId: Number(u.ancestor_id),
            kind: 'ACTIVATION_LEVEL_INCOME',
            wallet: 'INCOME',
            amount: activationLevelIncome(plan.price, rates, level),
            key: `actlevel:${a.id}:${level}`,
            day,
            memo: `Activation level ${level} income from ${member.username}`,
            counterpartyId: member.id,
            referenceType: 'activation',
            referenceId: a.id,
          });
        }
      }
      return a.id;
    });
    return this.requireActivation(id);
  }

  /** Redeems an e-pin: activates the member, once; the code is used up. */
  async redeemEpin(member: User, codeInput: unknown): Promise<Activation> {
    if (member.status === 'block') throw forbidden('Your account is blocked');
    const code = String(codeInput ?? '').trim().toUpperCase();
    if (!/^[A-Z0-9]{6,32}$/.test(code)) throw badInput('Enter a valid e-pin', { code: '6-32 letters or digits' });
    const id = await this.db.transaction(async (em) => {
      const pin = await em.findOne(Epin, { where: { code } });
      if (!pin) throw notFound('E-pin not found');
      const used = await execute(em, "UPDATE epins SET status = 'used', used_by = ?, used_at = ? WHERE id = ? AND status = 'unused'", [member.id, dateParam(this.db.engine, new Date()), pin.id]);
      if (used !== 1) throw conflict('This e-pin has already been used', 'ALREADY_PROCESSED');
      const a = await this.recordActivation(em, { memberId: member.id, payerId: member.id, kind: 'EPIN', amount: 0n, epinId: pin.id });
      return a.id;
    });
    return this.requireActivation(id);
  }

  /** Issues e-pins: given codes (duplicates skipped) or `count` random ones. Returns the new codes. */
  async createEpins(adminId: number, input: { codes?: unknown; count?: unknown }): Promise<Epin[]> {
    let codes: string[];
    if (input.codes !== undefined && input.codes !== null) {
      if (!Array.isArray(input.codes) || input.codes.length < 1 || input.codes.length > 1000) throw badInput('Send 1 to 1,000 codes', { codes: '1 to 1,000 codes' });
      codes = input.codes.map((c) => String(c ?? '').trim().toUpperCase());
      const bad = codes.find((c) => !/^[A-Z0-9]{6,32}$/.test(c));
      if (bad !== undefined) throw badInput('Codes are 6-32 letters or digits', { codes: '6-32 letters or digits each' });
    } else {
      const count = Number(input.count);
      if (!Number.isInteger(count) || count < 1 || count > 1000) throw badInput('Count must be 1 to 1,000', { count: '1 to 1,000' });
      codes = Array.from({ length: count }, () => randomCode());
    }
    codes = [...new Set(codes)];
    return this.db.transaction(async (em) => {
      const existing = new Set((await em.find(Epin, { where: { code: In(codes) }, select: ['code'] })).map((e) => e.code));
      const fresh = codes.filter((c) => !existing.has(c));
      if (fresh.length) await em.insert(Epin, fresh.map((code) => ({ code, status: 'unused' as const, usedBy: null, usedAt: null, createdBy: adminId, createdAt: new Date() })));
      await this.audit?.record(adminId, 'epins.create', 'epins', { count: fresh.length }, em);
      return fresh.length ? em.find(Epin, { where: { code: In(fresh) }, order: { id: 'ASC' } }) : [];
    });
  }

  async listEpins(opts: { status?: 'used' | 'unused'; page: number; pageSize: number }) {
    const [items, total] = await this.db.manager.findAndCount(Epin, {
      where: opts.status ? { status: opts.status } : {},
      order: { id: 'DESC' },
      skip: (opts.page - 1) * opts.pageSize,
      take: opts.pageSize,
    });
    return { items, total, page: opts.page, pageSize: opts.pageSize };
  }

  async requireEpin(id: number): Promise<Epin> {
    const pin = await this.db.manager.findOne(Epin, { where: { id } });
    if (!pin) throw notFound('E-pin not found');
    return pin;
  }

  /** One activation per member; the first activation also marks the member active. */
  private async recordActivation(em: EntityManager, a: { memberId: number; payerId: number; kind: ActivationKind; amount: bigint; activationPlanId?: number; epinId?: number }): Promise<Activation> {
    const [user] = await em.query('SELECT is_active FROM users WHERE id = ?', [a.memberId]);
    if (await em.findOne(Activation, { where: { memberId: a.memberId }, select: ['id', 'kind'] })) {
      throw conflict(a.kind === 'ENTRY' ? 'Entry fee already paid' : 'This account is already activated');
    }
    if (user && Number(user.is_active)) throw conflict('This account is already active');
    const row = em.create(Activation, { ...a, activationPlanId: a.activationPlanId ?? null, epinId: a.epinId ?? null, createdAt: new Date() });
    try {
      await em.insert(Activation, row);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('Entry fee already paid');
      throw err;
    }
    await this.activate(em, a.memberId);
    return row;
  }

  async requireActivation(id: number): Promise<Activation> {
    const a = await this.db.manager.findOne(Activation, { where: { id } });
    if (!a) throw notFound('Activation not found');
    return a;
  }

  async activationOf(memberId: number): Promise<Activation | null> {
    return this.db.manager.findOne(Activation, { where: { memberId } });
  }

  /**
   * Admin reversal of a top-up (`PUT topup/{id}` status 'reversed'): once, only while the
   * investment runs; the principal returns from INVESTMENTS_HELD to the payer's Active wallet
   * (key `topup-reversal:<id>`); incomes already paid stay. The cap and team business drop.
   */
  async reverse(adminId: number, id: number): Promise<Investment> {
    return this.updateTopup(adminId, id, { status: 'reversed' });
  }

  /**
   * Admin edit of a top-up (`PUT topup/{id}`, REST §4.19): `note` (text, trimmed, at most 500
   * characters) and/or `status: 'reversed'`. Everything is validated before anything changes; both
   * changes share one transaction (a refused reversal keeps the old note). A hidden top-up is 404.
   */
  async updateTopup(adminId: number, id: number, input: { note?: unknown; status?: unknown }): Promise<Investment> {
    const note = input.note === undefined ? undefined : parseTopupNote(input.note);
    let reverse = false;
    if (input.status !== undefined) {
      if (typeof input.status !== 'string' || input.status.trim().toLowerCase() !== 'reversed') throw badInput("Status must be 'reversed'", { status: 'reversed' });
      reverse = true;
    }
    if (note === undefined && !reverse) throw badInput('Send a note or status \'reversed\'', { note: 'text, at most 500 characters', status: 'reversed' });
    const before = await this.require(id);
    if (before.hidden) throw notFound('Top-up not found');
    await this.db.transaction(async (em) => {
      if (reverse) await this.reverseIn(em, adminId, before);
      if (note !== undefined && note !== before.note) {
        const changed = await execute(em, 'UPDATE investments SET note = ? WHERE id = ? AND hidden = 0', [note, id]);
        if (changed !== 1) throw notFound('Top-up not found');
        await this.audit?.record(adminId, 'topup.note', `investment:${id}`, undefined, em, { before: { note: before.note }, after: { note } });
      }
    });
    return this.require(id);
  }

  /**
   * Admin deletion of a top-up (`DELETE topup/{id}`): reverses it if it still runs (the reversal of
   * `updateTopup`, same posting and key), then hides it from every top-up list. The row and the
   * ledger stay. Once: a hidden (or missing) top-up is 404; an ended one (withdrawn, expired,
   * withdrawal pending) cannot be reversed and is 409, unchanged.
   */
  async deleteTopup(adminId: number, id: number): Promise<Investment> {
    const outcome = { reversed: false, payerId: 0 };
    await this.db.transaction(async (em) => {
      // The conditional update decides between concurrent deletions (the loser sees 404).
      const hid = await execute(em, 'UPDATE investments SET hidden = 1 WHERE id = ? AND hidden = 0', [id]);
      if (hid !== 1) throw notFound('Top-up not found');
      const inv = (await em.findOne(Investment, { where: { id } }))!;
      if (inv.status === 'RUNNING') {
        await this.reverseIn(em, adminId, inv);
        Object.assign(outcome, { reversed: true, payerId: inv.payerId });
      } else if (inv.status !== 'REVERSED') {
        throw conflict(inv.status === 'PAUSED' ? 'A principal withdrawal of this investment is pending' : 'This investment has ended');
      }
      await this.audit?.record(adminId, 'topup.delete', `investment:${id}`, { reversed: outcome.reversed, amount: inv.amount, payerId: inv.payerId }, em, {
        before: { hidden: false, status: inv.status },
        after: { hidden: true, status: 'REVERSED' },
      });
    });
    return this.require(id);
  }

  /** The reversal inside the caller's transaction: once, only while RUNNING (else 409). */
  private async reverseIn(em: EntityManager, adminId: number, inv: Investment): Promise<void> {
    const id = inv.id;
    const changed = await execute(em, "UPDATE investments SET status = 'REVERSED', stopped_day = ? WHERE id = ? AND status = 'RUNNING'", [await this.today(), id]);
    if (changed !== 1) {
      const now = await em.findOne(Investment, { where: { id }, select: ['id', 'status'] });
      const repeat = now?.status === 'REVERSED';
      throw conflict(repeat ? 'Already processed' : 'This investment has ended', repeat ? 'ALREADY_PROCESSED' : 'CONFLICT');
    }
    await this.ledger.post(em, {
      kind: 'TOPUP_REVERSAL',
      key: `topup-reversal:${id}`,
      referenceType: 'investment',
      referenceId: id,
      memo: `Top-up #${id} reversed`,
      createdBy: adminId,
      lines: [
        { account: { system: 'INVESTMENTS_HELD' }, amount: -inv.amount, kind: inv.kind === 'RETOPUP' ? 'RETOPUP' : 'TOPUP' },
        { account: { member: inv.payerId, wallet: 'ACTIVE' }, amount: inv.amount, kind: inv.kind === 'RETOPUP' ? 'RETOPUP' : 'TOPUP', description: `Top-up #${id} reversed` },
      ],
    });
    await this.caps.recompute(em, inv.memberId);
    await this.team.onPrincipalChange(em, inv.memberId, -inv.amount);
    await this.audit?.record(adminId, 'topup.reverse', `investment:${id}`, { amount: inv.amount, payerId: inv.payerId }, em);
  }

  // ---- Principal withdrawal (the withdrawals module holds, pays and declines it) ------------

  /** The investment a principal withdrawal ends and its exit fee by age. */
  async quotePrincipal(memberId: number, input: { amount?: unknown; investmentId?: unknown }): Promise<WithdrawalQuote & { investmentId: number }> {
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
    const age = daysBetween(inv.startDay, await this.today());
    const { fee, net, rate } = exitFee(inv.amount, age);
    return { kind: 'PRINCIPLE', gross: inv.amount, fee, net, feePercent: formatRate(rate), feeRate: rate, investmentId: inv.id };
  }

  /** The principal desk the withdrawals module calls (request, complete, decline). */
  principalDesk(): PrincipalDesk {
    return {
      quote: (memberId, input) => this.quotePrincipal(memberId, input),
      // A running investment pauses (no ROI from today on, still in the cap and team business); an
      // expired one, already out of both, is only marked as claimed so a second request is refused.
      // `stopped_day`: a late run of an earlier day still pays it (it ran that day).
      pause: async (em, investmentId, memberId) => {
        const changed = await execute(
          em,
          "UPDATE investments SET status = CASE WHEN status = 'RUNNING' THEN 'PAUSED' ELSE 'CLAIMING' END, stopped_day = ? WHERE id = ? AND member_id = ? AND status IN ('RUNNING', 'EXPIRED')",
          [await this.today(), investmentId, memberId],
        );
        if (changed !== 1) throw conflict('This investment is not running', 'ALREADY_PROCESSED');
      },
      settle: async (em, w, decision) => {
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
      },
    };
  }

  // ---- Reading ------------------------------------------------------------------------------

  /** Newest first: page `page`, or by cursor (`window`: `i.id` below the cursor's, no OFFSET). */
  async list(opts: { memberId?: number; paidToo?: boolean; status?: InvestmentStatus } & ({ page: number; pageSize: number } | { window: PageWindow })) {
    const qb = this.db.manager.createQueryBuilder(Investment, 'i');
    // A member's investments are those she holds; with `paidToo` (her top-up history) also those she
    // paid for other members.
    if (opts.memberId) qb.andWhere(opts.paidToo ? '(i.member_id = :m OR i.payer_id = :m)' : 'i.member_id = :m', { m: opts.memberId });
    if (opts.status) qb.andWhere('i.status = :s', { s: opts.status });
    // Deleted (hidden) top-ups stay in the table and the ledger, out of the lists.
    qb.andWhere('i.hidden = 0');
    return readWindow(qb, 'i.id', 'window' in opts ? opts.window : offsetWindow(opts.page, opts.pageSize));
  }

  /** A member's own investments a principal withdrawal may end (RUNNING or EXPIRED), oldest first. */
  async withdrawable(memberId: number): Promise<Investment[]> {
    return this.db.manager.find(Investment, { where: { memberId, status: In(WITHDRAWABLE_STATUSES), hidden: false }, order: { id: 'ASC' } });
  }

  /** A member's investments that still hold principal (RUNNING or PAUSED), oldest first. */
  async held(memberId: number): Promise<Investment[]> {
    return this.db.manager.find(Investment, { where: { memberId, status: In(HELD_STATUSES) }, order: { id: 'ASC' } });
  }

  /** Principal held (RUNNING or PAUSED) per member, one query. */
  async heldPrincipals(memberIds: number[]): Promise<Map<number, bigint>> {
    return (await readFigures(this.db.manager, [{ query: this.heldPrincipalFigure, ids: memberIds }]))[0] as Map<number, bigint>;
  }

  /** Principal held (RUNNING or PAUSED) per member, as a figure (common/figures.ts). */
  readonly heldPrincipalFigure: FigureQuery<bigint> = {
    select: (ids, q) => ({
      sql: `SELECT ${q} AS q, member_id AS m, 'held' AS k, ${asText(this.db.engine, 'SUM(amount)')} AS v FROM investments
            WHERE status IN ('RUNNING', 'PAUSED') AND member_id IN (${marks(ids)}) GROUP BY member_id`,
      params: ids,
    }),
    empty: () => 0n,
    fold: (_total, r) => toBigInt(r.v)!,
  };

  /** What each member's activation (entry fee, activation plan, e-pin) paid, as a figure; null without one. */
  readonly activationPaidFigure: FigureQuery<bigint | null> = {
    select: (ids, q) => ({
      sql: `SELECT ${q} AS q, member_id AS m, 'paid' AS k, ${asText(this.db.engine, 'amount')} AS v FROM activations WHERE member_id IN (${marks(ids)})`,
      params: ids,
    }),
    empty: () => null,
    fold: (_paid, r) => toBigInt(r.v)!,
  };

  /** Each member's current plan: the plan of the newest running (or paused) top-up; none without one. */
  async currentPlanIds(memberIds: number[]): Promise<Map<number, number>> {
    const figures = (await readFigures(this.db.manager, [{ query: this.currentPlanFigure, ids: memberIds }]))[0] as Map<number, number | null>;
    return new Map([...figures].filter((e): e is [number, number] => e[1] !== null));
  }

  /** The current plan id (or null), as a figure (common/figures.ts). */
  readonly currentPlanFigure: FigureQuery<number | null> = {
    select: (ids, q) => ({
      sql: `SELECT ${q} AS q, i.member_id AS m, 'plan' AS k, ${asText(this.db.engine, 'i.plan_id')} AS v FROM investments i WHERE i.id IN (
              SELECT MAX(id) FROM investments WHERE status IN ('RUNNING', 'PAUSED') AND kind <> 'ENTRY' AND hidden = 0
                AND member_id IN (${marks(ids)}) GROUP BY member_id)`,
      params: ids,
    }),
    empty: () => null,
    fold: (_plan, r) => Number(r.v),
  };

  /** The cap with the running principal, for the dashboard "Limit". */
  async capSummary(memberId: number) {
    const cap = await this.caps.view(memberId);
    const held = await this.held(memberId);
    return { ...cap, runningPrincipal: held.reduce((s, i) => s + i.amount, 0n), runningCount: held.length };
  }

  /** Incomes a top-up paid: member-wallet credits of postings that reference the investment, except the top-up itself. */
  async paidIncomes(investmentId: number): Promise<Array<{ memberId: number; kind: string; amount: bigint; createdAt: Date }>> {
    const entries = await this.db.manager
      .createQueryBuilder(LedgerEntry, 'e')
      .innerJoin(LedgerTransaction, 't', 't.id = e.transaction_id')
      .where("t.reference_type = 'investment' AND t.reference_id = :id AND e.member_id IS NOT NULL AND t.idempotency_key <> :own", { id: investmentId, own: `topup:${investmentId}` })
      .orderBy('e.id', 'ASC')
      .getMany();
    return entries.filter((e) => e.amount > 0n).map((e) => ({ memberId: e.memberId!, kind: e.kind, amount: e.amount, createdAt: e.createdAt }));
  }

  async find(id: number): Promise<Investment | null> {
    return this.db.manager.findOne(Investment, { where: { id } });
  }

  async require(id: number): Promise<Investment> {
    const inv = await this.db.manager.findOne(Investment, { where: { id } });
    if (!inv) throw notFound('Top-up not found');
    return inv;
  }

  /** A member's own investment (admins: any). */
  async requireFor(viewer: { id: number; admin: boolean }, id: number): Promise<Investment> {
    const inv = await this.require(id);
    if (!viewer.admin && inv.memberId !== viewer.id && inv.payerId !== viewer.id) throw new AppError('FORBIDDEN', 'Not allowed');
    // A deleted top-up is gone for members; admins still reach it by id (history).
    if (!viewer.admin && inv.hidden) throw notFound('Top-up not found');
    return inv;
  }
}

const TOPUPS_OFF = 'Top-ups are currently disabled';
const ACCOUNT_BLOCKED = 'Your account is blocked';
const PLAN_RETIRED = 'This plan is no longer offered';
const BELOW_RUNNING_PLAN = 'Buy a bigger plan than the active one';

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

/** Longest admin note on a top-up, in characters. */
export const TOPUP_NOTE_MAX = 500;

/** An admin's top-up note: text, trimmed, at most 500 characters ('' clears it); else BAD_USER_INPUT. */
export function parseTopupNote(input: unknown): string {
  if (typeof input !== 'string') throw badInput('Note must be text', { note: 'text' });
  const note = input.trim();
  if ([...note].length > TOPUP_NOTE_MAX) throw badInput(`Note must be at most ${TOPUP_NOTE_MAX} characters`, { note: `at most ${TOPUP_NOTE_MAX} characters` });
  return note;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A random 12-character e-pin (no 0/O/1/I to keep it readable). */
function randomCode(): string {
  return Array.from(crypto.randomBytes(12), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}
