/**
 * Auth actions used by the public forms. For now they call the REST API (/api/v1, see
 * REST-CONTRACT §4.1–4.2) with fetch(); the interface below is meant to stay when they move to the
 * generated GraphQL hooks.
 *
 * Every action resolves (never rejects) to an ActionResult. Toasts, session updates and the
 * navigation that the spec ties to an action happen inside the action; the page decides the rest
 * (inline errors, steps).
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { resetApolloStore, restartWsConnection } from '../../app/apollo';
import { pickSessionUser, useSession } from '../../app/session';
import { HOME_PATH, LOGIN_PATH, isSafeReturnPath } from '../../app/sessionExpiry';
import { GENERIC_ERROR, notifyError, notifySuccess } from '../../lib/notify';

export const API_BASE = '/api/v1';

/** Sessions last one day when the server does not say otherwise (cookie Max-Age=86400). */
const DEFAULT_SESSION_MS = 86_400_000;

export const MESSAGES = {
  userNotFound: 'User Not Found',
  passwordChanged: 'Password change successfuly',
  verificationSent: 'Verification email sent!',
  emailVerified: 'Email Verified Successfully!',
} as const;

export interface RegisterInput {
  fullname: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
  referralBy: string;
}

export interface SignInInput {
  /** Email or username. */
  email: string;
  password: string;
}

export type PasswordResetRole = 'user' | 'admin';

export interface ActionFailure {
  ok: false;
  /** The text shown to the user (already toasted). */
  error: string;
  code?: string;
  status?: number;
  /** Server validation messages by field name, when the server names fields. */
  fieldErrors?: Record<string, string>;
}

export type ActionResult<T = unknown> = { ok: true; data: T; message?: string } | ActionFailure;

export interface AuthActions {
  register(input: RegisterInput): Promise<ActionResult>;
  signIn(input: SignInInput): Promise<ActionResult>;
  signInAdmin(input: SignInInput): Promise<ActionResult>;
  requestPasswordReset(email: string, role: PasswordResetRole): Promise<ActionResult>;
  resetPassword(token: string, newPassword: string): Promise<ActionResult>;
  sendVerificationEmail(email: string): Promise<ActionResult>;
  verifyUser(email: string, otp: string): Promise<ActionResult>;
  requestOtpCode(email: string): Promise<ActionResult>;
}

type JsonBody = Record<string, unknown>;

interface PostOutcome {
  ok: boolean;
  status: number;
  body: JsonBody;
}

