/**
 * Apollo Client 3.14: HTTP for queries/mutations, graphql-ws for subscriptions (one lazy
 * WebSocket on /graphql). graphql-ws and Apollo's WebSocket link are a chunk of their own
 * (subscriptions.ts) that loads with the first subscription, i.e. on a signed-in page: the public
 * pages never fetch it. The session rides in the server's httpOnly cookie (credentials
 * 'same-origin'); no token is kept in JS.
 *
 * An UNAUTHENTICATED answer (extensions.code) ends the matching half of the session and goes to
 * its login page with 'Your session has expired. Please sign in again.' (see sessionExpiry.ts).
 *
 * Trusted documents: a production build sends each query and mutation as its persisted id only (the
 * SHA-256 of the operation as the build's manifest lists it, scripts/persistedQueries.ts), never its
 * text; a server that does not know the id (an old tab after a deploy) answers
 * PERSISTED_QUERY_NOT_FOUND and the page reloads once to fetch the new build.
 */
import { useEffect, useRef } from 'react';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, Observable, from, split, type FetchResult } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import { createPersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { generatePersistedQueryIdsFromManifest } from '@apollo/persisted-query-lists';
import persistedQueryIds from 'virtual:persisted-query-ids';
import { getMainDefinition } from '@apollo/client/utilities';
import type { ClientOptions } from 'graphql-ws';
import { isAdminValid, isUserValid, sessionStore, type SessionArea } from './session';
import { areaOfPath, expireSession } from './sessionExpiry';
import { typePolicies } from './cachePolicies';

export const GRAPHQL_PATH = '/graphql';

/** ws(s)://<current host>/graphql */
export function graphqlWsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${GRAPHQL_PATH}`;
}

/* --------------------------------------------------------------------------- WebSocket client */

export interface WsConnectedInfo {
  /** True when this connection replaced a dropped one (missed events are possible). */
  wasRetry: boolean;
}
type WsConnectedListener = (info: WsConnectedInfo) => void;

const wsConnectedListeners = new Set<WsConnectedListener>();
let activeSocket: WebSocket | null = null;

/** Subscribes to the graphql-ws `connected` event. Returns an unsubscribe function. */
export function onWsConnected(listener: WsConnectedListener): () => void {
  wsConnectedListeners.add(listener);
  return () => {
    wsConnectedListeners.delete(listener);
  };
}

/**
 * Calls `refetch` whenever the WebSocket reconnects after a drop (exponential backoff), so a page
 * with live updates reloads what it may have missed (PAGES §5).
 */
export function useRefetchOnReconnect(refetch: () => unknown): void {
  const ref = useRef(refetch);
  useEffect(() => {
    ref.current = refetch;
  });
  useEffect(
    () =>
      onWsConnected(({ wasRetry }) => {
        if (wasRetry) void ref.current();
      }),
    [],
  );
}

/** Exponential backoff with jitter: 1 s, 2 s, 4 s … capped at 30 s. */
export async function wsRetryWait(retries: number): Promise<void> {
  const base = Math.min(30_000, 1000 * 2 ** retries);
  const jitter = Math.floor(Math.random() * 1000);
  await new Promise((resolve) => setTimeout(resolve, base + jitter));
}

/** The graphql-ws client's options (the client itself is created in subscriptions.ts). */
export const wsClientOptions: ClientOptions = {
  url: graphqlWsUrl,
  lazy: true,
  retryAttempts: 20,
  retryWait: wsRetryWait,
  on: {
    opened: (socket) => {
      activeSocket = socket as WebSocket;
    },
    closed: () => {
      activeSocket = null;
    },
    connected: (_socket, _payload, wasRetry) => {
      wsConnectedListeners.forEach((listener) => listener({ wasRetry }));
    },
  },
};

/**
 * Restarts the WebSocket so the server re-authenticates it with the current cookie (call after
 * sign-in and sign-out). Active subscriptions resubscribe on the new connection; with no open
 * socket there is nothing to do (the next subscription connects fresh).
 */
export function restartWsConnection(): void {
  const socket = activeSocket;
  if (socket && socket.readyState === WebSocket.OPEN) {
    // 4205: non-fatal close code → graphql-ws reconnects and resubscribes.
    socket.close(4205, 'Client Restart');
  }
}

/* --------------------------------------------------------------------------------- HTTP + links */

const httpLink = new HttpLink({
  uri: GRAPHQL_PATH,
  credentials: 'same-origin',
  // Resolved per request (keeps the link constructible where fetch is installed later, e.g. tests).
  fetch: (input, init) => window.fetch(input, init),
});

/**
 * Subscriptions go through Apollo's GraphQLWsLink over the app's one graphql-ws client, both loaded
 * on the first subscription (the import is cached; a failed load reaches the subscriber as an error).
 */
const wsLink = new ApolloLink(
  (operation) =>
    new Observable<FetchResult>((observer) => {
      let subscription: { unsubscribe(): void } | undefined;
      let closed = false;
      import('./subscriptions').then(
        ({ subscriptionLink }) => {
          if (!closed) subscription = subscriptionLink.request(operation)?.subscribe(observer);
        },
        (error: unknown) => {
          if (!closed) observer.error(error);
        },
      );
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    }),
);

/* --------------------------------------------------------------------------- trusted documents */

/** The operation ids of a build (scripts/persistedQueries.ts) and the build's id. */
export interface PersistedQueryIds {
  buildId: string;
  operations: ReadonlyArray<{ id: string; name: string }>;
}

/** sessionStorage: the build id of the last reload for PERSISTED_QUERY_NOT_FOUND in this tab. */
export const PERSISTED_QUERY_RELOAD_KEY = 'meridian.persistedQueryReload';

/**
 * A tab of an older build sends ids the server no longer lists (PERSISTED_QUERY_NOT_FOUND): reload
 * once to fetch the current build. The build that reloaded is noted in sessionStorage, so a reload
 * that brings back the same build (server and web app out of step) does not reload again: the error
 * reaches the page instead. Without storage there is no guard, hence no reload. Returns whether it
 * reloads.
 */
export function reloadForNewBuild(buildId: string, reload: () => void = () => window.location.reload()): boolean {
  try {
    if (window.sessionStorage.getItem(PERSISTED_QUERY_RELOAD_KEY) === buildId) return false;
    window.sessionStorage.setItem(PERSISTED_QUERY_RELOAD_KEY, buildId);
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * Sends an operation's persisted id (`extensions.persistedQuery.sha256Hash`) instead of its text,
 * and never falls back to the text: an unknown id calls `onUnknown` (by default the one reload
 * above) and the error goes on to the caller.
 */
export function createTrustedDocumentsLink(ids: PersistedQueryIds, onUnknown: () => void = () => reloadForNewBuild(ids.buildId)): ApolloLink {
  return createPersistedQueryLink({
    ...generatePersistedQueryIdsFromManifest({ loadManifest: () => ({ operations: [...ids.operations] }) }),
    retry: ({ meta }) => {
      if (meta.persistedQueryNotFound) onUnknown();
      return false;
    },
  });
}

/** Operations whose UNAUTHENTICATED answer means "wrong credentials", not "session over". */
const AUTH_OPERATIONS = new Set(['signIn', 'signInAdmin', 'register', 'signOut', 'signOutAdmin']);

type ErrorWithCode = { extensions?: { code?: unknown } | null };

function hasUnauthenticated(errors: ReadonlyArray<ErrorWithCode> | undefined | null): boolean {
  return !!errors?.some((e) => e?.extensions?.code === 'UNAUTHENTICATED');
}

/** Which half an UNAUTHENTICATED answer ends: the area of the current page, else the signed-in one. */
export function areaForUnauthenticated(pathname: string): SessionArea | null {
  const state = sessionStore.getSnapshot();
  const byPath = areaOfPath(pathname);
  if (byPath === 'admin') return state.admin ? 'admin' : null;
  if (byPath === 'user') return state.user ? 'user' : null;
  if (isUserValid(state) || state.user) return 'user';
  if (isAdminValid(state) || state.admin) return 'admin';
  return null;
}

const errorLink = onError(({ graphQLErrors, networkError, operation }) => {
  const networkErrors = (networkError as { result?: { errors?: ErrorWithCode[] } } | undefined)?.result?.errors;
  if (!hasUnauthenticated(graphQLErrors) && !hasUnauthenticated(networkErrors)) return;
  if (AUTH_OPERATIONS.has(operation.operationName) || operation.getContext().skipSessionExpiry) return;
  const area = areaForUnauthenticated(window.location.pathname);
  // A guest has no session to end: let the page show the error.
  if (area) expireSession(area);
});

// Queries and mutations by id in a build; `vite` dev and tests (no ids) send the text.
const httpTransport = persistedQueryIds ? from([createTrustedDocumentsLink(persistedQueryIds), httpLink]) : httpLink;

const transportLink = split(
  ({ query }) => {
    const definition = getMainDefinition(query);
    return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
  },
  wsLink,
  httpTransport,
);

export const apolloClient = new ApolloClient({
  link: from([errorLink as ApolloLink, transportLink]),
  cache: new InMemoryCache({ typePolicies }),
});

/**
 * Empties the cache without refetching (after sign-in/sign-out: a refetch without a session would
 * only produce UNAUTHENTICATED answers). Active queries load again when their pages remount.
 */
export async function resetApolloStore(): Promise<void> {
  await apolloClient.clearStore();
}
