/**
 * Failure details of a GraphQL call (an ApolloError from a generated hook), for the action results
 * of the member modules: the text to show (PAGES §1.10), the error code and the server's named
 * field errors (`extensions.fields`).
 */
import { GENERIC_ERROR, errorMessage } from '../../lib/notify';

export interface CallFailure {
  ok: false;
  /** The text shown to the user. */
  error: string;
  /** `extensions.code` of the first GraphQL error (e.g. BAD_USER_INPUT, OTP_REQUIRED). */
  code?: string;
  /** Server validation messages by field name, when the server names fields. */
  fieldErrors?: Record<string, string>;
}

type GraphQLErrorLike = { message?: unknown; extensions?: { code?: unknown; fields?: unknown } | null };

function graphQLErrorsOf(err: unknown): GraphQLErrorLike[] {
  if (!err || typeof err !== 'object') return [];
  const e = err as { graphQLErrors?: unknown; networkError?: { result?: { errors?: unknown } } | null };
  if (Array.isArray(e.graphQLErrors) && e.graphQLErrors.length) return e.graphQLErrors as GraphQLErrorLike[];
  const fromNetwork = e.networkError?.result?.errors;
  return Array.isArray(fromNetwork) ? (fromNetwork as GraphQLErrorLike[]) : [];
}

/** The failure of a call: server message (else `fallback`, else 'Something went wrong'), code, field errors. */
export function callFailure(err: unknown, fallback: string = GENERIC_ERROR): CallFailure {
  const first = graphQLErrorsOf(err)[0];
  const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : undefined;
  const rawFields = first?.extensions?.fields;
  let fieldErrors: Record<string, string> | undefined;
  if (rawFields && typeof rawFields === 'object') {
    fieldErrors = Object.fromEntries(
      Object.entries(rawFields as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  return { ok: false, error: errorMessage(err, fallback), code, fieldErrors };
}
