/**
 * /admin/graphql — GraphQL explorer (ARCHITECTURE §5): GraphiQL 5 bundled with the app (Monaco
 * workers set up for Vite, styles imported locally); nothing is loaded from a CDN. Requests carry
 * the session cookie (same-origin); subscriptions share the app's graphql-ws client.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { useMemo } from 'react';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { Paper, Stack } from '@mantine/core';
import { GRAPHQL_PATH } from '../../app/apollo';
import { wsClient } from '../../app/subscriptions';
import { PageHeader } from '../../components/PageHeader';

const DEFAULT_QUERY = `# Meridian GraphQL explorer
#
# Queries run with your admin session. Press Ctrl+Enter (Cmd+Enter on macOS) to execute,
# and open the documentation explorer on the left to browse the schema.
`;

export default function GraphQLExplorerPage() {
  const fetcher = useMemo(
    () =>
      createGraphiQLFetcher({
        url: GRAPHQL_PATH,
        wsClient,
        fetch: (input, init) => window.fetch(input, { ...init, credentials: 'same-origin' }),
      }),
    [],
  );

  return (
    <Stack gap={0} h="calc(100dvh - var(--app-shell-header-height, 60px) - 2 * var(--mantine-spacing-md))">
      <PageHeader title="GraphQL explorer" subtitle="Explore the schema and run queries as the signed-in administrator." />
      <Paper withBorder radius="md" style={{ flex: 1, minHeight: 480, overflow: 'hidden' }}>
        <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
      </Paper>
    </Stack>
  );
}
