/**
 * The sign-in's second step (two-factor authentication on): the authenticator's 6-digit code or a
 * recovery code, asked for after the server answered TOTP_REQUIRED.
 */
import { useEffect, useRef } from 'react';
import { Alert, Anchor, Group, TextInput, type TextInputProps } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';

export const TOTP_PROMPT = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

export function TotpCodeField({ onBack, ...input }: TextInputProps & { onBack: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <>
      <Alert color="blue" variant="light" icon={<IconShieldLock size={18} />} title="Two-factor authentication">
        {TOTP_PROMPT}
      </Alert>
      <TextInput ref={ref} label="Authentication code" placeholder="123456" autoComplete="one-time-code" inputMode="text" required {...input} />
      <Group justify="flex-start">
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          Use another account
        </Anchor>
      </Group>
    </>
  );
}

/** A code as typed: 6 digits (spaces ignored) or a recovery code (10 letters and digits, a dash allowed). */
export function validTotpInput(value: string): string | null {
  const v = value.trim();
  if (!v) return 'Enter the code';
  if (/^\d[\d\s]*$/.test(v)) return /^\d{6}$/.test(v.replace(/\s/g, '')) ? null : 'The code has 6 digits';
  return /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(v) ? null : 'Enter the 6-digit code or a recovery code (xxxxx-xxxxx)';
}
