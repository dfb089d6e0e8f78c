/**
 * Cash Handling (PAGES §2.3 /admin/check/profile/{id}, §4): Wallet and Credit/Debit required;
 * Amount > 0 with at most 2 decimals (≤ the server's Settings.amountMax); a debit not above the balance; Reason
 * 3–200 characters. Confirm → adjustWallet with an idempotency key (kept while the same request is
 * retried after a failure, renewed after a success or a change). With maker-checker the server may
 * answer with `pendingApproval`: nothing moved yet, and the toast says a second person must approve.
 */
import { useRef } from 'react';
import { Button, Group, NativeSelect, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { confirm } from '../../../components/confirm';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { formatMoney } from '../../../lib/money';
import type { AdjustAction, WalletKind } from '../../../generated/types';
import { useAdminAdjustWalletMutation } from '../graphql/members.generated';
import { serverFieldErrors } from '../actions';
import { newIdempotencyKey } from '../../money/amount';
import { addDecimals, moneyAmountError, reasonError } from '../validation';
import { useMemberLimits } from '../../money/useMemberLimits';
import { isPendingApproval, notifySentForApproval } from '../../staff/pending';
import { useStaffAccess } from '../../staff/access';

export const WALLET_OPTIONS: Array<{ value: WalletKind; label: string }> = [
  { value: 'ACTIVE', label: 'Active Wallet' },
  { value: 'INCOME', label: 'Income Wallet' },
  { value: 'ROI', label: 'ROI Wallet' },
  { value: 'COMPOUND', label: 'Compound Wallet' },
];

export interface CashHandlingMember {
  id: number;
  username: string;
  wallets: { active: string; income: string; roi: string; compound: string };
}

interface CashValues {
  wallet: WalletKind | '';
  action: AdjustAction | '';
  amount: string;
  reason: string;
}

function balanceOf(member: CashHandlingMember, wallet: WalletKind | ''): string | null {
  switch (wallet) {
    case 'ACTIVE':
      return member.wallets.active;
    case 'INCOME':
      return member.wallets.income;
    case 'ROI':
      return member.wallets.roi;
    case 'COMPOUND':
      return member.wallets.compound;
    default:
      return null;
  }
}

const walletLabel = (w: WalletKind | '') => WALLET_OPTIONS.find((o) => o.value === w)?.label ?? '';

export function CashHandlingForm({ member }: { member: CashHandlingMember }) {
  const [adjust, { loading }] = useAdminAdjustWalletMutation();
  const keyRef = useRef<{ signature: string; key: string } | null>(null);
  const { amountMax } = useMemberLimits();
  const { fourEyes } = useStaffAccess();
  const form = useForm<CashValues>({
    initialValues: { wallet: '', action: '', amount: '', reason: '' },
    validate: {
      wallet: (v) => (v ? null : 'Choose a wallet'),
      action: (v) => (v ? null : 'Choose Credit or Debit'),
      amount: (v, values) =>
        moneyAmountError(v, {
          amountMax,
          max: values.action === 'DEBIT' ? balanceOf(member, values.wallet) : null,
          maxMessage: `A debit cannot exceed the ${walletLabel(values.wallet)} balance (${formatMoney(balanceOf(member, values.wallet))})`,
        }),
      reason: (v) => reasonError(v),
    },
  });

  const balance = balanceOf(member, form.values.wallet);

  const submit = async (values: CashValues) => {
    const wallet = values.wallet as WalletKind;
    const action = values.action as AdjustAction;
    const amount = values.amount.trim();
    const reason = values.reason.trim();
    const current = balanceOf(member, wallet) ?? '0';
    const after = addDecimals(current, action === 'CREDIT' ? amount : `-${amount}`);
    const ok = await confirm({
      title: action === 'CREDIT' ? 'Credit wallet' : 'Debit wallet',
      details: [
        ['Member', member.username],
        ['Wallet', walletLabel(wallet)],
        ['Action', action === 'CREDIT' ? 'Credit' : 'Debit'],
        ['Amount', formatMoney(amount)],
        ['Balance after', `${formatMoney(after)} (now ${formatMoney(current)})`],
        ['Reason', reason],
      ],
      confirmLabel: action === 'CREDIT' ? 'Credit' : 'Debit',
      danger: action === 'DEBIT',
    });
    if (!ok) return;
    const signature = JSON.stringify([member.id, wallet, action, amount, reason]);
    if (keyRef.current?.signature !== signature) keyRef.current = { signature, key: newIdempotencyKey() };
    try {
      const { data } = await adjust({
        variables: { input: { memberId: member.id, wallet, action, amount, reason, idempotencyKey: keyRef.current.key } },
        // Everything on the profile page (wallets, totals, the open history tab) reloads.
        refetchQueries: 'active',
      });
      keyRef.current = null;
      if (isPendingApproval(data?.adjustWallet)) notifySentForApproval();
      else notifySuccess(`${formatMoney(amount)} ${action === 'CREDIT' ? 'credited to' : 'debited from'} ${walletLabel(wallet)}`);
      form.reset();
    } catch (err) {
      form.setErrors(serverFieldErrors(err));
      notifyError(errorMessage(err));
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h4" mb={4}>
        Cash Handling
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Credit or debit a wallet of this member. Every entry is logged with its reason.
        {fourEyes ? ' A second staff member must approve it before the money moves.' : ''}
      </Text>
      <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate aria-label="Cash Handling">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label="Wallet"
              required
              data={[{ value: '', label: 'Select a wallet' }, ...WALLET_OPTIONS]}
              description={balance !== null ? `Balance: ${formatMoney(balance)}` : ' '}
              {...form.getInputProps('wallet')}
            />
            <Radio.Group label="Action" required {...form.getInputProps('action')}>
              <Group gap="lg" mt={8}>
                <Radio value="CREDIT" label="Credit" />
                <Radio value="DEBIT" label="Debit" />
              </Group>
            </Radio.Group>
          </SimpleGrid>
          <TextInput label="Amount" required inputMode="decimal" placeholder="0.00" leftSection="$" autoComplete="off" {...form.getInputProps('amount')} />
          <Textarea label="Reason" required autosize minRows={2} maxRows={5} description={`${form.values.reason.trim().length}/200`} {...form.getInputProps('reason')} />
          <Group justify="flex-end">
            <Button type="button" variant="default" onClick={() => form.reset()} disabled={loading}>
              Clear
            </Button>
            <Button type="submit" loading={loading}>
              Apply
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
