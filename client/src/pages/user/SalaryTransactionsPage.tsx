/**
 * /user/salary-transactions — 'Salary Transactions' exactly as PAGES §3: four cards over all loaded
 * records, client-side search, page sizes 5/10/20/50, sorting (default created_at descending), a
 * five-page window, loading / empty / error states and a Refresh that refetches from the network.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Button, Center, Group, Loader, Paper, ScrollArea, Select, SimpleGrid, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCalendar, IconCoins, IconListNumbers, IconRefresh, IconScale, IconSearch } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { useMySalaryPaymentsQuery, type MySalaryPaymentsQuery } from '../../modules/ranks/ranks.generated';
import { CARDS_BELOW, DataTable, type Column } from '../../components/DataTable';
import { useMediaQuery } from '@mantine/hooks';
import { formatDate, formatDateTime, formatMoney } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { StatCard } from '../../components/StatCard';
import { DEFAULT_SORT, nextSort, PAGE_SIZES, pageWindow, salaryCards, searchRows, showingText, sortRows, totalPages, type SortKey, type SortState } from '../../modules/ranks/salaryTable';

const SORTABLE: Array<{ key: SortKey; label: string; align?: 'right' }> = [
  { key: 'id', label: 'ID' },
  { key: 'paidAmount', label: 'Amount', align: 'right' },
];

function SortHeader({ column, label, sort, onSort, align }: { column: SortKey; label: string; sort: SortState; onSort: (k: SortKey) => void; align?: 'right' }) {
  const active = sort.key === column;
  const Arrow = sort.dir === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th ta={align} aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : undefined}>
          {label}
          {active ? <Arrow size={14} aria-hidden /> : null}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

const SORT_BUTTONS: Array<{ key: SortKey; label: string }> = [...SORTABLE, { key: 'transactionDate', label: 'Transaction Date' }, { key: 'createdAt', label: 'Created At' }];

type SalaryRowOf = NonNullable<MySalaryPaymentsQuery['mySalaryPayments']>[number];

/** The same six fields as the table's columns, for the phone's stacked cards. */
function cardColumns(offset: number): Column<SalaryRowOf>[] {
  return [
    { key: 'id', header: 'ID', render: (_r, i) => offset + i + 1 },
    { key: 'amount', header: 'Amount', render: (r) => formatMoney(r.paidAmount) },
    { key: 'notes', header: 'Notes', render: (r) => (r.notes ? r.notes : '—') },
    { key: 'email', header: 'Email', render: (r) => r.email },
    { key: 'date', header: 'Transaction Date', render: (r) => formatDate(r.transactionDate) },
    { key: 'created', header: 'Created At', render: (r) => formatDateTime(r.createdAt) },
  ];
}

