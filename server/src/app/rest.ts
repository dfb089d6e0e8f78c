import express, { NextFunction, Request, Response, Router } from 'express';
import crypto from 'node:crypto';
import { AppError, forbidden, unauthenticated } from '../common/errors';
import { RateLimitError } from '../common/rate-limit';
import { buildContext, Context } from './context';
import type { Services } from './services';

/** Who may call a route (REST-CONTRACT §1.3): Public, Signed-in, Member-scoped, Admin. */
export type Who = 'P' | 'S' | 'M' | 'A';

export interface RestResult {
  status?: number;
  message?: string;
  /** Keys merged into `{success:true, message, ...}`. */
  body?: Record<string, unknown>;
  /** Legacy exceptions: a bare array or object as the whole body. */
  raw?: unknown;
}

export type RestHandler = (req: Request, ctx: Context) => Promise<RestResult>;

export interface RestRouter {
  route(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, who: Who, handler: RestHandler, opts?: { unsafeGet?: boolean }): void;
  router: Router;
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
  const id = requestId ?? crypto.randomUUID();
  console.error(`[${id}]`, err);
  res.status(500).json({ success: false, message: 'Something went wrong', error: 'Something went wrong', code: 'INTERNAL_SERVER_ERROR', requestId: id });
}

/** Same-origin check for cookie-authenticated unsafe calls (REST-CONTRACT §1.11). */
function sameOriginOk(req: Request, corsOrigins: string[]): boolean {
  if (req.headers['sec-fetch-site'] === 'same-origin') return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  if (corsOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

export function createRestRouter(services: Services): RestRouter {
  const router = express.Router();
  router.use(express.json({ limit: '100kb', strict: false }));
  router.use(express.urlencoded({ extended: false, limit: '100kb' }));

  const route: RestRouter['route'] = (method, path, who, handler, opts = {}) => {
    router[method](path, async (req: Request, res: Response) => {
      try {
        const ctx = await buildContext(services, req, res);
        if (who !== 'P') {
          if (!ctx.member && !ctx.admin) throw unauthenticated();
          if (who === 'A' && !ctx.admin) throw forbidden();
          const cookieAuth = !/^Bearer\s/i.test(req.headers.authorization ?? '');
          const unsafe = method !== 'get' || opts.unsafeGet;
          if (cookieAuth && unsafe && !sameOriginOk(req, services.config.corsOrigins)) throw forbidden('Cross-site request refused');
        }
        const result = await handler(req, ctx);
        if (result.raw !== undefined) {
          res.status(result.status ?? 200).json(result.raw);
          return;
        }
        res.status(result.status ?? 200).json({ success: true, message: result.message ?? 'OK', ...(result.body ?? {}) });
      } catch (err) {
        sendError(res, err);
      }
    });
  };
  return { route, router };
}

/** Collapses repeated slashes and drops one trailing slash before routing (never a redirect). */
export function normalisePath(req: Request, _res: Response, next: NextFunction) {
  const [path, query] = req.url.split(/\?(.*)/s, 2);
  let p = path.replace(/\/{2,}/g, '/');
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  if (p !== path) req.url = query !== undefined ? `${p}?${query}` : p;
  next();
}
