import { requestIdOf } from './request-id';
import { log } from '../common/logger';
import express, { NextFunction, Request, Response, Router } from 'express';
import crypto from 'node:crypto';
import { sha256 } from '../common/hash';
import { AppError, badInput, forbidden, unauthenticated } from '../common/errors';
import type { Permission } from '../common/auth/permissions';
import { requireAccess } from '../common/auth/auth-checker';
import { RateLimitError, ReadLimit } from '../common/rate-limit';
import { ADMIN_COOKIE, buildContext, Context, MEMBER_COOKIE, parseCookies } from './context';
import type { Services } from './services';
import { sameOriginWrite } from './origin';
import { noStore } from './security-headers';

/**
 * Who may call a route (REST-CONTRACT §1.3): Public, Signed-in, Member-scoped, or an admin route's
 * staff permission (`'withdrawals:decide'`), checked by the same `requireAccess` as GraphQL.
 */
export type Who = 'P' | 'S' | 'M' | Permission;

export interface RestResult {
  status?: number;
  message?: string;
  /** Keys merged into `{success:true, message, ...}`. */
  body?: Record<string, unknown>;
  /** Legacy exceptions: a bare array or object as the whole body. */
  raw?: unknown;
  /** Streams the whole response itself (CSV exports); status and headers are its own. */
  stream?: (res: Response) => Promise<void>;
}

export type RestHandler = (req: Request, ctx: Context) => Promise<RestResult>;

export type RestMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type RouteOptions = { unsafeGet?: boolean; listFields?: string[] };

export interface RouteRegistration {
  method: RestMethod;
  path: string;
  who: Who;
}

export interface RestRouter {
  /** Collects a route; `mount()` registers them all, literal paths before parameter paths. */
  route(method: RestMethod, path: string, who: Who, handler: RestHandler, opts?: RouteOptions): void;
  /** The /api/v1 router. Middleware added here (multipart parsers) runs before every route. */
  router: Router;
  /** Registers the collected routes in precedence order (see `routeOrder`); once, after every module. */
  mount(): void;
  /** The routes in the order they are matched. */
  registrations(): RouteRegistration[];
}

/**
 * Precedence of route paths (REST-CONTRACT §1.1: literal segments win over parameters), whatever
 * the order modules register them in: compared segment by segment, a literal beats a `:param`,
 * which beats a wildcard. Paths that can match the same URL differ first where one has a literal
 * and the other a parameter, so the literal one always comes first. Equal ranks keep their order.
 */
export function routeOrder(a: string, b: string): number {
  const rank = (seg: string) => (seg.startsWith('*') || seg.includes('{') ? 2 : seg.startsWith(':') ? 1 : 0);
  const sa = a.split('/').filter(Boolean).map(rank);
  const sb = b.split('/').filter(Boolean).map(rank);
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) if (sa[i] !== sb[i]) return sa[i] - sb[i];
  return 0;
}

/** The body of a legacy request with `values`, `updatedData` or `data` merged over the flat fields. */
export function body(req: Request): Record<string, any> {
  const b = req.body;
  if (!b || typeof b !== 'object' || Array.isArray(b)) return {};
  const merged: Record<string, any> = { ...b };
  for (const key of ['values', 'updatedData', 'data']) {
    if (b[key] && typeof b[key] === 'object' && !Array.isArray(b[key])) {
      delete merged[key]; // the wrapper is not a field (PUT settings would call it an unknown setting)
      Object.assign(merged, b[key]);
    }
  }
  return merged;
}

