/**
 * The sign-in pages with two-factor authentication: TOTP_REQUIRED asks for the authenticator's code
 * (or a recovery code) and signs in again with it; a wrong code stays on the step with its message;
 * staff who must use it (TOTP_ENROLMENT_REQUIRED) enrol on the sign-in page and then get the session.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MemberLoginPage from './MemberLoginPage';
import AdminLoginPage, { STAFF_ENROL_TEXT } from './AdminLoginPage';
import { renderWithProviders } from '../../test/render';
import { createAuthActionsMock } from '../../test/authActionsMock';
import { useAuthActions } from '../../modules/auth/useAuthActions';
import { TOTP_PROMPT } from '../../modules/auth/components/TotpCodeField';

jest.mock('../../modules/auth/useAuthActions', () => ({ ...jest.requireActual('../../modules/auth/useAuthActions'), useAuthActions: jest.fn() }));

const actions = createAuthActionsMock();

beforeEach(() => {
  jest.clearAllMocks();
  (useAuthActions as jest.Mock).mockReturnValue(actions);
});

async function typeCredentials(emailLabel: RegExp) {
  await userEvent.type(screen.getByLabelText(emailLabel), 'alice@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse');
}

describe('member sign-in with two-factor authentication', () => {
  it('TOTP_REQUIRED asks for the code; the second sign-in sends it', async () => {
    actions.signIn.mockResolvedValueOnce({ ok: false, error: 'Enter the 6-digit code', code: 'TOTP_REQUIRED' });
    renderWithProviders(<MemberLoginPage />, { initialEntries: ['/user/login'] });
    await typeCredentials(/^Email or Username/);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(TOTP_PROMPT)).toBeInTheDocument();
    const code = screen.getByLabelText(/^Authentication code/);
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();

    // A malformed code is refused here, without a call.
    await userEvent.type(code, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('The code has 6 digits')).toBeInTheDocument();
    expect(actions.signIn).toHaveBeenCalledTimes(1);

    await userEvent.type(code, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(actions.signIn).toHaveBeenCalledTimes(2));
    expect(actions.signIn).toHaveBeenLastCalledWith({ email: 'alice@example.com', password: 'correct horse', totpCode: '123456' });
  });

  it('a wrong code (TOTP_INVALID) stays on the step with the message; a recovery code is accepted as typed', async () => {
    actions.signIn
      .mockResolvedValueOnce({ ok: false, error: 'Enter the code', code: 'TOTP_REQUIRED' })
      .mockResolvedValueOnce({ ok: false, error: 'The code is wrong or was already used', code: 'TOTP_INVALID' });
    renderWithProviders(<MemberLoginPage />, { initialEntries: ['/user/login'] });
    await typeCredentials(/^Email or Username/);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const code = await screen.findByLabelText(/^Authentication code/);
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('The code is wrong or was already used')).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, 'abcde-fgh23');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(actions.signIn).toHaveBeenLastCalledWith({ email: 'alice@example.com', password: 'correct horse', totpCode: 'abcde-fgh23' }));

    // 'Use another account' goes back to the first step with the password cleared.
    await userEvent.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });
});

describe('admin sign-in with two-factor authentication', () => {
  it('TOTP_REQUIRED asks for the code and signs in with it', async () => {
    actions.signInAdmin.mockResolvedValueOnce({ ok: false, error: 'Enter the code', code: 'TOTP_REQUIRED' });
    renderWithProviders(<AdminLoginPage />, { initialEntries: ['/admin/panel/login'] });
    await typeCredentials(/^Email/);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.type(await screen.findByLabelText(/^Authentication code/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(actions.signInAdmin).toHaveBeenLastCalledWith({ email: 'alice@example.com', password: 'correct horse', totpCode: '654321' }));
  });

  it('TOTP_ENROLMENT_REQUIRED: QR and key, the first code, the recovery codes once, then the session', async () => {
    const session = { expireAt: Date.now() + 3_600_000, account: { id: 3, username: 'ADM1', fullname: 'Staff', email: 'alice@example.com', role: 'admin' } };
    actions.signInAdmin.mockResolvedValueOnce({ ok: false, error: 'Staff accounts must use two-factor', code: 'TOTP_ENROLMENT_REQUIRED', fieldErrors: { enrolmentToken: 'enrol-token' } });
    actions.confirmTotpEnrolment.mockResolvedValueOnce({ ok: true, data: { recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'], session } });
    renderWithProviders(<AdminLoginPage />, { initialEntries: ['/admin/panel/login'] });
    await typeCredentials(/^Email/);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(STAFF_ENROL_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up authenticator app' }));
    expect(actions.beginTotpEnrolment).toHaveBeenCalledWith('enrol-token');
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');

    const pins = screen.getAllByLabelText('Authenticator code');
    await userEvent.type(pins[0], '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(actions.confirmTotpEnrolment).toHaveBeenCalledWith('123456', 'enrol-token');
    expect(await screen.findByText('aaaaa-bbbbb')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    expect(actions.openAdminSession).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(actions.openAdminSession).toHaveBeenCalledWith(session);
  });
});
