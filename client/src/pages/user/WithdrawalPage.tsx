/**
 * /user/withdrawal — Withdrawal (PAGES §2.2, §4). Cards Income/ROI/Compound (live), the payout
 * address (warning + profile link when missing), tabs Income / ROI / Principal / Compound, and the
 * history with a status filter and 'Cancel' on pending rows.
 *
 * Income and ROI: Amount ≥ $10, a multiple of $10, ≤ the wallet; fee and net come from the
 * withdrawalQuote query before confirming; OTP verified first; confirm dialog; requestWithdrawal.
 * Compound: 'Add to Compound' (≤ Active) and the withdrawal of the whole Compound balance.
 * Principal: the running investments with their exit fee (modules/plans PrincipalWithdrawalPanel).
 * The forms and their flows live in modules/money (components/, hooks/).
 */
import { useEffect, useState } from 'react';
import { Paper, Stack, Tabs } from '@mantine/core';
import { IconChartLine, IconCoins, IconPigMoney } from '@tabler/icons-react';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { BalanceCards } from '../../components/BalanceCards';
import { useSession } from '../../app/session';
import { formatMoney } from '../../lib/money';
import { useMyProfileQuery } from '../../modules/member/member.generated';
import { WALLET_LABELS, useLiveWallets } from '../../modules/member/useLiveWallets';
import { useMemberLimits, withdrawalNote } from '../../modules/money/useMemberLimits';
import { PrincipalWithdrawalPanel } from '../../modules/plans/components/PrincipalWithdrawalPanel';
import { AmountWithdrawalForm, type WithdrawalTabProps } from '../../modules/money/components/AmountWithdrawalForm';
import { CompoundWithdrawalPanel } from '../../modules/money/components/CompoundWithdrawalPanel';
import { PayoutAddressCard } from '../../modules/money/components/PayoutAddressCard';
import { WithdrawalHistory } from '../../modules/money/components/WithdrawalHistory';
import { addressLines, type PayoutAddresses } from '../../modules/money/hooks/useRequestWithdrawal';
import { useCancelWithdrawal } from '../../modules/money/hooks/useCancelWithdrawal';
import { useWithdrawalHistory } from '../../modules/money/hooks/useWithdrawalHistory';

export { KIND_LABELS, WITHDRAWAL_MIN, WITHDRAWAL_MULTIPLE, WITHDRAWAL_SUBMITTED, validateWithdrawalAmount } from '../../modules/money/hooks/useRequestWithdrawal';

/** The note with the default limits (the page shows the server's, see useMemberLimits). */
export const WITHDRAWAL_NOTE = withdrawalNote();

function PrincipalPanel({ payout, hasPayout, onDone }: WithdrawalTabProps) {
  return <PrincipalWithdrawalPanel hasPayout={hasPayout} payoutText={addressLines(payout)} note={withdrawalNote(useMemberLimits())} onDone={onDone} />;
}

export default function WithdrawalPage() {
  const { user } = useSession();
  const [tab, setTab] = useState<string | null>('income');
  const [busy, setBusy] = useState(false);
  const profile = useMyProfileQuery();
  const history = useWithdrawalHistory();
  const { wallets, loading: walletsLoading, error: walletsError, refetch: refetchWallets } = useLiveWallets({ onChange: () => void history.refetch() });
  // The forms check an amount against these balances before they ask for the server's quote: read
  // them from the server when the page opens rather than trust what the cache holds.
  useEffect(() => {
    void refetchWallets().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const me = profile.data?.me;
  const payout: PayoutAddresses = { bep20: me?.bep20, trc20: me?.trc20 };
  const hasPayout = !!(me?.bep20 || me?.trc20);

  const onDone = () => {
    void history.refetch();
    void refetchWallets();
  };
  const cancel = useCancelWithdrawal({ onDone, setBusy });
  const shared: WithdrawalTabProps = { wallets, payout, hasPayout, onDone, setBusy };

  return (
    <Stack gap="lg">
      <LoadingOverlay visible={busy} />
      <PageHeader title="Withdrawal" subtitle="Withdraw your income, ROI or compound balance to your payout address." />
      <BalanceCards
        loading={walletsLoading}
        error={walletsError && !wallets}
        items={[
          { label: WALLET_LABELS.income, value: formatMoney(wallets?.income), icon: IconCoins, color: 'indigo', testId: 'withdrawal-income' },
          { label: WALLET_LABELS.roi, value: formatMoney(wallets?.roi), icon: IconChartLine, color: 'grape', testId: 'withdrawal-roi' },
          { label: WALLET_LABELS.compound, value: formatMoney(wallets?.compound), icon: IconPigMoney, color: 'orange', testId: 'withdrawal-compound' },
        ]}
      />
      <PayoutAddressCard me={me} loading={profile.loading} error={profile.error} profileHref={`/user/profile/${user?.id ?? me?.id ?? ''}`} />

      <Paper withBorder radius="md" p="md">
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="income">Income</Tabs.Tab>
            <Tabs.Tab value="roi">ROI</Tabs.Tab>
            <Tabs.Tab value="principal">Principal</Tabs.Tab>
            <Tabs.Tab value="compound">Compound</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="income">
            <AmountWithdrawalForm kind="NORMAL" {...shared} />
          </Tabs.Panel>
          <Tabs.Panel value="roi">
            <AmountWithdrawalForm kind="ROI" {...shared} />
          </Tabs.Panel>
          <Tabs.Panel value="principal">
            <PrincipalPanel {...shared} />
          </Tabs.Panel>
          <Tabs.Panel value="compound">
            <CompoundWithdrawalPanel {...shared} />
          </Tabs.Panel>
        </Tabs>
      </Paper>

      <WithdrawalHistory history={history} onCancel={(w) => void cancel(w)} />
    </Stack>
  );
}
