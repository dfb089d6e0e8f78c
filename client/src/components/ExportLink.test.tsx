import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { attachmentName, ExportLink } from './ExportLink';

describe('ExportLink', () => {
  const saved = { fetch: globalThis.fetch, stream: (globalThis as { ReadableStream?: unknown }).ReadableStream, create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    globalThis.fetch = saved.fetch;
    (globalThis as { ReadableStream?: unknown }).ReadableStream = saved.stream;
    URL.createObjectURL = saved.create;
    URL.revokeObjectURL = saved.revoke;
  });

  it('streams the export with the rows received so far, then saves it under the server file name', async () => {
    const encoder = new TextEncoder();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const parts = [encoder.encode('Entry ID,Amount\n1,10.00\n2,'), encoder.encode('5.00\n3,1.00\n')];
    let i = 0;
    const reader = {
      read: async () => {
        if (i === 1) await gate; // the second chunk waits: the progress of the first shows meanwhile
        return i < parts.length ? { done: false, value: parts[i++] } : { done: true, value: undefined };
      },
    };
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, headers: new Headers({ 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="ledger-2026-11-27.csv"' }), body: { getReader: () => reader } });
    (globalThis as { ReadableStream?: unknown }).ReadableStream = class {};
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    const clicks: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(`${this.getAttribute('href')} ${this.download}`);
    });

    renderWithProviders(<ExportLink href="/api/v1/export/ledger?kind=ROI" />);
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/v1/export/ledger?kind=ROI');
    await userEvent.click(link);
    expect(await screen.findByTestId('export-progress')).toHaveTextContent('Exporting… 1 row');
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/v1/export/ledger?kind=ROI', { credentials: 'same-origin' });
    await act(async () => release());
    await waitFor(() => expect(clicks).toEqual(['blob:export ledger-2026-11-27.csv']));
    expect(screen.queryByTestId('export-progress')).not.toBeInTheDocument();
    click.mockRestore();
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(attachmentName('attachment; filename="users.csv"')).toBe('users.csv');
    expect(attachmentName(null)).toBe('export.csv');
  });
});
