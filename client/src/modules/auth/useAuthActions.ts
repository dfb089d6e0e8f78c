/**
 * Auth actions used by the public forms, over the public pages' fetch caller (src/lib/publicGraphql.ts,
 * not Apollo: the public pages load no Apollo Client) and the generated documents (auth.graphql):
 * register, signIn, signInAdmin, requestPasswordReset, resetPassword, sendVerificationEmail,
 * verifyUser, requestOtpCode; with two-factor authentication, the sign-ins take the app's code
 * (`totpCode`: their TOTP_REQUIRED answer is a step, not toasted) and staff who must use it enrol
 * from the sign-in (beginTotpEnrolment / confirmTotpEnrolment with the sign-in's enrolment token,
 * then openAdminSession).
 *
 * Every action resolves (never rejects) to an ActionResult. Toasts, session updates and the
 * navigation that the spec ties to an action happen inside the action; the page decides the rest
 * (inline errors, steps).
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { DocumentNode } from 'graphql';
import { pickSessionUser, useSession } from '../../app/session';
import { HOME_PATH, LOGIN_PATH, isSafeReturnPath } from '../../app/sessionExpiry';
import { publicGraphql } from '../../lib/publicGraphql';
// Documents only (auth.generated's hooks stay unused, so no @apollo/client comes with them).
import {
  RegisterDocument,
  RequestOtpCodeDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  SendVerificationEmailDocument,
  SignInAdminDocument,
  SignInDocument,
  VerifyUserDocument,
  type RegisterMutation,
  type RegisterMutationVariables,
  type RequestOtpCodeMutation,
  type RequestOtpCodeMutationVariables,
  type RequestPasswordResetMutation,
  type RequestPasswordResetMutationVariables,
  type ResetPasswordMutation,
  type ResetPasswordMutationVariables,
  type SendVerificationEmailMutation,
  type SendVerificationEmailMutationVariables,
  type SignInAdminMutation,
  type SignInAdminMutationVariables,
  type SignInMutation,
  type SignInMutationVariables,
  type VerifyUserMutation,
  type VerifyUserMutationVariables,
} from './auth.generated';
import {
  BeginStaffTotpEnrolmentDocument,
  ConfirmStaffTotpEnrolmentDocument,
  type BeginStaffTotpEnrolmentMutation,
  type BeginStaffTotpEnrolmentMutationVariables,
  type ConfirmStaffTotpEnrolmentMutation,
  type ConfirmStaffTotpEnrolmentMutationVariables,
} from './staffEnrolment.generated';
import { GENERIC_ERROR, notifyError, notifySuccess } from '../../lib/notify';
import { callFailure } from './errors';

/** Sessions last one day when the server does not say otherwise (cookie Max-Age=86400). */
const DEFAULT_SESSION_MS = 86_400_000;

export const MESSAGES = {
  userNotFound: 'User Not Found',
  passwordChanged: 'Password change successfuly',
  verificationSent: 'Verification email sent!',
  emailVerified: 'Email Verified Successfully!',
  /** The server's texts for these calls (the GraphQL Session carries no message). */
  registered: 'Registered successfully',
  signedIn: 'Login successfully',
  resetLinkSent: 'If the account exists, a reset link is on its way to your inbox.',
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
  /** Two-factor authentication on: the authenticator's 6-digit code, or a recovery code. */
  totpCode?: string;
}

/** Sign-in answers that are a next step (the page asks for the code, or for an enrolment), not an error toast. */
export const SIGN_IN_STEPS = ['TOTP_REQUIRED', 'TOTP_ENROLMENT_REQUIRED'];

export type StaffSession = NonNullable<ConfirmStaffTotpEnrolmentMutation['confirmTotpEnrolment']['session']>;

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
  /** Staff who must use TOTP: starts the enrolment with the sign-in's enrolment token. */
  beginTotpEnrolment(enrolmentToken: string): Promise<ActionResult<{ secret: string; otpauthUri: string }>>;
  /** Confirms it: the recovery codes, and the session the sign-in held back (opened with openAdminSession). */
  confirmTotpEnrolment(code: string, enrolmentToken: string): Promise<ActionResult<{ recoveryCodes: string[]; session: StaffSession | null }>>;
  openAdminSession(session: StaffSession): Promise<void>;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/**
 * Runs a mutation. A failure is toasted (the server message, or `failureText` when given) and
 * returned as an ActionFailure; a network failure reads 'Something went wrong'.
 */
