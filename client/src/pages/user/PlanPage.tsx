/**
 * /user/plan — Plans (PAGES §2.2): the entry-fee card first while unpaid; the plans table with 'Buy'
 * (modal: amount, Active before/after → confirm → topUp for oneself); the note on age; activation
 * plan cards ('Activate'); the 'Redeem Code' box.
 */
import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { InvestTabs } from '../../modules/plans/components/InvestTabs';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { useMyProfileQuery } from '../../modules/member/member.generated';
import { useActivationPlansQuery, useDeskPlansQuery, type PlanFieldsFragment } from '../../modules/plans/desk.generated';
import { useEntryFeeQuery, useMyActivationQuery, useMyInvestmentsQuery } from '../../modules/plans/investments.generated';
import { formatMoney, formatPercent } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { useLiveWallets } from '../../modules/member/useLiveWallets';
import { planPeriod, planRange } from '../../modules/plans/PlanCards';
import { useActivateEntry, useBuyActivationPlan } from '../../modules/plans/hooks';
import { largestRunning } from '../../modules/plans/rules';
import { ActivationPlanCards } from '../../modules/plans/components/ActivationPlanCards';
import { BuyPlanModal } from '../../modules/plans/components/BuyPlanModal';
import { EntryFeeCard } from '../../modules/plans/components/EntryFeeCard';
import { RedeemCodeBox } from '../../modules/plans/components/RedeemCodeBox';

export const AGE_NOTE = 'Participants must be at least 18 years old';

export default function PlanPage() {
  const plans = useDeskPlansQuery();
  const activationPlans = useActivationPlansQuery();
  const profile = useMyProfileQuery();
  const activation = useMyActivationQuery();
  const entryFee = useEntryFeeQuery();
  const mine = useMyInvestmentsQuery({ variables: { status: 'RUNNING', page: 1, pageSize: 100 } });
  const { wallets, memberId } = useLiveWallets();
  const [buying, setBuying] = useState<PlanFieldsFragment | null>(null);
  const { payEntryFee, loading: paying } = useActivateEntry();
  const { activate, loading: activating } = useBuyActivationPlan();
  const me = profile.data?.me;
  const entryUnpaid = me !== undefined && !me.isActive && activation.data !== undefined && !activation.data.myActivation;
  const runningPlan = largestRunning(mine.data?.myInvestments.items ?? [], memberId);

  const columns: Column<PlanFieldsFragment>[] = [
    { key: 'name', header: 'Plan Name', render: (p) => <Text fw={600}>{p.name}</Text>, csv: (p) => p.name },
    { key: 'price', header: 'Price', align: 'right', render: (p) => formatMoney(p.price) },
    { key: 'range', header: 'Min – Max', render: (p) => planRange(p) },
    { key: 'roi', header: 'ROI & Sponsor Bonus', render: (p) => `${formatPercent(p.roiDay)} daily · ${formatPercent(p.sponsorBonus)} bonus` },
    { key: 'period', header: 'Period', render: (p) => planPeriod(p.periodMonths) },
    { key: 'description', header: 'Description', render: (p) => p.description || '—' },
    {
      key: 'action',
      header: 'Action',
      // A plan she cannot buy now (top-ups off, below her running plan…): Buy disabled, the server's reason beside it.
      render: (p) => (
        <Stack gap={2} align="flex-start">
          <Button size="compact-sm" onClick={() => setBuying(p)} aria-label={`Buy ${p.name}`} disabled={!!p.buyBlockedReason} aria-describedby={p.buyBlockedReason ? `buy-blocked-${p.id}` : undefined}>
            Buy
          </Button>
          {p.buyBlockedReason ? (
            <Text size="xs" c="dimmed" id={`buy-blocked-${p.id}`} maw={220}>
              {p.buyBlockedReason}
            </Text>
          ) : null}
        </Stack>
      ),
      csv: () => '',
    },
  ];

  return (
    <Stack gap="lg">
      <LoadingOverlay visible={paying || activating} />
      <PageHeader title="Plans" subtitle="Choose a plan and invest from your Active Wallet." />
      <InvestTabs />
      {entryUnpaid ? <EntryFeeCard fee={entryFee.data?.settings.entryFee} error={entryFee.error} onPay={(fee) => void payEntryFee(fee)} /> : null}
      <QueryState loading={plans.loading && !plans.data} error={!plans.data && plans.error ? errorMessage(plans.error) : null} onRetry={() => void plans.refetch()}>
        <DataTable columns={columns} rows={plans.data?.plans.filter((p) => p.isActive)} rowKey={(p) => p.id} emptyText="No plans are offered right now" />
      </QueryState>
      <Alert variant="light" color="gray">
        {AGE_NOTE}
      </Alert>
      {activationPlans.data?.activationPlans.length ? <ActivationPlanCards plans={activationPlans.data.activationPlans} accountActive={!!me?.isActive} onActivate={(p) => void activate(p)} /> : null}
      {me && !me.isActive ? <RedeemCodeBox /> : null}
      {buying ? <BuyPlanModal plan={buying} active={wallets?.active} runningPlan={runningPlan} onClose={() => setBuying(null)} /> : null}
    </Stack>
  );
}
