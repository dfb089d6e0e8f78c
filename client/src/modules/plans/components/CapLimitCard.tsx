/**
 * Dashboard card (PAGES §2.2): the cap "Limit" left to earn and the running investments. Live: the
 * figures refetch when the member's wallets change (an income lands, a top-up is made).
 */
import { Link } from 'react-router-dom';
import { Alert, Anchor, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/QueryState';
import { useMyCapQuery, useMyInvestmentsQuery } from '../investments.generated';
import { formatDate, formatMoney, formatPercent } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import { toUnits } from '../../money/amount';
import { useLiveWallets } from '../../member/useLiveWallets';
import { StatCard } from '../../../components/StatCard';

/** Earned as a share of the cap, 0–100 (for the progress bar). */
export function capUsedPercent(earned: string, capTotal: string): number {
  const cap = toUnits(capTotal) ?? 0n;
  if (cap <= 0n) return 0;
  const used = ((toUnits(earned) ?? 0n) * 10_000n) / cap;
  return Math.min(100, Number(used) / 100);
}

export function CapLimitCard() {
  const cap = useMyCapQuery({ fetchPolicy: 'cache-and-network' });
  const running = useMyInvestmentsQuery({ variables: { status: 'RUNNING', page: 1, pageSize: 5 }, fetchPolicy: 'cache-and-network' });
  useLiveWallets({
    onChange: () => {
      void cap.refetch();
      void running.refetch();
    },
  });
  const c = cap.data?.myCap;
  const items = running.data?.myInvestments.items ?? [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="cap-limit-card">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Investments and Limit</Title>
          <Anchor component={Link} to="/user/plan" size="sm">
            Buy a plan
          </Anchor>
        </Group>
        <QueryState loading={cap.loading && !c} error={!c && cap.error ? errorMessage(cap.error) : null} onRetry={() => void cap.refetch()}>
          {c ? (
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                <StatCard label="Limit" value={formatMoney(c.remaining)} hint={c.open ? 'left to earn' : 'earning closed: top up to reopen'} color={c.open ? 'teal' : 'red'} testId="dashboard-limit" />
                <StatCard label="Active Plan" value={formatMoney(c.runningPrincipal)} hint={`${c.runningCount} running`} testId="dashboard-active-plan" />
                <StatCard label="Earned / Cap" value={`${formatMoney(c.earned)} / ${formatMoney(c.capTotal)}`} hint={c.ctoQualified ? '3x cap (CTO)' : undefined} testId="dashboard-cap" />
              </SimpleGrid>
              <Progress value={capUsedPercent(c.earned, c.capTotal)} color={c.open ? 'teal' : 'red'} aria-label="Share of the cap earned" />
              {!c.open && c.runningCount > 0 ? (
                <Alert color="red" variant="light">
                  You have reached your earnings cap. Top up again to keep earning.
                </Alert>
              ) : null}
            </Stack>
          ) : null}
        </QueryState>
        {items.length ? (
          <Table.ScrollContainer minWidth={420}>
            <Table striped verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Plan</Table.Th>
                  <Table.Th ta="right">Principal</Table.Th>
                  <Table.Th ta="right">Daily ROI</Table.Th>
                  <Table.Th>Until</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((i) => (
                  <Table.Tr key={i.id}>
                    <Table.Td>{i.plan?.name ?? `Plan #${i.planId}`}</Table.Td>
                    <Table.Td ta="right">{formatMoney(i.amount)}</Table.Td>
                    <Table.Td ta="right">{formatPercent(i.roiDay)}</Table.Td>
                    <Table.Td>{formatDate(i.endDay)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : running.loading ? null : (
          <Text size="sm" c="dimmed">
            No running investments yet.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
