/**
 * A list of tokens: name, prefix, scopes, expiry, last use (time and IP), and an action: Revoke for
 * the signed-in person's own tokens, or what the caller puts there (staff: the budget of a member's).
 */
import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatDate, formatDateTime } from '../../../lib/money';
import type { ApiToken } from '../hooks/useApiTokens';
import { isWriteScope } from '../scopes';

export interface TokenListProps {
  tokens: ApiToken[];
  loading: boolean;
  error: string | null;
  /** Revoke (the person's own tokens); or `action` in its place. */
  onRevoke?: (token: ApiToken) => Promise<boolean>;
  action?: { header: string; render: (token: ApiToken) => ReactNode };
  emptyText?: string;
  caption?: string;
  /** For the expiry badge (tests pin it). */
  now?: number;
}

function ScopeBadges({ scopes }: { scopes: string[] }) {
  return (
    <Group gap={4} wrap="wrap" maw={320}>
      {scopes.map((s) => (
        <Badge key={s} size="sm" variant="light" color={isWriteScope(s) ? 'orange' : 'blue'} tt="none">
          {s}
        </Badge>
      ))}
    </Group>
  );
}

function Expiry({ at, now }: { at: string; now: number }) {
  const ms = Date.parse(at) - now;
  if (ms <= 0)
    return (
      <Badge color="red" variant="light">
        Expired
      </Badge>
    );
  const days = Math.ceil(ms / 86_400_000);
  return (
    <Stack gap={0}>
      <Text size="sm">{formatDate(at)}</Text>
      <Text size="xs" c={days <= 7 ? 'orange' : 'dimmed'}>
        {days === 1 ? 'in 1 day' : `in ${days} days`}
      </Text>
    </Stack>
  );
}

function RevokeButton({ token, onRevoke }: { token: ApiToken; onRevoke: NonNullable<TokenListProps['onRevoke']> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xs"
      color="red"
      variant="light"
      leftSection={<IconTrash size={14} />}
      loading={busy}
      aria-label={`Revoke ${token.name}`}
      onClick={async () => {
        setBusy(true);
        try {
          await onRevoke(token);
        } finally {
          setBusy(false);
        }
      }}
    >
      Revoke
    </Button>
  );
}

export function TokenList({
  tokens,
  loading,
  error,
  onRevoke,
  action,
  emptyText = 'No tokens yet. Create one above for your app or script.',
  caption = 'Your API tokens',
  now = Date.now(),
}: TokenListProps) {
  const columns: Column<ApiToken>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (t) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {t.name}
          </Text>
          <Text size="xs" c="dimmed">
            Created {formatDate(t.createdAt)}
          </Text>
        </Stack>
      ),
      csv: (t) => t.name,
    },
    {
      key: 'prefix',
      header: 'Token',
      render: (t) => (
        <Text size="sm" ff="monospace">
          {t.prefix}…
        </Text>
      ),
      csv: (t) => `${t.prefix}…`,
    },
    { key: 'scopes', header: 'Scopes', render: (t) => <ScopeBadges scopes={t.scopes} />, csv: (t) => t.scopes.join(' ') },
    { key: 'expires', header: 'Expires', render: (t) => <Expiry at={t.expiresAt} now={now} />, csv: (t) => t.expiresAt },
    {
      key: 'used',
      header: 'Last used',
      render: (t) =>
        t.lastUsedAt ? (
          <Stack gap={0}>
            <Text size="sm">{formatDateTime(t.lastUsedAt)}</Text>
            <Text size="xs" c="dimmed">
              from {t.lastUsedIp ?? 'an unknown address'}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Never
          </Text>
        ),
      csv: (t) => t.lastUsedAt ?? '',
    },
  ];
  if (action) columns.push({ key: 'action', header: action.header, render: action.render });
  else if (onRevoke) columns.push({ key: 'action', header: 'Action', render: (t) => <RevokeButton token={t} onRevoke={onRevoke} /> });
  return (
    <DataTable
      columns={columns}
      rows={tokens}
      rowKey={(t) => t.id}
      loading={loading}
      error={error}
      emptyText={emptyText}
      caption={caption}
    />
  );
}
