import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminProfilePage from './AdminProfilePage';
import { AdminChangePasswordDocument, AdminProfileDocument } from '../../modules/admin/graphql/system.generated';
import { renderAdmin } from '../../modules/admin/testing';
import { admin, createTestSessionStore, inOneHour } from '../../test/render';
import { signOutAdmin } from '../../modules/auth/signout';

jest.mock('../../modules/auth/signout', () => ({ signOutAdmin: jest.fn(() => Promise.resolve()), signOut: jest.fn() }));

const me = { __typename: 'Member', id: 1, username: 'ADM000001', fullname: 'Ada Admin', email: 'admin@example.com', role: 'admin', lastLogin: '2025-03-12T14:05:00.000Z', createdAt: '2025-01-01T09:00:00.000Z' };
const profileMock = { request: { query: AdminProfileDocument }, result: { data: { adminMe: me } } };

describe('AdminProfilePage', () => {
  it('shows name, email, role and last sign-in', async () => {
    const { store } = createTestSessionStore({ admin, adminExpireAt: inOneHour() });
    renderAdmin(<AdminProfilePage />, { mocks: [profileMock], store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin profile' })).toBeInTheDocument();
    expect(await screen.findByText('admin@example.com')).toBeInTheDocument();
    expect(screen.getByText('admin')).toBeInTheDocument();
    expect(screen.getByText('12 Mar 2025', { exact: false })).toBeInTheDocument();
  });

  it('validates the new password (≥ 8, confirmed) before changeAdminPassword', async () => {
    const change = jest.fn(() => ({ data: { changeAdminPassword: { __typename: 'Session', expireAt: inOneHour(), account: { __typename: 'Member', id: 1, username: 'ADM000001', fullname: 'Ada Admin', email: 'admin@example.com', role: 'admin' } } } }));
    const { store } = createTestSessionStore({ admin, adminExpireAt: inOneHour() });
    renderAdmin(<AdminProfilePage />, {
      store,
      mocks: [profileMock, { request: { query: AdminChangePasswordDocument, variables: { currentPassword: 'admin12345', newPassword: 'better-pass-1' } }, result: change }],
    });
    await screen.findByText('admin@example.com');
    await userEvent.type(screen.getByLabelText(/^Current Password/), 'admin12345');
    await userEvent.type(screen.getByLabelText(/^New Password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(/^New Password/));
    await userEvent.type(screen.getByLabelText(/^New Password/), 'better-pass-1');
    await userEvent.clear(screen.getByLabelText(/^Confirm New Password/));
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'better-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(change).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
  });

  it("'Sign Out' calls signOutAdmin and goes to /admin/panel/login", async () => {
    const { store } = createTestSessionStore({ admin, adminExpireAt: inOneHour() });
    renderAdmin(<AdminProfilePage />, { mocks: [profileMock], store, initialEntries: ['/admin/profile'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/panel/login'));
    expect(signOutAdmin).toHaveBeenCalledTimes(1);
  });
});
