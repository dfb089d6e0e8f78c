import { useState } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AuthCard } from '../../modules/auth/components/AuthCard';
import { useAuthActions } from '../../modules/auth/useAuthActions';

/** /admin/panel/login — Admin Login (PAGES §2.1, §4). */
export default function AdminLoginPage() {
  const { signInAdmin } = useAuthActions();
  const [submitting, setSubmitting] = useState(false);

  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (value.trim() ? null : 'Email is required'),
      password: (value) => (value ? null : 'Password is required'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      await signInAdmin({ email: values.email.trim(), password: values.password });
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <AuthCard title="Admin login" subtitle="Administrators only. Member accounts sign in on the member login page.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="username" required {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
          <Button type="submit" fullWidth loading={submitting}>
            Sign In
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
