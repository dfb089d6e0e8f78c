/**
 * The auth store (PAGES §1.3). Only `auth` is persisted: localStorage, one root key
 * `meridian:root` = { auth: { user, admin, expireAt, adminExpireAt } }. The session token itself
 * lives in the server's httpOnly cookie and is never stored here.
 *
 * The store is a small external store (usable outside React: Apollo links, sign-out) exposed to
 * React through <SessionProvider> and useSession(). Member and admin halves are independent.
 */
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { LoadingOverlay } from '../components/LoadingOverlay';

export const STORAGE_KEY = 'meridian:root';
export const RESTORE_TIMEOUT_MS = 5000;

export type SessionArea = 'user' | 'admin';

/** The small identity kept for a signed-in member or admin. */
export interface SessionUser {
  id: string | number;
  username: string;
  fullname: string;
  email: string;
  role: string;
}

export interface AuthState {
  user: SessionUser | null;
  admin: SessionUser | null;
  /** Epoch milliseconds. */
  expireAt: number | null;
  /** Epoch milliseconds. */
  adminExpireAt: number | null;
}

export interface SessionSnapshot extends AuthState {
  /** True once restore finished or timed out. */
  restored: boolean;
}

export const EMPTY_AUTH: AuthState = { user: null, admin: null, expireAt: null, adminExpireAt: null };

/** Keeps only the identity fields of a member/admin object from the server. */
export function pickSessionUser(raw: unknown, defaultRole: string): SessionUser | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (r.id === undefined || r.id === null || r.id === '') return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
  return {
    id: typeof r.id === 'number' ? r.id : str(r.id),
    username: str(r.username),
    fullname: str(r.fullname),
    email: str(r.email),
    role: str(r.role) || defaultRole,
  };
}

/** Accepts epoch ms (number or digit string) or an ISO date; anything else → null. */
export function toEpochMs(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim()) {
    if (/^\d+$/.test(value.trim())) return Number(value.trim());
    const t = Date.parse(value);
    return Number.isNaN(t) ? null : t;
  }
  return null;
}

/** A half is valid when its identity is present and its expiry lies in the future. */
export function isUserValid(state: AuthState, now = Date.now()): boolean {
  return !!state.user && state.expireAt !== null && state.expireAt > now;
}
export function isAdminValid(state: AuthState, now = Date.now()): boolean {
  return !!state.admin && state.adminExpireAt !== null && state.adminExpireAt > now;
}

/** Drops each half that is missing its identity or whose expiry is not in the future. */
export function purgeExpired(state: AuthState, now = Date.now()): AuthState {
  const userOk = isUserValid(state, now);
  const adminOk = isAdminValid(state, now);
  return {
    user: userOk ? state.user : null,
    expireAt: userOk ? state.expireAt : null,
    admin: adminOk ? state.admin : null,
    adminExpireAt: adminOk ? state.adminExpireAt : null,
  };
}

function normalizeAuth(raw: unknown): AuthState {
  if (!raw || typeof raw !== 'object') return EMPTY_AUTH;
  const auth = (raw as { auth?: unknown }).auth;
  if (!auth || typeof auth !== 'object') return EMPTY_AUTH;
  const a = auth as Record<string, unknown>;
  return {
    user: pickSessionUser(a.user, 'user'),
    admin: pickSessionUser(a.admin, 'admin'),
    expireAt: toEpochMs(a.expireAt),
    adminExpireAt: toEpochMs(a.adminExpireAt),
  };
}

export interface SessionStorageAdapter {
  /** Returns the stored root object (or a promise of it); null when nothing is stored. */
  read(): unknown | Promise<unknown>;
  write(root: { auth: AuthState }): void;
}

function localStorageAdapter(): SessionStorageAdapter {
  return {
    read() {
      try {
        const text = window.localStorage.getItem(STORAGE_KEY);
        return text ? JSON.parse(text) : null;
      } catch {
        return null;
      }
    },
    write(root) {
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(root));
      } catch {
        // Storage full or blocked (private mode): the session simply does not survive a reload.
      }
    },
  };
}

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Restores `auth` from storage, dropping expired halves. Races `timeoutMs`; after a timeout the
   * store is marked restored with an empty session and a late read is ignored.
   */
  restore(timeoutMs?: number): Promise<void>;
  setUserSession(user: SessionUser, expireAt: number | string): void;
  setAdminSession(admin: SessionUser, expireAt: number | string): void;
  clearUser(): void;
  clearAdmin(): void;
  /** Re-reads storage (another tab changed the session). */
  syncFromStorage(): void;
  /**
   * True once per area if restore dropped that half because it had expired (the guard then shows
   * the session-expired toast when it sends the visitor to the login page).
   */
  takeExpiredAtRestore(area: SessionArea): boolean;
}

