/**
 * /admin/defaulter — 'Defaulter Users' (PAGES §2.3): members with no direct referral 10+ days after
 * joining, with their current reward notice. (legacy) S. No, Username, Full Name, E-mail, Title,
 * Amount, Created At, Action; search over username and e-mail (client side, 20 rows a page).
 * 'Send Notice' (Title, Amount) → sendRewardNotice; the row shows the new notice at once.
 */
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconRefresh, IconSearch, IconSend } from '@tabler/icons-react';
import { DataTable, type Column } from '../../components/DataTable';
import { exportUrl } from '../../modules/console/exportUrl';
import { PageHeader } from '../../components/PageHeader';
import { formatDate, formatDateTime, formatMoney } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { useAdminDefaultersQuery, type AdminDefaultersQuery } from '../../modules/admin/graphql/members.generated';
import { useStaffAccess } from '../../modules/staff/access';
import { RewardNoticeModal } from '../../modules/admin/components/RewardNoticeModal';
import { adminMemberPath } from '../../app/routes/paths';

export const DEFAULTERS_PAGE_SIZE = 20;

type Row = AdminDefaultersQuery['defaulters'][number];

/** Case-insensitive substring match over username and e-mail. */
export function matchesDefaulter(row: Pick<Row, 'username' | 'email'>, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return row.username.toLowerCase().includes(q) || row.email.toLowerCase().includes(q);
}

export default function DefaulterPage() {
  const { data, loading, error, refetch } = useAdminDefaultersQuery({ fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [search, setSearch] = useState('');
  // A new search starts on page 1.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (p: number) => setPaging({ search, page: p });
  const [noticeFor, setNoticeFor] = useState<number | null>(null);
  const canWrite = useStaffAccess().can('members:write');

  const all = data?.defaulters;
  const filtered = useMemo(() => (all ?? []).filter((m) => matchesDefaulter(m, search)), [all, search]);
  const pages = Math.max(1, Math.ceil(filtered.length / DEFAULTERS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = filtered.slice((current - 1) * DEFAULTERS_PAGE_SIZE, current * DEFAULTERS_PAGE_SIZE);
  // Read from the list, so the modal always sees the member's current notice.
  const selected = noticeFor === null ? null : (all?.find((m) => m.id === noticeFor) ?? null);

  const columns: Column<Row>[] = [
    { key: 'sno', header: 'S. No', render: (_m, i) => (current - 1) * DEFAULTERS_PAGE_SIZE + i + 1 },
    {
      key: 'username',
      header: 'Username',
      render: (m) => (
        <Anchor component={Link} to={adminMemberPath(m.id)} size="sm">
          {m.username}
        </Anchor>
      ),
      csv: (m) => m.username,
    },
    { key: 'fullname', header: 'Full Name', render: (m) => m.fullname },
    { key: 'email', header: 'E-mail', render: (m) => m.email },
    {
      key: 'title',
      header: 'Title',
      render: (m) =>
        m.rewardNotice ? (
          <Stack gap={0}>
            <Text size="sm">{m.rewardNotice.title}</Text>
            <Text size="xs" c="dimmed">{`Sent ${formatDate(m.rewardNotice.createdAt)}`}</Text>
          </Stack>
        ) : (
          '—'
        ),
      csv: (m) => m.rewardNotice?.title ?? '',
    },
    { key: 'amount', header: 'Amount', align: 'right', render: (m) => formatMoney(m.rewardNotice?.amount), csv: (m) => m.rewardNotice?.amount ?? '' },
    { key: 'created', header: 'Created At', render: (m) => formatDateTime(m.createdAt) },
    // Sending a notice needs members:write.
    ...(canWrite
      ? [
          {
            key: 'action',
            header: 'Action',
            render: (m: Row) => (
              <Button size="compact-xs" variant="light" leftSection={<IconSend size={12} />} onClick={() => setNoticeFor(m.id)} aria-label={`Send Notice to ${m.username}`}>
                Send Notice
              </Button>
            ),
            csv: () => '',
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title="Defaulter users"
        subtitle="Members with no direct referral 10 days or more after joining."
        actions={
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void refetch()} loading={loading}>
            Refresh
          </Button>
        }
      />
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <TextInput
          aria-label="Search by username or email"
          placeholder="Search by username or email"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        {all ? (
          <Text size="sm" c="dimmed">
            {search.trim() ? `${filtered.length} of ${all.length} defaulters` : `${all.length} ${all.length === 1 ? 'defaulter' : 'defaulters'}`}
          </Text>
        ) : null}
      </Group>
      <DataTable
        columns={columns}
        rows={all ? rows : undefined}
        rowKey={(m) => m.id}
        loading={loading}
        error={error && !all ? errorMessage(error) : null}
        emptyText={all?.length && search.trim() ? 'No defaulters match your search' : 'No defaulters'}
        paging={{ page: current, pageSize: DEFAULTERS_PAGE_SIZE, total: filtered.length, onPageChange: setPage }}
        exportHref={exportUrl('defaulters')}
      />
      {canWrite ? <RewardNoticeModal member={selected} opened={selected !== null} onClose={() => setNoticeFor(null)} /> : null}
    </>
  );
}
