import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { StaffRole } from '../../generated/types';
import { StaticStaffAccess, type StaffAccess } from '../../modules/staff/access';
import { ROLE_PERMISSIONS } from '../../modules/staff/testing';
import { LocationDisplay, Providers } from '../../test/render';
import { AdminPageGate } from './AdminPageGate';

/** The gate as the admin layout's outlet, over a few admin paths. */
function renderGate(path: string, role: StaffRole, status: StaffAccess['status'] = 'ready') {
  return render(
    <Providers>
      <StaticStaffAccess role={role} permissions={ROLE_PERMISSIONS[role]} status={status}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<AdminPageGate />}>
              <Route path="/admin/dashboard" element={<p>Dashboard page</p>} />
              <Route path="/admin/settings" element={<p>Settings page</p>} />
              <Route path="/admin/reports" element={<p>Reports page</p>} />
              <Route path="/admin/user/:action" element={<p>Users page</p>} />
              <Route path="/admin/profile" element={<p>Profile page</p>} />
            </Route>
          </Routes>
          <LocationDisplay />
        </MemoryRouter>
      </StaticStaffAccess>
    </Providers>,
  );
}

describe('AdminPageGate', () => {
  it('renders a page the role may use', () => {
    renderGate('/admin/settings', 'OWNER');
    expect(screen.getByText('Settings page')).toBeInTheDocument();
  });

  it("shows 'Your role (X) cannot open this page' instead of a page the role cannot use", () => {
    renderGate('/admin/settings', 'ANALYST');
    expect(screen.queryByText('Settings page')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your role (Analyst) cannot open this page' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('settings:write');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(document.title).toBe('No access');
  });

  it('sends a role without the dashboard (SUPPORT) on to its first page instead of refusing it', async () => {
    renderGate('/admin/dashboard', 'SUPPORT');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/user/all'));
    expect(screen.getByText('Users page')).toBeInTheDocument();
  });

  it('lets every staff member open the pages that need no permission (own profile)', () => {
    renderGate('/admin/profile', 'CONTENT');
    expect(screen.getByText('Profile page')).toBeInTheDocument();
  });

  it('waits for the role before deciding; a failed read offers Retry', () => {
    const { unmount } = renderGate('/admin/reports', 'ANALYST', 'loading');
    expect(screen.getByText('Checking your access...')).toBeInTheDocument();
    expect(screen.queryByText('Reports page')).not.toBeInTheDocument();
    unmount();
    renderGate('/admin/reports', 'ANALYST', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
