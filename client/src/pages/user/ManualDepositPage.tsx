/**
 * /user/manual-deposit — Manual Deposit (PAGES §2.2): the current deposit addresses (copy, small
 * QR), the form Amount / Network / Transaction Hash / Proof (hash or proof required), and the
 * member's deposit history with server paging. The proof goes first to
 * POST /api/v1/uploads/deposit-proof, then createDeposit records the pending deposit.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, FileInput, Grid, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPaperclip } from '@tabler/icons-react';
import { DataTable } from '../../components/DataTable';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { SectionHeader } from '../../components/SectionHeader';
import { QueryState } from '../../components/QueryState';
import { useCreateMyDepositMutation, useMemberDepositAddressesQuery, useMemberLimitsQuery, useMyDepositsQuery } from '../../modules/money/money.generated';
import { formatMoney } from '../../lib/money';
import { errorMessage, notifyError } from '../../lib/notify';
import { perform, useIdempotencyKey } from '../../modules/money/action';
import { isPositive, normalizeAmount, validateAmount, validateHash, type NetworkName } from '../../modules/money/amount';
import { DEPOSIT_COLUMNS, DEPOSIT_SUBMITTED, DepositAddressList, NETWORKS, parseNetwork } from '../../modules/money/DepositAddresses';
import { uploadDepositProof, validateProof } from '../../modules/money/uploadProof';
import { useLiveWallets } from '../../modules/member/useLiveWallets';

const PAGE_SIZE = 10;

export interface ManualDepositValues {
  amount: string;
  network: NetworkName;
  hash: string;
  proof: File | null;
}

export default function ManualDepositPage() {
  const [params] = useSearchParams();
  const [page, setPage] = useState(1);
  const [submitting, setSubmitting] = useState(false);
  const idempotency = useIdempotencyKey();
  const addresses = useMemberDepositAddressesQuery();
  const limits = useMemberLimitsQuery();
  const history = useMyDepositsQuery({ variables: { page, pageSize: PAGE_SIZE }, notifyOnNetworkStatusChange: true });
  const [createDeposit] = useCreateMyDepositMutation();
  // A completed deposit changes the balances: reload the history so its status shows at once.
  useLiveWallets({ onChange: () => void history.refetch() });

  const depositMin = limits.data?.settings.depositMin ?? null;
  const form = useForm<ManualDepositValues>({
    mode: 'controlled',
    initialValues: { amount: '', network: parseNetwork(params.get('network')) ?? 'BEP20', hash: '', proof: null },
    validate: {
      amount: (v) =>
        validateAmount(v, depositMin && isPositive(depositMin) ? { min: depositMin, minMessage: `Minimum deposit is ${formatMoney(depositMin)}` } : {}),
      hash: (v, all) => validateHash(all.network, v) ?? (!v.trim() && !all.proof ? 'Enter the transaction hash or attach a proof image' : null),
      proof: (f) => validateProof(f),
    },
  });

  const submit = async (values: ManualDepositValues) => {
    setSubmitting(true);
    try {
      let proof: string | null = null;
      if (values.proof) {
        try {
          proof = await uploadDepositProof(values.proof);
        } catch (err) {
          const text = errorMessage(err);
          notifyError(text);
          form.setFieldError('proof', text);
          return;
        }
      }
      const outcome = await perform(
        () =>
          createDeposit({
            variables: {
              input: {
                amount: normalizeAmount(values.amount)!,
                currency: values.network,
                hash: values.hash.trim() || null,
                proof,
                idempotencyKey: idempotency.current(),
              },
            },
          }),
        { success: DEPOSIT_SUBMITTED },
      );
      idempotency.settle(outcome);
      if (!outcome.ok) {
        if (outcome.fieldErrors) {
          const known = Object.fromEntries(Object.entries(outcome.fieldErrors).filter(([k]) => ['amount', 'hash', 'proof'].includes(k)));
          if (Object.keys(known).length) form.setErrors(known);
        }
        return;
      }
      form.setValues({ amount: '', hash: '', proof: null });
      form.resetDirty();
      setPage(1);
      await history.refetch({ page: 1, pageSize: PAGE_SIZE });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="lg">
      <LoadingOverlay visible={submitting} />
      <PageHeader title="Manual deposit" subtitle="Send USDT to a deposit address, then submit the transaction hash or a proof of payment." />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="sm">
            <Title order={4}>Deposit addresses</Title>
            <QueryState loading={addresses.loading && !addresses.data} error={addresses.error ? errorMessage(addresses.error) : null} onRetry={() => void addresses.refetch()}>
              <DepositAddressList addresses={addresses.data?.depositAddresses} />
            </QueryState>
            <Text size="xs" c="dimmed">
              Send only USDT on the network you select below. Deposits stay pending until our team confirms the payment; then
              the amount appears in your Active Wallet.
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Paper withBorder radius="md" p="md" component="form" onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
            <Stack gap="md">
              <Title order={4}>Submit a deposit</Title>
              <TextInput
                label="Amount"
                placeholder="100.00"
                inputMode="decimal"
                required
                leftSection="$"
                description={depositMin ? `Minimum ${formatMoney(depositMin)}` : undefined}
                {...form.getInputProps('amount')}
                key={form.key('amount')}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="deposit-network-label">
                  Network
                </Text>
                <SegmentedControl
                  aria-labelledby="deposit-network-label"
                  data={NETWORKS.map((n) => ({ value: n.value, label: n.label }))}
                  value={form.getValues().network}
                  onChange={(v) => form.setFieldValue('network', v as NetworkName)}
                />
              </Stack>
              <TextInput
                label="Transaction Hash"
                placeholder={form.getValues().network === 'BEP20' ? '0x followed by 64 hex digits' : '64 hex digits'}
                autoComplete="off"
                spellCheck={false}
                {...form.getInputProps('hash')}
                key={form.key('hash')}
              />
              <FileInput
                label="Proof image"
                description="JPEG, PNG, WebP or PDF, at most 5 MB. Needed when you have no transaction hash."
                placeholder="Choose a file"
                accept="image/jpeg,image/png,image/webp,application/pdf"
                clearable
                leftSection={<IconPaperclip size={16} />}
                {...form.getInputProps('proof')}
                key={form.key('proof')}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={submitting}>
                  Submit Deposit
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>

      <Stack gap="sm">
        <SectionHeader title="Deposit history" onRefresh={() => void history.refetch()} loading={history.loading} />
        <DataTable
          columns={DEPOSIT_COLUMNS}
          rows={history.data?.myDeposits.items}
          rowKey={(d) => d.id}
          loading={history.loading}
          error={history.error && !history.data ? errorMessage(history.error) : null}
          emptyText="No deposits yet"
          paging={{ page, pageSize: PAGE_SIZE, total: history.data?.myDeposits.total ?? 0, onPageChange: setPage }}
        />
      </Stack>
    </Stack>
  );
}
