import crypto from 'node:crypto';
import type express from 'express';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from './context';
import { logResolverFault, resolverFault } from './graphql-security';

/** An id a proxy may pass on (X-Request-Id), else none: letters, digits, `-`, `_`, `.`, at most 64. */
const ACCEPTED = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Every request gets an id: the proxy's X-Request-Id when it sent a sane one, else a new UUID. It is
 * returned in the X-Request-Id header, kept on the response (`res.locals.reqId`, read by
 * `requestIdOf`), named by the log lines about the request, and added to GraphQL errors
 * (`extensions.requestId`) and REST 500 answers (`requestId`).
 */
export function requestIds(): express.RequestHandler {
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    const reqId = typeof given === 'string' && ACCEPTED.test(given) ? given : crypto.randomUUID();
    res.setHeader('X-Request-Id', reqId);
    res.locals.reqId = reqId;
    next();
  };
}

/** The id of the request a response answers (set by `requestIds`). */
export function requestIdOf(res: { locals?: Record<string, unknown> } | undefined): string | undefined {
  const id = res?.locals?.reqId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * GraphQL over HTTP: a resolver fault is logged with the request's id (the error formatter, which
 * has no context, masks it), and each error of the answer names the request (`extensions.requestId`).
 */
export function requestIdPlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) {
            const fault = resolverFault(error);
            if (fault) logResolverFault(fault, requestIdOf(contextValue.res));
          }
        },
        async willSendResponse({ response, contextValue }) {
          const reqId = requestIdOf(contextValue.res);
          if (!reqId || response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          response.body.singleResult.errors = response.body.singleResult.errors.map((e) => ({ ...e, extensions: { ...e.extensions, requestId: reqId } }));
        },
      };
    },
  };
}
