import { Alert, Loader, Stack, Table, Text } from '@mantine/core';
import { useLevelIncomeExplanationQuery } from '../income.generated';
import { formatMoney } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';

/** "From 37 members at level 3: 3 % of $812.40" — the per-level breakdown of one level-income credit. */
export function LevelExplanation({ day, memberId }: { day: string; memberId?: number }) {
  const q = useLevelIncomeExplanationQuery({ variables: { date: day, memberId: memberId ?? null } });
  if (q.loading && !q.data) return <Loader size="sm" aria-label="Loading explanation" />;
  if (q.error) return <Alert color="red">{errorMessage(q.error, 'Failed to load the explanation')}</Alert>;
  const e = q.data?.levelIncomeExplanation;
  if (!e) return <Text c="dimmed">No level income on {day}.</Text>;
  return (
    <Stack gap="sm" data-testid="level-explanation">
      <Text size="sm">
        Level income of {day}: {formatMoney(e.amount)} from {e.sources} members
        {e.credited !== e.amount ? `, ${formatMoney(e.credited)} credited (cap reached)` : ''}.
      </Text>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Level</Table.Th>
            <Table.Th>Explanation</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>Share</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {e.lines.map((l) => (
            <Table.Tr key={l.level}>
              <Table.Td>{l.level}</Table.Td>
              <Table.Td>
                From {l.sources} {l.sources === 1 ? 'member' : 'members'} at level {l.level}: {l.rate} % of {formatMoney(l.base)}
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{formatMoney(l.share)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
