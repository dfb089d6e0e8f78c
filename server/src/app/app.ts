import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express from 'express';
import cors from 'cors';
import { ApolloServer, ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError, GraphQLFormattedError, Kind, SelectionSetNode, ValidationContext, ASTVisitor } from 'graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import type { Config } from '../config/config';
import type { Database } from '../database/data-source';
import { AppError } from '../common/errors';
import { buildContext, Context, resolveIdentities } from './context';
import { createLoaders } from './loaders';
import { createRestRouter, normalisePath, sendError } from './rest';
import { createSchema } from './schema';
import { createServices, PubSub, PubSubChannels, Services } from './services';
import { registerRoutes } from './routes';
import { registerUploadRoutes } from '../common/uploads/upload.routes';

const MAX_DEPTH = 10;
const MAX_INTROSPECTION_DEPTH = 15;

/**
 * Rejects operations nested deeper than MAX_DEPTH (abusive queries). Depth is measured per
 * operation through fragment spreads and inline fragments, so fragments cannot hide nesting.
 */
function depthLimit(context: ValidationContext): ASTVisitor {
  const fragmentDepth = new Map<string, number>();
  const depthOf = (selectionSet: SelectionSetNode | undefined, path: Set<string>): number => {
    let max = 0;
    for (const sel of selectionSet?.selections ?? []) {
      if (sel.kind === Kind.FIELD) max = Math.max(max, sel.selectionSet ? 1 + depthOf(sel.selectionSet, path) : 0);
      else if (sel.kind === Kind.INLINE_FRAGMENT) max = Math.max(max, depthOf(sel.selectionSet, path));
      else {
        const name = sel.name.value;
        if (path.has(name)) continue; // a cycle: reported by the standard NoFragmentCycles rule
        if (!fragmentDepth.has(name)) fragmentDepth.set(name, depthOf(context.getFragment(name)?.selectionSet, new Set(path).add(name)));
        max = Math.max(max, fragmentDepth.get(name)!);
      }
    }
    return max;
  };
  return {
    OperationDefinition(node) {
      // Introspection reads only the schema, never data, and the explorer's standard introspection
      // query nests type references deeper than data queries need: it gets its own, larger limit.
      const introspection = node.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value.startsWith('__'));
      const limit = introspection ? MAX_INTROSPECTION_DEPTH : MAX_DEPTH;
      if (depthOf(node.selectionSet, new Set()) > limit) {
        context.reportError(new GraphQLError(`Query is nested deeper than ${limit} levels`, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
      }
    },
  };
}

/** Maps service errors to codes and hides unexpected faults (logged with the operation name). */
function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = (error as GraphQLError)?.originalError;
  if (original instanceof AppError) {
    return { message: original.message, path: formatted.path, extensions: { code: original.code, ...(original.fields ? { fields: original.fields } : {}) } };
  }
  const code = formatted.extensions?.code;
  if (original && !(original instanceof GraphQLError) && code !== 'BAD_USER_INPUT') {
    console.error('GraphQL resolver fault:', original);
    return { message: 'Something went wrong', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code: code ?? 'BAD_USER_INPUT' } };
}

/** In production, introspection is for signed-in admins (the in-app explorer) only. */
function introspectionGuard(production: boolean): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document }) {
          if (!production || contextValue.admin) return;
          const asks = JSON.stringify(document).includes('"value":"__schema"') || JSON.stringify(document).includes('"value":"__type"');
          if (asks) throw new GraphQLError('Introspection is available to administrators only', { extensions: { code: 'FORBIDDEN' } });
        },
      };
    },
  };
}

/** Default settings, the system ledger accounts and the first admin, when missing. */
export async function prepareFirstStart(services: Services) {
  await services.settings.ensureDefaults();
  await services.ledger.ensureSystemAccounts();
  await services.auth.ensureAdmin(services.config.adminEmail, services.config.adminPassword);
  await services.plans.ensureDefaults();
}