async function postJson(path: string, payload: unknown): Promise<PostOutcome> {
  const response = await fetch(`${API_BASE}/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(payload),
  });
  let body: JsonBody = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') body = parsed as JsonBody;
  } catch {
    // Non-JSON body (proxy error page): fall back to the generic text.
  }
  return { ok: response.ok && body.success !== false, status: response.status, body };
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** Error text of a failed answer: `message` for most calls, `error` for the register family. */
function failure(outcome: PostOutcome, field: 'message' | 'error'): ActionFailure {
  const { body, status } = outcome;
  const error =
    (field === 'error' ? text(body.error) ?? text(body.message) : text(body.message) ?? text(body.error)) ??
    GENERIC_ERROR;
  const fields = body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : undefined;
  return { ok: false, error, status, code: text(body.code), fieldErrors: fields };
}

/** Runs a call; network failures become 'Something went wrong'. Failure text is toasted unless overridden. */
async function run(
  call: () => Promise<PostOutcome>,
  field: 'message' | 'error',
  options: { failureText?: string } = {},
): Promise<{ outcome?: PostOutcome; result?: ActionFailure }> {
  let outcome: PostOutcome;
  try {
    outcome = await call();
  } catch {
    const error = options.failureText ?? GENERIC_ERROR;
    notifyError(error);
    return { result: { ok: false, error } };
  }
  if (!outcome.ok) {
    const result = failure(outcome, field);
    const shown = options.failureText ? { ...result, error: options.failureText } : result;
    notifyError(shown.error);
    return { result: shown };
  }
  return { outcome };
}

function expiry(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim()) {
    const n = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
    if (!Number.isNaN(n)) return n;
  }
  return Date.now() + DEFAULT_SESSION_MS;
}

/** The auth actions, bound to the current router location and session. */
export function useAuthActions(): AuthActions {
  const navigate = useNavigate();
  const location = useLocation();
  const { setUserSession, setAdminSession } = useSession();
  const from = (location.state as { from?: unknown } | null)?.from;

  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(
    () => () => {
      timers.current.forEach(clearTimeout);
    },
    [],
  );

  const afterSessionChange = useCallback(async () => {
    try {
      await resetApolloStore();
    } catch {
      // An empty cache is the goal; a failed reset only leaves stale entries to be refetched.
    }
    restartWsConnection();
  }, []);

  const register = useCallback<AuthActions['register']>(async (input) => {
    const { outcome, result } = await run(
      () =>
        postJson('auth/register', {
          fullname: input.fullname,
          phone: input.phone,
          email: input.email,
          password: input.password,
          confirmPassword: input.confirmPassword,
          referralBy: input.referralBy,
        }),
      'error',
    );
    if (result) return result;
    const message = text(outcome!.body.message);
    if (message) notifySuccess(message);
    return { ok: true, data: outcome!.body, message };
  }, []);

  const signIn = useCallback<AuthActions['signIn']>(
    async ({ email, password }) => {
      const { outcome, result } = await run(() => postJson('auth/signin', { email, password }), 'message');
      if (result) return result;
      const user = pickSessionUser(outcome!.body.auth, 'user');
      if (!user) {
        notifyError(GENERIC_ERROR);
        return { ok: false, error: GENERIC_ERROR };
      }
      // Empty the cache first: clearing it later would cancel the next page's first queries.
      await afterSessionChange();
      setUserSession(user, expiry(outcome!.body.expireAt));
      const message = text(outcome!.body.message);
      if (message) notifySuccess(message);
      navigate(isSafeReturnPath(from, 'user') ? from : HOME_PATH.user, { replace: true });
      return { ok: true, data: outcome!.body, message };
    },
    [afterSessionChange, from, navigate, setUserSession],
  );

  const signInAdmin = useCallback<AuthActions['signInAdmin']>(
    async ({ email, password }) => {
      const { outcome, result } = await run(() => postJson('auth/adminsignin', { email, password }), 'message');
      if (result) return result;
      const admin = pickSessionUser(outcome!.body.admin, 'admin');
      if (!admin) {
        notifyError(GENERIC_ERROR);
        return { ok: false, error: GENERIC_ERROR };
      }
      // Empty the cache first: clearing it later would cancel the next page's first queries.
      await afterSessionChange();
      setAdminSession(admin, expiry(outcome!.body.expireAt));
      const message = text(outcome!.body.message);
      if (message) notifySuccess(message);
      navigate(isSafeReturnPath(from, 'admin') ? from : HOME_PATH.admin, { replace: true });
      return { ok: true, data: outcome!.body, message };
    },
    [afterSessionChange, from, navigate, setAdminSession],
  );

  const requestPasswordReset = useCallback<AuthActions['requestPasswordReset']>(async (email, role) => {
    const { outcome, result } = await run(() => postJson('pass/forget', { email, role }), 'message', {
      failureText: MESSAGES.userNotFound,
    });
    if (result) return result;
    const message = text(outcome!.body.message);
    notifySuccess(message ?? 'If the account exists, a reset link is on its way to your inbox.');
    return { ok: true, data: outcome!.body, message };
  }, []);

  const resetPassword = useCallback<AuthActions['resetPassword']>(
    async (token, newPassword) => {
      const { outcome, result } = await run(() => postJson('pass/reset', { token, newPassword }), 'message');
      if (result) return result;
      notifySuccess(MESSAGES.passwordChanged);
      timers.current.push(setTimeout(() => navigate(LOGIN_PATH.user, { replace: true }), 2000));
      return { ok: true, data: outcome!.body, message: MESSAGES.passwordChanged };
    },
    [navigate],
  );

  const sendVerificationEmail = useCallback<AuthActions['sendVerificationEmail']>(async (email) => {
    const { outcome, result } = await run(() => postJson('auth/email-verification', { email }), 'error');
    if (result) return result;
    notifySuccess(MESSAGES.verificationSent);
    return { ok: true, data: outcome!.body, message: MESSAGES.verificationSent };
  }, []);

  const verifyUser = useCallback<AuthActions['verifyUser']>(async (email, otp) => {
    const { outcome, result } = await run(() => postJson('auth/otp-code', { email, otp }), 'error');
    if (result) return result;
    notifySuccess(MESSAGES.emailVerified);
    return { ok: true, data: outcome!.body, message: MESSAGES.emailVerified };
  }, []);

  const requestOtpCode = useCallback<AuthActions['requestOtpCode']>(async (email) => {
    const { outcome, result } = await run(() => postJson('auth/verify-user', { email }), 'error');
    if (result) return result;
    const message = text(outcome!.body.message) ?? MESSAGES.verificationSent;
    notifySuccess(message);
    return { ok: true, data: outcome!.body, message };
  }, []);

  return useMemo(
    () => ({
      register,
      signIn,
      signInAdmin,
      requestPasswordReset,
      resetPassword,
      sendVerificationEmail,
      verifyUser,
      requestOtpCode,
    }),
    [register, signIn, signInAdmin, requestPasswordReset, resetPassword, sendVerificationEmail, verifyUser, requestOtpCode],
  );
}
