/** Test helpers: render inside MantineProvider + MemoryRouter (+ an isolated session store). */
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, type RenderResult } from '@testing-library/react';
import { theme } from '../app/theme';
import { ConfirmDialogs } from '../components/confirm';
import {
  SessionProvider,
  createSessionStore,
  type AuthState,
  type SessionStorageAdapter,
  type SessionStore,
} from '../app/session';

/** A session store over an in-memory "storage" seeded with `auth`. */
export function createTestSessionStore(auth?: Partial<AuthState> | null): {
  store: SessionStore;
  storage: SessionStorageAdapter & { saved: unknown };
} {
  const storage = {
    saved: auth ? ({ auth: { user: null, admin: null, expireAt: null, adminExpireAt: null, ...auth } } as unknown) : null,
    read() {
      return this.saved;
    },
    write(root: unknown) {
      this.saved = JSON.parse(JSON.stringify(root));
    },
  };
  return { store: createSessionStore(storage), storage };
}

export const member = { id: 7, username: 'MRD100007', fullname: 'Alice Member', email: 'alice@example.com', role: 'user' };
export const admin = { id: 1, username: 'admin', fullname: 'Ada Admin', email: 'admin@example.com', role: 'admin' };
export const inOneHour = () => Date.now() + 3_600_000;
export const anHourAgo = () => Date.now() - 3_600_000;

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <ConfirmDialogs>{children}</ConfirmDialogs>
    </MantineProvider>
  );
}

/** Shows the router location for assertions. */
export function LocationDisplay() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </div>
  );
}

export interface RenderOptions {
  /** Router history; default ['/']. */
  initialEntries?: (string | { pathname: string; search?: string; state?: unknown })[];
  initialIndex?: number;
  /** Route pattern the UI is mounted at (so useParams works); default '*'. */
  path?: string;
  /** Wrap in a SessionProvider over this store. */
  store?: SessionStore;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const { initialEntries = ['/'], initialIndex, path = '*', store } = options;
  const routed = (
    <MemoryRouter initialEntries={initialEntries} initialIndex={initialIndex}>
      <Routes>
        <Route path={path} element={ui} />
        {path !== '*' ? <Route path="*" element={null} /> : null}
      </Routes>
      <LocationDisplay />
    </MemoryRouter>
  );
  return render(<Providers>{store ? <SessionProvider store={store}>{routed}</SessionProvider> : routed}</Providers>);
}
