import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { useAuthActions, type PasswordResetRole } from '../useAuthActions';

/** 'Forgot password?' modal: Email → requestPasswordReset(email, role). */
export function ForgotPasswordModal({ opened, onClose, role }: { opened: boolean; onClose: () => void; role: PasswordResetRole }) {
  const { requestPasswordReset } = useAuthActions();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: isEmail('Enter a valid email address') },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async ({ email }) => {
    setSubmitting(true);
    try {
      const result = await requestPasswordReset(email.trim(), role);
      if (result.ok) close();
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Reset your password" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Enter the email address of your account. If it is registered, we will send you a link to choose a new
            password. The link is valid for 30 minutes.
          </Text>
          <TextInput label="Email" type="email" autoComplete="email" required data-autofocus {...form.getInputProps('email')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              Send reset link
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
