/**
 * /user/rewards — 'Rewards' (PAGES §2.2): the current target (title, threshold, window and days
 * left, business, strongest-leg vs other-legs progress), 'Claim Reward' when qualified, and the
 * rank history. With no progress rows yet, initializeRewards runs once automatically.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { QueryState } from '../../components/QueryState';
import { useInitializeRewardsMutation, useMemberRewardsQuery, useTeamBusinessQuery, type RankProgressFieldsFragment } from '../../modules/ranks/ranks.generated';
import { formatDate, formatMoney, formatMoneyOrDash } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { StatCard } from '../../components/StatCard';
import { useClaimReward } from '../../modules/ranks/hooks';
import { progressPercent } from '../../modules/ranks/legs';

const STATUS: Record<string, { label: string; color: string }> = {
  PENDING: { label: 'In progress', color: 'gray' },
  REACHED: { label: 'Reached', color: 'yellow' },
  PAID: { label: 'Paid', color: 'teal' },
};

const columns: Column<RankProgressFieldsFragment>[] = [
  { key: 'rank', header: 'Rank', render: (r) => r.rank },
  { key: 'title', header: 'Title', render: (r) => r.title },
  { key: 'threshold', header: 'Threshold', align: 'right', render: (r) => formatMoney(r.threshold) },
  { key: 'reward', header: 'Reward', align: 'right', render: (r) => formatMoney(r.rewardAmount) },
  { key: 'start', header: 'Start', render: (r) => formatDate(r.startDay) },
  { key: 'end', header: 'End', render: (r) => formatDate(r.endDay) },
  { key: 'status', header: 'Status', render: (r) => <Badge color={STATUS[r.status]?.color ?? 'gray'} variant="light">{STATUS[r.status]?.label ?? r.status}</Badge> },
  { key: 'completed', header: 'Completed At', render: (r) => formatDate(r.completedDay) },
];

function daysLeft(endDay: string): number {
  const end = new Date(`${endDay}T00:00:00`);
  return Math.max(0, Math.ceil((end.getTime() - Date.now()) / 86_400_000));
}

export default function RewardsPage() {
  const rewards = useMemberRewardsQuery({ notifyOnNetworkStatusChange: true });
  const business = useTeamBusinessQuery();
  const [initialize] = useInitializeRewardsMutation();
  const initialized = useRef(false);
  const refetchAll = () => {
    void rewards.refetch();
    void business.refetch();
  };
  const { claim, loading: claiming } = useClaimReward(refetchAll);

  const rows = rewards.data?.memberRewards;
  useEffect(() => {
    // Progress rows are created on the first visit (rows without an id are plan targets only).
    if (rows && rows.length && rows.every((r) => r.id === 0) && !initialized.current) {
      initialized.current = true;
      void initialize().then(() => rewards.refetch()).catch(() => undefined);
    }
  }, [rows, initialize, rewards]);

  const target = rows?.find((r) => !r.isCompleted) ?? null;
  const waiting = rows?.some((r) => r.status === 'REACHED') ?? false;
  const b = business.data?.teamBusiness;
  // The server's leg split towards the target rank (rules/legs.ts): the client does not recompute it.
  const progress = (target && b?.rankSplits.find((s) => s.rank === target.rank)) || null;
  const half = progress?.strongestCap ?? '0';
  const canClaim = waiting || !!b?.qualifies;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Rewards"
        actions={
          <>
            <Button component={Link} to="/user/reward/detail" variant="default">
              Reward Detail
            </Button>
            <Button leftSection={<IconTrophy size={16} />} onClick={() => void claim()} loading={claiming} disabled={!canClaim}>
              Claim Reward
            </Button>
          </>
        }
      />
      <QueryState loading={rewards.loading && !rewards.data} error={rewards.error && !rewards.data ? errorMessage(rewards.error, 'Error fetching rewards') : null} onRetry={refetchAll}>
        {target ? (
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={4}>
                  Current target: {target.title} (rank {target.rank})
                </Title>
                <Text size="sm" c="dimmed">
                  {formatDate(target.startDay)} – {formatDate(target.endDay)} · {daysLeft(target.endDay)} days left
                </Text>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <StatCard label="Threshold" value={formatMoney(target.threshold)} />
                <StatCard label="Counted business" value={formatMoney(progress?.counted)} loading={business.loading && !b} error={business.error && !b} />
                <StatCard label="Reward" value={formatMoney(target.rewardAmount)} hint={`Salary ${formatMoney(target.salaryAmount)} / month`} />
              </SimpleGrid>
              <Text size="sm">
                Strongest leg: {formatMoneyOrDash(progress?.strongestCounted)} of at most {formatMoney(half)}
              </Text>
              <Progress value={progressPercent(progress?.strongestCounted ?? '0', half)} aria-label="Strongest leg progress" />
              <Text size="sm">
                Other legs: {formatMoneyOrDash(progress?.others)} of at least {formatMoney(half)}
              </Text>
              <Progress color="grape" value={progressPercent(progress?.others ?? '0', half)} aria-label="Other legs progress" />
            </Stack>
          </Paper>
        ) : rows?.length ? (
          <Paper withBorder p="lg" radius="md">
            <Text>Every rank is reached. Congratulations!</Text>
          </Paper>
        ) : null}
        <Stack gap="sm">
          <Title order={4}>Rank history</Title>
          <DataTable columns={columns} rows={rows} rowKey={(r) => r.rank} loading={rewards.loading} emptyText="No reward plans yet" />
        </Stack>
      </QueryState>
    </Stack>
  );
}
