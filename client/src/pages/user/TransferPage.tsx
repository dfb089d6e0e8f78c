/**
 * /user/transfer — Transfer (PAGES §2.2, §4). Balances Active/Income/ROI (live); tab 'To Member'
 * (MemberLookup, Amount ≥ $10 and ≤ Active, Description ≤ 200, the step-up (OtpBlock) → confirm → transferToMember);
 * tab 'To Active Wallet' (source Income/ROI, Amount ≤ source, empty = whole balance →
 * transferToActive); history of the member's transfers. The forms and their flows live in
 * modules/money (components/, hooks/).
 */
import { useState } from 'react';
import { Paper, Stack, Tabs } from '@mantine/core';
import { IconChartLine, IconCoins, IconWallet } from '@tabler/icons-react';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { BalanceCards } from '../../components/BalanceCards';
import { useSession } from '../../app/session';
import { formatMoney } from '../../lib/money';
import { useMemberLimitsQuery, useMyTransfersQuery } from '../../modules/money/money.generated';
import { WALLET_LABELS, useLiveWallets } from '../../modules/member/useLiveWallets';
import { MoveToActiveForm } from '../../modules/money/components/MoveToActiveForm';
import { TRANSFER_PAGE_SIZE, TransferHistory } from '../../modules/money/components/TransferHistory';
import { TransferToMemberForm } from '../../modules/money/components/TransferToMemberForm';

export { DESCRIPTION_MAX } from '../../modules/money/components/TransferToMemberForm';
export { STEP_UP_FIRST, TRANSFER_FAILED, TRANSFER_SENT } from '../../modules/money/hooks/useTransferToMember';
export { TRANSFER_TO_ACTIVE_SUCCESS } from '../../modules/money/hooks/useMoveToActive';
/** Used until the server's settings (`transferMin`) have loaded. */
export const TRANSFER_MIN = '10';

export default function TransferPage() {
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [tab, setTab] = useState<string | null>('member');
  const [page, setPage] = useState(1);
  const limits = useMemberLimitsQuery();
  const history = useMyTransfersQuery({ variables: { page, pageSize: TRANSFER_PAGE_SIZE }, notifyOnNetworkStatusChange: true });
  const { wallets, loading: walletsLoading, error: walletsError, refetch: refetchWallets } = useLiveWallets({ onChange: () => void history.refetch() });

  const onDone = () => {
    void refetchWallets();
    void history.refetch();
  };

  return (
    <Stack gap="lg">
      <LoadingOverlay visible={busy} />
      <PageHeader title="Transfer" subtitle="Send funds to another member or move your earnings to your Active Wallet." />
      <BalanceCards
        loading={walletsLoading}
        error={walletsError && !wallets}
        items={[
          { label: WALLET_LABELS.active, value: formatMoney(wallets?.active), icon: IconWallet, testId: 'transfer-active' },
          { label: WALLET_LABELS.income, value: formatMoney(wallets?.income), icon: IconCoins, color: 'indigo', testId: 'transfer-income' },
          { label: WALLET_LABELS.roi, value: formatMoney(wallets?.roi), icon: IconChartLine, color: 'grape', testId: 'transfer-roi' },
        ]}
      />
      <Paper withBorder radius="md" p="md">
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List mb="md">
            <Tabs.Tab value="member">To Member</Tabs.Tab>
            <Tabs.Tab value="active">To Active Wallet</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="member">
            <TransferToMemberForm
              wallets={wallets}
              onDone={onDone}
              setBusy={setBusy}
              transferFee={limits.data?.settings.transferFee ?? null}
              transferMin={limits.data?.settings.transferMin ?? TRANSFER_MIN}
              amountMax={limits.data?.settings.amountMax ?? null}
            />
          </Tabs.Panel>
          <Tabs.Panel value="active">
            <MoveToActiveForm wallets={wallets} onDone={onDone} setBusy={setBusy} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
      <TransferHistory history={history} selfId={user ? String(user.id) : ''} page={page} onPageChange={setPage} />
    </Stack>
  );
}
