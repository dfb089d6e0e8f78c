import type { ApolloServerOptionsWithGateway, DocumentStore } from '@apollo/server';
import { keyHash, pinnedCache } from './pinned-cache';
import { DocumentNode, execute, ExecutionResult, getOperationAST, GraphQLError, GraphQLSchema, OperationDefinitionNode, parse, ParseOptions, specifiedRules, validate, ValidationRule } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { log } from '../common/logger';
import type { Context } from './context';
import type { TrustedDocuments } from './trusted-documents';

type Gateway = ApolloServerOptionsWithGateway<Context>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;
type ExecutorContext = Parameters<Executor>[0];

/** One trusted operation, prepared at start: its document (parsed and validated once) and its compiled form. */
interface Prepared {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  compiled: CompiledQuery;
}

/**
 * Known operations compiled once (issue 22 item 1). At start, every query and mutation of the web
 * app's trusted documents (trusted-documents.ts) is parsed with the server's parser limits,
 * validated with the server's rules (graphql-js's and ours: depth, cost, aliases...) and compiled
 * with graphql-jit. Apollo Server then runs them without graphql-js's per-request work:
 *
 * - `documentStore`: Apollo keeps parsed and validated documents under the SHA-256 of their text,
 *   which is the trusted document's id; this store holds the prepared documents for good (the
 *   others in an LRU, as Apollo's own store does), so a trusted operation is never parsed or
 *   validated again, and every plugin (trusted list, scopes, argument and cost checks, budgets)
 *   sees the same document object each time.
 * - `gateway`: Apollo Server's one hook that replaces execution while keeping its whole request
 *   pipeline around it (plugins, `didResolveOperation` checks, `responseForOperation` budgets,
 *   error formatting and masking by `formatError`, HTTP status). Its executor runs the compiled
 *   function when the operation is a prepared one, and graphql-js's `execute` (what Apollo itself
 *   calls) for anything else: token clients' own documents keep the ordinary path and its limits.
 *
 * A plugin's `responseForOperation` could run the compiled query too, but its answer skips Apollo's
 * error handling (didEncounterErrors, formatError, status); the executor's does not.
 *
 * Authorization is unchanged: type-graphql's `@Authorized` checks and middlewares are part of the
 * field resolvers, which the compiled function calls as graphql-js does. Subscriptions stay on the
 * WebSocket (graphql-ws and graphql-js): they are not compiled. `GRAPHQL_JIT=0` turns all this off.
 */
export class CompiledDocuments {
  private readonly byId = new Map<string, Prepared>();
  /** Operations answered by a compiled function and by graphql-js, since start (tests, benchmarks). */
  readonly counts = { compiled: 0, ordinary: 0 };

  constructor(
    private readonly schema: GraphQLSchema,
    trusted: TrustedDocuments,
    options: { validationRules: readonly ValidationRule[]; parseOptions?: ParseOptions },
  ) {
    const started = Date.now();
    const skipped: string[] = [];
    for (const [id, listed] of trusted.documents()) {
      if (listed.type === 'subscription') continue;
      const prepared = this.prepare(listed.body, listed.name, options);
      if (typeof prepared === 'string') skipped.push(`${listed.name}: ${prepared}`);
      else this.byId.set(id, prepared);
    }
    // A document the schema refuses (a stale manifest) keeps the ordinary path, which answers its errors.
    if (skipped.length) log.warn({ skipped }, 'Trusted documents not compiled (they run through graphql-js)');
    if (this.byId.size) log.info({ compiled: this.byId.size, ms: Date.now() - started }, 'Trusted documents compiled');
  }

  private prepare(body: string, name: string, options: { validationRules: readonly ValidationRule[]; parseOptions?: ParseOptions }): Prepared | string {
    let document: DocumentNode;
    try {
      document = parse(body, options.parseOptions);
    } catch (err) {
      return (err as Error).message;
    }
    // The rules Apollo Server applies (`specifiedRules` and the server's `validationRules`).
    const errors = validate(this.schema, document, [...specifiedRules, ...options.validationRules]);
    if (errors.length) return errors.map((e) => e.message).join('; ');
    const operation = getOperationAST(document, name);
    if (!operation) return 'no operation of that name';
    const compiled = compileQuery(this.schema, document, name);
    if (!isCompiledQuery(compiled)) return (compiled.errors ?? []).map((e) => e.message).join('; ');
    return { document, operation, compiled };
  }

  get size(): number {
    return this.byId.size;
  }

  /** The prepared operation of a trusted id, if it was compiled. */
  get(id: string): Prepared | undefined {
    return this.byId.get(id);
  }

  /** Apollo's document store (see the class comment). Its keys end with the query's SHA-256. */
  documentStore(): DocumentStore {
    return pinnedCache((key) => this.byId.get(keyHash(key))?.document);
  }

  /** The gateway that gives Apollo Server the schema and this executor (see the class comment). */
  gateway(): Gateway {
    let loaded: ((schemaContext: { apiSchema: GraphQLSchema; coreSupergraphSdl: string }) => void) | null = null;
    return {
      onSchemaLoadOrUpdate: (callback) => {
        loaded = callback;
        return () => (loaded = null);
      },
      load: async () => {
        loaded?.({ apiSchema: this.schema, coreSupergraphSdl: '' });
        return { schema: this.schema, executor: (ctx) => this.execute(ctx) };
      },
      stop: async () => undefined,
    };
  }

  /** Runs one resolved operation: compiled when it is a prepared one, else as Apollo Server would. */
  async execute(ctx: ExecutorContext): Promise<ExecutionResult> {
    const prepared = ctx.queryHash ? this.byId.get(ctx.queryHash) : undefined;
    if (prepared && ctx.document === prepared.document && ctx.operation === prepared.operation) {
      const result = await prepared.compiled.query(undefined, ctx.context, ctx.request.variables);
      // No `data`: the variables were refused before anything ran. graphql-js answers those, so the
      // errors are the ordinary path's (Apollo recognises its variable errors as BAD_USER_INPUT, 400).
      if ('data' in result) {
        this.counts.compiled++;
        return result.errors ? { data: result.data, errors: result.errors.map(asGraphQLJsError) } : result;
      }
    }
    this.counts.ordinary++;
    return execute({
      schema: this.schema,
      document: ctx.document,
      contextValue: ctx.context,
      variableValues: ctx.request.variables,
      operationName: ctx.request.operationName,
    });
  }
}

const NON_NULL = 'Cannot return null for non-nullable field';

/**
 * graphql-jit's errors as graphql-js makes them, so that Apollo and `formatError` treat them alike:
 * a graphql-js GraphQLError (Apollo reads `extensions.code` of every error; graphql-jit leaves
 * `extensions` undefined when the resolver's error has none) with the same message, locations, path
 * and original error. graphql-js gives a non-null violation an `originalError` (a plain Error, so
 * it is masked as a fault), graphql-jit none: one is given here.
 */
export function asGraphQLJsError(error: GraphQLError): GraphQLError {
  if (error.constructor === GraphQLError) return error;
  const original = error.originalError ?? (error.message.startsWith(NON_NULL) ? new Error(error.message) : undefined);
  const converted = new GraphQLError(error.message, { path: error.path, originalError: original, extensions: error.extensions });
  (converted as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return converted;
}
