import { Component, Suspense, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { apolloClient } from './apollo';
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
 * Providers: Mantine (theme), toasts (top-right, loaded with the first one), Apollo, the session (restored before any route renders) and
 * the router. The confirm dialogs' provider (ModalsProvider) sits in the member and admin layouts, the only
 * places that ask for confirmation, so the public pages do not load the modal code.
 */
export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Toasts />
      <ApolloProvider client={apolloClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </ApolloProvider>
    </MantineProvider>
  );
}
