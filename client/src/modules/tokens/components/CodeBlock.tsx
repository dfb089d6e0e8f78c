/** A block of code (Mantine's Code, no highlighter: no extra dependency) with a copy button. */
import { ActionIcon, Box, Code, CopyButton, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <Box pos="relative">
      <Text size="xs" c="dimmed" fw={600} mb={4}>
        {label}
      </Text>
      {/* A region in the tab order: a long line scrolls sideways, so the keyboard must reach it too. */}
      <Code block role="region" tabIndex={0} aria-label={label} style={{ whiteSpace: 'pre', overflowX: 'auto', paddingRight: 44 }}>
        {code}
      </Code>
      <CopyButton value={code} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
            <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={`Copy: ${label}`} pos="absolute" top={26} right={6}>
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Box>
  );
}
