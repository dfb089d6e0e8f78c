/**
 * /user/withdrawal — Withdrawal (PAGES §2.2, §4). Cards Income/ROI/Compound (live), the payout
 * address (warning + profile link when missing), tabs Income / ROI / Principal / Compound, and the
 * history with a status filter and 'Cancel' on pending rows.
 *
 * Income and ROI: Amount ≥ $10, a multiple of $10, ≤ the wallet; fee and net come from the
 * withdrawalQuote query before confirming; OTP verified first; confirm dialog; requestWithdrawal.
 * Compound: 'Add to Compound' (≤ Active) and the withdrawal of the whole Compound balance.
 * Principal: the running investments with their exit fee (modules/plans PrincipalWithdrawalPanel).
 */
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Button, Code, Divider, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowDownRight, IconChartLine, IconCoins, IconPigMoney, IconRefresh } from '@tabler/icons-react';
import { confirm } from '../../components/confirm';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { StatusBadge } from '../../components/StatusBadge';
import { useSession } from '../../app/session';
import type { RecordStatus, WithdrawalKind } from '../../generated/types';
import { useMyProfileQuery } from '../../modules/member/member.generated';
import {
  useAddToCompoundMutation,
  useCancelMyWithdrawalMutation,
  useMyWithdrawalQuoteQuery,
  useMyWithdrawalsQuery,
  useRequestMyWithdrawalMutation,
  type MyWithdrawalFieldsFragment,
} from '../../modules/money/money.generated';
import { formatDateTime, formatMoney, formatMoneyOrDash, formatPercent } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { perform, useIdempotencyKey } from '../../modules/money/action';
import { isPositive, normalizeAmount, validateAmount } from '../../modules/money/amount';
import { OtpBlock, useExpireOtp, useOtpVerified } from '../../modules/money/OtpBlock';
import { BalanceCards } from '../../components/BalanceCards';
import { DEFAULT_LIMITS, useMemberLimits, withdrawalNote, type MemberLimits } from '../../modules/money/useMemberLimits';
import { WALLET_LABELS, useLiveWallets, type WalletBalances } from '../../modules/member/useLiveWallets';
import { PrincipalWithdrawalPanel } from '../../modules/plans/components/PrincipalWithdrawalPanel';

/** The limits note with the server's settings. */
function WithdrawalNote() {
  return <>{withdrawalNote(useMemberLimits())}</>;
}

/** The note with the default limits (the page shows the server's, see useMemberLimits). */
export const WITHDRAWAL_NOTE = withdrawalNote();
export const WITHDRAWAL_SUBMITTED = 'Withdrawal request submitted';
export const WITHDRAWAL_MIN = '10';
export const WITHDRAWAL_MULTIPLE = '10';
const PAGE_SIZE = 10;

export const KIND_LABELS: Record<WithdrawalKind, string> = {
  NORMAL: 'Income',
  ROI: 'ROI',
  PRINCIPLE: 'Principal',
  COMPOUND: 'Compound',
};

const SOURCE_WALLET: Record<'NORMAL' | 'ROI' | 'COMPOUND', keyof typeof WALLET_LABELS> = {
  NORMAL: 'income',
  ROI: 'roi',
  COMPOUND: 'compound',
};

/** The rules of an Income/ROI withdrawal amount (PAGES §4). */
export function validateWithdrawalAmount(
  value: string,
  balance: string | null | undefined,
  walletLabel: string,
  limits: Pick<MemberLimits, 'withdrawalMin' | 'withdrawalMultiple' | 'amountMax'> = { withdrawalMin: WITHDRAWAL_MIN, withdrawalMultiple: WITHDRAWAL_MULTIPLE, amountMax: DEFAULT_LIMITS.amountMax },
): string | null {
  return validateAmount(value, {
    min: limits.withdrawalMin,
    minMessage: `Minimum withdrawal is ${formatMoney(limits.withdrawalMin)}`,
    multipleOf: limits.withdrawalMultiple,
    multipleMessage: `Amount must be a multiple of ${formatMoney(limits.withdrawalMultiple)}`,
    limit: limits.amountMax,
    max: balance ?? '0',
    maxMessage: `Amount exceeds your ${walletLabel} balance (${formatMoney(balance)})`,
  });
}

interface PayoutAddresses {
  bep20?: string | null;
  trc20?: string | null;
}

