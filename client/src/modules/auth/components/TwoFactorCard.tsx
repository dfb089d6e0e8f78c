/**
 * 'Two-factor authentication' section of the member profile (/user/profile) and the admin profile
 * (/admin/profile, `staff`): twoFactorStatus; off → enrol (QR + key, confirm with a code, the 10
 * recovery codes once); on → since when, recovery codes left, 'Turn off' with the current password
 * and a code of the app (or a recovery code) → disableTotp (a security change: transfers and
 * withdrawals wait out the hold).
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldCheck } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import { perform } from '../../money/action';
import { useBeginTotpEnrolmentMutation, useConfirmTotpEnrolmentMutation, useDisableTotpMutation, useTwoFactorStatusQuery } from '../twoFactor.generated';
import { TotpEnrolment } from './TotpEnrolment';

export const TOTP_ON = 'Two-factor authentication is on';
export const TOTP_OFF = 'Two-factor authentication is off';

function DisableForm({ staff, onDone }: { staff: boolean; onDone: () => void }) {
  const [disable, { loading }] = useDisableTotpMutation();
  const form = useForm({
    initialValues: { currentPassword: '', code: '' },
    validate: {
      currentPassword: (v) => (v ? null : 'Current password is required'),
      code: (v) => (v.trim() ? null : 'Enter a code from your app or a recovery code'),
    },
  });
  const submit = async (values: { currentPassword: string; code: string }) => {
    const outcome = await perform(() => disable({ variables: { currentPassword: values.currentPassword, code: values.code.trim(), staff } }), { success: TOTP_OFF });
    if (outcome.ok) {
      form.reset();
      onDone();
    } else if (outcome.fieldErrors) {
      form.setErrors({ currentPassword: outcome.fieldErrors.currentPassword ? outcome.error : undefined, code: outcome.fieldErrors.code ? outcome.error : undefined });
    }
  };
  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
      <Stack gap="sm" maw={420}>
        <Text size="sm" fw={500}>
          Turn off two-factor authentication
        </Text>
        <PasswordInput label="Current Password" autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
        <TextInput label="Authenticator or recovery code" autoComplete="one-time-code" required {...form.getInputProps('code')} />
        <Text size="xs" c="dimmed">
          Turning it off is a security change: transfers to other members and withdrawals wait out the hold period.
        </Text>
        <Group>
          <Button type="submit" color="red" variant="light" loading={loading}>
            Turn off
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function TwoFactorCard({ staff = false }: { staff?: boolean }) {
  const status = useTwoFactorStatusQuery({ variables: { staff }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [begin] = useBeginTotpEnrolmentMutation();
  const [confirm] = useConfirmTotpEnrolmentMutation();
  const [enrolKey, setEnrolKey] = useState(0);
  const s = status.data?.twoFactorStatus;

  const refresh = () => {
    setEnrolKey((k) => k + 1);
    void status.refetch();
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="two-factor">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Two-factor authentication</Title>
          {s ? (
            <Badge color={s.enabled ? 'green' : 'gray'} variant="light" leftSection={s.enabled ? <IconShieldCheck size={12} /> : undefined}>
              {s.enabled ? 'On' : 'Off'}
            </Badge>
          ) : null}
        </Group>
        {status.error && !s ? (
          <Alert color="red" variant="light">
            {errorMessage(status.error)}
          </Alert>
        ) : !s ? (
          <Text size="sm" c="dimmed">
            Loading…
          </Text>
        ) : s.enabled ? (
          <>
            <Text size="sm">
              Sign-in and {staff ? 'sensitive actions ask' : 'transfers, top-ups for others, withdrawals and payout-address changes ask'} for a code from your authenticator app
              {s.enabledAt ? ` (on since ${formatDateTime(s.enabledAt)})` : ''}.
            </Text>
            <Text size="sm" c={s.recoveryCodesLeft <= 2 ? 'orange' : 'dimmed'} data-testid="recovery-left">
              Recovery codes left: {s.recoveryCodesLeft}
            </Text>
            <DisableForm staff={staff} onDone={refresh} />
          </>
        ) : (
          <TotpEnrolment
            key={enrolKey}
            intro={
              staff
                ? 'Protect your staff account with a code from an authenticator app at every sign-in.'
                : 'Protect your account with a code from an authenticator app: at sign-in, and instead of the mailed OTP before money leaves your account.'
            }
            begin={async () => {
              const outcome = await perform(() => begin({ variables: { staff } }));
              return outcome.ok ? outcome.data.beginTotpEnrolment : null;
            }}
            confirm={async (code) => {
              const outcome = await perform(() => confirm({ variables: { code, staff } }), { success: TOTP_ON });
              return outcome.ok ? outcome.data.confirmTotpEnrolment.recoveryCodes : null;
            }}
            onDone={refresh}
          />
        )}
      </Stack>
    </Paper>
  );
}
