import { Brackets, EntityManager, IsNull } from 'typeorm';
import { afterCommit, Database } from '../../database/data-source';
import { dateParam } from '../../database/sql';
import { AppError, badInput, conflict, forbidden, notFound } from '../../common/errors';
import * as v from '../../common/validate';
import { AuditService, changedFields } from '../audit/audit.service';
import { OtpService } from '../auth/otp.service';
import { Withdrawal } from '../withdrawals/withdrawal.entity';
import { User } from './user.entity';
import { RewardNotice } from './reward-notice.entity';
import { parseMoney } from '../../common/money';
import { SessionEvents } from '../../common/auth/session-events';
import { verifyPassword } from '../../common/auth/passwords';
import type { AuthService } from '../auth/auth.service';
import { offsetWindow, PageWindow, readWindow } from '../../common/pagination';

export type AdminProfileChanges = Omit<ProfileChanges, 'currentPassword'> & { status?: unknown };

/** An admin edit checked and ready to write. */
export interface PreparedAdminEdit {
  user: User;
  patch: Partial<User>;
  status: 'block' | 'unblock' | null;
}

function parseStatus(status: unknown): 'block' | 'unblock' {
  const s = String(status ?? '').toLowerCase();
  if (s !== 'block' && s !== 'unblock') throw badInput("Status must be 'block' or 'unblock'", { status: 'block or unblock' });
  return s;
}

export type MemberListStatus = 'all' | 'active' | 'inactive' | 'blocked';

export interface ProfileChanges {
  fullname?: unknown;
  phone?: unknown;
  email?: unknown;
  bep20?: unknown;
  trc20?: unknown;
  /** Required for an email change (a stolen session alone must not move the account). */
  currentPassword?: unknown;
}

/** Members and admins: lookups, profile changes, the admin's member desk. */
export class UsersService {
  constructor(
    private readonly db: Database,
    private readonly otp: OtpService,
    private readonly audit: AuditService,
    private readonly sessions: SessionEvents = new SessionEvents(),
    private readonly auth?: AuthService,
  ) {}

  async byId(id: number, em: EntityManager = this.db.manager): Promise<User | null> {
    return em.findOne(User, { where: { id, deletedAt: IsNull() } });
  }

  async byIds(ids: readonly number[]): Promise<User[]> {
    if (!ids.length) return [];
    return this.db.manager.createQueryBuilder(User, 'u').where('u.id IN (:...ids)', { ids: [...ids] }).getMany();
  }

  async requireMember(id: number): Promise<User> {
    const user = await this.byId(id);
    if (!user || user.role !== 'user') throw notFound('User not found');
    return user;
  }

  /** Finds a member by email or referral code (case-insensitive). */
  async find(query: unknown): Promise<User> {
    const q = typeof query === 'string' ? query.trim() : '';
    if (!q) throw badInput('Enter an email or referral code', { email: 'required' });
    const user = await this.db.manager
      .createQueryBuilder(User, 'u')
      .where('u.deleted_at IS NULL AND u.role = :role', { role: 'user' })
      .andWhere(new Brackets((b) => b.where('u.email = :email', { email: q.toLowerCase() }).orWhere('u.referral_code = :code', { code: q.toUpperCase() })))
      .getOne();
    if (!user) throw notFound('User not found');
    return user;
  }

  /** Newest first: page `page`, or by cursor (`window`: `u.id` below the cursor's, no OFFSET). */
  async list(opts: { status?: MemberListStatus; search?: string } & ({ page: number; pageSize: number } | { window: PageWindow })) {
    const qb = this.db.manager.createQueryBuilder(User, 'u').where('u.deleted_at IS NULL AND u.role = :role', { role: 'user' });
    if (opts.status === 'active') qb.andWhere('u.is_active = :t', { t: true });
    if (opts.status === 'inactive') qb.andWhere('u.is_active = :f', { f: false });
    if (opts.status === 'blocked') qb.andWhere('u.status = :b', { b: 'block' });
    const search = opts.search?.trim();
    if (search) {
      // An explicit escape character: SQLite has no default one (MySQL's is the backslash).
      const like = `%${search.toLowerCase().replace(/[!%_]/g, (c) => '!' + c)}%`;
      qb.andWhere(
        new Brackets((b) =>
          b
            .where("LOWER(u.email) LIKE :like ESCAPE '!'", { like })
            .orWhere("LOWER(u.username) LIKE :like ESCAPE '!'", { like })
            .orWhere("LOWER(u.fullname) LIKE :like ESCAPE '!'", { like }),
        ),
      );
    }
    return readWindow(qb, 'u.id', 'window' in opts ? opts.window : offsetWindow(opts.page, opts.pageSize));
  }

