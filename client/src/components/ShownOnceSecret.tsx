/**
 * A secret shown this once (the server keeps only its hash or needs it no more): a warning, the
 * secret focused and selected in a read-only field with a copy button, a hint on using it, and
 * 'I have copied it', which forgets it. API tokens and webhook signing secrets use it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { ActionIcon, Alert, Button, CopyButton, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';

export interface ShownOnceSecretProps {
  title: string;
  testId: string;
  /** The field's label ('Token'); the copy button is 'Copy <label in lower case>'. */
  label: string;
  value: string;
  /** Why it will not be shown again, after 'Copy it now: it will not be shown again.' */
  warning: ReactNode;
  hint: ReactNode;
  onDone: () => void;
}

export function ShownOnceSecret({ title, testId, label, value, warning, hint, onDone }: ShownOnceSecretProps) {
  const ref = useRef<HTMLInputElement>(null);
  // The one place to act now: focus the secret (and select it, ready to copy).
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, [value]);
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} />} title={title} data-testid={testId}>
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          Copy it now: it will not be shown again. {warning}
        </Text>
        <TextInput
          ref={ref}
          label={label}
          value={value}
          readOnly
          ff="monospace"
          onFocus={(e) => e.currentTarget.select()}
          rightSectionWidth={42}
          rightSection={
            <CopyButton value={value} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                  <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          }
        />
        <Text size="xs" c="dimmed">
          {hint}
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
