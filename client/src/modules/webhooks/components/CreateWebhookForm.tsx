/** Add an endpoint: its URL and the events it receives (at least one). */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { CreateWebhookOutcome, CreateWebhookValues } from '../hooks';

export interface EventTypeOption {
  name: string;
  description: string;
}

export interface CreateWebhookFormProps {
  eventTypes: ReadonlyArray<EventTypeOption>;
  create: (values: CreateWebhookValues) => Promise<CreateWebhookOutcome>;
  creating: boolean;
  onCreated: (outcome: Extract<CreateWebhookOutcome, { ok: true }>) => void;
}

/** A quick check before asking the server (which resolves the host and has the last word). */
export function urlProblem(url: string): string | null {
  const text = url.trim();
  if (!text) return 'Enter the URL of your endpoint';
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return 'Enter a full URL, such as https://example.com/webhooks';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'The URL must start with https://';
  return null;
}

export function CreateWebhookForm({ eventTypes, create, creating, onCreated }: CreateWebhookFormProps) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string; form?: string }>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { url: urlProblem(url) ?? undefined, events: events.length ? undefined : 'Choose at least one event' };
    setErrors(next);
    if (next.url || next.events) return;
    const outcome = await create({ url, events });
    if (!outcome.ok) {
      setErrors({ url: outcome.fieldErrors?.url, events: outcome.fieldErrors?.events, form: outcome.fieldErrors?.url || outcome.fieldErrors?.events ? undefined : outcome.error });
      return;
    }
    setUrl('');
    setEvents([]);
    setErrors({});
    onCreated(outcome);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add a webhook endpoint">
      <Stack gap="md">
        {errors.form ? (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <TextInput
          label="Endpoint URL"
          description="HTTPS on a public address. We POST each event there as JSON."
          placeholder="https://example.com/webhooks/meridian"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={errors.url}
          required
          autoComplete="url"
          inputMode="url"
        />
        <Checkbox.Group label="Events" description="What this endpoint receives" value={events} onChange={setEvents} error={errors.events} required>
          <Stack gap="xs" mt="xs">
            {eventTypes.map((t) => (
              <Checkbox
                key={t.name}
                value={t.name}
                label={
                  <Text size="sm" span>
                    <Text span ff="monospace" fw={600} size="sm">
                      {t.name}
                    </Text>{' '}
                    <Text span c="dimmed" size="sm">
                      — {t.description}
                    </Text>
                  </Text>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={creating}>
            Add endpoint
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
