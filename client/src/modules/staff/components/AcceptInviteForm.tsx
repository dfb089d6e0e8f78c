/**
 * The invitation's form: the password twice (8–128 characters, the same). Save → acceptStaffInvite;
 * an invalid or expired link shows the server's message with the way to the admin login.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { LOGIN_PATH } from '../../../app/sessionExpiry';
import { useAcceptInvite } from '../hooks/useAcceptInvite';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export function AcceptInviteForm({ token }: { token: string }) {
  const accept = useAcceptInvite();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: (v) => (v.length < PASSWORD_MIN ? `Password must be at least ${PASSWORD_MIN} characters` : v.length > PASSWORD_MAX ? `Password must be at most ${PASSWORD_MAX} characters` : null),
      confirmPassword: (v, values) => (v === values.password ? null : 'Passwords do not match'),
    },
  });

  const submit = form.onSubmit(async ({ password }) => {
    setSubmitting(true);
    setFailure(null);
    try {
      const result = await accept(token, password);
      if (!result.ok) {
        setFailure(result.error);
        if (result.fieldErrors?.password) form.setFieldError('password', result.fieldErrors.password);
      }
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Set your password">
      <Stack gap="md">
        {failure ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="We could not accept the invitation" role="alert">
            <Text size="sm">{failure}</Text>
            <Anchor component={Link} to={LOGIN_PATH.admin} size="sm">
              Go to the admin login
            </Anchor>
          </Alert>
        ) : null}
        <PasswordInput label="Password" autoComplete="new-password" required description={`At least ${PASSWORD_MIN} characters`} {...form.getInputProps('password')} />
        <PasswordInput label="Confirm password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
        <Button type="submit" fullWidth loading={submitting}>
          Set password and sign in
        </Button>
      </Stack>
    </form>
  );
}
