/**
 * Export CSV for server-paged lists: loads every page (100 rows a call, up to 5,000 rows) and
 * downloads the columns' CSV values.
 */
import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import Papa from 'papaparse';
import type { Column } from '../../components/DataTable';
import { errorMessage, notifyError } from '../../lib/notify';

export const EXPORT_PAGE_SIZE = 100;
export const EXPORT_MAX_ROWS = 5000;

/** Loads pages 1, 2, … until `total` rows (or the cap) are in. */
export async function collectPages<T>(fetchPage: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; rows.length < EXPORT_MAX_ROWS; page += 1) {
    const { items, total } = await fetchPage(page, EXPORT_PAGE_SIZE);
    rows.push(...items);
    if (!items.length || rows.length >= total) break;
  }
  return rows.slice(0, EXPORT_MAX_ROWS);
}

/** Every row of a keyset-paged list, each page read by the previous page's cursor (no OFFSET). */
export async function collectByKey<T>(fetchPage: (before: number | undefined, pageSize: number) => Promise<{ items: T[]; nextCursor?: number | null }>): Promise<T[]> {
  const rows: T[] = [];
  let before: number | undefined;
  while (rows.length < EXPORT_MAX_ROWS) {
    const { items, nextCursor } = await fetchPage(before, EXPORT_PAGE_SIZE);
    rows.push(...items);
    if (!nextCursor) break;
    before = nextCursor;
  }
  return rows.slice(0, EXPORT_MAX_ROWS);
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

export function ExportCsvButton<T>({ name, columns, load, disabled }: { name: string; columns: Column<T>[]; load: () => Promise<T[]>; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const rows = await load();
      downloadCsv(name, csvRecords(columns, rows));
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
