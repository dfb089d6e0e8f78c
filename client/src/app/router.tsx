/**
 * The route table. Layouts, guards, the 404 page and the fallback are eager; every page is a lazy
 * chunk (lazy.tsx). Error boundaries sit at the root and around each layout's outlet.
 */
import { Outlet, ScrollRestoration, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { isUserValid, useSession } from './session';
import { RouteErrorFallback } from '../components/ErrorFallback';
import NotFoundPage from '../components/NotFoundPage';
import { RequireAdmin, RequireMember } from './guards';
import { AdminLayout } from './layouts/AdminLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { UserLayout } from './layouts/UserLayout';
import { adminRoutes } from './routes/adminRoutes';
import { publicRoutes } from './routes/publicRoutes';
import { userRoutes } from './routes/userRoutes';
import { registerNavigator } from './sessionExpiry';

function RootShell() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * Unknown /user/… paths: a signed-in member keeps the member shell around the 404 page; a visitor gets
 * the standalone 404 (no guard, no redirect to the login page).
 */
function MemberShellIfSignedIn() {
  const session = useSession();
  return isUserValid(session) ? <UserLayout /> : <Outlet />;
}

function MemberAwareNotFound() {
  const session = useSession();
  return <NotFoundPage embedded={isUserValid(session)} />;
}

/** A pathless route whose errorElement renders inside the layout (the shell stays usable). */
const withinLayoutBoundary = (children: RouteObject[]): RouteObject[] => [
  { errorElement: <RouteErrorFallback />, children },
];

export const appRoutes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorFallback />,
    children: [
      { element: <PublicLayout />, children: withinLayoutBoundary(publicRoutes) },
      {
        element: <RequireMember />,
        children: [{ element: <UserLayout />, children: withinLayoutBoundary(userRoutes) }],
      },
      {
        element: <RequireAdmin />,
        children: [{ element: <AdminLayout />, children: withinLayoutBoundary(adminRoutes) }],
      },
      // Unknown /user/… paths: inside the member shell for a signed-in member, else standalone.
      { element: <MemberShellIfSignedIn />, children: [{ path: '/user/*', element: <MemberAwareNotFound /> }] },
      // Any other unmatched path (also unknown /admin/…): standalone, no layout, no guard.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
}
