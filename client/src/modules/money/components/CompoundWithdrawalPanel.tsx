/**
 * The Compound tab of /user/withdrawal (PAGES §2.2): 'Add to Compound' (from the Active Wallet,
 * useAddToCompound) and the withdrawal of the whole Compound balance with the server's quote, after
 * the OTP (useWithdrawCompound).
 */
import { useRef, useState } from 'react';
import { Button, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDownRight } from '@tabler/icons-react';
import { formatMoney, formatMoneyOrDash } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import { isPositive, normalizeAmount, validateAmount } from '../amount';
import { useMyWithdrawalQuoteQuery } from '../money.generated';
import { OtpBlock, useOtpVerified } from '../OtpBlock';
import { useAddToCompound } from '../hooks/useAddToCompound';
import { useWithdrawCompound } from '../hooks/useRequestWithdrawal';
import type { WithdrawalTabProps } from './AmountWithdrawalForm';
import { WithdrawalNote, WithdrawalQuoteLines } from './WithdrawalQuoteLines';

export function CompoundWithdrawalPanel({ wallets, payout, hasPayout, onDone, setBusy }: WithdrawalTabProps) {
  const otpVerified = useOtpVerified();
  const submitRef = useRef<HTMLButtonElement>(null);
  const [amount, setAmount] = useState('');
  const [addTried, setAddTried] = useState(false);
  const { add, loading: adding } = useAddToCompound({ onDone, setBusy });
  const { withdraw, loading: withdrawing } = useWithdrawCompound({ payout, onDone, setBusy });
  const compound = wallets?.compound ?? '0';
  const hasCompound = isPositive(compound);
  const quote = useMyWithdrawalQuoteQuery({ variables: { kind: 'COMPOUND' }, skip: !hasCompound, fetchPolicy: 'network-only' });
  const q = quote.data?.withdrawalQuote;

  const addProblem = validateAmount(amount, {
    max: wallets?.active ?? '0',
    maxMessage: `Amount exceeds your Active Wallet balance (${formatMoney(wallets?.active)})`,
  });

  const submitAdd = async () => {
    setAddTried(true);
    if (addProblem) return;
    if (await add(normalizeAmount(amount)!)) {
      setAmount('');
      setAddTried(false);
    }
  };

  const submitWithdraw = async () => {
    if (!hasCompound || !q || !otpVerified || !hasPayout) return;
    await withdraw(q);
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
          <Button mt={25} onClick={() => void submitAdd()} loading={adding} variant="light">
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
          <WithdrawalQuoteLines loading={quote.loading} error={quote.error ? errorMessage(quote.error) : null} fee={q?.fee} net={q?.net} feePercent={q?.feePercent} />
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
          <Button ref={submitRef} onClick={() => void submitWithdraw()} disabled={!otpVerified || !hasPayout || !hasCompound || !q} loading={withdrawing} leftSection={<IconArrowDownRight size={16} />}>
            Withdraw Compound
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
