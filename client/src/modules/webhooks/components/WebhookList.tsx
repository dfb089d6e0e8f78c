/** The area's endpoints: URL, events, state (active, failing, disabled); Deliveries, Enable, Delete. */
import { useState } from 'react';
import { Alert, Badge, Box, Button, Group, Paper, Stack, Text, type ButtonProps } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/money';
import type { Webhook } from '../hooks';
import { DeliveryLog } from './DeliveryLog';

export interface WebhookListProps {
  hooks: Webhook[];
  onDelete: (hook: Webhook) => Promise<boolean>;
  onEnable: (hook: Webhook) => Promise<boolean>;
}

export function WebhookState({ hook }: { hook: Webhook }) {
  if (hook.disabledAt)
    return (
      <Badge color="red" variant="light">
        Disabled
      </Badge>
    );
  if (hook.failingSince)
    return (
      <Badge color="orange" variant="light">
        Failing
      </Badge>
    );
  return (
    <Badge color="green" variant="light">
      Active
    </Badge>
  );
}

function Busy({ children, onClick, ...props }: { children: string; onClick: () => Promise<unknown>; 'aria-label'?: string } & Omit<ButtonProps, 'children'>) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      {...props}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await onClick();
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
    </Button>
  );
}

function WebhookCard({ hook, onDelete, onEnable }: { hook: Webhook } & Omit<WebhookListProps, 'hooks'>) {
  const [open, setOpen] = useState(false);
  const logId = `webhook-${hook.id}-deliveries`;
  return (
    <Paper withBorder radius="md" p="md" component="li" style={{ listStyle: 'none' }} aria-label={`Endpoint ${hook.url}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs">
              <WebhookState hook={hook} />
              <Text fw={600} ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
                {hook.url}
              </Text>
            </Group>
            <Group gap={4} wrap="wrap">
              {hook.events.map((e) => (
                <Badge key={e} size="sm" variant="outline" tt="none">
                  {e}
                </Badge>
              ))}
            </Group>
            <Text size="xs" c="dimmed">
              Added {formatDateTime(hook.createdAt)}
              {hook.lastSuccessAt ? ` · last delivered ${formatDateTime(hook.lastSuccessAt)}` : ''}
              {hook.failingSince && !hook.disabledAt ? ` · failing since ${formatDateTime(hook.failingSince)}` : ''}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
              aria-controls={logId}
              rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            >
              Deliveries
            </Button>
            {hook.disabledAt ? (
              <Busy size="xs" variant="light" color="green" leftSection={<IconPlayerPlay size={14} />} onClick={() => onEnable(hook)} aria-label={`Enable ${hook.url}`}>
                Enable
              </Busy>
            ) : null}
            <Busy size="xs" variant="light" color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(hook)} aria-label={`Delete ${hook.url}`}>
              Delete
            </Busy>
          </Group>
        </Group>
        {hook.disabledAt ? (
          <Alert color="red" variant="light" role="status">
            Disabled {formatDateTime(hook.disabledAt)}: {hook.disabledReason ?? 'deliveries kept failing'}. Fix the receiver, then enable the endpoint; nothing is
            sent to it meanwhile.
          </Alert>
        ) : null}
        <Box id={logId} hidden={!open}>
          {open ? <DeliveryLog webhookId={hook.id} disabled={!!hook.disabledAt} /> : null}
        </Box>
      </Stack>
    </Paper>
  );
}

export function WebhookList({ hooks, onDelete, onEnable }: WebhookListProps) {
  if (!hooks.length)
    return (
      <Text size="sm" c="dimmed">
        No endpoints yet. Add one above to receive events as they happen.
      </Text>
    );
  return (
    <Stack gap="sm" component="ul" p={0} m={0}>
      {hooks.map((h) => (
        <WebhookCard key={h.id} hook={h} onDelete={onDelete} onEnable={onEnable} />
      ))}
    </Stack>
  );
}
