import { notifications } from '@mantine/notifications';

/** Generic error text (PAGES §1.10): network failures and errors without server text. */
export const GENERIC_ERROR = 'Something went wrong';

export interface NotifyOptions {
  title?: string;
  /** A stable id shows the toast only once while it is on screen. */
  id?: string;
}

/** Success toast: green, 4 s. */
export function notifySuccess(message: string, options: NotifyOptions = {}): void {
  notifications.show({ color: 'green', autoClose: 4000, message, ...options });
}

/** Error toast: red, 6 s. */
export function notifyError(message: string, options: NotifyOptions = {}): void {
  notifications.show({ color: 'red', autoClose: 6000, message, ...options });
}

/**
 * An error whose message is text from the server (REST `message`/`error` field, or a GraphQL
 * error message). `errorMessage()` shows its text as-is.
 */
export class ServerMessageError extends Error {
  readonly code?: string;
  readonly status?: number;
  readonly fieldErrors?: Record<string, string>;

  constructor(message: string, extra: { code?: string; status?: number; fieldErrors?: Record<string, string> } = {}) {
    super(message);
    this.name = 'ServerMessageError';
    this.code = extra.code;
    this.status = extra.status;
    this.fieldErrors = extra.fieldErrors;
  }
}

type GraphQLErrorLike = { message?: unknown };

function firstGraphQLMessage(errors: unknown): string | null {
  if (!Array.isArray(errors)) return null;
  for (const e of errors as GraphQLErrorLike[]) {
    if (e && typeof e.message === 'string' && e.message.trim()) return e.message;
  }
  return null;
}

/**
 * The text to show for a failed call (PAGES §1.10):
 * - an Apollo error with GraphQL errors → the first server message;
 * - an Apollo network error → the server's GraphQL message if the HTTP body carried one,
 *   else 'Something went wrong';
 * - a ServerMessageError → its message;
 * - anything else → `fallback` (default 'Something went wrong').
 */
export function errorMessage(err: unknown, fallback: string = GENERIC_ERROR): string {
  if (err === null || err === undefined) return fallback;
  if (typeof err === 'string') return err.trim() ? err : fallback;
  if (err instanceof ServerMessageError) return err.message || fallback;
  if (typeof err === 'object') {
    const e = err as {
      graphQLErrors?: unknown;
      errors?: unknown;
      networkError?: { result?: { errors?: unknown } } | null;
    };
    const gql = firstGraphQLMessage(e.graphQLErrors) ?? firstGraphQLMessage(e.errors);
    if (gql) return gql;
    if (e.networkError) return firstGraphQLMessage(e.networkError.result?.errors) ?? GENERIC_ERROR;
    // A fetch() that never reached the server.
    if (err instanceof TypeError) return GENERIC_ERROR;
  }
  return fallback;
}
