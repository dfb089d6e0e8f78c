/**
 * /user/topup — Top-Up (PAGES §2.2): a member (yourself when empty, or found by email / referral
 * code), plan, amount; confirm → topUp; the 'Top-Up History' (Topup To, Amount, Status, Requested At).
 */
import { Stack } from '@mantine/core';
import { InvestTabs } from '../../modules/plans/components/InvestTabs';
import { PageHeader } from '../../components/PageHeader';
import { useDeskPlansQuery } from '../../modules/plans/desk.generated';
import { useMyInvestmentsQuery } from '../../modules/plans/investments.generated';
import { useLiveWallets } from '../../modules/member/useLiveWallets';
import { TopUpForm } from '../../modules/plans/components/TopUpForm';
import { TopUpHistory, useTopUpHistory } from '../../modules/plans/components/TopUpHistory';
import { useBuyPlan } from '../../modules/plans/hooks';
import { largestRunning } from '../../modules/plans/rules';

export default function TopUpPage() {
  const plans = useDeskPlansQuery();
  const history = useTopUpHistory();
  const running = useMyInvestmentsQuery({ variables: { status: 'RUNNING', page: 1, pageSize: 100 } });
  const { wallets, memberId } = useLiveWallets({ onChange: () => history.refetch() });
  const { buy, loading } = useBuyPlan();
  return (
    <Stack gap="lg">
      <PageHeader title="Top-up" subtitle="Buy a plan for yourself or another member from your Active Wallet." />
      <InvestTabs />
      <TopUpForm
        anyMember
        plans={(plans.data?.plans ?? []).filter((p) => p.isActive)}
        activeBalance={wallets?.active}
        runningPlan={largestRunning(running.data?.myInvestments.items ?? [], memberId)}
        submitLabel="Top-Up"
        loading={loading}
        onSubmit={async (r) => {
          const outcome = await buy(r);
          if (outcome.ok) history.refetch();
          return outcome;
        }}
      />
      <TopUpHistory title="Top-Up History" columns={['receiver', 'plan', 'amount', 'status', 'created']} history={history} />
    </Stack>
  );
}
