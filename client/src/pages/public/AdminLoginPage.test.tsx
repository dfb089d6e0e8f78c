import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminLoginPage from './AdminLoginPage';
import { renderWithProviders } from '../../test/render';
import { createAuthActionsMock } from '../../test/authActionsMock';
import { useAuthActions } from '../../modules/auth/useAuthActions';

jest.mock('../../modules/auth/useAuthActions', () => ({ useAuthActions: jest.fn() }));

const actions = createAuthActionsMock();

beforeEach(() => {
  jest.clearAllMocks();
  (useAuthActions as jest.Mock).mockReturnValue(actions);
});

describe('AdminLoginPage', () => {
  it("sets the title 'Admin login'", () => {
    renderWithProviders(<AdminLoginPage />, { initialEntries: ['/admin/panel/login'] });
    expect(document.title).toBe('Admin login');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin login' })).toBeInTheDocument();
  });

  it('requires email and password', async () => {
    renderWithProviders(<AdminLoginPage />, { initialEntries: ['/admin/panel/login'] });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(actions.signInAdmin).not.toHaveBeenCalled();
    expect(actions.signIn).not.toHaveBeenCalled();
  });

  it('submits the entered values to signInAdmin', async () => {
    renderWithProviders(<AdminLoginPage />, { initialEntries: ['/admin/panel/login'] });
    await userEvent.type(screen.getByLabelText(/^Email/), 'admin@meridian.local');
    await userEvent.type(screen.getByLabelText(/^Password/), 'admin12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(actions.signInAdmin).toHaveBeenCalledWith({ email: 'admin@meridian.local', password: 'admin12345' }),
    );
    expect(actions.signIn).not.toHaveBeenCalled();
  });
});
