import { log } from '../common/logger';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin, GraphQLRequestContextDidResolveOperation } from '@apollo/server';
import express, { RequestHandler, Response } from 'express';
import {
  ASTVisitor,
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  getArgumentValues,
  getNamedType,
  getVariableValues,
  GraphQLCompositeType,
  GraphQLError,
  GraphQLField,
  GraphQLFormattedError,
  GraphQLSchema,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  OperationDefinitionNode,
  parse,
  SelectionSetNode,
  TypeInfo,
  ValidationContext,
  ValidationRule,
  ValueNode,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { AppError } from '../common/errors';
import { findPagingProblem, LIST_SIZE_ARGS, MAX_PAGE_SIZE } from '../common/pagination';
import { findRangeProblem } from '../common/date-range';
import { Context, freshIdentities } from './context';
import { sameOriginWrite } from './origin';

/**
 * The GraphQL rules shared by HTTP and the WebSocket: limits on depth, aliases, cost, tokens and
 * directives (graphql-armor plus our fragment-aware depth rule), introspection for admins only in
 * production, no field suggestions in production, and one error format (codes, faults masked).
 */
export const GRAPHQL_LIMITS = {
  depth: 10,
  introspectionDepth: 15,
  aliases: 15,
  // Cost (see `operationCost`): objects 2, scalars 1, x1.5 per level, and a list field's cost times
  // its size argument (`pageSize`, `limit`, `take`, `first`). The heaviest operation of the web app,
  // with every page size at its largest (100), costs about 9,100; one page of 100 rows with nested
  // objects fits, a list of 100 inside a list of 100 does not.
  cost: 15_000,
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

/** armor's cost model, kept: an object field costs 2, a scalar 1, each level's children x1.5. */
const COST = { object: 2, scalar: 1, depthFactor: 1.5 };
/** The size assumed for a list-size argument without a value or a default (the tree's `take`: 20). */
const DEFAULT_LIST_SIZE = 20;

/**
 * The size a field's list-size argument asks for: a literal, a variable's value (when `variables`
 * are known, at execution) or its default, else the argument's default in the schema. A field
 * with no list-size argument counts once. Out-of-range values are refused elsewhere (the paging
 * check); here anything below 1 counts as 1 and anything above the largest page as that page.
 */
function listSize(node: FieldNode, field: GraphQLField<unknown, unknown> | undefined, variableDefaults: Map<string, ValueNode>, variables?: Record<string, unknown>): number {
  const sizeArgs = field?.args.filter((a) => LIST_SIZE_ARGS.has(a.name)) ?? [];
  const literal = node.arguments?.filter((a) => LIST_SIZE_ARGS.has(a.name.value)) ?? [];
  if (!sizeArgs.length && !literal.length) return 1;
  let size = 1;
  const seen = new Set<string>();
  const consider = (n: unknown) => {
    if (typeof n === 'number' && Number.isFinite(n)) size = Math.max(size, Math.min(Math.max(Math.floor(n), 1), MAX_PAGE_SIZE));
    else if (typeof n === 'string' && /^\d+$/.test(n)) size = Math.max(size, Math.min(Number(n), MAX_PAGE_SIZE));
  };
  for (const arg of literal) {
    seen.add(arg.name.value);
    const schemaDefault = field?.args.find((a) => a.name === arg.name.value)?.defaultValue;
    if (arg.value.kind === Kind.INT) consider(Number(arg.value.value));
    else if (arg.value.kind === Kind.VARIABLE) {
      const name = arg.value.name.value;
      const given = variables?.[name];
      const definitionDefault = variableDefaults.get(name);
      if (given !== undefined && given !== null) consider(given);
      else if (definitionDefault?.kind === Kind.INT) consider(Number(definitionDefault.value));
      else consider(typeof schemaDefault === 'number' ? schemaDefault : DEFAULT_LIST_SIZE);
    } else consider(DEFAULT_LIST_SIZE);
  }
  for (const arg of sizeArgs) {
    if (seen.has(arg.name)) continue;
    consider(typeof arg.defaultValue === 'number' ? arg.defaultValue : DEFAULT_LIST_SIZE);
  }
  return size;
}

/**
 * The cost of one operation: armor's model (objects 2, scalars 1, x1.5 per level, fragments
 * through their spreads) where a field with a list-size argument (`pageSize`, `limit`, `take`,
 * `first`...) multiplies its own cost and its children's by that size. Without `variables`
 * (validation, before any value is known) a variable counts as its default; at execution the
 * operation is costed again with the values sent (`costLimitAtExecution`).
 */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragment: (name: string) => FragmentDefinitionNode | undefined | null,
  variables?: Record<string, unknown>,
): number {
  const variableDefaults = new Map<string, ValueNode>();
  for (const d of operation.variableDefinitions ?? []) if (d.defaultValue) variableDefaults.set(d.variable.name.value, d.defaultValue);
  const fragmentCost = new Map<string, number>();
  const selectionCost = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType | undefined): number => {
    let total = 0;
    for (const sel of selectionSet.selections) {
      if (sel.kind === Kind.FIELD) {
        if (sel.name.value === '__schema' || sel.name.value === '__type') continue; // introspection: its own depth limit
        const field = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[sel.name.value] : undefined;
        if (!sel.selectionSet) {
          total += COST.scalar;
          continue;
        }
        const type = field ? getNamedType(field.type) : undefined;
        const inner = selectionCost(sel.selectionSet, type && isCompositeType(type) ? type : undefined);
        total += (COST.object + COST.depthFactor * inner) * listSize(sel, field, variableDefaults, variables);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const type = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : parent;
        total += selectionCost(sel.selectionSet, type && isCompositeType(type) ? type : undefined);
      } else {
        const name = sel.name.value;
        if (!fragmentCost.has(name)) {
          fragmentCost.set(name, 0); // a cycle costs nothing more (the NoFragmentCycles rule refuses it)
          const def = fragment(name);
          const type = def ? schema.getType(def.typeCondition.name.value) : undefined;
          fragmentCost.set(name, def ? selectionCost(def.selectionSet, type && isCompositeType(type) ? type : undefined) : 0);
        }
        total += fragmentCost.get(name)!;
      }
    }
    return total;
  };
  const root = schema.getRootType(operation.operation) ?? undefined;
  return selectionCost(operation.selectionSet, root);
}

