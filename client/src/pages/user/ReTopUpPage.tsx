/**
 * /user/retopup and /user/re-topup — Re-Top-Up (PAGES §2.2): plan, amount (within min–max, not
 * below the running plan), Active balance; confirm → reTopUp; the member's top-up history.
 */
import { Stack } from '@mantine/core';
import { InvestTabs } from '../../modules/plans/components/InvestTabs';
import { PageHeader } from '../../components/PageHeader';
import { useDeskPlansQuery } from '../../modules/plans/desk.generated';
import { useMyInvestmentsQuery } from '../../modules/plans/investments.generated';
import { useLiveWallets } from '../../modules/member/useLiveWallets';
import { TopUpForm } from '../../modules/plans/components/TopUpForm';
import { TopUpHistory, useTopUpHistory } from '../../modules/plans/components/TopUpHistory';
import { useReTopUp } from '../../modules/plans/hooks';
import { largestRunning } from '../../modules/plans/rules';

export default function ReTopUpPage() {
  const plans = useDeskPlansQuery();
  const history = useTopUpHistory();
  const running = useMyInvestmentsQuery({ variables: { status: 'RUNNING', page: 1, pageSize: 100 } });
  const { wallets, memberId } = useLiveWallets({ onChange: () => history.refetch() });
  const { reTopUp, loading } = useReTopUp();
  return (
    <Stack gap="lg">
      <PageHeader title="Re-top-up" subtitle="Add another investment for yourself from your Active Wallet." />
      <InvestTabs />
      <TopUpForm
        plans={(plans.data?.plans ?? []).filter((p) => p.isActive)}
        activeBalance={wallets?.active}
        runningPlan={largestRunning(running.data?.myInvestments.items ?? [], memberId)}
        kind="RETOPUP"
        submitLabel="Re-Top-Up"
        loading={loading}
        onSubmit={async (r) => {
          const outcome = await reTopUp(r);
          if (outcome.ok) history.refetch();
          return outcome;
        }}
      />
      <TopUpHistory title="Top-up history" columns={['receiver', 'plan', 'kind', 'amount', 'status', 'created']} history={history} />
    </Stack>
  );
}
