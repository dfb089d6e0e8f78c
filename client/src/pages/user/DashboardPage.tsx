/**
 * /user/dashboard — Dashboard (PAGES §2.2): 'Welcome {fullname}', the four wallet cards (live),
 * totals, team and sponsor cards, status, referral code and link, shortcuts.
 */
import { Link } from 'react-router-dom';
import { ActionIcon, Badge, Button, Code, CopyButton, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconArrowsExchange,
  IconCash,
  IconCheck,
  IconChartLine,
  IconCoins,
  IconCopy,
  IconPigMoney,
  IconReceipt,
  IconSitemap,
  IconUserStar,
  IconUsers,
  IconWallet,
  IconBuildingBank,
} from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { useMyDashboardQuery } from '../../generated/graphql';
import { formatDate, formatMoney } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { StatCard } from '../../modules/money/StatCard';
import { WALLET_LABELS, useLiveWallets } from '../../modules/member/useLiveWallets';

/** `{origin}/register?referral={code}` */
export function referralLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/register?referral=${encodeURIComponent(code)}`;
}

function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code block style={{ flex: 1, overflowWrap: 'anywhere', whiteSpace: 'normal' }} data-testid={`copy-${label}`}>
          {value}
        </Code>
        <CopyButton value={value} timeout={1500}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : `Copy ${label}`} withArrow>
              <ActionIcon variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : 'gray'} onClick={copy} size="lg" aria-label={`Copy ${label}`}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

export default function DashboardPage() {
  const { data, loading, error, refetch } = useMyDashboardQuery();
  // Keeps the wallet cards live (walletChanged writes into the same cached member).
  useLiveWallets({ onChange: () => void refetch() });
  const me = data?.me;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Dashboard"
        subtitle={me ? `Welcome ${me.fullname}` : undefined}
        actions={
          <>
            <Button component={Link} to="/user/manual-deposit" leftSection={<IconBuildingBank size={16} />}>
              Deposit
            </Button>
            <Button component={Link} to="/user/withdrawal" variant="light" leftSection={<IconCash size={16} />}>
              Withdraw
            </Button>
            <Button component={Link} to="/user/transfer" variant="default" leftSection={<IconArrowsExchange size={16} />}>
              Transfer
            </Button>
          </>
        }
      />
      <QueryState loading={loading && !me} error={!me && error ? errorMessage(error) : null} onRetry={() => void refetch()}>
        {me ? (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
              <StatCard label={WALLET_LABELS.active} value={formatMoney(me.wallets.active)} icon={IconWallet} to="/user/dep" testId="dashboard-active" />
              <StatCard label={WALLET_LABELS.income} value={formatMoney(me.wallets.income)} icon={IconCoins} color="indigo" to="/user/transaction/direct_transaction" testId="dashboard-income" />
              <StatCard label={WALLET_LABELS.roi} value={formatMoney(me.wallets.roi)} icon={IconChartLine} color="grape" to="/user/transaction/roi_transaction" testId="dashboard-roi" />
              <StatCard label={WALLET_LABELS.compound} value={formatMoney(me.wallets.compound)} icon={IconPigMoney} color="orange" to="/user/withdrawal" testId="dashboard-compound" />
            </SimpleGrid>

            <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
              <StatCard label="Total Earning" value={formatMoney(me.totals.totalEarning)} icon={IconCoins} testId="dashboard-total-earning" />
              <StatCard label="Total Deposit" value={formatMoney(me.totals.totalDeposit)} icon={IconBuildingBank} color="blue" />
              <StatCard label="Total Withdrawal" value={formatMoney(me.totals.totalWithdrawal)} icon={IconReceipt} color="red" />
              <StatCard label="Direct Income" value={formatMoney(me.totals.directIncome)} to="/user/transaction/direct_transaction" />
              <StatCard label="ROI Income" value={formatMoney(me.totals.roiIncome)} to="/user/transaction/roi_transaction" />
              <StatCard label="Level Income" value={formatMoney(me.totals.levelIncome)} to="/user/transaction/invest_level_transaction" />
            </SimpleGrid>

            <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
              <StatCard label="Total Team" value={String(me.team.team)} icon={IconSitemap} color="cyan" />
              <StatCard label="Total Direct" value={String(me.team.directs)} hint={`${me.team.activeDirects} active`} icon={IconUsers} color="cyan" />
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

            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
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
              <Paper withBorder radius="md" p="md">
                <Stack gap="sm">
                  <Title order={4}>Invite members</Title>
                  <CopyField label="Referral Code" value={me.referralCode} />
                  <CopyField label="Referral Link" value={referralLink(me.referralCode)} />
                </Stack>
              </Paper>
            </SimpleGrid>
          </Stack>
        ) : null}
      </QueryState>
    </Stack>
  );
}
