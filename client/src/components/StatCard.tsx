import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Group, Paper, Skeleton, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  /** Small lines under the figure, e.g. ['Pending', 3]. */
  details?: ReadonlyArray<readonly [label: string, value: ReactNode]>;
  icon?: ComponentType<{ size?: number | string; stroke?: number }>;
  color?: string;
  loading?: boolean;
  /**
   * The figure could not be loaded (a failed query): the card shows '—' and says so, never a number.
   * Pass the query's error (or any truthy value).
   */
  error?: unknown;
  /** Makes the whole card a link. */
  to?: string;
  testId?: string;
}

export const STAT_UNAVAILABLE = 'Could not be loaded';

/** A figure card (balances, totals, counts) for member and admin pages; with `to` the whole card is a link. */
export function StatCard({ label, value: shown, hint: shownHint, details = [], icon: Icon, color = 'teal', loading, error, to, testId }: StatCardProps) {
  const value = error ? '—' : shown;
  const hint = error ? STAT_UNAVAILABLE : shownHint;
  const body = (
    <Paper withBorder radius="md" p="md" h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            {label}
          </Text>
          {loading ? (
            <Skeleton height={26} width={110} />
          ) : (
            // A div: the figure may be an element such as a Badge.
            // An amount never breaks inside ('$150.0' / '0' on a phone): a text figure stays on one line,
            // at a size that fits a third of a phone's width.
            <Text component="div" fw={700} fz={{ base: 'lg', sm: 'xl' }} data-testid={testId} style={typeof value === 'string' ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}>
              {error ? <span aria-hidden>{value}</span> : value}
              {error ? <VisuallyHidden>not available</VisuallyHidden> : null}
            </Text>
          )}
          {hint ? (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          ) : null}
          {!loading && !error
            ? details.map(([detail, v]) => (
                <Group key={detail} justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" c="dimmed">
                    {detail}
                  </Text>
                  <Text size="sm" fw={500}>
                    {v}
                  </Text>
                </Group>
              ))
            : null}
        </Stack>
        {Icon ? (
          <ThemeIcon variant="light" color={color} size={38} radius="md">
            <Icon size={20} stroke={1.6} />
          </ThemeIcon>
        ) : null}
      </Group>
    </Paper>
  );
  if (!to) return body;
  return (
    // Named by its content (label, figure, hint), so the visible text and the accessible name agree.
    <UnstyledButton component={Link} to={to} style={{ display: 'block', height: '100%' }}>
      {body}
    </UnstyledButton>
  );
}
