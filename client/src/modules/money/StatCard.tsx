import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Group, Paper, Skeleton, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ComponentType<{ size?: number | string; stroke?: number }>;
  color?: string;
  loading?: boolean;
  /** Makes the whole card a link. */
  to?: string;
  testId?: string;
}

/** A small figure card (balances, totals, counts) used across the member pages. */
export function StatCard({ label, value, hint, icon: Icon, color = 'teal', loading, to, testId }: StatCardProps) {
  const body = (
    <Paper withBorder radius="md" p="md" h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            {label}
          </Text>
          {loading ? (
            <Skeleton height={26} width={110} />
          ) : (
            <Text fw={700} size="xl" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          )}
          {hint ? (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          ) : null}
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
    <UnstyledButton component={Link} to={to} aria-label={`${label}: ${typeof value === 'string' ? value : ''}`.trim()} style={{ display: 'block', height: '100%' }}>
      {body}
    </UnstyledButton>
  );
}