function addressLines(payout: PayoutAddresses): string {
  return [payout.bep20 ? `BEP20 ${payout.bep20}` : null, payout.trc20 ? `TRC20 ${payout.trc20}` : null].filter(Boolean).join(' · ');
}

interface SharedProps {
  wallets: WalletBalances | undefined;
  payout: PayoutAddresses;
  hasPayout: boolean;
  onDone: () => void;
  setBusy: (v: boolean) => void;
}

function QuoteLines({ loading, error, fee, net, feePercent, caption }: { loading: boolean; error?: string | null; fee?: string; net?: string; feePercent?: string; caption?: string }) {
  if (error) {
    return (
      <Text size="sm" c="red" role="alert">
        {error}
      </Text>
    );
  }
  const grid = (
    <SimpleGrid cols={2} spacing="xs" data-testid="withdrawal-quote">
      <Text size="sm" c="dimmed">
        Fee{feePercent ? ` (${formatPercent(feePercent)})` : ''}
      </Text>
      {loading ? <Skeleton height={18} width={80} /> : <Text size="sm" fw={600} data-testid="quote-fee">{fee ? formatMoney(fee) : '—'}</Text>}
      <Text size="sm" c="dimmed">
        You receive
      </Text>
      {loading ? <Skeleton height={18} width={80} /> : <Text size="sm" fw={700} data-testid="quote-net">{net ? formatMoney(net) : '—'}</Text>}
    </SimpleGrid>
  );
  if (!caption) return grid;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" data-testid="withdrawal-quote-caption">
        {caption}
      </Text>
      {grid}
    </Stack>
  );
}

/** Income (NORMAL) or ROI withdrawal form. */
function AmountWithdrawal({ kind, wallets, payout, hasPayout, onDone, setBusy }: SharedProps & { kind: 'NORMAL' | 'ROI' }) {
  const otpVerified = useOtpVerified();
  const submitRef = useRef<HTMLButtonElement>(null);
  const expireOtp = useExpireOtp();
  const walletLabel = WALLET_LABELS[SOURCE_WALLET[kind]];
  const balance = wallets?.[SOURCE_WALLET[kind]];
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [debounced] = useDebouncedValue(amount, 250);
  const idempotency = useIdempotencyKey();
  const [requestWithdrawal, { loading }] = useRequestMyWithdrawalMutation();

  const limits = useMemberLimits();
  const liveProblem = validateWithdrawalAmount(amount, balance, walletLabel, limits);
  // Shown once the typing settles (or after a submit attempt); an empty field is quiet until then.
  const shownProblem = !submitted && (amount.trim() === '' || debounced !== amount) ? null : liveProblem;
  const normalized = !liveProblem ? normalizeAmount(amount) : null;
  const quoteAmount = debounced === amount ? normalized : null;
  // Before anything is typed, the fee and net of the minimum withdrawal show (the server's quote), so
  // the cost is known when the form opens.
  const example = amount.trim() === '' ? normalizeAmount(limits.withdrawalMin) : null;
  const quote = useMyWithdrawalQuoteQuery({ variables: { kind, amount: quoteAmount ?? example }, skip: !quoteAmount && !example });
  const q = quoteAmount ? quote.data?.withdrawalQuote : undefined;
  const exampleQuote = !quoteAmount && example ? quote.data?.withdrawalQuote : undefined;

  const submit = async () => {
    setSubmitted(true);
    if (liveProblem || !normalized || !q || !otpVerified || !hasPayout) return;
    const ok = await confirm({
      title: `Confirm ${KIND_LABELS[kind]} withdrawal`,
      details: [
        ['Amount', formatMoney(q.gross)],
        ['Fee', `${formatMoney(q.fee)} (${formatPercent(q.feePercent)})`],
        ['Net', formatMoney(q.net)],
        ['Address', addressLines(payout)],
      ],
      confirmLabel: 'Withdraw',
    });
    if (!ok) return;
    setBusy(true);
    try {
      const outcome = await perform(
        () => requestWithdrawal({ variables: { input: { kind, amount: normalized, idempotencyKey: idempotency.current() } } }),
        { success: WITHDRAWAL_SUBMITTED },
      );
      idempotency.settle(outcome);
      if (outcome.ok) {
        setAmount('');
        setSubmitted(false);
        onDone();
      } else if (outcome.code === 'OTP_REQUIRED') {
        expireOtp();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        Withdraw from your {walletLabel} (balance <b>{formatMoneyOrDash(balance)}</b>).
      </Text>
      <TextInput
        label="Amount"
        leftSection="$"
        placeholder="10.00"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void submit();
        }}
        error={shownProblem}
        maw={320}
      />
      {quoteAmount ? (
        <QuoteLines loading={quote.loading} error={quote.error ? errorMessage(quote.error) : null} fee={q?.fee} net={q?.net} feePercent={q?.feePercent} />
      ) : example ? (
        <QuoteLines
          loading={quote.loading}
          error={quote.error ? errorMessage(quote.error) : null}
          fee={exampleQuote?.fee}
          net={exampleQuote?.net}
          feePercent={exampleQuote?.feePercent}
          caption={`For the minimum withdrawal of ${formatMoney(example)}; type an amount for yours.`}
        />
      ) : null}
      <Text size="sm" c="dimmed">
        <WithdrawalNote />
      </Text>
      <OtpBlock disabled={!hasPayout} nextFocusRef={submitRef} />
      <Group>
        <Button ref={submitRef} onClick={() => void submit()} disabled={!otpVerified || !hasPayout || loading} loading={loading} leftSection={<IconArrowDownRight size={16} />}>
          Withdraw
        </Button>
      </Group>
    </Stack>
  );
}

