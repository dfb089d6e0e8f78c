import crypto from 'node:crypto';
import { IsNull } from 'typeorm';
import { Database } from '../../database/data-source';
import { badInput, notFound } from '../../common/errors';
import { sha256 } from '../../common/hash';
import { grantableScopes, normaliseScope } from '../../common/auth/scopes';
import { staffRoleOf } from '../../common/auth/auth-checker';
import { SessionEvents } from '../../common/auth/session-events';
import * as v from '../../common/validate';
import { AuditService } from '../audit/audit.service';
import type { User } from '../users/user.entity';
import { ApiToken } from './api-token.entity';

export const TOKEN_PREFIX = 'mrd_pat_';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_CHARS = 32;
const CHECKSUM_CHARS = 6;
export const MAX_TOKEN_DAYS = 365;
/** `last_used_at` is written at most this often per token (a busy client must not write every request). */
const TOUCH_EVERY_MS = 60_000;

function base62(bytes: Buffer, length: number): string {
  let out = '';
  for (let i = 0; out.length < length; i++) out += BASE62[bytes[i % bytes.length] % 62];
  return out;
}

/** Six base62 characters of CRC-32 (as GitHub's tokens): a scanner can tell a real token from a typo offline. */
function checksum(body: string): string {
  let n = crc32(Buffer.from(body));
  let out = '';
  for (let i = 0; i < CHECKSUM_CHARS; i++) {
    out = BASE62[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out;
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** Whether a string has the shape of a Meridian token with a valid checksum (no database read). */
export function isApiTokenShape(value: string): boolean {
  if (!value.startsWith(TOKEN_PREFIX) || value.length !== TOKEN_PREFIX.length + RANDOM_CHARS + CHECKSUM_CHARS) return false;
  const random = value.slice(TOKEN_PREFIX.length, TOKEN_PREFIX.length + RANDOM_CHARS);
  return /^[0-9A-Za-z]+$/.test(random) && checksum(TOKEN_PREFIX + random) === value.slice(-CHECKSUM_CHARS);
}

export function newTokenSecret(): string {
  const random = base62(crypto.randomBytes(RANDOM_CHARS * 2), RANDOM_CHARS);
  return `${TOKEN_PREFIX}${random}${checksum(TOKEN_PREFIX + random)}`;
}

export interface TokenIdentity {
  id: number;
  userId: number;
  scopes: string[];
  costBudget: number | null;
}

/** Personal API tokens: created once-shown, stored hashed, scoped, expiring, revocable. */
export class ApiTokensService {
  private readonly touched = new Map<number, number>();

  constructor(
    private readonly db: Database,
    private readonly audit: AuditService,
    private readonly sessions: SessionEvents,
  ) {}

  /** The caller's step-up (TOTP or mailed OTP) is checked by the adapter before this runs. */
  async create(owner: User, input: { name?: unknown; scopes?: unknown; expiresInDays?: unknown }): Promise<{ secret: string; token: ApiToken }> {
    const name = v.boundedText(input.name, 'name', 'Name', 1, 100);
    const days = input.expiresInDays ?? 90;
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > MAX_TOKEN_DAYS) throw badInput(`Expiry must be 1 to ${MAX_TOKEN_DAYS} days`, { expiresInDays: `1 to ${MAX_TOKEN_DAYS}` });
    if (!Array.isArray(input.scopes) || !input.scopes.length) throw badInput('Choose at least one scope', { scopes: 'at least one' });
    const grantable = grantableScopes(owner.role === 'admin' ? staffRoleOf({ user: owner }) : null);
    const scopes = [...new Set(input.scopes.map((s) => String(s)))];
    const refused = scopes.filter((s) => !grantable.includes(s));
    if (refused.length) throw badInput(`Not a scope you can grant: ${refused.join(', ')}`, { scopes: `one of ${grantable.join(', ')}` });
    const secret = newTokenSecret();
    const token = await this.db.transaction(async (em) => {
      const row = em.create(ApiToken, {
        userId: owner.id,
        name,
        tokenHash: sha256(secret),
        prefix: secret.slice(0, TOKEN_PREFIX.length + 4),
        scopes: [...new Set(scopes.map(normaliseScope))].join(' '),
        costBudget: null,
        expiresAt: new Date(Date.now() + days * 24 * 3600_000),
        lastUsedAt: null,
        lastUsedIp: null,
        revokedAt: null,
        createdAt: new Date(),
      });
      await em.insert(ApiToken, row);
      await this.audit.record(owner.id, 'token.create', `token:${row.id}`, { name, scopes: row.scopes, expiresAt: row.expiresAt }, em);
      return row;
    });
    return { secret, token };
  }

  list(userId: number): Promise<ApiToken[]> {
    return this.db.manager.find(ApiToken, { where: { userId, revokedAt: IsNull() }, order: { id: 'DESC' } });
  }

  async revoke(userId: number, id: number): Promise<ApiToken> {
    const row = await this.db.manager.findOne(ApiToken, { where: { id, userId } });
    if (!row) throw notFound('Token not found');
    if (!row.revokedAt) {
      await this.db.transaction(async (em) => {
        await em.update(ApiToken, { id }, { revokedAt: new Date() });
        await this.audit.record(userId, 'token.revoke', `token:${id}`, { name: row.name }, em);
      });
      this.sessions.tokenRevoked(userId, id);
    }
    return (await this.db.manager.findOneBy(ApiToken, { id }))!;
  }

  /** Staff raise (or reset, null) a token's cost budget per minute. */
  async setBudget(actorId: number, id: number, budget: number | null): Promise<ApiToken> {
    if (budget !== null && (!Number.isInteger(budget) || budget < 1 || budget > 10_000_000)) throw badInput('Budget must be 1 to 10,000,000 per minute', { budget: '1 to 10,000,000' });
    const row = await this.db.manager.findOne(ApiToken, { where: { id } });
    if (!row) throw notFound('Token not found');
    await this.db.transaction(async (em) => {
      await em.update(ApiToken, { id }, { costBudget: budget });
      await this.audit.record(actorId, 'token.budget', `token:${id}`, { budget }, em, { before: { budget: row.costBudget }, after: { budget } });
    });
    return (await this.db.manager.findOneBy(ApiToken, { id }))!;
  }

  /** A live token's identity, or null (unknown, revoked, expired, or not even shaped like a token). */
  async resolve(secret: string, ip: string): Promise<TokenIdentity | null> {
    if (!isApiTokenShape(secret)) return null;
    const row = await this.db.manager.findOne(ApiToken, { where: { tokenHash: sha256(secret) } });
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return null;
    const now = Date.now();
    if ((this.touched.get(row.id) ?? 0) + TOUCH_EVERY_MS < now) {
      this.touched.set(row.id, now);
      await this.db.transaction((em) => em.update(ApiToken, { id: row.id }, { lastUsedAt: new Date(now), lastUsedIp: ip.slice(0, 64) }));
    }
    return { id: row.id, userId: row.userId, scopes: row.scopes.split(' ').filter(Boolean), costBudget: row.costBudget };
  }
}
