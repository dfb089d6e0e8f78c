/**
 * Create a token: a name, the scopes (checkboxes with what each one lets an app do), an expiry,
 * and the step-up (`stepUp`: the member's OTP block or the staff authenticator, given by the
 * parent). 'Create token' stays disabled until all four are there.
 */
import { useRef, useState, type ReactNode } from 'react';
import { Badge, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { notifyError } from '../../../lib/notify';
import type { CreateOutcome, CreateTokenValues, ScopeOption } from '../hooks/useApiTokens';
import { DEFAULT_EXPIRY_DAYS, EXPIRY_DAYS, expiryLabel, isWriteScope } from '../scopes';

export interface CreateTokenFormProps {
  scopes: ScopeOption[];
  /** The step-up block shown above the submit button. */
  stepUp: ReactNode;
  /** True while a step-up covers the creation. */
  stepUpVerified: boolean;
  /** The server asked for a new step-up (it ran out): the parent forgets the old one. */
  onStepUpExpired: () => void;
  create: (values: CreateTokenValues) => Promise<CreateOutcome>;
  creating: boolean;
  onCreated: (outcome: Extract<CreateOutcome, { ok: true }>) => void;
}

export function CreateTokenForm({ scopes, stepUp, stepUpVerified, onStepUpExpired, create, creating, onCreated }: CreateTokenFormProps) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [days, setDays] = useState<string>(String(DEFAULT_EXPIRY_DAYS));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submitRef = useRef<HTMLButtonElement>(null);

  const nameError = name.trim().length > 100 ? 'At most 100 characters' : errors.name;
  const ready = name.trim().length > 0 && name.trim().length <= 100 && chosen.length > 0 && stepUpVerified;

  const submit = async () => {
    if (!ready) return;
    setErrors({});
    const outcome = await create({ name, scopes: chosen, expiresInDays: Number(days) });
    if (outcome.ok) {
      setName('');
      setChosen([]);
      setDays(String(DEFAULT_EXPIRY_DAYS));
      onCreated(outcome);
      return;
    }
    if (outcome.stepUpNeeded) {
      onStepUpExpired();
      notifyError('Your verification ran out. Confirm again, then create the token.');
      return;
    }
    setErrors(outcome.fieldErrors ?? {});
    notifyError(outcome.error);
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      aria-label="Create a token"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Name"
            description="What the token is for, e.g. 'Budget app on my phone'"
            placeholder="My app"
            required
            maxLength={120}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameError}
          />
          <Select
            label="Expires after"
            description="A token stops working on its own after this"
            data={EXPIRY_DAYS.map((d) => ({ value: String(d), label: expiryLabel(d) }))}
            value={days}
            onChange={(v) => setDays(v ?? String(DEFAULT_EXPIRY_DAYS))}
            allowDeselect={false}
            error={errors.expiresInDays}
          />
        </SimpleGrid>

        <Checkbox.Group
          label="Scopes"
          description="Give the app only what it needs. Scopes marked 'acts for you' let the app change things or move money; the read scopes cannot change anything."
          value={chosen}
          onChange={setChosen}
          error={errors.scopes}
          required
        >
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs" mt="xs">
            {scopes.map((s) => (
              <Checkbox
                key={s.name}
                value={s.name}
                label={
                  <Group gap={6} wrap="nowrap">
                    <Text span size="sm" ff="monospace" fw={600}>
                      {s.name}
                    </Text>
                    {isWriteScope(s.name) ? (
                      <Badge size="xs" color="orange" variant="light">
                        acts for you
                      </Badge>
                    ) : null}
                  </Group>
                }
                description={s.description}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>

        {stepUp}

        <Group justify="flex-end">
          <Button ref={submitRef} type="submit" leftSection={<IconKey size={16} />} disabled={!ready} loading={creating}>
            Create token
          </Button>
        </Group>
        {!stepUpVerified ? (
          <Text size="xs" c="dimmed" ta="right">
            Confirm it is you (above) to create the token.
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
