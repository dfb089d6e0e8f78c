/**
 * The Income (NORMAL) and ROI tabs of /user/withdrawal (PAGES §4): Amount ≥ the minimum, a multiple
 * of the step, ≤ the wallet; the server's fee and net (withdrawalQuote) once the typing settles, and
 * for the minimum before anything is typed; the OTP block; Withdraw → useRequestWithdrawal.
 */
import { useRef, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowDownRight } from '@tabler/icons-react';
import { formatMoney, formatMoneyOrDash } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import { WALLET_LABELS, type WalletBalances } from '../../member/useLiveWallets';
import { normalizeAmount } from '../amount';
import { useMyWithdrawalQuoteQuery } from '../money.generated';
import { OtpBlock, useOtpVerified } from '../OtpBlock';
import { useMemberLimits } from '../useMemberLimits';
import type { MoneyFlowOptions } from '../hooks/flow';
import { SOURCE_WALLET, useRequestWithdrawal, validateWithdrawalAmount, type PayoutAddresses } from '../hooks/useRequestWithdrawal';
import { WithdrawalNote, WithdrawalQuoteLines } from './WithdrawalQuoteLines';

export interface WithdrawalTabProps extends MoneyFlowOptions {
  wallets: WalletBalances | undefined;
  payout: PayoutAddresses;
  hasPayout: boolean;
}

export function AmountWithdrawalForm({ kind, wallets, payout, hasPayout, onDone, setBusy }: WithdrawalTabProps & { kind: 'NORMAL' | 'ROI' }) {
  const otpVerified = useOtpVerified();
  const submitRef = useRef<HTMLButtonElement>(null);
  const walletLabel = WALLET_LABELS[SOURCE_WALLET[kind]];
  const balance = wallets?.[SOURCE_WALLET[kind]];
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [debounced] = useDebouncedValue(amount, 250);
  const { request, loading } = useRequestWithdrawal(kind, { payout, onDone, setBusy });

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
  const quoteError = quote.error ? errorMessage(quote.error) : null;

  const submit = async () => {
    setSubmitted(true);
    if (liveProblem || !normalized || !q || !otpVerified || !hasPayout) return;
    if (await request(normalized, q)) {
      setAmount('');
      setSubmitted(false);
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
        <WithdrawalQuoteLines loading={quote.loading} error={quoteError} fee={q?.fee} net={q?.net} feePercent={q?.feePercent} />
      ) : example ? (
        <WithdrawalQuoteLines
          loading={quote.loading}
          error={quoteError}
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
