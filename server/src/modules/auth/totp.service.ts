import crypto from 'node:crypto';
import { EntityManager, IsNull, LessThan, Not } from 'typeorm';
import { generateSecret, generateURI, verify } from 'otplib';
import { Database } from '../../database/data-source';
import { badInput, conflict } from '../../common/errors';
import { hashCode, timingSafeEqualHex } from '../../common/auth/passwords';
import { insertRow } from '../../database/sql';
import { TotpRecoveryCode, UserTotp } from './totp.entities';

export const RECOVERY_CODE_COUNT = 10;
/** An enrolment begun and not confirmed within this time must be started again. */
const PENDING_MINUTES = 15;
/** Codes of the previous and the next 30-second step are accepted too (clock drift). */
const EPOCH_TOLERANCE_S = 30;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export interface TotpStatus {
  enabled: boolean;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
}

export type TotpCheck = 'totp' | 'recovery' | null;

/** The time step of a valid code (after `afterTimeStep`, if given), else null. */
async function verifyCode(secret: string, token: string, afterTimeStep?: number): Promise<number | null> {
  const result = await verify({ secret, token, epochTolerance: EPOCH_TOLERANCE_S, afterTimeStep });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** A recovery code as typed: case, spaces and dashes do not matter. */
function normalizeRecovery(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/**
 * Authenticator apps (TOTP, otplib): enrolment (secret + otpauth URI, confirmed by a first code),
 * 10 single-use recovery codes (hashed), code checks with a replay guard, and removal. The secret
 * is kept encrypted with a key derived from the server secret and is never returned once confirmed.
 */
export class TotpService {
  private readonly key: Buffer;

  constructor(
    private readonly db: Database,
    private readonly serverSecret: string,
    private readonly issuer = 'Meridian',
  ) {
    this.key = crypto.createHash('sha256').update(`meridian-totp-key:${serverSecret}`).digest();
  }

  // ---------------------------------------------------------------- secret at rest

  private encrypt(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
  }

  private decrypt(stored: string): string {
    const [version, iv, tag, data] = stored.split(':');
    if (version !== 'v1' || !iv || !tag || !data) throw new Error('Unreadable TOTP secret');
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  }

  private recoveryHash(userId: number, code: string): string {
    return hashCode(this.serverSecret, `totp-recovery:${userId}:${normalizeRecovery(code)}`);
  }

  // ---------------------------------------------------------------- reads

  private row(userId: number): Promise<UserTotp | null> {
    return this.db.manager.findOne(UserTotp, { where: { userId } });
  }

  async isEnabled(userId: number): Promise<boolean> {
    const row = await this.row(userId);
    return !!row?.enabledAt && !!row.secretEnc;
  }

  /** The users among `ids` that have an authenticator on (for lists and loaders). */
  async enabledAmong(ids: readonly number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db.manager
      .createQueryBuilder(UserTotp, 't')
      .where('t.user_id IN (:...ids) AND t.enabled_at IS NOT NULL', { ids: [...ids] })
      .getMany();
    return new Set(rows.map((r) => r.userId));
  }

  async status(userId: number): Promise<TotpStatus> {
    const row = await this.row(userId);
    const enabled = !!row?.enabledAt && !!row.secretEnc;
    const recoveryCodesLeft = enabled ? await this.db.manager.count(TotpRecoveryCode, { where: { userId, usedAt: IsNull() } }) : 0;
    return { enabled, enabledAt: enabled ? row!.enabledAt : null, recoveryCodesLeft };
  }

  // ---------------------------------------------------------------- enrolment

  /** Starts (or restarts) an enrolment: a new secret and its otpauth URI, shown once to the account owner. */
  async begin(userId: number, label: string): Promise<{ secret: string; uri: string }> {
    if (await this.isEnabled(userId)) throw conflict('Two-factor authentication is already on. Turn it off first to enrol a new authenticator.');
    const secret = generateSecret();
    const uri = generateURI({ issuer: this.issuer, label, secret });
    const now = new Date();
    await this.db.transaction(async (em) => {
      const existing = await em.findOne(UserTotp, { where: { userId } });
      const patch = { pendingSecretEnc: this.encrypt(secret), pendingAt: now, updatedAt: now };
      if (existing) await em.update(UserTotp, { userId }, patch);
      else await insertRow(em, UserTotp, { userId, secretEnc: null, enabledAt: null, lastStep: 0, ...patch });
    });
    return { secret, uri };
  }

  /**
   * Confirms the enrolment with a first code of the new authenticator: TOTP is on from now, and the
   * 10 recovery codes (returned here once, stored hashed) replace any earlier ones.
   */
  async confirm(userId: number, codeInput: unknown): Promise<string[]> {
    const code = this.sixDigits(codeInput);
    const row = await this.row(userId);
    if (row?.enabledAt && row.secretEnc) throw conflict('Two-factor authentication is already on');
    if (!row?.pendingSecretEnc || !row.pendingAt || row.pendingAt.getTime() < Date.now() - PENDING_MINUTES * 60_000) {
      throw badInput('Start the enrolment again: it was not begun or has expired', { code: 'enrolment expired' });
    }
    const secret = this.decrypt(row.pendingSecretEnc);
    const step = await verifyCode(secret, code);
    if (step === null) throw badInput('The code does not match. Check the time on your phone and try again.', { code: 'invalid code' });
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const raw = Array.from(crypto.randomBytes(10), (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
      return `${raw.slice(0, 5)}-${raw.slice(5)}`;
    });
    const now = new Date();
    const confirmed = await this.db.transaction(async (em) => {
      const done = await em.update(
        UserTotp,
        { userId, enabledAt: IsNull(), pendingSecretEnc: row.pendingSecretEnc! },
        { secretEnc: row.pendingSecretEnc, pendingSecretEnc: null, pendingAt: null, enabledAt: now, lastStep: step, updatedAt: now },
      );
      if (!done.affected) return false;
      await em.delete(TotpRecoveryCode, { userId });
      for (const c of codes) await insertRow(em, TotpRecoveryCode, { userId, codeHash: this.recoveryHash(userId, c), usedAt: null, createdAt: now });
      return true;
    });
    if (!confirmed) throw conflict('Two-factor authentication is already on');
    return codes;
  }

  /**
   * Removes the authenticator (and any enrolment begun) with its recovery codes, in `em` when given.
   * Returns whether an authenticator was on: of two removals at once, only one sees it on.
   */
  async remove(userId: number, em?: EntityManager): Promise<boolean> {
    if (!em) return this.db.transaction((tx) => this.remove(userId, tx));
    const on = await em.delete(UserTotp, { userId, enabledAt: Not(IsNull()) });
    await em.delete(UserTotp, { userId });
    await em.delete(TotpRecoveryCode, { userId });
    return !!on.affected;
  }

  // ---------------------------------------------------------------- checks

  private sixDigits(input: unknown): string {
    const code = typeof input === 'string' ? input.replace(/\s/g, '') : '';
    if (!/^\d{6}$/.test(code)) throw badInput('Enter the 6-digit code from your authenticator app', { code: '6 digits' });
    return code;
  }

  /**
   * Checks a code of an enrolled account: a 6-digit authenticator code (each time step is accepted
   * once) or an unused recovery code (spent by this call). Returns what matched, null when nothing did.
   */
  async check(userId: number, input: unknown, opts: { allowRecovery?: boolean } = {}): Promise<TotpCheck> {
    const typed = typeof input === 'string' ? input.trim() : '';
    if (!typed || typed.length > 40) return null;
    const row = await this.row(userId);
    if (!row?.enabledAt || !row.secretEnc) return null;
    const digits = typed.replace(/\s/g, '');
    if (/^\d{6}$/.test(digits)) {
      const step = await verifyCode(this.decrypt(row.secretEnc), digits, row.lastStep || undefined);
      if (step === null) return null;
      // Conditional update: two requests with the same code cannot both pass.
      const done = await this.db.transaction((em) => em.update(UserTotp, { userId, lastStep: LessThan(step) }, { lastStep: step, updatedAt: new Date() }));
      return done.affected ? 'totp' : null;
    }
    if (opts.allowRecovery === false) return null;
    const normalized = normalizeRecovery(typed);
    if (!/^[a-z0-9]{10}$/.test(normalized)) return null;
    const hash = this.recoveryHash(userId, normalized);
    const open = await this.db.manager.find(TotpRecoveryCode, { where: { userId, usedAt: IsNull() } });
    const match = open.find((r) => timingSafeEqualHex(r.codeHash, hash));
    if (!match) return null;
    const spent = await this.db.transaction((em) => em.update(TotpRecoveryCode, { id: match.id, usedAt: IsNull() }, { usedAt: new Date() }));
    return spent.affected ? 'recovery' : null;
  }
}
