/**
 * What a plan purchase gives, shown before the member confirms (issue 20 item 6): the server's
 * topUpQuote at the amount typed (daily ROI and a month of it, period and end day, the earnings cap
 * it adds, the exit-fee schedule of a principal withdrawal, who receives the sponsor bonus). The
 * figures are the server's; nothing here computes money. When the server would refuse the purchase
 * (e.g. below a friend's running plan) its `blockedReason` is shown and the form's submit is disabled.
 */
import { Alert, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDate, formatMoney, formatPercent } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import { useTopUpQuoteQuery, type TopUpQuoteFieldsFragment } from '../quote.generated';
import { planPeriod } from '../PlanCards';

export type QuoteKind = 'TOPUP' | 'RETOPUP' | 'FRIEND';

export interface TopUpQuotePanelProps {
  planId: number | null;
  /** A valid amount (normalised), or null while the field is empty or invalid. */
  amount: string | null;
  kind?: QuoteKind;
  /** The member the plan is for (friend top-ups); null: yourself. */
  receiverId?: number | null;
}

function exitFeeSteps(q: TopUpQuoteFieldsFragment): string {
  return q.exitFees
    .map((s) => {
      const days = s.toDay === null || s.toDay === undefined ? `from day ${s.fromDay}` : `days ${s.fromDay}–${s.toDay}`;
      return `${days}: ${formatPercent(s.percent)}`;
    })
    .join(' · ');
}

function person(p: { fullname: string; referralCode: string }): string {
  return `${p.fullname} (${p.referralCode})`;
}

/** The quote's lines as label/value pairs (also used in the confirm dialog). */
export function quoteLines(q: TopUpQuoteFieldsFragment, forOther: boolean): Array<[string, string]> {
  return [
    ['Daily ROI', `${formatPercent(q.roiDay)} = ${formatMoney(q.dailyRoi)} a day`],
    [`First month (${q.monthDays} days)`, formatMoney(q.monthlyRoi)],
    ['Period', `${planPeriod(q.periodMonths)}: ${formatDate(q.startDay)} to ${formatDate(q.endDay)}`],
    [forOther ? `Earnings cap of ${q.receiver.fullname}` : 'Earnings cap', `×${q.capMultiplier}: adds ${formatMoney(q.capAmount)}`],
    ['Exit fee (principal withdrawal)', exitFeeSteps(q)],
    ['Sponsor bonus', q.sponsor ? `${formatPercent(q.sponsorBonusPercent)} = ${formatMoney(q.sponsorBonus)} to ${person(q.sponsor)}` : 'None paid'],
  ];
}

/** The server's quote for the plan and amount, once the typing settles (skipped until both are set). */
export function useTopUpQuote({ planId, amount, kind = 'TOPUP', receiverId = null }: TopUpQuotePanelProps) {
  const [debounced] = useDebouncedValue(amount, 250);
  const settled = debounced === amount ? amount : null;
  const ready = planId !== null && !!settled;
  const query = useTopUpQuoteQuery({
    variables: { input: { planId: planId ?? 0, amount: settled ?? '0', kind, receiverId } },
    skip: !ready,
  });
  const quote = ready && query.data?.topUpQuote.planId === planId ? query.data.topUpQuote : null;
  return {
    ready,
    quote,
    error: ready ? query.error : undefined,
    forOther: kind === 'FRIEND' || (!!receiverId && kind !== 'RETOPUP'),
    /** Why the server would refuse this purchase (null when it can be bought or no quote yet). */
    blockedReason: quote?.blockedReason ?? null,
  };
}

export type TopUpQuoteState = ReturnType<typeof useTopUpQuote>;

export function TopUpQuotePanel({ state }: { state: TopUpQuoteState }) {
  const { ready, quote: q, error, forOther } = state;
  if (!ready) {
    return (
      <Text size="sm" c="dimmed" data-testid="topup-quote-empty">
        Enter an amount to see what this plan gives: daily ROI, end date, earnings cap, exit fees and the sponsor bonus.
      </Text>
    );
  }
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert" title="Could not work out this plan's figures">
        {errorMessage(error)}
      </Alert>
    );
  }
  if (!q) return <Skeleton height={150} radius="sm" aria-label="Loading the plan's figures" />;
  return (
    <Stack gap={4} data-testid="topup-quote">
      {q.blockedReason ? (
        // The purchase's own rule, for whom it is bought (a friend's running plan, not yours): known before confirming.
        <Alert color="orange" variant="light" role="alert" title="This top-up cannot be bought" data-testid="topup-blocked">
          {q.blockedReason}
        </Alert>
      ) : null}
      <Text size="sm" fw={600}>
        What {formatMoney(q.amount)} in {q.planName} gives
      </Text>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
        <Table.Tbody>
          {quoteLines(q, forOther).map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={400} c="dimmed" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        ROI is paid for each day the plan runs until the end date or until the earnings cap is reached. Figures at today&apos;s plan terms.
      </Text>
    </Stack>
  );
}
