/**
 * The explorer's example operations, grouped by who can run them (staff reports, member tokens):
 * a title, what it reads and the permission or scope it needs. Picking one opens it in a new tab.
 */
import { Badge, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { ExampleAudience, ExplorerExample } from './examples';

const GROUP_TITLE: Record<ExampleAudience, string> = {
  staff: 'Reports (staff)',
  member: 'Member tokens',
};

export interface ExampleListProps {
  examples: ReadonlyArray<ExplorerExample>;
  onPick: (example: ExplorerExample) => void;
  /** False while the explorer's editors are still loading: a pick then would open an empty tab. */
  ready?: boolean;
}

export function ExampleList({ examples, onPick, ready = true }: ExampleListProps) {
  const groups = (['staff', 'member'] as const).map((audience) => ({ audience, items: examples.filter((e) => e.audience === audience) })).filter((g) => g.items.length);
  if (!groups.length) {
    return (
      <Text size="sm" c="dimmed">
        No examples for your access.
      </Text>
    );
  }
  return (
    <Stack gap="md" data-testid="explorer-examples">
      <Text size="sm" c="dimmed">
        Pick an example: it opens in a new tab with its variables. Run it with the play button or Ctrl+Enter.
      </Text>
      {groups.map((g) => (
        <Stack key={g.audience} gap={6} component="section" aria-label={GROUP_TITLE[g.audience]}>
          {groups.length > 1 ? (
            <Title order={4} size="h6">
              {GROUP_TITLE[g.audience]}
            </Title>
          ) : null}
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {g.items.map((e) => (
              <li key={e.id}>
                <UnstyledButton
                  onClick={() => onPick(e)}
                  disabled={!ready}
                  w="100%"
                  p="xs"
                  aria-label={e.title}
                  style={{ borderRadius: 'var(--mantine-radius-sm)', border: '1px solid var(--mantine-color-default-border)' }}
                >
                  <Stack gap={2}>
                    <Group justify="space-between" gap={4} wrap="nowrap">
                      <Text size="sm" fw={600}>
                        {e.title}
                      </Text>
                      <Badge size="xs" variant="light" tt="none">
                        {e.needs}
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {e.description}
                    </Text>
                  </Stack>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
