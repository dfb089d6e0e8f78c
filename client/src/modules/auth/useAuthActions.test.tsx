import { act, screen, waitFor } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { useAuthActions, type AuthActions } from './useAuthActions';
import {
  RegisterDocument,
  RequestOtpCodeDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  SendVerificationEmailDocument,
  SignInAdminDocument,
  SignInDocument,
  VerifyUserDocument,
} from './auth.generated';
import { admin, createTestSessionStore, member, type RenderOptions } from '../../test/render';
import { mockError, mockNetworkError, mockOp, renderWithApollo } from '../../test/apollo';

let actions: AuthActions;
function Capture() {
  actions = useAuthActions();
  return null;
}

async function setup(mocks: MockedResponse[], initialEntries: RenderOptions['initialEntries'] = ['/']) {
  const { store } = createTestSessionStore(null);
  renderWithApollo(<Capture />, { initialEntries, store, mocks });
  await waitFor(() => expect(actions).toBeDefined());
  await waitFor(() => expect(store.getSnapshot().restored).toBe(true));
  return store;
}

const account = (who: typeof member | typeof admin) => ({ __typename: 'Member' as const, ...who });
const message = (text: string) => ({ __typename: 'MessageResult' as const, success: true, message: text });

describe('useAuthActions (GraphQL)', () => {
  it('signIn sends the credentials, stores the member half and goes to the remembered target', async () => {
    const expireAt = Date.now() + 86_400_000;
    const answer = jest.fn(() => ({ data: { signIn: { __typename: 'Session' as const, expireAt, account: account(member) } } }));
    const store = await setup(
      [mockOp(SignInDocument, { input: { email: 'MRD100007', password: 'pw123456' } }, answer)],
      [{ pathname: '/user/login', state: { from: '/agreement-terms-condition' } }],
    );

    let result: Awaited<ReturnType<AuthActions['signIn']>> | undefined;
    await act(async () => {
      result = await actions.signIn({ email: 'MRD100007', password: 'pw123456' });
    });

    expect(answer).toHaveBeenCalledTimes(1);
    expect(result?.ok).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ user: member, expireAt, admin: null });
    expect(screen.getByTestId('location').textContent).toBe('/agreement-terms-condition');
    expect(await screen.findByText('Login successfully')).toBeInTheDocument();
  });

  it('signIn without a remembered target goes to /user/dashboard; a failure shows the server message', async () => {
    const store = await setup(
      [
        mockError(SignInDocument, { input: { email: 'x', password: 'y' } }, 'Invalid email or password', 'UNAUTHENTICATED'),
        mockOp(SignInDocument, { input: { email: 'x', password: 'y' } }, { signIn: { __typename: 'Session', expireAt: Date.now() + 1000, account: account(member) } }),
      ],
      ['/user/login'],
    );
    let failed: Awaited<ReturnType<AuthActions['signIn']>> | undefined;
    await act(async () => {
      failed = await actions.signIn({ email: 'x', password: 'y' });
    });
    expect(failed).toMatchObject({ ok: false, error: 'Invalid email or password', code: 'UNAUTHENTICATED' });
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(store.getSnapshot().user).toBeNull();

    await act(async () => {
      await actions.signIn({ email: 'x', password: 'y' });
    });
    expect(screen.getByTestId('location').textContent).toBe('/user/dashboard');
  });

  it('signInAdmin stores the admin half and goes to /admin/dashboard', async () => {
    const store = await setup(
      [mockOp(SignInAdminDocument, { input: { email: 'admin@example.com', password: 'pw' } }, { signInAdmin: { __typename: 'Session', expireAt: Date.now() + 1000, account: account(admin) } })],
      ['/admin/panel/login'],
    );
    await act(async () => {
      await actions.signInAdmin({ email: 'admin@example.com', password: 'pw' });
    });
    expect(store.getSnapshot()).toMatchObject({ admin, user: null });
    expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard');
  });

  it('register sends every field and shows the server message with its named field errors', async () => {
    const input = {
      fullname: 'A B',
      phone: '+155512345',
      email: 'a@b.co',
      password: 'password1',
      confirmPassword: 'password1',
      referralBy: 'MRD123456',
    };
    await setup(
      [mockError(RegisterDocument, { input }, 'User with this email already exists.', 'ALREADY_EXISTS', { email: 'taken' })],
      ['/register'],
    );
    let result: Awaited<ReturnType<AuthActions['register']>> | undefined;
    await act(async () => {
      result = await actions.register(input);
    });
    expect(result).toMatchObject({ ok: false, error: 'User with this email already exists.', code: 'ALREADY_EXISTS', fieldErrors: { email: 'taken' } });
    expect(await screen.findByText('User with this email already exists.')).toBeInTheDocument();
  });

  it("a failed forgot-password request always shows 'User Not Found'", async () => {
    await setup(
      [mockError(RequestPasswordResetDocument, { email: 'nobody@example.com', role: 'user' }, 'Something else', 'INTERNAL_SERVER_ERROR')],
      ['/user/login'],
    );
    await act(async () => {
      await actions.requestPasswordReset('nobody@example.com', 'user');
    });
    expect(await screen.findByText('User Not Found')).toBeInTheDocument();
    expect(screen.queryByText('Something else')).not.toBeInTheDocument();
  });

  it("resetPassword toasts 'Password change successfuly' and goes to /user/login after 2 s", async () => {
    await setup(
      [mockOp(ResetPasswordDocument, { token: 'abc', newPassword: 'newpassword' }, { resetPassword: message('Password change successfuly') })],
      ['/reset-password/abc'],
    );
    // Fake timers that still advance on their own (the mocked answer arrives on a 0 ms timer).
    jest.useFakeTimers({ advanceTimers: true });
    try {
      let result: Awaited<ReturnType<AuthActions['resetPassword']>> | undefined;
      await act(async () => {
        result = await actions.resetPassword('abc', 'newpassword');
      });
      expect(result?.ok).toBe(true);
      expect(screen.getByText('Password change successfuly')).toBeInTheDocument();
      expect(screen.getByTestId('location').textContent).toBe('/reset-password/abc');
      await act(async () => {
        jest.advanceTimersByTime(2000);
      });
      expect(screen.getByTestId('location').textContent).toBe('/user/login');
    } finally {
      jest.useRealTimers();
    }
  });

  it("verification calls show their success texts; requestOtpCode shows the server message; a network failure shows 'Something went wrong'", async () => {
    await setup(
      [
        mockOp(VerifyUserDocument, { email: 'a@b.co', otp: '123456' }, { verifyUser: message('Email Verified Successfully!') }),
        mockOp(SendVerificationEmailDocument, { email: 'a@b.co' }, { sendVerificationEmail: message('Verification email sent!') }),
        mockOp(RequestOtpCodeDocument, { email: 'a@b.co' }, { requestOtpCode: message('A new code is on its way') }),
        mockError(RequestOtpCodeDocument, { email: 'a@b.co' }, 'Please wait a minute before asking again', 'RATE_LIMITED'),
        mockNetworkError(RequestOtpCodeDocument, { email: 'a@b.co' }),
      ],
      ['/register'],
    );
    await act(async () => {
      await actions.verifyUser('a@b.co', '123456');
    });
    expect(await screen.findByText('Email Verified Successfully!')).toBeInTheDocument();

    await act(async () => {
      await actions.sendVerificationEmail('a@b.co');
    });
    expect(await screen.findByText('Verification email sent!')).toBeInTheDocument();

    await act(async () => {
      await actions.requestOtpCode('a@b.co');
    });
    expect(await screen.findByText('A new code is on its way')).toBeInTheDocument();

    let failed: Awaited<ReturnType<AuthActions['requestOtpCode']>> | undefined;
    await act(async () => {
      failed = await actions.requestOtpCode('a@b.co');
    });
    expect(failed).toMatchObject({ ok: false, error: 'Please wait a minute before asking again' });

    await act(async () => {
      failed = await actions.requestOtpCode('a@b.co');
    });
    expect(failed).toMatchObject({ ok: false, error: 'Something went wrong' });
  });
});