/** Compound tab: Add to Compound (from Active) and the withdrawal of the whole Compound balance. */
function CompoundPanel({ wallets, payout, hasPayout, onDone, setBusy }: SharedProps) {
  const otpVerified = useOtpVerified();
  const submitRef = useRef<HTMLButtonElement>(null);
  const expireOtp = useExpireOtp();
  const [amount, setAmount] = useState('');
  const [addTried, setAddTried] = useState(false);
  const addKey = useIdempotencyKey();
  const withdrawKey = useIdempotencyKey();
  const [addToCompound, { loading: adding }] = useAddToCompoundMutation();
  const [requestWithdrawal, { loading: withdrawing }] = useRequestMyWithdrawalMutation();
  const compound = wallets?.compound ?? '0';
  const hasCompound = isPositive(compound);
  const quote = useMyWithdrawalQuoteQuery({ variables: { kind: 'COMPOUND' }, skip: !hasCompound, fetchPolicy: 'network-only' });
  const q = quote.data?.withdrawalQuote;

  const addProblem = validateAmount(amount, {
    max: wallets?.active ?? '0',
    maxMessage: `Amount exceeds your Active Wallet balance (${formatMoney(wallets?.active)})`,
  });

  const add = async () => {
    setAddTried(true);
    if (addProblem) return;
    const value = normalizeAmount(amount)!;
    const ok = await confirm({
      title: 'Add to Compound',
      details: [
        ['Amount', formatMoney(value)],
        ['From', WALLET_LABELS.active],
        ['To', WALLET_LABELS.compound],
      ],
    });
    if (!ok) return;
    setBusy(true);
    try {
      const outcome = await perform(() => addToCompound({ variables: { amount: value, idempotencyKey: addKey.current() } }), {
        success: (d) => d.compound.message || 'Added to the Compound Wallet',
      });
      addKey.settle(outcome);
      if (outcome.ok) {
        setAmount('');
        setAddTried(false);
        onDone();
      }
    } finally {
      setBusy(false);
    }
  };

  const withdraw = async () => {
    if (!hasCompound || !q || !otpVerified || !hasPayout) return;
    const ok = await confirm({
      title: 'Confirm Compound withdrawal',
      message: 'A compound withdrawal takes the whole Compound Wallet balance.',
      details: [
        ['Amount', formatMoney(q.gross)],
        ['Fee', `${formatMoney(q.fee)} (${formatPercent(q.feePercent)})`],
        ['Net', formatMoney(q.net)],
        ['Address', addressLines(payout)],
      ],
      confirmLabel: 'Withdraw',
    });
    if (!ok) return;
    setBusy(true);
    try {
      const outcome = await perform(() => requestWithdrawal({ variables: { input: { kind: 'COMPOUND', idempotencyKey: withdrawKey.current() } } }), {
        success: WITHDRAWAL_SUBMITTED,
      });
      withdrawKey.settle(outcome);
      if (outcome.ok) onDone();
      else if (outcome.code === 'OTP_REQUIRED') expireOtp();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={5}>Add to Compound</Title>
        <Text size="sm">
          Move funds from your Active Wallet (balance <b>{formatMoneyOrDash(wallets?.active)}</b>) into your Compound Wallet.
        </Text>
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Amount"
            leftSection="$"
            placeholder="100.00"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            error={addTried || amount.trim() ? addProblem : null}
            w={{ base: '100%', xs: 260 }}
          />
          <Button mt={25} onClick={() => void add()} loading={adding} variant="light">
            Add to Compound
          </Button>
        </Group>
      </Stack>
      <Divider />
      <Stack gap="sm">
        <Title order={5}>Withdraw Compound</Title>
        <Text size="sm">
          A compound withdrawal takes the whole Compound Wallet balance: <b>{formatMoneyOrDash(wallets?.compound)}</b>.
        </Text>
        {hasCompound ? (
          <QuoteLines loading={quote.loading} error={quote.error ? errorMessage(quote.error) : null} fee={q?.fee} net={q?.net} feePercent={q?.feePercent} />
        ) : (
          <Text size="sm" c="dimmed">
            Your Compound Wallet is empty.
          </Text>
        )}
        <Text size="sm" c="dimmed">
          <WithdrawalNote />
        </Text>
        <OtpBlock disabled={!hasPayout || !hasCompound} nextFocusRef={submitRef} />
        <Group>
          <Button ref={submitRef} onClick={() => void withdraw()} disabled={!otpVerified || !hasPayout || !hasCompound || !q} loading={withdrawing} leftSection={<IconArrowDownRight size={16} />}>
            Withdraw Compound
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}

function PrincipalPanel({ payout, hasPayout, onDone }: SharedProps) {
  return <PrincipalWithdrawalPanel hasPayout={hasPayout} payoutText={addressLines(payout)} note={withdrawalNote(useMemberLimits())} onDone={onDone} />;
}

const STATUS_OPTIONS = [
  { value: 'ALL', label: 'All statuses' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'COMPLETE', label: 'Complete' },
  { value: 'DECLINE', label: 'Declined' },
];

export default function WithdrawalPage() {
  const { user } = useSession();
  const [tab, setTab] = useState<string | null>('income');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string>('ALL');
  const [page, setPage] = useState(1);
  const profile = useMyProfileQuery();
  const history = useMyWithdrawalsQuery({
    variables: { page, pageSize: PAGE_SIZE, status: status === 'ALL' ? undefined : (status as RecordStatus) },
    notifyOnNetworkStatusChange: true,
  });
  const { wallets, loading: walletsLoading, error: walletsError, refetch: refetchWallets } = useLiveWallets({ onChange: () => void history.refetch() });
  const [cancelWithdrawal] = useCancelMyWithdrawalMutation();

  const me = profile.data?.me;
  const payout: PayoutAddresses = { bep20: me?.bep20, trc20: me?.trc20 };
  const hasPayout = !!(me?.bep20 || me?.trc20);

  const onDone = () => {
    void history.refetch();
    void refetchWallets();
  };

  const cancel = async (w: MyWithdrawalFieldsFragment) => {
    const wallet = w.kind === 'PRINCIPLE' ? 'wallet' : WALLET_LABELS[SOURCE_WALLET[w.kind as 'NORMAL' | 'ROI' | 'COMPOUND']];
    const ok = await confirm({
      title: 'Cancel withdrawal',
      message: `The amount returns to your ${wallet}.`,
      details: [
        ['Type', KIND_LABELS[w.kind]],
        ['Amount', formatMoney(w.gross)],
      ],
      confirmLabel: 'Cancel withdrawal',
      danger: true,
    });
    if (!ok) return;
    setBusy(true);
    try {
      const outcome = await perform(() => cancelWithdrawal({ variables: { id: w.id } }), {
        success: `Withdrawal cancelled: ${formatMoney(w.gross)} returned to your ${wallet}.`,
      });
      if (outcome.ok) onDone();
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<MyWithdrawalFieldsFragment>[] = [
    { key: 'type', header: 'Type', render: (w) => KIND_LABELS[w.kind] },
    { key: 'amount', header: 'Amount', render: (w) => formatMoney(w.gross), align: 'right' },
    { key: 'fee', header: 'Fee', render: (w) => formatMoney(w.fee), align: 'right' },
    { key: 'net', header: 'Net', render: (w) => formatMoney(w.net), align: 'right' },
    { key: 'status', header: 'Status', render: (w) => <StatusBadge status={w.status.toLowerCase()} />, csv: (w) => w.status.toLowerCase() },
    { key: 'requested', header: 'Requested At', render: (w) => formatDateTime(w.createdAt) },
    { key: 'processed', header: 'Processed At', render: (w) => formatDateTime(w.processedAt) },
    {
      key: 'action',
      header: 'Action',
      render: (w) =>
        w.status === 'PENDING' ? (
          <Button size="compact-sm" color="red" variant="light" onClick={() => void cancel(w)} aria-label={`Cancel withdrawal #${w.id}`}>
            Cancel
          </Button>
        ) : (
          '—'
        ),
      csv: () => '',
    },
  ];

  const shared: SharedProps = { wallets, payout, hasPayout, onDone, setBusy };

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

      {me?.withdrawalHoldUntil ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="Withdrawals are on hold" data-testid="withdrawal-hold">
          Your email, password or payout address changed recently. To protect your funds in case someone else made the change, withdrawals open
          again on {formatDateTime(me.withdrawalHoldUntil)}.
        </Alert>
      ) : null}

      {profile.loading && !me ? (
        <Skeleton height={56} radius="md" />
      ) : profile.error && !me ? (
        <Alert color="red" title="Error Loading Data">
          {errorMessage(profile.error)}
        </Alert>
      ) : hasPayout ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap={4}>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase">
              Payout address
            </Text>
            {me?.bep20 ? (
              <Text size="sm">
                BEP20 <Code style={{ overflowWrap: 'anywhere' }}>{me.bep20}</Code>
              </Text>
            ) : null}
            {me?.trc20 ? (
              <Text size="sm">
                TRC20 <Code style={{ overflowWrap: 'anywhere' }}>{me.trc20}</Code>
              </Text>
            ) : null}
            <Anchor component={Link} to={`/user/profile/${user?.id ?? me?.id ?? ''}`} size="xs">
              Change payout address
            </Anchor>
          </Stack>
        </Paper>
      ) : (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="No payout address">
          Add a BEP20 or TRC20 payout address to your profile before you withdraw.{' '}
          <Anchor component={Link} to={`/user/profile/${user?.id ?? me?.id ?? ''}`} fw={600}>
            Go to My Profile
          </Anchor>
        </Alert>
      )}

      <Paper withBorder radius="md" p="md">
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="income">Income</Tabs.Tab>
            <Tabs.Tab value="roi">ROI</Tabs.Tab>
            <Tabs.Tab value="principal">Principal</Tabs.Tab>
            <Tabs.Tab value="compound">Compound</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="income">
            <AmountWithdrawal kind="NORMAL" {...shared} />
          </Tabs.Panel>
          <Tabs.Panel value="roi">
            <AmountWithdrawal kind="ROI" {...shared} />
          </Tabs.Panel>
          <Tabs.Panel value="principal">
            <PrincipalPanel {...shared} />
          </Tabs.Panel>
          <Tabs.Panel value="compound">
            <CompoundPanel {...shared} />
          </Tabs.Panel>
        </Tabs>
      </Paper>

      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>Withdrawal history</Title>
          <Group gap="xs">
            <Select
              aria-label="Status filter"
              data={STATUS_OPTIONS}
              value={status}
              onChange={(v) => {
                setStatus(v ?? 'ALL');
                setPage(1);
              }}
              allowDeselect={false}
              w={170}
            />
            <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void history.refetch()} loading={history.loading}>
              Refresh
            </Button>
          </Group>
        </Group>
        <DataTable
          columns={columns}
          rows={history.data?.myWithdrawals.items}
          rowKey={(w) => w.id}
          loading={history.loading}
          error={history.error && !history.data ? errorMessage(history.error) : null}
          emptyText="No withdrawals yet"
          searchable
          searchPlaceholder="Search withdrawals..."
          paging={{ page, pageSize: PAGE_SIZE, total: history.data?.myWithdrawals.total ?? 0, onPageChange: setPage }}
        />
      </Stack>
    </Stack>
  );
}
