import { gql } from '@apollo/client';
import { notifications } from '@mantine/notifications';
import { apolloClient } from './apollo';
import { sessionStore } from './session';
import { registerNavigator, SESSION_EXPIRED_MESSAGE } from './sessionExpiry';
import { admin, inOneHour, member } from '../test/render';

const ME = gql`
  query Me {
    me {
      id
    }
  }
`;

function graphqlAnswer(payload: unknown) {
  return Promise.resolve({
    ok: true,
    status: 200,
    headers: new Headers({ 'content-type': 'application/json' }),
    text: () => Promise.resolve(JSON.stringify(payload)),
  });
}

describe('Apollo error link', () => {
  const navigate = jest.fn();
  let show: jest.SpyInstance;
  let fetchMock: jest.Mock;

  beforeAll(async () => {
    await sessionStore.restore();
  });

  beforeEach(() => {
    navigate.mockReset();
    registerNavigator(navigate);
    show = jest.spyOn(notifications, 'show');
    fetchMock = jest.fn();
    (window as unknown as { fetch: unknown }).fetch = fetchMock;
    sessionStore.setUserSession(member, inOneHour());
    sessionStore.setAdminSession(admin, inOneHour());
  });

  afterEach(async () => {
    show.mockRestore();
    registerNavigator(null);
    await apolloClient.clearStore();
  });

  it('UNAUTHENTICATED ends the member half and goes to /user/login with the expiry toast', async () => {
    fetchMock.mockReturnValueOnce(
      graphqlAnswer({ data: null, errors: [{ message: 'Please sign in', extensions: { code: 'UNAUTHENTICATED' } }] }),
    );

    await expect(apolloClient.query({ query: ME, fetchPolicy: 'network-only' })).rejects.toThrow('Please sign in');

    expect(fetchMock).toHaveBeenCalledWith('/graphql', expect.objectContaining({ credentials: 'same-origin' }));
    expect(sessionStore.getSnapshot().user).toBeNull();
    expect(sessionStore.getSnapshot().admin).toEqual(admin); // the other half stays
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: SESSION_EXPIRED_MESSAGE, color: 'red' }));
    expect(navigate).toHaveBeenCalledWith('/user/login', expect.objectContaining({ replace: true }));
  });

  it('other errors leave the session alone', async () => {
    fetchMock.mockReturnValueOnce(
      graphqlAnswer({ data: null, errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] }),
    );
    await expect(apolloClient.query({ query: ME, fetchPolicy: 'network-only' })).rejects.toThrow('Not allowed');
    expect(sessionStore.getSnapshot().user).toEqual(member);
    expect(navigate).not.toHaveBeenCalled();
  });
});
