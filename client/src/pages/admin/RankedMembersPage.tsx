/** /admin/rewards — 'Rewards' (PAGES §2.3): members with a rank; Details drawer; 'Carry Forward'. */
import { useState } from 'react';
import { Button, Drawer, Group, Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { exportUrl } from '../../modules/console/exportUrl';
import { useMemberRewardsQuery, useRankedMembersQuery, type RankedMembersQuery, type RankProgressFieldsFragment } from '../../modules/ranks/ranks.generated';
import { errorMessage } from '../../lib/notify';
import { formatDate, formatMoney } from '../../lib/money';
import { useStaffAccess } from '../../modules/staff/access';
import { useCarryForward } from '../../modules/ranks/hooks';

type Row = RankedMembersQuery['rankedMembers'][number];

const detailColumns: Column<RankProgressFieldsFragment>[] = [
  { key: 'rank', header: 'Rank', render: (r) => r.rank },
  { key: 'threshold', header: 'Threshold', align: 'right', render: (r) => formatMoney(r.threshold) },
  { key: 'business', header: 'Business', align: 'right', render: (r) => formatMoney(r.currentBusiness) },
  { key: 'reward', header: 'Reward paid', align: 'right', render: (r) => formatMoney(r.rewardPaid) },
  { key: 'carried', header: 'Carried forward', align: 'right', render: (r) => formatMoney(r.carriedForward) },
  { key: 'status', header: 'Status', render: (r) => r.status },
  { key: 'done', header: 'Reached', render: (r) => formatDate(r.completedDay) },
];

function MemberRewards({ memberId }: { memberId: number }) {
  const q = useMemberRewardsQuery({ variables: { memberId } });
  return <DataTable columns={detailColumns} rows={q.data?.memberRewards} rowKey={(r) => r.rank} loading={q.loading} error={q.error ? errorMessage(q.error, 'Error fetching rewards') : null} exportHref={exportUrl('member-ranks', { memberId })} />;
}

export default function RankedMembersPage() {
  const q = useRankedMembersQuery();
  const [open, setOpen] = useState<Row | null>(null);
  const { carry, loading } = useCarryForward(() => void q.refetch());
  // Carrying business forward needs income:pay.
  const canPay = useStaffAccess().can('income:pay');
  const columns: Column<Row>[] = [
    { key: 'sn', header: 'S. No', render: (_r, i) => i + 1 },
    { key: 'username', header: 'Username', render: (r) => r.username },
    { key: 'email', header: 'E-mail', render: (r) => r.email },
    { key: 'rank', header: 'Rank', render: (r) => r.rank },
    { key: 'reward', header: 'Total Reward', align: 'right', render: (r) => formatMoney(r.totalReward), csv: (r) => r.totalReward },
    { key: 'business', header: 'Team Business', align: 'right', render: (r) => formatMoney(r.teamBusiness), csv: (r) => r.teamBusiness },
    {
      key: 'action',
      header: 'Action',
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setOpen(r)}>
            Details
          </Button>
          {canPay ? (
            <Button size="xs" variant="light" loading={loading} onClick={() => void carry(r.memberId, r.username)}>
              Carry Forward
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader title="Rewards" />
      <DataTable columns={columns} rows={q.data?.rankedMembers} rowKey={(r) => r.memberId} loading={q.loading} error={q.error && !q.data ? errorMessage(q.error, 'Failed to fetch rewards') : null} emptyText="No member has a rank yet" searchable searchPlaceholder="Search by username or e-mail" exportHref={exportUrl('ranked-members')} />
      <Drawer opened={!!open} onClose={() => setOpen(null)} position="right" size="xl" title={open ? `Rewards of ${open.username}` : ''}>
        {open ? <MemberRewards memberId={open.memberId} /> : null}
      </Drawer>
    </Stack>
  );
}
