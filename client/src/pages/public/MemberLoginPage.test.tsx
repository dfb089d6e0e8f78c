import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MemberLoginPage from './MemberLoginPage';
import { renderWithProviders } from '../../test/render';
import { createAuthActionsMock } from '../../test/authActionsMock';
import { useAuthActions } from '../../modules/auth/useAuthActions';

jest.mock('../../modules/auth/useAuthActions', () => ({ useAuthActions: jest.fn() }));

const actions = createAuthActionsMock();

beforeEach(() => {
  jest.clearAllMocks();
  (useAuthActions as jest.Mock).mockReturnValue(actions);
});

describe('MemberLoginPage', () => {
  it("sets the title 'Member login' and shows it as heading", () => {
    renderWithProviders(<MemberLoginPage />, { initialEntries: ['/user/login'] });
    expect(document.title).toBe('Member login');
    expect(screen.getByRole('heading', { level: 1, name: 'Member login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('shows validation messages for empty fields and does not sign in', async () => {
    renderWithProviders(<MemberLoginPage />, { initialEntries: ['/user/login'] });

    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Email or username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(actions.signIn).not.toHaveBeenCalled();
  });

  it('submits the entered values to signIn', async () => {
    renderWithProviders(<MemberLoginPage />, { initialEntries: ['/user/login'] });

    await userEvent.type(screen.getByLabelText(/^Email or Username/), '  MRD100007 ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(actions.signIn).toHaveBeenCalledTimes(1));
    expect(actions.signIn).toHaveBeenCalledWith({ email: 'MRD100007', password: 'correct horse' });
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it("'Forgot password?' asks for an email and requests a member reset", async () => {
    renderWithProviders(<MemberLoginPage />, { initialEntries: ['/user/login'] });

    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog');
    const email = await screen.findByLabelText(/^Email$|^Email \*/, { selector: 'input' });

    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(actions.requestPasswordReset).not.toHaveBeenCalled();

    await userEvent.type(email, 'alice@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(actions.requestPasswordReset).toHaveBeenCalledWith('alice@example.com', 'user'));
    // Closed after a successful request.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
