/**
 * The secret of a token just created: shown this once (the server keeps only its hash), in a
 * read-only field with a copy button and a warning. 'Done' forgets it.
 */
import { useEffect, useRef } from 'react';
import { ActionIcon, Alert, Button, CopyButton, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';

export interface NewTokenSecretProps {
  name: string;
  token: string;
  onDone: () => void;
}

export function NewTokenSecret({ name, token, onDone }: NewTokenSecretProps) {
  const ref = useRef<HTMLInputElement>(null);
  // The one place to act now: focus the secret (and select it, ready to copy).
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, [token]);
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} />} title={`Your new token "${name}"`} data-testid="new-token">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          Copy it now: it will not be shown again. We keep only a fingerprint of it, so nobody (not even support) can show it to you later.
        </Text>
        <TextInput
          ref={ref}
          label="Token"
          value={token}
          readOnly
          ff="monospace"
          onFocus={(e) => e.currentTarget.select()}
          rightSectionWidth={42}
          rightSection={
            <CopyButton value={token} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                  <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label="Copy token">
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          }
        />
        <Text size="xs" c="dimmed">
          Send it as <code>Authorization: Bearer {token.slice(0, 12)}…</code>. Keep it out of source code and chat; revoke it below if it leaks.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            I have copied it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
