/**
 * The dashboard's activity feed (issue 20 item 11): the latest credits to the member's wallets and
 * the withdrawals still waiting, with their state.
 */
import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDateTime, formatMoney } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import { kindLabel } from '../../money/labels';
import { useDashboardActivityQuery } from '../member.generated';

/** Entry kinds that credit a member's wallet (what 'latest credits' lists). */
export const CREDIT_KINDS = ['DEPOSIT', 'TRANSFER_IN', 'ADMIN_CREDIT', 'ROI', 'DIRECT_INCOME', 'LEVEL_INCOME', 'ACTIVATION_LEVEL_INCOME', 'REWARD', 'SALARY', 'CTO', 'LEADERSHIP', 'COMPOUND_ROI', 'WITHDRAWAL_RETURN'];

const WITHDRAWAL_KIND: Record<string, string> = { NORMAL: 'Income', ROI: 'ROI', COMPOUND: 'Compound', PRINCIPLE: 'Principal' };

export function ActivityFeed() {
  const { data, loading, error, refetch } = useDashboardActivityQuery({ variables: { creditKinds: CREDIT_KINDS }, fetchPolicy: 'cache-and-network' });
  const credits = data?.walletEntries.items ?? [];
  const pending = data?.myWithdrawals.items ?? [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="activity-feed">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Recent activity
          </Title>
          <Anchor component={Link} to="/user/statement" size="sm">
            Statement
          </Anchor>
        </Group>
        {loading && !data ? (
          <Stack gap={6}>
            <Skeleton height={18} />
            <Skeleton height={18} />
            <Skeleton height={18} />
          </Stack>
        ) : error && !data ? (
          <Text size="sm" c="red" role="alert">
            {errorMessage(error, 'The activity could not be loaded.')}{' '}
            <Anchor component="button" size="sm" onClick={() => void refetch()}>
              Retry
            </Anchor>
          </Text>
        ) : (
          <>
            {pending.map((w) => (
              <Group key={`w${w.id}`} justify="space-between" wrap="nowrap" gap="sm" data-testid="activity-withdrawal">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    {WITHDRAWAL_KIND[w.kind] ?? w.kind} withdrawal of {formatMoney(w.gross)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Requested {formatDateTime(w.createdAt)} · you receive {formatMoney(w.net)}
                  </Text>
                </Stack>
                <Badge color="yellow" variant="light">
                  Pending
                </Badge>
              </Group>
            ))}
            {credits.length === 0 && pending.length === 0 ? (
              <Text size="sm" c="dimmed">
                No activity yet: deposits, incomes and withdrawals show here.
              </Text>
            ) : null}
            {credits.map((e) => (
              <Group key={e.id} justify="space-between" wrap="nowrap" gap="sm" data-testid="activity-credit">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {kindLabel(e.kind, e.description)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(e.createdAt)}
                  </Text>
                </Stack>
                <Text size="sm" fw={700} c="teal" style={{ whiteSpace: 'nowrap' }}>
                  +{formatMoney(e.amount)}
                </Text>
              </Group>
            ))}
          </>
        )}
      </Stack>
    </Paper>
  );
}
