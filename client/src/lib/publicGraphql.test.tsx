import { act, renderHook, waitFor } from '@testing-library/react';
import { parse, print, type DocumentNode } from 'graphql';
import { PublicGraphQLError, printDocument, publicGraphql, usePublicQuery } from './publicGraphql';
import { errorMessage } from './notify';
import { callFailure } from '../modules/auth/errors';
import { RegisterDocument, ReportAccountChangeDocument, SignInDocument } from '../modules/auth/auth.generated';
import { PublicNewsListDocument } from '../modules/content/publicContent.generated';
import { PublicHomeNotificationsDocument } from '../modules/notifications/publicNotifications.generated';
import { PublicPlansDocument } from '../modules/plans/plans.generated';
import { mockError, mockNetworkError, mockOp, mockPublicFetch } from '../test/apollo';

const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });

describe('printDocument', () => {
  const documents: Record<string, DocumentNode> = {
    RegisterDocument,
    SignInDocument,
    ReportAccountChangeDocument,
    PublicNewsListDocument,
    PublicHomeNotificationsDocument,
    PublicPlansDocument,
  };
  it.each(Object.keys(documents))('prints %s as the same document graphql-js prints', (name) => {
    const doc = documents[name];
    expect(print(parse(printDocument(doc)))).toBe(print(doc));
  });

  it('prints arguments, literals, aliases, directives, fragments and default values', () => {
    const doc = parse(`
      query Q($a: Int = 3, $b: [String!]!, $c: Kind) {
        x: thing(id: 1, f: 1.5, s: "q\\"t", on: true, n: null, e: RED, l: [1, 2], o: {k: $a, m: [$b]}) @include(if: true) {
          ...F
          ... on Foo { y }
          ... @skip(if: false) { z }
        }
      }
      fragment F on Thing { id }
    `);
    expect(print(parse(printDocument(doc)))).toBe(print(doc));
  });
});

describe('publicGraphql', () => {
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('POSTs the operation to /graphql with the session cookie and resolves to data', async () => {
    const fetchMock = jest.fn(async () => answer(200, { data: { plans: [] } }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(publicGraphql(PublicPlansDocument)).resolves.toEqual({ plans: [] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init.body))).toEqual({ operationName: 'PublicPlans', query: printDocument(PublicPlansDocument), variables: {} });
  });

  it('rejects GraphQL errors like Apollo did: server message, extensions.code and named fields', async () => {
    const errors = [{ message: 'Email taken', extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Email taken' } } }];
    globalThis.fetch = jest.fn(async () => answer(200, { data: null, errors })) as unknown as typeof fetch;
    const err = await publicGraphql(SignInDocument, { input: { email: 'a', password: 'b' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PublicGraphQLError);
    expect(callFailure(err)).toEqual({ ok: false, error: 'Email taken', code: 'BAD_USER_INPUT', fieldErrors: { email: 'Email taken' } });
  });

  it('rejects a network failure and a non-2xx answer (with the body\'s message when it has one)', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const offline = await publicGraphql(PublicPlansDocument).catch((e: unknown) => e);
    expect(errorMessage(offline)).toBe('Something went wrong');
    expect(callFailure(offline).code).toBeUndefined();

    globalThis.fetch = jest.fn(async () => answer(400, { errors: [{ message: 'Variable "$email" is invalid', extensions: { code: 'BAD_USER_INPUT' } }] })) as unknown as typeof fetch;
    const refused = await publicGraphql(PublicPlansDocument).catch((e: unknown) => e);
    expect(callFailure(refused)).toMatchObject({ error: 'Variable "$email" is invalid', code: 'BAD_USER_INPUT' });

    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 502, json: async () => Promise.reject(new SyntaxError('not json')) })) as unknown as typeof fetch;
    expect(errorMessage(await publicGraphql(PublicPlansDocument).catch((e: unknown) => e))).toBe('Something went wrong');
  });
});

describe('usePublicQuery', () => {
  const plans = { plans: [{ id: 1, name: 'Starter' }] };

  it('reports loading, then data; refetch asks again', async () => {
    const fetchMock = mockPublicFetch([mockOp(PublicPlansDocument, {}, plans), mockOp(PublicPlansDocument, {}, { plans: [] })]);
    const { result } = renderHook(() => usePublicQuery(PublicPlansDocument));
    expect(result.current).toMatchObject({ loading: true, data: undefined, error: undefined });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual(plans);
    await act(() => result.current.refetch());
    expect(result.current.data).toEqual({ plans: [] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports an error; two users of the same query share one request', async () => {
    const fetchMock = mockPublicFetch([mockError(PublicNewsListDocument, { page: 1, pageSize: 3 }, 'Down for maintenance', 'INTERNAL_SERVER_ERROR')]);
    const { result } = renderHook(() => [usePublicQuery(PublicNewsListDocument, { page: 1, pageSize: 3 }), usePublicQuery(PublicNewsListDocument, { page: 1, pageSize: 3 })]);
    await waitFor(() => expect(result.current[0].loading).toBe(false));
    expect(errorMessage(result.current[0].error)).toBe('Down for maintenance');
    expect(errorMessage(result.current[1].error)).toBe('Down for maintenance');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the remembered answer when mounted again while it refreshes', async () => {
    mockPublicFetch([mockOp(PublicPlansDocument, {}, plans), mockNetworkError(PublicPlansDocument, {})]);
    const first = renderHook(() => usePublicQuery(PublicPlansDocument));
    await waitFor(() => expect(first.result.current.data).toEqual(plans));
    first.unmount();
    const again = renderHook(() => usePublicQuery(PublicPlansDocument));
    expect(again.result.current).toMatchObject({ data: plans, loading: true });
    await waitFor(() => expect(again.result.current.loading).toBe(false));
    expect(again.result.current.data).toEqual(plans);
    expect(errorMessage(again.result.current.error)).toBe('Something went wrong');
  });
});
