/**
 * Sign-out (PAGES §1.3): calls the signOut / signOutAdmin mutation, then clears its half of
 * `auth` — even if the server call fails — and empties the GraphQL cache, then restarts the
 * WebSocket so it no longer carries the old session.
 *
 * The layouts only depend on `signOut()` / `signOutAdmin()`.
 */
import { apolloClient, resetApolloStore, restartWsConnection } from '../../app/apollo';
import { sessionStore, type SessionArea } from '../../app/session';
import { SignOutAdminDocument, SignOutDocument, type SignOutAdminMutation, type SignOutMutation } from './auth.generated';

/** Server-side sign-out for an area: the server ends the sessions and clears the httpOnly cookie. */
export async function callServer(area: SessionArea): Promise<void> {
  if (area === 'admin') {
    await apolloClient.mutate<SignOutAdminMutation>({ mutation: SignOutAdminDocument, fetchPolicy: 'no-cache' });
  } else {
    await apolloClient.mutate<SignOutMutation>({ mutation: SignOutDocument, fetchPolicy: 'no-cache' });
  }
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
