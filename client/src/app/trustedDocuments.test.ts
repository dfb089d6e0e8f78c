/**
 * Trusted documents in the client (apollo.ts): a build sends each query and mutation as its persisted
 * id only, never the text, and an unknown id (an old tab after a deploy) reloads the page once.
 */
import { ApolloClient, HttpLink, InMemoryCache, from, gql } from '@apollo/client';
import { createTrustedDocumentsLink, PERSISTED_QUERY_RELOAD_KEY, reloadForNewBuild, type PersistedQueryIds } from './apollo';

const ME = gql`
  query Me {
    me {
      id
    }
  }
`;
const SIGN_OUT = gql`
  mutation SignOut {
    signOut
  }
`;

const IDS: PersistedQueryIds = {
  buildId: 'build-1',
  operations: [
    { id: 'a'.repeat(64), name: 'Me' },
    { id: 'b'.repeat(64), name: 'SignOut' },
  ],
};

function answer(payload: unknown) {
  return Promise.resolve({
    ok: true,
    status: 200,
    headers: new Headers({ 'content-type': 'application/json' }),
    text: () => Promise.resolve(JSON.stringify(payload)),
  });
}

const NOT_FOUND = { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };

function clientWith(fetchMock: jest.Mock, onUnknown = jest.fn()) {
  return new ApolloClient({
    link: from([createTrustedDocumentsLink(IDS, onUnknown), new HttpLink({ uri: '/graphql', fetch: fetchMock })]),
    cache: new InMemoryCache(),
  });
}

function sentBody(fetchMock: jest.Mock, call = 0) {
  return JSON.parse(fetchMock.mock.calls[call][1].body as string);
}

afterEach(() => window.sessionStorage.clear());

describe('the trusted documents link', () => {
  it('sends a query as its id from the build, without the text', async () => {
    const fetchMock = jest.fn().mockReturnValue(answer({ data: { me: { id: 1, __typename: 'Member' } } }));
    const result = await clientWith(fetchMock).query({ query: ME });
    expect(result.data).toEqual({ me: { id: 1, __typename: 'Member' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = sentBody(fetchMock);
    expect(body).toEqual({ operationName: 'Me', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } });
    expect(body.query).toBeUndefined();
  });

  it('sends a mutation as its id too', async () => {
    const fetchMock = jest.fn().mockReturnValue(answer({ data: { signOut: true } }));
    await clientWith(fetchMock).mutate({ mutation: SIGN_OUT });
    expect(sentBody(fetchMock).extensions.persistedQuery.sha256Hash).toBe('b'.repeat(64));
    expect(sentBody(fetchMock).query).toBeUndefined();
  });

  it('an unknown id: no second try with the text, the reload hook runs and the caller gets the error', async () => {
    const fetchMock = jest.fn().mockReturnValue(answer(NOT_FOUND));
    const onUnknown = jest.fn();
    await expect(clientWith(fetchMock, onUnknown).query({ query: ME })).rejects.toThrow('PersistedQueryNotFound');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onUnknown).toHaveBeenCalledTimes(1);
  });

  it('other errors do not reload', async () => {
    const fetchMock = jest.fn().mockReturnValue(answer({ data: null, errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] }));
    const onUnknown = jest.fn();
    await expect(clientWith(fetchMock, onUnknown).query({ query: ME })).rejects.toThrow('Not allowed');
    expect(onUnknown).not.toHaveBeenCalled();
  });

  it('an operation the build does not list fails in the client, nothing is sent', async () => {
    const fetchMock = jest.fn();
    const OTHER = gql`
      query Other {
        me {
          id
        }
      }
    `;
    await expect(clientWith(fetchMock).query({ query: OTHER })).rejects.toThrow('Operation Other not found in manifest');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('reload once for a new build', () => {
  it('reloads once per build: the same build coming back does not reload again', () => {
    const reload = jest.fn();
    expect(reloadForNewBuild('build-1', reload)).toBe(true);
    expect(window.sessionStorage.getItem(PERSISTED_QUERY_RELOAD_KEY)).toBe('build-1');
    expect(reloadForNewBuild('build-1', reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy finds this tab on another build: one reload again.
    expect(reloadForNewBuild('build-2', reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('without sessionStorage there is no guard, so no reload', () => {
    const reload = jest.fn();
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    try {
      expect(reloadForNewBuild('build-1', reload)).toBe(false);
      expect(reload).not.toHaveBeenCalled();
    } finally {
      getItem.mockRestore();
    }
  });
});

describe('the app client', () => {
  it('sends ids when the build has them', async () => {
    jest.resetModules();
    jest.doMock('virtual:persisted-query-ids', () => ({ __esModule: true, default: IDS }));
    const { apolloClient } = await import('./apollo');
    const fetchMock = jest.fn().mockReturnValue(answer({ data: { me: { id: 7, __typename: 'Member' } } }));
    (window as unknown as { fetch: unknown }).fetch = fetchMock;
    await apolloClient.query({ query: ME });
    expect(fetchMock).toHaveBeenCalledWith('/graphql', expect.objectContaining({ credentials: 'same-origin' }));
    expect(sentBody(fetchMock).extensions.persistedQuery.sha256Hash).toBe('a'.repeat(64));
    expect(sentBody(fetchMock).query).toBeUndefined();
    jest.dontMock('virtual:persisted-query-ids');
  });

  it('sends the text without ids (vite dev, tests)', async () => {
    jest.resetModules();
    const { apolloClient } = await import('./apollo');
    const fetchMock = jest.fn().mockReturnValue(answer({ data: { me: { id: 7, __typename: 'Member' } } }));
    (window as unknown as { fetch: unknown }).fetch = fetchMock;
    await apolloClient.query({ query: ME });
    expect(sentBody(fetchMock).query).toContain('query Me');
    expect(sentBody(fetchMock).extensions).toBeUndefined();
  });
});
