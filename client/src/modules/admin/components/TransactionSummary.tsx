/** The admin dashboard's monthly transaction summary: counts and totals by type and source, with a month picker and CSV export. */
import { useMemo, useState } from 'react';
import { Group, Paper, Select, Title } from '@mantine/core';
import { DataTable, type Column } from '../../../components/DataTable';
import { errorMessage } from '../../../lib/notify';
import { formatMoney } from '../../../lib/money';
import { useAdminTransactionSummaryQuery, type AdminTransactionSummaryQuery } from '../graphql/dashboard.generated';
import { humanize, lastMonths } from '../actions';

type SummaryRow = AdminTransactionSummaryQuery['transactionSummary']['rows'][number];

export function TransactionSummary() {
  const months = useMemo(() => lastMonths(12), []);
  const [month, setMonth] = useState(months[0]);
  const { data, loading, error } = useAdminTransactionSummaryQuery({ variables: { month }, fetchPolicy: 'cache-and-network' });
  const columns: Column<SummaryRow>[] = [
    { key: 'type', header: 'Type', render: (r) => humanize(r.transactionType) },
    { key: 'source', header: 'Source', render: (r) => humanize(r.source) },
    { key: 'count', header: 'Count', render: (r) => r.count, align: 'right' },
    { key: 'total', header: 'Total', render: (r) => formatMoney(r.total), align: 'right' },
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={3} size="h5">
          Transaction summary
        </Title>
        <Select label="Month" data={months} value={month} onChange={(v) => v && setMonth(v)} allowDeselect={false} w={160} size="xs" />
      </Group>
      <DataTable
        columns={columns}
        rows={data?.transactionSummary.rows}
        rowKey={(r) => `${r.transactionType}:${r.source}`}
        loading={loading}
        error={error && !data ? errorMessage(error) : null}
        exportName={`transaction-summary-${month}`}
      />
    </Paper>
  );
}
