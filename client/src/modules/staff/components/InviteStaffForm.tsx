/**
 * 'Invite staff' (PAGES §2.3 /admin/staff): Email, Full name (2–100), Role with what the chosen role
 * may do (each permission and its description, from `staffRoles` and `permissions`). Send → createStaff:
 * the server mails the invitation link (/admin/invite/{token}, valid 7 days).
 */
import { useMemo } from 'react';
import { Badge, Button, Group, List, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { QueryState } from '../../../components/QueryState';
import { errorMessage } from '../../../lib/notify';
import type { StaffRole } from '../../../generated/types';
import { emailError, fullnameError } from '../../admin/validation';
import { useStaffRolesQuery } from '../staff.generated';
import { useStaffActions } from '../hooks/useStaffActions';
import { ROLE_TEXT, roleLabel } from '../permissions';

interface Values {
  email: string;
  fullname: string;
  role: StaffRole | '';
}

/** One role's permissions with their descriptions. */
export function RolePermissions({ role, permissions, descriptions }: { role: string; permissions: readonly string[]; descriptions: Map<string, string> }) {
  return (
    <Stack gap={6} aria-label={`What ${roleLabel(role)} can do`} role="group">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {`What ${roleLabel(role)} can do`}
        </Text>
        <Badge variant="light" size="sm">
          {`${permissions.length} permission${permissions.length === 1 ? '' : 's'}`}
        </Badge>
      </Group>
      {ROLE_TEXT[role] ? (
        <Text size="xs" c="dimmed">
          {ROLE_TEXT[role]}
        </Text>
      ) : null}
      <List size="sm" spacing={2}>
        {permissions.map((p) => (
          <List.Item key={p}>
            <Text span size="sm" ff="monospace">
              {p}
            </Text>
            {descriptions.get(p) ? (
              <Text span size="sm" c="dimmed">
                {` — ${descriptions.get(p)}`}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

export function InviteStaffForm() {
  const { data, loading, error, refetch } = useStaffRolesQuery();
  const { invite, inviting } = useStaffActions();
  const form = useForm<Values>({
    initialValues: { email: '', fullname: '', role: '' },
    validate: {
      email: emailError,
      fullname: fullnameError,
      role: (v) => (v ? null : 'Choose a role'),
    },
  });
  const descriptions = useMemo(() => new Map((data?.permissions ?? []).map((p) => [p.name, p.description])), [data]);
  const chosen = data?.staffRoles.find((r) => r.role === form.values.role);

  const submit = async (values: Values) => {
    const fieldErrors = await invite({ email: values.email, fullname: values.fullname, role: values.role as StaffRole });
    if (fieldErrors === null) form.reset();
    else form.setErrors(fieldErrors);
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h4" mb={4}>
        Invite staff
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        They get an email with a link to choose a password (valid 7 days), then sign in at the admin login.
      </Text>
      <QueryState loading={loading && !data} error={error && !data ? errorMessage(error) : null} onRetry={() => void refetch()} loadingText="Loading roles...">
        <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate aria-label="Invite staff">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Email" type="email" required autoComplete="off" {...form.getInputProps('email')} />
              <TextInput label="Full name" required autoComplete="off" {...form.getInputProps('fullname')} />
            </SimpleGrid>
            <NativeSelect
              label="Role"
              required
              data={[{ value: '', label: 'Select a role' }, ...(data?.staffRoles ?? []).map((r) => ({ value: r.role, label: `${roleLabel(r.role)} — ${r.permissions.length} permission${r.permissions.length === 1 ? '' : 's'}` }))]}
              {...form.getInputProps('role')}
            />
            {chosen ? <RolePermissions role={chosen.role} permissions={chosen.permissions} descriptions={descriptions} /> : null}
            <Group justify="flex-end">
              <Button type="submit" loading={inviting} leftSection={<IconMailForward size={16} />}>
                Send invitation
              </Button>
            </Group>
          </Stack>
        </form>
      </QueryState>
    </Paper>
  );
}
