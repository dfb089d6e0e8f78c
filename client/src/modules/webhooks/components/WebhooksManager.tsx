/**
 * Webhooks (issue 18 item 5): add an endpoint (URL and events) and see its signing secret once,
 * list the endpoints with their state, their recent deliveries with a Redeliver button, delete or
 * re-enable them. Members manage their own endpoints (their events only); staff holding
 * webhooks:manage the platform's (every member's events).
 */
import { useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/QueryState';
import { useCreateWebhook, useWebhookEventTypes, useWebhookList, type WebhookArea } from '../hooks';
import { CreateWebhookForm } from './CreateWebhookForm';
import { NewWebhookSecret } from './NewWebhookSecret';
import { WebhookList } from './WebhookList';

export function WebhooksManager({ area }: { area: WebhookArea }) {
  const types = useWebhookEventTypes();
  const list = useWebhookList(area);
  const { create, creating } = useCreateWebhook(area);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);

  return (
    <Stack gap="lg">
      {created ? <NewWebhookSecret url={created.url} secret={created.secret} onDone={() => setCreated(null)} /> : null}

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="add-webhook-title">
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={3} size="h4" id="add-webhook-title">
              Add an endpoint
            </Title>
            <Text size="sm" c="dimmed">
              {area === 'member'
                ? 'Your server is told about your deposits, withdrawals, transfers, top-ups, daily income and ticket replies as they happen, signed so it can check they come from us.'
                : "A platform endpoint receives every member's events of the types you choose, signed so your system can check they come from us."}
            </Text>
          </Stack>
          <QueryState loading={types.loading} error={types.error} onRetry={types.retry} loadingText="Loading event types...">
            <CreateWebhookForm eventTypes={types.types} create={create} creating={creating} onCreated={(o) => setCreated({ url: o.webhook.url, secret: o.secret })} />
          </QueryState>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="webhooks-title">
        <Stack gap="md">
          <Title order={3} size="h4" id="webhooks-title">
            {area === 'member' ? 'Your endpoints' : 'Platform endpoints'}
          </Title>
          <QueryState loading={list.loading} error={list.error} onRetry={list.retry} loadingText="Loading endpoints...">
            <WebhookList hooks={list.hooks} onDelete={list.remove} onEnable={list.enable} />
          </QueryState>
        </Stack>
      </Paper>

      <Text size="sm" c="dimmed">
        Failed deliveries are retried with growing pauses for 24 hours; an endpoint failing for 3 days is disabled and you are told. Verify each delivery's{' '}
        <code>webhook-signature</code> with the secret (Standard Webhooks) and ignore a <code>webhook-id</code> you have already handled.
      </Text>
    </Stack>
  );
}
