/**
 * The server's quote of a withdrawal (withdrawalQuote): the fee with its percentage and what the
 * member receives; skeletons while it loads, the error instead when it failed; with `caption` a line
 * above (e.g. the quote of the minimum before anything is typed).
 */
import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { formatMoney, formatPercent } from '../../../lib/money';
import { withdrawalNote } from '../limits';
import { useMemberLimits } from '../useMemberLimits';

interface QuoteLinesProps {
  loading: boolean;
  error?: string | null;
  fee?: string;
  net?: string;
  feePercent?: string;
  caption?: string;
}

export function WithdrawalQuoteLines({ loading, error, fee, net, feePercent, caption }: QuoteLinesProps) {
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

/** The limits note under every withdrawal tab, with the server's settings. */
export function WithdrawalNote() {
  return <>{withdrawalNote(useMemberLimits())}</>;
}
