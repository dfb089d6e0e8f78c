/**
 * Enrolling an authenticator app (TOTP), the steps shared by the profile pages and the admin
 * sign-in (staff who must use it): 'Set up' → QR code of the otpauth URI + the key to type by hand →
 * the app's 6-digit code → 'Confirm' → the 10 recovery codes, shown once, with a copy button →
 * 'I have saved my recovery codes'. The calls come from the parent (Apollo hooks on the profile
 * pages, the public fetch caller on the sign-in page); each resolves to null on failure (the parent
 * has shown the error).
 */
import { useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { Alert, Button, Code, CopyButton, Group, List, PinInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconShieldLock } from '@tabler/icons-react';

export interface TotpSecret {
  secret: string;
  otpauthUri: string;
}

export interface TotpEnrolmentProps {
  begin: () => Promise<TotpSecret | null>;
  confirm: (code: string) => Promise<string[] | null>;
  /** After the recovery codes were acknowledged. */
  onDone: () => void;
  /** Shown before the first step. */
  intro?: string;
  startLabel?: string;
}

/** The key in groups of four, as authenticator apps show it. */
export const groupKey = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="sm" data-testid="recovery-codes">
      <Alert color="yellow" variant="light" title="Save your recovery codes now">
        Each code signs you in once if you lose your phone. They are shown only this once: copy them to a safe place.
      </Alert>
      <SimpleGrid cols={2} spacing="xs">
        {codes.map((c) => (
          <Code key={c} fz="sm">
            {c}
          </Code>
        ))}
      </SimpleGrid>
      <Group>
        <CopyButton value={codes.join('\n')} timeout={2000}>
          {({ copied, copy }) => (
            <Button variant="light" leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>I have saved my recovery codes</Button>
      </Group>
    </Stack>
  );
}

export function TotpEnrolment({ begin, confirm, onDone, intro, startLabel = 'Set up authenticator app' }: TotpEnrolmentProps) {
  const [secret, setSecret] = useState<TotpSecret | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      const s = await begin();
      if (s) {
        setSecret(s);
        setCode('');
      }
    } finally {
      setBusy(false);
    }
  };

  const finish = async () => {
    if (!/^\d{6}$/.test(code)) return;
    setBusy(true);
    try {
      const c = await confirm(code);
      if (c) setCodes(c);
      else setCode('');
    } finally {
      setBusy(false);
    }
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;

  if (!secret) {
    return (
      <Stack gap="sm">
        {intro ? <Text size="sm">{intro}</Text> : null}
        <Group>
          <Button leftSection={<IconShieldLock size={16} />} onClick={() => void start()} loading={busy}>
            {startLabel}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm" data-testid="totp-enrolment">
      <List type="ordered" size="sm" spacing={4}>
        <List.Item>Scan the QR code with an authenticator app (Google Authenticator, Authy, 1Password…), or type the key.</List.Item>
        <List.Item>Enter the 6-digit code the app shows.</List.Item>
      </List>
      <Group align="flex-start" gap="lg">
        <QRCodeSVG value={secret.otpauthUri} size={160} role="img" aria-label="QR code for your authenticator app" />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Key
          </Text>
          <Group gap="xs">
            <Code fz="sm" data-testid="totp-secret">
              {groupKey(secret.secret)}
            </Code>
            <CopyButton value={secret.secret} timeout={1500}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="subtle" onClick={copy} aria-label="Copy key">
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="xs" c="dimmed">
            Time-based, 6 digits, every 30 seconds.
          </Text>
        </Stack>
      </Group>
      <Group gap="sm" wrap="wrap">
        <PinInput length={6} type="number" oneTimeCode value={code} onChange={setCode} ariaLabel="Authenticator code" disabled={busy} />
        <Button onClick={() => void finish()} disabled={!/^\d{6}$/.test(code)} loading={busy}>
          Confirm
        </Button>
      </Group>
    </Stack>
  );
}
