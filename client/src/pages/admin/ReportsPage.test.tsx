import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReportsPage from './ReportsPage';
import { AdminReportDocument } from '../../modules/console/console.generated';
import { renderAdmin } from '../../modules/admin/testing';
import { AdminMemberSearchDocument } from '../../modules/admin/graphql/members.generated';

const row = (id: number, kind: string, amount: string) => ({
  __typename: 'ReportRow', id, createdAt: '2025-03-12T10:00:00.000Z', memberId: 7, username: 'MRD100007', fullname: 'Alice Member', email: 'alice@example.com', wallet: 'ACTIVE', kind, amount, balanceAfter: '100.00', counterpartyId: null, description: `Entry ${id}`,
});
const page = (items: unknown[], sum: string) => ({ report: { __typename: 'ReportPage', total: items.length, page: 1, pageSize: 10, sum, items } });

describe('ReportsPage (/admin/reports)', () => {
  it('lists ledger lines with the total; Apply filters the list and the CSV export alike', async () => {
    const mocks = [
      { request: { query: AdminReportDocument, variables: { filter: {}, page: 1, pageSize: 10 } }, result: { data: page([row(2, 'ROI', '1.25'), row(1, 'DEPOSIT', '100.00')], '101.25') } },
      { request: { query: AdminReportDocument, variables: { filter: { from: '2025-03-01', memberId: 7, kind: 'DEPOSIT' }, page: 1, pageSize: 10 } }, result: { data: page([row(1, 'DEPOSIT', '100.00')], '100.00') } },
      {
        request: { query: AdminMemberSearchDocument, variables: { search: 'alice' } },
        result: { data: { members: { __typename: 'MemberPage', items: [{ __typename: 'Member', id: 7, fullname: 'Alice Member', username: 'MRD100007', email: 'alice@example.com' }] } } },
      },
    ];
    renderAdmin(<ReportsPage />, { mocks });
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(await screen.findByText('Entry 2')).toBeInTheDocument();
    expect(screen.getByText('$101.25')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/v1/export/ledger');

    await userEvent.type(screen.getByLabelText('From'), '2025-03-01');
    // The member by name, email or code (issue 20 item 7), not a numeric id.
    await userEvent.type(screen.getByRole('combobox', { name: 'Member' }), 'alice');
    await userEvent.click(await screen.findByRole('option', { name: 'Alice Member (MRD100007) · alice@example.com' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'DEPOSIT' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.queryByText('Entry 2')).not.toBeInTheDocument());
    const table = screen.getByRole('table');
    expect(within(table).getByText('Entry 1')).toBeInTheDocument();
    // Rows name the member, with the code beside the name.
    expect(within(table).getByRole('link', { name: 'Alice Member' })).toHaveAttribute('href', '/admin/check/profile/7');
    expect(within(table).getByText('MRD100007')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/v1/export/ledger?from=2025-03-01&memberId=7&kind=DEPOSIT');
  });

  it('refuses To before From', async () => {
    renderAdmin(<ReportsPage />, { mocks: [{ request: { query: AdminReportDocument, variables: { filter: {}, page: 1, pageSize: 10 } }, result: { data: page([], '0.00') } }] });
    await userEvent.type(screen.getByLabelText('From'), '2025-03-10');
    await userEvent.type(screen.getByLabelText('To'), '2025-03-01');
    expect(screen.getByText('To must be on or after From')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});
