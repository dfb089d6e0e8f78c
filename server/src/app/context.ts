import type { Request, Response } from 'express';
import type { Identity } from '../modules/auth/auth.service';
import type { TokenIdentity } from '../modules/tokens/api-tokens.service';
import { TOKEN_PREFIX } from '../modules/tokens/api-tokens.service';
import { IsNull } from 'typeorm';
import { User } from '../modules/users/user.entity';
import type { Services } from './services';
import { createLoaders, Loaders } from './loaders';
import { tokenCacheOf, tokenExpiry } from './token-cache';
import { forbidden, unauthenticated } from '../common/errors';
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
 * A Bearer token wins; otherwise both cookies are read, so one browser can hold a member
 * session and an admin session side by side.
 */
export async function resolveIdentities(
  services: Services,
  headers: { authorization?: string | string[]; cookie?: string | string[] },
  fresh = false,
  ip = 'unknown',
): Promise<{ member: Identity | null; admin: Identity | null; viaCookie: boolean; token: TokenIdentity | null }> {
  const auth = Array.isArray(headers.authorization) ? headers.authorization[0] : headers.authorization;
  const bearer = auth?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (bearer?.startsWith(TOKEN_PREFIX)) {
    // An API token acts as its owner within its scopes; a revoked, expired or blocked one is nobody.
    // Reads may reuse a recent look-up of the token and its owner's row (token-cache.ts, as sessions do).
    const cache = tokenCacheOf(services);
    const readToken = () => services.apiTokens.resolve(bearer, ip);
    const token = fresh || !cache.enabled ? await readToken() : await cache.load(bearer, readToken, (id) => tokenExpiry(services, id));
    const readUser = (id: number) => services.db.manager.findOne(User, { where: { id, deletedAt: IsNull() } });
    const user = !token ? null : fresh || !services.sessionCache.enabled ? await readUser(token.userId) : await services.sessionCache.load(token.userId, readUser);
    const identity = user && user.status !== 'block' ? { id: user.id, role: user.role, user } : null;
    return { member: identity?.role === 'user' ? identity : null, admin: identity?.role === 'admin' ? identity : null, viaCookie: false, token: identity ? token : null };
  }
  if (bearer) {
    const identity = await services.auth.resolve(bearer, fresh);
    return { member: identity?.role === 'user' ? identity : null, admin: identity?.role === 'admin' ? identity : null, viaCookie: false, token: null };
  }
  const cookies = parseCookies(Array.isArray(headers.cookie) ? headers.cookie.join(';') : headers.cookie);
  const [member, admin] = await Promise.all([services.auth.resolve(cookies[MEMBER_COOKIE], fresh), services.auth.resolve(cookies[ADMIN_COOKIE], fresh)]);
  return { member: member?.role === 'user' ? member : null, admin: admin?.role === 'admin' ? admin : null, viaCookie: true, token: null };
}

/**
 * The request's context. Reads may take the session's account row from the session cache; writes
 * (`fresh`: REST methods other than GET, and GraphQL mutations through `freshIdentities`) read it
 * from the database, so every money or security decision sees the row as committed.
 */
export async function buildContext(services: Services, req: Request, res?: Response, fresh = false): Promise<Context> {
  const { member, admin, token } = await resolveIdentities(services, req.headers, fresh, req.ip ?? 'unknown');
  return { services, member, admin, token, loaders: createLoaders(services), ip: req.ip ?? 'unknown', req, res };
}

/** Re-reads the request's sessions from the database (a GraphQL mutation, once its type is known). */
export async function freshIdentities(ctx: Context): Promise<void> {
  if (!ctx.req || !ctx.services.sessionCache.enabled) return;
  const { member, admin, token } = await resolveIdentities(ctx.services, ctx.req.headers, true, ctx.ip);
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
