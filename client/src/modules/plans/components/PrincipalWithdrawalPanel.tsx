/**
 * The Principal tab of /user/withdrawal (PAGES §2.2, §4): the running and expired investments (plan, principal,
 * days, exit fee %), one chosen; fee and net from principalQuote; OTP verified; confirm → request.
 */
import { useRef, useState } from 'react';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { DataTable, type Column } from '../../../components/DataTable';
import { IconArrowDownRight } from '@tabler/icons-react';
import { usePrincipalQuoteQuery, useMyWithdrawableInvestmentsQuery } from '../investments.generated';
import { formatDate, formatMoney, formatPercent } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import { OtpBlock, useExpireOtp, useOtpVerified } from '../../money/OtpBlock';
import { usePrincipalWithdrawal } from '../hooks';

export interface PrincipalWithdrawalPanelProps {
  hasPayout: boolean;
  payoutText: string;
  note: string;
  onDone: () => void;
}

export function PrincipalWithdrawalPanel({ hasPayout, payoutText, note, onDone }: PrincipalWithdrawalPanelProps) {
  const otpVerified = useOtpVerified();
  const submitRef = useRef<HTMLButtonElement>(null);
  const expireOtp = useExpireOtp();
  const running = useMyWithdrawableInvestmentsQuery({ fetchPolicy: 'cache-and-network' });
  const [chosen, setChosen] = useState<string | null>(null);
  const investments = running.data?.myWithdrawableInvestments ?? [];
  const investment = investments.find((i) => String(i.id) === chosen) ?? null;
  const quote = usePrincipalQuoteQuery({ variables: { investmentId: investment?.id ?? 0 }, skip: !investment, fetchPolicy: 'network-only' });
  const q = quote.data?.principalQuote;
  const { withdrawPrincipal, loading } = usePrincipalWithdrawal();

  const submit = async () => {
    if (!investment || !q || !otpVerified || !hasPayout) return;
    const outcome = await withdrawPrincipal({ investmentId: investment.id, planName: investment.plan?.name ?? '', gross: q.gross, fee: q.fee, net: q.net, feePercent: q.feePercent, address: payoutText });
    if (outcome.ok) {
      setChosen(null);
      onDone();
    } else if (outcome.code === 'OTP_REQUIRED') {
      expireOtp();
    }
  };

  const columns: Column<(typeof investments)[number]>[] = [
    { key: 'choose', header: 'Choose', render: (i) => <Radio value={String(i.id)} aria-label={`Investment #${i.id}`} /> },
    { key: 'plan', header: 'Plan', render: (i) => `${i.plan?.name ?? `Plan #${i.planId}`}${i.status === 'EXPIRED' ? ' (term ended)' : ''}` },
    { key: 'principal', header: 'Principal', align: 'right', render: (i) => formatMoney(i.amount) },
    { key: 'started', header: 'Started', render: (i) => formatDate(i.startDay) },
    { key: 'days', header: 'Days', align: 'right', render: (i) => i.ageDays },
    { key: 'fee', header: 'Exit fee', align: 'right', render: (i) => formatPercent(i.exitFeePercent) },
  ];

  return (
    <Stack gap="sm">
      <Text size="sm">
        A principal withdrawal ends a running investment (or one whose term has ended) and returns its principal, less the early-exit fee shown for it (up to 10 days 20 %, up to 20 days 10 %, later none).
        Choose the investment to end; the request is reviewed like any other withdrawal.
      </Text>
      {investments.length === 0 ? (
        <Text ta="center" c="dimmed" data-testid="no-investments" py="md">
          {running.loading ? 'Loading...' : running.error ? errorMessage(running.error) : 'No running investments'}
        </Text>
      ) : (
        // The shared list: a table on wider screens, stacked cards on a phone (nothing to scroll sideways).
        <Radio.Group value={chosen} onChange={setChosen} aria-label="Investment to withdraw">
          <DataTable columns={columns} rows={investments} rowKey={(i) => i.id} />
        </Radio.Group>
      )}
      {investment ? (
        quote.error ? (
          <Text size="sm" c="red" role="alert">
            {errorMessage(quote.error)}
          </Text>
        ) : (
          <Group gap="xl" data-testid="principal-quote">
            <Text size="sm">
              Exit fee <b>{q ? `${formatMoney(q.fee)} (${formatPercent(q.feePercent)})` : '…'}</b>
            </Text>
            <Text size="sm">
              You receive <b>{q ? formatMoney(q.net) : '…'}</b>
            </Text>
          </Group>
        )
      ) : null}
      <Text size="sm" c="dimmed">
        {note}
      </Text>
      <OtpBlock disabled={!hasPayout || !investment} nextFocusRef={submitRef} />
      <Group>
        <Button ref={submitRef} onClick={() => void submit()} disabled={!otpVerified || !hasPayout || !investment || !q} loading={loading} leftSection={<IconArrowDownRight size={16} />}>
          Withdraw Principal
        </Button>
      </Group>
    </Stack>
  );
}
