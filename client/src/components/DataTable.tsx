import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Center, Group, Loader, Pagination, ScrollArea, Table, Text, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import Papa from 'papaparse';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T, index: number) => ReactNode;
  /** Plain value for the CSV export (defaults to the rendered text when it is a string or number). */
  csv?: (row: T) => string | number | null | undefined;
  align?: 'left' | 'right' | 'center';
}

export interface ServerPaging {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  error?: string | null;
  /** Shown when there are no rows (default 'No data available'). */
  emptyText?: string;
  /** Server-side paging; without it all rows show. */
  paging?: ServerPaging;
  /** Client-side search over the row's CSV values. */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** File name (without .csv) for the Export CSV button. */
  exportName?: string;
  caption?: string;
}

/** Table with loading, empty and error states, optional search, server paging and CSV export (PAGES §1.11). */
export function DataTable<T>({ columns, rows, rowKey, loading, error, emptyText = 'No data available', paging, searchable, searchPlaceholder = 'Search...', exportName, caption }: DataTableProps<T>) {
  const [search, setSearch] = useState('');
  const cellText = (c: Column<T>, row: T, i: number) => {
    if (c.csv) return c.csv(row);
    const v = c.render(row, i);
    return typeof v === 'string' || typeof v === 'number' ? v : '';
  };
  const visible = useMemo(() => {
    const all = rows ?? [];
    const q = search.trim().toLowerCase();
    if (!q) return all;
    return all.filter((row, i) => columns.some((c) => String(cellText(c, row, i) ?? '').toLowerCase().includes(q)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, search, columns]);

  const exportCsv = () => {
    const data = visible.map((row, i) => Object.fromEntries(columns.map((c) => [c.header, cellText(c, row, i) ?? ''])));
    const blob = new Blob([Papa.unparse(data)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${exportName}.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };

  const totalPages = paging ? Math.max(1, Math.ceil(paging.total / paging.pageSize)) : 1;
  return (
    <div>
      {(searchable || exportName) && (
        <Group justify="space-between" mb="sm" wrap="wrap">
          {searchable ? (
            <TextInput
              aria-label={searchPlaceholder}
              placeholder={searchPlaceholder}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              w={{ base: '100%', sm: 320 }}
            />
          ) : (
            <span />
          )}
          {exportName ? (
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={exportCsv} disabled={!visible.length}>
              Export CSV
            </Button>
          ) : null}
        </Group>
      )}
      {error ? (
        <Alert color="red" title="Error Loading Data" role="alert">
          {error}
        </Alert>
      ) : (
        <ScrollArea>
          <Table striped highlightOnHover withTableBorder verticalSpacing="sm" miw={640}>
            {caption ? <Table.Caption>{caption}</Table.Caption> : null}
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.key} style={{ textAlign: c.align ?? 'left' }}>
                    {c.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loading && !rows?.length ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Center py="md">
                      <Group gap="xs">
                        <Loader size="sm" />
                        <Text size="sm">Loading...</Text>
                      </Group>
                    </Center>
                  </Table.Td>
                </Table.Tr>
              ) : visible.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Text ta="center" c="dimmed" py="md">
                      {emptyText}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                visible.map((row, i) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((c) => (
                      <Table.Td key={c.key} style={{ textAlign: c.align ?? 'left' }}>
                        {c.render(row, i)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {paging && paging.total > paging.pageSize ? (
        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed">
            {`Showing ${(paging.page - 1) * paging.pageSize + 1} to ${Math.min(paging.page * paging.pageSize, paging.total)} of ${paging.total} results`}
          </Text>
          <Pagination total={totalPages} value={paging.page} onChange={paging.onPageChange} size="sm" />
        </Group>
      ) : null}
    </div>
  );
}
