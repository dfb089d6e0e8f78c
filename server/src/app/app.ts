import { tokenScopeCheck } from './token-scopes';
import { TrustedDocuments } from './trusted-documents';
import { CompiledDocuments } from './compiled-documents';
import type { GraphQLSchema } from 'graphql';
import type { RouteRegistration } from './rest';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import cors from 'cors';
import { ApolloServer, ApolloServerPlugin } from '@apollo/server';
import { onUsersChanged } from '../database/user-changes';
import { graphqlHttpHandler } from './graphql-http';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { noStore, securityHeaders } from './security-headers';
import { createPubSub } from '@graphql-yoga/subscription';
import type { Config } from '../config/config';
import type { Database } from '../database/data-source';
import { buildContext, Context } from './context';
import { createRestRouter, normalisePath, sendError } from './rest';
import { createSchema } from './schema';
import { createServices, PubSub, PubSubChannels, Services } from './services';
import { JobScheduler } from '../jobs/scheduler';
import { registerRoutes } from './routes';
import { registerUploadRoutes } from '../common/uploads/upload.routes';
import { createErrorFormatter, freshSessionsForMutations, GRAPHQL_LIMITS, graphqlJsonBody, graphqlProtection, introspectionCheck, operationGuard } from './graphql-security';
import { startWebSocketServer } from './websocket';
import type { WebSocketServer } from 'ws';
import { costBudgetPlugin } from './cost-budget';
import { tokenCacheOf } from './token-cache';
import { drainServer, listen, Operations } from './operations';
import { prefixedRedisEventTarget, RedisConnections } from '../common/redis';
import { log } from '../common/logger';
import { Metrics } from './metrics';
import { requestIdPlugin, requestIds } from './request-id';

/** Default settings, the system ledger accounts and the first admin, when missing. */
export async function prepareFirstStart(services: Services) {
  await services.settings.ensureDefaults();
  await services.ledger.ensureSystemAccounts();
  await services.auth.ensureAdmin(services.config.adminEmail, services.config.adminPassword);
  await services.plans.ensureDefaults();
  await services.rewards.ensureDefaults();
}

export interface RunningApp {
  app: express.Express;
  httpServer: http.Server;
  services: Services;
  scheduler: JobScheduler;
  url: string;
  /** The GraphQL schema and the REST routes as served (the permission matrix test reads them). */
  schema: GraphQLSchema;
  restRoutes: RouteRegistration[];
  /** The web app's trusted documents (the persisted query manifest), for code that prepares them at start. */
  trustedDocuments: TrustedDocuments;
  /** The trusted documents compiled at start (null with GRAPHQL_JIT=0, and in a worker). */
  compiledDocuments: CompiledDocuments | null;
  /** /healthz and /readyz; `draining` once a shutdown began. */
  operations: Operations;
  /** GET /metrics on METRICS_PORT (null without METRICS_PORT). */
  metricsUrl: string | null;
  /** Settles when the background work (role worker or all) has started. */
  background: Promise<void>;
  /** The shutdown: readiness 503, drain, workers after their current chunk, connections closed. */
  close(): Promise<void>;
}

/** A Vite build asset: `assets/<name>-<8+ char hash>.<ext>` (its content never changes under that name). */
export function isHashedAsset(filePath: string): boolean {
  return /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.(br|gz))?$/.test(filePath);
}

/**
 * The process's pub/sub: in memory, or over Redis (channels under REDIS_PREFIX) with `redis` (or
 * connections of its own when none is given).
 */