export function sendError(res: Response, err: unknown, requestId?: string) {
  if (err instanceof AppError) {
    if (err instanceof RateLimitError) res.setHeader('Retry-After', String(err.retryAfterSeconds));
    res.status(err.status).json({ success: false, message: err.message, error: err.message, code: err.code, ...(err.fields ? { fields: err.fields } : {}) });
    return;
  }
  const e = err as any;
  if (e?.type === 'entity.too.large') {
    res.status(413).json({ success: false, message: 'Request body too large', error: 'Request body too large', code: 'PAYLOAD_TOO_LARGE' });
    return;
  }
  if (e?.type === 'entity.parse.failed' || e instanceof SyntaxError) {
    res.status(400).json({ success: false, message: 'Invalid JSON body', error: 'Invalid JSON body', code: 'BAD_USER_INPUT' });
    return;
  }
  const id = requestId ?? requestIdOf(res) ?? crypto.randomUUID();
  log.error({ err, reqId: id }, 'Request failed');
  res.status(500).json({ success: false, message: 'Something went wrong', error: 'Something went wrong', code: 'INTERNAL_SERVER_ERROR', requestId: id });
}

/** Same-origin check for cookie-authenticated unsafe calls (REST-CONTRACT §1.11). */
function sameOriginOk(req: Request, config: Services['config']): boolean {
  return sameOriginWrite(req.headers, config);
}

/**
 * Every legacy field is a single value: an array (`amount: [10]`, `status: ["complete"]`,
 * `?page=1&page=2`) or an object where a value belongs is 400, never silently coerced.
 */
function refuseArrays(req: Request, listFields: string[] = []) {
  for (const [key, value] of Object.entries(req.query ?? {})) {
    if (typeof value !== 'string') throw badInput(`${key} must be a single value`, { [key]: 'single value' });
  }
  for (const [key, value] of Object.entries(body(req))) {
    // A route may name fields that are lists of plain values (e.g. notification recipients).
    if (listFields.includes(key) && Array.isArray(value) && value.every((v) => typeof v === 'number' || typeof v === 'string')) continue;
    if (Array.isArray(value) || (value !== null && typeof value === 'object')) throw badInput(`${key} must be a single value`, { [key]: 'single value' });
  }
}

/**
 * The session a read is counted under: the account of a validly signed token (Bearer wins, then the
 * admin and member cookies), else the client IP. Only the signature is checked (no database read),
 * so a looping tab is refused before it costs a query.
 */
/**
 * The legacy client sends its money calls (top-ups, transfers, withdrawals, wallet adjustments, …)
 * without an `Idempotency-Key`: a write without one gets a key derived from the caller, the route
 * and the body within a 60-second window (IdempotencyService.derivedKey), so a double click or a
 * retry posts once and a deliberate repeat a minute later posts again. Routes that take no key
 * ignore it; GraphQL keeps requiring client keys where it does.
 */
async function deriveIdempotencyKey(services: Services, req: Request, ctx: Context, who: Who): Promise<void> {
  if (req.method === 'GET' || req.method === 'HEAD' || req.headers['idempotency-key'] !== undefined) return;
  // The id the money services scope keys by: the member on member routes, else the staff member.
  const caller = who === 'M' ? ctx.member?.id : (ctx.admin?.id ?? ctx.member?.id);
  if (caller === undefined || who === 'P') return;
  const file = req.file ? sha256(req.file.buffer) : null;
  req.headers['idempotency-key'] = await services.idempotency.derivedKey(caller, { method: req.method, path: req.path, body: req.body ?? null, file });
}

/** A REST path's route group for the read budget: its first segment (`/deposite/by/7` -> `deposite`). */
export function routeGroup(path: string): string {
  return path.split('/').find((part) => part !== '')?.toLowerCase() ?? '';
}

async function readSessionKey(req: Request, services: Services): Promise<string> {
  const auth = req.headers.authorization;
  const bearer = auth?.match(/^Bearer\s+(.+)$/i)?.[1];
  const cookies = parseCookies(req.headers.cookie);
  for (const token of bearer ? [bearer] : [cookies[ADMIN_COOKIE], cookies[MEMBER_COOKIE]]) {
    if (!token) continue;
    const claims = await services.tokens.verify(token);
    if (claims) return `user:${claims.sub}`;
  }
  return `ip:${req.ip ?? 'unknown'}`;
}

