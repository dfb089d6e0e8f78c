/**
 * Admin layout routes (PAGES §2.3), behind RequireAdmin. Add one line per page, e.g.
 *   { path: '/admin/dashboard', element: lazyPage(() => import('../../pages/admin/DashboardPage')) },
 * and its sidebar entry in src/app/layouts/nav.ts.
 */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../lazy';

export const adminRoutes: RouteObject[] = [
  { path: '/admin/graphql', element: lazyPage(() => import('../../pages/admin/GraphQLExplorerPage')) },
  { path: '/admin/dashboard', element: lazyPage(() => import('../../pages/admin/DashboardPage')) },
  { path: '/admin/user/:action', element: lazyPage(() => import('../../pages/admin/UsersPage')) },
  { path: '/admin/check/profile/:id', element: lazyPage(() => import('../../pages/admin/MemberProfilePage')) },
  { path: '/admin/defaulter', element: lazyPage(() => import('../../pages/admin/DefaulterPage')) },
  { path: '/admin/profile', element: lazyPage(() => import('../../pages/admin/AdminProfilePage')) },
  { path: '/admin/settings', element: lazyPage(() => import('../../pages/admin/SettingsPage')) },
  { path: '/admin/deposite', element: lazyPage(() => import('../../pages/admin/DepositsPage')) },
  { path: '/admin/deposite/:action', element: lazyPage(() => import('../../pages/admin/DepositsPage')) },
  { path: '/admin/pending-withdrawal-request', element: lazyPage(() => import('../../pages/admin/WithdrawalRequestsPage')) },
  { path: '/admin/pending-withdrawal-request/:action', element: lazyPage(() => import('../../pages/admin/WithdrawalRequestsPage')) },
  { path: '/admin/roi-pending-withdrawal-request', element: lazyPage(() => import('../../pages/admin/RoiWithdrawalsPage')) },
  { path: '/admin/compound-pending-withdrawal-request', element: lazyPage(() => import('../../pages/admin/CompoundWithdrawalsPage')) },
  { path: '/admin/qr/Link', element: lazyPage(() => import('../../pages/admin/QrLinkPage')) },
];
