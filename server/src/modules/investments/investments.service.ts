import type { EntityManager } from 'typeorm';
import type { Database } from '../../database/data-source';
import { In } from 'typeorm';
import { asText, execute } from '../../database/sql';
import { marks, readFigures, type FigureQuery } from '../../common/figures';
import { AppError, badInput, conflict, notFound } from '../../common/errors';
import { toBigInt } from '../../common/money';
import { offsetWindow, PageWindow, readWindow } from '../../common/pagination';
import type { CapService } from '../income/cap.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { SettingsService } from '../settings/settings.service';
import { HELD_STATUSES, WITHDRAWABLE_STATUSES, Investment, InvestmentStatus } from './investment.entity';
import type { AuditService } from '../audit/audit.service';
import { LedgerEntry, LedgerTransaction } from '../ledger/ledger.entities';
import type { TeamAggregates } from './membership';

/**
 * Investments once bought: reading them (lists, figures per member, the cap summary) and the
 * admin's note, reversal and deletion of a top-up. Buying is TopupsService; activation without an
 * investment is ActivationsService; principal withdrawals are PrincipalDeskService.
 */
export class InvestmentsService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly caps: CapService,
    private readonly team: TeamAggregates,
    private readonly audit?: AuditService,
  ) {}

  /** The platform day (investment ages and exit fees count in it). */
  async today(): Promise<string> {
    return this.settings.platformDay();
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

  /**
   * What each member's activation (entry fee, activation plan, e-pin) paid, as a figure; null
   * without one. Here with the other per-member figures the member lists read together.
   */
  readonly activationPaidFigure: FigureQuery<bigint | null> = {
    select: (ids, q) => ({
      sql: `SELECT ${q} AS q, member_id AS m, 'paid' AS k, ${asText(this.db.engine, 'amount')} AS v FROM activations WHERE member_id IN (${marks(ids)})`,
      params: ids,
    }),
    empty: () => null,
    fold: (_paid, r) => toBigInt(r.v)!,
  };

  /** The largest running principal per member (0 without one), as a figure (common/figures.ts); a top-up may not be smaller. */
  readonly largestRunningFigure: FigureQuery<bigint> = {
    select: (ids, q) => ({
      sql: `SELECT ${q} AS q, member_id AS m, 'largest' AS k, ${asText(this.db.engine, 'MAX(amount)')} AS v FROM investments
            WHERE status = 'RUNNING' AND member_id IN (${marks(ids)}) GROUP BY member_id`,
      params: ids,
    }),
    empty: () => 0n,
    fold: (_largest, r) => toBigInt(r.v)!,
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

/** Longest admin note on a top-up, in characters. */
export const TOPUP_NOTE_MAX = 500;

/** An admin's top-up note: text, trimmed, at most 500 characters ('' clears it); else BAD_USER_INPUT. */
export function parseTopupNote(input: unknown): string {
  if (typeof input !== 'string') throw badInput('Note must be text', { note: 'text' });
  const note = input.trim();
  if ([...note].length > TOPUP_NOTE_MAX) throw badInput(`Note must be at most ${TOPUP_NOTE_MAX} characters`, { note: `at most ${TOPUP_NOTE_MAX} characters` });
  return note;
}
