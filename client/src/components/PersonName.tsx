/**
 * A person as people read them (issue 20 item 7): the name, with the member code beside it, never a
 * bare id. With `to`, the name links to the person's page.
 */
import { Link } from 'react-router-dom';
import { Anchor, Stack, Text } from '@mantine/core';

export function PersonName({ name, code, to }: { name: string | null | undefined; code: string | null | undefined; to?: string }) {
  const shownName = name?.trim() || code || '—';
  return (
    <Stack gap={0}>
      {to ? (
        <Anchor component={Link} to={to} size="sm" fw={500}>
          {shownName}
        </Anchor>
      ) : (
        <Text size="sm" fw={500}>
          {shownName}
        </Text>
      )}
      {code && shownName !== code ? (
        <Text size="xs" c="dimmed">
          {code}
        </Text>
      ) : null}
    </Stack>
  );
}

/** 'Ada Lovelace (MRD100007)' for CSV exports and confirm dialogs. */
export function personLabel(name: string | null | undefined, code: string | null | undefined): string {
  const n = name?.trim();
  return n && code ? `${n} (${code})` : n || code || '—';
}
