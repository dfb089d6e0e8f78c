import crypto from 'node:crypto';
import { IsNull } from 'typeorm';
import { Database } from '../../database/data-source';
import { badInput, conflict, forbidden, notFound } from '../../common/errors';
import { hashPassword, randomToken } from '../../common/auth/passwords';
import { sha256 } from '../../common/hash';
import { isStaffRole, Permission, rolesWith, StaffRole } from '../../common/auth/permissions';
import { SessionEvents } from '../../common/auth/session-events';
import { Mailer } from '../../common/mail';
import * as v from '../../common/validate';
import { AuditService } from '../audit/audit.service';
import { User } from '../users/user.entity';
import { StaffInvite } from './staff.entities';

export const INVITE_DAYS = 7;

export type StaffState = 'active' | 'invited' | 'deactivated';

export interface StaffMember {
  user: User;
  role: StaffRole;
  state: StaffState;
}

/** The staff team: invitations, roles, deactivation, and who holds a permission (maker-checker). */
export class StaffService {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly audit: AuditService,
    private readonly sessions: SessionEvents,
    private readonly publicUrl: string,
  ) {}

  /** Every staff account, oldest first, with its state. */
  async list(): Promise<StaffMember[]> {
    const users = await this.db.manager.find(User, { where: { role: 'admin', deletedAt: IsNull() }, order: { id: 'ASC' } });
    const invited = await this.invitedIds();
    return users.map((user) => this.view(user, invited));
  }

  async get(id: number): Promise<StaffMember> {
    const user = await this.db.manager.findOne(User, { where: { id, role: 'admin', deletedAt: IsNull() } });
    if (!user) throw notFound('Staff member not found');
    return this.view(user, await this.invitedIds());
  }

  private view(user: User, invited: Set<number>): StaffMember {
    const state: StaffState = user.status === 'block' ? 'deactivated' : invited.has(user.id) ? 'invited' : 'active';
    return { user, role: user.staffRole ?? 'OWNER', state };
  }

  /** Staff who were invited and have not set a password yet (they cannot sign in or act). */
  private async invitedIds(): Promise<Set<number>> {
    const rows: Array<{ user_id: number }> = await this.db.manager.query(
      'SELECT i.user_id FROM staff_invites i GROUP BY i.user_id HAVING SUM(CASE WHEN i.accepted_at IS NULL THEN 0 ELSE 1 END) = 0',
    );
    return new Set(rows.map((r) => Number(r.user_id)));
  }

  /** How many active staff members hold a permission: with two or more, money moves need two people. */
  async activeHolders(permission: Permission): Promise<number> {
    const roles = rolesWith(permission);
    const invited = await this.invitedIds();
    const users = await this.db.manager.find(User, { where: { role: 'admin', status: 'unblock', deletedAt: IsNull() }, select: { id: true, staffRole: true } });
    return users.filter((u) => roles.includes(u.staffRole ?? 'OWNER') && !invited.has(u.id)).length;
  }

  /** OWNER only (checked by the operation's permission): creates the account and mails an invitation link. */
  async create(actorId: number, input: { email?: unknown; fullname?: unknown; role?: unknown }): Promise<StaffMember> {
    const email = v.email(input.email);
    const fullname = v.fullname(input.fullname);
    const role = staffRole(input.role);
    if (await this.db.manager.count(User, { where: { email } })) throw conflict('An account with this email already exists.', 'ALREADY_EXISTS');
    const token = randomToken(32);
    // No usable password until the invitation is accepted: the hash of a secret nobody keeps.
    const passwordHash = await hashPassword(randomToken(32));
    const link = `${this.publicUrl}/admin/invite/${token}`;
    const { created: user, mail } = await this.db.transaction(async (em) => {
      const created = em.create(User, {
        username: `STF${crypto.randomInt(100000, 1000000)}${crypto.randomInt(10, 100)}`,
        referralCode: `STF${crypto.randomBytes(6).toString('hex').toUpperCase()}`,
        fullname,
        email,
        phone: '',
        passwordHash,
        role: 'admin',
        staffRole: role,
        status: 'unblock',
        isActive: true,
        emailVerified: true,
        sponsorId: null,
        tokenVersion: 0,
        createdAt: new Date(),
      });
      await em.insert(User, created);
      await em.insert(StaffInvite, {
        userId: created.id,
        tokenHash: sha256(token),
        invitedBy: actorId,
        expiresAt: new Date(Date.now() + INVITE_DAYS * 24 * 3600_000),
        acceptedAt: null,
        createdAt: new Date(),
      });
      await this.audit.record(actorId, 'staff.create', `user:${created.id}`, { email, role }, em, { before: null, after: { email, fullname, role } });
      const mail = await this.mailer.add(em, {
        to: email,
        subject: 'You are invited to the Meridian staff console',
        text: `Hello ${fullname},\nYou were added to the Meridian staff as ${role}. Open this link within ${INVITE_DAYS} days to choose your password: ${link}`,
        html: `<p>Hello ${escapeHtml(fullname)},</p><p>You were added to the Meridian staff as <strong>${role}</strong>. <a href="${link}">Choose your password</a> within ${INVITE_DAYS} days.</p>`,
      });
      return { created, mail };
    });
    await this.mailer.settle([mail]);
    return { user, role, state: 'invited' };
  }

  /** Sets the invited staff member's password; the invitation works once. Returns the account. */
  async acceptInvite(tokenInput: unknown, passwordInput: unknown): Promise<User> {
    const token = typeof tokenInput === 'string' ? tokenInput.trim() : '';
    const password = v.password(passwordInput);
    const invalid = () => badInput('This invitation is invalid or has expired', { token: 'invalid or expired' });
    if (!/^[0-9a-f]{64}$/.test(token)) throw invalid();
    const passwordHash = await hashPassword(password);
    const userId = await this.db.transaction(async (em) => {
      const invite = await em.findOne(StaffInvite, { where: { tokenHash: sha256(token), acceptedAt: IsNull() } });
      if (!invite || invite.expiresAt.getTime() < Date.now()) throw invalid();
      const used = await em.update(StaffInvite, { id: invite.id, acceptedAt: IsNull() }, { acceptedAt: new Date() });
      if (!used.affected) throw invalid();
      const user = await em.findOne(User, { where: { id: invite.userId, role: 'admin', deletedAt: IsNull() } });
      if (!user || user.status === 'block') throw invalid();
      await em.update(User, { id: user.id }, { passwordHash, tokenVersion: user.tokenVersion + 1 });
      await this.audit.record(user.id, 'staff.accept-invite', `user:${user.id}`, null, em);
      return user.id;
    });
    this.sessions.revoked(userId);
    return this.db.manager.findOneByOrFail(User, { id: userId });
  }

  async setRole(actorId: number, id: number, roleInput: unknown): Promise<StaffMember> {
    const role = staffRole(roleInput);
    const member = await this.get(id);
    if (member.role === role) return member;
    if (member.role === 'OWNER') await this.keepAnOwner(id);
    await this.db.transaction(async (em) => {
      await em.update(User, { id }, { staffRole: role });
      await this.audit.record(actorId, 'staff.set-role', `user:${id}`, { role }, em, { before: { role: member.role }, after: { role } });
    });
    return this.get(id);
  }

  /** Ends every session of the staff member and stops sign-in; their history stays. */
  async deactivate(actorId: number, id: number): Promise<StaffMember> {
    if (actorId === id) throw forbidden('You cannot deactivate yourself');
    const member = await this.get(id);
    if (member.state === 'deactivated') return member;
    if (member.role === 'OWNER') await this.keepAnOwner(id);
    await this.db.transaction(async (em) => {
      await em.update(User, { id }, { status: 'block', tokenVersion: member.user.tokenVersion + 1 });
      await this.audit.record(actorId, 'staff.deactivate', `user:${id}`, null, em, { before: { state: member.state }, after: { state: 'deactivated' } });
    });
    this.sessions.revoked(id);
    return this.get(id);
  }

  async reactivate(actorId: number, id: number): Promise<StaffMember> {
    const member = await this.get(id);
    if (member.state !== 'deactivated') return member;
    await this.db.transaction(async (em) => {
      await em.update(User, { id }, { status: 'unblock' });
      await this.audit.record(actorId, 'staff.reactivate', `user:${id}`, null, em, { before: { state: 'deactivated' }, after: { state: 'active' } });
    });
    return this.get(id);
  }

  /** The platform always keeps one active OWNER besides the account being changed. */
  private async keepAnOwner(exceptId: number): Promise<void> {
    const owners = (await this.list()).filter((s) => s.role === 'OWNER' && s.state === 'active' && s.user.id !== exceptId);
    if (!owners.length) throw conflict('The platform needs at least one active owner');
  }
}

export function staffRole(value: unknown): StaffRole {
  if (!isStaffRole(value)) throw badInput('Unknown staff role', { role: 'OWNER, FINANCE, SUPPORT, CONTENT or ANALYST' });
  return value;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
