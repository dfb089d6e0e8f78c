/**
 * "Change email" card of the member profile: new address -> code mailed there -> code and current
 * password. Withdrawals are then held for the configured hours (in case someone else made the change).
 */
import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemberLimits } from '../money/useMemberLimits';
import { useChangeEmail } from './useChangeEmail';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateNewEmail(value: string, currentEmail: string): string | null {
  const email = value.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) return 'Enter a valid email address';
  return email === currentEmail.toLowerCase() ? 'This is already your email' : null;
}

export function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const holdHours = useMemberLimits().withdrawalHoldHours;
  const flow = useChangeEmail();

  const emailForm = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: (v) => validateNewEmail(v, currentEmail) },
  });
  const confirmForm = useForm({
    mode: 'controlled',
    initialValues: { code: '', currentPassword: '' },
    validate: {
      code: (v) => (flow.codeVerified || /^\d{6}$/.test(v.trim()) ? null : 'Enter the 6-digit code'),
      currentPassword: (v) => (v ? null : 'Enter your current password'),
    },
  });

  // Each step replaces the other's form: focus moves to the first field of the new step (the code
  // after 'Send code', the new address after 'Use another address' or a change), never to the page body.
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const shownStep = useRef(flow.pendingEmail === null ? 'email' : 'confirm');
  useEffect(() => {
    const step = flow.pendingEmail === null ? 'email' : 'confirm';
    if (step === shownStep.current) return;
    shownStep.current = step;
    (step === 'confirm' ? (codeRef.current ?? passwordRef.current) : emailRef.current)?.focus();
  }, [flow.pendingEmail]);

  const sendCode = async ({ email }: { email: string }) => {
    if (await flow.requestCode(email.trim().toLowerCase())) confirmForm.reset();
  };

  const confirm = async ({ code, currentPassword }: { code: string; currentPassword: string }) => {
    const result = await flow.confirm(code.trim(), currentPassword);
    if (result.ok) {
      emailForm.reset();
      confirmForm.reset();
      return;
    }
    const errors = Object.fromEntries(Object.entries(result.fieldErrors ?? {}).filter(([k]) => k === 'code' || k === 'currentPassword'));
    if (Object.keys(errors).length) confirmForm.setErrors(errors);
  };

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="change-email-title">
      <Stack gap="md">
        <Title order={4} id="change-email-title">
          Change email
        </Title>
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
          We send a code to the new address and tell your current address about the change. Withdrawals are then held for {holdHours} hours.
        </Alert>
        {flow.pendingEmail === null ? (
          <form onSubmit={emailForm.onSubmit((v) => void sendCode(v))} noValidate>
            <Stack gap="md">
              <TextInput ref={emailRef} label="New email" type="email" required autoComplete="email" {...emailForm.getInputProps('email')} key={emailForm.key('email')} />
              <Group justify="flex-end">
                <Button type="submit" loading={flow.sending}>
                  Send code
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <form onSubmit={confirmForm.onSubmit((v) => void confirm(v))} noValidate>
            <Stack gap="md">
              <Text size="sm">
                Enter the code sent to <b>{flow.pendingEmail}</b> and your current password.
              </Text>
              {flow.codeVerified ? null : (
                <TextInput
                  ref={codeRef}
                  label="Code"
                  required
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  {...confirmForm.getInputProps('code')}
                  key={confirmForm.key('code')}
                />
              )}
              <PasswordInput
                ref={passwordRef}
                label="Current password"
                required
                autoComplete="current-password"
                {...confirmForm.getInputProps('currentPassword')}
                key={confirmForm.key('currentPassword')}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={flow.restart} disabled={flow.confirming}>
                  Use another address
                </Button>
                <Button type="submit" loading={flow.confirming}>
                  Change email
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
