/**
 * /admin/income — 'Income': every member's income per day and kind over a date range, from the
 * daily summary (totals per kind, a table, Export CSV). Per-line detail is in the ledgers.
 */
import { useState } from 'react';
import { Alert, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { DataTable, type Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { useIncomeReportQuery, type IncomeReportQuery } from '../../modules/income/income.generated';
import { formatDate, formatMoney, formatMoneyOrDash } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { kindLabel } from '../../modules/money/labels';
import { StatCard } from '../../components/StatCard';

type Row = IncomeReportQuery['incomeReport'][number];
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Exact sum of decimal strings (micro-units). */
function sum(values: string[]): string {
  let micro = 0n;
  for (const v of values) {
    const [w, f = ''] = v.replace('-', '').split('.');
    const m = BigInt(w) * 1_000_000n + BigInt((f + '000000').slice(0, 6));
    micro += v.startsWith('-') ? -m : m;
  }
  const neg = micro < 0n;
  const abs = neg ? -micro : micro;
  return `${neg ? '-' : ''}${abs / 1_000_000n}.${(abs % 1_000_000n).toString().padStart(6, '0')}`;
}

export default function AdminIncomePage() {
  const today = new Date().toISOString().slice(0, 10);
  const [from, setFrom] = useState(new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10));
  const [to, setTo] = useState(today);
  const valid = isDay(from) && isDay(to) && from <= to;
  const report = useIncomeReportQuery({ variables: { from, to }, skip: !valid });
  const rows = report.data?.incomeReport;
  const kinds = [...new Set(rows?.map((r) => r.kind) ?? [])].sort();
  const columns: Column<Row>[] = [
    { key: 'day', header: 'Date', render: (r) => formatDate(r.day), csv: (r) => r.day },
    { key: 'kind', header: 'Income', render: (r) => kindLabel(r.kind) },
    { key: 'members', header: 'Members', align: 'right', render: (r) => r.members },
    { key: 'amount', header: 'Amount', align: 'right', render: (r) => formatMoney(r.amount), csv: (r) => r.amount },
  ];
  return (
    <Stack gap="lg">
      <PageHeader title="Income" />
      <Group align="flex-end">
        <TextInput label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} error={isDay(from) ? undefined : 'YYYY-MM-DD'} />
        <TextInput label="To" value={to} onChange={(e) => setTo(e.currentTarget.value)} error={isDay(to) ? (valid ? undefined : 'From must not be after To') : 'YYYY-MM-DD'} />
      </Group>
      {report.error && rows ? <Alert color="red">{errorMessage(report.error, 'Failed to load the income report')}</Alert> : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {/* No figure without a report: a failed or invalid range shows '—', never a made-up $0.00. */}
        <StatCard label="Total" value={formatMoneyOrDash(rows ? sum(rows.map((r) => r.amount)) : undefined)} loading={report.loading && !rows} error={report.error && !rows} testId="admin-income-total" />
        {kinds.map((k) => (
          <StatCard key={k} label={kindLabel(k)} value={formatMoney(sum(rows!.filter((r) => r.kind === k).map((r) => r.amount)))} />
        ))}
      </SimpleGrid>
      <Title order={4}>Per day</Title>
      <DataTable columns={columns} rows={rows} rowKey={(r) => `${r.day}:${r.kind}`} loading={report.loading} error={report.error && !rows ? errorMessage(report.error, 'Failed to load the income report') : null} emptyText="No income in this range" searchable exportName="income-report" />
    </Stack>
  );
}
