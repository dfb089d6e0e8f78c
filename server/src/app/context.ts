import type { Request, Response } from 'express';
import type { Identity } from '../modules/auth/auth.service';
import type { TokenIdentity } from '../modules/tokens/api-tokens.service';
import { TOKEN_PREFIX } from '../modules/tokens/api-tokens.service';
import { IsNull } from 'typeorm';
import { User } from '../modules/users/user.entity';
import type { Services } from './services';
import { createLoaders, Loaders } from './loaders';
import { tokenCacheOf, tokenExpiry } from './token-cache';
import { AppError, forbidden, unauthenticated } from '../common/errors';
import { requireAccess } from '../common/auth/auth-checker';
import type { Permission } from '../common/auth/permissions';

export const MEMBER_COOKIE = 'token';
export const ADMIN_COOKIE = 'admin_token';

/** Per-request context shared by GraphQL resolvers and REST handlers. */
export interface Context {
  services: Services;
  /** The member session (cookie `token` or a member Bearer token). */
  member: Identity | null;
  /** The admin session (cookie `admin_token` or an admin Bearer token). */
  admin: Identity | null;
  /** Set when the caller is an API token (`Authorization: Bearer mrd_pat_…`): its scopes bound what it may run. */
  token?: TokenIdentity | null;
  loaders: Loaders;
  ip: string;
  req?: Request;
  res?: Response;
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const k = part.slice(0, i).trim();
    if (k) out[k] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}

/**
 * An `mrd_pat_` Bearer token that is revoked, expired, unknown, malformed or whose owner is blocked
 * or deleted: 401, never an anonymous caller (a client must learn its token is dead, not read the
 * public data as nobody). An AppError, so REST answers its usual `{ success: false, … }` 401; its
 * `extensions` are what Apollo keeps when the context function throws it (a GraphQL error with code
 * UNAUTHENTICATED and HTTP status 401, the message from the error formatter).
 */
export class TokenRefused extends AppError {
  readonly extensions = { code: 'UNAUTHENTICATED', http: { status: 401 } };
  constructor() {
    super('UNAUTHENTICATED', 'This API token is not valid: it is revoked, expired or unknown');
  }
}

/** RFC 6750: the answer to a refused Bearer token names the scheme and the reason. */
export const TOKEN_REFUSED_CHALLENGE = 'Bearer error="invalid_token"';

export interface Identities {
  member: Identity | null;
  admin: Identity | null;
  viaCookie: boolean;
  token: TokenIdentity | null;
  /** An `mrd_pat_` Bearer token was sent and is not a live token of an active account (see TokenRefused). */
  tokenRefused: boolean;
}

/**
 * A Bearer token wins; otherwise both cookies are read, so one browser can hold a member
 * session and an admin session side by side.
 */
export async function resolveIdentities(
  services: Services,
  headers: { authorization?: string | string[]; cookie?: string | string[] },
  fresh = false,
  ip = 'unknown',
): Promise<Identities> {
  const auth = Array.isArray(headers.authorization) ? headers.authorization[0] : headers.authorization;
  const bearer = auth?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (bearer?.startsWith(TOKEN_PREFIX)) {
    // An API token acts as its owner within its scopes; a revoked, expired or blocked one is
    // refused (`tokenRefused`: the callers answer 401), never taken for an anonymous caller.
    // Reads may reuse a recent look-up of the token and its owner's row (token-cache.ts, as sessions do).
    const cache = tokenCacheOf(services);
    const readToken = () => services.apiTokens.resolve(bearer, ip);
    const token = fresh || !cache.enabled ? await readToken() : await cache.load(bearer, readToken, (id) => tokenExpiry(services, id));
    const readUser = (id: number) => services.db.manager.findOne(User, { where: { id, deletedAt: IsNull() } });
    const user = !token ? null : fresh || !services.sessionCache.enabled ? await readUser(token.userId) : await services.sessionCache.load(token.userId, readUser);
    const identity = user && user.status !== 'block' ? { id: user.id, role: user.role, user } : null;
    return { member: identity?.role === 'user' ? identity : null, admin: identity?.role === 'admin' ? identity : null, viaCookie: false, token: identity ? token : null, tokenRefused: !identity };
  }
  if (bearer) {
    const identity = await services.auth.resolve(bearer, fresh);
    return { member: identity?.role === 'user' ? identity : null, admin: identity?.role === 'admin' ? identity : null, viaCookie: false, token: null, tokenRefused: false };
  }
  const cookies = parseCookies(Array.isArray(headers.cookie) ? headers.cookie.join(';') : headers.cookie);
  const [member, admin] = await Promise.all([services.auth.resolve(cookies[MEMBER_COOKIE], fresh), services.auth.resolve(cookies[ADMIN_COOKIE], fresh)]);
  return { member: member?.role === 'user' ? member : null, admin: admin?.role === 'admin' ? admin : null, viaCookie: true, token: null, tokenRefused: false };
}

