import crypto from 'node:crypto';
import type express from 'express';
import type { ApolloServerPlugin } from '@apollo/server';
import { requestContext } from '../common/logger';

/** An id a proxy may pass on (X-Request-Id), else none: letters, digits, `-`, `_`, `.`, at most 64. */
const ACCEPTED = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Every request gets an id: the proxy's X-Request-Id when it sent a sane one, else a new UUID. It is
 * returned in the X-Request-Id header, carried by every log line written while serving the request,
 * and added to GraphQL errors (`extensions.requestId`) and REST 500 answers (`requestId`).
 */
export function requestIds(): express.RequestHandler {
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    const reqId = typeof given === 'string' && ACCEPTED.test(given) ? given : crypto.randomUUID();
    res.setHeader('X-Request-Id', reqId);
    requestContext.run({ reqId }, next);
  };
}

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.reqId;
}

/** GraphQL over HTTP: each error of the answer names the request (`extensions.requestId`). */
export function requestIdPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          const reqId = currentRequestId();
          if (!reqId || response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          response.body.singleResult.errors = response.body.singleResult.errors.map((e) => ({ ...e, extensions: { ...e.extensions, requestId: reqId } }));
        },
      };
    },
  };
}
