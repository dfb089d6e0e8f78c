import { GraphQLError } from 'graphql';

/** Domain error codes, shared by GraphQL (`extensions.code`) and REST (`code`). */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'ALREADY_EXISTS'
  | 'ALREADY_PROCESSED'
  | 'INSUFFICIENT_FUNDS'
  | 'IDEMPOTENCY_MISMATCH'
  | 'FEATURE_DISABLED'
  | 'OTP_REQUIRED'
  | 'TOTP_REQUIRED'
  | 'TOTP_INVALID'
  | 'TOTP_ENROLMENT_REQUIRED'
  | 'WITHDRAWAL_HOLD'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

const STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  FEATURE_DISABLED: 403,
  OTP_REQUIRED: 403,
  // Sign-in: the password was right, the authenticator's code is missing / wrong; staff must enrol first.
  TOTP_REQUIRED: 401,
  TOTP_INVALID: 401,
  TOTP_ENROLMENT_REQUIRED: 403,
  WITHDRAWAL_HOLD: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_EXISTS: 409,
  ALREADY_PROCESSED: 409,
  INSUFFICIENT_FUNDS: 409,
  IDEMPOTENCY_MISMATCH: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  // A dependency (Redis) is unreachable for now: retry shortly.
  UNAVAILABLE: 503,
};

/** The one error type of the service layer: a code, a user-facing message, optional field errors. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return STATUS[this.code];
  }
}

export const badInput = (message: string, fields?: Record<string, string>) => new AppError('BAD_USER_INPUT', message, fields);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'Not allowed') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please sign in') => new AppError('UNAUTHENTICATED', message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new AppError(code, message);
export const alreadyProcessed = () => new AppError('ALREADY_PROCESSED', 'Already processed');

export function statusOf(code: string): number {
  return STATUS[code as ErrorCode] ?? 500;
}

/** Turns any thrown value into the GraphQL error clients see; unexpected faults never leak details. */
export function toGraphQLError(err: unknown): GraphQLError {
  if (err instanceof AppError) {
    return new GraphQLError(err.message, { extensions: { code: err.code, fields: err.fields } });
  }
  return new GraphQLError('Something went wrong', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}
