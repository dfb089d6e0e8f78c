import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ResetPasswordPage from './ResetPasswordPage';
import { renderWithProviders } from '../../test/render';
import { createAuthActionsMock } from '../../test/authActionsMock';
import { useAuthActions } from '../../modules/auth/useAuthActions';

jest.mock('../../modules/auth/useAuthActions', () => ({ useAuthActions: jest.fn() }));

const actions = createAuthActionsMock();

beforeEach(() => {
  jest.clearAllMocks();
  (useAuthActions as jest.Mock).mockReturnValue(actions);
});

const renderPage = () =>
  renderWithProviders(<ResetPasswordPage />, { initialEntries: ['/reset-password/tok123'], path: '/reset-password/:token' });

describe('ResetPasswordPage', () => {
  it('validates length and confirmation', async () => {
    renderPage();
    expect(document.title).toBe('Reset password');
    await userEvent.type(screen.getByLabelText(/^New Password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(actions.resetPassword).not.toHaveBeenCalled();
  });

  it('sends the token and the new password', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText(/^New Password/), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(actions.resetPassword).toHaveBeenCalledWith('tok123', 'brand-new-pass'));
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
  });

  it('shows the server message and a login link when the link is bad', async () => {
    actions.resetPassword.mockResolvedValueOnce({ ok: false, error: 'Reset link is invalid or has expired' });
    renderPage();
    await userEvent.type(screen.getByLabelText(/^New Password/), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reset link is invalid or has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/user/login');
  });
});
