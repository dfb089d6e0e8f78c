/** Current deposit addresses (copy buttons, QR codes) and the member's deposit history table. */
import { ActionIcon, Anchor, Button, Code, CopyButton, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconQrcodeOff } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import type { Column } from '../../components/DataTable';
import { StatusBadge } from '../../components/StatusBadge';
import type { MyDepositFieldsFragment, MemberDepositAddressesQuery } from './money.generated';
import { formatDateTime, formatMoney } from '../../lib/money';
import type { NetworkName } from './amount';

/** Success toast of createDeposit (the server's text on the REST surface). */
export const DEPOSIT_SUBMITTED = 'Deposit request submitted';

export type DepositAddressSet = NonNullable<MemberDepositAddressesQuery['depositAddresses']>;

export const NETWORKS: { value: NetworkName; label: string; chain: string }[] = [
  { value: 'BEP20', label: 'BEP20', chain: 'USDT on BNB Smart Chain' },
  { value: 'TRC20', label: 'TRC20', chain: 'USDT on TRON' },
];

export function addressOf(set: DepositAddressSet | null | undefined, network: NetworkName): string | null {
  if (!set) return null;
  const value = network === 'BEP20' ? set.bep20 : set.trc20;
  return value && value.trim() ? value.trim() : null;
}

/** Reads ?network= (case-insensitive); anything else → null. */
export function parseNetwork(value: string | null | undefined): NetworkName | null {
  const v = (value ?? '').trim().toUpperCase();
  return v === 'BEP20' || v === 'TRC20' ? v : null;
}

export function CopyAddressButton({ value, label = 'Copy Address', compact }: { value: string; label?: string; compact?: boolean }) {
  return (
    <CopyButton value={value} timeout={1500}>
      {({ copied, copy }) =>
        compact ? (
          <Tooltip label={copied ? 'Copied' : label} withArrow>
            <ActionIcon variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={label}>
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}>
            {copied ? 'Copied' : label}
          </Button>
        )
      }
    </CopyButton>
  );
}

/** Explanatory empty state when no deposit address is configured. */
export function NoAddressState({ network }: { network?: NetworkName }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="gray" size={40} radius="md">
          <IconQrcodeOff size={22} />
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={600}>{network ? `No ${network} deposit address yet` : 'No deposit address yet'}</Text>
          <Text size="sm" c="dimmed">
            The deposit address has not been set up by our team yet, so there is nowhere to send funds right now. Please
            check back later or open a support ticket. Do not send funds to an address you received any other way.
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The current addresses with copy buttons and a small QR code each. */
export function DepositAddressList({ addresses }: { addresses: DepositAddressSet | null | undefined }) {
  const available = NETWORKS.filter((n) => addressOf(addresses, n.value));
  if (!available.length) return <NoAddressState />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {available.map((n) => {
        const address = addressOf(addresses, n.value)!;
        return (
          <Paper key={n.value} withBorder radius="md" p="md">
            <Group wrap="nowrap" align="flex-start" gap="md">
              <div style={{ background: 'white', padding: 6, borderRadius: 6, lineHeight: 0 }}>
                <QRCodeSVG value={address} size={96} aria-label={`${n.label} deposit address QR code`} role="img" />
              </div>
              <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={700}>{n.label}</Text>
                <Text size="xs" c="dimmed">
                  {n.chain}
                </Text>
                <Group gap={6} wrap="nowrap">
                  <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }} data-testid={`deposit-address-${n.value}`}>
                    {address}
                  </Code>
                  <CopyAddressButton value={address} label={`Copy ${n.label} address`} compact />
                </Group>
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

const shortHash = (hash: string) => (hash.length > 18 ? `${hash.slice(0, 10)}…${hash.slice(-6)}` : hash);

export const DEPOSIT_COLUMNS: Column<MyDepositFieldsFragment>[] = [
  { key: 'amount', header: 'Amount', render: (d) => formatMoney(d.amount), align: 'right' },
  { key: 'network', header: 'Network', render: (d) => d.currency },
  {
    key: 'hash',
    header: 'Hash',
    render: (d) =>
      d.hash ? (
        <Group gap={4} wrap="nowrap">
          <Text size="sm" ff="monospace" title={d.hash}>
            {shortHash(d.hash)}
          </Text>
          <CopyAddressButton value={d.hash} label="Copy hash" compact />
        </Group>
      ) : (
        '—'
      ),
    csv: (d) => d.hash ?? '',
  },
  {
    key: 'proof',
    header: 'Proof',
    render: (d) =>
      d.proofUrl ? (
        <Anchor href={d.proofUrl} target="_blank" rel="noopener noreferrer" size="sm">
          View proof
        </Anchor>
      ) : (
        '—'
      ),
    csv: (d) => d.proofUrl ?? '',
  },
  { key: 'status', header: 'Status', render: (d) => <StatusBadge status={d.status.toLowerCase()} />, csv: (d) => d.status.toLowerCase() },
  { key: 'requested', header: 'Requested At', render: (d) => formatDateTime(d.createdAt) },
  { key: 'accepted', header: 'Accepted At', render: (d) => (d.status === 'COMPLETE' ? formatDateTime(d.processedAt) : '—') },
];