export function createRestRouter(services: Services): RestRouter {
  const router = express.Router();
  router.use(noStore);
  // Reads per session and route group (READ_LIMIT_PER_MINUTE each; off with RATE_LIMIT_DISABLED):
  // a list looping in one tab spends its own group's budget (`deposite`, `withdrawalrequest`, …),
  // not the session's other lists. Counted before routing, so a loop on a failing path is bounded
  // too; unknown paths share one group.
  const reads = new ReadLimit(services.limiterStore, services.config.readLimitPerMinute, services.config.rateLimitDisabled);
  let groups: Set<string> | null = null;
  const groupOf = (path: string): string => {
    groups ??= new Set(pending.map((r) => routeGroup(r.path)));
    const group = routeGroup(path);
    return groups.has(group) ? group : '?';
  };
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      await reads.consume(`${await readSessionKey(req, services)}:${groupOf(req.path)}`);
      next();
    } catch (err) {
      sendError(res, err);
    }
  });
  router.use(express.json({ limit: '100kb', strict: false }));
  router.use(express.urlencoded({ extended: false, limit: '100kb' }));

  const pending: Array<RouteRegistration & { handler: RestHandler; opts: RouteOptions }> = [];
  let mounted: RouteRegistration[] | null = null;

  const register = (method: RestMethod, path: string, who: Who, handler: RestHandler, opts: RouteOptions) => {
    router[method](path, async (req: Request, res: Response) => {
      try {
        refuseArrays(req, opts.listFields);
        // Writes (and GETs that change state) check the session against the database itself.
        const ctx = await buildContext(services, req, res, method !== 'get' || !!opts.unsafeGet);
        // The legacy API is the web app's: API tokens (scoped to GraphQL operations) are not sessions here.
        if (ctx.token) throw unauthenticated('API tokens work on /graphql only');
        if (who !== 'P') {
          if (!ctx.member && !ctx.admin) throw unauthenticated();
          // 'S' and 'M' routes check the member or staff inside; an admin route names its permission.
          if (who !== 'S' && who !== 'M') requireAccess(ctx, [who]);
          const cookieAuth = !/^Bearer\s/i.test(req.headers.authorization ?? '');
          const unsafe = method !== 'get' || opts.unsafeGet;
          if (cookieAuth && unsafe && !sameOriginOk(req, services.config)) throw forbidden('Cross-site request refused');
        }
        await deriveIdempotencyKey(services, req, ctx, who);
        const result = await handler(req, ctx);
        if (result.stream) {
          await result.stream(res);
          return;
        }
        if (result.raw !== undefined) {
          res.status(result.status ?? 200).json(result.raw);
          return;
        }
        res.status(result.status ?? 200).json({ success: true, message: result.message ?? 'OK', ...(result.body ?? {}) });
      } catch (err) {
        if (res.headersSent) res.destroy(err as Error);
        else sendError(res, err);
      }
    });
  };

  const route: RestRouter['route'] = (method, path, who, handler, opts = {}) => {
    if (mounted) throw new Error(`REST route ${method.toUpperCase()} ${path} registered after mount()`);
    pending.push({ method, path, who, handler, opts });
  };

  const mount = () => {
    if (mounted) return;
    // Array.prototype.sort is stable: routes of equal rank keep their registration order.
    const ordered = [...pending].sort((a, b) => routeOrder(a.path, b.path));
    for (const r of ordered) register(r.method, r.path, r.who, r.handler, r.opts);
    mounted = ordered.map(({ method, path, who }) => ({ method, path, who }));
  };

  return { route, router, mount, registrations: () => mounted ?? pending.map(({ method, path, who }) => ({ method, path, who })) };
}

/** Collapses repeated slashes and drops one trailing slash before routing (never a redirect). */
export function normalisePath(req: Request, _res: Response, next: NextFunction) {
  const [path, query] = req.url.split(/\?(.*)/s, 2);
  let p = path.replace(/\/{2,}/g, '/');
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  if (p !== path) req.url = query !== undefined ? `${p}?${query}` : p;
  next();
}
