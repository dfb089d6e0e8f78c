import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from '../../../components/DataTable';
import { renderWithProviders } from '../../../test/render';
import { planAdminColumns } from './planAdminColumns';

type Row = { id: number; name: string; isActive: boolean };
const rows: Row[] = [
  { id: 3, name: 'Gold', isActive: true },
  { id: 4, name: 'Old', isActive: false },
];

describe('planAdminColumns', () => {
  it('shows Active/Retired, links Edit to the plan and offers Retire only while active', async () => {
    const retire = jest.fn(async () => true);
    const columns = planAdminColumns<Row>({ editPath: (id) => `/admin/editplan/${id}`, retire, retiring: false });
    renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(p) => p.id} loading={false} error={null} emptyText="No plans yet" />);
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    expect(screen.getByText('Retired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Gold' })).toHaveAttribute('href', '/admin/editplan/3');
    expect(screen.getByRole('link', { name: 'Edit Old' })).toHaveAttribute('href', '/admin/editplan/4');
    expect(screen.queryByRole('button', { name: 'Retire Old' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retire Gold' }));
    expect(retire).toHaveBeenCalledWith(rows[0]);
  });
});
