/**
 * The explorer's HTTP fetch. With a session (the admin explorer) requests carry the cookie
 * (same-origin). With a token (the developer explorer) they carry `Authorization: Bearer <token>`
 * and never the cookie (`credentials: 'omit'`): what runs is exactly what the token may do. A
 * request whose headers already name an Authorization (typed in GraphiQL's Headers tab) is a token
 * request too.
 */
export type ExplorerMode = 'session' | 'token';

/** The API's path (as app/apollo's GRAPHQL_PATH; not imported: the public explorer stays off Apollo). */
export const GRAPHQL_URL = '/graphql';

/** ws(s)://<host>/graphql for a page at `location`. */
export function graphqlWsUrlOf(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${GRAPHQL_URL}`;
}

export function hasAuthorization(headers: HeadersInit | undefined): boolean {
  if (!headers) return false;
  if (headers instanceof Headers) return headers.has('authorization');
  if (Array.isArray(headers)) return headers.some(([k]) => k.toLowerCase() === 'authorization');
  return Object.keys(headers).some((k) => k.toLowerCase() === 'authorization');
}

/** The fetch for GraphiQL's fetcher in `mode` (with `token` in token mode). */
export function explorerFetch(mode: ExplorerMode, token: string | null, baseFetch: () => typeof fetch = () => window.fetch): typeof fetch {
  return (input, init = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    if (mode === 'token' && token && !hasAuthorization(headers)) headers.authorization = `Bearer ${token}`;
    const bearer = hasAuthorization(headers);
    return baseFetch()(input, { ...init, headers, credentials: mode === 'token' || bearer ? 'omit' : 'same-origin' });
  };
}