export interface RunningApp {
  app: express.Express;
  httpServer: http.Server;
  services: Services;
  url: string;
  close(): Promise<void>;
}

export async function createPubSubFor(config: Config): Promise<{ pubSub: PubSub; close: () => Promise<void> }> {
  if (!config.redisUrl) return { pubSub: createPubSub<PubSubChannels>(), close: async () => undefined };
  const { Redis } = await import('ioredis');
  const { createRedisEventTarget } = await import('@graphql-yoga/redis-event-target');
  const publishClient = new Redis(config.redisUrl);
  const subscribeClient = new Redis(config.redisUrl);
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubSub: createPubSub<PubSubChannels>({ eventTarget }),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

/** Builds the HTTP server: GraphQL + WebSocket at /graphql, REST at /api/v1, uploads, health, web app. */
export async function startApp(config: Config, db: Database, port = config.port): Promise<RunningApp> {
  const { pubSub, close: closePubSub } = await createPubSubFor(config);
  const services = createServices(config, db, pubSub);
  await prepareFirstStart(services);
  const schema = await createSchema(pubSub);
  const app = express();
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  const httpServer = http.createServer(app);

  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const wsCleanup = useServer<Record<string, unknown>, { identities?: Awaited<ReturnType<typeof resolveIdentities>> }>(
    {
      schema,
      onConnect: async (ctx: any) => {
        const authorization = typeof ctx.connectionParams?.authorization === 'string' ? ctx.connectionParams.authorization : undefined;
        const identities = await resolveIdentities(services, { authorization, cookie: ctx.extra.request.headers.cookie });
        if (!identities.member && !identities.admin) return false;
        (ctx.extra as any).identities = identities;
        return true;
      },
      context: (ctx: any): Context => {
        const identities = (ctx.extra as any).identities;
        return { services, member: identities.member, admin: identities.admin, loaders: createLoaders(services), ip: ctx.extra.request.socket.remoteAddress ?? 'ws' };
      },
    },
    wsServer,
  );

  const apollo = new ApolloServer<Context>({
    schema,
    introspection: true,
    formatError,
    validationRules: [depthLimit],
    includeStacktraceInErrorResponses: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      introspectionGuard(config.env === 'production'),
      { async serverWillStart() { return { async drainServer() { await wsCleanup.dispose(); } }; } },
    ],
  });
  await apollo.start();

  if (config.corsOrigins.length) app.use(cors({ origin: config.corsOrigins, credentials: true }));
  app.get('/healthz', async (_req, res) => {
    try {
      await db.manager.query('SELECT 1');
      res.json({ status: 'ok', database: db.engine });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, { context: async ({ req, res }) => buildContext(services, req, res) }),
  );

  const rest = createRestRouter(services);
  registerRoutes(rest);
  app.use('/api/v1', normalisePath, rest.router);
  app.use('/api/v1', (_req, res) => {
    res.status(404).json({ success: false, message: 'Not found', error: 'Not found', code: 'NOT_FOUND' });
  });
  registerUploadRoutes(app, services);

  // The built web app, with history fallback for client-side routes.
  const index = path.join(config.clientDist, 'index.html');
  if (fs.existsSync(index)) {
    app.use(express.static(config.clientDist, { index: false, maxAge: '1h' }));
    app.get(/^(?!\/(api|graphql|uploads|healthz)(\/|$)).*/, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  } else {
    app.get('/', (_req, res) => {
      res.type('text').send('Meridian API is running. Build the web app with `npm run build` to serve it here.');
    });
  }
  app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => sendError(res, err));

  await new Promise<void>((resolve) => httpServer.listen(port, resolve));
  const address = httpServer.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    app,
    httpServer,
    services,
    url: `http://127.0.0.1:${actualPort}`,
    async close() {
      await apollo.stop();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await closePubSub();
    },
  };
}

