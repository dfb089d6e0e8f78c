import type http from 'node:http';
import { WebSocketServer, WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { CloseCode } from 'graphql-ws';
import { getOperationAST, GraphQLError, GraphQLSchema, specifiedRules, validate, ValidationRule } from 'graphql';
import { Context, resolveIdentities } from './context';
import { createLoaders } from './loaders';
import { trustedOrigin } from './origin';
import { asksIntrospection, checkOperationArguments, createErrorFormatter, GRAPHQL_MAX_BYTES, introspectionRefused, logResolverFault, parseLimited, resolverFault } from './graphql-security';
import type { Services } from './services';
import { createScopeCheck } from './token-scopes';
import type { TrustedDocuments } from './trusted-documents';

type SocketExtra = {
  request: http.IncomingMessage;
  socket: WebSocket;
  credentials?: { authorization?: string; cookie?: string };
  userIds?: number[];
  tokenId?: number;
};

const gqlError = (message: string, code: string) => new GraphQLError(message, { extensions: { code } });

/**
 * graphql-ws on /graphql under the same rules as HTTP:
 * - the Origin of a browser socket must be the app's own or in CORS_ORIGINS (no cross-site sockets);
 * - only subscriptions run over the socket (queries and mutations go over HTTP);
 * - the session is checked again for every operation (token version, status, expiry) with the one
 *   identity check HTTP and REST use, and an account's sockets close when its sessions are revoked;
 * - the same validation limits, introspection rule and error formatting (codes, masking).
 */
export function startWebSocketServer(httpServer: http.Server, schema: GraphQLSchema, services: Services, validationRules: ValidationRule[], trusted?: TrustedDocuments) {
  const production = services.config.env === 'production';
  const masked = createErrorFormatter(production);
  const formatError = (formatted: ReturnType<GraphQLError['toJSON']>, error: GraphQLError) => {
    const fault = resolverFault(error);
    if (fault) logResolverFault(fault);
    return masked(formatted, error);
  };
  const sockets = new Map<number, Set<WebSocket>>();
  const tokenSockets = new Map<number, Set<WebSocket>>();
  const checkScopes = createScopeCheck(schema);

  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    // No message larger than an HTTP GraphQL body (ws would take 100 MiB, read before the session is
    // checked): a bigger one closes the socket with 1009 (message too big).
    maxPayload: GRAPHQL_MAX_BYTES,
    verifyClient: ({ origin, req }, done) => {
      // Browsers always send Origin; a socket without one is not a browser riding on a cookie.
      if (origin === undefined || trustedOrigin(origin, req.headers.host, services.config)) return done(true);
      done(false, 403, 'Cross-site WebSocket refused');
    },
  });

  const identify = (extra: SocketExtra) => resolveIdentities(services, extra.credentials ?? {}, false, extra.request.socket.remoteAddress ?? 'ws');

  const cleanup = useServer<Record<string, unknown>, SocketExtra>(
    {
      schema,
      onConnect: async (ctx) => {
        const authorization = typeof ctx.connectionParams?.authorization === 'string' ? ctx.connectionParams.authorization : undefined;
        ctx.extra.credentials = { authorization, cookie: ctx.extra.request.headers.cookie };
        const { member, admin, token } = await identify(ctx.extra);
        if (!member && !admin) return false;
        ctx.extra.userIds = [member?.id, admin?.id].filter((id): id is number => typeof id === 'number');
        for (const id of ctx.extra.userIds) {
          if (!sockets.has(id)) sockets.set(id, new Set());
          sockets.get(id)!.add(ctx.extra.socket);
        }
        if (token) {
          ctx.extra.tokenId = token.id;
          if (!tokenSockets.has(token.id)) tokenSockets.set(token.id, new Set());
          tokenSockets.get(token.id)!.add(ctx.extra.socket);
        }
        return true;
      },
      onClose: (ctx) => {
        for (const id of ctx.extra.userIds ?? []) sockets.get(id)?.delete(ctx.extra.socket);
        if (ctx.extra.tokenId !== undefined) tokenSockets.get(ctx.extra.tokenId)?.delete(ctx.extra.socket);
      },
      onSubscribe: async (ctx, _id, payload) => {
        const { member, admin, token } = await identify(ctx.extra);
        if (!member && !admin) {
          // The error goes out first, then the socket closes.
          setTimeout(() => ctx.extra.socket.close(CloseCode.Forbidden, 'Forbidden'), 20);
          return [gqlError('Please sign in', 'UNAUTHENTICATED')];
        }
        let document;
        try {
          document = parseLimited(payload.query);
        } catch (err) {
          return [gqlError(err instanceof GraphQLError ? err.message : 'Invalid query', 'GRAPHQL_PARSE_FAILED')];
        }
        const errors = validate(schema, document, [...specifiedRules, ...validationRules]);
        if (errors.length) return errors.map((e) => new GraphQLError(e.message, { nodes: e.nodes, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
        if (production && !admin && asksIntrospection(document)) return [introspectionRefused()];
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return [gqlError('Unknown operation', 'BAD_USER_INPUT')];
        if (operation.operation !== 'subscription') {
          return [gqlError('Only subscriptions are served over the WebSocket; send queries and mutations over HTTP', 'BAD_REQUEST')];
        }
        const argumentProblem = checkOperationArguments(schema, document, operation, payload.variables ?? undefined);
        if (argumentProblem) return [argumentProblem];
        // Trusted documents: a cookie session subscribes only to the web app's own subscriptions.
        const viaCookie = !/^Bearer\s+(.+)$/i.test(ctx.extra.credentials?.authorization ?? '');
        const untrusted = trusted?.refusal({ viaCookie, member, admin, token }, { textSent: true, document });
        if (untrusted) return [untrusted];
        const contextValue: Context = { services, member, admin, token, loaders: createLoaders(services), ip: ctx.extra.request.socket.remoteAddress ?? 'ws' };
        try {
          checkScopes(contextValue, document);
        } catch (err) {
          return [err as GraphQLError];
        }
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue };
      },
      onNext: (_ctx, _id, _payload, _args, result) => {
        if (!result.errors?.length) return;
        return { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e)) };
      },
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => formatError(e.toJSON(), e)),
    },
    wsServer,
  );

  /** Closes every open socket of the account (its sessions were revoked). */
  const closeSocketsOf = (userId: number) => {
    for (const socket of sockets.get(userId) ?? []) socket.close(CloseCode.Forbidden, 'Session ended');
    sockets.delete(userId);
  };

  /** Closes the sockets opened with one API token (it was revoked). */
  const closeSocketsOfToken = (tokenId: number) => {
    for (const socket of tokenSockets.get(tokenId) ?? []) socket.close(CloseCode.Forbidden, 'Token revoked');
    tokenSockets.delete(tokenId);
  };

  return { wsServer, cleanup, closeSocketsOf, closeSocketsOfToken };
}