async function run<T, V>(document: DocumentNode, variables: V, options: { failureText?: string; quietCodes?: string[] } = {}): Promise<{ data?: T; failure?: ActionFailure }> {
  try {
    const data = await publicGraphql<T, V>(document, variables);
    if (data === undefined || data === null) throw new Error('Empty answer');
    return { data };
  } catch (err) {
    const failure = callFailure(err);
    const shown: ActionFailure = options.failureText ? { ...failure, error: options.failureText } : failure;
    if (!(failure.code && options.quietCodes?.includes(failure.code))) notifyError(shown.error);
    return { failure: shown };
  }
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

  /**
   * Apollo's cache emptied and its WebSocket restarted for the new session. Apollo is loaded here, not
   * with the public page: the signed-in area needs it next anyway.
   */
  const afterSessionChange = useCallback(async () => {
    try {
      const { resetApolloStore, restartWsConnection } = await import('../../app/apollo');
      try {
        await resetApolloStore();
      } catch {
        // An empty cache is the goal; a failed reset only leaves stale entries to be refetched.
      }
      restartWsConnection();
    } catch {
      // Apollo failed to load: it holds no cache or connection yet; the signed-in layout loads it again.
    }
  }, []);

  const register = useCallback<AuthActions['register']>(
    async (input) => {
      const { data, failure } = await run<RegisterMutation, RegisterMutationVariables>(RegisterDocument, {
        input: {
          fullname: input.fullname,
          phone: input.phone,
          email: input.email,
          password: input.password,
          confirmPassword: input.confirmPassword,
          referralBy: input.referralBy,
        },
      });
      if (failure) return failure;
      notifySuccess(MESSAGES.registered);
      return { ok: true, data: data!.register, message: MESSAGES.registered };
    },
    [],
  );

  const signIn = useCallback<AuthActions['signIn']>(
    async ({ email, password, totpCode }) => {
      const { data, failure } = await run<SignInMutation, SignInMutationVariables>(SignInDocument, { input: { email, password, ...(totpCode ? { totpCode } : {}) } }, { quietCodes: SIGN_IN_STEPS });
      if (failure) return failure;
      const user = pickSessionUser(data!.signIn.account, 'user');
      if (!user) {
        notifyError(GENERIC_ERROR);
        return { ok: false, error: GENERIC_ERROR };
      }
      // Empty the cache first: clearing it later would cancel the next page's first queries.
      await afterSessionChange();
      setUserSession(user, expiry(data!.signIn.expireAt));
      notifySuccess(MESSAGES.signedIn);
      navigate(isSafeReturnPath(from, 'user') ? from : HOME_PATH.user, { replace: true });
      return { ok: true, data: data!.signIn, message: MESSAGES.signedIn };
    },
    [afterSessionChange, from, navigate, setUserSession],
  );

  const signInAdmin = useCallback<AuthActions['signInAdmin']>(
    async ({ email, password, totpCode }) => {
      const { data, failure } = await run<SignInAdminMutation, SignInAdminMutationVariables>(SignInAdminDocument, { input: { email, password, ...(totpCode ? { totpCode } : {}) } }, { quietCodes: SIGN_IN_STEPS });
      if (failure) return failure;
      const admin = pickSessionUser(data!.signInAdmin.account, 'admin');
      if (!admin) {
        notifyError(GENERIC_ERROR);
        return { ok: false, error: GENERIC_ERROR };
      }
      // Empty the cache first: clearing it later would cancel the next page's first queries.
      await afterSessionChange();
      setAdminSession(admin, expiry(data!.signInAdmin.expireAt));
      notifySuccess(MESSAGES.signedIn);
      navigate(isSafeReturnPath(from, 'admin') ? from : HOME_PATH.admin, { replace: true });
      return { ok: true, data: data!.signInAdmin, message: MESSAGES.signedIn };
    },
    [afterSessionChange, from, navigate, setAdminSession],
  );

  const requestPasswordReset = useCallback<AuthActions['requestPasswordReset']>(
    async (email, role) => {
      const { data, failure } = await run<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>(RequestPasswordResetDocument, { email, role }, {
        failureText: MESSAGES.userNotFound,
      });
      if (failure) return failure;
      const message = text(data!.requestPasswordReset.message);
      notifySuccess(message ?? MESSAGES.resetLinkSent);
      return { ok: true, data: data!.requestPasswordReset, message };
    },
    [],
  );

  const resetPassword = useCallback<AuthActions['resetPassword']>(
    async (token, newPassword) => {
      const { data, failure } = await run<ResetPasswordMutation, ResetPasswordMutationVariables>(ResetPasswordDocument, { token, newPassword });
      if (failure) return failure;
      notifySuccess(MESSAGES.passwordChanged);
      timers.current.push(setTimeout(() => navigate(LOGIN_PATH.user, { replace: true }), 2000));
      return { ok: true, data: data!.resetPassword, message: MESSAGES.passwordChanged };
    },
    [navigate],
  );

  const sendVerificationEmail = useCallback<AuthActions['sendVerificationEmail']>(
    async (email) => {
      const { data, failure } = await run<SendVerificationEmailMutation, SendVerificationEmailMutationVariables>(SendVerificationEmailDocument, { email });
      if (failure) return failure;
      notifySuccess(MESSAGES.verificationSent);
      return { ok: true, data: data!.sendVerificationEmail, message: MESSAGES.verificationSent };
    },
    [],
  );

  const verifyUser = useCallback<AuthActions['verifyUser']>(
    async (email, otp) => {
      const { data, failure } = await run<VerifyUserMutation, VerifyUserMutationVariables>(VerifyUserDocument, { email, otp });
      if (failure) return failure;
      notifySuccess(MESSAGES.emailVerified);
      return { ok: true, data: data!.verifyUser, message: MESSAGES.emailVerified };
    },
    [],
  );

  const requestOtpCode = useCallback<AuthActions['requestOtpCode']>(
    async (email) => {
      const { data, failure } = await run<RequestOtpCodeMutation, RequestOtpCodeMutationVariables>(RequestOtpCodeDocument, { email });
      if (failure) return failure;
      const message = text(data!.requestOtpCode.message) ?? MESSAGES.verificationSent;
      notifySuccess(message);
      return { ok: true, data: data!.requestOtpCode, message };
    },
    [],
  );

  const beginTotpEnrolment = useCallback<AuthActions['beginTotpEnrolment']>(async (enrolmentToken) => {
    const { data, failure } = await run<BeginStaffTotpEnrolmentMutation, BeginStaffTotpEnrolmentMutationVariables>(BeginStaffTotpEnrolmentDocument, { enrolmentToken });
    if (failure) return failure;
    return { ok: true, data: data!.beginTotpEnrolment };
  }, []);

  const confirmTotpEnrolment = useCallback<AuthActions['confirmTotpEnrolment']>(async (code, enrolmentToken) => {
    const { data, failure } = await run<ConfirmStaffTotpEnrolmentMutation, ConfirmStaffTotpEnrolmentMutationVariables>(ConfirmStaffTotpEnrolmentDocument, { code, enrolmentToken });
    if (failure) return failure;
    notifySuccess('Two-factor authentication is on');
    return { ok: true, data: data!.confirmTotpEnrolment };
  }, []);

  const openAdminSession = useCallback<AuthActions['openAdminSession']>(
    async (session) => {
      const admin = pickSessionUser(session.account, 'admin');
      if (!admin) {
        notifyError(GENERIC_ERROR);
        return;
      }
      await afterSessionChange();
      setAdminSession(admin, expiry(session.expireAt));
      notifySuccess(MESSAGES.signedIn);
      navigate(isSafeReturnPath(from, 'admin') ? from : HOME_PATH.admin, { replace: true });
    },
    [afterSessionChange, from, navigate, setAdminSession],
  );

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
      beginTotpEnrolment,
      confirmTotpEnrolment,
      openAdminSession,
    }),
    [register, signIn, signInAdmin, requestPasswordReset, resetPassword, sendVerificationEmail, verifyUser, requestOtpCode, beginTotpEnrolment, confirmTotpEnrolment, openAdminSession],
  );
}
