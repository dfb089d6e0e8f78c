/**
 * The signing secret of an endpoint just added: shown this once, in a read-only field with a copy
 * button and a warning. 'I have copied it' forgets it.
 */
import { useEffect, useRef } from 'react';
import { ActionIcon, Alert, Button, CopyButton, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';

export interface NewWebhookSecretProps {
  url: string;
  secret: string;
  onDone: () => void;
}

export function NewWebhookSecret({ url, secret, onDone }: NewWebhookSecretProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, [secret]);
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} />} title="Your endpoint's signing secret" data-testid="new-webhook-secret">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          Copy it now: it will not be shown again. Your receiver needs it to check that each delivery to {url} comes from us.
        </Text>
        <TextInput
          ref={ref}
          label="Signing secret"
          value={secret}
          readOnly
          ff="monospace"
          onFocus={(e) => e.currentTarget.select()}
          rightSectionWidth={42}
          rightSection={
            <CopyButton value={secret} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                  <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label="Copy signing secret">
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          }
        />
        <Text size="xs" c="dimmed">
          Each delivery carries <code>webhook-id</code>, <code>webhook-timestamp</code> and <code>webhook-signature</code> (Standard Webhooks: HMAC-SHA256 of
          id.timestamp.body with this secret). Any Standard Webhooks library verifies them.
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
