/**
 * The member dashboard below the wallets (PAGES §2.2): earnings and activity, the totals (each linked
 * to its lines), cap, team and sponsor cards and the account status; folded under one header on a phone.
 */
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Accordion, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconCoins, IconReceipt, IconUserStar, IconUsers } from '@tabler/icons-react';
import { StatCard } from '../../../components/StatCard';
import { formatDate, formatMoney } from '../../../lib/money';
import type { MyDashboardQuery } from '../member.generated';
import { useMyIncomeQuery } from '../../income/income.generated';
import { EarningsChart } from '../../income/components/EarningsChart';
import { CapLimitCard } from '../../plans/components/CapLimitCard';
import { TeamFigures } from '../../team/components/TeamFigures';
import { ActivityFeed } from './ActivityFeed';

/** Shown as it is, or folded under one header (phones). */
function Fold({ folded, label, children }: { folded: boolean; label: string; children: ReactNode }) {
  if (!folded) return <>{children}</>;
  return (
    <Accordion variant="separated" radius="md">
      <Accordion.Item value="more">
        <Accordion.Control>{label}</Accordion.Control>
        <Accordion.Panel>{children}</Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

/** Earnings over the last 30 days (issue 20 item 11), live with the wallets. */
function EarningsPanel() {
  const income = useMyIncomeQuery({ variables: { days: 30 } });
  const data = income.data?.myIncome;
  return (
    <Paper withBorder radius="md" p="md" data-testid="dashboard-earnings">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Earnings, last 30 days
        </Title>
        <Button component={Link} to="/user/income" variant="subtle" size="compact-sm">
          Income
        </Button>
      </Group>
      <EarningsChart days={data?.days} loading={income.loading && !data} failed={!!income.error && !data} h={200} />
    </Paper>
  );
}

type DashboardMember = MyDashboardQuery['me'];

export function DashboardDetails({ me, phone }: { me: DashboardMember; phone: boolean }) {
  return (
    <Fold folded={phone} label="Earnings, team and account">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <EarningsPanel />
          <ActivityFeed />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          <StatCard label="Total Earning" value={formatMoney(me.totals.totalEarning)} icon={IconCoins} to="/user/income" testId="dashboard-total-earning" />
          <StatCard label="Total Deposit" value={formatMoney(me.totals.totalDeposit)} icon={IconBuildingBank} color="blue" to="/user/statement?kind=DEPOSIT" />
          <StatCard label="Total Withdrawal" value={formatMoney(me.totals.totalWithdrawal)} icon={IconReceipt} color="red" to="/user/withdrawal" />
          <StatCard label="Direct Income" value={formatMoney(me.totals.directIncome)} to="/user/transaction/direct_transaction" />
          <StatCard label="ROI Income" value={formatMoney(me.totals.roiIncome)} to="/user/transaction/roi_transaction" />
          <StatCard label="Level Income" value={formatMoney(me.totals.levelIncome)} to="/user/transaction/invest_level_transaction" />
        </SimpleGrid>

        <CapLimitCard />
        <TeamFigures />
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          <StatCard label="Total Direct" value={String(me.team.directs)} hint={`${me.team.activeDirects} active`} icon={IconUsers} color="cyan" to="/user/direct-members" />
          <StatCard
            label="Active Sponsor"
            value={me.sponsor ? (me.sponsor.isActive ? 'Active' : 'Inactive') : '—'}
            hint={me.sponsor ? me.sponsor.username : 'No sponsor'}
            icon={IconUserStar}
            color="yellow"
          />
          <StatCard
            label="Referred By"
            value={me.sponsor ? me.sponsor.fullname : '—'}
            // A member's username is their referral code; show it once.
            hint={me.sponsor ? (me.sponsor.username === me.sponsor.referralCode ? me.sponsor.username : `${me.sponsor.username} · ${me.sponsor.referralCode}`) : 'You joined without a referral code'}
            icon={IconUserStar}
            color="yellow"
          />
        </SimpleGrid>

        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={4}>Status</Title>
            <Group gap="xs">
              <Badge color={me.isActive ? 'green' : 'gray'} variant="light" size="lg">
                {me.isActive ? 'Active' : 'Inactive'}
              </Badge>
              <Badge color={me.emailVerified ? 'green' : 'yellow'} variant="light" size="lg">
                {me.emailVerified ? 'Email verified' : 'Email not verified'}
              </Badge>
              {me.status === 'block' ? (
                <Badge color="red" variant="light" size="lg">
                  Blocked
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              Member since {formatDate(me.createdAt)}
              {me.activationDate ? ` · activated ${formatDate(me.activationDate)}` : ' · not activated yet'}
            </Text>
            <Text size="sm" c="dimmed">
              Username <b>{me.username}</b> · {me.email}
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Fold>
  );
}
