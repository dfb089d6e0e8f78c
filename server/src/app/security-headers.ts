import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config/config';

/**
 * Security headers on every answer (helmet): a CSP without inline script (the built web app and
 * the bundled GraphiQL explorer load only their own files; Mantine sets inline styles), no framing,
 * nosniff, a strict Referrer-Policy, and HSTS in production.
 */
export function securityHeaders(config: Pick<Config, 'env' | 'publicUrl' | 'corsOrigins'>) {
  const production = config.env === 'production';
  const publicWs = config.publicUrl.replace(/^http/, 'ws');
  const policy = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The WebSocket of subscriptions: the same host ('self' covers ws: in current browsers) and PUBLIC_URL.
        connectSrc: ["'self'", publicWs],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  // With these options helmet's headers do not depend on the request: its twelve middlewares run
  // once here, on a recorder, and every answer gets the recorded headers in one step.
  const headers: Array<[string, string]> = [];
  const recorder = { setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]), removeHeader: () => undefined };
  let ran = false;
  policy({ headers: {} } as Request, recorder as unknown as Response, () => void (ran = true));
  if (!ran || !headers.length) throw new Error('helmet did not set its headers synchronously');
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/** API answers are personal or live: never stored by browsers or shared caches. */
export function noStore(_req: Request, res: Response, next: NextFunction) {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
