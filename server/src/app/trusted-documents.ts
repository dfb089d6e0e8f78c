import { sha256 } from '../common/hash';
import fs from 'node:fs';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { keyHash, pinnedCache } from './pinned-cache';
import { DocumentNode, GraphQLError, Kind, parse, print, visit } from 'graphql';
import { allowed } from '../common/auth/auth-checker';
import type { Config } from '../config/config';
import type { Context } from './context';
import type { OperationCheck } from './graphql-security';

/**
 * Trusted documents (issue 18 item 4). The web app's build writes a persisted query manifest
 * (client/scripts/persisted-queries.mjs, Apollo's `generate-persisted-query-manifest` format): every
 * operation the app can send, as Apollo Client sends it, under the SHA-256 of its text. The app sends
 * only that id (`extensions.persistedQuery.sha256Hash`, POST or GET); this module gives Apollo Server
 * the text from the manifest (as its APQ store, `persistedQueryCache`), and when enforcing
 * (`TRUSTED_DOCUMENTS=enforce`, the default in production when the manifest exists) a cookie session
 * runs nothing else:
 *
 * - an id the manifest does not list: `PERSISTED_QUERY_NOT_FOUND` (an old tab after a deploy; the
 *   web app reloads once);
 * - query text that is not one of the manifest's operations: `PERSISTED_QUERY_REQUIRED` (400).
 *   The text of a listed operation is accepted (the public pages' small `fetch` caller and the
 *   graphql-ws subscriptions send text): the same operation with or without Apollo's `__typename`
 *   fields and in any definition order.
 *
 * Not held to the list: Bearer callers (API tokens, within their scopes and budget, and Bearer
 * sessions of the mobile apps), callers without a session (nothing of an account to reach), and staff
 * sessions holding `reports:read`, whose GraphQL explorer (/admin/graphql) sends what they type.
 * Persisted operations go through the same parser limits, validation (depth, cost, aliases),
 * argument checks, scope checks and masking as any other.
 *
 * The documents are exposed (`documents()`, `document(id)`) so other code can prepare them once at
 * start (issue 22 compiles them).
 */

export type TrustedDocumentsMode = Config['trustedDocuments']['mode'];

export interface TrustedDocument {
  /** SHA-256 (hex) of `body`: what the client sends as `extensions.persistedQuery.sha256Hash`. */
  id: string;
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  body: string;
}

/** Who sent an operation, as far as the list cares. */
export interface TrustedCaller {
  /** The session came from the browser's cookies (no `Authorization: Bearer`). */
  viaCookie: boolean;
  member: Context['member'];
  admin: Context['admin'];
  token?: Context['token'];
}

export const PERSISTED_QUERY_REQUIRED = 'PERSISTED_QUERY_REQUIRED';
export const PERSISTED_QUERY_NOT_FOUND = 'PERSISTED_QUERY_NOT_FOUND';

/** The permission whose holders use the explorer with their session (see the class comment). */
const EXPLORER_PERMISSION = 'reports:read';

export function persistedQueryRequired(): GraphQLError {
  return new GraphQLError('This session runs only the operations of the web app: send the persisted query id (extensions.persistedQuery.sha256Hash)', {
    extensions: { code: PERSISTED_QUERY_REQUIRED, http: { status: 400 } },
  });
}

/** As Apollo Server answers an unknown id (same message and code, 200), which Apollo Client recognises. */
export function persistedQueryNotFound(): GraphQLError {
  return new GraphQLError('PersistedQueryNotFound', { extensions: { code: PERSISTED_QUERY_NOT_FOUND, http: { status: 200 } } });
}

/**
 * The document in one form for every way the web app sends it: without `__typename` fields (Apollo
 * adds them, the public pages' caller does not), operations before fragments, each kind by name (as
 * Apollo's manifest sorts them), printed by graphql-js.
 */
export function canonicalText(document: DocumentNode): string {
  const stripped = visit(document, { Field: (node) => (node.name.value === '__typename' && !node.alias ? null : undefined) });
  const name = (d: DocumentNode['definitions'][number]) => ('name' in d && d.name ? d.name.value : '');
  const definitions = [...stripped.definitions].sort((a, b) => (a.kind === b.kind ? name(a).localeCompare(name(b)) : a.kind === Kind.OPERATION_DEFINITION ? -1 : 1));
  return print({ ...stripped, definitions });
}

export class TrustedDocuments {
  private readonly byId: Map<string, TrustedDocument>;
  private readonly parsed = new Map<string, DocumentNode>();
  private canonical: Set<string> | null = null;
  /** Documents (as Apollo's document store hands them out) already checked against the list. */
  private readonly known = new WeakMap<DocumentNode, boolean>();

  constructor(
    readonly mode: TrustedDocumentsMode,
    operations: readonly TrustedDocument[],
    /** Where the manifest was read from (null: none). */
    readonly source: string | null = null,
  ) {
    this.byId = new Map(operations.map((o) => [o.id, o]));
  }

