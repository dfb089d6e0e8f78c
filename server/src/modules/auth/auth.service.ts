import crypto from 'node:crypto';
import { EntityManager, IsNull } from 'typeorm';
import { Database } from '../../database/data-source';
import { AppError, badInput, conflict, notFound, unauthenticated } from '../../common/errors';
import { hashPassword, randomToken, verifyPassword } from '../../common/auth/passwords';
import { sha256 } from '../../common/hash';
import { SessionCache } from './session-cache';
import { TokenService } from '../../common/auth/tokens';
import { Mailer } from '../../common/mail';
import { RateLimitError, RateLimits } from '../../common/rate-limit';
import * as v from '../../common/validate';
import { LedgerService, isUniqueViolation } from '../ledger/ledger.service';
import { ReferralService } from '../referral/referral.service';
import { SettingsService } from '../settings/settings.service';
import { Role, User } from '../users/user.entity';
import { OtpService } from './otp.service';
import { PasswordReset } from './auth.entities';
import { SessionEvents } from '../../common/auth/session-events';
import { AuditLog } from '../audit/audit.entity';
import { auditJson } from '../audit/audit.service';
import type { TotpService } from './totp.service';

/** How long one step-up (an authenticator code or a verified mailed OTP) covers money leaving the account. */
export const STEP_UP_MINUTES = 5;

export interface RegisterInput {
  fullname?: unknown;
  phone?: unknown;
  email?: unknown;
  password?: unknown;
  confirmPassword?: unknown;
  referralBy?: unknown;
}

export interface SessionResult {
  token: string;
  expireAt: number;
  user: User;
}

/** Identity of a verified session. */
export interface Identity {
  id: number;
  role: Role;
  user: User;
}

/** A dummy hash so unknown identifiers cost the same time as wrong passwords. */
let dummyHash: Promise<string> | null = null;

