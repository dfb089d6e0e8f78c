import type express from 'express';
import { ApolloServer, HeaderMap } from '@apollo/server';

/**
 * Apollo Server on express (GraphQL over HTTP at /graphql), as Apollo's guide to integrations
 * describes it: the request handed to `executeHTTPGraphQLRequest`, its answer written back. It does
 * what @as-integrations/express5 did, without the per-request work the read path measured there:
 * `url.parse` for the query string, a copy of the headers through `Object.entries`, and express's
 * `res.send` (content-type and freshness checks on an answer Apollo has already typed). Node sets the
 * Content-Length of a body given whole to `end`, and sends no body to a HEAD request.
 *
 * `req.body` is the parsed JSON body (graphqlJsonBody), or undefined for a GET.
 */
export function graphqlHttpHandler<TContext extends object>(
  server: ApolloServer<TContext>,
  context: (req: express.Request, res: express.Response) => Promise<TContext>,
): express.RequestHandler {
  server.assertStarted('graphqlHttpHandler()');
  return async (req, res) => {
    const headers = new HeaderMap();
    for (const name in req.headers) {
      const value = req.headers[name];
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url.indexOf('?');
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: query < 0 ? '' : req.url.slice(query), body: req.body },
      context: () => context(req, res),
    });
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      res.end(answer.body.string);
      return;
    }
    // Incremental delivery (@defer), should the schema ever use it: each part as it comes.
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
