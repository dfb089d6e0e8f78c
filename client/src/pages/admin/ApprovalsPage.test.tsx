import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import ApprovalsPage from './ApprovalsPage';
import { ApproveRequestDocument, PendingApprovalsDocument, RejectRequestDocument, WithdrawRequestDocument } from '../../modules/staff/approvals.generated';
import { confirmDialog, page, renderAdmin } from '../../modules/admin/testing';
import { approvalRecord } from '../../modules/staff/testing';

/** The finance person (#2) asked for the withdrawal; the owner (#1) asked for a cash credit. */
const withdrawal = approvalRecord();
const ownCredit = approvalRecord({
  id: '8',
  kind: 'wallet.adjust',
  permission: 'wallets:adjust',
  makerId: 1,
  makerName: 'Olga Owner (STF11111111)',
  amount: '25.50',
  reason: 'Event bonus',
  payload: JSON.stringify({ memberId: 40, wallet: 'INCOME', action: 'credit', amount: '25500000', reason: 'Event bonus' }),
  target: null,
});

function list(status: string, items: unknown[]): MockedResponse {
  return { request: { query: PendingApprovalsDocument, variables: { status, page: 1, pageSize: 20 } }, result: { data: { pendingApprovals: page('ApprovalRequestPage', items, { pageSize: 20 }) } } };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('ApprovalsPage (/admin/approvals)', () => {
  it("shows maker, member, amount, what it does and the reason; no Approve on the signed-in admin's own request", async () => {
    renderAdmin(<ApprovalsPage />, { access: { role: 'OWNER', adminId: 1 }, mocks: [list('PENDING', [withdrawal, ownCredit])] });
    expect(screen.getByRole('heading', { level: 1, name: 'Approvals' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');

    const other = await rowOf('Complete income withdrawal #12 of $1,500.00 and pay it out');
    expect(within(other).getByText('Fiona Finance (STF12345678)')).toBeInTheDocument();
    expect(within(other).getByRole('link', { name: 'Sam Saver (MRD100040)' })).toHaveAttribute('href', '/admin/check/profile/40');
    expect(within(other).getByText('$1,500.00')).toBeInTheDocument();
    expect(within(other).getByText('Withdrawal payout')).toBeInTheDocument();
    expect(within(other).getByText('Withdrawal of normal above the approval threshold')).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Approve request 7' })).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Reject request 7' })).toBeInTheDocument();

    // Nothing is decided on the Pending tab: no Decision column.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Created At', 'Maker', 'Member', 'Amount', 'What it does', 'Reason', 'Status', 'Action']);

    const mine = await rowOf('Credit $25.50 to the Income wallet');
    expect(within(mine).getByText('You')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: /Reject/ })).not.toBeInTheDocument();
    expect(within(mine).getByText('Your request: another staff member must check it')).toBeInTheDocument();
    // The maker may take back their own pending request; nobody else sees Withdraw.
    expect(within(mine).getByRole('button', { name: 'Withdraw request 8' })).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('Withdraw on the maker\'s own pending request asks first, then withdraws and reloads the queue', async () => {
    const withdraw = jest.fn(() => ({ data: { withdrawRequest: { ...ownCredit, status: 'WITHDRAWN', decidedAt: '2025-03-12T15:00:00.000Z' } } }));
    renderAdmin(<ApprovalsPage />, {
      access: { role: 'OWNER', adminId: 1 },
      mocks: [list('PENDING', [ownCredit]), { request: { query: WithdrawRequestDocument, variables: { id: '8' } }, result: withdraw }, list('PENDING', [])],
    });
    const row = await rowOf('Credit $25.50 to the Income wallet');
    await userEvent.click(within(row).getByRole('button', { name: 'Withdraw request 8' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/nothing is posted/)).toBeInTheDocument();
    expect(within(dialog).getByText('Event bonus')).toBeInTheDocument();
    expect(withdraw).not.toHaveBeenCalled();
    await confirmDialog('Withdraw');
    await waitFor(() => expect(withdraw).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Withdrawn: nothing was posted (cash handling)')).toBeInTheDocument();
    expect(await screen.findByText('Nothing waits for approval')).toBeInTheDocument();
  });

  it('cancelling the Withdraw confirmation sends nothing', async () => {
    const withdraw = jest.fn(() => ({ data: { withdrawRequest: { ...ownCredit, status: 'WITHDRAWN' } } }));
    renderAdmin(<ApprovalsPage />, {
      access: { role: 'OWNER', adminId: 1 },
      mocks: [list('PENDING', [ownCredit]), { request: { query: WithdrawRequestDocument, variables: { id: '8' } }, result: withdraw }],
    });
    const row = await rowOf('Credit $25.50 to the Income wallet');
    await userEvent.click(within(row).getByRole('button', { name: 'Withdraw request 8' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(withdraw).not.toHaveBeenCalled();
    expect(within(row).getByRole('button', { name: 'Withdraw request 8' })).toBeEnabled();
  });

  it("shows the server's message when withdrawing is refused (already decided)", async () => {
    const refused: MockedResponse = {
      request: { query: WithdrawRequestDocument, variables: { id: '8' } },
      result: { errors: [new GraphQLError('This request was already decided', { extensions: { code: 'ALREADY_PROCESSED' } })] },
    };
    renderAdmin(<ApprovalsPage />, { access: { role: 'OWNER', adminId: 1 }, mocks: [list('PENDING', [ownCredit]), refused] });
    const row = await rowOf('Credit $25.50 to the Income wallet');
    await userEvent.click(within(row).getByRole('button', { name: 'Withdraw request 8' }));
    await confirmDialog('Withdraw');
    expect(await screen.findByText('This request was already decided')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Withdraw request 8' })).toBeEnabled();
  });

  it('Approve asks first, then approves and reloads the queue', async () => {
    const approve = jest.fn(() => ({ data: { approveRequest: { ...withdrawal, status: 'APPROVED', checkerName: 'Olga Owner (STF11111111)', decidedAt: '2025-03-12T15:00:00.000Z' } } }));
    renderAdmin(<ApprovalsPage />, {
      access: { role: 'OWNER', adminId: 1 },
      mocks: [list('PENDING', [withdrawal]), { request: { query: ApproveRequestDocument, variables: { id: '7' } }, result: approve }, list('PENDING', [])],
    });
    const row = await rowOf('Complete income withdrawal #12 of $1,500.00 and pay it out');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve request 7' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sam Saver (MRD100040)')).toBeInTheDocument();
    expect(within(dialog).getByText('Fiona Finance (STF12345678)')).toBeInTheDocument();
    expect(approve).not.toHaveBeenCalled();
    await confirmDialog('Approve');
    await waitFor(() => expect(approve).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Approved: Complete income withdrawal #12 of $1,500.00 and pay it out')).toBeInTheDocument();
    expect(await screen.findByText('Nothing waits for approval')).toBeInTheDocument();
  });

  it("shows the server's message when approving is refused (FORBIDDEN on one's own request)", async () => {
    const refused: MockedResponse = {
      request: { query: ApproveRequestDocument, variables: { id: '7' } },
      result: { errors: [new GraphQLError('A second staff member must check this request: you made it', { extensions: { code: 'FORBIDDEN' } })] },
    };
    // Should the page not recognise the maker (a stale id in another tab), the server still refuses them.
    renderAdmin(<ApprovalsPage />, { access: { role: 'FINANCE', adminId: 99 }, mocks: [list('PENDING', [withdrawal]), refused] });
    const row = await rowOf('Complete income withdrawal #12 of $1,500.00 and pay it out');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve request 7' }));
    await confirmDialog('Approve');
    expect(await screen.findByText('A second staff member must check this request: you made it')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Approve request 7' })).toBeEnabled();
  });

  it('Reject asks for a reason (at least 3 characters), then rejects with it', async () => {
    const reject = jest.fn(() => ({ data: { rejectRequest: { ...withdrawal, status: 'REJECTED', decisionNote: 'Address not verified', decidedAt: '2025-03-12T15:00:00.000Z' } } }));
    renderAdmin(<ApprovalsPage />, {
      access: { role: 'OWNER', adminId: 1 },
      mocks: [list('PENDING', [withdrawal]), { request: { query: RejectRequestDocument, variables: { id: '7', reason: 'Address not verified' } }, result: reject }, list('PENDING', [])],
    });
    const row = await rowOf('Complete income withdrawal #12 of $1,500.00 and pay it out');
    await userEvent.click(within(row).getByRole('button', { name: 'Reject request 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject request' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, 'no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters')).toBeInTheDocument();
    expect(reject).not.toHaveBeenCalled();

    await userEvent.clear(reason);
    await userEvent.click(reason);
    await userEvent.paste('  Address not verified ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(reject).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Rejected: nothing was posted (withdrawal payout)')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a role without the permission (ANALYST) reads the queue with no buttons', async () => {
    renderAdmin(<ApprovalsPage />, { access: { role: 'ANALYST', adminId: 5 }, mocks: [list('PENDING', [withdrawal, ownCredit])] });
    await rowOf('Complete income withdrawal #12 of $1,500.00 and pay it out');
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reject/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('the Approved tab lists decided requests with who decided and when', async () => {
    const approved = approvalRecord({ status: 'APPROVED', checkerName: 'Olga Owner (STF11111111)', decidedAt: '2025-03-12T15:00:00.000Z' });
    const rejected = approvalRecord({ id: '9', kind: 'topup.reverse', permission: 'topups:reverse', status: 'REJECTED', checkerName: 'Olga Owner (STF11111111)', decisionNote: 'Paid in cash already', decidedAt: '2025-03-12T15:00:00.000Z', payload: JSON.stringify({ investmentId: 31 }), amount: '200.00' });
    renderAdmin(<ApprovalsPage />, { access: { role: 'OWNER', adminId: 1 }, mocks: [list('PENDING', []), list('APPROVED', [approved]), list('ALL', [approved, rejected])] });
    expect(await screen.findByText('Nothing waits for approval')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    const row = await rowOf('Approved by Olga Owner (STF11111111)');
    expect(within(row).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    const reversal = await rowOf("Reverse top-up #31 of $200.00: the principal returns to the payer's Active wallet");
    expect(within(reversal).getByText('Rejected by Olga Owner (STF11111111)')).toBeInTheDocument();
    expect(within(reversal).getByText('Paid in cash already')).toBeInTheDocument();
  });

  it('the Withdrawn tab lists requests their maker took back, with their own badge and no buttons', async () => {
    const withdrawn = approvalRecord({ status: 'WITHDRAWN', decisionNote: 'Member cancelled the payout', decidedAt: '2025-03-12T15:00:00.000Z' });
    renderAdmin(<ApprovalsPage />, { access: { role: 'FINANCE', adminId: 2 }, mocks: [list('PENDING', []), list('WITHDRAWN', [withdrawn])] });
    expect(await screen.findByText('Nothing waits for approval')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Pending', 'Approved', 'Rejected', 'Withdrawn', 'All']);
    await userEvent.click(screen.getByRole('tab', { name: 'Withdrawn' }));
    const row = await rowOf('Withdrawn by Fiona Finance (STF12345678)');
    expect(within(row).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(row).getByText('Member cancelled the payout')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });
});