/**
 * The request's context. Reads may take the session's account row from the session cache; writes
 * (`fresh`: REST methods other than GET, and GraphQL mutations through `freshIdentities`) read it
 * from the database, so every money or security decision sees the row as committed. A refused API
 * token throws TokenRefused (401 on GraphQL and REST alike).
 */
export async function buildContext(services: Services, req: Request, res?: Response, fresh = false): Promise<Context> {
  // \`req.ip\` is a getter that walks the proxy chain (TRUST_PROXY) on every read.
  const ip = req.ip ?? 'unknown';
  const { member, admin, token, tokenRefused } = await resolveIdentities(services, req.headers, fresh, ip);
  if (tokenRefused) throw refuseToken(res);
  return { services, member, admin, token, loaders: createLoaders(services), ip, req, res };
}

function refuseToken(res?: Response): TokenRefused {
  if (res && !res.headersSent) res.setHeader('WWW-Authenticate', TOKEN_REFUSED_CHALLENGE);
  return new TokenRefused();
}

/** Re-reads the request's sessions from the database (a GraphQL mutation, once its type is known). */
export async function freshIdentities(ctx: Context): Promise<void> {
  if (!ctx.req || !ctx.services.sessionCache.enabled) return;
  const { member, admin, token, tokenRefused } = await resolveIdentities(ctx.services, ctx.req.headers, true, ctx.ip);
  // Revoked (or its owner blocked) since the cached read that built the context.
  if (tokenRefused) throw refuseToken(ctx.res);
  ctx.member = member;
  ctx.admin = admin;
  ctx.token = token;
}

/** The signed-in member, or UNAUTHENTICATED. */
export function requireMember(ctx: Context): Identity {
  if (ctx.member) return ctx.member;
  if (ctx.admin) throw forbidden('This action is for members');
  throw unauthenticated();
}

/** The staff identity, when it holds `permission` (a browser's member session does not count). */
export function requireStaff(ctx: Context, permission: Permission): Identity {
  if (!ctx.admin) return requireAdmin(ctx);
  requireAccess({ member: null, admin: ctx.admin, token: ctx.token }, [permission]);
  return ctx.admin;
}

export function requireAdmin(ctx: Context): Identity {
  if (ctx.admin) return ctx.admin;
  if (ctx.member) throw forbidden();
  throw unauthenticated();
}

/**
 * The member a member-scoped operation acts on: staff holding `permission` (reading members by
 * default) may name anyone; a member only themself (another id is FORBIDDEN). Omitted, it is the caller.
 */
export function actingMemberId(ctx: Context, memberId?: number | null, permission: Permission = 'members:read'): number {
  if (ctx.admin && memberId && !ctx.member) requireAccess({ member: null, admin: ctx.admin }, [permission]);
  if (ctx.admin && memberId) return memberId;
  const me = ctx.member;
  if (!me) {
    if (ctx.admin) throw forbidden('Name the member to act on');
    throw unauthenticated();
  }
  if (memberId && memberId !== me.id) throw forbidden();
  return me.id;
}
