import type { ReactNode } from 'react';
import { Button, Group, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** A section title with a 'Refresh' button (history tables under the money forms). */
export function SectionHeader({ title, onRefresh, loading, children }: { title: string; onRefresh: () => void; loading?: boolean; children?: ReactNode }) {
  return (
    <Group justify="space-between">
      <Title order={4}>{title}</Title>
      <Group gap="xs">
        {children}
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onRefresh} loading={loading}>
          Refresh
        </Button>
      </Group>
    </Group>
  );
}
