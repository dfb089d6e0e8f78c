/**
 * /user/dashboard — Dashboard (PAGES §2.2): 'Welcome {fullname}', the four wallet cards (live), the
 * next action and the referral code and link (copy, share) first; then totals, cap, team and sponsor
 * cards and status, folded on a phone. Every figure links to the lines behind it.
 */
import { Link } from 'react-router-dom';
import { Button, SimpleGrid, Stack, em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useDeferredValue } from 'react';
import { IconArrowsExchange, IconCash, IconChartLine, IconCoins, IconPigMoney, IconWallet, IconBuildingBank } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { MyDashboardDocument, useMyDashboardQuery } from '../../modules/member/member.generated';
import { apolloClient } from '../../app/apollo';
import { formatMoney } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { StatCard } from '../../components/StatCard';
import { WALLET_LABELS, useLiveWallets } from '../../modules/member/useLiveWallets';
import { InvitePanel } from '../../modules/member/components/InvitePanel';
import { NextAction } from '../../modules/member/components/NextAction';
import { DashboardDetails } from '../../modules/member/components/DashboardDetails';

export { referralLink } from '../../modules/member/components/InvitePanel';
export { nextAction } from '../../modules/member/components/NextAction';

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
            {rest ? <DashboardDetails me={rest} phone={phone} /> : null}
          </Stack>
        ) : null}
      </QueryState>
    </Stack>
  );
}
