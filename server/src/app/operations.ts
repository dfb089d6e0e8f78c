import type http from 'node:http';
import type express from 'express';
import type { Database } from '../database/data-source';
import { pendingMigrations } from '../database/data-source';
import type { RedisConnections } from '../common/redis';

export interface Readiness {
  ready: boolean;
  checks: { shutdown: 'no' | 'draining'; database: 'ok' | 'unreachable'; migrations: 'current' | 'pending' | 'unknown'; redis?: 'ok' | 'unreachable' };
}

/**
 * Health of one process for the load balancer and the orchestrator:
 * - `GET /healthz`: the process is alive and serving (200, no dependency checked);
 * - `GET /readyz`: it should get traffic: not shutting down, the database answers within 2 s and
 *   has every migration, Redis is reachable when configured (else 503 with the failing check).
 */
export class Operations {
  /** Set at the start of a shutdown: /readyz answers 503 from then on. */
  draining = false;
  private migrated = false;

  constructor(
    private readonly db: Database,
    private readonly redis: RedisConnections | null,
  ) {}

  async readiness(): Promise<Readiness> {
    const checks: Readiness['checks'] = { shutdown: this.draining ? 'draining' : 'no', database: 'unreachable', migrations: 'unknown' };
    try {
      await withTimeout(this.db.manager.query('SELECT 1'), 2_000);
      checks.database = 'ok';
      // Migrated stays migrated for this process's code: checked until it first holds.
      if (!this.migrated) this.migrated = (await withTimeout(pendingMigrations(this.db.dataSource), 2_000)).length === 0;
      checks.migrations = this.migrated ? 'current' : 'pending';
    } catch {
      // unreachable (or too slow to count as reachable)
    }
    if (this.redis) checks.redis = (await this.redis.ping()) ? 'ok' : 'unreachable';
    const ready = !this.draining && checks.database === 'ok' && checks.migrations === 'current' && checks.redis !== 'unreachable';
    return { ready, checks };
  }

  /** /healthz and /readyz, first on the app (before CORS, sessions and limits). */
  routes(app: express.Express) {
    app.get('/healthz', (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json({ status: 'ok', database: this.db.engine });
    });
    app.get('/readyz', async (_req, res) => {
      const { ready, checks } = await this.readiness();
      res.setHeader('Cache-Control', 'no-store');
      res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', ...checks });
    });
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([work, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), ms)))]).finally(() => clearTimeout(timer));
}

/** Listens on `port`; rejects when the port cannot be bound (in use, no permission). */
export function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (err: Error) => reject(err);
    server.once('error', failed);
    server.listen(port, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/**
 * Stops accepting connections and lets the requests in flight finish for up to `graceMs`; idle
 * keep-alive connections close at once, whatever is still open after the grace is cut.
 */
export async function drainServer(server: http.Server, graceMs: number): Promise<void> {
  if (!server.listening) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearTimeout(timer);
}
