import type { EntityManager } from 'typeorm';
import type { Database } from '../../database/data-source';
import { In } from 'typeorm';
import crypto from 'node:crypto';
import { dateParam, execute } from '../../database/sql';
import { badInput, conflict, forbidden, notFound } from '../../common/errors';
import type { IncomeService } from '../income/income.service';
import type { IdempotencyService } from '../ledger/idempotency.service';
import type { LedgerService } from '../ledger/ledger.service';
import { isUniqueViolation } from '../ledger/ledger.service';
import { ActivationPlan } from '../plans/plan.entity';
import { levelRates } from '../../rules/levels';
import { activationLevelIncome } from '../../rules/direct';
import type { SettingsService } from '../settings/settings.service';
import type { User } from '../users/user.entity';
import type { AuditService } from '../audit/audit.service';
import { Activation, ActivationKind, Epin } from './activation.entities';
import type { Membership } from './membership';
import { offsetWindow, PageWindow, readWindow } from '../../common/pagination';

/**
 * Activation without an investment: the entry fee, an activation plan or an e-pin activates a
 * member once; and the e-pins the staff issue for it.
 */
export class ActivationsService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly idempotency: IdempotencyService,
    private readonly income: IncomeService,
    private readonly membership: Membership,
    private readonly audit?: AuditService,
  ) {}

  /**
   * Entry activation (`topup/entry`): the payer's Active wallet pays the entry fee for a member
   * (the payer or anyone else) who is not active yet.
   */
  async entry(payer: User, memberRef: unknown, idempotencyKey?: string | null, opts: { friend?: boolean } = {}): Promise<Activation> {
    // Entry activation is a top-up endpoint (`topup/entry`, `topup/add` plan 0, `transfer/friend`): the `topup` switch governs it.
    await this.settings.requireOn('topup', 'Top-ups are currently disabled');
    if (payer.status === 'block') throw forbidden('Your account is blocked');
    const member = !opts.friend && (memberRef === undefined || memberRef === null || memberRef === '') ? payer : await this.membership.findMember(memberRef);
    if (opts.friend && member.id === payer.id) throw badInput('Visit Membership Plan to topup self account', { userto_id: 'not yourself' });
    if (member.status === 'block') throw forbidden('The receiving account is blocked');
    await this.membership.requireFriendPayment(payer, member);
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
    const day = await this.settings.platformDay();
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
    await this.membership.activate(em, a.memberId);
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

  // ---- E-pins the staff issue -----------------------------------------------------------------

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

  /** E-pins newest first: page `page`, or by cursor (`window`: ids below the cursor's, no OFFSET). */
  async listEpins(opts: { status?: 'used' | 'unused' } & ({ page: number; pageSize: number } | { window: PageWindow })) {
    const qb = this.db.manager.createQueryBuilder(Epin, 'e');
    if (opts.status) qb.where('e.status = :status', { status: opts.status });
    return readWindow(qb, 'e.id', 'window' in opts ? opts.window : offsetWindow(opts.page, opts.pageSize));
  }

  async requireEpin(id: number): Promise<Epin> {
    const pin = await this.db.manager.findOne(Epin, { where: { id } });
    if (!pin) throw notFound('E-pin not found');
    return pin;
  }
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A random 12-character e-pin (no 0/O/1/I to keep it readable). */
function randomCode(): string {
  return Array.from(crypto.randomBytes(12), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}
