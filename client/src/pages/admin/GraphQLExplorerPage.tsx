/**
 * /admin/graphql — GraphQL explorer for staff with `reports:read` (the OWNER, FINANCE, ANALYST; the
 * admin layout's page gate turns other roles away). GraphiQL bundled with the app, nothing from a
 * CDN; requests carry the staff session (same-origin). The Examples pane holds the reports: income
 * by kind and day, deposits and withdrawals, top earners, team sizes, paging by key.
 */
import { useMemo } from 'react';
import { Paper, Stack } from '@mantine/core';
import { wsClient } from '../../app/subscriptions';
import { PageHeader } from '../../components/PageHeader';
import { useStaffAccess } from '../../modules/staff/access';
import GraphQLExplorer from '../../modules/tokens/explorer/GraphQLExplorer';
import { examplesFor } from '../../modules/tokens/explorer/examples';

const DEFAULT_QUERY = `# Meridian GraphQL explorer
#
# Queries run with your staff session and your role's permissions. Pick a report in the Examples
# pane on the left, press Ctrl+Enter (Cmd+Enter on macOS) to run it, and open the documentation
# explorer to browse the schema.
`;

export default function GraphQLExplorerPage() {
  const access = useStaffAccess();
  const examples = useMemo(() => examplesFor('staff').filter((e) => access.permissions.has(e.needs)), [access]);
  return (
    <Stack gap={0} h="calc(100dvh - var(--app-shell-header-height, 60px) - 2 * var(--mantine-spacing-md))">
      <PageHeader title="GraphQL explorer" subtitle="Explore the schema and run reports with your staff session." />
      <Paper withBorder radius="md" style={{ flex: 1, minHeight: 480, overflow: 'hidden' }}>
        <GraphQLExplorer mode="session" wsClient={wsClient} examples={examples} defaultQuery={DEFAULT_QUERY} />
      </Paper>
    </Stack>
  );
}
