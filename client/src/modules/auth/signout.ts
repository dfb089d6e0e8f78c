/**
 * Sign-out (PAGES §1.3): clears its half of `auth` — even if the server call fails — and empties
 * the GraphQL cache, then restarts the WebSocket so it no longer carries the old session.
 *
 * The server call (signOut / signOutAdmin mutation) is to be wired into `callServer` below; the
 * layouts only depend on `signOut()` / `signOutAdmin()`.
 */
import { resetApolloStore, restartWsConnection } from '../../app/apollo';
import { sessionStore, type SessionArea } from '../../app/session';

/** Server-side sign-out for an area. Replace with the generated mutation hook's call. */
async function callServer(_area: SessionArea): Promise<void> {
  // Not wired yet: the httpOnly cookie is revoked by the server-side call once it exists.
}

async function signOutArea(area: SessionArea): Promise<void> {
  try {
    await callServer(area);
  } catch (err) {
    console.error('Sign-out call failed', err);
  } finally {
    if (area === 'admin') sessionStore.clearAdmin();
    else sessionStore.clearUser();
    try {
      await resetApolloStore();
    } catch (err) {
      console.error('Cache reset failed', err);
    }
    restartWsConnection();
  }
}

/** Ends the member session. */
export function signOut(): Promise<void> {
  return signOutArea('user');
}

/** Ends the admin session. */
export function signOutAdmin(): Promise<void> {
  return signOutArea('admin');
}
