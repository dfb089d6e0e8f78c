/**
 * /user/transfer — Transfer (PAGES §2.2, §4). Balances Active/Income/ROI (live); tab 'To Member'
 * (MemberLookup, Amount ≥ $10 and ≤ Active, Description ≤ 200, the step-up (OtpBlock) → confirm → transferToMember);
 * tab 'To Active Wallet' (source Income/ROI, Amount ≤ source, empty = whole balance →
 * transferToActive); history of the member's transfers.
 */
import { useState } from 'react';
import { Button, Group, Paper, SegmentedControl, Stack, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { IconArrowsExchange, IconChartLine, IconCoins, IconSend, IconWallet } from '@tabler/icons-react';
import { confirm } from '../../components/confirm';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { StatusBadge } from '../../components/StatusBadge';
import { useSession } from '../../app/session';
import type { TransferSource } from '../../generated/types';
import {
  useMemberLimitsQuery,
  useMoveToActiveMutation,
  useMyTransfersQuery,
  useSendToMemberMutation,
  useTransferQuoteLazyQuery,
  type MyTransferFieldsFragment,
} from '../../modules/money/money.generated';
import { formatDateTime, formatMoney, formatMoneyOrDash, formatPercent } from '../../lib/money';
import { errorMessage, notifyError } from '../../lib/notify';
import { SectionHeader } from '../../components/SectionHeader';
import { perform, useIdempotencyKey } from '../../modules/money/action';
import { compareMoney, isPositive, normalizeAmount, validateAmount } from '../../modules/money/amount';
import { BalanceCards } from '../../components/BalanceCards';
import { MemberLookup, type FoundMember } from '../../modules/member/MemberLookup';
import { WALLET_LABELS, useLiveWallets, type WalletBalances } from '../../modules/member/useLiveWallets';
import { OtpBlock, useExpireOtp, useOtpVerified } from '../../modules/money/OtpBlock';

export const TRANSFER_TO_ACTIVE_SUCCESS = 'Your funds successfully transfer to active wallet';
export const TRANSFER_SENT = 'Transfer completed successfully';
export const TRANSFER_FAILED = 'Transfer failed.';
/** Send pressed before the step-up (OtpBlock) was verified. */
export const STEP_UP_FIRST = 'Verify the code first: transfers to other members need it.';
/** Used until the server's settings (`transferMin`) have loaded. */
export const TRANSFER_MIN = '10';
export const DESCRIPTION_MAX = 200;
const PAGE_SIZE = 10;

interface PanelProps {
  wallets: WalletBalances | undefined;
  onDone: () => void;
  setBusy: (v: boolean) => void;
}

function ToMemberPanel({ wallets, onDone, setBusy, transferFee, transferMin, amountMax }: PanelProps & { transferFee: string | null; transferMin: string; amountMax: string | null }) {
  const { user } = useSession();
  const [recipient, setRecipient] = useState<{ member: FoundMember; query: string } | null>(null);
  const [lookupKey, setLookupKey] = useState(0);
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ recipient?: string | null; amount?: string | null; description?: string | null }>({});
  const idempotency = useIdempotencyKey();
  const [sendToMember, { loading }] = useSendToMemberMutation();
  // Money leaving the account: a step-up (mailed OTP or authenticator code) within 5 minutes.
  const otpVerified = useOtpVerified();
  const expireOtp = useExpireOtp();

  const [quoteTransfer] = useTransferQuoteLazyQuery({ fetchPolicy: 'network-only' });

  const validate = () => {
    const amountProblem = validateAmount(amount, { min: transferMin, minMessage: `Minimum transfer is ${formatMoney(transferMin)}`, limit: amountMax, max: wallets?.active ?? '0', maxMessage: `Amount exceeds your Active Wallet balance (${formatMoney(wallets?.active)})` });
    const next = {
      recipient: recipient ? null : 'Find the member first',
      amount: amountProblem,
      description: description.trim().length > DESCRIPTION_MAX ? `Description must be at most ${DESCRIPTION_MAX} characters` : null,
    };
    setErrors(next);
    return !next.recipient && !next.amount && !next.description;
  };

  const submit = async () => {
    if (!validate() || !recipient) return;
    const value = normalizeAmount(amount)!;
    // The fee and total are the server's (rules/fees.ts), not recomputed here.
    const quoted = await quoteTransfer({ variables: { amount: value } });
    const quote = quoted.data?.transferQuote;
    if (!quote) {
      notifyError(errorMessage(quoted.error, TRANSFER_FAILED));
      return;
    }
    if (compareMoney(quote.total, wallets?.active ?? '0') > 0) {
      setErrors((e) => ({ ...e, amount: `Amount plus the ${formatMoney(quote.fee)} fee exceeds your Active Wallet balance` }));
      return;
    }
    if (!otpVerified) {
      notifyError(STEP_UP_FIRST);
      return;
    }
    const ok = await confirm({
      title: 'Confirm transfer',
      details: [
        ['To', `${recipient.member.fullname} (${recipient.member.username})`],
        ['Amount', formatMoney(value)],
        ['Fee', isPositive(quote.fee) ? `${formatMoney(quote.fee)} (${formatPercent(quote.feePercent)})` : formatMoney('0')],
        ['Total from Active Wallet', formatMoney(quote.total)],
        ...(description.trim() ? ([['Description', description.trim()]] as [string, string][]) : []),
      ],
      confirmLabel: 'Send',
    });
    if (!ok) return;
    setBusy(true);
    try {
      const outcome = await perform(
        () =>
          sendToMember({
            variables: {
              input: { recipient: recipient.query, amount: value, description: description.trim() || null, idempotencyKey: idempotency.current() },
            },
          }),
        { success: TRANSFER_SENT, fallback: TRANSFER_FAILED },
      );
      idempotency.settle(outcome);
      if (outcome.ok) {
        setAmount('');
        setDescription('');
        setRecipient(null);
        setErrors({});
        setLookupKey((k) => k + 1);
        onDone();
      } else if (outcome.code === 'OTP_REQUIRED') {
        expireOtp();
      } else if (outcome.fieldErrors) {
        setErrors({
          amount: outcome.fieldErrors.amount ?? null,
          description: outcome.fieldErrors.description ?? null,
          recipient: outcome.fieldErrors.userto_id || outcome.fieldErrors.recipient ? outcome.error : null,
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" maw={560}>
      <Text size="sm">
        Send funds from your Active Wallet (balance <b>{formatMoneyOrDash(wallets?.active)}</b>) to another member&apos;s Active Wallet.
      </Text>
      <MemberLookup
        key={lookupKey}
        selfId={user?.id}
        error={errors.recipient}
        onChange={(member, query) => {
          setRecipient(member ? { member, query } : null);
          if (member) setErrors((e) => ({ ...e, recipient: null }));
        }}
      />
      <TextInput
        label="Amount"
        leftSection="$"
        placeholder="10.00"
        inputMode="decimal"
        value={amount}
        onChange={(e) => {
          setAmount(e.currentTarget.value);
          setErrors((x) => ({ ...x, amount: null }));
        }}
        error={errors.amount}
        description={transferFee && isPositive(transferFee) ? `Minimum ${formatMoney(transferMin)} · fee ${formatPercent(transferFee)}` : `Minimum ${formatMoney(transferMin)}`}
      />
      <Textarea
        label="Description"
        placeholder="Optional note for the recipient"
        autosize
        minRows={2}
        value={description}
        onChange={(e) => {
          setDescription(e.currentTarget.value);
          setErrors((x) => ({ ...x, description: null }));
        }}
        error={errors.description}
        description={`${description.trim().length}/${DESCRIPTION_MAX}`}
      />
      <OtpBlock purpose="Transfers to other members need a code: the one we email you, or your authenticator app's." />
      <Group>
        <Button leftSection={<IconSend size={16} />} onClick={() => void submit()} loading={loading}>
          Send
        </Button>
      </Group>
    </Stack>
  );
}

function ToActivePanel({ wallets, onDone, setBusy }: PanelProps) {
  const [source, setSource] = useState<TransferSource>('INCOME');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const idempotency = useIdempotencyKey();
  const [moveToActive, { loading }] = useMoveToActiveMutation();
  const wallet = source === 'INCOME' ? 'income' : 'roi';
  const balance = wallets?.[wallet] ?? '0';

  const submit = async () => {
    const problem =
      validateAmount(amount, { optional: true, max: balance, maxMessage: `Amount exceeds your ${WALLET_LABELS[wallet]} balance (${formatMoney(balance)})` }) ??
      (!amount.trim() && !isPositive(balance) ? `Your ${WALLET_LABELS[wallet]} is empty` : null);
    setError(problem);
    if (problem) return;
    const value = amount.trim() ? normalizeAmount(amount)! : null;
    const ok = await confirm({
      title: 'Move to Active Wallet',
      details: [
        ['From', WALLET_LABELS[wallet]],
        ['To', WALLET_LABELS.active],
        ['Amount', value ? formatMoney(value) : `${formatMoney(balance)} (whole balance)`],
      ],
      confirmLabel: 'Move',
    });
    if (!ok) return;
    setBusy(true);
    try {
      const outcome = await perform(
        () => moveToActive({ variables: { source, amount: value, idempotencyKey: idempotency.current() } }),
        { success: TRANSFER_TO_ACTIVE_SUCCESS, fallback: TRANSFER_FAILED },
      );
      idempotency.settle(outcome);
      if (outcome.ok) {
        setAmount('');
        onDone();
      } else if (outcome.fieldErrors?.amount) {
        setError(outcome.error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" maw={560}>
      <Text size="sm">Move funds from your Income or ROI Wallet to your own Active Wallet.</Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="move-source-label">
          Source
        </Text>
        <SegmentedControl
          aria-labelledby="move-source-label"
          value={source}
          onChange={(v) => {
            setSource(v as TransferSource);
            setError(null);
          }}
          data={[
            { value: 'INCOME', label: `Income (${formatMoneyOrDash(wallets?.income)})` },
            { value: 'ROI', label: `ROI (${formatMoneyOrDash(wallets?.roi)})` },
          ]}
        />
      </Stack>
      <TextInput
        label="Amount"
        leftSection="$"
        placeholder={`Whole balance (${formatMoney(balance)})`}
        inputMode="decimal"
        value={amount}
        onChange={(e) => {
          setAmount(e.currentTarget.value);
          setError(null);
        }}
        error={error}
        description="Leave empty to move the whole balance."
      />
      <Group>
        <Button leftSection={<IconArrowsExchange size={16} />} onClick={() => void submit()} loading={loading}>
          Move
        </Button>
      </Group>
    </Stack>
  );
}

export default function TransferPage() {
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [tab, setTab] = useState<string | null>('member');
  const [page, setPage] = useState(1);
  const limits = useMemberLimitsQuery();
  const history = useMyTransfersQuery({ variables: { page, pageSize: PAGE_SIZE }, notifyOnNetworkStatusChange: true });
  const { wallets, loading: walletsLoading, error: walletsError, refetch: refetchWallets } = useLiveWallets({ onChange: () => void history.refetch() });
  const selfId = user ? String(user.id) : '';

  const onDone = () => {
    void refetchWallets();
    void history.refetch();
  };

  const columns: Column<MyTransferFieldsFragment>[] = [
    {
      key: 'type',
      header: 'Type',
      render: (t) => (t.kind === 'to_active' ? `${t.sourceWallet === 'ROI' ? 'ROI' : 'Income'} to Active` : String(t.fromMemberId) === selfId ? 'Sent' : 'Received'),
    },
    {
      key: 'member',
      header: 'Member',
      render: (t) => {
        if (t.kind === 'to_active') return 'Own wallet';
        const other = String(t.fromMemberId) === selfId ? t.to : t.from;
        return other ? `${other.fullname} (${other.username})` : '—';
      },
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      render: (t) => (t.kind !== 'to_active' && String(t.fromMemberId) === selfId ? formatMoney(`-${t.amount}`) : formatMoney(t.amount)),
    },
    { key: 'description', header: 'Description', render: (t) => t.description || '—' },
    { key: 'status', header: 'Status', render: (t) => <StatusBadge status={t.status} />, csv: (t) => t.status },
    { key: 'date', header: 'Date', render: (t) => formatDateTime(t.createdAt) },
  ];

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
            <ToMemberPanel
              wallets={wallets}
              onDone={onDone}
              setBusy={setBusy}
              transferFee={limits.data?.settings.transferFee ?? null}
              transferMin={limits.data?.settings.transferMin ?? TRANSFER_MIN}
              amountMax={limits.data?.settings.amountMax ?? null}
            />
          </Tabs.Panel>
          <Tabs.Panel value="active">
            <ToActivePanel wallets={wallets} onDone={onDone} setBusy={setBusy} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
      <Stack gap="sm">
        <SectionHeader title="Transfer history" onRefresh={() => void history.refetch()} loading={history.loading} />
        <DataTable
          columns={columns}
          rows={history.data?.myTransfers.items}
          rowKey={(t) => t.id}
          loading={history.loading}
          error={history.error && !history.data ? errorMessage(history.error) : null}
          emptyText="No transfers yet"
          paging={{ page, pageSize: PAGE_SIZE, total: history.data?.myTransfers.total ?? 0, onPageChange: setPage }}
        />
      </Stack>
    </Stack>
  );
}
