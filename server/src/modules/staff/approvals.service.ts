import { EntityManager, In } from 'typeorm';
import { Database } from '../../database/data-source';
import { AppError, badInput, forbidden, notFound } from '../../common/errors';
import { roleCan, StaffRole, Permission } from '../../common/auth/permissions';
import { auditJson, AuditService } from '../audit/audit.service';
import { User } from '../users/user.entity';
import { ApprovalKind, ApprovalRequest, ApprovalStatus } from './staff.entities';
import { StaffService } from './staff.service';
import { offsetWindow, PageWindow, readWindow } from '../../common/pagination';

/** What a kind of request does when a checker approves it; `key` makes the posting idempotent. */
export interface ApprovalAction {
  permission: Permission;
  apply(checkerId: number, payload: any, key: string): Promise<unknown>;
}

export interface ApprovalInput {
  kind: ApprovalKind;
  memberId: number | null;
  amount: bigint | null;
  reason: string;
  payload: Record<string, unknown>;
  /** The record the request acts on (`withdrawal:12`): one pending request per target. */
  target?: string;
}

/** The outcome of a guarded money action: applied at once (one holder of the permission) or waiting for a checker. */
export type Guarded<T> = { applied: T; pending: null } | { applied: null; pending: ApprovalRequest };

/**
 * Maker-checker for money moved by hand (BUSINESS-RULES §9): manual balance changes, top-up
 * reversals and withdrawals above `approvalThreshold`. With two or more active staff holding the
 * permission, the maker's action becomes a pending request that only a *different* holder can
 * approve; the action then runs once (the request is claimed by one conditional UPDATE, and the
 * posting's idempotency key is the request's). With one holder (a fresh installation) it applies at once.
 */
export class ApprovalsService {
  private readonly actions = new Map<ApprovalKind, ApprovalAction>();

  constructor(
    private readonly db: Database,
    private readonly staff: StaffService,
    private readonly audit: AuditService,
  ) {}

  register(kind: ApprovalKind, action: ApprovalAction) {
    this.actions.set(kind, action);
  }

  private action(kind: ApprovalKind): ApprovalAction {
    const a = this.actions.get(kind);
    if (!a) throw new Error(`No approval action for ${kind}`);
    return a;
  }

  /** Whether an action of this permission needs a second person now. */
  async needsSecondPerson(permission: Permission): Promise<boolean> {
    return (await this.staff.activeHolders(permission)) >= 2;
  }

  /** Runs `now` at once, or records a pending request when a second person is needed. */
  async guard<T>(makerId: number, input: ApprovalInput, now: () => Promise<T>): Promise<Guarded<T>> {
    const { permission } = this.action(input.kind);
    if (!(await this.needsSecondPerson(permission))) return { applied: await now(), pending: null };
    return { applied: null, pending: await this.request(makerId, input) };
  }

  /** Records a pending request, in the caller's transaction when given (a member edit writes it with the profile). */
  async request(makerId: number, input: ApprovalInput, em?: EntityManager): Promise<ApprovalRequest> {
    const reason = input.reason.trim().slice(0, 500);
    if (reason.length < 3) throw badInput('Reason must be at least 3 characters', { reason: '3 to 500 characters' });
    const { permission } = this.action(input.kind);
    const pendingKey = input.target ?? null;
    if (pendingKey && (await (em ?? this.db.manager).count(ApprovalRequest, { where: { pendingKey } }))) {
      throw new AppError('CONFLICT', 'A request for this is already waiting for approval');
    }
    const write = async (em: EntityManager) => {
      const row = em.create(ApprovalRequest, {
        kind: input.kind,
        permission,
        status: 'pending',
        makerId,
        checkerId: null,
        memberId: input.memberId,
        amount: input.amount === null ? null : input.amount.toString(),
        reason,
        payload: auditJson(input.payload)!,
        target: input.target ?? null,
        pendingKey,
        decisionNote: null,
        result: null,
        createdAt: new Date(),
        decidedAt: null,
      });
      await em.insert(ApprovalRequest, row);
      await this.audit.record(makerId, 'approval.request', `approval:${row.id}`, { kind: input.kind, memberId: input.memberId, amount: input.amount, reason, target: input.target ?? null }, em, {
        before: null,
        after: { status: 'pending', ...input.payload },
      });
      return row;
    };
    return em ? write(em) : this.db.transaction(write);
  }

  /** Requests newest first: page `page`, or by cursor (`window`: ids below the cursor's, no OFFSET). */
  async list(filter: { status?: ApprovalStatus | 'all' } & ({ page: number; pageSize: number } | { window: PageWindow })) {
    const qb = this.db.manager.createQueryBuilder(ApprovalRequest, 'a');
    if (filter.status && filter.status !== 'all') qb.where('a.status = :status', { status: filter.status });
    return readWindow(qb, 'a.id', 'window' in filter ? filter.window : offsetWindow(filter.page, filter.pageSize));
  }

  /** The pending requests of these targets (`withdrawal:12`), by target. */
  async pendingFor(targets: string[]): Promise<Map<string, ApprovalRequest>> {
    if (!targets.length) return new Map();
    const rows = await this.db.manager.find(ApprovalRequest, { where: { pendingKey: In(targets) } });
    return new Map(rows.map((r) => [r.pendingKey!, r]));
  }

