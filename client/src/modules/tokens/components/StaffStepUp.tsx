/**
 * The staff step-up before a token is created, on the admin session (`staff: true`): with an
 * authenticator, its 6-digit code (or a recovery code); without one, a code mailed to the staff
 * address (`sendOtp(staff: true)`). Either is checked by `stepUp(code, staff: true)` and covers the
 * next 5 minutes.
 */
import { useId, useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { QueryState } from '../../../components/QueryState';
import { errorMessage } from '../../../lib/notify';
import { perform } from '../../money/action';
import { useStaffTokenSendOtpMutation, useStaffTokenStepUpMethodQuery, useStaffTokenStepUpMutation } from '../tokens.generated';

export interface StaffStepUpProps {
  /** True while a verification covers token creation. */
  verified: boolean;
  /** Called after a verified code with the time the clearance ends (ms since the epoch). */
  onVerified: (until: number) => void;
  disabled?: boolean;
}

export function StaffStepUp({ verified, onVerified, disabled }: StaffStepUpProps) {
  const method = useStaffTokenStepUpMethodQuery({ fetchPolicy: 'cache-and-network' });
  const [stepUp, { loading }] = useStaffTokenStepUpMutation();
  const [sendOtp, { loading: sending }] = useStaffTokenSendOtpMutation();
  const [mailed, setMailed] = useState(false);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const pinId = useId();

  if (verified) {
    return (
      <Paper withBorder radius="md" p="sm" role="status" aria-label="Step-up verified" data-testid="step-up">
        <Group gap="xs">
          <IconCircleCheck size={20} color="var(--mantine-color-green-6)" aria-hidden />
          <Text size="sm" fw={600}>
            Verified
          </Text>
          <Badge color="green" variant="light">
            Valid for 5 minutes
          </Badge>
        </Group>
      </Paper>
    );
  }

  const totp = !!method.data?.twoFactorStatus.enabled;
  const recovering = totp && useRecovery;
  const typed = recovering ? recovery.trim() : code;
  const ready = recovering ? /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(typed) : /^\d{6}$/.test(typed);

  const send = async () => {
    const outcome = await perform(() => sendOtp(), { success: (d) => d.sendOtp.message || 'Code sent', fallback: 'The code could not be sent.' });
    if (outcome.ok) {
      setCode('');
      setMailed(true);
    }
  };

  const verify = async () => {
    if (!ready) return;
    const outcome = await perform(() => stepUp({ variables: { code: typed } }), { success: (d) => d.stepUp.message || 'Verified', fallback: 'The code could not be checked.' });
    if (!outcome.ok || !outcome.data.stepUp.verified) return;
    setCode('');
    setRecovery('');
    onVerified(Date.now() + outcome.data.stepUp.validForSeconds * 1000);
  };

  const codeField = (ariaLabel: string) => (
    <Group gap="sm" wrap="wrap">
      <PinInput id={pinId} length={6} type="number" oneTimeCode value={code} onChange={setCode} ariaLabel={ariaLabel} disabled={disabled} />
      <Button onClick={() => void verify()} disabled={disabled || !ready} loading={loading}>
        Verify
      </Button>
    </Group>
  );

  return (
    <Paper withBorder radius="md" p="sm" data-testid="step-up">
      <QueryState loading={method.loading && !method.data} error={method.error && !method.data ? errorMessage(method.error) : null} onRetry={() => void method.refetch().catch(() => undefined)} loadingText="Checking how to confirm...">
        {totp ? (
          <Stack gap="sm">
            <Text size="sm">Confirm it is you with the code from your authenticator app.</Text>
            {useRecovery ? (
              <Group gap="sm" wrap="wrap" align="flex-end">
                <TextInput label="Recovery code" placeholder="xxxxx-xxxxx" value={recovery} onChange={(e) => setRecovery(e.currentTarget.value)} disabled={disabled} autoComplete="off" />
                <Button onClick={() => void verify()} disabled={disabled || !ready} loading={loading}>
                  Verify
                </Button>
              </Group>
            ) : (
              codeField('Authenticator code')
            )}
            <Anchor component="button" type="button" size="xs" onClick={() => setUseRecovery((v) => !v)}>
              {useRecovery ? 'Use the authenticator app' : 'Lost your phone? Use a recovery code'}
            </Anchor>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text size="sm">Confirm it is you: we email a one-time code to your staff address.</Text>
            {mailed ? (
              <>
                <Text size="sm" c="dimmed">
                  Enter the 6-digit code sent to your email address.
                </Text>
                {codeField('Emailed code')}
                <Anchor component="button" type="button" size="xs" onClick={() => void send()} disabled={disabled || sending}>
                  Send a new code
                </Anchor>
              </>
            ) : (
              <Group>
                <Button leftSection={<IconMailForward size={16} />} onClick={() => void send()} loading={sending} disabled={disabled}>
                  Send code
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}
