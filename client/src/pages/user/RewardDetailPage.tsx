/**
 * /user/reward/detail — 'Reward Detail' (PAGES §2.2): Team Business, Strongest Leg and Other Legs,
 * the leg split, and every rank with its required business, salary, reward, business ratio under
 * the 50 % leg rule and 'Achieved' / 'Remaining'.
 */
import { Link } from 'react-router-dom';
import { Badge, Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconChartBar, IconGitBranch, IconUsersGroup } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { useRewardPlansQuery, useTeamBusinessQuery, type RewardPlanFieldsFragment } from '../../modules/ranks/ranks.generated';
import { formatMoney, formatPercent } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { StatCard } from '../../components/StatCard';

export default function RewardDetailPage() {
  const plans = useRewardPlansQuery();
  const business = useTeamBusinessQuery();
  const b = business.data?.teamBusiness;
  const columns: Column<RewardPlanFieldsFragment>[] = [
    { key: 'rank', header: 'Rank', render: (p) => `${p.rank} — ${p.title}` },
    { key: 'required', header: 'Required Business', align: 'right', render: (p) => formatMoney(p.threshold) },
    { key: 'salary', header: 'Salary Amount', align: 'right', render: (p) => formatMoney(p.salaryAmount) },
    { key: 'reward', header: 'Reward Amount', align: 'right', render: (p) => formatMoney(p.rewardAmount) },
    { key: 'ratio', header: 'Business Ratio', align: 'right', render: (p) => formatPercent(b?.rankSplits.find((s) => s.rank === p.rank)?.ratio) },
    {
      key: 'status',
      header: 'Status',
      render: (p) => (b && p.rank <= b.currentRank ? <Badge color="teal">Achieved</Badge> : <Badge color="gray" variant="light">Remaining</Badge>),
    },
  ];
  const legColumns: Column<NonNullable<typeof b>['legs'][number]>[] = [
    { key: 'leg', header: 'Leg (direct)', render: (l) => l.username ?? `#${l.legId}` },
    { key: 'business', header: 'Business', align: 'right', render: (l) => formatMoney(l.business) },
  ];
  const error = (plans.error && !plans.data) || (business.error && !business.data) ? errorMessage(plans.error ?? business.error, 'Failed to fetch rewards') : null;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Reward detail"
        actions={
          <Button component={Link} to="/user/rewards" variant="default">
            My Rewards
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard label="Team Business" value={formatMoney(b?.totalBusiness)} icon={IconUsersGroup} loading={business.loading && !b} testId="team-business" />
        <StatCard label="Strongest Leg" value={formatMoney(b?.strongestLeg)} icon={IconGitBranch} loading={business.loading && !b} testId="strongest-leg" />
        <StatCard label="Other Legs" value={formatMoney(b?.otherLegs)} icon={IconChartBar} loading={business.loading && !b} testId="other-legs" />
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={4}>Ranks</Title>
        <DataTable columns={columns} rows={plans.data?.rewardPlans} rowKey={(p) => p.id} loading={plans.loading} error={error} emptyText="No reward plans yet" />
      </Stack>
      <Stack gap="sm">
        <Title order={4}>Leg split</Title>
        <DataTable columns={legColumns} rows={b?.legs} rowKey={(l) => l.legId} loading={business.loading} emptyText="No direct members yet" />
      </Stack>
    </Stack>
  );
}
