/**
 * /user/dashboard — Dashboard (PAGES §2.2): 'Welcome {fullname}', the four wallet cards (live), the
 * next action and the referral code and link (copy, share) first; then totals, cap, team and sponsor
 * cards and status, folded on a phone. Every figure links to the lines behind it.
 */
import { Link } from 'react-router-dom';
import { Accordion, ActionIcon, Badge, Button, Code, CopyButton, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip, em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useDeferredValue, type ReactNode } from 'react';
import {
  IconArrowsExchange,
  IconCash,
  IconCheck,
  IconChartLine,
  IconCoins,
  IconCopy,
  IconShare,
  IconArrowRight,
  IconPigMoney,
  IconReceipt,
  IconUserStar,
  IconUsers,
  IconWallet,
  IconBuildingBank,
} from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { MyDashboardDocument, useMyDashboardQuery } from '../../modules/member/member.generated';
import { apolloClient } from '../../app/apollo';
import { formatDate, formatMoney } from '../../lib/money';
import { toUnits } from '../../modules/money/amount';
import { errorMessage } from '../../lib/notify';
import { StatCard } from '../../components/StatCard';
import { TeamFigures } from '../../modules/team/components/TeamFigures';
import { WALLET_LABELS, useLiveWallets } from '../../modules/member/useLiveWallets';
import { CapLimitCard } from '../../modules/plans/components/CapLimitCard';
import { QRCodeSVG } from 'qrcode.react';
import { useMyIncomeQuery } from '../../modules/income/income.generated';
import { EarningsChart } from '../../modules/income/components/EarningsChart';
import { ActivityFeed } from '../../modules/member/components/ActivityFeed';

/** `{origin}/register?referral={code}` */
export function referralLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/register?referral=${encodeURIComponent(code)}`;
}

/**
 * The platform's share sheet (Web Share API) where the browser has one (phones, some desktops): the
 * invite text with the link. Hidden where there is none; the copy buttons and the QR code remain.
 */
function ShareButton({ url, code }: { url: string; code: string }) {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return null;
  return (
    <Button
      variant="light"
      leftSection={<IconShare size={16} />}
      onClick={() => void navigator.share({ title: 'Join me on Meridian', text: `Join me on Meridian with my referral code ${code}.`, url }).catch(() => undefined)}
    >
      Share invite
    </Button>
  );
}

/** Invite members (issue 20 item 11): the code and link to copy, a QR code of the link, the share sheet. */
function InvitePanel({ code }: { code: string }) {
  const link = referralLink(code);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Invite members
        </Title>
        <Group align="flex-start" gap="md" wrap="nowrap">
          <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
            <CopyField label="Referral Code" value={code} />
            <CopyField label="Referral Link" value={link} />
          </Stack>
          <div style={{ background: 'white', padding: 6, borderRadius: 6, lineHeight: 0, flex: 'none' }} data-testid="referral-qr">
            <QRCodeSVG value={link} size={104} role="img" aria-label="QR code of your referral link" />
          </div>
        </Group>
        <Group>
          <ShareButton url={link} code={code} />
        </Group>
      </Stack>
    </Paper>
  );
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

/** The one thing to do next: activate, add funds, or put the Active Wallet to work. */
export function nextAction(active: boolean, activeBalance: string): { title: string; text: string; label: string; to: string } {
  if (!active) return { title: 'Activate your account', text: 'Buy a plan to start earning daily ROI and team incomes.', label: 'Choose a plan', to: '/user/plan' };
  if ((toUnits(activeBalance) ?? 0n) <= 0n) return { title: 'Add funds', text: 'Deposit to your Active Wallet to top up or invest more.', label: 'Deposit', to: '/user/manual-deposit' };
  return { title: 'Put your balance to work', text: 'Top up a plan from your Active Wallet.', label: 'Top up', to: '/user/topup' };
}

function NextAction({ active, activeBalance }: { active: boolean; activeBalance: string }) {
  const a = nextAction(active, activeBalance);
  return (
    <Paper withBorder radius="md" p="md" data-testid="next-action">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={4}>
          <Title order={4}>{a.title}</Title>
          <Text size="sm" c="dimmed">
            {a.text}
          </Text>
        </Stack>
        <Button component={Link} to={a.to} rightSection={<IconArrowRight size={16} />} style={{ alignSelf: 'flex-start' }}>
          {a.label}
        </Button>
      </Stack>
    </Paper>
  );
}

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

/** The first load's data, requested while the page renders (lazy.prefetchPageData). */
export function prefetchData(): void {
  void apolloClient.query({ query: MyDashboardDocument }).catch(() => undefined);
}

export default function DashboardPage() {
  const { data, loading, error, refetch } = useMyDashboardQuery();
  // Keeps the wallet cards live (walletChanged writes into the same cached member).
  useLiveWallets({ onChange: () => void refetch() });
  const me = data?.me;
  // The wallets, next action and referral link render first; the rest (totals, cap, team, status,
  // with their own queries) follows in a background render, so the first figures show sooner.
  const rest = useDeferredValue(me);
  const phone = useMediaQuery(`(max-width: ${em(640)})`) ?? false;

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
            {/* First on every screen: the wallets, what to do next, and the referral link. */}
            <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
              <StatCard label={WALLET_LABELS.active} value={formatMoney(me.wallets.active)} icon={IconWallet} to="/user/dep" testId="dashboard-active" />
              <StatCard label={WALLET_LABELS.income} value={formatMoney(me.wallets.income)} icon={IconCoins} color="indigo" to="/user/statement?wallet=INCOME" testId="dashboard-income" />
              <StatCard label={WALLET_LABELS.roi} value={formatMoney(me.wallets.roi)} icon={IconChartLine} color="grape" to="/user/statement?wallet=ROI" testId="dashboard-roi" />
              <StatCard label={WALLET_LABELS.compound} value={formatMoney(me.wallets.compound)} icon={IconPigMoney} color="orange" to="/user/statement?wallet=COMPOUND" testId="dashboard-compound" />
            </SimpleGrid>

            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <NextAction active={me.isActive} activeBalance={me.wallets.active} />
              <InvitePanel code={me.referralCode} />
            </SimpleGrid>

            {/* The rest: open on a wide screen, folded on a phone. */}
            {rest ? <Rest me={rest} phone={phone} /> : null}
          </Stack>
        ) : null}
      </QueryState>
    </Stack>
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

type DashboardMember = NonNullable<ReturnType<typeof useMyDashboardQuery>['data']>['me'];

function Rest({ me, phone }: { me: DashboardMember; phone: boolean }) {
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
