/**
 * Admin layout routes (PAGES §2.3), behind RequireAdmin. Add one line per page, e.g.
 *   { path: '/admin/dashboard', element: lazyPage(() => import('../../pages/admin/DashboardPage')) },
 * and its sidebar entry in src/app/layouts/nav.ts.
 */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../lazy';

export const adminRoutes: RouteObject[] = [
  { path: '/admin/graphql', element: lazyPage(() => import('../../pages/admin/GraphQLExplorerPage')) },
];
