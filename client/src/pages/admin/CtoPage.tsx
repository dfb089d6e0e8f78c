/**
 * /admin/cto — 'CTO' (PAGES §2.3): qualified members; 'Check CTO' runs the qualification; 'Pay'
 * sets the fixed monthly amount and gift; 'Disqualify' (confirm); a 'Transactions' drawer.
 */
import { useState } from 'react';
import { Badge, Button, Drawer, Group, Modal, Stack, TextInput } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { exportUrl } from '../../modules/console/exportUrl';
import { useCtoListQuery, useCtoPaymentsQuery, type CtoFieldsFragment, type CtoPaymentsQuery } from '../../modules/ranks/ranks.generated';
import { errorMessage } from '../../lib/notify';
import { formatDate, formatDateTime, formatMoney } from '../../lib/money';
import { useDisqualifyCto, usePayCto, useRunCtoQualification } from '../../modules/ranks/hooks';
import { useStaffAccess } from '../../modules/staff/access';
import { toMicro } from '../../modules/ranks/salaryTable';

const MONEY = /^\d+(\.\d{1,2})?$/;
type Payment = CtoPaymentsQuery['ctoPayments'][number];

const paymentColumns: Column<Payment>[] = [
  { key: 'id', header: 'ID', render: (p) => p.id },
  { key: 'month', header: 'For', render: (p) => (p.month === 'bonus' ? 'Category 1 bonus' : p.month) },
  { key: 'amount', header: 'Amount', align: 'right', render: (p) => formatMoney(p.amount) },
  { key: 'at', header: 'Paid At', render: (p) => formatDateTime(p.createdAt) },
];

function Payments({ memberId }: { memberId: number }) {
  const q = useCtoPaymentsQuery({ variables: { memberId } });
  return <DataTable columns={paymentColumns} rows={q.data?.ctoPayments} rowKey={(p) => p.id} loading={q.loading} error={q.error ? errorMessage(q.error) : null} emptyText="No CTO payments yet" exportHref={exportUrl('cto-payments', { memberId })} />;
}

function PayForm({ record, onClose }: { record: CtoFieldsFragment; onClose: () => void }) {
  const [amount, setAmount] = useState(record.monthlyAmount ?? '0');
  const [gift, setGift] = useState(record.giftAmount ?? '0');
  const { pay, loading } = usePayCto(onClose);
  const amountError = MONEY.test(amount) ? null : 'Amount must be 0 or more';
  const giftError = MONEY.test(gift) ? null : 'Gift must be 0 or more';
  const bothZero = !amountError && !giftError && toMicro(amount) === 0n && toMicro(gift) === 0n;
  return (
    <form onSubmit={(e) => { e.preventDefault(); if (!amountError && !giftError && !bothZero) void pay(record.id, amount, gift); }}>
      <Stack>
        <TextInput label="Monthly Amount ($)" description="Replaces the turnover share from the next monthly payment" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} error={amountError ?? (bothZero ? 'Amount and gift cannot both be 0' : null)} />
        <TextInput label="Gift ($)" value={gift} onChange={(e) => setGift(e.currentTarget.value)} error={giftError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={loading} disabled={!!amountError || !!giftError || bothZero}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function CtoPage() {
  const q = useCtoListQuery();
  const refetch = () => void q.refetch();
  const { run, loading: running } = useRunCtoQualification(refetch);
  const { disqualify } = useDisqualifyCto(refetch);
  const [paying, setPaying] = useState<CtoFieldsFragment | null>(null);
  const [viewing, setViewing] = useState<CtoFieldsFragment | null>(null);
  // Paying, disqualifying and the qualification run need income:pay; the list is for every role here.
  const canPay = useStaffAccess().can('income:pay');
  const columns: Column<CtoFieldsFragment>[] = [
    { key: 'name', header: 'Name', render: (c) => c.username ?? `#${c.memberId}` },
    { key: 'email', header: 'Email', render: (c) => c.email ?? '—' },
    { key: 'category', header: 'Category', render: (c) => c.category },
    { key: 'paid', header: 'Paid', align: 'right', render: (c) => formatMoney(c.totalPaid) },
    { key: 'amount', header: 'Amount', align: 'right', render: (c) => (c.monthlyAmount ? formatMoney(c.monthlyAmount) : 'Turnover share') },
    { key: 'gift', header: 'Gift', align: 'right', render: (c) => formatMoney(c.giftAmount) },
    { key: 'monthly', header: 'Monthly', render: (c) => (c.paidAt ? `last ${formatDate(c.paidAt)}` : '—') },
    { key: 'status', header: 'Status', render: (c) => <Badge color={c.status === 'qualified' ? 'teal' : 'red'}>{c.status === 'qualified' ? 'Qualified' : 'Disqualified'}</Badge> },
    {
      key: 'action',
      header: 'Action',
      render: (c) => (
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setViewing(c)}>
            Transactions
          </Button>
          {canPay ? (
            <>
              <Button size="xs" variant="light" disabled={c.status !== 'qualified'} onClick={() => setPaying(c)}>
                Pay
              </Button>
              <Button size="xs" color="red" variant="light" disabled={c.status !== 'qualified'} onClick={() => void disqualify(c.id, c.username ?? `#${c.memberId}`)}>
                Disqualify
              </Button>
            </>
          ) : null}
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="CTO"
        actions={
          canPay ? (
            <Button onClick={() => void run()} loading={running}>
              Check CTO
            </Button>
          ) : undefined
        }
      />
      <DataTable columns={columns} rows={q.data?.ctoList} rowKey={(c) => c.id} loading={q.loading} error={q.error && !q.data ? errorMessage(q.error) : null} emptyText="No qualified members yet" exportHref={exportUrl('cto')} />
      <Modal opened={!!paying} onClose={() => setPaying(null)} title={paying ? `Pay ${paying.username ?? ''}` : ''}>
        {paying ? <PayForm record={paying} onClose={() => setPaying(null)} /> : null}
      </Modal>
      <Drawer opened={!!viewing} onClose={() => setViewing(null)} position="right" size="lg" title={viewing ? `CTO payments of ${viewing.username ?? viewing.memberId}` : ''}>
        {viewing ? <Payments memberId={viewing.memberId} /> : null}
      </Drawer>
    </Stack>
  );
}
