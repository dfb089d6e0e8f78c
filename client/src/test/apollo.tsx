/**
 * Test helpers for components that use the generated GraphQL hooks: render inside
 * MockedProvider (@apollo/client/testing) with mocks built from the generated documents.
 */
import type { ReactElement } from 'react';
import type { DocumentNode } from 'graphql';
import { GraphQLError } from 'graphql';
import { ApolloLink, InMemoryCache, type ApolloCache } from '@apollo/client';
import { MockLink, MockSubscriptionLink, MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { getMainDefinition } from '@apollo/client/utilities';
import type { RenderResult } from '@testing-library/react';
import { renderWithProviders, type RenderOptions } from './render';

export interface ApolloRenderOptions extends RenderOptions {
  mocks?: ReadonlyArray<MockedResponse>;
  /** Subscriptions go to this link (push events with `simulateResult`); queries and mutations to the mocks. */
  subscriptions?: MockSubscriptionLink;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  cache?: ApolloCache<any>;
}

/** renderWithProviders + MockedProvider (queries/mutations from `mocks`, subscriptions from `subscriptions`). */
export function renderWithApollo(ui: ReactElement, { mocks = [], subscriptions, cache, ...options }: ApolloRenderOptions = {}): RenderResult & { cache: ApolloCache<any> } /* eslint-disable-line @typescript-eslint/no-explicit-any */ {
  const usedCache = cache ?? new InMemoryCache();
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
