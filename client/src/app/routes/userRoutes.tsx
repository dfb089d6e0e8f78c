/**
 * User layout routes (PAGES §2.2), behind RequireMember. Add one line per page, e.g.
 *   { path: '/user/dashboard', element: lazyPage(() => import('../../pages/user/DashboardPage')) },
 * and its sidebar entry in src/app/layouts/nav.ts.
 */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../lazy';

export const userRoutes: RouteObject[] = [
  { path: '/agreement-terms-condition', element: lazyPage(() => import('../../pages/user/AgreementPage')) },
];
