/**
 * /admin/dashboard — 'Dashboard' (PAGES §2.3): figure cards (each opens its list page), deposits,
 * withdrawals and top-ups per month (bars, 12 months), new members per day (line, 30 days), income
 * per month by type (stacked area), pending queues with counts, the monthly
 * transaction summary with a month picker, the ledger check, 'Other Information' (feature
 * switches) and recent sign-ups. While only one staff member can move money, a warning asks for a
 * second person (maker-checker).
 */
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { errorMessage } from '../../lib/notify';
import { useAdminDashboardQuery } from '../../modules/admin/graphql/dashboard.generated';
import { useConsoleDashboardQuery } from '../../modules/console/console.generated';
import { IncomeChart, PendingQueues } from '../../modules/console/components/ConsolePanels';
import { DashboardCards } from '../../modules/admin/components/DashboardCards';
import { DashboardCharts } from '../../modules/admin/components/DashboardCharts';
import { FeatureSwitchesPanel } from '../../modules/admin/components/FeatureSwitchesPanel';
import { LedgerStatus } from '../../modules/admin/components/LedgerStatus';
import { RecentSignups } from '../../modules/admin/components/RecentSignups';
import { TransactionSummary } from '../../modules/admin/components/TransactionSummary';
import { SecondPersonAlert } from '../../modules/staff/components/SecondPersonAlert';

export default function DashboardPage() {
  const { data, loading, error, refetch } = useAdminDashboardQuery({ fetchPolicy: 'cache-and-network' });
  const consoleData = useConsoleDashboardQuery({ fetchPolicy: 'cache-and-network' });
  const extra = consoleData.data?.consoleDashboard;
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Members, money and platform health at a glance." />
      <SecondPersonAlert />
      <QueryState loading={loading && !data} error={error && !data ? errorMessage(error) : null} onRetry={() => void refetch()}>
        {data ? (
          <Stack gap="lg">
            <DashboardCards data={data} />
            <DashboardCharts money={data.moneyDashboard} topUps={extra?.topUpsPerMonth ?? []} />
            {extra ? (
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
                <IncomeChart data={extra} />
                <PendingQueues queues={extra.queues} />
              </SimpleGrid>
            ) : consoleData.error ? (
              <Text c="red" size="sm" role="alert">
                {errorMessage(consoleData.error)}
              </Text>
            ) : null}
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              <LedgerStatus />
              <FeatureSwitchesPanel />
            </SimpleGrid>
            <TransactionSummary />
            <RecentSignups rows={data.adminOverview.recentSignups} />
          </Stack>
        ) : null}
      </QueryState>
    </>
  );
}
