import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTeamSummaryWithLevelsQuery } from '../team.generated';
import { QueryState } from '../../../components/QueryState';
import { formatMoney } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import { StatCard } from '../../../components/StatCard';

/** The tree's side panel (PAGES §2.4): team business, total team, directs, and levels 1-20. */
export function TeamPanel({ memberId }: { memberId?: number }) {
  const { data, loading, error, refetch } = useTeamSummaryWithLevelsQuery({ variables: { memberId }, fetchPolicy: 'cache-and-network' });
  const s = data?.teamSummary;
  return (
    <QueryState loading={loading && !s} error={!s && error ? errorMessage(error) : null} onRetry={() => void refetch()}>
      {s ? (
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="sm">
            <StatCard label="Team Business" value={formatMoney(s.teamBusiness)} testId="panel-team-business" />
            <StatCard label="Total Team" value={String(s.teamSize)} testId="panel-team-size" />
            <StatCard label="Active Directs" value={String(s.activeDirects)} />
            <StatCard label="Inactive Directs" value={String(s.directCount - s.activeDirects)} />
          </SimpleGrid>
          <Paper withBorder radius="md" p="sm">
            <Title order={5} mb="xs">
              Level counts
            </Title>
            <Table striped fz="sm" aria-label="Level counts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Level</Table.Th>
                  <Table.Th ta="right">Members</Table.Th>
                  <Table.Th ta="right">Active</Table.Th>
                  <Table.Th ta="right">Business</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.levels.map((l) => (
                  <Table.Tr key={l.level}>
                    <Table.Td>{l.level}</Table.Td>
                    <Table.Td ta="right">{l.members}</Table.Td>
                    <Table.Td ta="right">{l.active}</Table.Td>
                    <Table.Td ta="right">{formatMoney(l.business)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed" mt="xs">
              Business is the running principal of the members at each level.
            </Text>
          </Paper>
        </Stack>
      ) : null}
    </QueryState>
  );
}