export default function SalaryTransactionsPage() {
  const query = useMySalaryPaymentsQuery({ notifyOnNetworkStatusChange: true });
  const [search, setSearch] = useState('');
  const [size, setSize] = useState(10);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const phone = useMediaQuery(`(max-width: ${CARDS_BELOW})`) ?? false;

  const all = useMemo(() => query.data?.mySalaryPayments ?? [], [query.data]);
  const cards = useMemo(() => salaryCards(all), [all]);
  const filtered = useMemo(() => sortRows(searchRows(all, search), sort), [all, search, sort]);
  const pages = totalPages(filtered.length, size);
  // A refresh that shrinks the data keeps the page inside the range.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  const current = Math.min(page, pages);
  const visible = filtered.slice((current - 1) * size, current * size);
  const showing = showingText(current, size, filtered.length);

  const onSort = (key: SortKey) => setSort((s) => nextSort(s, key));
  const loading = query.loading;
  const error = query.error ? errorMessage(query.error, 'Failed to fetch salary transactions') : null;
  /** Nothing loaded: the cards show '—', never a count or an amount standing in for the records. */
  const failed = !!query.error && !query.data;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Salary Transactions"
        subtitle="Manage and view salary transaction records"
        actions={
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void query.refetch()} disabled={loading}>
            Refresh
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <StatCard label="Total Transactions" value={String(cards.count)} icon={IconListNumbers} loading={loading && !query.data} error={failed} testId="salary-count" />
        <StatCard label="Total Amount" value={formatMoney(cards.total)} icon={IconCoins} loading={loading && !query.data} error={failed} testId="salary-total" />
        <StatCard label="Average Amount" value={formatMoney(cards.average)} icon={IconScale} loading={loading && !query.data} error={failed} testId="salary-average" />
        <StatCard label="Latest Transaction" value={cards.latest ? formatDate(cards.latest) : 'N/A'} icon={IconCalendar} loading={loading && !query.data} error={failed} testId="salary-latest" />
      </SimpleGrid>

      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="md" wrap="wrap">
          <TextInput
            placeholder="Search transactions..."
            aria-label="Search transactions"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 320 }}
          />
          <Select
            aria-label="Rows per page"
            data={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
            value={String(size)}
            onChange={(v) => {
              setSize(Number(v ?? 10));
              setPage(1);
            }}
            allowDeselect={false}
            w={90}
          />
        </Group>

        {loading ? (
          <Center py="xl">
            <Group gap="sm">
              <Loader size="sm" />
              <Text>Loading transactions...</Text>
            </Group>
          </Center>
        ) : error ? (
          <Alert color="red" title="Error Loading Data">
            {error}
          </Alert>
        ) : filtered.length === 0 ? (
          <Stack align="center" gap={4} py="xl">
            <Text fw={500}>No transactions found</Text>
            <Anchor component="button" type="button" size="sm" onClick={() => setSearch('')}>
              Clear search to see all transactions
            </Anchor>
          </Stack>
        ) : phone ? (
          // On a phone the rows are the shared stacked cards (nothing scrolls sideways); the sortable
          // headers become buttons with the same labels and arrows above them.
          <Stack gap="sm">
            <Group gap="xs" role="group" aria-label="Sort by">
              {SORT_BUTTONS.map((c) => {
                const active = sort.key === c.key;
                const Arrow = sort.dir === 'asc' ? IconArrowUp : IconArrowDown;
                return (
                  <Button key={c.key} size="xs" variant={active ? 'light' : 'subtle'} aria-pressed={active} rightSection={active ? <Arrow size={14} aria-hidden /> : null} onClick={() => onSort(c.key)}>
                    {c.label}
                  </Button>
                );
              })}
            </Group>
            <DataTable columns={cardColumns((current - 1) * size)} rows={visible} rowKey={(r) => r.id} />
          </Stack>
        ) : (
          <ScrollArea>
            <Table striped highlightOnHover miw={720}>
              <Table.Thead>
                <Table.Tr>
                  {SORTABLE.map((c) => (
                    <SortHeader key={c.key} column={c.key} label={c.label} sort={sort} onSort={onSort} align={c.align} />
                  ))}
                  <Table.Th>Notes</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <SortHeader column="transactionDate" label="Transaction Date" sort={sort} onSort={onSort} />
                  <SortHeader column="createdAt" label="Created At" sort={sort} onSort={onSort} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {visible.map((r, i) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{(current - 1) * size + i + 1}</Table.Td>
                    <Table.Td ta="right">{formatMoney(r.paidAmount)}</Table.Td>
                    <Table.Td>{r.notes ? r.notes : '—'}</Table.Td>
                    <Table.Td>{r.email}</Table.Td>
                    <Table.Td>{formatDate(r.transactionDate)}</Table.Td>
                    <Table.Td>{formatDateTime(r.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}

        {!loading && !error && showing ? (
          <Group justify="space-between" mt="md" wrap="wrap">
            <Text size="sm" c="dimmed">
              {showing}
            </Text>
            <Group gap={4} role="navigation" aria-label="Pages">
              <Button size="xs" variant="default" onClick={() => setPage(1)} disabled={current === 1}>
                First
              </Button>
              <Button size="xs" variant="default" onClick={() => setPage(current - 1)} disabled={current === 1}>
                Previous
              </Button>
              {pageWindow(current, pages).map((n) => (
                <Button key={n} size="xs" variant={n === current ? 'filled' : 'default'} aria-current={n === current ? 'page' : undefined} onClick={() => setPage(n)}>
                  {n}
                </Button>
              ))}
              <Button size="xs" variant="default" onClick={() => setPage(current + 1)} disabled={current === pages}>
                Next
              </Button>
              <Button size="xs" variant="default" onClick={() => setPage(pages)} disabled={current === pages}>
                Last
              </Button>
            </Group>
          </Group>
        ) : null}
      </Paper>
    </Stack>
  );
}
