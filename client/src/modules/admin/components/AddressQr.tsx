import { ActionIcon, Badge, CopyButton, Group, Popover, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { shorten } from '../actions';

/**
 * A payout address: click the (shortened) address for a QR code in a popover; the copy button
 * copies the full address.
 */
export function AddressQr({ address, network }: { address: string | null | undefined; network?: string }) {
  if (!address) return <Text size="sm" c="dimmed">No address</Text>;
  return (
    <Group gap={4} wrap="nowrap">
      {network ? (
        <Badge size="xs" variant="outline" color="gray" style={{ minWidth: 'max-content' }}>
          {network}
        </Badge>
      ) : null}
      <Popover position="bottom" withArrow shadow="md" trapFocus>
        <Popover.Target>
          <UnstyledButton aria-label={`Show QR code for ${address}`} title={address}>
            <Text size="sm" ff="monospace" td="underline" style={{ textDecorationStyle: 'dotted', whiteSpace: 'nowrap' }}>
              {shorten(address)}
            </Text>
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack align="center" gap="xs">
            <QRCodeSVG value={address} size={160} marginSize={2} aria-label="Payout address QR code" role="img" />
            <Text size="xs" ff="monospace" maw={220} style={{ wordBreak: 'break-all' }}>
              {address}
            </Text>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <CopyButton value={address} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy address'} withArrow>
            <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} size="sm" onClick={copy} aria-label="Copy address">
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
