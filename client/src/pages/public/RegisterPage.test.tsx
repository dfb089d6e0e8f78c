import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegisterPage from './RegisterPage';
import { renderWithProviders } from '../../test/render';
import { createAuthActionsMock } from '../../test/authActionsMock';
import { useAuthActions } from '../../modules/auth/useAuthActions';

jest.mock('../../modules/auth/useAuthActions', () => ({ useAuthActions: jest.fn() }));

const actions = createAuthActionsMock();

beforeEach(() => {
  jest.clearAllMocks();
  (useAuthActions as jest.Mock).mockReturnValue(actions);
});

async function fillValidForm(overrides: { confirm?: string } = {}) {
  await userEvent.type(screen.getByLabelText(/^Full Name/), 'Alice Member');
  await userEvent.type(screen.getByLabelText(/^Phone/), '55512345');
  await userEvent.type(screen.getByLabelText(/^Email/), 'alice@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'supersecret');
  await userEvent.type(screen.getByLabelText(/^Confirm Password/), overrides.confirm ?? 'supersecret');
  await userEvent.click(screen.getByRole('checkbox'));
}

describe('RegisterPage', () => {
  it('prefills the referral code from ?referral=', () => {
    renderWithProviders(<RegisterPage />, { initialEntries: ['/register?referral=MRD123456'] });
    expect(document.title).toBe('Register');
    expect(screen.getByLabelText(/^Referral Code/)).toHaveValue('MRD123456');
    // Marked required (a sponsor is needed after the first member), with the reason.
    expect(screen.getByLabelText(/^Referral Code/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText(/Required: the code of the member who invited you/)).toBeInTheDocument();
  });

  it("shows 'Passwords do not match' when the confirmation differs", async () => {
    renderWithProviders(<RegisterPage />, { initialEntries: ['/register'] });
    await fillValidForm({ confirm: 'different1' });

    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(actions.register).not.toHaveBeenCalled();
  });

  it('validates the other fields', async () => {
    renderWithProviders(<RegisterPage />, { initialEntries: ['/register'] });
    await userEvent.type(screen.getByLabelText(/^Full Name/), 'A');
    await userEvent.type(screen.getByLabelText(/^Phone/), '12ab3');
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');

    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Full name must be 2 to 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Phone must be 7 to 15 digits')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Please accept the Terms & Conditions')).toBeInTheDocument();
    expect(actions.register).not.toHaveBeenCalled();
  });

  it('registers with the entered values, then asks for the 6-digit email code', async () => {
    renderWithProviders(<RegisterPage />, { initialEntries: ['/register?referral=MRD123456'] });
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-conditions');
    await fillValidForm();

    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(actions.register).toHaveBeenCalledTimes(1));
    expect(actions.register).toHaveBeenCalledWith({
      fullname: 'Alice Member',
      phone: '+155512345',
      email: 'alice@example.com',
      password: 'supersecret',
      confirmPassword: 'supersecret',
      referralBy: 'MRD123456',
    });

    expect(await screen.findByText('Verify your email')).toBeInTheDocument();
    // The form that had focus is gone: focus is on the first code digit, not on the page body.
    await waitFor(() => expect(screen.getAllByLabelText('Email verification code')[0]).toHaveFocus());
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeInTheDocument();

    // PinInput renders six inputs; typing into the first moves focus along.
    const digits = screen.getAllByLabelText('Email verification code');
    expect(digits).toHaveLength(6);
    await userEvent.type(digits[0], '123456');
    await waitFor(() => expect(verify).toBeEnabled());
    await userEvent.click(verify);

    await waitFor(() => expect(actions.verifyUser).toHaveBeenCalledWith('alice@example.com', '123456'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/login'));
  });

  it('keeps the form when the server refuses and shows named field errors', async () => {
    actions.register.mockResolvedValueOnce({
      ok: false,
      error: 'User with this email already exists.',
      fieldErrors: { email: 'User with this email already exists.' },
    });
    renderWithProviders(<RegisterPage />, { initialEntries: ['/register'] });
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('User with this email already exists.')).toBeInTheDocument();
    expect(screen.queryByText('Verify your email')).not.toBeInTheDocument();
  });
});
