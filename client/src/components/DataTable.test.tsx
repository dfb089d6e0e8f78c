import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge, Button } from '@mantine/core';
import { DataTable, type Column } from './DataTable';
import { renderWithProviders } from '../test/render';
import { atPhoneWidth, restoreWidth } from '../test/viewport';

interface Row {
  id: number;
  email: string;
  status: string;
}
const approve = jest.fn();
const columns: Column<Row>[] = [
  { key: 'id', header: 'ID', render: (r) => String(r.id) },
  { key: 'email', header: 'E-mail', render: (r) => r.email },
  { key: 'status', header: 'Status', render: (r) => <Badge>{r.status}</Badge> },
  { key: 'action', header: 'Action', render: (r) => <Button onClick={() => approve(r.id)}>Complete #{r.id}</Button> },
];
const rows: Row[] = [
  { id: 1, email: 'ada@example.com', status: 'COMPLETE' },
  { id: 2, email: 'bob@example.com', status: 'PENDING' },
];


describe('DataTable', () => {
  afterEach(restoreWidth);

  it('is a table on a wide screen', () => {
    atPhoneWidth(false);
    renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} caption="Queue" />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'E-mail', 'Status', 'Action']);
  });

  it('on a phone, every row is a card with each field labelled, the whole badge and its action visible', async () => {
    atPhoneWidth(true);
    renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} caption="Queue" />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'Queue' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByText('E-mail')).toBeInTheDocument();
    expect(first.getByText('ada@example.com')).toBeInTheDocument();
    expect(first.getByText('COMPLETE')).toBeInTheDocument();
    // The action's button is in the card, not a column to scroll to.
    await userEvent.click(first.getByRole('button', { name: 'Complete #1' }));
    expect(approve).toHaveBeenCalledWith(1);
    expect(first.queryByText('Action')).not.toBeInTheDocument();
  });

  it('on a phone, loading and empty states show as text', () => {
    atPhoneWidth(true);
    const { unmount } = renderWithProviders(<DataTable columns={columns} rows={undefined} loading rowKey={(r) => r.id} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    unmount();
    renderWithProviders(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} emptyText="Nothing here" />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });
});
