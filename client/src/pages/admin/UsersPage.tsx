/**
 * /admin/user/:action — 'Users — {All, Active, Inactive, Blocked}' (PAGES §2.3). The action picks
 * the status filter (unknown → all); search 'Search using email'; 20 per page with Previous/Next.
 * View ⇒ /admin/check/profile/{id}; Block/Unblock (confirm) → setMemberStatus; Delete (confirm,
 * soft) → deleteMember.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { exportUrl, type ExportFilter } from '../../modules/console/exportUrl';
import { PersonName, personLabel } from '../../components/PersonName';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { confirm } from '../../components/confirm';
import { errorMessage } from '../../lib/notify';
import { useMutationFlow } from '../../lib/useMutationFlow';
import { formatDateTime, formatMoney } from '../../lib/money';
import type { MemberStatusFilter } from '../../generated/types';
import {
  useAdminDeleteMemberMutation,
  useAdminMembersQuery,
  useAdminSetMemberStatusMutation,
  type AdminMemberRowFragment,
} from '../../modules/admin/graphql/members.generated';
import { PrevNextPager } from '../../modules/admin/components/PrevNextPager';
import { useStaffAccess } from '../../modules/staff/access';
import { AccountStatusBadge, PackageStatusBadge, isBlocked } from '../../modules/admin/components/MemberBadges';
import { adminMemberPath } from '../../app/routes/paths';

export const USERS_PAGE_SIZE = 20;

type UserAction = 'all' | 'active' | 'inactive' | 'blocked';

const ACTIONS: Array<{ value: UserAction; label: string; filter: MemberStatusFilter }> = [
  { value: 'all', label: 'All', filter: 'ALL' },
  { value: 'active', label: 'Active', filter: 'ACTIVE' },
  { value: 'inactive', label: 'Inactive', filter: 'INACTIVE' },
  { value: 'blocked', label: 'Blocked', filter: 'BLOCKED' },
];

/** The server export's filter for each tab (active/inactive by activation, blocked by status). */
const USERS_EXPORT: Record<UserAction, ExportFilter> = { all: {}, active: { kind: 'active' }, inactive: { kind: 'inactive' }, blocked: { status: 'block' } };

export function userActionOf(param: string | undefined) {
  const key = (param ?? '').toLowerCase();
  return ACTIONS.find((a) => a.value === key) ?? ACTIONS[0];
}

type Row = AdminMemberRowFragment;

