/**
 * Invite members (issue 20 item 11) on the member dashboard: the referral code and link to copy, a QR
 * code of the link, and the platform's share sheet where there is one.
 */
import { ActionIcon, Button, Code, CopyButton, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';

/** `{origin}/register?referral={code}` */
export function referralLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/register?referral=${encodeURIComponent(code)}`;
}

/**
 * The platform's share sheet (Web Share API) where the browser has one (phones, some desktops): the
 * invite text with the link. Hidden where there is none; the copy buttons and the QR code remain.
 */
function ShareButton({ url, code }: { url: string; code: string }) {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return null;
  return (
    <Button
      variant="light"
      leftSection={<IconShare size={16} />}
      onClick={() => void navigator.share({ title: 'Join me on Meridian', text: `Join me on Meridian with my referral code ${code}.`, url }).catch(() => undefined)}
    >
      Share invite
    </Button>
  );
}

/** Invite members (issue 20 item 11): the code and link to copy, a QR code of the link, the share sheet. */
export function InvitePanel({ code }: { code: string }) {
  const link = referralLink(code);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Invite members
        </Title>
        <Group align="flex-start" gap="md" wrap="nowrap">
          <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
            <CopyField label="Referral Code" value={code} />
            <CopyField label="Referral Link" value={link} />
          </Stack>
          <div style={{ background: 'white', padding: 6, borderRadius: 6, lineHeight: 0, flex: 'none' }} data-testid="referral-qr">
            <QRCodeSVG value={link} size={104} role="img" aria-label="QR code of your referral link" />
          </div>
        </Group>
        <Group>
          <ShareButton url={link} code={code} />
        </Group>
      </Stack>
    </Paper>
  );
}

function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code block style={{ flex: 1, overflowWrap: 'anywhere', whiteSpace: 'normal' }} data-testid={`copy-${label}`}>
          {value}
        </Code>
        <CopyButton value={value} timeout={1500}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : `Copy ${label}`} withArrow>
              <ActionIcon variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : 'gray'} onClick={copy} size="lg" aria-label={`Copy ${label}`}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
