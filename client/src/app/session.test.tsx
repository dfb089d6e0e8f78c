import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  RESTORE_TIMEOUT_MS,
  STORAGE_KEY,
  SessionProvider,
  createSessionStore,
  useSession,
} from './session';
import { Providers, admin, anHourAgo, createTestSessionStore, inOneHour, member } from '../test/render';

function SessionProbe() {
  const session = useSession();
  return (
    <div>
      <span data-testid="user">{session.user?.username ?? 'none'}</span>
      <span data-testid="admin">{session.admin?.username ?? 'none'}</span>
      <button onClick={() => session.setUserSession(member, Date.now() + 60_000)}>sign in member</button>
      <button onClick={() => session.clearUser()}>clear member</button>
      <button onClick={() => session.clearAdmin()}>clear admin</button>
    </div>
  );
}

describe('session store restore', () => {
  it('restores a valid stored session', async () => {
    const expireAt = inOneHour();
    const adminExpireAt = inOneHour();
    const { store } = createTestSessionStore({ user: member, expireAt, admin, adminExpireAt });

    await store.restore();

    const state = store.getSnapshot();
    expect(state.restored).toBe(true);
    expect(state.user).toEqual(member);
    expect(state.expireAt).toBe(expireAt);
    expect(state.admin).toEqual(admin);
    expect(state.adminExpireAt).toBe(adminExpireAt);
  });

  it('clears an expired half and keeps the other', async () => {
    const adminExpireAt = inOneHour();
    const { store, storage } = createTestSessionStore({ user: member, expireAt: anHourAgo(), admin, adminExpireAt });

    await store.restore();

    const state = store.getSnapshot();
    expect(state.user).toBeNull();
    expect(state.expireAt).toBeNull();
    expect(state.admin).toEqual(admin);
    // The purged session is written back.
    expect(storage.saved).toEqual({ auth: { user: null, expireAt: null, admin, adminExpireAt } });
  });

  it('keeps only the small identity fields', async () => {
    const { store } = createTestSessionStore({
      user: { ...member, password: 'x', business: 100 } as unknown as typeof member,
      expireAt: inOneHour(),
    });
    await store.restore();
    expect(Object.keys(store.getSnapshot().user ?? {}).sort()).toEqual(['email', 'fullname', 'id', 'role', 'username']);
  });

  it('continues with an empty session when restore times out', async () => {
    jest.useFakeTimers();
    try {
      const store = createSessionStore({
        read: () => new Promise(() => {}), // never answers
        write: jest.fn(),
      });
      const done = store.restore();
      await act(async () => {
        jest.advanceTimersByTime(RESTORE_TIMEOUT_MS - 1);
      });
      expect(store.getSnapshot().restored).toBe(false);
      await act(async () => {
        jest.advanceTimersByTime(1);
        await done;
      });
      expect(store.getSnapshot()).toMatchObject({ restored: true, user: null, admin: null });
    } finally {
      jest.useRealTimers();
    }
  });

  it('restores from localStorage under the single root key', async () => {
    const expireAt = inOneHour();
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ auth: { user: member, admin: null, expireAt, adminExpireAt: null } }));
    const store = createSessionStore();
    await store.restore();
    expect(store.getSnapshot().user).toEqual(member);

    store.clearUser();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual({
      auth: { user: null, admin: null, expireAt: null, adminExpireAt: null },
    });
  });
});

describe('SessionProvider / useSession', () => {
  it('shows the overlay until restore is done, then the app', async () => {
    const { store } = createTestSessionStore({ user: member, expireAt: inOneHour() });
    render(
      <Providers>
        <SessionProvider store={store}>
          <SessionProbe />
        </SessionProvider>
      </Providers>,
    );
    expect(screen.getByText('Loading, please wait...')).toBeInTheDocument();
    expect(await screen.findByTestId('user')).toHaveTextContent(member.username);
    expect(screen.queryByText('Loading, please wait...')).not.toBeInTheDocument();
  });

  it('updates and persists member and admin halves independently', async () => {
    const { store, storage } = createTestSessionStore({ admin, adminExpireAt: inOneHour() });
    render(
      <Providers>
        <SessionProvider store={store}>
          <SessionProbe />
        </SessionProvider>
      </Providers>,
    );
    expect(await screen.findByTestId('admin')).toHaveTextContent('admin');
    expect(screen.getByTestId('user')).toHaveTextContent('none');

    await userEvent.click(screen.getByRole('button', { name: 'sign in member' }));
    expect(screen.getByTestId('user')).toHaveTextContent(member.username);
    expect(screen.getByTestId('admin')).toHaveTextContent('admin');
    expect((storage.saved as { auth: { user: unknown } }).auth.user).toEqual(member);

    await userEvent.click(screen.getByRole('button', { name: 'clear admin' }));
    await waitFor(() => expect(screen.getByTestId('admin')).toHaveTextContent('none'));
    expect(screen.getByTestId('user')).toHaveTextContent(member.username);
    expect(storage.saved).toMatchObject({ auth: { admin: null, adminExpireAt: null, user: member } });
  });
});