/** Registration, sign-in and sign-out of both roles, email codes, password reset and withdrawal OTPs. */
export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
    readonly mailer: Mailer,
    private readonly limits: RateLimits,
    private readonly settings: SettingsService,
    private readonly ledger: LedgerService,
    private readonly referral: ReferralService,
    private readonly otp: OtpService,
    private readonly publicUrl: string,
    private readonly sessions: SessionEvents = new SessionEvents(),
    private readonly sessionCache: SessionCache | null = null,
    private readonly totp: TotpService | null = null,
  ) {}

  // ---------------------------------------------------------------- sessions

  /**
   * Resolves a bearer or cookie token into an identity; revoked, blocked or deleted accounts get none.
   * Reads may take the account row from the session cache (dropped at every committed change of the
   * row, so revocation is immediate); `fresh` reads it from the database, as every write does.
   */
  async resolve(token: string | undefined | null, fresh = false): Promise<Identity | null> {
    if (!token) return null;
    const claims = await this.tokens.verify(token);
    if (!claims) return null;
    const user = fresh || !this.sessionCache ? await this.accountRow(claims.sub) : await this.sessionCache.load(claims.sub, (id) => this.accountRow(id));
    if (!user || user.role !== claims.role || user.tokenVersion !== claims.ver || user.status === 'block') return null;
    return { id: user.id, role: user.role, user };
  }

  private accountRow(id: number): Promise<User | null> {
    return this.db.manager.findOne(User, { where: { id, deletedAt: IsNull() } });
  }

  private async openSession(user: User): Promise<SessionResult> {
    const { token, expireAt } = await this.tokens.sign({ sub: user.id, role: user.role, ver: user.tokenVersion });
    return { token, expireAt, user };
  }

  async register(input: RegisterInput, ip: string): Promise<SessionResult> {
    await this.limits.consume('register', ip);
    await this.settings.requireOn('register', 'Registration is currently closed');
    const fullname = v.fullname(input.fullname);
    const phone = v.phone(input.phone);
    const email = v.email(input.email);
    const password = v.password(input.password);
    if (input.confirmPassword !== undefined && input.confirmPassword !== password) {
      throw badInput('Passwords do not match', { confirmPassword: 'Passwords do not match' });
    }
    const sponsorId = await this.resolveSponsor(input.referralBy);
    if (await this.db.manager.count(User, { where: { email } })) throw conflict('User with this email already exists.', 'ALREADY_EXISTS');

    const passwordHash = await hashPassword(password);
    const prefix = await this.settings.text('usernamePrefix');
    let user: User | null = null;
    for (let attempt = 0; attempt < 5 && !user; attempt++) {
      const username = `${prefix}${crypto.randomInt(100000, 1000000)}`;
      try {
        user = await this.db.transaction(async (em) => {
          const created = em.create(User, {
            username,
            referralCode: username,
            fullname,
            email,
            phone,
            passwordHash,
            role: 'user',
            status: 'unblock',
            isActive: false,
            emailVerified: false,
            sponsorId,
            tokenVersion: 0,
            createdAt: new Date(),
          });
          await em.insert(User, created);
          await this.referral.attach(em, created.id, sponsorId);
          await this.ledger.openMemberAccounts(em, created.id);
          return created;
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        if (await this.db.manager.count(User, { where: { email } })) throw conflict('User with this email already exists.', 'ALREADY_EXISTS');
      }
    }
    if (!user) throw new Error('Could not allocate a username');
    // The account exists either way; past the mail budget the member asks for a code later.
    await this.limits
      .consumeMail(ip, email)
      .then(() => this.sendEmailCode(email, user!.id))
      .catch(() => undefined);
    return this.openSession(user);
  }

  private async resolveSponsor(referralBy: unknown): Promise<number | null> {
    const code = typeof referralBy === 'string' ? referralBy.trim().toUpperCase() : '';
    if (code) {
      const sponsor = await this.db.manager.findOne(User, { where: { referralCode: code, role: 'user', deletedAt: IsNull() } });
      if (!sponsor) throw badInput('Invalid referral code.', { referralBy: 'unknown referral code' });
      return sponsor.id;
    }
    const first = await this.db.manager.findOne(User, { where: { role: 'user' }, order: { id: 'ASC' } });
    if (!first) return null; // the first member starts the tree
    if (await this.settings.isOn('requireSponsor')) throw badInput('A sponsor referral code is required', { referralBy: 'required' });
    return first.id; // the company root member
  }

  /**
   * Sign-in by email or username. With an authenticator on, the password alone opens nothing: no
   * `totpCode` answers TOTP_REQUIRED, a wrong or reused one TOTP_INVALID (each counts as an attempt).
   * Staff without an authenticator while `staffTotpRequired` is on get TOTP_ENROLMENT_REQUIRED with a
   * short-lived enrolment token (field `enrolmentToken`) for beginTotpEnrolment/confirmTotpEnrolment.
   */
  async signIn(identifier: unknown, password: unknown, role: Role, ip: string, totpCode?: unknown): Promise<SessionResult> {
    const id = v.requireString(identifier, 'email', 'Email or username');
    if (typeof password !== 'string' || !password) throw badInput('Password is required', { password: 'required' });
    const user = await this.db.manager
      .createQueryBuilder(User, 'u')
      .where('u.deleted_at IS NULL AND u.role = :role', { role })
      .andWhere(id.includes('@') ? 'u.email = :id' : 'u.username = :id', { id: id.includes('@') ? id.toLowerCase() : id.toUpperCase() })
      .getOne();
    // Attempts count per account, whether it is named by email or by username: per client address,
    // and (a larger budget) across all addresses.
    const account = user ? `#${user.id}` : id.toLowerCase();
    const limitKey = `${role}:${account}:${ip}`;
    await this.limits.consume('signIn', limitKey);
    await this.limits.consume('signInAccount', `${role}:${account}`);
    if (!user) {
      dummyHash ??= hashPassword('not-a-real-password');
      await verifyPassword(await dummyHash, password);
      throw unauthenticated('Invalid email or password');
    }
    if (!(await verifyPassword(user.passwordHash, password))) throw unauthenticated('Invalid email or password');
    // A blocked member or a deactivated staff member gets no session.
    if (user.status === 'block') throw new AppError('FORBIDDEN', role === 'admin' ? 'This staff account is deactivated' : 'Your account is blocked');
    if (role === 'user') {
      await this.settings.requireOn('login', 'Login is currently disabled');
      if (!user.emailVerified && (await this.settings.isOn('verifyEmail'))) throw new AppError('FORBIDDEN', 'Please verify your email first');
    }
    await this.secondFactor(user, totpCode);
    await this.limits.reset('signIn', limitKey);
    await this.limits.reset('signInAccount', `${role}:${account}`);
    user.lastLogin = new Date();
    await this.db.transaction((em) => em.update(User, { id: user.id }, { lastLogin: user.lastLogin! }));
    return this.openSession(user);
  }

  /** The sign-in's second step: the authenticator code (or a recovery code), or enrolment for staff who must have one. */
  private async secondFactor(user: User, code: unknown): Promise<void> {
    if (this.totp && (await this.totp.isEnabled(user.id))) {
      if (code === undefined || code === null || (typeof code === 'string' && !code.trim())) {
        throw new AppError('TOTP_REQUIRED', 'Enter the 6-digit code from your authenticator app, or one of your recovery codes');
      }
      if (!(await this.totp.check(user.id, code))) throw new AppError('TOTP_INVALID', 'The code is wrong or was already used', { totpCode: 'invalid code' });
      return;
    }
    if (this.totp && user.role === 'admin' && (await this.settings.isOn('staffTotpRequired'))) {
      const enrolmentToken = await this.tokens.signPurpose('totp-enrol', user.id, 10 * 60);
      throw new AppError('TOTP_ENROLMENT_REQUIRED', 'Staff accounts must use two-factor authentication: set up an authenticator app to sign in', { enrolmentToken });
    }
  }

  /**
   * A check of the current password (password or email change, turning TOTP off) counts like a
   * sign-in attempt of the account: 10 per 5 minutes and, together with sign-ins, 30 per 15
   * minutes; then RATE_LIMITED. A right password clears the short count.
   */
  async checkCurrentPassword(user: User, current: unknown, field = 'currentPassword'): Promise<void> {
    const key = `${user.role}:#${user.id}:password-check`;
    await this.limits.consume('signIn', key);
    await this.limits.consume('signInAccount', `${user.role}:#${user.id}`);
    if (typeof current !== 'string' || !current || !(await verifyPassword(user.passwordHash, current))) {
      throw badInput('Current password is wrong', { [field]: 'wrong password' });
    }
    await this.limits.reset('signIn', key);
  }

  /** Revokes every session of the account (token version bump). */
  async signOut(identity: Identity | null): Promise<void> {
    if (!identity) return;
    await this.db.transaction((em) => em.increment(User, { id: identity.id }, 'tokenVersion', 1));
    this.sessions.revoked(identity.id);
  }

  async changePassword(identity: Identity, current: unknown, next: unknown): Promise<SessionResult> {
    const user = await this.db.manager.findOneByOrFail(User, { id: identity.id });
    await this.checkCurrentPassword(user, current);
    const passwordHash = await hashPassword(v.password(next, 'newPassword'));
    const securityChangedAt = new Date();
    await this.db.transaction((em) => em.update(User, { id: user.id }, { passwordHash, tokenVersion: user.tokenVersion + 1, securityChangedAt }));
    this.sessions.revoked(user.id);
    return this.openSession({ ...user, passwordHash, tokenVersion: user.tokenVersion + 1, securityChangedAt });
  }

  // ---------------------------------------------------------------- email verification

  private async sendEmailCode(email: string, userId: number | null): Promise<void> {
    const { extra: mail } = await this.otp.issue('email', email, userId, 15, (em, code) =>
      this.mailer.add(em, {
        to: email,
        subject: 'Your Meridian verification code',
        text: `Your Meridian verification code is ${code}. It expires in 15 minutes.`,
        html: `<p>Your Meridian verification code is <strong>${code}</strong>.</p><p>It expires in 15 minutes.</p>`,
      }),
    );
    await this.mailer.settle([mail]);
  }

  /** `auth/email-verification`: refuses an address that a verified member already owns. */
  async sendVerificationEmail(emailInput: unknown, ip: string): Promise<void> {
    const email = v.email(emailInput);
    await this.limits.consume('emailCode', `${email}:${ip}`);
    await this.limits.consumeMail(ip, email);
    const owner = await this.db.manager.findOne(User, { where: { email, deletedAt: IsNull() } });
    if (owner?.emailVerified) throw conflict('This email is already verified', 'ALREADY_EXISTS');
    await this.sendEmailCode(email, owner?.id ?? null);
  }

  /** `auth/verify-user`: sends or resends a code without the ownership check. */
  async requestEmailCode(emailInput: unknown, ip: string): Promise<void> {
    const email = v.email(emailInput);
    await this.limits.consume('emailCode', `${email}:${ip}`);
    await this.limits.consumeMail(ip, email);
    const owner = await this.db.manager.findOne(User, { where: { email, deletedAt: IsNull() } });
    await this.sendEmailCode(email, owner?.id ?? null);
  }

  /** `auth/otp-code`: checks the code and marks the address verified. */
  async verifyEmail(emailInput: unknown, otpInput: unknown): Promise<void> {
    const email = v.email(emailInput);
    const code = v.otpCode(otpInput);
    await this.otp.verify('email', email, code, 'Invalid or expired code');
    await this.db.transaction((em) => em.update(User, { email, deletedAt: IsNull() }, { emailVerified: true }));
  }

  // ---------------------------------------------------------------- password reset

  /** Mails a one-time link when the account exists; answers the same either way. */
  async requestPasswordReset(emailInput: unknown, roleInput: unknown, ip: string): Promise<void> {
    const email = v.email(emailInput);
    const role: Role = roleInput === 'admin' ? 'admin' : 'user';
    await this.limits.consume('reset', ip);
    // Per IP and per address; a link to an existing account is not counted in the anonymous total
    // (codes asked for arbitrary addresses must not use up what an owner's reset needs).
    await this.limits.consumeAccountMail(ip, email);
    const user = await this.db.manager.findOne(User, { where: { email, role, deletedAt: IsNull() } });
    if (!user) return;
    const token = randomToken(32);
    const link = `${this.publicUrl}/reset-password/${token}`;
    const mail = await this.db.transaction(async (em) => {
      await em.insert(PasswordReset, {
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + 30 * 60_000),
        usedAt: null,
        createdAt: new Date(),
      });
      return this.mailer.add(em, {
        to: email,
        subject: 'Reset your Meridian password',
        text: `Open this link within 30 minutes to choose a new password: ${link}\nIf you did not ask for it, ignore this mail.`,
        html: `<p>Open <a href="${link}">this link</a> within 30 minutes to choose a new password.</p><p>If you did not ask for it, ignore this mail.</p>`,
      });
    });
    await this.mailer.settle([mail]);
  }

  async resetPassword(tokenInput: unknown, newPassword: unknown, ip: string): Promise<void> {
    await this.limits.consume('reset', `reset:${ip}`);
    const token = typeof tokenInput === 'string' ? tokenInput.trim() : '';
    const password = v.password(newPassword, 'newPassword');
    const invalid = () => badInput('Reset link is invalid or has expired', { token: 'invalid or expired' });
    if (!/^[0-9a-f]{64}$/.test(token)) throw invalid();
    const passwordHash = await hashPassword(password);
    const userId = await this.db.transaction(async (em) => {
      const reset = await em.findOne(PasswordReset, { where: { tokenHash: sha256(token), usedAt: IsNull() } });
      if (!reset || reset.expiresAt.getTime() < Date.now()) throw invalid();
      const used = await em.update(PasswordReset, { id: reset.id, usedAt: IsNull() }, { usedAt: new Date() });
      if (!used.affected) throw invalid();
      const user = await em.findOne(User, { where: { id: reset.userId, deletedAt: IsNull() } });
      if (!user) throw invalid();
      await em.update(User, { id: user.id }, { passwordHash, tokenVersion: user.tokenVersion + 1, securityChangedAt: new Date() });
      return user.id;
    });
    this.sessions.revoked(userId);
  }

  // ---------------------------------------------------------------- withdrawal OTP

  /**
   * Mails the step-up OTP, once a minute at most, from the signed-in members' own mail budget. With
   * an authenticator on, nothing is mailed: its code is the step-up (the answer says so).
   */
  async sendOtp(identity: Identity, emailInput?: unknown, _ip = 'unknown'): Promise<string> {
    const user = identity.user;
    if (emailInput !== undefined && emailInput !== null && emailInput !== '') {
      if (v.email(emailInput) !== user.email) throw badInput('Email does not match your account', { email: 'not your account email' });
    }
    if (await this.totpEnabled(user.id)) return 'Two-factor authentication is on: enter the code from your authenticator app.';
    const since = await this.otp.secondsSinceLastIssue('withdrawal', user.email);
    if (since < 60) throw new RateLimitError(Math.max(1, Math.ceil(60 - since)), 'Please wait a minute before asking for another OTP');
    await this.limits.consume('emailCode', `otp:${user.id}`);
    await this.limits.consumeMemberMail();
    const { extra: mail } = await this.otp.issue('withdrawal', user.email, user.id, 5, (em, code) =>
      this.mailer.add(em, {
        to: user.email,
        subject: 'Your Meridian OTP',
        text: `Your one-time password is ${code}. It expires in 5 minutes. Never share it with anyone.`,
        html: `<p>Your one-time password is <strong>${code}</strong>.</p><p>It expires in 5 minutes. Never share it with anyone.</p>`,
      }),
    );
    await this.mailer.settle([mail]);
    return 'OTP sent successfully.';
  }

  /**
   * The step-up (`verifyOtp`, `stepUp`, REST `otp/verify`): with an authenticator on, a fresh code
   * of it (or a recovery code); otherwise the mailed OTP. Either grants STEP_UP_MINUTES of clearance
   * for money leaving the account (see requireStepUp).
   */
  async verifyOtp(identity: Identity, otpInput: unknown): Promise<'totp' | 'recovery' | 'email'> {
    const user = identity.user;
    if (await this.totpEnabled(user.id)) {
      await this.limits.consume('otpVerify', `otp:${identity.id}`);
      const used = await this.totp!.check(user.id, typeof otpInput === 'number' ? String(otpInput).padStart(6, '0') : otpInput);
      if (!used) throw badInput('The code is wrong or was already used', { otp: 'invalid code' });
      await this.otp.grantClearance('totp', user.email, user.id);
      return used;
    }
    const code = v.otpCode(otpInput);
    await this.limits.consume('otpVerify', `otp:${identity.id}`);
    await this.otp.verify('withdrawal', user.email, code, 'Invalid or expired OTP');
    return 'email';
  }

  /** Same as verifyOtp (the name of the GraphQL mutation `stepUp`). */
  stepUp(identity: Identity, code: unknown) {
    return this.verifyOtp(identity, code);
  }

  private async totpEnabled(userId: number): Promise<boolean> {
    return !!this.totp && (await this.totp.isEnabled(userId));
  }

  /**
   * THE step-up rule for money leaving the member's control (withdrawals, transfers to another
   * member, top-ups paid for another member, payout-address changes, API tokens): a step-up within
   * the last STEP_UP_MINUTES — an authenticator code when TOTP is on (a mailed OTP is then not
   * enough), else the mailed OTP. OTP_REQUIRED otherwise (`fields.stepUp` says which: totp or email).
   */
  async requireStepUp(user: User): Promise<void> {
    if (await this.totpEnabled(user.id)) {
      if (await this.otp.hasClearance('totp', user.email, STEP_UP_MINUTES)) return;
      throw new AppError('OTP_REQUIRED', 'Confirm with the code from your authenticator app first', { stepUp: 'totp' });
    }
    if (await this.otp.hasClearance('withdrawal', user.email, STEP_UP_MINUTES)) return;
    throw new AppError('OTP_REQUIRED', 'OTP verification required', { stepUp: 'email' });
  }

  // ---------------------------------------------------------------- two-factor (TOTP)

  private requireTotp(): TotpService {
    if (!this.totp) throw new AppError('FEATURE_DISABLED', 'Two-factor authentication is not available');
    return this.totp;
  }

  /** The account an enrolment acts for: the session's, or the one named by a sign-in's enrolment token. */
  async enrolmentAccount(identity: Identity | null, enrolmentToken?: string | null): Promise<User> {
    if (enrolmentToken) {
      const id = await this.tokens.verifyPurpose('totp-enrol', enrolmentToken);
      const user = id ? await this.accountRow(id) : null;
      if (!user || user.status === 'block') throw unauthenticated('This sign-in has expired: sign in again');
      return user;
    }
    if (!identity) throw unauthenticated();
    return identity.user;
  }

  async totpStatus(userId: number) {
    return this.requireTotp().status(userId);
  }

  async beginTotpEnrolment(user: User): Promise<{ secret: string; uri: string }> {
    return this.requireTotp().begin(user.id, user.email);
  }

  /** Confirms with a first code; TOTP is on from now. Returns the 10 recovery codes (shown once). */
  async confirmTotpEnrolment(user: User, code: unknown): Promise<string[]> {
    await this.limits.consume('otpVerify', `totp-enrol:${user.id}`);
    const codes = await this.requireTotp().confirm(user.id, code);
    await this.db.transaction((em) =>
      em.insert(AuditLog, { actorId: user.id, action: 'totp.enable', target: `user:${user.id}`, details: null, createdAt: new Date() }),
    );
    return codes;
  }

  /** Opens the session a TOTP_ENROLMENT_REQUIRED sign-in held back, once the enrolment is confirmed. */
  async sessionAfterEnrolment(user: User): Promise<SessionResult> {
    const fresh = await this.accountRow(user.id);
    if (!fresh || fresh.status === 'block') throw unauthenticated();
    await this.db.transaction((em) => em.update(User, { id: fresh.id }, { lastLogin: new Date() }));
    return this.openSession(fresh);
  }

  /**
   * Turns TOTP off: the current password (limited like a sign-in) and a code of the authenticator or
   * a recovery code. A security change: the hold on money leaving the account starts again.
   */
  async disableTotp(identity: Identity, currentPassword: unknown, code: unknown): Promise<void> {
    const totp = this.requireTotp();
    const user = await this.db.manager.findOneByOrFail(User, { id: identity.id });
    await this.checkCurrentPassword(user, currentPassword);
    if (!(await totp.isEnabled(user.id))) throw conflict('Two-factor authentication is not on');
    await this.limits.consume('otpVerify', `otp:${user.id}`);
    if (!(await totp.check(user.id, code))) throw badInput('The code is wrong or was already used', { code: 'invalid code' });
    await this.resetTotp(user.id, user.id, 'totp.disable');
  }

  /**
   * Removes an account's authenticator (its owner, or staff for a member who lost it): a security
   * change, so money leaving the account waits out the hold. Removal, the hold and the audit row
   * (before/after) are one transaction; `notice` adds a mail in it. CONFLICT when it was not on.
   */
  async resetTotp(actorId: number, userId: number, action = 'totp.reset', notice?: (em: EntityManager) => Promise<number>): Promise<void> {
    const totp = this.requireTotp();
    const mail = await this.db.transaction(async (em) => {
      if (!(await totp.remove(userId, em))) throw conflict('Two-factor authentication is not on');
      await em.update(User, { id: userId }, { securityChangedAt: new Date() });
      await em.insert(AuditLog, {
        actorId,
        action,
        target: `user:${userId}`,
        details: null,
        beforeState: auditJson({ totpEnabled: true }),
        afterState: auditJson({ totpEnabled: false }),
        createdAt: new Date(),
      });
      return notice ? notice(em) : null;
    });
    if (mail) await this.mailer.settle([mail]);
  }

  /**
   * Staff (members:write) remove the authenticator of a member who lost it and their recovery codes:
   * sign-in asks for no code again, the hold starts, and the member is told by mail (a stolen staff
   * session could do this too). Members only: NOT_FOUND for staff accounts.
   */
  async resetMemberTotp(actorId: number, memberId: number): Promise<void> {
    const user = await this.accountRow(memberId);
    if (!user || user.role !== 'user') throw notFound('User not found');
    await this.resetTotp(actorId, user.id, 'totp.reset', (em) =>
      this.mailer.add(em, {
        to: user.email,
        subject: 'Two-factor authentication was reset on your Meridian account',
        text: `Our staff turned off two-factor authentication (the authenticator app) of your Meridian account ${user.username}, as asked when the app and the recovery codes were lost. Sign-in no longer asks for a code; withdrawals and transfers to other members are on hold for now. You can enrol a new authenticator in your profile.\nIf you did not ask for this, change your password and contact support at once.`,
        html: `<p>Our staff turned off two-factor authentication (the authenticator app) of your Meridian account <strong>${user.username}</strong>, as asked when the app and the recovery codes were lost. Sign-in no longer asks for a code; withdrawals and transfers to other members are on hold for now. You can enrol a new authenticator in your profile.</p><p>If you did not ask for this, change your password and contact support at once.</p>`,
      }),
    );
  }

  // ---------------------------------------------------------------- account-change protection

  /**
   * Money exits (withdrawals, transfers to other members, top-ups for others) wait `withdrawalHoldHours`
   * after a security change (email, password, payout address, two-factor off or reset): a stolen
   * session that changes them cannot cash out before the owner notices the mails.
   */
  async withdrawalHoldUntil(user: User): Promise<Date | null> {
    if (!user.securityChangedAt) return null;
    const until = new Date(user.securityChangedAt.getTime() + (await this.settings.int('withdrawalHoldHours')) * 3600_000);
    return until.getTime() > Date.now() ? until : null;
  }

  async requireNoWithdrawalHold(user: User): Promise<void> {
    const until = await this.withdrawalHoldUntil(user);
    if (!until) return;
    const hours = await this.settings.int('withdrawalHoldHours');
    const when = until.toISOString().replace('T', ' ').slice(0, 16);
    throw new AppError(
      'WITHDRAWAL_HOLD',
      `Withdrawals and transfers to other members are on hold until ${when} UTC: your email, password, payout address or two-factor authentication changed within the last ${hours} hours. This protects your funds if someone else made the change.`,
    );
  }

  /**
   * Tells the old address about an email change, with a link to report it (valid 7 days): written
   * in the change's own transaction `em`, so the notice goes out whenever the change is committed.
   */
  async notifyEmailChanged(em: EntityManager, user: Pick<User, 'id' | 'username'>, oldEmail: string, newEmail: string): Promise<number> {
    const token = await this.tokens.signPurpose('report-change', user.id, 7 * 24 * 3600);
    const link = `${this.publicUrl}/report-account-change/${token}`;
    return this.mailer.add(em, {
      to: oldEmail,
      subject: 'Your Meridian email address was changed',
      text: `The email address of your Meridian account ${user.username} was changed to ${newEmail}. Withdrawals are on hold for now.\nIf you did not do this, open this link to lock the account and end every session: ${link}`,
      html: `<p>The email address of your Meridian account <strong>${user.username}</strong> was changed to ${newEmail}. Withdrawals are on hold for now.</p><p>If you did not do this, <a href="${link}">lock the account and end every session</a>.</p>`,
    });
  }

  /** The old owner reports an email change: the account is blocked and every session ends; an admin reviews it. */
  async reportAccountChange(tokenInput: unknown): Promise<void> {
    const token = typeof tokenInput === 'string' ? tokenInput.trim() : '';
    const userId = token ? await this.tokens.verifyPurpose('report-change', token) : null;
    if (!userId) throw badInput('This link is invalid or has expired', { token: 'invalid or expired' });
    const user = await this.db.manager.findOne(User, { where: { id: userId, deletedAt: IsNull() } });
    if (!user) throw badInput('This link is invalid or has expired', { token: 'invalid or expired' });
    await this.db.transaction(async (em) => {
      await em.update(User, { id: user.id }, { status: 'block', tokenVersion: user.tokenVersion + 1 });
      await em.insert(AuditLog, { actorId: user.id, action: 'member.report-change', target: `user:${user.id}`, details: JSON.stringify({ email: user.email }), createdAt: new Date() });
    });
    this.sessions.revoked(user.id);
  }

  /** @deprecated the step-up rule is requireStepUp; kept for callers of the old name. */
  async requireOtpClearance(user: User): Promise<void> {
    await this.requireStepUp(user);
  }

  // ---------------------------------------------------------------- first start

  /** Creates the first admin when no admin exists. */
  async ensureAdmin(email: string, password: string): Promise<void> {
    const existing = await this.db.manager.count(User, { where: { role: 'admin' } });
    if (existing) return;
    const prefix = 'ADM';
    await this.db.manager.insert(User, {
      username: `${prefix}${crypto.randomInt(100000, 1000000)}`,
      referralCode: `${prefix}${crypto.randomInt(100000, 1000000)}`,
      fullname: 'Administrator',
      email,
      phone: '',
      passwordHash: await hashPassword(password),
      role: 'admin',
      status: 'unblock',
      isActive: true,
      emailVerified: true,
      sponsorId: null,
      tokenVersion: 0,
      createdAt: new Date(),
    });
  }
}
