import type { ApolloServerPlugin } from '@apollo/server';
import { DocumentNode, GraphQLError, GraphQLSchema } from 'graphql';
import { declaredAccess } from '../common/auth/auth-checker';
import { missingScope } from '../common/auth/scopes';
import type { Context } from './context';

/** The scope check of API tokens, shared by HTTP and the WebSocket: FORBIDDEN naming what is missing. */
export function createScopeCheck(schema: GraphQLSchema) {
  let access: Map<string, string[] | null> | null = null;
  return (ctx: Pick<Context, 'token' | 'admin'>, document: DocumentNode): void => {
    if (!ctx.token) return;
    access ??= declaredAccess();
    const missing = missingScope(schema, document, { scopes: ctx.token.scopes, staff: !!ctx.admin }, (root, field) => access!.get(`${root}.${field}`) ?? undefined);
    if (!missing) return;
    const message = missing.includes(' ') && !missing.includes(' or ') ? `This token cannot run it: ${missing}` : `This token lacks the scope ${missing}`;
    throw new GraphQLError(message, { extensions: { code: 'FORBIDDEN', scope: missing, http: { status: 403 } } });
  };
}

/** Runs the scope check once the operation is known, before anything executes. */
export function tokenScopes(schema: GraphQLSchema): ApolloServerPlugin<Context> {
  const check = createScopeCheck(schema);
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document }) {
          check(contextValue, document);
        },
      };
    },
  };
}
