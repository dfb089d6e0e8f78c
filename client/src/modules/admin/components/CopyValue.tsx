import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { shorten } from '../actions';

/** A (shortened) value with a copy button; the full value is in the title and is what gets copied. */
export function CopyValue({ value, short = true, label = 'value' }: { value: string | null | undefined; short?: boolean; label?: string }) {
  if (!value) return <Text size="sm" c="dimmed">—</Text>;
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" ff="monospace" title={value} style={short ? { whiteSpace: 'nowrap' } : { wordBreak: 'break-all' }}>
        {short ? shorten(value) : value}
      </Text>
      <CopyButton value={value} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
            <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} size="sm" onClick={copy} aria-label={`Copy ${label}`}>
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
