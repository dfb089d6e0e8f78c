/**
 * The wallet balances above a money form: three StatCards on a tablet or desktop; on a phone one
 * compact panel (a row per wallet), so the form starts on the first screen (issue 20 item 9).
 */
import type { ComponentType } from 'react';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { StatCard, STAT_UNAVAILABLE } from './StatCard';

export interface Balance {
  label: string;
  value: string;
  icon?: ComponentType<{ size?: number | string; stroke?: number }>;
  color?: string;
  testId?: string;
}

/** Below this width the balances are one compact panel. */
export const COMPACT_BELOW = em(576);

export function BalanceCards({ items, loading, error }: { items: Balance[]; loading?: boolean; error?: unknown }) {
  const compact = useMediaQuery(`(max-width: ${COMPACT_BELOW})`) ?? false;
  if (!compact) {
    return (
      <SimpleGrid cols={{ base: 1, xs: items.length }} spacing="md">
        {items.map((b) => (
          <StatCard key={b.label} label={b.label} value={b.value} icon={b.icon} color={b.color} loading={loading} error={error} testId={b.testId} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Paper withBorder radius="md" p="sm" data-testid="balances-compact">
      <Stack gap={4}>
        {items.map((b) => (
          <Group key={b.label} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" c="dimmed">
              {b.label}
            </Text>
            {loading ? (
              <Skeleton height={16} width={90} />
            ) : (
              <Text size="sm" fw={700} data-testid={b.testId} style={{ whiteSpace: 'nowrap' }} title={error ? STAT_UNAVAILABLE : undefined}>
                {error ? '—' : b.value}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
