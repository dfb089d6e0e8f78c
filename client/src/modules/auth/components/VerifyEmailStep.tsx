/**
 * Registration step 2: the 6-digit code sent to the new member's email. Verify signs nothing in: it
 * confirms the address and goes to the sign-in page; Resend is allowed once a minute.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useAuthActions } from '../useAuthActions';

const RESEND_COOLDOWN_S = 60;

/** Step 2: the 6-digit email code. */
export function VerifyEmailStep({ email }: { email: string }) {
  const { verifyUser, requestOtpCode } = useAuthActions();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [cooldown, setCooldown] = useState(RESEND_COOLDOWN_S);
  // This step replaces the form (whose Register button had focus): focus goes to the first code
  // digit, never to the page body. A stable id keeps PinInput's inputs mounted (without it they are
  // re-keyed after the first render and the focused one is thrown away).
  const pinId = useId();
  const pinRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    pinRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const verify = async () => {
    setVerifying(true);
    try {
      const result = await verifyUser(email, code);
      if (result.ok) navigate('/user/login', { replace: true });
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      const result = await requestOtpCode(email);
      if (result.ok) {
        setCode('');
        setCooldown(RESEND_COOLDOWN_S);
      }
    } finally {
      setResending(false);
    }
  };

  return (
    <Stack gap="md" align="stretch">
      <Text fw={600}>Verify your email</Text>
      <Text size="sm" c="dimmed">
        We sent a 6-digit code to <b>{email}</b>. Enter it below to confirm your address. The code is valid for 15
        minutes.
      </Text>
      <Group justify="center" ref={pinRef}>
        <PinInput
          id={pinId}
          length={6}
          type="number"
          oneTimeCode
          value={code}
          onChange={setCode}
          ariaLabel="Email verification code"
          size="md"
        />
      </Group>
      <Button onClick={() => void verify()} disabled={code.length !== 6} loading={verifying} fullWidth>
        Verify
      </Button>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {cooldown > 0 ? `You can request a new code in ${cooldown} s.` : 'Did not receive it? Check your spam folder.'}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => void resend()} disabled={cooldown > 0} loading={resending}>
          Resend code
        </Button>
      </Group>
    </Stack>
  );
}
