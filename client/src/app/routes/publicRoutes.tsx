/** Public layout routes (PAGES §2.1). Paths keep the spec's spelling ('/Ourteam'). */
import type { RouteObject } from 'react-router-dom';
import { PublicOnly } from '../guards';
import { lazyPage } from '../lazy';

export const publicRoutes: RouteObject[] = [
  { path: '/', element: lazyPage(() => import('../../pages/public/HomePage')) },
  { path: '/contact-us', element: lazyPage(() => import('../../pages/public/ContactPage')) },
  { path: '/terms-conditions', element: lazyPage(() => import('../../pages/public/TermsConditionsPage')) },
  { path: '/terms', element: lazyPage(() => import('../../pages/public/TermsPage')) },
  { path: '/privacy', element: lazyPage(() => import('../../pages/public/PrivacyPage')) },
  { path: '/about-us', element: lazyPage(() => import('../../pages/public/AboutPage')) },
  { path: '/services', element: lazyPage(() => import('../../pages/public/ServicesPage')) },
  { path: '/Ourteam', element: lazyPage(() => import('../../pages/public/OurTeamPage')) },
  { path: '/developers', element: lazyPage(() => import('../../pages/public/DevelopersPage')) },
  { path: '/developers/explorer', element: lazyPage(() => import('../../pages/public/DeveloperExplorerPage')) },
  { path: '/reset-password/:token', element: lazyPage(() => import('../../pages/public/ResetPasswordPage')) },
  { path: '/report-account-change/:token', element: lazyPage(() => import('../../pages/public/ReportAccountChangePage')) },
  // A staff invitation: open to anyone holding the link (accepting it replaces an admin session).
  { path: '/admin/invite/:token', element: lazyPage(() => import('../../pages/public/AcceptInvitePage')) },
  {
    // Signed-in members are sent on to their area.
    element: <PublicOnly area="user" />,
    children: [
      { path: '/register', element: lazyPage(() => import('../../pages/public/RegisterPage')) },
      { path: '/user/login', element: lazyPage(() => import('../../pages/public/MemberLoginPage')) },
    ],
  },
  {
    element: <PublicOnly area="admin" />,
    children: [{ path: '/admin/panel/login', element: lazyPage(() => import('../../pages/public/AdminLoginPage')) }],
  },
];
