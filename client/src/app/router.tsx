/**
 * The route table. The public layout, guards, the 404 page and the fallback are eager; the member
 * and admin layouts (app shell, sidebar, header widgets) and every page are lazy chunks (lazy.tsx),
 * so the public pages' first load carries neither. Error boundaries sit at the root and around each
 * layout's outlet.
 */
import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, createBrowserRouter, matchRoutes, useLocation, type Location, type RouteObject } from 'react-router-dom';
import { isAdminValid, isUserValid, sessionStore, useSession } from './session';
import { RouteErrorFallback } from '../components/ErrorFallback';
import { LoadingOverlay } from '../components/LoadingOverlay';
import NotFoundPage from '../components/NotFoundPage';
import { RequireAdmin, RequireMember } from './guards';
import { lazyModule, pageLoaded, prefetchPageData, preloadPage, type LazyModule } from './lazy';
import { PublicLayout } from './layouts/PublicLayout';
import { adminRoutes } from './routes/adminRoutes';
import { publicRoutes } from './routes/publicRoutes';
import { userRoutes } from './routes/userRoutes';
import { registerNavigator } from './sessionExpiry';

const UserLayout = lazyModule(() => import('./layouts/UserLayout').then((m) => ({ default: m.UserLayout })));
const AdminLayout = lazyModule(() => import('./layouts/AdminLayout').then((m) => ({ default: m.AdminLayout })));

function matchedElements(routes: RouteObject[] | undefined, location: Partial<Location>): unknown[] {
  return ((routes && matchRoutes(routes, location)) || []).map((match) => match.route.element);
}

/** Starts loading the pages `location` matches among `routes`; resolves when they are in (or failed). */
function preloadMatches(routes: RouteObject[] | undefined, location: Partial<Location>): Promise<unknown> {
  return Promise.all(matchedElements(routes, location).map(preloadPage));
}

/**
 * A lazy layout. Its chunk and the chunk of the page the location matches among `routes` load
 * together, and the loading overlay stays until both are in: the shell and the page then appear at
 * once, without a second overlay (and React's throttled reveal of it) for the page. A failed load
 * shows when the layout or page renders (error boundaries), as with any lazy chunk.
 */
function LazyLayout({ layout, routes }: { layout: LazyModule; routes?: RouteObject[] }) {
  const location = useLocation();
  const [ready, setReady] = useState(() => layout.loaded() !== null && matchedElements(routes, location).every(pageLoaded));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void Promise.all([layout.preload(), preloadMatches(routes, location)]).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
    // Only the first location counts: later navigations load their page under the layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, layout, routes]);
  if (!ready) return <LoadingOverlay />;
  return <layout.Component />;
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

/**
 * The first page's chunks start loading before React's first render: a public page's at once, so it
 * usually renders without the overlay; a member or admin page's layout and page as soon as the stored
 * session is read and lets the visitor in (restore starts here; SessionProvider awaits the same
 * restore), instead of after the session provider, the guard and the lazy layout have rendered. Once
 * they are in, the page's first data is requested (its `prefetchData` export), while they render.
 */
export function preloadFirstPage(location: Partial<Location> = window.location, store = sessionStore): Promise<unknown> {
  const areas = [
    { layout: UserLayout, routes: userRoutes, allowed: isUserValid },
    { layout: AdminLayout, routes: adminRoutes, allowed: isAdminValid },
  ];
  return Promise.all([
    preloadMatches(publicRoutes, location),
    store.restore().then(() => {
      const area = areas.find((a) => matchedElements(a.routes, location).length > 0);
      if (!area || !area.allowed(store.getSnapshot())) return;
      return Promise.all([area.layout.preload(), preloadMatches(area.routes, location)]).then(() => {
        if (area.layout.loaded()) matchedElements(area.routes, location).forEach(prefetchPageData);
      });
    }),
  ]);
}

export function createAppRouter() {
  void preloadFirstPage();
  const router = createBrowserRouter(appRoutes);
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
}
