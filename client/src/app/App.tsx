import { RouterProvider } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { apolloClient } from './apollo';
import { createAppRouter } from './router';
import { SessionProvider } from './session';
import { cssVariablesResolver, theme } from './theme';

const router = createAppRouter();

/**
 * Providers: Mantine (theme), toasts (top-right), confirm modals, Apollo, the session (restored before any route
 * renders) and the router.
 */
export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-right" zIndex={1000} />
      <ModalsProvider>
        <ApolloProvider client={apolloClient}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </ApolloProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}
