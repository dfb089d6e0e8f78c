/**
 * /admin/topup — Top-Ups (PAGES §2.3): ID, Topup By, Topup To, Plan, Amount, Status, Created At,
 * Action (View ⇒ /admin/topup/detail/{id}, Delete → deleteTopUp, for a role with topups:reverse);
 * status filter, search, server paging.
 */
import { exportUrl } from '../../modules/console/exportUrl';
import { useState } from 'react';
import { SegmentedControl, Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import type { InvestmentStatus } from '../../generated/types';
import { useAdminInvestmentsQuery } from '../../modules/plans/investments.generated';
import { errorMessage } from '../../lib/notify';
import { InvestmentTable, personName } from '../../modules/plans/components/InvestmentTable';
import { useDeleteTopUp } from '../../modules/plans/hooks';
import { useStaffAccess } from '../../modules/staff/access';

const PAGE_SIZE = 20;

export default function TopupsPage() {
  const [status, setStatus] = useState<string>('ALL');
  const [page, setPage] = useState(1);
  const { remove } = useDeleteTopUp();
  const canReverse = useStaffAccess().can('topups:reverse');
  const { data, loading, error, refetch } = useAdminInvestmentsQuery({
    variables: { status: status === 'ALL' ? null : (status as InvestmentStatus), page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return (
    <Stack gap="lg">
      <PageHeader title="Top-ups" subtitle="Every investment bought, by whom and for whom." />
      <SegmentedControl
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        data={[
          { value: 'ALL', label: 'All' },
          { value: 'RUNNING', label: 'Running' },
          { value: 'PAUSED', label: 'Withdrawal pending' },
          { value: 'CLOSED', label: 'Withdrawn' },
          { value: 'REVERSED', label: 'Reversed' },
        ]}
        w="fit-content"
      />
      <InvestmentTable
        rows={data?.investments.items}
        columns={['id', 'payer', 'receiver', 'plan', 'kind', 'amount', 'status', 'created', 'detail']}
        loading={loading}
        error={error && !data ? errorMessage(error) : null}
        searchable
        exportHref={exportUrl('investments')}
        paging={{ page, pageSize: PAGE_SIZE, total: data?.investments.total ?? 0, onPageChange: setPage }}
        onDelete={
          canReverse
            ? async (i) => {
                const done = await remove({ id: i.id, amount: i.amount, payer: personName(i.payer, i.payerId), running: i.status === 'RUNNING' });
                if (done.ok) void refetch();
              }
            : undefined
        }
      />
    </Stack>
  );
}
