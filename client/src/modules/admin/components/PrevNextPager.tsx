import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

/** Previous / Next paging with 'Page X of Y' (server paging). */
export function PrevNextPager({ page, pageSize, total, onPageChange, disabled }: { page: number; pageSize: number; total: number; onPageChange: (page: number) => void; disabled?: boolean }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" mt="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        {total === 0 ? 'No results' : `Page ${page} of ${pages} · ${total} total`}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" leftSection={<IconChevronLeft size={14} />} disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Button variant="default" size="xs" rightSection={<IconChevronRight size={14} />} disabled={disabled || page >= pages} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
      </Group>
    </Group>
  );
}
