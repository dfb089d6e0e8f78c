/**
 * The entry-fee card on the member's Plans page while the fee is unpaid (PAGES §2.2). The fee is
 * named only once it is known: a failed settings query never reads as a $0.00 fee.
 */
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';

export function EntryFeeCard({ fee, error, onPay }: { fee: string | undefined; error: unknown; onPay: (fee: string | undefined) => void }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="entry-fee-card">
      <Group justify="space-between" align="center">
        <Stack gap={4}>
          <Title order={4}>Entry fee</Title>
          <Text size="sm" c="dimmed">
            {fee !== undefined ? `Activate your account by paying the entry fee of ${formatMoney(fee)} from your Active Wallet.` : 'Activate your account by paying the entry fee from your Active Wallet.'}
          </Text>
          {error && fee === undefined ? (
            <Text size="sm" c="red" role="alert">
              The entry fee could not be loaded: {errorMessage(error)}
            </Text>
          ) : null}
        </Stack>
        <Button onClick={() => onPay(fee)} disabled={fee === undefined}>
          Pay Entry Fee
        </Button>
      </Group>
    </Card>
  );
}
