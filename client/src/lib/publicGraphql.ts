/**
 * GraphQL for the public pages (home, login, register, password reset…) without Apollo Client: a
 * POST to /graphql with fetch, and `usePublicQuery` for the home page's data sections. The public
 * pages' initial JavaScript then carries no Apollo (issue 11); the member and admin areas keep Apollo.
 *
 * Failures reject with a PublicGraphQLError shaped like an ApolloError (`graphQLErrors`,
 * `networkError.result.errors`), so errorMessage() and callFailure() read them as before:
 * - a 2xx answer with `errors` → graphQLErrors (the server's messages, `extensions.code`/`fields`);
 * - a non-2xx answer → networkError with its status and parsed body (its `errors`, if any);
 * - fetch() rejecting (the request never reached the server) → networkError, 'Something went wrong'.
 *
 * The generated documents are DocumentNode objects without their source text; `printDocument`
 * turns them back into query text (a compact printer for what operations use, instead of graphql-js).
 * Import documents only from generated files whose hooks no Apollo page uses, or the shared chunk
 * brings @apollo/client along (the public operations live in their own *.graphql files).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentNode } from 'graphql';

export const PUBLIC_GRAPHQL_PATH = '/graphql';

type Node = { kind: string; [key: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
type GraphQLErrorLike = {
  message: string;
  extensions?: Record<string, unknown>;
};

export class PublicGraphQLError extends Error {
  readonly graphQLErrors: GraphQLErrorLike[];
  readonly networkError: (Error & { statusCode?: number; result?: { errors?: unknown } }) | null;

  constructor(message: string, graphQLErrors: GraphQLErrorLike[], networkError: PublicGraphQLError['networkError'] = null) {
    super(message);
    this.name = 'PublicGraphQLError';
    this.graphQLErrors = graphQLErrors;
    this.networkError = networkError;
  }
}

const join = (items: unknown[] | undefined, sep = ', ', wrap = ['', '']): string =>
  items && items.length ? wrap[0] + (items as Node[]).map(print).join(sep) + wrap[1] : '';

function print(node: Node): string {
  switch (node.kind) {
    case 'Document':
      return join(node.definitions, '\n');
    case 'OperationDefinition':
      return `${node.operation}${node.name ? ' ' + node.name.value : ''}${join(node.variableDefinitions, ', ', ['(', ')'])}${join(node.directives, ' ', [' ', ''])} ${print(node.selectionSet)}`;
    case 'FragmentDefinition':
      return `fragment ${node.name.value} on ${node.typeCondition.name.value}${join(node.directives, ' ', [' ', ''])} ${print(node.selectionSet)}`;
    case 'VariableDefinition':
      return `${print(node.variable)}: ${print(node.type)}${node.defaultValue ? ' = ' + print(node.defaultValue) : ''}`;
    case 'SelectionSet':
      return `{ ${join(node.selections, ' ')} }`;
    case 'Field':
      return `${node.alias ? node.alias.value + ': ' : ''}${node.name.value}${join(node.arguments, ', ', ['(', ')'])}${join(node.directives, ' ', [' ', ''])}${node.selectionSet ? ' ' + print(node.selectionSet) : ''}`;
    case 'FragmentSpread':
      return `...${node.name.value}${join(node.directives, ' ', [' ', ''])}`;
    case 'InlineFragment':
      return `...${node.typeCondition ? ' on ' + node.typeCondition.name.value : ''}${join(node.directives, ' ', [' ', ''])} ${print(node.selectionSet)}`;
    case 'Directive':
      return `@${node.name.value}${join(node.arguments, ', ', ['(', ')'])}`;
    case 'Argument':
    case 'ObjectField':
      return `${node.name.value}: ${print(node.value)}`;
    case 'Variable':
      return `$${node.name.value}`;
    case 'NamedType':
      return node.name.value;
    case 'ListType':
      return `[${print(node.type)}]`;
    case 'NonNullType':
      return `${print(node.type)}!`;
    case 'StringValue':
      return JSON.stringify(node.value);
    case 'NullValue':
      return 'null';
    case 'ListValue':
      return `[${join(node.values)}]`;
    case 'ObjectValue':
      return `{${join(node.fields)}}`;
    default:
      // IntValue, FloatValue, BooleanValue, EnumValue
      return String(node.value);
  }
}

const printed = new WeakMap<DocumentNode, string>();

/** The query text of a document (memoised). */
export function printDocument(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document as unknown as Node);
    printed.set(document, text);
  }
  return text;
}