function costError(cost: number, nodes?: OperationDefinitionNode): GraphQLError {
  return new GraphQLError(`Query cost limit of ${GRAPHQL_LIMITS.cost} exceeded, found ${Math.round(cost)}`, {
    nodes,
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
  });
}

/** Validation rule: each operation's cost (variables at their defaults) within GRAPHQL_LIMITS.cost. */
export function costLimit(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      const cost = operationCost(context.getSchema(), node, (name) => context.getFragment(name));
      if (cost > GRAPHQL_LIMITS.cost) context.reportError(costError(cost, node));
    },
  };
}

/**
 * What validation cannot see, checked once the variables are known (HTTP plugin and WebSocket
 * alike): the cost with the list sizes actually sent, and every paging argument in range
 * (`findPagingProblem`: sizes 1 to 100, pages 1 to 1,000,000) and every date range at most 366
 * days (`findRangeProblem`), literals, variables and input objects alike. Returns the error to answer (HTTP 400, BAD_USER_INPUT / validation failed).
 */
export function checkOperationArguments(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  rawVariables: Record<string, unknown> | undefined,
): GraphQLError | null {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  if (coerced.errors) return null; // execution reports bad variables itself
  const variables = coerced.coerced;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const typeInfo = new TypeInfo(schema);
  let problem: GraphQLError | null = null;
  const visitor = visitWithTypeInfo(typeInfo, {
    Field(node) {
      if (problem || !node.arguments?.length) return;
      const field = typeInfo.getFieldDef();
      if (!field) return;
      let args: Record<string, unknown>;
      try {
        args = getArgumentValues(field, node, variables);
      } catch {
        return; // execution reports it
      }
      const found = findPagingProblem(args) ?? findRangeProblem(args);
      if (found) problem = new GraphQLError(found.message, { nodes: [node], extensions: { code: 'BAD_USER_INPUT', fields: { [found.name]: found.message }, http: { status: 400 } } });
    },
  });
  for (const d of document.definitions) {
    if (problem) break;
    if (d === operation || d.kind === Kind.FRAGMENT_DEFINITION) visit(d, visitor);
  }
  if (problem) return problem;
  if (operation.variableDefinitions?.length) {
    const cost = operationCost(schema, operation, (name) => fragments.get(name), variables);
    if (cost > GRAPHQL_LIMITS.cost) return costError(cost, operation);
  }
  return null;
}

