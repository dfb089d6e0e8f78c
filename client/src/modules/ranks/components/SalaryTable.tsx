/**
 * The member's salary transactions (PAGES §3): a table with sortable headers (ID, Amount, Transaction
 * Date, Created At); on a phone the shared stacked cards with the sort headers as buttons above them;
 * and the pager (First, Previous, a five-page window, Next, Last).
 */
import { Button, Group, ScrollArea, Stack, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/money';
import type { MySalaryPaymentsQuery } from '../ranks.generated';
import { pageWindow, type SortKey, type SortState } from '../salaryTable';

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

/** `phone`: below CARDS_BELOW (the page measures it once, so the right layout shows from the first rows). */
export function SalaryTable({ rows, offset, sort, onSort, phone }: { rows: SalaryRowOf[]; offset: number; sort: SortState; onSort: (key: SortKey) => void; phone: boolean }) {
  return phone ? (
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
      <DataTable columns={cardColumns(offset)} rows={rows} rowKey={(r) => r.id} />
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
          {rows.map((r, i) => (
            <Table.Tr key={r.id}>
              <Table.Td>{offset + i + 1}</Table.Td>
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
  );
}

export function SalaryPager({ current, pages, setPage }: { current: number; pages: number; setPage: (page: number) => void }) {
  return (
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
  );
}
