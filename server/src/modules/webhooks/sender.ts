import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { ResolvedTarget } from './address-guard';

export interface AttemptResult {
  ok: boolean;
  /** The HTTP status, null when no answer came (refused, timeout, connection error). */
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  /** The first characters of the answer's body (nothing more is kept). */
  excerpt: string | null;
}

const EXCERPT_CHARS = 200;
/** Bytes of an answer read at most (the rest is dropped with the connection). */
const READ_LIMIT = 16 * 1024;

/**
 * POSTs one signed body to a checked target: the connection goes to the address the guard checked
 * (no second DNS lookup in between), redirects are not followed (a 3xx is a failure), the whole
 * attempt is bounded by `timeoutMs`, and only a short excerpt of the answer is kept.
 */
export class WebhookSender {
  private readonly httpAgent = new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: 30_000 });
  private readonly httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: 30_000 });

  constructor(private readonly timeoutMs: number) {}

  post(target: ResolvedTarget, headers: Record<string, string>, body: string): Promise<AttemptResult> {
    const started = performance.now();
    const { url } = target;
    const secure = url.protocol === 'https:';
    const pinned = (_host: string, options: { all?: boolean }, callback: (...args: any[]) => void) => {
      if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    };
    return new Promise<AttemptResult>((resolve) => {
      let settled = false;
      const finish = (r: Omit<AttemptResult, 'latencyMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...r, latencyMs: Math.max(0, Math.round(performance.now() - started)) });
      };
      const req = (secure ? https : http).request({
        protocol: url.protocol,
        hostname: target.host,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        agent: secure ? this.httpsAgent : this.httpAgent,
        lookup: pinned as any,
        // TLS: the certificate is checked against the host name, not the pinned address.
        ...(secure && !net.isIP(target.host) ? { servername: target.host } : {}),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Meridian-Webhooks/1.0',
          ...headers,
        },
      });
      const timer = setTimeout(() => {
        req.destroy(new Error(`timed out after ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      req.on('response', (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS);
          const ok = status >= 200 && status < 300;
          const error = ok ? null : status >= 300 && status < 400 ? `redirect (${status}) not followed` : `HTTP ${status}`;
          finish({ ok, statusCode: status, error, excerpt: text || null });
        };
        res.on('data', (chunk: Buffer) => {
          if (size < READ_LIMIT) chunks.push(chunk);
          size += chunk.length;
          if (size >= READ_LIMIT) {
            done();
            res.destroy();
          }
        });
        res.on('end', done);
        res.on('error', done);
      });
      req.on('error', (err: NodeJS.ErrnoException) => finish({ ok: false, statusCode: null, error: (err.code ? `${err.code}: ` : '') + err.message, excerpt: null }));
      req.end(body);
    });
  }

  close() {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}
