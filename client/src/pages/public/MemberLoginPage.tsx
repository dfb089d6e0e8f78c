import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazyWithTimeout } from '../../app/lazy';
import { AuthCard } from '../../modules/auth/components/AuthCard';
import { useAuthActions } from '../../modules/auth/useAuthActions';
import { TotpCodeField, validTotpInput } from '../../modules/auth/components/TotpCodeField';

/** The reset dialog (a modal) is a chunk of its own, loaded when 'Forgot password?' is first clicked. */
const ForgotPasswordModal = lazyWithTimeout(() =>
  import('../../modules/auth/components/ForgotPasswordModal').then((m) => ({ default: m.ForgotPasswordModal })),
);

/**
 * /user/login — Member Login (PAGES §2.1, §4). With two-factor authentication on, the server answers
 * TOTP_REQUIRED: the form then asks for the authenticator's code (or a recovery code) and signs in again.
 */
export default function MemberLoginPage() {
  const { signIn } = useAuthActions();
  const [submitting, setSubmitting] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  // Mounted from the first opening on (it then keeps its closing transition).
  const [forgotWanted, setForgotWanted] = useState(false);

  const [needsCode, setNeedsCode] = useState(false);

  const form = useForm({
    initialValues: { identifier: '', password: '', totpCode: '' },
    validate: {
      identifier: (value) => (value.trim() ? null : 'Email or username is required'),
      password: (value) => (value ? null : 'Password is required'),
      totpCode: (value) => (needsCode ? validTotpInput(value) : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      const totpCode = needsCode ? values.totpCode.trim() : '';
      const result = await signIn({ email: values.identifier.trim(), password: values.password, ...(totpCode ? { totpCode } : {}) });
      if (!result.ok && result.code === 'TOTP_REQUIRED') setNeedsCode(true);
      else if (!result.ok && result.code === 'TOTP_INVALID') form.setFieldError('totpCode', result.error);
    } finally {
      setSubmitting(false);
    }
  });

  const back = () => {
    setNeedsCode(false);
    form.setValues({ password: '', totpCode: '' });
  };

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
          {needsCode ? (
            <TotpCodeField onBack={back} {...form.getInputProps('totpCode')} />
          ) : (
            <>
              <TextInput
                label="Email or Username"
                autoComplete="username"
                required
                {...form.getInputProps('identifier')}
              />
              <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
            </>
          )}
          <Group justify="flex-end" hidden={needsCode}>
            <Anchor component="button" type="button" size="sm" onClick={() => {
                setForgotWanted(true);
                setForgotOpen(true);
              }}
            >
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={submitting}>
            {needsCode ? 'Verify and sign in' : 'Sign In'}
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