  /**
   * A member changes their own profile. The very first payout address is free (there is nothing to
   * steal yet); changing one needs OTP clearance. A new email needs the current password and a
   * verified code of the new address; the old address is told, with a link to report it. Changing
   * the email or a payout address starts the withdrawal hold (setting `withdrawalHoldHours`).
   */
  async updateProfile(memberId: number, changes: ProfileChanges): Promise<User> {
    const user = await this.requireMember(memberId);
    const patch: Partial<User> = {};
    if (changes.fullname !== undefined) patch.fullname = v.fullname(changes.fullname);
    if (changes.phone !== undefined) patch.phone = v.phone(changes.phone);
    const firstAddress = !user.bep20 && !user.trc20;
    const addressChanged =
      (changes.bep20 !== undefined && v.bep20(changes.bep20) !== user.bep20) ||
      (changes.trc20 !== undefined && v.trc20(changes.trc20) !== user.trc20);
    if (changes.bep20 !== undefined) patch.bep20 = v.bep20(changes.bep20);
    if (changes.trc20 !== undefined) patch.trc20 = v.trc20(changes.trc20);
    if (addressChanged && !firstAddress) {
      // The step-up rule of money leaving the account (authenticator code, else the mailed OTP).
      if (this.auth) await this.auth.requireStepUp(user);
      else if (!(await this.otp.hasClearance('withdrawal', user.email, 5))) throw new AppError('OTP_REQUIRED', 'OTP verification required');
      patch.securityChangedAt = new Date();
    }
    let oldEmail: string | null = null;
    if (changes.email !== undefined) {
      const email = v.email(changes.email);
      if (email !== user.email) {
        if (typeof changes.currentPassword !== 'string' || !changes.currentPassword) {
          throw badInput('Enter your current password to change the email', { currentPassword: 'required for an email change' });
        }
        // Counted like a sign-in attempt of the account (429 past the limit).
        if (this.auth) await this.auth.checkCurrentPassword(user, changes.currentPassword);
        else if (!(await verifyPassword(user.passwordHash, changes.currentPassword))) throw badInput('Current password is wrong', { currentPassword: 'wrong password' });
        if (await this.emailTaken(email)) throw conflict('User with this email already exists.', 'ALREADY_EXISTS');
        if (!(await this.otp.hasClearance('email', email, 30))) {
          throw new AppError('OTP_REQUIRED', 'Verify the new email address with its code first');
        }
        patch.email = email;
        patch.emailVerified = true;
        patch.securityChangedAt = new Date();
        oldEmail = user.email;
      }
    }
    // The notice to the old address is written with the change (and sent once it is committed).
    const notice = Object.keys(patch).length
      ? await this.db.transaction(async (em) => {
          await em.update(User, { id: memberId }, patch);
          return oldEmail && this.auth ? this.auth.notifyEmailChanged(em, user, oldEmail, patch.email!) : null;
        })
      : null;
    if (notice && this.auth) await this.auth.mailer.settle([notice]);
    return (await this.byId(memberId))!;
  }

  async emailTaken(email: string): Promise<boolean> {
    return (await this.db.manager.count(User, { where: { email } })) > 0;
  }

  /** Checks an admin edit before anything is written: a bad field or a taken email changes nothing. */
  async prepareAdminEdit(memberId: number, changes: AdminProfileChanges): Promise<PreparedAdminEdit> {
    const user = await this.requireMember(memberId);
    const patch: Partial<User> = {};
    if (changes.fullname !== undefined) patch.fullname = v.fullname(changes.fullname);
    if (changes.phone !== undefined) patch.phone = v.phone(changes.phone);
    if (changes.bep20 !== undefined) patch.bep20 = v.bep20(changes.bep20);
    if (changes.trc20 !== undefined) patch.trc20 = v.trc20(changes.trc20);
    if (changes.email !== undefined) {
      const email = v.email(changes.email);
      if (email !== user.email && (await this.emailTaken(email))) throw conflict('User with this email already exists.', 'ALREADY_EXISTS');
      patch.email = email;
    }
    return { user, patch, status: changes.status === undefined ? null : parseStatus(changes.status) };
  }

  /** Writes a prepared admin edit in the caller's transaction (REST and GraphQL member edits share it). */
  async applyAdminEdit(em: EntityManager, adminId: number, { user, patch, status }: PreparedAdminEdit): Promise<void> {
    if (Object.keys(patch).length) await em.update(User, { id: user.id }, patch);
    await this.audit.record(adminId, 'member.update', `user:${user.id}`, patch, em, changedFields(user as unknown as Record<string, unknown>, patch));
    if (status) await this.applyStatus(em, adminId, user, status);
  }

  /** Block ends every session of the member at once (token version bump). */
  async setStatus(adminId: number, memberId: number, status: unknown): Promise<User> {
    const s = parseStatus(status);
    const user = await this.requireMember(memberId);
    await this.db.transaction((em) => this.applyStatus(em, adminId, user, s));
    return (await this.byId(memberId))!;
  }

