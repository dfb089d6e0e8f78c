import { RouterProvider } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { apolloClient } from './apollo';
import { createAppRouter } from './router';
import { SessionProvider } from './session';
import { cssVariablesResolver, theme } from './theme';

const router = createAppRouter();

/**
 * Providers: Mantine (theme), toasts (top-right), Apollo, the session (restored before any route renders) and
 * the router. The confirm dialogs' provider (ModalsProvider) sits in the member and admin layouts, the only
 * places that ask for confirmation, so the public pages do not load the modal code.
 */
export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-right" zIndex={1000} />
      <ApolloProvider client={apolloClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </ApolloProvider>
    </MantineProvider>
  );
}
