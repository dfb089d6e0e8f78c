import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DepositsPage from './DepositsPage';
import { AdminDeleteDepositDocument, AdminDepositsDocument, AdminSetDepositStatusDocument } from '../../modules/admin/graphql/money.generated';
import { confirmDialog, depositRecord, page, renderAdmin } from '../../modules/admin/testing';
import { AdminMemberSearchDocument } from '../../modules/admin/graphql/members.generated';

const ROUTE = '/admin/deposite/:action';

function listMock(status: string | null, items: unknown[], extra: { delay?: number } = {}) {
  return {
    request: { query: AdminDepositsDocument, variables: { status, page: 1, pageSize: 10 } },
    result: { data: { deposits: page('DepositPage', items) } },
    ...extra,
  };
}

describe('DepositsPage', () => {
  it('picks the tab from :action, sets the title and loads that status', async () => {
    const declined = depositRecord({ id: 8, status: 'DECLINE', processedAt: '2025-03-13T10:00:00.000Z' });
    renderAdmin(<DepositsPage />, { path: ROUTE, initialEntries: ['/admin/deposite/decline'], mocks: [listMock('DECLINE', [declined])] });

    expect(screen.getByRole('heading', { level: 1, name: 'Deposits — decline' })).toBeInTheDocument();
    expect(document.title).toBe('Deposits — decline');
    expect(screen.getByRole('tab', { name: 'Decline' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'false');

    const row = (await screen.findByText('Alice Member')).closest('tr')!;
    expect(within(row).getByText('$1,250.00')).toBeInTheDocument();
    expect(within(row).getByText('Declined')).toBeInTheDocument();
    // A declined deposit can only be deleted.
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  });

  it('a role without deposits:decide (ANALYST) reads the deposits with no Complete / Decline / Delete', async () => {
    renderAdmin(<DepositsPage />, {
      path: ROUTE,
      initialEntries: ['/admin/deposite/all'],
      access: { role: 'ANALYST' },
      mocks: [listMock(null, [depositRecord(), depositRecord({ id: 8, status: 'DECLINE' })])],
    });
    expect(await screen.findAllByText('Alice Member')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Action');
  });

  it("shows 'Deposits' and the Pending tab without an action; a tab change navigates", async () => {
    renderAdmin(<DepositsPage />, { path: '/admin/deposite', initialEntries: ['/admin/deposite'], mocks: [listMock('PENDING', [])] });
    expect(screen.getByRole('heading', { level: 1, name: 'Deposits' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No data available')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/deposite/all');
  });

  it('Complete → confirm → setDepositStatus; the row updates in place, then the tab is refetched', async () => {
    const pending = depositRecord();
    const completed = depositRecord({ status: 'COMPLETE', processedAt: '2025-03-14T09:30:00.000Z' });
    const mutationResult = jest.fn(() => ({ data: { setDepositStatus: completed } }));
    renderAdmin(<DepositsPage />, {
      path: ROUTE,
      initialEntries: ['/admin/deposite/pending'],
      mocks: [
        listMock('PENDING', [pending]),
        { request: { query: AdminSetDepositStatusDocument, variables: { id: 5, status: 'COMPLETE' } }, result: mutationResult },
        // The refetch of the Pending tab answers later: the completed deposit has left it.
        listMock('PENDING', [], { delay: 400 }),
      ],
    });

    const row = (await screen.findByText('Alice Member')).closest('tr')!;
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Complete' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Complete deposit')).toBeInTheDocument();
    expect(within(dialog).getByText('$1,250.00')).toBeInTheDocument();
    expect(mutationResult).not.toHaveBeenCalled();
    await confirmDialog('Complete');

    await waitFor(() => expect(mutationResult).toHaveBeenCalledTimes(1));
    // In place, from the mutation's DepositRecord (before the refetch answers).
    await waitFor(() => expect(within(row).getByText('Complete')).toBeInTheDocument());
    expect(within(row).getByText('14 Mar 2025', { exact: false })).toBeInTheDocument();
    expect(await screen.findByText('Deposit of $1,250.00 completed')).toBeInTheDocument();
    // Then the refetched Pending tab no longer has it.
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('the approval dialog shows the proof image beside the amount and the full hash with a copy button (issue 20 item 8)', async () => {
    const hash = '0x9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
    renderAdmin(<DepositsPage />, {
      path: ROUTE,
      initialEntries: ['/admin/deposite/pending'],
      mocks: [listMock('PENDING', [depositRecord({ proofUrl: '/uploads/deposits/proof-5.png' }), depositRecord({ id: 6, proofUrl: null, hash: null })])],
    });
    const rows = (await screen.findAllByText('Alice Member')).map((n) => n.closest('tr')!);
    await userEvent.click(within(rows[0]).getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog');
    const evidence = within(dialog).getByTestId('deposit-evidence');
    expect(within(evidence).getByRole('img', { name: 'Deposit proof' })).toHaveAttribute('src', '/uploads/deposits/proof-5.png');
    expect(within(evidence).getByText('$1,250.00')).toBeInTheDocument();
    expect(within(evidence).getByText(hash)).toBeInTheDocument(); // in full, not shortened
    expect(within(evidence).getByRole('button', { name: 'Copy transaction hash' })).toBeInTheDocument();
    await confirmDialog('Cancel');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Without a proof, the dialog says so instead of approving blind.
    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Decline' }));
    const second = await screen.findByRole('dialog');
    expect(within(second).getByText('No proof uploaded: check the hash on the network before completing.')).toBeInTheDocument();
    expect(within(second).queryByRole('img')).not.toBeInTheDocument();
  });

  it('searches by member (name, email or code): the list and the CSV export follow (issue 20 item 15)', async () => {
    renderAdmin(<DepositsPage />, {
      path: ROUTE,
      initialEntries: ['/admin/deposite/pending'],
      mocks: [
        listMock('PENDING', [depositRecord(), depositRecord({ id: 6, memberId: 9, email: 'zed@example.com', member: { __typename: 'MemberSummary', id: 9, username: 'MRD100009', fullname: 'Zed Other' } as never })]),
        { request: { query: AdminMemberSearchDocument, variables: { search: 'alice' } }, result: { data: { members: { __typename: 'MemberPage', items: [{ __typename: 'Member', id: 7, fullname: 'Alice Member', username: 'MRD100007', email: 'alice@example.com' }] } } } },
        { request: { query: AdminDepositsDocument, variables: { status: 'PENDING', memberId: 7, page: 1, pageSize: 10 } }, result: { data: { deposits: page('DepositPage', [depositRecord()]) } } },
      ],
    });
    expect(await screen.findByText('Zed Other')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Search by member' }), 'alice');
    await userEvent.click(await screen.findByRole('option', { name: /Alice Member \(MRD100007\)/ }));
    await waitFor(() => expect(screen.queryByText('Zed Other')).not.toBeInTheDocument());
    expect(screen.getByText('Alice Member')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/v1/export/deposits?memberId=7&status=pending');
  });

  it('does nothing when the confirm dialog is cancelled', async () => {
    const mutationResult = jest.fn(() => ({ data: { setDepositStatus: depositRecord({ status: 'DECLINE' }) } }));
    renderAdmin(<DepositsPage />, {
      path: ROUTE,
      initialEntries: ['/admin/deposite/pending'],
      mocks: [listMock('PENDING', [depositRecord()]), { request: { query: AdminSetDepositStatusDocument, variables: { id: 5, status: 'DECLINE' } }, result: mutationResult }],
    });
    const row = (await screen.findByText('Alice Member')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Decline' }));
    await confirmDialog('Cancel');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mutationResult).not.toHaveBeenCalled();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
  });

  it('shows the server message when the status change fails', async () => {
    renderAdmin(<DepositsPage />, {
      path: ROUTE,
      initialEntries: ['/admin/deposite/pending'],
      mocks: [
        listMock('PENDING', [depositRecord()]),
        { request: { query: AdminSetDepositStatusDocument, variables: { id: 5, status: 'COMPLETE' } }, result: { errors: [{ message: 'Already processed', extensions: { code: 'ALREADY_PROCESSED' } }] } },
      ],
    });
    const row = (await screen.findByText('Alice Member')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Complete' }));
    await confirmDialog('Complete');
    expect(await screen.findByText('Already processed')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
  });

  it('deletes a declined deposit after confirming; it leaves the list', async () => {
    const declined = depositRecord({ id: 8, status: 'DECLINE' });
    const deleted = jest.fn(() => ({ data: { deleteDeposit: { __typename: 'MessageResult', success: true, message: 'Deposit removed' } } }));
    renderAdmin(<DepositsPage />, {
      path: ROUTE,
      initialEntries: ['/admin/deposite/decline'],
      mocks: [listMock('DECLINE', [declined]), { request: { query: AdminDeleteDepositDocument, variables: { id: 8 } }, result: deleted }, listMock('DECLINE', [])],
    });
    const row = (await screen.findByText('Alice Member')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await confirmDialog('Delete');
    await waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Deposit removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Alice Member')).not.toBeInTheDocument());
  });
});
