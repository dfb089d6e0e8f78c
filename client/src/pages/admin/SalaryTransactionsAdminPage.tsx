/**
 * /admin/salary-transactions — 'Salary Transactions' (PAGES §2.3): filters User ID, Salary ID,
 * Date From/To, Min/Max Amount (Apply / Reset refetch from page 1), numbered paging.
 */
import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { exportUrl } from '../../modules/console/exportUrl';
import type { SalaryFilterInput } from '../../generated/types';
import { useSalaryTransactionsQuery, type SalaryPaymentFieldsFragment } from '../../modules/ranks/ranks.generated';
import { errorMessage } from '../../lib/notify';
import { formatDate, formatMoney } from '../../lib/money';
import { toMicro } from '../../modules/ranks/salaryTable';

const PAGE_SIZE = 10;
const EMPTY = { userId: '', salaryId: '', dateFrom: '', dateTo: '', minAmount: '', maxAmount: '' };
type Filters = typeof EMPTY;

const columns: Column<SalaryPaymentFieldsFragment>[] = [
  { key: 'id', header: 'ID', render: (r) => r.id },
  { key: 'username', header: 'Username', render: (r) => r.username },
  { key: 'salary', header: 'Salary Amount', align: 'right', render: (r) => formatMoney(r.salaryAmount) },
  { key: 'paid', header: 'Paid Amount', align: 'right', render: (r) => formatMoney(r.paidAmount) },
  { key: 'date', header: 'Transaction Date', render: (r) => formatDate(r.transactionDate) },
  { key: 'rank', header: 'Salary ID (rank)', render: (r) => r.rank },
  { key: 'notes', header: 'Notes', render: (r) => r.notes || '—' },
];

/** Checks the filters like the server: ids positive integers, Min ≤ Max, From ≤ To. */
export function filterErrors(f: Filters): Partial<Record<keyof Filters, string>> {
  const e: Partial<Record<keyof Filters, string>> = {};
  for (const k of ['userId', 'salaryId'] as const) if (f[k] && !/^[1-9]\d*$/.test(f[k])) e[k] = 'A positive whole number';
  for (const k of ['minAmount', 'maxAmount'] as const) if (f[k] && !/^\d+(\.\d{1,2})?$/.test(f[k])) e[k] = 'An amount';
  if (!e.minAmount && !e.maxAmount && f.minAmount && f.maxAmount && toMicro(f.minAmount) > toMicro(f.maxAmount)) e.maxAmount = 'Max must not be below Min';
  if (f.dateFrom && f.dateTo && f.dateFrom > f.dateTo) e.dateTo = 'To must not be before From';
  return e;
}

function toInput(f: Filters, page: number): SalaryFilterInput {
  return {
    page,
    pageSize: PAGE_SIZE,
    memberId: f.userId ? Number(f.userId) : undefined,
    rank: f.salaryId ? Number(f.salaryId) : undefined,
    dateFrom: f.dateFrom || undefined,
    dateTo: f.dateTo || undefined,
    minAmount: f.minAmount || undefined,
    maxAmount: f.maxAmount || undefined,
  };
}

export default function SalaryTransactionsAdminPage() {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [applied, setApplied] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const errors = filterErrors(draft);
  const q = useSalaryTransactionsQuery({ variables: { filter: toInput(applied, page) } });
  const data = q.data?.salaryTransactions;
  const field = (k: keyof Filters, label: string, type = 'text') => (
    <TextInput label={label} type={type} value={draft[k]} error={errors[k]} onChange={(e) => setDraft({ ...draft, [k]: e.currentTarget.value })} />
  );
  return (
    <Stack gap="lg">
      <PageHeader title="Salary transactions" />
      <Paper withBorder radius="md" p="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (Object.keys(errors).length) return;
            setApplied(draft);
            setPage(1);
            void q.refetch({ filter: toInput(draft, 1) });
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }}>
            {field('userId', 'User ID')}
            {field('salaryId', 'Salary ID')}
            {field('dateFrom', 'Date From', 'date')}
            {field('dateTo', 'Date To', 'date')}
            {field('minAmount', 'Min Amount')}
            {field('maxAmount', 'Max Amount')}
          </SimpleGrid>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => { setDraft(EMPTY); setApplied(EMPTY); setPage(1); }}>
              Reset
            </Button>
            <Button type="submit" disabled={Object.keys(errors).length > 0}>
              Apply
            </Button>
          </Group>
        </form>
      </Paper>
      <DataTable
        columns={columns}
        rows={data?.items}
        rowKey={(r) => r.id}
        loading={q.loading}
        error={q.error && !data ? errorMessage(q.error, 'Failed to fetch salary transactions') : null}
        emptyText="No transactions found"
        paging={{ page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onPageChange: setPage }}
        exportHref={exportUrl('salary-transactions', { memberId: applied.userId ? Number(applied.userId) : null, kind: applied.salaryId, from: applied.dateFrom, to: applied.dateTo })}
      />
    </Stack>
  );
}
