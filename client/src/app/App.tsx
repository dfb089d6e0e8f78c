import { Component, Suspense, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazyWithTimeout } from './lazy';
import { createAppRouter } from './router';
import { SessionProvider } from './session';
import { cssVariablesResolver, theme } from './theme';

const router = createAppRouter();

const ToastContainer = lazyWithTimeout(() => import('./ToastContainer'));

/** A toast container that failed to load shows nothing (toasts are lost), not an error page. */
class NothingOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Toasts. notifications.show() only fills Mantine's store; the container that renders it (with its
 * transitions and scroll handling) loads with the first toast and shows what the store holds.
 */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && (notifications.length > 0 || queue.length > 0)) setWanted(true);
  if (!wanted) return null;
  return (
    <NothingOnError>
      <Suspense fallback={null}>
        <ToastContainer />
      </Suspense>
    </NothingOnError>
  );
}

/**
 * Providers: Mantine (theme), toasts (top-right, loaded with the first one), the session (restored before any route renders) and
 * the router. Apollo's provider and the confirm dialogs' provider (ConfirmDialogs, Mantine's ModalsProvider) sit in the member and admin layouts (lazy), so the
 * public pages load neither Apollo Client nor the modal code; they call GraphQL through src/lib/publicGraphql.ts.
 */
export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Toasts />
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </MantineProvider>
  );
}
