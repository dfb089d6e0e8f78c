import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Center, Group, Loader, Pagination, Paper, ScrollArea, Stack, Table, Text, TextInput, em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ExportLink } from './ExportLink';
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
  /** Server export URL (GET /api/v1/export/...): Export CSV downloads the whole table from the server instead. */
  exportHref?: string;
  caption?: string;
}

/** Below this width lists are stacked cards: every field and action visible, nothing to scroll sideways. */
export const CARDS_BELOW = em(640);

/**
 * One row as a card: each column's header and value; an 'Action(s)' column holding controls (not
 * plain text) goes last, full width, so its buttons are always on screen.
 */
function RowCard<T>({ row, index, columns }: { row: T; index: number; columns: Column<T>[] }) {
  const cells = columns.map((c) => ({ c, value: c.render(row, index) }));
  const isControl = ({ c, value }: { c: Column<T>; value: ReactNode }) => isActionColumn(c.header) && typeof value !== 'string' && typeof value !== 'number';
  return (
    <Paper withBorder radius="md" p="sm" component="li" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        {cells.filter((x) => !isControl(x)).map(({ c, value }) => (
          <Group key={c.key} justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Text size="xs" c="dimmed" fw={600} style={{ flexShrink: 0 }}>
              {c.header}
            </Text>
            <Box ta="right" fz="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Group>
        ))}
        {cells.filter(isControl).map(({ c, value }) => (
          <Box key={c.key} pt={4}>
            {value}
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

/** The 'Action(s)' column. */
const isActionColumn = (header: string) => /^actions?$/i.test(header);

/**
 * An action column stays at the table's right edge while the other columns scroll (a wide queue at
 * 1366 px cut its Complete / Decline / Delete off at the right).
 */
const STICKY_ACTION = { position: 'sticky', right: 0, zIndex: 1, background: 'var(--mantine-color-body)', boxShadow: '-8px 0 8px -8px rgba(0, 0, 0, 0.3)' } as const;

/**
 * Table with loading, empty and error states, optional search, server paging and CSV export
 * (PAGES §1.11); on a phone (below CARDS_BELOW) the rows are stacked cards.
 */
export function DataTable<T>({ columns, rows, rowKey, loading, error, emptyText = 'No data available', paging, searchable, searchPlaceholder = 'Search...', exportName, exportHref, caption }: DataTableProps<T>) {
  const [search, setSearch] = useState('');
  const cards = useMediaQuery(`(max-width: ${CARDS_BELOW})`) ?? false;
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
      {(searchable || exportName || exportHref) && (
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
          {exportHref ? (
            <Group gap="xs">
              <ExportLink href={exportHref} />
            </Group>
          ) : exportName ? (
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
      ) : cards ? (
        <Box aria-label={caption} role="region">
          {loading && !rows?.length ? (
            <Center py="md">
              <Group gap="xs">
                <Loader size="sm" />
                <Text size="sm">Loading...</Text>
              </Group>
            </Center>
          ) : visible.length === 0 ? (
            <Text ta="center" c="dimmed" py="md">
              {emptyText}
            </Text>
          ) : (
            <Stack gap="sm" component="ul" p={0} m={0}>
              {visible.map((row, i) => (
                <RowCard key={rowKey(row)} row={row} index={i} columns={columns} />
              ))}
            </Stack>
          )}
        </Box>
      ) : (
        <ScrollArea>
          <Table striped highlightOnHover withTableBorder verticalSpacing="sm" miw={640}>
            {caption ? <Table.Caption>{caption}</Table.Caption> : null}
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.key} style={{ textAlign: c.align ?? 'left', ...(isActionColumn(c.header) ? STICKY_ACTION : {}) }}>
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
                      <Table.Td key={c.key} style={{ textAlign: c.align ?? 'left', ...(isActionColumn(c.header) ? STICKY_ACTION : {}) }}>
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
        <Group justify="space-between" mt="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {`Showing ${(paging.page - 1) * paging.pageSize + 1} to ${Math.min(paging.page * paging.pageSize, paging.total)} of ${paging.total} results`}
          </Text>
          <Pagination total={totalPages} value={paging.page} onChange={paging.onPageChange} size="sm" />
        </Group>
      ) : null}
    </div>
  );
}
