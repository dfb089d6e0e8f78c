/**
 * The 'To Active Wallet' tab of /user/transfer (PAGES §2.2): source Income or ROI, Amount ≤ the
 * source (empty = the whole balance), Move → useMoveToActive.
 */
import { useState } from 'react';
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import type { TransferSource } from '../../../generated/types';
import { formatMoney, formatMoneyOrDash } from '../../../lib/money';
import { WALLET_LABELS, type WalletBalances } from '../../member/useLiveWallets';
import { isPositive, normalizeAmount, validateAmount } from '../amount';
import type { MoneyFlowOptions } from '../hooks/flow';
import { SOURCE_WALLETS, useMoveToActive } from '../hooks/useMoveToActive';

export function MoveToActiveForm({ wallets, onDone, setBusy }: MoneyFlowOptions & { wallets: WalletBalances | undefined }) {
  const [source, setSource] = useState<TransferSource>('INCOME');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { move, loading } = useMoveToActive({ onDone, setBusy });
  const wallet = SOURCE_WALLETS[source];
  const balance = wallets?.[wallet] ?? '0';

  const submit = async () => {
    const problem =
      validateAmount(amount, { optional: true, max: balance, maxMessage: `Amount exceeds your ${WALLET_LABELS[wallet]} balance (${formatMoney(balance)})` }) ??
      (!amount.trim() && !isPositive(balance) ? `Your ${WALLET_LABELS[wallet]} is empty` : null);
    setError(problem);
    if (problem) return;
    const result = await move(source, amount.trim() ? normalizeAmount(amount)! : null, balance);
    if (result.moved) setAmount('');
    else if (result.error) setError(result.error);
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
