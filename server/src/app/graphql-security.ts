import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import { ASTVisitor, DocumentNode, parse, GraphQLError, GraphQLFormattedError, Kind, SelectionSetNode, ValidationContext, ValidationRule } from 'graphql';
import { AppError } from '../common/errors';
import { Context, freshIdentities } from './context';

/**
 * The GraphQL rules shared by HTTP and the WebSocket: limits on depth, aliases, cost, tokens and
 * directives (graphql-armor plus our fragment-aware depth rule), introspection for admins only in
 * production, no field suggestions in production, and one error format (codes, faults masked).
 */
export const GRAPHQL_LIMITS = {
  depth: 10,
  introspectionDepth: 15,
  aliases: 15,
  // The heaviest operation of the web app costs about 140 (armor: objects 2, scalars 1, x1.5 per level).
  cost: 1000,
  tokens: 3000,
  directives: 20,
};

/** The largest GraphQL request body over HTTP, and the largest WebSocket message (ws `maxPayload`). */
export const GRAPHQL_MAX_BYTES = 1024 * 1024;

const SUGGESTION = /\s*Did you mean .+\?/g;

/**
 * Rejects operations nested deeper than the limit (abusive queries). Depth is measured per
 * operation through fragment spreads and inline fragments, so fragments cannot hide nesting.
 */
export function depthLimit(context: ValidationContext): ASTVisitor {
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
      const limit = introspection ? GRAPHQL_LIMITS.introspectionDepth : GRAPHQL_LIMITS.depth;
      if (depthOf(node.selectionSet, new Set()) > limit) {
        context.reportError(new GraphQLError(`Query is nested deeper than ${limit} levels`, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
      }
    },
  };
}

/** graphql-armor's protections and our depth rule, for Apollo (HTTP) and the WebSocket alike. */
export function graphqlProtection(production: boolean): { plugins: ApolloServerPlugin<Context>[]; validationRules: ValidationRule[] } {
  const armor = new ApolloArmor({
    maxAliases: { n: GRAPHQL_LIMITS.aliases },
    costLimit: { maxCost: GRAPHQL_LIMITS.cost, ignoreIntrospection: true },
    // Tokens: graphql-js's own parser limit (Apollo `parseOptions`, parseLimited), a parse error (400).
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.directives },
    // Depth: our rule above (it gives introspection its own limit).
    maxDepth: { enabled: false },
    blockFieldSuggestion: { enabled: production },
  }).protect();
  return { plugins: armor.plugins as ApolloServerPlugin<Context>[], validationRules: [depthLimit, ...armor.validationRules] };
}

/** Parses with the token limit (the WebSocket; Apollo applies the same limit in its plugin). */
export function parseLimited(query: string): DocumentNode {
  return parse(query, { maxTokens: GRAPHQL_LIMITS.tokens });
}

/** Maps service errors to codes and hides unexpected faults (logged); in production also hides field suggestions. */
export function createErrorFormatter(production: boolean) {
  return function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
    const original = (error as GraphQLError)?.originalError;
    if (original instanceof AppError) {
      return { message: original.message, path: formatted.path, extensions: { code: original.code, ...(original.fields ? { fields: original.fields } : {}) } };
    }
    const code = formatted.extensions?.code;
    if (original && !(original instanceof GraphQLError) && code !== 'BAD_USER_INPUT') {
      console.error('GraphQL resolver fault:', original);
      return { message: 'Something went wrong', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
    const message = production ? formatted.message.replace(SUGGESTION, '') : formatted.message;
    return { message, locations: formatted.locations, path: formatted.path, extensions: { code: code ?? 'BAD_USER_INPUT' } };
  };
}

const introspectionOf = new WeakMap<DocumentNode, boolean>();

/**
 * True when the operation reads the schema (`__schema` / `__type`), anywhere in the document.
 * Apollo hands repeated operations the same cached document, so each is examined once.
 */
export function asksIntrospection(document: DocumentNode): boolean {
  let asks = introspectionOf.get(document);
  if (asks === undefined) {
    const text = JSON.stringify(document);
    asks = text.includes('"value":"__schema"') || text.includes('"value":"__type"');
    introspectionOf.set(document, asks);
  }
  return asks;
}

export function introspectionRefused(): GraphQLError {
  return new GraphQLError('Introspection is available to administrators only', { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
}

/**
 * Mutations decide with the session's account row as committed: the context's sessions (which a
 * read may take from the session cache) are read again from the database once the operation's
 * type is known.
 */
export function freshSessionsForMutations(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation }) {
          if (operation?.operation === 'mutation') await freshIdentities(contextValue);
        },
      };
    },
  };
}

/** In production, introspection is for signed-in admins (the in-app explorer) only; refused with 403. */
export function introspectionGuard(production: boolean): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document }) {
          if (production && !contextValue.admin && asksIntrospection(document)) throw introspectionRefused();
        },
      };
    },
  };
}
