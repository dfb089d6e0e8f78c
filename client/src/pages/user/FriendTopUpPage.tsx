/**
 * /user/top — Top Up a Friend (PAGES §2.2): MemberLookup (not self), plan, amount within the plan's
 * min–max, optional description; confirm → friendTopUp; the history of top-ups paid or received
 * with their descriptions.
 */
import { Stack } from '@mantine/core';
import { InvestTabs } from '../../modules/plans/components/InvestTabs';
import { PageHeader } from '../../components/PageHeader';
import { useDeskPlansQuery } from '../../modules/plans/desk.generated';
import { useLiveWallets } from '../../modules/member/useLiveWallets';
import { TopUpForm } from '../../modules/plans/components/TopUpForm';
import { TopUpHistory, useTopUpHistory } from '../../modules/plans/components/TopUpHistory';
import { useFriendTopUp } from '../../modules/plans/hooks';

export default function FriendTopUpPage() {
  const plans = useDeskPlansQuery();
  const history = useTopUpHistory();
  const { wallets } = useLiveWallets({ onChange: () => history.refetch() });
  const { topUpFriend, loading } = useFriendTopUp();
  return (
    <Stack gap="lg">
      <PageHeader title="Top up a friend" subtitle="Buy a plan for another member from your Active Wallet; their sponsor earns the direct income." />
      <InvestTabs />
      <TopUpForm
        friend
        plans={(plans.data?.plans ?? []).filter((p) => p.isActive)}
        activeBalance={wallets?.active}
        submitLabel="Top Up"
        loading={loading}
        onSubmit={async (r) => {
          if (!r.receiver) return { ok: false, error: 'Find the member first' };
          const outcome = await topUpFriend({ ...r, receiver: r.receiver });
          if (outcome.ok) history.refetch();
          return outcome;
        }}
      />
      <TopUpHistory title="Top-up history" columns={['receiver', 'plan', 'amount', 'description', 'status', 'created']} history={history} />
    </Stack>
  );
}
