/** A fully mocked AuthActions object for page tests (jest.mock of useAuthActions). */
import type { AuthActions } from '../modules/auth/useAuthActions';

export function createAuthActionsMock(): jest.Mocked<AuthActions> {
  const ok = () => Promise.resolve({ ok: true as const, data: {} });
  return {
    register: jest.fn(ok),
    signIn: jest.fn(ok),
    signInAdmin: jest.fn(ok),
    requestPasswordReset: jest.fn(ok),
    resetPassword: jest.fn(ok),
    sendVerificationEmail: jest.fn(ok),
    verifyUser: jest.fn(ok),
    requestOtpCode: jest.fn(ok),
  };
}
