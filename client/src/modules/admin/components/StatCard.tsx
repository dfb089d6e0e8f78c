import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';

export interface StatCardProps {
  title: string;
  value: ReactNode;
  /** Small lines under the value, e.g. 'Active 12'. */
  details?: Array<[label: string, value: ReactNode]>;
  /** The list page the card opens. */
  to?: string;
  icon?: ReactNode;
  color?: string;
}

/** A dashboard figure; with `to` the whole card is a link (keyboard-focusable). */
export function StatCard({ title, value, details = [], to, icon, color = 'teal' }: StatCardProps) {
  const body = (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="xs" c="dimmed" fw={700} tt="uppercase">
          {title}
        </Text>
        {icon ? (
          <ThemeIcon variant="light" color={color} size="md" radius="md">
            {icon}
          </ThemeIcon>
        ) : null}
      </Group>
      <Text fz={24} fw={700} lh={1.2}>
        {value}
      </Text>
      {details.map(([label, v]) => (
        <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={500}>
            {v}
          </Text>
        </Group>
      ))}
    </Stack>
  );
  return to ? (
    <Card withBorder radius="md" padding="md" component={Link} to={to} style={{ textDecoration: 'none' }}>
      {body}
    </Card>
  ) : (
    <Card withBorder radius="md" padding="md">
      {body}
    </Card>
  );
}
