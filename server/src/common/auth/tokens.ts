import { createSecretKey, KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '../../modules/users/user.entity';

export const SESSION_SECONDS = 24 * 60 * 60;
/** Verified session tokens remembered (oldest dropped first). */
const VERIFIED_TOKENS_KEPT = 20_000;

export interface SessionClaims {
  sub: number;
  role: Role;
  ver: number;
}

export class TokenService {
  // A KeyObject made once: given bytes, jose would build one for every signature it checks.
  private readonly key: KeyObject;
  private readonly verified = new Map<string, { claims: SessionClaims; expiresAt: number }>();
  constructor(secret: string) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  async sign(claims: SessionClaims): Promise<{ token: string; expireAt: number }> {
    const expireAt = Date.now() + SESSION_SECONDS * 1000;
    const token = await new SignJWT({ role: claims.role, ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuedAt()
      .setExpirationTime(Math.floor(expireAt / 1000))
      .sign(this.key);
    return { token, expireAt: Math.floor(expireAt / 1000) * 1000 };
  }

  /** A signed one-purpose token (e.g. the 'report this change' link mailed to an old address). */
  async signPurpose(purpose: string, sub: number, seconds: number): Promise<string> {
    return new SignJWT({ purpose })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(sub))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
      .sign(this.key);
  }

  /** The subject of a valid, unexpired token of that purpose, or null. */
  async verifyPurpose(purpose: string, token: string): Promise<number | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const sub = Number(payload.sub);
      return payload.purpose === purpose && Number.isInteger(sub) ? sub : null;
    } catch {
      return null;
    }
  }

  /**
   * Returns the claims of a valid, unexpired token, or null. A token's signature is checked once:
   * its claims are kept (until the token expires) by its exact text, which the signature covers.
   * Revocation is not decided here but against the account row (AuthService.resolve).
   */
  async verify(token: string): Promise<SessionClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known.claims;
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const sub = Number(payload.sub);
      const role = payload.role;
      const ver = Number(payload.ver);
      if (payload.purpose !== undefined || !Number.isInteger(sub) || (role !== 'user' && role !== 'admin') || !Number.isInteger(ver)) return null;
      const claims: SessionClaims = { sub, role, ver };
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { claims, expiresAt: Number(payload.exp) * 1000 });
      return claims;
    } catch {
      return null;
    }
  }
}
