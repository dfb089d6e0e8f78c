/**
 * /admin/deposite and /admin/deposite/:action — 'Deposits' / 'Deposits — {action}' (PAGES §2.3).
 * Tabs Pending / Complete / Decline / All (the :action parameter picks the tab; a tab change
 * navigates). Complete / Decline (confirm) → setDepositStatus; Delete (declined only, confirm) →
 * deleteDeposit. The mutation returns the DepositRecord, so the row updates in place in Apollo's
 * cache; the current tab is then refetched. The Action column is there only for a role with
 * deposits:decide.
 */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Stack, Text } from '@mantine/core';
import { exportUrl } from '../../modules/console/exportUrl';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { RecordStatus } from '../../modules/admin/components/RecordStatus';
import { errorMessage } from '../../lib/notify';
import { formatDateTime, formatMoney } from '../../lib/money';
import { useAdminDepositsQuery, type AdminDepositFieldsFragment } from '../../modules/admin/graphql/money.generated';
import { humanize, recordStatusOf, statusTabOf, type StatusTab } from '../../modules/admin/actions';
import { depositMemberName, useDepositActions } from '../../modules/admin/hooks/useDepositActions';
import { CopyValue } from '../../modules/admin/components/CopyValue';
import { ProofCell } from '../../modules/admin/components/ProofCell';
import type { PickedMember } from '../../modules/admin/components/MemberPicker';
import { QueueFilters } from '../../modules/admin/components/QueueFilters';
import { useStaffAccess } from '../../modules/staff/access';
import { PersonName } from '../../components/PersonName';

export const DEPOSITS_PAGE_SIZE = 10;

type Deposit = AdminDepositFieldsFragment;

export default function DepositsPage() {
  const { action } = useParams();
  const navigate = useNavigate();
  const tab = statusTabOf(action, 'pending');
  const title = action ? `Deposits — ${tab}` : 'Deposits';
  const [pageState, setPageState] = useState({ tab, page: 1 });
  // Search by member (name, email or code): the list and the CSV export alike (issue 20 item 15).
  const [member, setMember] = useState<PickedMember | null>(null);
  // A new tab starts on page 1.
  const page = pageState.tab === tab ? pageState.page : 1;

  const { data, loading, error, refetch } = useAdminDepositsQuery({
    variables: { status: recordStatusOf(tab), ...(member ? { memberId: member.id } : {}), page, pageSize: DEPOSITS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { busyId, decide, remove } = useDepositActions(refetch);
  const canDecide = useStaffAccess().can('deposits:decide');

  const changeTab = (next: StatusTab) => navigate(`/admin/deposite/${next}`);

  const actionColumn: Column<Deposit> = {
    key: 'action',
    header: 'Action',
    render: (d) => {
      const busy = busyId === d.id;
      if (d.status === 'PENDING') {
        return (
          <Stack gap={4} style={{ minWidth: 'max-content' }}>
            <Button size="compact-xs" color="green" loading={busy} disabled={busyId !== null && !busy} onClick={() => void decide(d, 'COMPLETE')}>
              Complete
            </Button>
            <Button size="compact-xs" color="red" variant="light" disabled={busyId !== null} onClick={() => void decide(d, 'DECLINE')}>
              Decline
            </Button>
          </Stack>
        );
      }
      if (d.status === 'DECLINE') {
        return (
          <Button size="compact-xs" color="red" variant="subtle" loading={busy} disabled={busyId !== null && !busy} onClick={() => void remove(d)}>
            Delete
          </Button>
        );
      }
      return <Text size="sm" c="dimmed">—</Text>;
    },
    csv: () => '',
  };

  const columns: Column<Deposit>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (d) => <PersonName name={depositMemberName(d)} code={d.member?.username} />,
      csv: (d) => depositMemberName(d),
    },
    { key: 'email', header: 'E-mail', render: (d) => d.email ?? '—' },
    { key: 'amount', header: 'Amount', render: (d) => formatMoney(d.amount), align: 'right' },
    { key: 'network', header: 'Network', render: (d) => d.currency },
    { key: 'method', header: 'Method', render: (d) => humanize(d.method) },
    { key: 'hash', header: 'Hash', render: (d) => <CopyValue value={d.hash} label="hash" />, csv: (d) => d.hash },
    { key: 'proof', header: 'Proof', render: (d) => <ProofCell url={d.proofUrl} name={depositMemberName(d)} />, csv: (d) => d.proofUrl },
    { key: 'status', header: 'Status', render: (d) => <RecordStatus status={d.status} />, csv: (d) => d.status },
    { key: 'requested', header: 'Requested At', render: (d) => formatDateTime(d.createdAt) },
    { key: 'accepted', header: 'Accepted At', render: (d) => (d.status === 'COMPLETE' ? formatDateTime(d.processedAt) : '—') },
    ...(canDecide ? [actionColumn] : []),
  ];

  const list = data?.deposits;
  return (
    <>
      <PageHeader title={title} subtitle="Confirm member deposits: completing credits the Active wallet." />
      <QueueFilters
        tab={tab}
        onTabChange={changeTab}
        tabsLabel="Deposit status"
        member={member}
        onMemberChange={(m) => {
          setMember(m);
          setPageState({ tab, page: 1 });
        }}
      />
      <DataTable
        columns={columns}
        rows={list?.items}
        rowKey={(d) => d.id}
        loading={loading}
        error={error && !list ? errorMessage(error) : null}
        emptyText="No data available"
        caption={list ? `${list.total} deposit${list.total === 1 ? '' : 's'}` : undefined}
        paging={list ? { page, pageSize: DEPOSITS_PAGE_SIZE, total: list.total, onPageChange: (p) => setPageState({ tab, page: p }) } : undefined}
        exportHref={exportUrl('deposits', { status: tab === 'all' ? null : tab, memberId: member?.id ?? null })}
      />
    </>
  );
}
