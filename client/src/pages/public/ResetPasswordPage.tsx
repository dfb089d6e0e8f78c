import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { AuthCard } from '../../modules/auth/components/AuthCard';
import { useAuthActions } from '../../modules/auth/useAuthActions';

/** /reset-password/:token — Reset Password (PAGES §2.1, §4). */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const { resetPassword } = useAuthActions();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: {
      newPassword: (value) => (value.length >= 8 ? null : 'Password must be at least 8 characters'),
      confirmPassword: (value, values) => (value === values.newPassword ? null : 'Passwords do not match'),
    },
  });

  const submit = form.onSubmit(async ({ newPassword }) => {
    setSubmitting(true);
    setFailure(null);
    try {
      const result = await resetPassword(token, newPassword);
      if (result.ok) setDone(true);
      else setFailure(result.error);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <AuthCard title="Reset password" subtitle="Choose a new password for your account">
      {done ? (
        <Alert color="green" icon={<IconCircleCheck size={18} />} title="Password updated">
          Your new password is saved. Taking you to the sign-in page…
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {failure ? (
              <Alert color="red" icon={<IconAlertCircle size={18} />} title="We could not reset your password" role="alert">
                <Text size="sm">{failure}</Text>
                <Anchor component={Link} to="/user/login" size="sm">
                  Go to the login page
                </Anchor>
              </Alert>
            ) : null}
            <PasswordInput
              label="New Password"
              autoComplete="new-password"
              required
              description="At least 8 characters"
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label="Confirm Password"
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmPassword')}
            />
            <Button type="submit" fullWidth loading={submitting}>
              Save
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
