/** A fully mocked AuthActions object for page tests (jest.mock of useAuthActions). */
import type { ActionResult, AuthActions } from '../modules/auth/useAuthActions';

export function createAuthActionsMock(): jest.Mocked<AuthActions> {
  const ok = (): Promise<ActionResult> => Promise.resolve({ ok: true, data: {} });
  return {
    register: jest.fn<Promise<ActionResult>, Parameters<AuthActions['register']>>(ok),
    signIn: jest.fn<Promise<ActionResult>, Parameters<AuthActions['signIn']>>(ok),
    signInAdmin: jest.fn<Promise<ActionResult>, Parameters<AuthActions['signInAdmin']>>(ok),
    requestPasswordReset: jest.fn<Promise<ActionResult>, Parameters<AuthActions['requestPasswordReset']>>(ok),
    resetPassword: jest.fn<Promise<ActionResult>, Parameters<AuthActions['resetPassword']>>(ok),
    sendVerificationEmail: jest.fn<Promise<ActionResult>, Parameters<AuthActions['sendVerificationEmail']>>(ok),
    verifyUser: jest.fn<Promise<ActionResult>, Parameters<AuthActions['verifyUser']>>(ok),
    requestOtpCode: jest.fn<Promise<ActionResult>, Parameters<AuthActions['requestOtpCode']>>(ok),
    beginTotpEnrolment: jest.fn<ReturnType<AuthActions['beginTotpEnrolment']>, Parameters<AuthActions['beginTotpEnrolment']>>(() =>
      Promise.resolve({ ok: true, data: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Meridian:staff?secret=JBSWY3DPEHPK3PXP&issuer=Meridian' } }),
    ),
    confirmTotpEnrolment: jest.fn<ReturnType<AuthActions['confirmTotpEnrolment']>, Parameters<AuthActions['confirmTotpEnrolment']>>(() =>
      Promise.resolve({ ok: true, data: { recoveryCodes: [], session: null } }),
    ),
    openAdminSession: jest.fn<Promise<void>, Parameters<AuthActions['openAdminSession']>>(() => Promise.resolve()),
  };
}
