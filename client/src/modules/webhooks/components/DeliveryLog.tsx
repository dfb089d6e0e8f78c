/**
 * An endpoint's latest deliveries: the event, its status, the last answer (HTTP status or error),
 * latency, attempts and times; each can be sent again (Redeliver). Refresh reads them again.
 */
import { useState } from 'react';
import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconRefresh, IconSend } from '@tabler/icons-react';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatDateTime } from '../../../lib/money';
import { useWebhookDeliveries, type WebhookDelivery } from '../hooks';

const STATUS_COLORS: Record<string, string> = { delivered: 'green', pending: 'yellow', failed: 'red', cancelled: 'gray' };

export function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  const label = delivery.status === 'pending' && delivery.attempts > 0 ? 'Retrying' : delivery.status.charAt(0).toUpperCase() + delivery.status.slice(1);
  return (
    <Badge color={STATUS_COLORS[delivery.status] ?? 'blue'} variant="light">
      {label}
    </Badge>
  );
}

function LastAnswer({ delivery }: { delivery: WebhookDelivery }) {
  if (!delivery.attempts) return <Text size="sm" c="dimmed">Not sent yet</Text>;
  const code = delivery.statusCode ? `HTTP ${delivery.statusCode}` : 'No answer';
  const excerpt = delivery.attemptLog[0]?.responseExcerpt;
  return (
    <Stack gap={0}>
      <Text size="sm" c={delivery.status === 'delivered' ? undefined : 'red'}>
        {code}
        {delivery.latencyMs !== null && delivery.latencyMs !== undefined ? ` · ${delivery.latencyMs} ms` : ''}
      </Text>
      {delivery.error && delivery.error !== code ? (
        <Text size="xs" c="dimmed" maw={320} style={{ overflowWrap: 'anywhere' }}>
          {delivery.error}
        </Text>
      ) : null}
      {excerpt ? (
        <Tooltip label={excerpt} multiline maw={360} withArrow>
          <Text size="xs" c="dimmed" maw={320} truncate="end">
            “{excerpt}”
          </Text>
        </Tooltip>
      ) : null}
    </Stack>
  );
}

function RedeliverButton({ delivery, onRedeliver }: { delivery: WebhookDelivery; onRedeliver: (d: WebhookDelivery) => Promise<boolean> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconSend size={14} />}
      loading={busy}
      aria-label={`Redeliver ${delivery.eventType} ${delivery.eventId}`}
      onClick={async () => {
        setBusy(true);
        try {
          await onRedeliver(delivery);
        } finally {
          setBusy(false);
        }
      }}
    >
      Redeliver
    </Button>
  );
}

export function DeliveryLog({ webhookId, disabled }: { webhookId: string; disabled?: boolean }) {
  const log = useWebhookDeliveries(webhookId);
  const columns: Column<WebhookDelivery>[] = [
    {
      key: 'event',
      header: 'Event',
      render: (d) => (
        <Stack gap={0}>
          <Text size="sm" ff="monospace" fw={600}>
            {d.eventType}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {d.eventId}
          </Text>
        </Stack>
      ),
      csv: (d) => `${d.eventType} ${d.eventId}`,
    },
    { key: 'status', header: 'Status', render: (d) => <DeliveryStatus delivery={d} />, csv: (d) => d.status },
    { key: 'answer', header: 'Last answer', render: (d) => <LastAnswer delivery={d} />, csv: (d) => d.statusCode ?? d.error ?? '' },
    {
      key: 'attempts',
      header: 'Attempts',
      align: 'right',
      render: (d) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm">{d.attempts}</Text>
          {d.status === 'pending' && d.nextAttemptAt ? (
            <Text size="xs" c="dimmed">
              next {formatDateTime(d.nextAttemptAt)}
            </Text>
          ) : null}
        </Stack>
      ),
      csv: (d) => d.attempts,
    },
    { key: 'time', header: 'Created', render: (d) => <Text size="sm">{formatDateTime(d.createdAt)}</Text>, csv: (d) => d.createdAt },
    {
      key: 'action',
      header: 'Action',
      render: (d) => (disabled ? <Text size="xs" c="dimmed">Enable the endpoint to redeliver</Text> : <RedeliverButton delivery={d} onRedeliver={log.redeliver} />),
    },
  ];
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          Recent deliveries
        </Text>
        <Button size="xs" variant="subtle" leftSection={<IconRefresh size={14} />} onClick={log.refresh} loading={log.refreshing} aria-label="Refresh deliveries">
          Refresh
        </Button>
      </Group>
      <DataTable
        columns={columns}
        rows={log.deliveries}
        rowKey={(d) => d.id}
        loading={log.loading}
        error={log.error}
        emptyText="No deliveries yet: events are sent here as they happen."
        caption="Recent deliveries"
      />
    </Stack>
  );
}
