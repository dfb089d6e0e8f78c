/**
 * The 'To Member' tab of /user/transfer (PAGES §2.2, §4): MemberLookup, Amount ≥ the minimum and
 * ≤ Active, Description ≤ 200, the step-up (OtpBlock), Send → useTransferToMember.
 */
import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useSession } from '../../../app/session';
import { formatMoney, formatMoneyOrDash, formatPercent } from '../../../lib/money';
import { MemberLookup, type FoundMember } from '../../member/MemberLookup';
import type { WalletBalances } from '../../member/useLiveWallets';
import { isPositive, normalizeAmount, validateAmount } from '../amount';
import { OtpBlock } from '../OtpBlock';
import type { MoneyFlowOptions } from '../hooks/flow';
import { useTransferToMember, type TransferErrors } from '../hooks/useTransferToMember';

export const DESCRIPTION_MAX = 200;

interface TransferToMemberFormProps extends MoneyFlowOptions {
  wallets: WalletBalances | undefined;
  transferFee: string | null;
  transferMin: string;
  amountMax: string | null;
}

export function TransferToMemberForm({ wallets, onDone, setBusy, transferFee, transferMin, amountMax }: TransferToMemberFormProps) {
  const { user } = useSession();
  const [recipient, setRecipient] = useState<{ member: FoundMember; query: string } | null>(null);
  const [lookupKey, setLookupKey] = useState(0);
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<TransferErrors>({});
  const { send, loading } = useTransferToMember({ active: wallets?.active, onDone, setBusy });

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
    const result = await send({ recipient, amount: normalizeAmount(amount)!, description: description.trim() });
    if (result.sent) {
      setAmount('');
      setDescription('');
      setRecipient(null);
      setErrors({});
      setLookupKey((k) => k + 1);
    } else if (result.errors) {
      setErrors((e) => ({ ...e, ...result.errors }));
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
