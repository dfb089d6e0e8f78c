/**
 * A real local webhook receiver for the webhook suites: node:http on 127.0.0.1, recording every
 * request (headers and raw body), answering with a status the test chooses per request.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  json: any;
  at: number;
}

export interface Receiver {
  url: (path?: string) => string;
  received: Received[];
  /** The status to answer the next requests with (default 200); a function sees each request. */
  respond(status: number | ((r: Received, index: number) => number)): void;
  of(type: string, path?: string): Received[];
  waitFor(predicate: (all: Received[]) => boolean, timeoutMs?: number, what?: string): Promise<Received[]>;
  /** Waits `ms` and returns what arrived meanwhile. */
  quietFor(ms: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  let respond: number | ((r: Received, index: number) => number) = 200;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: any = null;
      try {
        json = JSON.parse(body);
      } catch {
        json = null;
      }
      const r: Received = { path: req.url ?? '/', headers: req.headers as Record<string, string>, body, json, at: Date.now() };
      received.push(r);
      const status = typeof respond === 'function' ? respond(r, received.length - 1) : respond;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status < 300 ? 'ok' : `receiver says ${status}`);
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const self: Receiver = {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    respond(s) {
      respond = s;
    },
    of: (type, path) => received.filter((r) => r.json?.type === type && (!path || r.path === path)),
    async waitFor(predicate, timeoutMs = 15_000, what = 'deliveries') {
      const until = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > until) throw new Error(`timed out waiting for ${what}; received ${JSON.stringify(received.map((r) => [r.path, r.json?.type, r.json?.data]))}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return received;
    },
    async quietFor(ms) {
      const before = received.length;
      await new Promise((r) => setTimeout(r, ms));
      return received.slice(before);
    },
    async close() {
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return self;
}