/** A check of a resolved operation over HTTP: throws a GraphQLError to refuse it before anything runs. */
export type OperationCheck = (request: GraphQLRequestContextDidResolveOperation<Context>) => void | Promise<void>;

/**
 * The HTTP checks of a resolved operation (arguments, cross-site mutations, introspection, token
 * scopes, fresh sessions for mutations), run in order in one Apollo plugin: the first refusal
 * answers. One plugin rather than one each: Apollo awaits every plugin's hooks at every stage of
 * every request, and the read path pays for each.
 */
export function operationGuard(checks: OperationCheck[]): ApolloServerPlugin<Context> {
  const guard = {
    async didResolveOperation(request: GraphQLRequestContextDidResolveOperation<Context>) {
      for (const check of checks) {
        const pending = check(request);
        if (pending) await pending;
      }
    },
  };
  return {
    async requestDidStart() {
      return guard;
    },
  };
}

/**
 * The HTTP side of `checkOperationArguments` (and of subscriptions, which belong to the WebSocket):
 * refused before anything runs, with a 400. An operation without variables gives the same answer
 * every time: Apollo hands repeated operations the same cached document, so it is checked once.
 */
export function operationArgumentsCheck(): OperationCheck {
  const constant = new WeakMap<OperationDefinitionNode, GraphQLError | null>();
  return ({ schema, document, operation, request }) => {
    if (!operation) return;
    // Subscriptions run over the WebSocket (graphql-ws); over HTTP one would run its resolver as
    // a query without its event (a fault): refused here, before anything runs.
    if (operation.operation === 'subscription') {
      throw new GraphQLError('Subscriptions work over the WebSocket (graphql-ws) at /graphql, not over HTTP', { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
    }
    const cacheable = !operation.variableDefinitions?.length;
    let problem = cacheable ? constant.get(operation) : undefined;
    if (problem === undefined) {
      problem = checkOperationArguments(schema, document, operation, request.variables as Record<string, unknown> | undefined);
      if (cacheable) constant.set(operation, problem);
    }
    if (problem) throw new GraphQLError(problem.message, { nodes: problem.nodes, extensions: problem.extensions });
  };
}

/** graphql-armor's protections, our depth and cost rules and the paging check, for Apollo (HTTP) and the WebSocket alike. */
export function graphqlProtection(): { plugins: ApolloServerPlugin<Context>[]; checks: OperationCheck[]; validationRules: ValidationRule[] } {
  const armor = new ApolloArmor({
    maxAliases: { n: GRAPHQL_LIMITS.aliases },
    // Cost: our rule above (armor multiplies only by `first`/`last`; ours by every list-size argument).
    costLimit: { enabled: false },
    // Tokens: graphql-js's own parser limit (Apollo `parseOptions`, parseLimited), a parse error (400).
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.directives },
    // Depth: our rule above (it gives introspection its own limit).
    maxDepth: { enabled: false },
    // Suggestions: the error formatter removes them in production, on HTTP and the WebSocket alike.
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return {
    plugins: armor.plugins as ApolloServerPlugin<Context>[],
    checks: [operationArgumentsCheck(), crossSiteMutationCheck],
    validationRules: [depthLimit, costLimit, ...armor.validationRules],
  };
}

/** Parses with the token limit (the WebSocket; Apollo applies the same limit in its plugin). */
export function parseLimited(query: string): DocumentNode {
  return parse(query, { maxTokens: GRAPHQL_LIMITS.tokens });
}

/**
 * The unexpected fault behind a GraphQL error (a resolver threw something that is neither an
 * AppError nor a GraphQL error), or null: its answer is masked and it is logged.
 */
export function resolverFault(error: unknown): Error | null {
  const original = (error as GraphQLError)?.originalError;
  if (!original || original instanceof AppError || original instanceof GraphQLError) return null;
  return (error as GraphQLError).extensions?.code === 'BAD_USER_INPUT' ? null : original;
}

/** The log line of a resolver fault, naming the request when there is one (HTTP; not the socket). */
export function logResolverFault(err: Error, reqId?: string) {
  log.error(reqId ? { err, reqId } : { err }, 'GraphQL resolver fault');
}

/**
 * Maps service errors to codes and hides unexpected faults; in production also hides field
 * suggestions. It has no context: the faults are logged by requestIdPlugin (HTTP, with the
 * request's id) and by the socket's handlers.
 */
export function createErrorFormatter(production: boolean) {
  return function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
    const original = (error as GraphQLError)?.originalError;
    if (original instanceof AppError) {
      return { message: original.message, path: formatted.path, extensions: { code: original.code, ...(original.fields ? { fields: original.fields } : {}) } };
    }
    const code = formatted.extensions?.code;
    if (resolverFault(error)) {
      return { message: 'Something went wrong', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
    const message = production ? formatted.message.replace(SUGGESTION, '') : formatted.message;
    // A token's scope refusal keeps `scope`, the machine-readable twin of its message (read:wallets, ...).
    const scope = typeof formatted.extensions?.scope === 'string' ? { scope: formatted.extensions.scope } : {};
    return { message, locations: formatted.locations, path: formatted.path, extensions: { code: code ?? 'BAD_USER_INPUT', ...scope } };
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
  return new GraphQLError('Introspection is available to staff and API tokens only', { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
}

/**
 * Mutations decide with the session's account row as committed: the context's sessions (which a
 * read may take from the session cache) are read again from the database once the operation's
 * type is known.
 */
export const freshSessionsForMutations: OperationCheck = ({ contextValue, operation }) => {
  if (operation?.operation === 'mutation') return freshIdentities(contextValue);
};

/**
 * In production, introspection is for signed-in staff (the admin explorer) and API tokens (partner
 * and mobile apps, the explorer on /developers: a token holder builds against the schema); member
 * sessions and anonymous callers are refused with 403.
 */
export function introspectionCheck(production: boolean): OperationCheck {
  return ({ contextValue, document }) => {
    if (production && !contextValue.admin && !contextValue.token && asksIntrospection(document)) throw introspectionRefused();
  };
}

/**
 * A cookie-authenticated mutation must come from the app's own origin, as REST unsafe calls must
 * (`sameOriginWrite`): another site cannot make a signed-in browser move money or change the account
 * through GraphQL. Bearer-authenticated calls and queries are not affected. Refused with 403.
 */
export const crossSiteMutationCheck: OperationCheck = ({ contextValue, operation }) => {
  const req = contextValue.req;
  if (operation?.operation !== 'mutation' || !req) return;
  if (/^Bearer\s/i.test(req.headers.authorization ?? '')) return;
  if (!contextValue.member && !contextValue.admin) return; // no session rides on this call
  if (sameOriginWrite(req.headers, contextValue.services.config)) return;
  throw new GraphQLError('Cross-site request refused', { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
};

const graphqlError = (res: Response, status: number, message: string, code: string) => {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
};

/**
 * The body of a POST /graphql: a JSON object (at most GRAPHQL_MAX_BYTES), else an answer in
 * GraphQL's error shape — 400 BAD_REQUEST for another content type (`text/plain`, a form, none),
 * malformed JSON or a body that is no object, 413 PAYLOAD_TOO_LARGE — never an HTML page, a
 * stack trace or the REST envelope. GET (queries in the URL) goes on to Apollo as it is.
 */
export function graphqlJsonBody(): RequestHandler[] {
  const json = express.json({ limit: GRAPHQL_MAX_BYTES });
  return [
    (req, res, next) => {
      if (req.method !== 'POST') return json(req, res, next); // sets `req.body` (none), as Apollo requires
      if (!req.is('application/json')) return graphqlError(res, 400, 'Send the operation as a JSON body (Content-Type: application/json)', 'BAD_REQUEST');
      json(req, res, (err?: unknown) => {
        if (err) {
          const type = (err as { type?: string }).type;
          if (type === 'entity.too.large') return graphqlError(res, 413, 'Request body too large', 'PAYLOAD_TOO_LARGE');
          return graphqlError(res, 400, 'Invalid JSON body', 'BAD_REQUEST');
        }
        const body: unknown = req.body;
        if (!body || typeof body !== 'object' || Array.isArray(body)) return graphqlError(res, 400, 'The JSON body must be an object with a query', 'BAD_REQUEST');
        next();
      });
    },
  ];
}
