import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WithdrawalRequestsPage from './WithdrawalRequestsPage';
import RoiWithdrawalsPage from './RoiWithdrawalsPage';
import CompoundWithdrawalsPage from './CompoundWithdrawalsPage';
import { AdminSetWithdrawalStatusDocument, AdminWithdrawalsDocument } from '../../modules/admin/graphql/money.generated';
import { confirmDialog, page, renderAdmin, withdrawalRecord } from '../../modules/admin/testing';
import { SENT_FOR_APPROVAL } from '../../modules/staff/pending';
import { AdminMemberSearchDocument } from '../../modules/admin/graphql/members.generated';

const ADDRESS = '0x1111111111111111111111111111111111111111';

function listMock(kind: string, status: string | null, items: unknown[]) {
  return {
    request: { query: AdminWithdrawalsDocument, variables: { kind, status, page: 1, pageSize: 10 } },
    result: { data: { withdrawals: page('WithdrawalPage', items) } },
  };
}

describe('withdrawal queues', () => {
  it('shows gross, deduction, net and the payout address of each request', async () => {
    renderAdmin(<WithdrawalRequestsPage />, {
      path: '/admin/pending-withdrawal-request',
      initialEntries: ['/admin/pending-withdrawal-request'],
      mocks: [listMock('NORMAL', 'PENDING', [withdrawalRecord({ gross: '1250', fee: '125', feePercent: '10', net: '1125' })])],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Withdrawal requests' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'E-mail', 'Payout Address', 'Amount', 'Deduction', 'Net', 'Status', 'Requested At', 'Processed At', 'Action']);

    const row = (await screen.findByText('Alice Member')).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent('$1,250.00');
    expect(cells[4]).toHaveTextContent('$125.00');
    expect(cells[4]).toHaveTextContent('10.00%');
    expect(cells[5]).toHaveTextContent('$1,125.00');
    // The address is shortened in the cell; the full text is copied and shown in the QR popover.
    expect(within(cells[2]).getByRole('button', { name: `Show QR code for ${ADDRESS}` })).toBeInTheDocument();
    expect(within(cells[2]).getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    await userEvent.click(within(cells[2]).getByRole('button', { name: `Show QR code for ${ADDRESS}` }));
    expect(await screen.findByRole('img', { name: 'Payout address QR code' })).toBeInTheDocument();
  });

  it('searches by member (name, email or code): the list and the CSV export follow (issue 20 item 15)', async () => {
    renderAdmin(<WithdrawalRequestsPage />, {
      path: '/admin/pending-withdrawal-request',
      initialEntries: ['/admin/pending-withdrawal-request'],
      mocks: [
        listMock('NORMAL', 'PENDING', [withdrawalRecord(), withdrawalRecord({ id: 12, memberId: 9, email: 'zed@example.com', member: { __typename: 'MemberSummary', id: 9, username: 'MRD100009', fullname: 'Zed Other' } as never })]),
        { request: { query: AdminMemberSearchDocument, variables: { search: 'alice' } }, result: { data: { members: { __typename: 'MemberPage', items: [{ __typename: 'Member', id: 7, fullname: 'Alice Member', username: 'MRD100007', email: 'alice@example.com' }] } } } },
        { request: { query: AdminWithdrawalsDocument, variables: { kind: 'NORMAL', status: 'PENDING', memberId: 7, page: 1, pageSize: 10 } }, result: { data: { withdrawals: page('WithdrawalPage', [withdrawalRecord()]) } } },
      ],
    });
    expect(await screen.findByText('Zed Other')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).not.toContain('memberId=');
    await userEvent.type(screen.getByRole('combobox', { name: 'Search by member' }), 'alice');
    await userEvent.click(await screen.findByRole('option', { name: /Alice Member \(MRD100007\)/ }));
    await waitFor(() => expect(screen.queryByText('Zed Other')).not.toBeInTheDocument());
    expect(screen.getByText('Alice Member')).toBeInTheDocument();
    const href = screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!;
    expect(href).toMatch(/^\/api\/v1\/export\/withdrawals\?/);
    expect(href).toContain('memberId=7');
    expect(href).toContain('kind=NORMAL');
  });

  it('Decline → the confirm repeats amount, fee, net and address → setWithdrawalStatus(id, DECLINE, NORMAL)', async () => {
    const pending = withdrawalRecord();
    const declined = withdrawalRecord({ status: 'DECLINE', processedAt: '2025-03-14T09:30:00.000Z' });
    const mutationResult = jest.fn(() => ({ data: { setWithdrawalStatus: { ...declined, pendingApproval: null } } }));
    renderAdmin(<WithdrawalRequestsPage />, {
      path: '/admin/pending-withdrawal-request/:action',
      initialEntries: ['/admin/pending-withdrawal-request/pending'],
      mocks: [
        listMock('NORMAL', 'PENDING', [pending]),
        { request: { query: AdminSetWithdrawalStatusDocument, variables: { id: 11, status: 'DECLINE', kind: 'NORMAL' } }, result: mutationResult },
        { ...listMock('NORMAL', 'PENDING', []), delay: 400 },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Withdrawal requests — pending' })).toBeInTheDocument();

    const row = (await screen.findByText('Alice Member')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Decline withdrawal')).toBeInTheDocument();
    expect(within(dialog).getByText('$100.00')).toBeInTheDocument();
    expect(within(dialog).getByText('$10.00 (10.00%)')).toBeInTheDocument();
    expect(within(dialog).getByText('$90.00')).toBeInTheDocument();
    expect(within(dialog).getByText(ADDRESS)).toBeInTheDocument();
    expect(mutationResult).not.toHaveBeenCalled();

    await confirmDialog('Decline');
    await waitFor(() => expect(mutationResult).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(row).getByText('Declined')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(await screen.findByText('Withdrawal of $100.00 declined')).toBeInTheDocument();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('completing above the approval threshold says it waits for a second person, not that it is done', async () => {
    const pending = withdrawalRecord({ gross: '1500', fee: '150', net: '1350' });
    const waiting = { ...pending, pendingApproval: { __typename: 'ApprovalRequestRecord', id: '3', status: 'PENDING' } };
    renderAdmin(<WithdrawalRequestsPage />, {
      path: '/admin/pending-withdrawal-request/:action',
      initialEntries: ['/admin/pending-withdrawal-request/pending'],
      access: { role: 'FINANCE', adminId: 2 },
      mocks: [
        listMock('NORMAL', 'PENDING', [pending]),
        { request: { query: AdminSetWithdrawalStatusDocument, variables: { id: 11, status: 'COMPLETE', kind: 'NORMAL' } }, result: { data: { setWithdrawalStatus: waiting } } },
        listMock('NORMAL', 'PENDING', [pending]),
      ],
    });
    const row = (await screen.findByText('Alice Member')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Complete' }));
    await confirmDialog('Complete');
    expect(await screen.findByText(SENT_FOR_APPROVAL)).toBeInTheDocument();
    expect(screen.queryByText('Withdrawal of $1,500.00 completed')).not.toBeInTheDocument();
    // Still pending in the queue until a second staff member approves it.
    expect(within(row).getByText('Pending')).toBeInTheDocument();
  });

  it('a role without withdrawals:decide (ANALYST) sees the queue without Complete / Decline', async () => {
    renderAdmin(<WithdrawalRequestsPage />, {
      path: '/admin/pending-withdrawal-request',
      initialEntries: ['/admin/pending-withdrawal-request'],
      access: { role: 'ANALYST' },
      mocks: [listMock('NORMAL', 'PENDING', [withdrawalRecord()])],
    });
    const row = (await screen.findByText('Alice Member')).closest('tr')!;
    expect(within(row).getByText('$100.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Action');
  });

  it('a tab change navigates to /admin/pending-withdrawal-request/{tab}', async () => {
    renderAdmin(<WithdrawalRequestsPage />, {
      path: '/admin/pending-withdrawal-request/:action',
      initialEntries: ['/admin/pending-withdrawal-request/complete'],
      mocks: [listMock('NORMAL', 'COMPLETE', [withdrawalRecord({ status: 'COMPLETE' })]), listMock('NORMAL', 'DECLINE', [])],
    });
    expect(screen.getByRole('tab', { name: 'Complete' })).toHaveAttribute('aria-selected', 'true');
    const row = (await screen.findByText('Alice Member')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Decline' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/pending-withdrawal-request/decline');
    expect(screen.getByRole('tab', { name: 'Decline' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('the ROI and Compound queues ask for their kind', async () => {
    const roi = renderAdmin(<RoiWithdrawalsPage />, { mocks: [listMock('ROI', 'PENDING', [withdrawalRecord({ kind: 'ROI', gross: '40' })])] });
    expect(screen.getByRole('heading', { level: 1, name: 'ROI withdrawals' })).toBeInTheDocument();
    expect(await screen.findByText('$40.00')).toBeInTheDocument();
    roi.unmount();

    renderAdmin(<CompoundWithdrawalsPage />, { mocks: [listMock('COMPOUND', 'PENDING', [withdrawalRecord({ id: 12, kind: 'COMPOUND', gross: '75.5' })])] });
    expect(screen.getByRole('heading', { level: 1, name: 'Compound withdrawals' })).toBeInTheDocument();
    expect(await screen.findByText('$75.50')).toBeInTheDocument();
  });
});