export function createSessionStore(storage: SessionStorageAdapter = localStorageAdapter()): SessionStore {
  let snapshot: SessionSnapshot = { ...EMPTY_AUTH, restored: false };
  let restorePromise: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const expiredAtRestore = new Set<SessionArea>();

  const emit = () => listeners.forEach((l) => l());

  const setAuth = (auth: AuthState, persist = true) => {
    snapshot = { ...auth, restored: snapshot.restored };
    if (persist) storage.write({ auth: { ...auth } });
    emit();
  };
  const auth = (): AuthState => ({
    user: snapshot.user,
    admin: snapshot.admin,
    expireAt: snapshot.expireAt,
    adminExpireAt: snapshot.adminExpireAt,
  });

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restore(timeoutMs = RESTORE_TIMEOUT_MS) {
      if (restorePromise) return restorePromise;
      let settled = false;
      const finish = (restoredAuth: AuthState, persist: boolean) => {
        if (settled) return;
        settled = true;
        snapshot = { ...restoredAuth, restored: true };
        // Persist the purged state (expired halves removed). A timeout leaves storage untouched.
        if (persist) storage.write({ auth: restoredAuth });
        emit();
      };
      const read = Promise.resolve()
        .then(() => storage.read())
        .then(
          (raw) => {
            const stored = normalizeAuth(raw);
            const valid = purgeExpired(stored);
            if (stored.user && !valid.user) expiredAtRestore.add('user');
            if (stored.admin && !valid.admin) expiredAtRestore.add('admin');
            finish(valid, raw !== null && raw !== undefined);
          },
          () => finish(EMPTY_AUTH, false),
        );
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          finish(EMPTY_AUTH, false);
          resolve();
        }, timeoutMs);
      });
      restorePromise = Promise.race([read, timeout]).finally(() => clearTimeout(timer));
      return restorePromise;
    },
    // Only the small identity is kept, whatever object the caller passes (e.g. a full `me`).
    setUserSession(user, expireAt) {
      const picked = pickSessionUser(user, 'user');
      setAuth({ ...auth(), user: picked, expireAt: picked ? toEpochMs(expireAt) : null });
    },
    setAdminSession(admin, expireAt) {
      const picked = pickSessionUser(admin, 'admin');
      setAuth({ ...auth(), admin: picked, adminExpireAt: picked ? toEpochMs(expireAt) : null });
    },
    clearUser() {
      if (!snapshot.user && snapshot.expireAt === null) return;
      setAuth({ ...auth(), user: null, expireAt: null });
    },
    clearAdmin() {
      if (!snapshot.admin && snapshot.adminExpireAt === null) return;
      setAuth({ ...auth(), admin: null, adminExpireAt: null });
    },
    takeExpiredAtRestore(area) {
      return expiredAtRestore.delete(area);
    },
    syncFromStorage() {
      if (!snapshot.restored) return;
      Promise.resolve()
        .then(() => storage.read())
        .then((raw) => setAuth(purgeExpired(normalizeAuth(raw)), false))
        .catch(() => undefined);
    },
  };
}

/** The app-wide store (used by Apollo links and sign-out outside React). */
export const sessionStore: SessionStore = createSessionStore();

/* ------------------------------------------------------------------------------------------ React */

export interface SessionContextValue extends AuthState {
  setUserSession(user: SessionUser, expireAt: number | string): void;
  setAdminSession(admin: SessionUser, expireAt: number | string): void;
  clearUser(): void;
  clearAdmin(): void;
}

const SessionContext = createContext<{ store: SessionStore } | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  store?: SessionStore;
  timeoutMs?: number;
}

/**
 * Restores the session before rendering its children (the router), showing the loading overlay
 * until restore finished or timed out.
 */
export function SessionProvider({ children, store = sessionStore, timeoutMs = RESTORE_TIMEOUT_MS }: SessionProviderProps) {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => {
    void store.restore(timeoutMs);
  }, [store, timeoutMs]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY || event.key === null) store.syncFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  const value = useMemo(() => ({ store }), [store]);
  if (!snapshot.restored) return <LoadingOverlay />;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The store behind <SessionProvider> (for guards and tests). */
export function useSessionStore(): SessionStore {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSessionStore must be used within <SessionProvider>');
  return ctx.store;
}

/** The current session and its setters. Must be used below <SessionProvider>. */
export function useSession(): SessionContextValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used within <SessionProvider>');
  const { store } = ctx;
  const snap = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return useMemo(
    () => ({
      user: snap.user,
      admin: snap.admin,
      expireAt: snap.expireAt,
      adminExpireAt: snap.adminExpireAt,
      setUserSession: store.setUserSession,
      setAdminSession: store.setAdminSession,
      clearUser: store.clearUser,
      clearAdmin: store.clearAdmin,
    }),
    [snap, store],
  );
}
