/**
 * Test helpers for components that use the generated GraphQL hooks: render inside
 * MockedProvider (@apollo/client/testing) with mocks built from the generated documents. The same
 * mocks also answer the public pages' fetch caller (src/lib/publicGraphql.ts): renderWithApollo
 * installs a `fetch` that serves them (see mockPublicFetch).
 */
import type { ReactElement } from 'react';
import type { DocumentNode } from 'graphql';
import { GraphQLError } from 'graphql';
import { ApolloLink, InMemoryCache, type ApolloCache } from '@apollo/client';
import { MockLink, MockSubscriptionLink, MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { getMainDefinition } from '@apollo/client/utilities';
import { act, type RenderResult } from '@testing-library/react';
import { renderWithProviders, type RenderOptions } from './render';
import { clearPublicQueryCache, printDocument } from '../lib/publicGraphql';
import { typePolicies } from '../app/cachePolicies';

export interface ApolloRenderOptions extends RenderOptions {
  mocks?: ReadonlyArray<MockedResponse>;
  /** Subscriptions go to this link (push events with `simulateResult`); queries and mutations to the mocks. */
  subscriptions?: MockSubscriptionLink;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  cache?: ApolloCache<any>;
}

/** renderWithProviders + MockedProvider (queries/mutations from `mocks`, subscriptions from `subscriptions`). */
export function renderWithApollo(ui: ReactElement, { mocks = [], subscriptions, cache, ...options }: ApolloRenderOptions = {}): RenderResult & { cache: ApolloCache<any> } /* eslint-disable-line @typescript-eslint/no-explicit-any */ {
  mockPublicFetch(mocks);
  const usedCache = cache ?? new InMemoryCache({ typePolicies });
  const link = subscriptions
    ? ApolloLink.split(
        ({ query }) => {
          const def = getMainDefinition(query);
          return def.kind === 'OperationDefinition' && def.operation === 'subscription';
        },
        subscriptions,
        new MockLink(mocks),
      )
    : undefined;
  const result = renderWithProviders(
    <MockedProvider mocks={mocks} link={link} cache={usedCache}>
      {ui}
    </MockedProvider>,
    options,
  );
  return Object.assign(result, { cache: usedCache });
}

/** A mocked answer for one operation with exactly these variables. `data` may be a jest.fn to count calls. */
export function mockOp<TData extends object>(
  query: DocumentNode,
  variables: Record<string, unknown> | undefined,
  data: TData | (() => { data: TData }),
  extra: Partial<MockedResponse> = {},
): MockedResponse {
  return {
    request: { query, variables },
    result: typeof data === 'function' ? (data as () => { data: TData }) : { data },
    ...extra,
  } as MockedResponse;
}

/** A GraphQL error answer (server message, code and named fields). */
export function mockError(query: DocumentNode, variables: Record<string, unknown> | undefined, message: string, code = 'BAD_USER_INPUT', fields?: Record<string, string>): MockedResponse {
  return {
    request: { query, variables },
    result: { errors: [new GraphQLError(message, { extensions: { code, ...(fields ? { fields } : {}) } })] },
  };
}

/** A network failure (the request never reached the server). */
export function mockNetworkError(query: DocumentNode, variables: Record<string, unknown> | undefined): MockedResponse {
  return { request: { query, variables }, error: new TypeError('Failed to fetch') };
}

/** Same mock, answered `times` times (Apollo consumes each mocked response once). */
export function repeat(mock: MockedResponse, times: number): MockedResponse[] {
  return Array.from({ length: times }, () => ({ ...mock }));
}

function operationNameOf(document: DocumentNode): string | undefined {
  const op = document.definitions.find((d) => d.kind === 'OperationDefinition');
  return op && op.kind === 'OperationDefinition' ? op.name?.value : undefined;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});
}

/**
 * Installs a global `fetch` answering POST /graphql from `mocks` (each used once, like MockLink):
 * the request must name the mocked operation, carry its printed text and exactly its variables.
 * `result` answers with HTTP 200 and its data/errors; `error` makes fetch reject (network failure);
 * a request without a mock rejects too. Other URLs go to the fetch installed before (a test's own
 * REST mock). Also empties usePublicQuery's remembered answers.
 * Returns the jest mock (its calls are the requests).
 */
export function mockPublicFetch(mocks: ReadonlyArray<MockedResponse> = []): jest.Mock {
  clearPublicQueryCache();
  const pending = [...mocks];
  const installed = globalThis.fetch as (typeof fetch & { otherRequests?: typeof fetch }) | undefined;
  const otherRequests = installed?.otherRequests ?? installed;
  const fetchMock = jest.fn(async (url: unknown, init?: { method?: string; body?: unknown; credentials?: string }) => {
    if (url !== '/graphql') {
      if (otherRequests) return otherRequests(url as RequestInfo, init as RequestInit);
      throw new TypeError(`Unexpected fetch ${String(url)}`);
    }
    if (init?.method !== 'POST' || typeof init.body !== 'string') throw new TypeError('Unexpected /graphql request');
    const body = JSON.parse(init.body) as { operationName?: string; query?: string; variables?: Record<string, unknown> };
    const index = pending.findIndex(
      (m) => operationNameOf(m.request.query) === body.operationName && printDocument(m.request.query) === body.query && sameJson(m.request.variables, body.variables),
    );
    if (index < 0) throw new TypeError(`No mocked answer for ${body.operationName} ${JSON.stringify(body.variables)}`);
    const [mock] = pending.splice(index, 1);
    if (mock.delay) await new Promise((resolve) => setTimeout(resolve, mock.delay));
    if (mock.error) throw mock.error;
    const result = (typeof mock.result === 'function' ? (mock.result as (v: unknown) => unknown)(body.variables) : mock.result) as
      | { data?: unknown; errors?: ReadonlyArray<{ message: string; extensions?: unknown }> }
      | undefined;
    const json = {
      ...(result?.data !== undefined ? { data: result.data } : {}),
      ...(result?.errors ? { errors: result.errors.map((e) => ({ message: e.message, extensions: e.extensions })) } : {}),
    };
    return { ok: true, status: 200, json: async () => JSON.parse(JSON.stringify(json)) };
  });
  globalThis.fetch = Object.assign(fetchMock, { otherRequests }) as unknown as typeof fetch;
  return fetchMock;
}

/**
 * Lets the public queries still in flight (mockPublicFetch answers) land inside act: for tests that
 * assert on the first render and end before the page's data arrives.
 */
export function settlePublicQueries(): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
