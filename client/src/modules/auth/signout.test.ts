import { signOut, signOutAdmin } from './signout';
import { sessionStore } from '../../app/session';
import { admin, inOneHour, member } from '../../test/render';

describe('signOut / signOutAdmin', () => {
  let fetchMock: jest.Mock;
  beforeAll(async () => {
    await sessionStore.restore();
  });
  beforeEach(() => {
    fetchMock = jest.fn();
    (window as unknown as { fetch: unknown }).fetch = fetchMock;
    sessionStore.setUserSession(member, inOneHour());
    sessionStore.setAdminSession(admin, inOneHour());
  });
  afterEach(() => {
    delete (window as unknown as { fetch?: unknown }).fetch;
  });

  const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));

  it('calls the signOut mutation, then clears only the member half', async () => {
    fetchMock.mockReturnValueOnce(answer({ data: { signOut: { __typename: 'MessageResult', success: true, message: 'Logout successfully !' } } }));
    await signOut();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(JSON.parse(String(init.body))).toMatchObject({ operationName: 'signOut' });
    expect(sessionStore.getSnapshot().user).toBeNull();
    expect(sessionStore.getSnapshot().admin).toEqual(admin);
  });

  it('signOutAdmin calls signOutAdmin and clears the admin half even when the call fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      fetchMock.mockReturnValueOnce(Promise.reject(new TypeError('Failed to fetch')));
      await signOutAdmin();
      expect(JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body))).toMatchObject({ operationName: 'signOutAdmin' });
      expect(sessionStore.getSnapshot().admin).toBeNull();
      expect(sessionStore.getSnapshot().user).toEqual(member);
    } finally {
      consoleError.mockRestore();
    }
  });
});
