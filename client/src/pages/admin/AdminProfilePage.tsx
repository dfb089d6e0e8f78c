/**
 * /admin/profile — 'Admin Profile' (PAGES §2.3): adminMe (name, email, role, last sign-in); the
 * change-password form → changeAdminPassword (other sessions end; this one is renewed); 'Sign Out'
 * → signOutAdmin ⇒ /admin/panel/login; 'Two-factor authentication' (TwoFactorCard, staff).
 */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Avatar, Badge, Button, Grid, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLogout } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { useSession } from '../../app/session';
import { LOGIN_PATH } from '../../app/sessionExpiry';
import { signOutAdmin } from '../../modules/auth/signout';
import { errorMessage, notifyError, notifySuccess } from '../../lib/notify';
import { formatDateTime } from '../../lib/money';
import { useAdminChangePasswordMutation, useAdminProfileQuery } from '../../modules/admin/graphql/system.generated';
import { serverFieldErrors } from '../../modules/admin/actions';
import { TwoFactorCard } from '../../modules/auth/components/TwoFactorCard';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function ChangePasswordForm() {
  const { setAdminSession } = useSession();
  const [change, { loading }] = useAdminChangePasswordMutation();
  const form = useForm<PasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: (v) => (v ? null : 'Current password is required'),
      newPassword: (v, values) =>
        v.length < 8 ? 'Password must be at least 8 characters' : v.length > 128 ? 'Password must be at most 128 characters' : v === values.currentPassword ? 'Choose a password different from the current one' : null,
      confirmPassword: (v, values) => (v === values.newPassword ? null : 'Passwords do not match'),
    },
  });

  const submit = async (values: PasswordValues) => {
    try {
      const { data } = await change({ variables: { currentPassword: values.currentPassword, newPassword: values.newPassword } });
      const session = data?.changeAdminPassword;
      // The server renewed this session (other sessions ended): keep the identity and new expiry.
      if (session) setAdminSession(session.account, session.expireAt);
      form.reset();
      notifySuccess('Password changed successfully');
    } catch (err) {
      const fields = serverFieldErrors(err);
      form.setErrors({ currentPassword: fields.currentPassword, newPassword: fields.newPassword ?? fields.password });
      notifyError(errorMessage(err));
    }
  };

  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
      <Stack gap="sm">
        <PasswordInput label="Current Password" autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
        <PasswordInput label="New Password" description="At least 8 characters" autoComplete="new-password" required {...form.getInputProps('newPassword')} />
        <PasswordInput label="Confirm New Password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function AdminProfilePage() {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useAdminProfileQuery({ fetchPolicy: 'cache-and-network' });
  const [signingOut, setSigningOut] = useState(false);
  const me = data?.adminMe;

  const signOut = async () => {
    setSigningOut(true);
    await signOutAdmin();
    navigate(LOGIN_PATH.admin, { replace: true });
  };

  return (
    <>
      <PageHeader
        title="Admin profile"
        actions={
          <Button variant="default" color="red" leftSection={<IconLogout size={16} />} loading={signingOut} onClick={() => void signOut()}>
            Sign Out
          </Button>
        }
      />
      <QueryState loading={loading && !me} error={error && !me ? errorMessage(error) : null} onRetry={() => void refetch()}>
        {me ? (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Paper withBorder p="lg" radius="md">
                <Group gap="md" mb="md" wrap="nowrap">
                  <Avatar radius="xl" size={56} color="indigo">
                    {(me.fullname || me.username).slice(0, 2).toUpperCase()}
                  </Avatar>
                  <div>
                    <Title order={3} size="h4">
                      {me.fullname || me.username}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {me.username}
                    </Text>
                  </div>
                </Group>
                <Stack gap="xs">
                  <ProfileLine label="Name" value={me.fullname || '—'} />
                  <ProfileLine label="Email" value={me.email} />
                  <ProfileLine label="Role" value={<Badge variant="light">{me.role}</Badge>} />
                  <ProfileLine label="Last sign-in" value={formatDateTime(me.lastLogin)} />
                  <ProfileLine label="Account created" value={formatDateTime(me.createdAt)} />
                </Stack>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Paper withBorder p="lg" radius="md">
                <Title order={3} size="h4" mb={4}>
                  Change password
                </Title>
                <Text size="sm" c="dimmed" mb="md">
                  Your other admin sessions end when the password changes.
                </Text>
                <ChangePasswordForm />
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }} offset={{ base: 0, md: 5 }}>
              <TwoFactorCard staff />
            </Grid.Col>
          </Grid>
        ) : null}
      </QueryState>
    </>
  );
}

function ProfileLine({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div" ta="right" style={{ wordBreak: 'break-word' }}>
        {value}
      </Text>
    </Group>
  );
}