function operationName(document: DocumentNode): string | undefined {
  const op = (document.definitions as readonly Node[]).find((d) => d.kind === 'OperationDefinition');
  return op?.name?.value;
}

/** Runs one query or mutation; resolves to `data`, rejects with a PublicGraphQLError. */
export async function publicGraphql<TData, TVariables = Record<string, unknown>>(document: DocumentNode, variables?: TVariables): Promise<TData> {
  let response: Response;
  try {
    response = await fetch(PUBLIC_GRAPHQL_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
      },
      body: JSON.stringify({
        operationName: operationName(document),
        query: printDocument(document),
        variables: variables ?? {},
      }),
    });
  } catch (err) {
    const cause = err instanceof Error ? err : new TypeError(String(err));
    throw new PublicGraphQLError(cause.message, [], cause);
  }
  let body: { data?: TData | null; errors?: GraphQLErrorLike[] } | undefined;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const networkError = Object.assign(new Error(`Response not successful: Received status code ${response.status}`), {
      statusCode: response.status,
      result: body,
    });
    throw new PublicGraphQLError(networkError.message, [], networkError);
  }
  if (!body) throw new PublicGraphQLError('Invalid answer', [], new Error('Invalid answer'));
  if (Array.isArray(body.errors) && body.errors.length) throw new PublicGraphQLError(body.errors[0]?.message ?? 'GraphQL error', body.errors);
  if (body.data === undefined || body.data === null) throw new PublicGraphQLError('Empty answer', [], new Error('Empty answer'));
  return body.data;
}

export interface PublicQueryResult<TData> {
  data: TData | undefined;
  loading: boolean;
  error: PublicGraphQLError | undefined;
  refetch(): Promise<void>;
}

/** Answers by operation and variables: shown at once when a page mounts again (then refreshed). */
const lastData = new Map<string, unknown>();
/** Requests in flight by the same key: two sections asking for the same data share one request. */
const inFlight = new Map<string, Promise<unknown>>();

/** Forgets the remembered answers (tests; after a session change nothing public depends on it). */
export function clearPublicQueryCache(): void {
  lastData.clear();
  inFlight.clear();
}

/** A query for a public page: loading/error/data as Apollo's hook reports them, and refetch. */
export function usePublicQuery<TData, TVariables = Record<string, unknown>>(document: DocumentNode, variables?: TVariables): PublicQueryResult<TData> {
  const key = `${printDocument(document)}\n${JSON.stringify(variables ?? {})}`;
  const [state, setState] = useState<{
    key: string;
    data: TData | undefined;
    loading: boolean;
    error: PublicGraphQLError | undefined;
  }>(() => ({
    key,
    data: lastData.get(key) as TData | undefined,
    loading: true,
    error: undefined,
  }));
  const current = useRef(key);
  current.current = key;
  const vars = useRef(variables);
  vars.current = variables;

  const load = useCallback(async () => {
    const requestKey = key;
    setState((s) => ({
      key: requestKey,
      data: s.key === requestKey ? s.data : (lastData.get(requestKey) as TData | undefined),
      loading: true,
      error: undefined,
    }));
    let request = inFlight.get(requestKey) as Promise<TData> | undefined;
    if (!request) {
      request = publicGraphql<TData, TVariables>(document, vars.current);
      inFlight.set(requestKey, request);
      const forget = () => {
        if (inFlight.get(requestKey) === request) inFlight.delete(requestKey);
      };
      request.then(forget, forget);
    }
    try {
      const data = await request;
      lastData.set(requestKey, data);
      if (current.current === requestKey) setState({ key: requestKey, data, loading: false, error: undefined });
    } catch (err) {
      const error = err instanceof PublicGraphQLError ? err : new PublicGraphQLError(String(err), [], err instanceof Error ? err : null);
      if (current.current === requestKey)
        setState((s) => ({
          key: requestKey,
          data: s.key === requestKey ? s.data : undefined,
          loading: false,
          error,
        }));
    }
  }, [document, key]);

  useEffect(() => {
    void load();
  }, [load]);

  const shown =
    state.key === key
      ? state
      : {
          data: lastData.get(key) as TData | undefined,
          loading: true,
          error: undefined,
        };
  return {
    data: shown.data,
    loading: shown.loading,
    error: shown.error,
    refetch: load,
  };
}
