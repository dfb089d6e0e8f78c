/** The ledger check on the admin dashboard: reconciled, or the problems found, with the counts checked. */
import { Alert, Badge, Group, List, Loader, Paper, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/notify';
import { useAdminReconciliationQuery } from '../graphql/dashboard.generated';

export function LedgerStatus() {
  const { data, loading, error } = useAdminReconciliationQuery({ fetchPolicy: 'network-only' });
  const rec = data?.reconciliation;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h5">
          Ledger
        </Title>
        {loading && !rec ? (
          <Group gap={6}>
            <Loader size="xs" />
            <Text size="sm">Checking...</Text>
          </Group>
        ) : rec?.ok ? (
          <Badge color="green" variant="filled">
            Ledger reconciled
          </Badge>
        ) : rec ? (
          <Badge color="red" variant="filled">{`${rec.problems.length} problem${rec.problems.length === 1 ? '' : 's'}`}</Badge>
        ) : null}
      </Group>
      {rec ? (
        <Text size="xs" c="dimmed" mt={4}>
          {`${rec.accounts} accounts · ${rec.transactions} postings · ${rec.entries} entries`}
        </Text>
      ) : null}
      {error && !rec ? (
        <Text size="sm" c="red" mt="xs" role="alert">
          {errorMessage(error)}
        </Text>
      ) : null}
      {rec && !rec.ok ? (
        <Alert color="red" mt="sm" title="Ledger problems" role="alert">
          <List size="sm" spacing={2}>
            {rec.problems.map((p, i) => (
              <List.Item key={i}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Paper>
  );
}
