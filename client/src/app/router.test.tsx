import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { ApolloLink, Observable } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing';
import { appRoutes, preloadFirstPage } from './router';
import { pageLoaded } from './lazy';
import { userRoutes } from './routes/userRoutes';
import { SessionProvider, sessionStore, type SessionStore } from './session';
import { Providers, admin, anHourAgo, createTestSessionStore, inOneHour, member } from '../test/render';

type Entry = string | { pathname: string; state?: unknown };

function renderApp(initialEntries: Entry[], store: SessionStore = sessionStore) {
  const router = createMemoryRouter(appRoutes, { initialEntries });
  render(
    <Providers>
      {/* Pages and the member header use GraphQL hooks: their calls stay pending here (routing only). */}
      <MockedProvider link={new ApolloLink(() => new Observable(() => undefined))}>
        <SessionProvider store={store}>
          <RouterProvider router={router} />
        </SessionProvider>
      </MockedProvider>
    </Providers>,
  );
  return router;
}

const path = (router: ReturnType<typeof createMemoryRouter>) => router.state.location.pathname;

beforeAll(async () => {
  await sessionStore.restore();
});

beforeEach(() => {
  sessionStore.clearUser();
  sessionStore.clearAdmin();
});

describe('routing and guards', () => {
  it('shows the standalone 404 page for unknown paths, also under /user and /admin', async () => {
    for (const url of ['/nowhere', '/user/unknown-page', '/admin/unknown-page']) {
      const router = renderApp([url]);
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
      expect(path(router)).toBe(url);
      // No layout around it.
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Member navigation' })).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('keeps the member shell around the 404 page for a signed-in member under /user', async () => {
    sessionStore.setUserSession(member, inOneHour());
    const router = renderApp(['/user/no-such-page']);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('404');
    expect(path(router)).toBe('/user/no-such-page');
    expect(screen.getByRole('navigation', { name: 'Member navigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Account menu/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('sends a guest from a member page to /user/login, remembering the target', async () => {
    const router = renderApp(['/agreement-terms-condition']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Member login' })).toBeInTheDocument();
    expect(path(router)).toBe('/user/login');
    expect(router.state.location.state).toEqual({ from: '/agreement-terms-condition' });
  });

  it('sends a guest from an admin page to /admin/panel/login', async () => {
    const router = renderApp(['/admin/graphql']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin login' })).toBeInTheDocument();
    expect(path(router)).toBe('/admin/panel/login');
    expect(router.state.location.state).toEqual({ from: '/admin/graphql' });
  });

  it('a member session does not open the admin area', async () => {
    sessionStore.setUserSession(member, inOneHour());
    const router = renderApp(['/admin/graphql']);
    await waitFor(() => expect(path(router)).toBe('/admin/panel/login'));
  });

  it('renders a member page inside the user layout', async () => {
    sessionStore.setUserSession(member, inOneHour());
    const router = renderApp(['/agreement-terms-condition']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Agreement & terms' }, { timeout: 8000 })).toBeInTheDocument();
    expect(document.title).toBe('Agreement & terms');
    const nav = screen.getByRole('navigation', { name: 'Member navigation' });
    expect(within(nav).getByRole('link', { name: 'Agreement & Terms' })).toHaveAttribute('href', '/agreement-terms-condition');

    await userEvent.click(screen.getByRole('button', { name: 'I Agree' }));
    await waitFor(() => expect(path(router)).toBe('/user/plan'));
  });

  it('ends an expired member session on navigation with the expiry toast', async () => {
    sessionStore.setUserSession(member, Date.now() - 1000);
    const router = renderApp(['/agreement-terms-condition']);

    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    await waitFor(() => expect(path(router)).toBe('/user/login'));
    expect(sessionStore.getSnapshot().user).toBeNull();
  });

  it('a session found expired at restore sends to the login page with the expiry toast', async () => {
    const { store } = createTestSessionStore({ admin, adminExpireAt: anHourAgo() });
    const router = renderApp(['/admin/graphql'], store);
    await waitFor(() => expect(path(router)).toBe('/admin/panel/login'));
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(store.getSnapshot().admin).toBeNull();
  });

  it('a guest (no stored session) gets no expiry toast', async () => {
    const router = renderApp(['/agreement-terms-condition']);
    await waitFor(() => expect(path(router)).toBe('/user/login'));
    await screen.findByRole('heading', { level: 1, name: 'Member login' });
    expect(screen.queryByText('Your session has expired. Please sign in again.')).not.toBeInTheDocument();
  });

  it('redirects a signed-in member away from /user/login and /register', async () => {
    sessionStore.setUserSession(member, inOneHour());
    const router = renderApp(['/user/login']);
    await waitFor(() => expect(path(router)).toBe('/user/dashboard'));

    await act(() => router.navigate('/register'));
    await waitFor(() => expect(path(router)).toBe('/user/dashboard'));
  });

  it('redirects a signed-in admin away from /admin/panel/login', async () => {
    sessionStore.setAdminSession(admin, inOneHour());
    const router = renderApp(['/admin/panel/login']);
    await waitFor(() => expect(path(router)).toBe('/admin/dashboard'));
  });

  it("shows 'Dashboard' instead of Login/Register to a signed-in member", async () => {
    renderApp(['/terms']);
    const header = await screen.findByRole('banner');
    expect(within(header).getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(within(header).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    cleanup();

    sessionStore.setUserSession(member, inOneHour());
    renderApp(['/terms']);
    const header2 = await screen.findByRole('banner');
    expect(within(header2).getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute('href', '/user/dashboard');
    expect(within(header2).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('logout from the user layout ends the member session on the server, clears only the member half and goes to /user/login', async () => {
    // The signed-in layout talks through the app's own Apollo client, over fetch: the sign-out call is
    // answered, every other call (wallets, notifications) stays pending as it does under the test provider.
    const signOutCall = jest.fn((_url: unknown, init?: { body?: unknown }) =>
      JSON.parse(String(init?.body)).operationName !== 'signOut'
        ? new Promise<never>(() => undefined)
        : Promise.resolve({
            ok: true,
            status: 200,
            headers: { get: () => 'application/json' },
            text: async () => JSON.stringify({ data: { signOut: { __typename: 'MessageResult', success: true, message: 'Signed out' } } }),
          }),
    );
    Object.assign(window, { fetch: signOutCall });
    sessionStore.setUserSession(member, inOneHour());
    sessionStore.setAdminSession(admin, inOneHour());
    const router = renderApp(['/agreement-terms-condition']);
    await screen.findByRole('heading', { level: 1, name: 'Agreement & terms' });

    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/user/profile/7');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(path(router)).toBe('/user/login'));
    expect(sessionStore.getSnapshot().user).toBeNull();
    expect(sessionStore.getSnapshot().admin).toEqual(admin);
    const operations = signOutCall.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).operationName);
    expect(operations.filter((name) => name === 'signOut')).toHaveLength(1);
    delete (window as { fetch?: unknown }).fetch;
  });

  it('catches a page error inside the layout: the shell stays usable', async () => {
    const Boom = () => {
      throw new Error('render failure');
    };
    const boomRoute: RouteObject = { path: '/user/boom', element: <Boom /> };
    userRoutes.push(boomRoute);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      sessionStore.setUserSession(member, inOneHour());
      renderApp(['/user/boom']);
      expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
      expect(document.title).toBe('Error');
      expect(screen.getByRole('navigation', { name: 'Member navigation' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Account menu/ })).toBeInTheDocument();
    } finally {
      userRoutes.splice(userRoutes.indexOf(boomRoute), 1);
      consoleError.mockRestore();
    }
  });
});

describe('the first page starts loading before React renders', () => {
  const pageAt = (pathname: string) => matchRoutes(userRoutes, { pathname })!.at(-1)!.route.element;

  it("loads a signed-in member's page as soon as the stored session is read", async () => {
    const { store } = createTestSessionStore({ user: member, expireAt: inOneHour() });
    expect(pageLoaded(pageAt('/user/transfer'))).toBe(false);
    await preloadFirstPage({ pathname: '/user/transfer' }, store);
    expect(store.getSnapshot().restored).toBe(true);
    expect(pageLoaded(pageAt('/user/transfer'))).toBe(true);
  });

  it("requests the dashboard's data as soon as its chunks are in, before anything renders", async () => {
    const calls: string[] = [];
    // Recorded, left unanswered (as under the test provider).
    (window as { fetch?: unknown }).fetch = jest.fn((_url: unknown, init?: { body?: unknown }) => {
      calls.push(JSON.parse(String(init?.body)).operationName);
      return new Promise<never>(() => undefined);
    });
    try {
      const { store } = createTestSessionStore({ user: member, expireAt: inOneHour() });
      await preloadFirstPage({ pathname: '/user/dashboard' }, store);
      await waitFor(() => expect(calls).toEqual(['MyDashboard']));
    } finally {
      delete (window as { fetch?: unknown }).fetch;
    }
  });

  it('loads nothing of the member area for a visitor or an expired session (the guard sends them to the login page)', async () => {
    await preloadFirstPage({ pathname: '/user/withdrawal' }, createTestSessionStore(null).store);
    await preloadFirstPage({ pathname: '/user/withdrawal' }, createTestSessionStore({ user: member, expireAt: anHourAgo() }).store);
    expect(pageLoaded(pageAt('/user/withdrawal'))).toBe(false);
  });
});