export async function createPubSubFor(config: Config, redis?: RedisConnections | null): Promise<{ pubSub: PubSub; close: () => Promise<void> }> {
  if (!config.redisUrl) return { pubSub: createPubSub<PubSubChannels>(), close: async () => undefined };
  const own = redis ? null : new RedisConnections(config.redisUrl, config.redisPrefix, log);
  const connections = (redis ?? own)!;
  const publishClient = await connections.connection({ maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const subscribeClient = await connections.connection();
  const eventTarget = prefixedRedisEventTarget(publishClient, subscribeClient, config.redisPrefix, log);
  return {
    pubSub: createPubSub<PubSubChannels>({ eventTarget }),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
      await own?.close();
    },
  };
}

/**
 * Builds the process for its ROLE. `web` and `all`: the HTTP server with GraphQL + WebSocket at
 * /graphql, REST at /api/v1, uploads and the web app; `worker`: health checks only. Every role
 * serves /healthz and /readyz. Background work (daily run, webhook deliveries, housekeeping) starts
 * once the port is bound, in `worker` and `all` only; `background` settles when it has started
 * (it waits for Redis when Redis is down, while the process serves /readyz 503).
 */
export async function startApp(config: Config, db: Database, port = config.port, options: { waitForBackground?: boolean } = {}): Promise<RunningApp> {
  const redis = config.redisUrl ? new RedisConnections(config.redisUrl, config.redisPrefix, log) : null;
  await redis?.watch();
  const { pubSub, close: closePubSub } = await createPubSubFor(config, redis);
  const services = createServices(config, db, pubSub);
  await prepareFirstStart(services);
  const scheduler = new JobScheduler(services.jobs, config, redis);
  const operations = new Operations(db, redis);
  // Metrics only when they are scraped (METRICS_PORT): no cost per request otherwise.
  const metrics = config.metricsPort === undefined ? null : new Metrics(services, scheduler);
  const schema = await createSchema(pubSub);
  const app = express();
  // X-Forwarded-For / -Proto only from the proxy TRUST_PROXY names (rate limits key on the client IP).
  app.set('trust proxy', config.trustProxy);
  app.set('secure cookies', config.env === 'production');
  app.disable('x-powered-by');
  // No ETag: API answers are no-store (an ETag would hash every body for nothing); the built app's
  // files get theirs from the static middleware.
  app.set('etag', false);
  app.use(requestIds());
  app.use(securityHeaders(config));
  const httpServer = http.createServer(app);
  // Idle keep-alive connections stay open longer than a proxy's or client pool's own idle timeout
  // (60 s is common): a server that closes first races the next request on that connection, which
  // the client sees as a reset (a 502 behind a load balancer).
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  operations.routes(app);
  // The web app's persisted operations (client build); cookie sessions held to them when enforcing.
  const trustedDocuments = TrustedDocuments.load(config.trustedDocuments);
  const web = config.role === 'worker' ? null : await mountWeb(app, httpServer, config, services, pubSub, schema, trustedDocuments, metrics);
  if (!web) {
    app.use((_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).json({ success: false, message: 'Not found: this is a worker (health checks only)', error: 'Not found', code: 'NOT_FOUND' });
    });
  }
  // A web replica runs no daily run: an admin's manual run goes to the queue the workers take.
  if (config.role === 'web') services.jobs.dispatch = (day) => scheduler.enqueue(day);

  await listen(httpServer, port);
  let metricsServer: http.Server | null = null;
  if (metrics) {
    try {
      metricsServer = await metrics.serve(config.metricsPort!);
    } catch (err) {
      httpServer.close();
      throw err;
    }
  }
  const metricsAddress = metricsServer?.address();
  const background = config.role === 'web' ? Promise.resolve() : startBackground(config, services, scheduler);
  // Tests and tools wait for the workers; the server (main.ts) serves /readyz meanwhile.
  if (options.waitForBackground ?? true) await background;
  else background.catch(() => undefined);
  const address = httpServer.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  let closing: Promise<void> | null = null;
  return {
    app,
    httpServer,
    services,
    scheduler,
    operations,
    background,
    url: `http://127.0.0.1:${actualPort}`,
    metricsUrl: typeof metricsAddress === 'object' && metricsAddress ? `http://127.0.0.1:${metricsAddress.port}/metrics` : null,
    schema,
    restRoutes: web?.restRoutes ?? [],
    trustedDocuments,
    compiledDocuments: web?.compiledDocuments ?? null,
    close() {
      closing ??= (async () => {
        // Readiness 503 at once; requests in flight finish (up to SHUTDOWN_GRACE_MS) while the
        // workers finish their current chunk or delivery; then the connections close.
        operations.draining = true;
        services.maintenance.stop();
        // With Redis down nothing waiting on it can finish: its connections close first, so the
        // workers' close (and a start still waiting for Redis) do not hang on them.
        if (redis && !redis.up) await redis.close();
        const bounded = (work: Promise<void>, what: string) =>
          Promise.race([work, new Promise<void>((resolve) => setTimeout(resolve, config.shutdownGraceMs + 2_000).unref())]).catch((err) => log.warn({ err }, `${what}: stop failed`));
        await Promise.all([
          web ? web.close() : drainServer(httpServer, config.shutdownGraceMs),
          bounded(scheduler.stop(), 'Daily-run worker'),
          bounded(services.webhooks.stop(), 'Webhook deliveries'),
          bounded(services.mailer.stop(), 'Mail sending'),
        ]);
        if (metricsServer) await drainServer(metricsServer, 1_000);
        await closePubSub();
        await redis?.close();
      })();
      return closing;
    },
  };
}

