import { act, screen, waitFor } from '@testing-library/react';
import { useAuthActions, type AuthActions } from './useAuthActions';
import { admin, createTestSessionStore, member, renderWithProviders, type RenderOptions } from '../../test/render';

type FetchMock = jest.Mock<Promise<unknown>, [string, RequestInit]>;

function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) });
}

let actions: AuthActions;
function Capture() {
  actions = useAuthActions();
  return null;
}

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = jest.fn();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

async function setup(initialEntries: RenderOptions['initialEntries'] = ['/']) {
  const { store } = createTestSessionStore(null);
  renderWithProviders(<Capture />, { initialEntries, store });
  await waitFor(() => expect(actions).toBeDefined());
  await waitFor(() => expect(store.getSnapshot().restored).toBe(true));
  return store;
}

const body = (call: number) => JSON.parse(String(fetchMock.mock.calls[call][1].body));

describe('useAuthActions (REST for now)', () => {
  it('signIn posts the credentials, stores the member half and goes to the remembered target', async () => {
    const store = await setup([{ pathname: '/user/login', state: { from: '/agreement-terms-condition' } }]);
    const expireAt = Date.now() + 86_400_000;
    fetchMock.mockReturnValueOnce(answer(200, { success: true, message: 'Login successfully', token: 'jwt', auth: { ...member, business: 5 }, expireAt }));

    let result: Awaited<ReturnType<AuthActions['signIn']>> | undefined;
    await act(async () => {
      result = await actions.signIn({ email: 'MRD100007', password: 'pw123456' });
    });

    expect(fetchMock).toHaveBeenCalledWith('/api/v1/auth/signin', expect.objectContaining({ method: 'POST', credentials: 'same-origin' }));
    expect(body(0)).toEqual({ email: 'MRD100007', password: 'pw123456' });
    expect(result?.ok).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ user: member, expireAt, admin: null });
    expect(screen.getByTestId('location').textContent).toBe('/agreement-terms-condition');
  });

  it('signIn without a remembered target goes to /user/dashboard; a failure shows the server message', async () => {
    const store = await setup(['/user/login']);
    fetchMock.mockReturnValueOnce(answer(401, { success: false, message: 'Invalid email or password', error: 'Invalid email or password', code: 'UNAUTHENTICATED' }));
    let failed: Awaited<ReturnType<AuthActions['signIn']>> | undefined;
    await act(async () => {
      failed = await actions.signIn({ email: 'x', password: 'y' });
    });
    expect(failed).toMatchObject({ ok: false, error: 'Invalid email or password' });
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(store.getSnapshot().user).toBeNull();

    fetchMock.mockReturnValueOnce(answer(200, { auth: member, expireAt: Date.now() + 1000 }));
    await act(async () => {
      await actions.signIn({ email: 'x', password: 'y' });
    });
    expect(screen.getByTestId('location').textContent).toBe('/user/dashboard');
  });

  it('signInAdmin stores the admin half and goes to /admin/dashboard', async () => {
    const store = await setup(['/admin/panel/login']);
    fetchMock.mockReturnValueOnce(answer(200, { admin, expireAt: Date.now() + 1000 }));
    await act(async () => {
      await actions.signInAdmin({ email: 'admin@example.com', password: 'pw' });
    });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/auth/adminsignin');
    expect(store.getSnapshot()).toMatchObject({ admin, user: null });
    expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard');
  });

  it("register shows the server's `error` field", async () => {
    await setup(['/register']);
    fetchMock.mockReturnValueOnce(
      answer(409, { success: false, message: 'Conflict', error: 'User with this email already exists.', code: 'CONFLICT' }),
    );
    let result: Awaited<ReturnType<AuthActions['register']>> | undefined;
    await act(async () => {
      result = await actions.register({
        fullname: 'A B',
        phone: '+155512345',
        email: 'a@b.co',
        password: 'password1',
        confirmPassword: 'password1',
        referralBy: 'MRD123456',
      });
    });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/auth/register');
    expect(body(0)).toMatchObject({ referralBy: 'MRD123456', confirmPassword: 'password1' });
    expect(result).toMatchObject({ ok: false, error: 'User with this email already exists.' });
    expect(await screen.findByText('User with this email already exists.')).toBeInTheDocument();
  });

  it("a failed forgot-password request always shows 'User Not Found'", async () => {
    await setup(['/user/login']);
    fetchMock.mockReturnValueOnce(answer(500, { success: false, message: 'Something else' }));
    await act(async () => {
      await actions.requestPasswordReset('nobody@example.com', 'user');
    });
    expect(body(0)).toEqual({ email: 'nobody@example.com', role: 'user' });
    expect(await screen.findByText('User Not Found')).toBeInTheDocument();
    expect(screen.queryByText('Something else')).not.toBeInTheDocument();
  });

  it("resetPassword toasts 'Password change successfuly' and goes to /user/login after 2 s", async () => {
    await setup(['/reset-password/abc']);
    fetchMock.mockReturnValueOnce(answer(200, { success: true, message: 'Password change successfuly' }));
    jest.useFakeTimers();
    try {
      await act(async () => {
        await actions.resetPassword('abc', 'newpassword');
      });
      expect(body(0)).toEqual({ token: 'abc', newPassword: 'newpassword' });
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

  it("verification calls use their endpoints and success texts; a network failure shows 'Something went wrong'", async () => {
    await setup(['/register']);
    fetchMock.mockReturnValueOnce(answer(200, { success: true, message: 'Email Verified Successfully!' }));
    await act(async () => {
      await actions.verifyUser('a@b.co', '123456');
    });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/auth/otp-code');
    expect(body(0)).toEqual({ email: 'a@b.co', otp: '123456' });
    expect(await screen.findByText('Email Verified Successfully!')).toBeInTheDocument();

    fetchMock.mockReturnValueOnce(answer(200, { success: true }));
    await act(async () => {
      await actions.sendVerificationEmail('a@b.co');
    });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/v1/auth/email-verification');
    expect(await screen.findByText('Verification email sent!')).toBeInTheDocument();

    fetchMock.mockReturnValueOnce(Promise.reject(new TypeError('Failed to fetch')));
    let failed: Awaited<ReturnType<AuthActions['requestOtpCode']>> | undefined;
    await act(async () => {
      failed = await actions.requestOtpCode('a@b.co');
    });
    expect(fetchMock.mock.calls[2][0]).toBe('/api/v1/auth/verify-user');
    expect(failed).toMatchObject({ ok: false, error: 'Something went wrong' });
  });
});
