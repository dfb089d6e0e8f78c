/**
 * /user/income — 'Income' (PAGES §2.2): cards Limit (cap left), Direct, Level, ROI, Reward, Salary,
 * Leadership, CTO, Total Earning (each opens its ledger when that page exists), today's figures, a
 * chart of the last 30 days and the daily lines; a level-income line opens its explanation.
 * Figures come from the daily income summary and refresh live when the member's wallets change.
 */
import { useState } from 'react';
import { EarningsChart } from '../../modules/income/components/EarningsChart';
import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconCoins, IconGauge, IconRefresh } from '@tabler/icons-react';
import { DataTable, type Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { useMyIncomeQuery, type MyIncomeQuery } from '../../modules/income/income.generated';
import { useMyWalletChangedSubscription } from '../../modules/member/member.generated';
import { formatDate, formatMoney } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { StatCard } from '../../components/StatCard';
import { kindLabel } from '../../modules/money/labels';
import { LevelExplanation } from '../../modules/income/components/LevelExplanation';
import { amountOf, INCOME_CARDS } from '../../modules/income/kinds';
import { userRouteExists } from './LedgerTransactionsPage';

type DayRow = MyIncomeQuery['myIncome']['days'][number];

export default function IncomePage() {
  const income = useMyIncomeQuery({ variables: { days: 30 }, notifyOnNetworkStatusChange: true });
  useMyWalletChangedSubscription({ onData: () => void income.refetch() });
  const [explain, setExplain] = useState<string | null>(null);
  const data = income.data?.myIncome;
  const loading = income.loading && !data;
  /** The income could not be read: every figure shows '—', never a false $0.00. */
  const failed = !!income.error && !data;

  const columns: Column<DayRow>[] = [
    { key: 'day', header: 'Date', render: (r) => formatDate(r.day) },
    { key: 'kind', header: 'Income', render: (r) => kindLabel(r.kind) },
    { key: 'amount', header: 'Amount', align: 'right', render: (r) => formatMoney(r.amount), csv: (r) => r.amount },
    {
      key: 'explain',
      header: 'Details',
      render: (r) =>
        r.kind === 'LEVEL_INCOME' ? (
          <Button size="xs" variant="light" onClick={() => setExplain(r.day)}>
            Explain
          </Button>
        ) : null,
      csv: () => '',
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Income"
        actions={
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void income.refetch()} loading={income.loading}>
            Refresh
          </Button>
        }
      />
      {failed ? <Alert color="red">{errorMessage(income.error, 'Failed to load your income')}</Alert> : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
        <StatCard label="Limit" value={formatMoney(data?.limit)} hint={data ? `of ${formatMoney(data.capTotal)} cap` : undefined} icon={IconGauge} loading={loading} error={failed} testId="income-limit" />
        {INCOME_CARDS.map((c) => (
          <StatCard
            key={c.kind}
            label={c.label}
            value={formatMoney(amountOf(data?.totals, c.kind))}
            icon={IconCoins}
            loading={loading}
            error={failed}
            to={userRouteExists(c.to) ? c.to : undefined}
            testId={`income-${c.kind}`}
          />
        ))}
        <StatCard label="Total Earning" value={formatMoney(data?.totalEarning)} icon={IconCoins} color="green" loading={loading} error={failed} testId="income-total" />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={4} mb="sm">
          Today{data ? ` (${formatDate(data.today)})` : ''}
        </Title>
        <Group gap="xl">
          {['ROI', 'LEVEL_INCOME', 'DIRECT_INCOME', 'COMPOUND_ROI'].map((k) => (
            <StatCard key={k} label={kindLabel(k)} value={formatMoney(amountOf(data?.todayTotals, k))} loading={loading} error={failed} testId={`today-${k}`} />
          ))}
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={4} mb="sm">
          Last 30 days
        </Title>
        <EarningsChart days={data?.days} loading={loading} failed={failed} />
      </Paper>
      <Stack gap="sm">
        <Title order={4}>Daily income</Title>
        <DataTable columns={columns} rows={data?.days} rowKey={(r) => `${r.day}:${r.kind}`} loading={loading} emptyText="No income yet" exportName="income" />
      </Stack>
      <Modal opened={explain !== null} onClose={() => setExplain(null)} title="Level income explained" size="lg" centered>
        {explain ? <LevelExplanation day={explain} /> : null}
      </Modal>
    </Stack>
  );
}
