/**
 * Export CSV for server-paged lists without a server export: loads every page (100 rows a call, up
 * to 5,000 rows) and downloads the columns' CSV values; a list cut at 5,000 rows says so. Admin
 * tables and the member statement export from the server instead (modules/console/exportUrl).
 */
import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import Papa from 'papaparse';
import type { Column } from '../../components/DataTable';
import { errorMessage, notifyError } from '../../lib/notify';

export const EXPORT_PAGE_SIZE = 100;
export const EXPORT_MAX_ROWS = 5000;

/** Collected rows; `truncated` when the list had more than EXPORT_MAX_ROWS. */
export type Collected<T> = T[] & { truncated?: boolean };

const cut = <T,>(rows: T[], more: boolean): Collected<T> => Object.assign(rows.slice(0, EXPORT_MAX_ROWS), { truncated: more || rows.length > EXPORT_MAX_ROWS });

/** Loads pages 1, 2, … until `total` rows (or the cap) are in. */
export async function collectPages<T>(fetchPage: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>): Promise<Collected<T>> {
  const rows: T[] = [];
  let total = 0;
  for (let page = 1; rows.length < EXPORT_MAX_ROWS; page += 1) {
    const result = await fetchPage(page, EXPORT_PAGE_SIZE);
    total = result.total;
    rows.push(...result.items);
    if (!result.items.length || rows.length >= total) break;
  }
  return cut(rows, total > EXPORT_MAX_ROWS);
}

/** Every row of a keyset-paged list, each page read by the previous page's cursor (no OFFSET). */
export async function collectByKey<T>(fetchPage: (before: number | undefined, pageSize: number) => Promise<{ items: T[]; nextCursor?: number | null }>): Promise<Collected<T>> {
  const rows: T[] = [];
  let before: number | undefined;
  let more = false;
  while (rows.length < EXPORT_MAX_ROWS) {
    const { items, nextCursor } = await fetchPage(before, EXPORT_PAGE_SIZE);
    rows.push(...items);
    more = !!nextCursor;
    if (!nextCursor) break;
    before = nextCursor;
  }
  return cut(rows, more);
}

/** Plain values of the rows for the columns (the `csv` value, else the rendered text). */
export function csvRecords<T>(columns: Column<T>[], rows: T[]): Record<string, string | number>[] {
  return rows.map((row, i) =>
    Object.fromEntries(
      columns.map((c) => {
        const v = c.csv ? c.csv(row) : c.render(row, i);
        return [c.header, typeof v === 'string' || typeof v === 'number' ? v : ''];
      }),
    ),
  );
}

export function downloadCsv(name: string, records: Record<string, string | number>[]): void {
  const blob = new Blob([Papa.unparse(records)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.csv`;
  a.click();
  URL.revokeObjectURL(url);
}

export function ExportCsvButton<T>({ name, columns, load, disabled }: { name: string; columns: Column<T>[]; load: () => Promise<Collected<T>>; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const rows = await load();
      downloadCsv(name, csvRecords(columns, rows));
      // Never silently short: the file holds the newest rows only, and the toast says so.
      if (rows.truncated) {
        notifications.show({ color: 'yellow', autoClose: 10000, title: `Export cut at ${EXPORT_MAX_ROWS.toLocaleString('en-US')} rows`, message: 'The file holds the newest rows only: narrow the filters (dates, type) to export the rest.' });
      }
    } catch (err) {
      notifyError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void run()} loading={busy} disabled={disabled}>
      Export CSV
    </Button>
  );
}
