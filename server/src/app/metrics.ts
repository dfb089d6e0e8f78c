import http from 'node:http';
import type express from 'express';
import type { ApolloServerPlugin } from '@apollo/server';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Services } from './services';
import type { JobScheduler } from '../jobs/scheduler';
import { listen } from './operations';
import { log } from '../common/logger';

/** Distinct GraphQL operation names labelled; the rest count as `other` (clients choose names). */
const MAX_OPERATION_NAMES = 200;
/** The reconciliation scans the ledger: at most once per this interval, whatever the scrape rate. */
const RECONCILE_EVERY_MS = 5 * 60_000;

/**
 * Prometheus metrics of one process (prom-client), served at /metrics on METRICS_PORT (never the
 * public port): request durations by GraphQL operation and REST route, ledger postings (a counter:
 * `rate()` gives postings per second), queue depths, the daily run's progress, and the
 * reconciliation drift (problems found; must be 0). The process's own (CPU, memory, event loop) too.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'kind' | 'route' | 'status'>;
  private readonly operationNames = new Set<string>();
  private drift: { at: number; problems: number } | null = null;
  private reconciling: Promise<void> | null = null;

  constructor(
    private readonly services: Services,
    private readonly scheduler: JobScheduler,
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'meridian_' });
    this.requests = new Histogram({
      name: 'meridian_request_duration_seconds',
      help: 'HTTP request duration: GraphQL by operation name (kind=graphql), REST by route (kind=rest)',
      labelNames: ['kind', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const postings = new Counter({ name: 'meridian_ledger_postings_total', help: 'Ledger postings committed by this process, by kind', labelNames: ['kind'], registers });
    services.ledger.onPosted = (kind, n) => postings.inc({ kind }, n);
    const db = services.db;
    new Gauge({
      name: 'meridian_queue_depth',
      help: 'Work waiting: webhook deliveries and mails not yet sent (database outboxes), daily-run jobs (BullMQ, with Redis)',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        const [wh] = await db.manager.query("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE status = 'pending'");
        this.set({ queue: 'webhooks', state: 'pending' }, Number(wh.n));
        const [mail] = await db.manager.query('SELECT COUNT(*) AS n FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL');
        this.set({ queue: 'mail', state: 'pending' }, Number(mail.n));
        const counts = await scheduler.jobCounts();
        for (const [state, n] of Object.entries(counts ?? {})) this.set({ queue: 'daily-run', state }, n);
      },
    });
    const jobs = services.jobs;
    new Gauge({
      name: 'meridian_daily_run_progress_ratio',
      help: "The latest day's run: chunks done / total per step (1 when done)",
      labelNames: ['step'],
      registers,
      async collect() {
        const [latest] = await db.manager.query('SELECT MAX(day) AS d FROM job_runs');
        this.reset();
        if (!latest?.d) return;
        for (const r of await jobs.runsOf(String(latest.d))) this.set({ step: r.step }, r.status === 'DONE' ? 1 : r.total ? r.done / r.total : 0);
      },
    });
    new Gauge({
      name: 'meridian_daily_run_running',
      help: '1 while a day is being run by any process (a step RUNNING), else 0',
      registers,
      async collect() {
        const [r] = await db.manager.query("SELECT COUNT(*) AS n FROM job_runs WHERE status = 'RUNNING'");
        this.set(Number(r.n) > 0 ? 1 : 0);
      },
    });
    const metrics = this;
    new Gauge({
      name: 'meridian_reconciliation_drift',
      help: 'Problems found by the last reconciliation of the ledger and the income summaries (must be 0); checked at most every 5 minutes',
      registers,
      async collect() {
        await metrics.reconcileIfDue();
        if (metrics.drift) this.set(metrics.drift.problems);
      },
    });
  }

  /** Runs the reconciliation when its last result is older than 5 minutes (one at a time). */
  private async reconcileIfDue(): Promise<void> {
    if (this.drift && Date.now() - this.drift.at < RECONCILE_EVERY_MS) return;
    this.reconciling ??= (async () => {
      try {
        // The postings since the last checkpoint: costs what they cost, not what the ledger holds.
        const ledger = await this.services.reconciliation.recent();
        const income = await this.services.jobs.reconcileIncome();
        const problems = ledger.problems.length + income.length;
        if (problems) log.error({ problems: [...ledger.problems, ...income].slice(0, 10) }, `Reconciliation found ${problems} problem(s)`);
        this.drift = { at: Date.now(), problems };
      } catch (err) {
        log.warn({ err }, 'Reconciliation for the metrics failed');
      } finally {
        this.reconciling = null;
      }
    })();
    await this.reconciling;
  }

  /** REST: duration by the route's pattern (`/api/v1/users/:id`), never by the raw path. */
  restTimer(): express.RequestHandler {
    return (req, res, next) => {
      const end = this.requests.startTimer({ kind: 'rest' });
      res.on('finish', () => end({ route: req.route ? `${req.baseUrl}${req.route.path}` : 'unmatched', status: String(res.statusCode) }));
      next();
    };
  }

  /** GraphQL over HTTP: duration by operation name (the first 200 names seen; then `other`). */
  graphqlPlugin(): ApolloServerPlugin {
    const requests = this.requests;
    const names = this.operationNames;
    return {
      async requestDidStart() {
        const end = requests.startTimer({ kind: 'graphql' });
        return {
          async willSendResponse({ operationName, response }) {
            let name = operationName ?? 'anonymous';
            if (!names.has(name)) {
              if (names.size < MAX_OPERATION_NAMES) names.add(name);
              else name = 'other';
            }
            end({ route: name, status: String(response.http?.status ?? 200) });
          },
        };
      },
    };
  }

  /** GET /metrics on its own port (METRICS_PORT). */
  async serve(port: number): Promise<http.Server> {
    const server = http.createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      this.registry.metrics().then(
        (text) => res.writeHead(200, { 'Content-Type': this.registry.contentType, 'Cache-Control': 'no-store' }).end(text),
        (err) => {
          log.warn({ err }, 'Metrics failed');
          res.writeHead(500).end();
        },
      );
    });
    await listen(server, port);
    return server;
  }
}