export default function UsersPage() {
  const params = useParams();
  const navigate = useNavigate();
  const action = userActionOf(params.action);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  // A new filter or search starts on page 1 (derived during render, so no request for a stale page).
  const filterKey = `${action.value}|${debounced}`;
  const [pageState, setPageState] = useState({ filterKey, page: 1 });
  const page = pageState.filterKey === filterKey ? pageState.page : 1;
  const setPage = (p: number) => setPageState({ filterKey, page: p });
  const { busyId, run } = useMutationFlow<number>();

  const { data, loading, error, refetch } = useAdminMembersQuery({
    variables: { page, pageSize: USERS_PAGE_SIZE, status: action.filter, search: debounced || null },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [setStatus] = useAdminSetMemberStatusMutation();
  const [deleteMember] = useAdminDeleteMemberMutation();
  // Block and Delete need members:write; every role that opens the page may view.
  const canWrite = useStaffAccess().can('members:write');

  const toggleBlock = async (m: Row) => {
    const blocking = !isBlocked(m.status);
    const ok = await confirm({
      title: blocking ? 'Block member' : 'Unblock member',
      message: blocking ? 'A blocked member cannot sign in or move money; their sessions end at once.' : 'The member can sign in and move money again.',
      details: [
        ['Member', `${personLabel(m.fullname, m.username)} · ${m.email}`],
        ['Active Wallet', formatMoney(m.wallets.active)],
      ],
      confirmLabel: blocking ? 'Block' : 'Unblock',
      danger: blocking,
    });
    if (!ok) return;
    const result = await run(m.id, () => setStatus({ variables: { id: m.id, status: blocking ? 'BLOCK' : 'UNBLOCK' } }), blocking ? `${m.username} blocked` : `${m.username} unblocked`);
    if (result && action.value !== 'all') void refetch();
  };

  const remove = async (m: Row) => {
    const ok = await confirm({
      title: 'Delete member',
      message: 'Soft delete: the member can no longer sign in; history and ledger are kept.',
      details: [
        ['Member', `${personLabel(m.fullname, m.username)} · ${m.email}`],
        ['Active Wallet', formatMoney(m.wallets.active)],
        ['Income Wallet', formatMoney(m.wallets.income)],
        ['ROI Wallet', formatMoney(m.wallets.roi)],
      ],
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    const result = await run(
      m.id,
      () =>
        deleteMember({
          variables: { id: m.id },
          update(cache, { data: res }) {
            if (!res?.deleteMember.success) return;
            cache.evict({ id: cache.identify({ __typename: 'Member', id: m.id }) });
            cache.gc();
          },
        }),
      (r) => r.data?.deleteMember.message || 'Member deleted',
    );
    if (result) void refetch();
  };

  const columns: Column<Row>[] = [
    { key: 'sno', header: 'S. No', render: (_m, i) => (page - 1) * USERS_PAGE_SIZE + i + 1 },
    { key: 'name', header: 'Name', render: (m) => <PersonName name={m.fullname} code={m.username} to={adminMemberPath(m.id)} />, csv: (m) => m.fullname },
    { key: 'username', header: 'Username', render: (m) => m.username },
    { key: 'email', header: 'E-mail', render: (m) => m.email },
    { key: 'active', header: 'Active Wallet', render: (m) => formatMoney(m.wallets.active), align: 'right' },
    { key: 'income', header: 'Income Wallet', render: (m) => formatMoney(m.wallets.income), align: 'right' },
    { key: 'roi', header: 'ROI Wallet', render: (m) => formatMoney(m.wallets.roi), align: 'right' },
    { key: 'package', header: 'Package Status', render: (m) => <PackageStatusBadge isActive={m.isActive} />, csv: (m) => (m.isActive ? 'Activated' : 'Not Activated') },
    { key: 'account', header: 'Account Status', render: (m) => <AccountStatusBadge status={m.status} />, csv: (m) => (isBlocked(m.status) ? 'Blocked' : 'Unblocked') },
    { key: 'created', header: 'Created At', render: (m) => formatDateTime(m.createdAt) },
    {
      key: 'action',
      header: 'Action',
      render: (m) => {
        const blocked = isBlocked(m.status);
        const busy = busyId === m.id;
        return (
          <Group gap={6} wrap="nowrap">
            <Button component={Link} to={adminMemberPath(m.id)} size="compact-xs" variant="light" aria-label={`View ${m.username}`}>
              View
            </Button>
            {/* The tree page takes a referral code or a username (a member's username is their code). */}
            <Button component={Link} to={`/admin/refferal/${encodeURIComponent(m.username)}`} size="compact-xs" variant="default" aria-label={`Tree of ${m.username}`}>
              Tree
            </Button>
            {canWrite ? (
              <>
                <Button
                  size="compact-xs"
                  variant="light"
                  color={blocked ? 'green' : 'orange'}
                  loading={busy}
                  disabled={busyId !== null && !busy}
                  onClick={() => void toggleBlock(m)}
                >
                  {blocked ? 'Unblock' : 'Block'}
                </Button>
                <Button size="compact-xs" variant="subtle" color="red" disabled={busyId !== null} onClick={() => void remove(m)}>
                  Delete
                </Button>
              </>
            ) : null}
          </Group>
        );
      },
      csv: () => '',
    },
  ];

  const list = data?.members;
  return (
    <>
      <PageHeader title={`Users — ${action.label}`} subtitle="Members with their wallets, package and account status." />
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label="Member status"
          value={action.value}
          onChange={(v) => navigate(`/admin/user/${v}`)}
          data={ACTIONS.map((a) => ({ value: a.value, label: a.label }))}
        />
        <TextInput
          aria-label="Search using email"
          placeholder="Search using email"
          leftSection={<IconSearch size={16} />}
         
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      <DataTable columns={columns} rows={list?.items} rowKey={(m) => m.id} loading={loading} error={error && !list ? errorMessage(error) : null} exportHref={exportUrl('users', USERS_EXPORT[action.value])} />
      {list ? <PrevNextPager page={page} pageSize={USERS_PAGE_SIZE} total={list.total} onPageChange={setPage} disabled={loading} /> : null}
    </>
  );
}