  private async applyStatus(em: EntityManager, adminId: number, user: User, s: 'block' | 'unblock'): Promise<void> {
    await em.update(User, { id: user.id }, { status: s, tokenVersion: s === 'block' ? user.tokenVersion + 1 : user.tokenVersion });
    await this.audit.record(adminId, `member.${s}`, `user:${user.id}`, undefined, em, { before: { status: user.status }, after: { status: s } });
    // The sessions end once the block is committed (a rolled-back edit blocks nobody).
    if (s === 'block') afterCommit(em, () => this.sessions.revoked(user.id));
  }

  /** Soft delete: no sign-in, sessions revoked, history and ledger kept. */
  async softDelete(adminId: number, memberId: number): Promise<void> {
    const user = await this.requireMember(memberId);
    const pending = await this.db.manager.count(Withdrawal, { where: { userId: memberId, status: 'pending' } });
    if (pending > 0) throw conflict('The member has a pending withdrawal');
    await this.db.transaction(async (em) => {
      await em.update(User, { id: memberId }, { deletedAt: new Date(), tokenVersion: user.tokenVersion + 1 });
      await this.audit.record(adminId, 'member.delete', `user:${memberId}`, undefined, em, { before: { deletedAt: null }, after: { deletedAt: new Date() } });
    });
    this.sessions.revoked(memberId);
  }

  /** Members with no direct referral more than 10 days after joining. */
  async defaulters(): Promise<User[]> {
    const cutoff = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
    return this.db.manager
      .createQueryBuilder(User, 'u')
      .where('u.deleted_at IS NULL AND u.role = :role AND u.created_at < :cutoff', { role: 'user', cutoff })
      .andWhere('NOT EXISTS (SELECT 1 FROM users d WHERE d.sponsor_id = u.id AND d.deleted_at IS NULL)')
      .orderBy('u.id', 'DESC')
      .take(5000)
      .getMany();
  }

  /** The defaulters a page at a time, newest first: page `page`, or by cursor (ids below the cursor's, no OFFSET). */
  async defaultersPage(w: PageWindow) {
    const cutoff = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
    const qb = this.db.manager
      .createQueryBuilder(User, 'u')
      .where('u.deleted_at IS NULL AND u.role = :role AND u.created_at < :cutoff', { role: 'user', cutoff })
      .andWhere('NOT EXISTS (SELECT 1 FROM users d WHERE d.sponsor_id = u.id AND d.deleted_at IS NULL)');
    return readWindow(qb, 'u.id', w);
  }

  /** Member counts for the admin dashboard. */
  async counts() {
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    const [row] = await this.db.manager.query(
      `SELECT COUNT(*) AS total,
              SUM(CASE WHEN is_active THEN 1 ELSE 0 END) AS active,
              SUM(CASE WHEN status = 'block' THEN 1 ELSE 0 END) AS blocked,
              SUM(CASE WHEN created_at >= ? THEN 1 ELSE 0 END) AS today
       FROM users WHERE role = 'user' AND deleted_at IS NULL`,
      [dateParam(this.db.engine, today)],
    );
    const total = Number(row.total);
    const active = Number(row.active ?? 0);
    return { total, active, inactive: total - active, blocked: Number(row.blocked ?? 0), joinedToday: Number(row.today ?? 0) };
  }

  async recent(take = 10): Promise<User[]> {
    return this.db.manager.find(User, { where: { role: 'user', deletedAt: IsNull() }, order: { id: 'DESC' }, take });
  }

  /** Creates or replaces a member's reward notice (a message with an amount; no money moves). */
  async sendRewardNotice(adminId: number, memberId: number, titleInput: unknown, amountInput: unknown): Promise<RewardNotice> {
    await this.requireMember(memberId);
    const title = v.requireString(titleInput, 'title', 'Title');
    if (title.length < 3 || title.length > 120) throw badInput('Title must be 3 to 120 characters', { title: '3 to 120 characters' });
    const amount = parseMoney(amountInput, { allowZero: true });
    return this.db.transaction(async (em) => {
      await em.delete(RewardNotice, { userId: memberId });
      const notice = em.create(RewardNotice, { userId: memberId, title, amount, createdBy: adminId, createdAt: new Date() });
      await em.insert(RewardNotice, notice);
      await this.audit.record(adminId, 'member.reward-notice', `user:${memberId}`, { title, amount }, em);
      return notice;
    });
  }

  async rewardNotices(memberIds: number[]): Promise<Map<number, RewardNotice>> {
    if (!memberIds.length) return new Map();
    const rows = await this.db.manager.createQueryBuilder(RewardNotice, 'n').where('n.user_id IN (:...ids)', { ids: memberIds }).getMany();
    return new Map(rows.map((n) => [n.userId, n]));
  }
}