  /** Reads the manifest named by the config (none there: an empty list, which `off` allows). */
  static load(config: Config['trustedDocuments']): TrustedDocuments {
    if (!fs.existsSync(config.manifest)) return new TrustedDocuments(config.mode, [], null);
    return new TrustedDocuments(config.mode, TrustedDocuments.parseManifest(fs.readFileSync(config.manifest, 'utf8'), config.manifest), config.manifest);
  }

  /** The operations of a manifest; throws naming the file and the problem when it is not one. */
  static parseManifest(text: string, where = 'the manifest'): TrustedDocument[] {
    let manifest: { format?: unknown; version?: unknown; operations?: unknown };
    try {
      manifest = JSON.parse(text);
    } catch (err) {
      throw new Error(`Trusted documents: ${where} is not JSON (${(err as Error).message})`);
    }
    if (manifest?.format !== 'apollo-persisted-query-manifest' || manifest.version !== 1 || !Array.isArray(manifest.operations)) {
      throw new Error(`Trusted documents: ${where} is not an apollo-persisted-query-manifest, version 1`);
    }
    return manifest.operations.map((o: Partial<TrustedDocument>, i: number) => {
      if (typeof o?.id !== 'string' || typeof o.body !== 'string' || typeof o.name !== 'string' || !['query', 'mutation', 'subscription'].includes(o.type as string)) {
        throw new Error(`Trusted documents: ${where}, operation ${i}: needs id, name, type and body`);
      }
      if (o.id !== sha256(o.body)) throw new Error(`Trusted documents: ${where}, operation ${o.name}: the id is not the SHA-256 of the body`);
      return { id: o.id, name: o.name, type: o.type as TrustedDocument['type'], body: o.body };
    });
  }

  get enforcing(): boolean {
    return this.mode === 'enforce';
  }

  get size(): number {
    return this.byId.size;
  }

  /** Every trusted document, by id. */
  documents(): ReadonlyMap<string, TrustedDocument> {
    return this.byId;
  }

  get(id: string): TrustedDocument | undefined {
    return this.byId.get(id);
  }

  /** The parsed document of a listed id (parsed once). */
  document(id: string): DocumentNode | undefined {
    let document = this.parsed.get(id);
    if (!document) {
      const found = this.byId.get(id);
      if (!found) return undefined;
      document = parse(found.body);
      this.parsed.set(id, document);
    }
    return document;
  }

  /** True when `document` is a listed operation (sent as text, possibly without `__typename` fields). */
  lists(document: DocumentNode): boolean {
    let known = this.known.get(document);
    if (known === undefined) {
      this.canonical ??= new Set([...this.byId.keys()].map((id) => canonicalText(this.document(id)!)));
      known = this.canonical.has(canonicalText(document));
      this.known.set(document, known);
    }
    return known;
  }

  /**
   * Why `caller` may not run this operation (the error to answer), or null. `hash`: the SHA-256 of
   * the text that runs; `textSent`: the caller sent text (not only an id).
   */
  refusal(caller: TrustedCaller, operation: { hash?: string; textSent: boolean; document: DocumentNode }): GraphQLError | null {
    if (!this.enforcing) return null;
    if (!caller.viaCookie || (!caller.member && !caller.admin)) return null;
    if (operation.hash !== undefined && this.byId.has(operation.hash)) return null;
    if (caller.admin && allowed({ member: null, admin: caller.admin, token: caller.token }, [EXPLORER_PERMISSION])) return null;
    // An id only, whose text came from Apollo's own APQ store (registered by a token client): not listed.
    if (!operation.textSent) return persistedQueryNotFound();
    return this.lists(operation.document) ? null : persistedQueryRequired();
  }

  /**
   * Apollo Server's APQ store (`persistedQueries.cache`), backed by the manifest: a listed id is
   * answered with its text, so Apollo takes the id as the query's hash (no second SHA-256 of the
   * text) and keeps no copy of it; other ids (a token client's own APQ registrations) live in an LRU.
   */
  persistedQueryCache(): KeyValueCache<string> {
    return pinnedCache((key) => this.byId.get(keyHash(key))?.body);
  }

  /**
   * The HTTP check of a resolved operation (the first of operationGuard's, so a refused document
   * answers with its own code rather than another check's): `refusal` decides, before anything runs.
   */
  check(): OperationCheck {
    return ({ contextValue, queryHash, document, request }) => {
      const refusal = this.refusal(callerOf(contextValue), { hash: queryHash, textSent: typeof request.query === 'string', document });
      if (refusal) throw refusal;
    };
  }
}

/** The HTTP caller: cookie-borne unless the request carries `Authorization: Bearer …` (as `resolveIdentities` reads it). */
export function callerOf(ctx: Context): TrustedCaller {
  const viaCookie = !!ctx.req && !/^Bearer\s+(.+)$/i.test(ctx.req.headers.authorization ?? '');
  return { viaCookie, member: ctx.member, admin: ctx.admin, token: ctx.token };
}