async function startBackground(config: Config, services: Services, scheduler: JobScheduler): Promise<void> {
  try {
    // The database's work first: a start waiting for Redis (the daily-run queue) holds nothing else up.
    services.mailer.start();
    if (!config.jobsDisabled) services.maintenance.start();
    await services.webhooks.start();
    if (!config.jobsDisabled) await scheduler.start();
  } catch (err) {
    log.error({ err }, 'Background work failed to start');
    throw err;
  }
}

/** GraphQL + WebSocket at /graphql, REST at /api/v1, uploads, the web app (roles `web` and `all`). */
async function mountWeb(app: express.Express, httpServer: http.Server, config: Config, services: Services, pubSub: PubSub, schema: GraphQLSchema, trustedDocuments: TrustedDocuments, metrics: Metrics | null) {
  const production = config.env === 'production';
  const protection = graphqlProtection();
  const ws = startWebSocketServer(httpServer, schema, services, protection.validationRules, trustedDocuments);
  const wsCleanup = ws.cleanup;
  // Sessions revoked on any replica close that account's sockets on every replica.
  services.sessions.onRevoked((userId, tokenId) => pubSub.publish('SESSION_REVOKED', tokenId === undefined ? { userId } : { userId, tokenId }));
  const revocations = pubSub.subscribe('SESSION_REVOKED');
  void (async () => {
    for await (const { userId, tokenId } of revocations) {
      if (tokenId !== undefined) {
        ws.closeSocketsOfToken(tokenId);
        tokenCacheOf(services).forget(tokenId);
        continue;
      }
      services.sessionCache.forget([userId]);
      ws.closeSocketsOf(userId);
    }
  })();
  // A committed change to a member row drops it from the session cache here at once, and on the
  // other replicas through the pub/sub.
  const stopUserChanges = onUsersChanged((ids) => {
    services.sessionCache.forget(ids);
    pubSub.publish('USERS_CHANGED', { ids });
  });
  const userChanges = pubSub.subscribe('USERS_CHANGED');
  void (async () => {
    for await (const { ids } of userChanges) services.sessionCache.forget(ids);
  })();

  // The web app's queries and mutations compiled once (GRAPHQL_JIT, compiled-documents.ts): Apollo
  // gets them parsed and validated from the document store and runs them through the gateway's executor.
  const compiledDocuments = config.graphqlJit ? new CompiledDocuments(schema, trustedDocuments, { validationRules: protection.validationRules, parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens } }) : null;
  const apollo = new ApolloServer<Context>({
    ...(compiledDocuments ? { gateway: compiledDocuments.gateway(), documentStore: compiledDocuments.documentStore() } : { schema }),
    introspection: true,
    formatError: createErrorFormatter(production),
    validationRules: protection.validationRules,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens },
    // The web app's ids answered from its manifest (trusted-documents.ts); token clients' APQ beside them.
    persistedQueries: { cache: trustedDocuments.persistedQueryCache() },
    plugins: [
      // At stop: no new connections, requests in flight finish for up to SHUTDOWN_GRACE_MS.
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: config.shutdownGraceMs }),
      // No landing page on GET /graphql (Apollo's loads script from a CDN): admins use the bundled explorer.
      ApolloServerPluginLandingPageDisabled(),
      // Answers are `no-store`; Apollo's cache-control plugin would otherwise wrap every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      ...protection.plugins,
      // First: a refused document answers with its own code rather than another check's.
      operationGuard([trustedDocuments.check(), ...protection.checks, introspectionCheck(production), tokenScopeCheck(schema), freshSessionsForMutations]),
      // GraphQL cost budgets per token, account or IP; `extensions.cost` on every answer (HTTP only).
      costBudgetPlugin(config, services.limiterStore),
      { async serverWillStart() { return { async drainServer() { await wsCleanup.dispose(); } }; } },
      requestIdPlugin(),
      ...(metrics ? [metrics.graphqlPlugin()] : []),
    ],
  });
  await apollo.start();
  if (config.corsOrigins.length) app.use(cors({ origin: config.corsOrigins, credentials: true }));
  app.use(
    '/graphql',
    noStore,
    ...graphqlJsonBody(),
    graphqlHttpHandler(apollo, (req, res) => buildContext(services, req, res)),
  );

  const rest = createRestRouter(services);
  registerRoutes(rest);
  if (metrics) app.use('/api/v1', metrics.restTimer());
  app.use('/api/v1', normalisePath, rest.router);
  app.use('/api/v1', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(404).json({ success: false, message: 'Not found', error: 'Not found', code: 'NOT_FOUND' });
  });
  registerUploadRoutes(app, services);

  // The built web app, with history fallback for client-side routes.
  const index = path.join(config.clientDist, 'index.html');
  if (fs.existsSync(index)) {
    // Build assets carry a content hash in their name: cached for a year, immutable; anything else
    // revalidates. The client build writes .br and .gz siblings, served to browsers that accept them.
    app.use(
      expressStaticGzip(config.clientDist, {
        index: false,
        enableBrotli: true,
        orderPreference: ['br', 'gz'],
        serveStatic: {
          index: false,
          cacheControl: false,
          setHeaders: (res, filePath) => res.setHeader('Cache-Control', isHashedAsset(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache'),
        },
      }),
    );
    app.get(/^(?!\/(api|graphql|uploads|healthz|readyz)(\/|$)).*/, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  } else {
    app.get('/', (_req, res) => {
      res.type('text').send('Meridian API is running. Build the web app with `npm run build` to serve it here.');
    });
  }
  app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => sendError(res, err));


  return {
    restRoutes: rest.registrations(),
    compiledDocuments,
    /** WebSockets close with 1001 (going away: clients reconnect to another replica), then Apollo drains HTTP. */
    async close() {
      stopUserChanges();
      await revocations.return?.(undefined);
      await userChanges.return?.(undefined);
      await closeSockets(ws.wsServer, 1_000);
      await apollo.stop();
    },
  };
}

/** Closes every WebSocket with 1001 and waits up to `waitMs` for the closing handshakes. */
async function closeSockets(wsServer: WebSocketServer, waitMs: number): Promise<void> {
  const open = [...wsServer.clients];
  const closed = open.map((socket) => new Promise<void>((resolve) => {
    socket.once('close', () => resolve());
    socket.close(1001, 'Server shutting down');
  }));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(closed), new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
  for (const socket of wsServer.clients) socket.terminate();
}
