import { DocumentNode, GraphQLError, GraphQLSchema } from 'graphql';
import { declaredAccess } from '../common/auth/auth-checker';
import { missingScope } from '../common/auth/scopes';
import type { Context } from './context';
import type { OperationCheck } from './graphql-security';

/**
 * The scope check of API tokens, shared by HTTP and the WebSocket: FORBIDDEN naming what is missing.
 * The answer depends only on the document and the token's scopes (and whether it is staff's): Apollo
 * hands a repeated operation the same parsed document, so a token client polling the same query
 * walks it once per set of scopes, not on every request.
 */
export function createScopeCheck(schema: GraphQLSchema) {
  let access: Map<string, string[] | null> | null = null;
  const known = new WeakMap<DocumentNode, Map<string, string | null>>();
  return (ctx: Pick<Context, 'token' | 'admin'>, document: DocumentNode): void => {
    if (!ctx.token) return;
    access ??= declaredAccess();
    const key = `${ctx.admin ? 'staff' : 'member'} ${ctx.token.scopes.join(' ')}`;
    let byScopes = known.get(document);
    if (!byScopes) known.set(document, (byScopes = new Map()));
    let missing = byScopes.get(key);
    if (missing === undefined) {
      missing = missingScope(schema, document, { scopes: ctx.token.scopes, staff: !!ctx.admin }, (root, field) => access!.get(`${root}.${field}`) ?? undefined);
      if (byScopes.size < 64) byScopes.set(key, missing);
    }
    if (!missing) return;
    const message = missing.includes(' ') && !missing.includes(' or ') ? `This token cannot run it: ${missing}` : `This token lacks the scope ${missing}`;
    throw new GraphQLError(message, { extensions: { code: 'FORBIDDEN', scope: missing, http: { status: 403 } } });
  };
}

/** The scope check over HTTP, once the operation is known, before anything executes. */
export function tokenScopeCheck(schema: GraphQLSchema): OperationCheck {
  const check = createScopeCheck(schema);
  return ({ contextValue, document }) => check(contextValue, document);
}
