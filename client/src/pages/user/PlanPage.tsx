/**
 * /user/plan — Plans (PAGES §2.2): the entry-fee card first while unpaid; the plans table with 'Buy'
 * (modal: amount, Active before/after → confirm → topUp for oneself); the note on age; activation
 * plan cards ('Activate'); the 'Redeem Code' box.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconKey, IconShoppingCart } from '@tabler/icons-react';
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
import { normalizeAmount, toUnits, unitsToDecimal } from '../../modules/money/amount';
import { planPeriod, planRange } from '../../modules/plans/PlanCards';
import { useActivateEntry, useBuyActivationPlan, useBuyPlan, useRedeemCode } from '../../modules/plans/hooks';
import { largestRunning, validateCode, validateTopUpAmount } from '../../modules/plans/rules';
import { quoteLines, TopUpQuotePanel, useTopUpQuote } from '../../modules/plans/components/TopUpQuotePanel';

export const AGE_NOTE = 'Participants must be at least 18 years old';

function BuyModal({ plan, active, runningPlan, onClose }: { plan: PlanFieldsFragment; active: string | undefined; runningPlan: string | null; onClose: () => void }) {
  const [amount, setAmount] = useState(plan.price);
  const [error, setError] = useState<string | null>(null);
  const { buy, loading } = useBuyPlan();
  const value = normalizeAmount(amount);
  const valid = validateTopUpAmount(amount, plan, active, runningPlan) === null ? value : null;
  const quote = useTopUpQuote({ planId: plan.id, amount: valid });
  const after = value ? unitsToDecimal((toUnits(active) ?? 0n) - (toUnits(value) ?? 0n), true) : null;
  const submit = async () => {
    const problem = validateTopUpAmount(amount, plan, active, runningPlan);
    setError(problem);
    if (problem || !value) return;
    const outcome = await buy({ planId: plan.id, planName: plan.name, amount: value, activeBalance: active, terms: quote.quote ? quoteLines(quote.quote, false) : undefined });
    if (outcome.ok) onClose();
    else if (outcome.fieldErrors?.amount) setError(outcome.error);
  };
  return (
    <Modal opened onClose={onClose} title={`Buy ${plan.name}`} centered size="lg">
      <Stack gap="sm">
        <TextInput
          label="Amount"
          leftSection="$"
          inputMode="decimal"
          value={amount}
          onChange={(e) => {
            setAmount(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          description={`${planRange(plan)}${runningPlan ? ` · not below your running plan (${formatMoney(runningPlan)})` : ''}`}
          data-autofocus
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Active Wallet before
          </Text>
          <Text size="sm" fw={600}>
            {formatMoney(active)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Active Wallet after
          </Text>
          <Text size="sm" fw={600} c={after && after.startsWith('-') ? 'red' : undefined}>
            {after ? formatMoney(after) : '—'}
          </Text>
        </Group>
        <TopUpQuotePanel state={quote} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={loading} leftSection={<IconShoppingCart size={16} />}>
            Buy
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RedeemBox() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { redeem, loading } = useRedeemCode();
  const submit = async () => {
    const problem = validateCode(code);
    setError(problem);
    if (problem) return;
    const outcome = await redeem(code);
    if (outcome.ok) setCode('');
    else setError(outcome.error);
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={4}>Redeem Code</Title>
        <Text size="sm" c="dimmed">
          Have an e-pin? Redeem it to activate your account.
        </Text>
        <Group align="flex-start" gap="xs">
          <TextInput
            aria-label="E-pin code"
            placeholder="E-pin code"
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void submit();
            }}
            error={error}
            style={{ flex: 1 }}
          />
          <Button leftSection={<IconKey size={16} />} onClick={() => void submit()} loading={loading}>
            Redeem
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

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
      {entryUnpaid ? (
        <Card withBorder radius="md" padding="lg" data-testid="entry-fee-card">
          <Group justify="space-between" align="center">
            <Stack gap={4}>
              <Title order={4}>Entry fee</Title>
              <Text size="sm" c="dimmed">
                {/* The fee is named only once it is known: a failed settings query never reads as a $0.00 fee. */}
                {entryFee.data
                  ? `Activate your account by paying the entry fee of ${formatMoney(entryFee.data.settings.entryFee)} from your Active Wallet.`
                  : 'Activate your account by paying the entry fee from your Active Wallet.'}
              </Text>
              {entryFee.error && !entryFee.data ? (
                <Text size="sm" c="red" role="alert">
                  The entry fee could not be loaded: {errorMessage(entryFee.error)}
                </Text>
              ) : null}
            </Stack>
            <Button onClick={() => void payEntryFee(entryFee.data?.settings.entryFee)} disabled={!entryFee.data}>
              Pay Entry Fee
            </Button>
          </Group>
        </Card>
      ) : null}
      <QueryState loading={plans.loading && !plans.data} error={!plans.data && plans.error ? errorMessage(plans.error) : null} onRetry={() => void plans.refetch()}>
        <DataTable columns={columns} rows={plans.data?.plans.filter((p) => p.isActive)} rowKey={(p) => p.id} emptyText="No plans are offered right now" />
      </QueryState>
      <Alert variant="light" color="gray">
        {AGE_NOTE}
      </Alert>
      {activationPlans.data?.activationPlans.length ? (
        <Stack gap="sm">
          <Title order={3}>Activation plans</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {activationPlans.data.activationPlans
              .filter((p) => p.isActive)
              .map((p) => (
                <Card key={p.id} withBorder radius="md" padding="lg">
                  <Stack gap="xs">
                    <Group justify="space-between">
                      <Title order={4}>{p.name}</Title>
                      <Badge variant="light">{formatMoney(p.price)}</Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {p.description || 'Activates your account.'}
                    </Text>
                    <Button onClick={() => void activate(p)} disabled={!!me?.isActive} aria-label={me?.isActive ? undefined : `Activate with ${p.name}`}>
                      {me?.isActive ? 'Account active' : 'Activate'}
                    </Button>
                  </Stack>
                </Card>
              ))}
          </SimpleGrid>
        </Stack>
      ) : null}
      {me && !me.isActive ? <RedeemBox /> : null}
      {buying ? <BuyModal plan={buying} active={wallets?.active} runningPlan={runningPlan} onClose={() => setBuying(null)} /> : null}
    </Stack>
  );
}
