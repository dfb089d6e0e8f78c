/**
 * 'Export CSV' of a server export (issue 20 item 15): the link keeps its address (and works without
 * JavaScript), but a click streams the file with fetch and shows its progress (rows received so
 * far) instead of a silent wait, then saves it under the server's file name.
 */
import { useRef, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { notifyError } from '../lib/notify';

/** The file name of a Content-Disposition header ('export.csv' when none). */
export function attachmentName(header: string | null, fallback = 'export.csv'): string {
  const m = header?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return m ? decodeURIComponent(m[1]) : fallback;
}

export function ExportLink({ href, label = 'Export CSV' }: { href: string; label?: string }) {
  const [rows, setRows] = useState<number | null>(null);
  const busy = useRef(false);

  const download = async () => {
    if (busy.current) return;
    busy.current = true;
    setRows(0);
    try {
      const res = await fetch(href, { credentials: 'same-origin' });
      if (!res.ok || !res.body) {
        const text = await res.text().catch(() => '');
        let message = `Export failed (${res.status})`;
        try {
          message = (JSON.parse(text) as { message?: string }).message ?? message;
        } catch {
          /* not JSON */
        }
        throw new Error(message);
      }
      const reader = res.body.getReader();
      const chunks: Uint8Array[] = [];
      let lines = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        for (const byte of value) if (byte === 10) lines += 1;
        setRows(Math.max(0, lines - 1)); // the header line is not a row
      }
      const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: res.headers.get('content-type') ?? 'text/csv' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = attachmentName(res.headers.get('content-disposition'));
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      notifyError(err instanceof Error ? err.message : 'Export failed');
    } finally {
      busy.current = false;
      setRows(null);
    }
  };

  const exporting = rows !== null;
  return (
    <>
      <Button
        component="a"
        href={href}
        download
        variant="default"
        leftSection={<IconDownload size={16} />}
        aria-busy={exporting}
        onClick={(e: React.MouseEvent<HTMLAnchorElement>) => {
          // Streams with progress where the browser can; otherwise the plain download.
          if (typeof fetch !== 'function' || typeof ReadableStream === 'undefined') return;
          e.preventDefault();
          void download();
        }}
      >
        {label}
      </Button>
      {exporting ? (
        <Text size="sm" c="dimmed" role="status" data-testid="export-progress">
          Exporting… {rows.toLocaleString('en-US')} {rows === 1 ? 'row' : 'rows'}
        </Text>
      ) : null}
    </>
  );
}