  async get(id: number): Promise<ApprovalRequest> {
    const row = await this.db.manager.findOne(ApprovalRequest, { where: { id } });
    if (!row) throw notFound('Approval request not found');
    return row;
  }

  /** Names of the staff on a page of requests (maker, checker). */
  async staffNames(rows: ApprovalRequest[]): Promise<Map<number, User>> {
    const ids = [...new Set(rows.flatMap((r) => [r.makerId, r.checkerId, r.memberId]).filter((x): x is number => typeof x === 'number'))];
    if (!ids.length) return new Map();
    const users = await this.db.manager.find(User, { where: { id: In(ids) } });
    return new Map(users.map((u) => [u.id, u]));
  }

  /** A different staff member holding the permission approves: the action runs once. */
  async approve(checker: { id: number; role: StaffRole | null }, id: number): Promise<ApprovalRequest> {
    const row = await this.checkable(checker, id);
    const action = this.action(row.kind);
    // Claim: one conditional UPDATE, so of many simultaneous approvals exactly one goes on.
    const claimed = await this.db.transaction((em) => em.update(ApprovalRequest, { id, status: 'pending' }, { status: 'applying' as ApprovalStatus, checkerId: checker.id }));
    if (!claimed.affected) throw new AppError('ALREADY_PROCESSED', 'This request was already decided');
    let result: unknown;
    try {
      result = await action.apply(checker.id, JSON.parse(row.payload), `approval:${row.id}`);
    } catch (err) {
      // Nothing was posted (the action's own transaction rolled back): the request waits again.
      await this.db.transaction((em) => em.update(ApprovalRequest, { id, status: 'applying' as ApprovalStatus }, { status: 'pending', checkerId: null }));
      throw err;
    }
    await this.db.transaction(async (em) => {
      await em.update(ApprovalRequest, { id }, { status: 'approved', pendingKey: null, decidedAt: new Date(), result: auditJson(result) });
      await this.audit.record(checker.id, 'approval.approve', `approval:${id}`, { kind: row.kind, makerId: row.makerId, memberId: row.memberId, amount: row.amount }, em, {
        before: { status: 'pending' },
        after: { status: 'approved', result },
      });
    });
    return this.get(id);
  }

  /** A different staff member holding the permission rejects: nothing is posted. */
  async reject(checker: { id: number; role: StaffRole | null }, id: number, reasonInput: unknown): Promise<ApprovalRequest> {
    const note = decisionNote(reasonInput, true);
    const row = await this.checkable(checker, id);
    await this.close(row, checker.id, 'rejected', note);
    return this.get(id);
  }

  /**
   * The maker takes back their own pending request (a second holder may be gone for good): nothing
   * is posted, the target is free for a new request.
   */
  async withdraw(maker: { id: number }, id: number, reasonInput?: unknown): Promise<ApprovalRequest> {
    const note = decisionNote(reasonInput, false);
    const row = await this.get(id);
    if (row.makerId !== maker.id) throw forbidden('Only the staff member who made this request can withdraw it');
    if (row.status !== 'pending') throw new AppError('ALREADY_PROCESSED', 'This request was already decided');
    await this.close(row, maker.id, 'withdrawn', note);
    return this.get(id);
  }

  /**
   * Closes a pending request without posting (rejected by a checker, withdrawn by its maker): one
   * conditional UPDATE on status 'pending', so it races safely with an approval, and its audit row.
   */
  private async close(row: ApprovalRequest, actorId: number, status: 'rejected' | 'withdrawn', note: string | null) {
    const rejected = status === 'rejected';
    const action = rejected ? 'approval.reject' : 'approval.withdraw';
    await this.db.transaction(async (em) => {
      const checker = rejected ? { checkerId: actorId } : {};
      const done = await em.update(ApprovalRequest, { id: row.id, status: 'pending' }, { status, ...checker, pendingKey: null, decisionNote: note, decidedAt: new Date() });
      if (!done.affected) throw new AppError('ALREADY_PROCESSED', 'This request was already decided');
      await this.audit.record(actorId, action, `approval:${row.id}`, { kind: row.kind, makerId: row.makerId, memberId: row.memberId, amount: row.amount, reason: note }, em, {
        before: { status: 'pending' },
        after: { status },
      });
    });
  }

  /** The maker never checks their own request; the checker must hold the request's permission. */
  private async checkable(checker: { id: number; role: StaffRole | null }, id: number): Promise<ApprovalRequest> {
    const row = await this.get(id);
    if (!roleCan(checker.role, row.permission as Permission)) throw forbidden(`Your role lacks the permission ${row.permission}`);
    if (row.makerId === checker.id) throw forbidden('A second staff member must check this request: you made it');
    if (row.status !== 'pending') throw new AppError('ALREADY_PROCESSED', 'This request was already decided');
    return row;
  }
}

/** A decision's reason: 3 to 500 characters (longer is cut), or none where it is optional. */
function decisionNote(input: unknown, required: boolean): string | null {
  const note = typeof input === 'string' ? input.trim().slice(0, 500) : '';
  if (!note && !required) return null;
  if (note.length < 3) throw badInput(required ? 'Give a reason of at least 3 characters' : 'Give a reason of at least 3 characters, or none', { reason: '3 to 500 characters' });
  return note;
}
