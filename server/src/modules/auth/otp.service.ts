import { EntityManager, IsNull, MoreThanOrEqual } from 'typeorm';
import { Database } from '../../database/data-source';
import { badInput } from '../../common/errors';
import { hashCode, randomDigits, timingSafeEqualHex } from '../../common/auth/passwords';
import { OtpCode, OtpPurpose } from './auth.entities';
import { insertRow } from '../../database/sql';

const MAX_ATTEMPTS = 5;

/**
 * Six-digit one-time codes (hashed with the server secret, attempt-limited) for email verification
 * and for withdrawal clearance. A verified code is a short-lived clearance.
 */
export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly secret: string,
  ) {}

  /**
   * Issues a new code (voiding earlier open ones of the same purpose) and returns it; `within` runs in
   * the same transaction with the code (the mail that carries it is written there) and its answer is
   * handed back as `extra`.
   */
  async issue(purpose: OtpPurpose, email: string, userId: number | null, ttlMinutes: number): Promise<string>;
  async issue<T>(purpose: OtpPurpose, email: string, userId: number | null, ttlMinutes: number, within: (em: EntityManager, code: string) => Promise<T>): Promise<{ code: string; extra: T }>;
  async issue<T>(purpose: OtpPurpose, email: string, userId: number | null, ttlMinutes: number, within?: (em: EntityManager, code: string) => Promise<T>): Promise<string | { code: string; extra: T }> {
    const code = randomDigits(6);
    const now = new Date();
    const extra = await this.db.transaction(async (em) => {
      await em.update(OtpCode, { email, purpose, verifiedAt: IsNull(), consumedAt: IsNull() }, { consumedAt: now });
      await insertRow(em, OtpCode, {
        email,
        purpose,
        userId,
        codeHash: hashCode(this.secret, `${purpose}:${email}:${code}`),
        attempts: 0,
        expiresAt: new Date(now.getTime() + ttlMinutes * 60_000),
        verifiedAt: null,
        consumedAt: null,
        createdAt: now,
      });
      return within ? within(em, code) : undefined;
    });
    return within ? { code, extra: extra as T } : code;
  }

  /** Checks a code; on success marks it verified. Wrong codes count; the fifth miss voids it. */
  async verify(purpose: OtpPurpose, email: string, code: string, message: string): Promise<OtpCode> {
    // A miss is committed before the error is thrown: throwing inside the transaction would roll
    // the attempt count back and leave the code open to unlimited guesses.
    const verified = await this.db.transaction(async (em) => {
      const row = await em.findOne(OtpCode, {
        where: { email, purpose, verifiedAt: IsNull(), consumedAt: IsNull() },
        order: { id: 'DESC' },
      });
      if (!row || row.expiresAt.getTime() < Date.now()) return null;
      const expected = hashCode(this.secret, `${purpose}:${email}:${code}`);
      if (!timingSafeEqualHex(expected, row.codeHash)) {
        await em.increment(OtpCode, { id: row.id }, 'attempts', 1);
        await em.update(OtpCode, { id: row.id, attempts: MoreThanOrEqual(MAX_ATTEMPTS), consumedAt: IsNull() }, { consumedAt: new Date() });
        return null;
      }
      row.verifiedAt = new Date();
      const done = await em.update(OtpCode, { id: row.id, verifiedAt: IsNull(), consumedAt: IsNull() }, { verifiedAt: row.verifiedAt });
      return done.affected ? row : null;
    });
    if (!verified) throw badInput(message, { otp: 'invalid or expired' });
    return verified;
  }

  /** True when a code of this purpose was verified within the last `minutes`. */
  async hasClearance(purpose: OtpPurpose, email: string, minutes: number): Promise<boolean> {
    const row = await this.db.manager.findOne(OtpCode, {
      where: { email, purpose, consumedAt: IsNull() },
      order: { verifiedAt: 'DESC' },
    });
    return !!row?.verifiedAt && Date.now() - row.verifiedAt.getTime() <= minutes * 60_000;
  }

  /**
   * Records a clearance that was earned without a mailed code (a step-up with the authenticator):
   * a verified row of that purpose, read by hasClearance like a verified OTP.
   */
  async grantClearance(purpose: OtpPurpose, email: string, userId: number): Promise<void> {
    const now = new Date();
    await this.db.transaction((em) =>
      insertRow(em, OtpCode, { email, purpose, userId, codeHash: '-', attempts: 0, expiresAt: now, verifiedAt: now, consumedAt: null, createdAt: now }),
    );
  }

  /** Seconds since the last code of this purpose was issued for the address (for resend throttling). */
  async secondsSinceLastIssue(purpose: OtpPurpose, email: string): Promise<number> {
    const row = await this.db.manager.findOne(OtpCode, { where: { email, purpose }, order: { id: 'DESC' } });
    return row ? (Date.now() - row.createdAt.getTime()) / 1000 : Infinity;
  }
}
