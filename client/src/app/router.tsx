/**
 * The route table. The public layout, guards, the 404 page and the fallback are eager; the member
 * and admin layouts (app shell, sidebar, header widgets) and every page are lazy chunks (lazy.tsx),
 * so the public pages' first load carries neither. Error boundaries sit at the root and around each
 * layout's outlet.
 */
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Outlet, ScrollRestoration, createBrowserRouter, matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { isUserValid, useSession } from './session';
import { RouteErrorFallback } from '../components/ErrorFallback';
import { LoadingOverlay } from '../components/LoadingOverlay';
import NotFoundPage from '../components/NotFoundPage';
import { RequireAdmin, RequireMember } from './guards';
import { lazyWithTimeout, preloadPage } from './lazy';
import { PublicLayout } from './layouts/PublicLayout';
import { adminRoutes } from './routes/adminRoutes';
import { publicRoutes } from './routes/publicRoutes';
import { userRoutes } from './routes/userRoutes';
import { registerNavigator } from './sessionExpiry';

const UserLayout = lazyWithTimeout(() => import('./layouts/UserLayout').then((m) => ({ default: m.UserLayout })));
const AdminLayout = lazyWithTimeout(() => import('./layouts/AdminLayout').then((m) => ({ default: m.AdminLayout })));

/**
 * A lazy layout (loading overlay until its chunk is in). The page the location matches among
 * `routes` starts loading at the same time, not once the layout has rendered its outlet.
 */
function LazyLayout({ layout: Layout, routes }: { layout: LazyExoticComponent<ComponentType>; routes?: RouteObject[] }) {
  const location = useLocation();
  for (const match of (routes && matchRoutes(routes, location)) || []) preloadPage(match.route.element);
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <Layout />
    </Suspense>
  );
}

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
  return isUserValid(session) ? <LazyLayout layout={UserLayout} /> : <Outlet />;
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
        children: [{ element: <LazyLayout layout={UserLayout} routes={userRoutes} />, children: withinLayoutBoundary(userRoutes) }],
      },
      {
        element: <RequireAdmin />,
        children: [{ element: <LazyLayout layout={AdminLayout} routes={adminRoutes} />, children: withinLayoutBoundary(adminRoutes) }],
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
