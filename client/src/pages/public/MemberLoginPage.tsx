import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazyWithTimeout } from '../../app/lazy';
import { AuthCard } from '../../modules/auth/components/AuthCard';
import { useAuthActions } from '../../modules/auth/useAuthActions';

/** The reset dialog (a modal) is a chunk of its own, loaded when 'Forgot password?' is first clicked. */
const ForgotPasswordModal = lazyWithTimeout(() =>
  import('../../modules/auth/components/ForgotPasswordModal').then((m) => ({ default: m.ForgotPasswordModal })),
);

/** /user/login — Member Login (PAGES §2.1, §4). */
export default function MemberLoginPage() {
  const { signIn } = useAuthActions();
  const [submitting, setSubmitting] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  // Mounted from the first opening on (it then keeps its closing transition).
  const [forgotWanted, setForgotWanted] = useState(false);

  const form = useForm({
    initialValues: { identifier: '', password: '' },
    validate: {
      identifier: (value) => (value.trim() ? null : 'Email or username is required'),
      password: (value) => (value ? null : 'Password is required'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      await signIn({ email: values.identifier.trim(), password: values.password });
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <AuthCard
      title="Member login"
      subtitle="Sign in to your Meridian account"
      footer={
        <>
          New to Meridian?{' '}
          <Anchor component={Link} to="/register" size="sm">
            Create an account
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email or Username"
            autoComplete="username"
            required
            {...form.getInputProps('identifier')}
          />
          <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={() => {
                setForgotWanted(true);
                setForgotOpen(true);
              }}
            >
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={submitting}>
            Sign In
          </Button>
        </Stack>
      </form>
      {forgotWanted ? (
        <Suspense fallback={null}>
          <ForgotPasswordModal opened={forgotOpen} onClose={() => setForgotOpen(false)} role="user" />
        </Suspense>
      ) : null}
    </AuthCard>
  );
}
