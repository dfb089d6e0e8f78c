/**
 * The admin layout's outlet behind the role's permissions: while the role loads, a loader; a page
 * the role cannot use shows NoAccess (the dashboard, where every sign-in lands, sends the role on
 * to its first page instead); anything else renders the page.
 */
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { QueryState } from '../../components/QueryState';
import { useStaffAccess } from '../../modules/staff/access';
import { NoAccess } from '../../modules/staff/components/NoAccess';
import { adminRoutePermission } from '../routes/adminRoutes';
import { HOME_PATH } from '../sessionExpiry';
import { ADMIN_NAV, visibleNav } from './nav';

/** The first sidebar link the permissions allow (where a role without the dashboard starts). */
export function firstAllowedLink(permissions: ReadonlySet<string>): { label: string; to: string } | null {
  const item = visibleNav(ADMIN_NAV, permissions)
    .flatMap((g) => g.items)
    .find((i) => i.permission);
  return item ? { label: item.label, to: item.to } : null;
}

export function AdminPageGate() {
  const access = useStaffAccess();
  const { pathname } = useLocation();
  const rule = adminRoutePermission(pathname);
  if (rule === undefined || rule === null) return <Outlet />;
  if (access.status !== 'ready') {
    return (
      <QueryState loading={access.status === 'loading'} error={access.error} onRetry={access.refresh} loadingText="Checking your access...">
        {null}
      </QueryState>
    );
  }
  if (access.can(rule)) return <Outlet />;
  const home = firstAllowedLink(access.permissions);
  if (pathname === HOME_PATH.admin && home) return <Navigate to={home.to} replace />;
  return <NoAccess role={access.role} rule={rule} home={home} />;
}
