import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TopupsPage from './TopupsPage';
import { AdminInvestmentsDocument, DeleteTopUpDocument } from '../../modules/plans/investments.generated';
import { confirmDialog, renderAdmin } from '../../modules/admin/testing';
import { investmentRecord } from '../../modules/plans/testing';

const investment = (id: number) => investmentRecord({ id });
const list = (ids: number[]) => ({
  request: { query: AdminInvestmentsDocument, variables: { status: null, page: 1, pageSize: 20 } },
  result: { data: { investments: { __typename: 'InvestmentPage', items: ids.map(investment), total: ids.length, page: 1, pageSize: 20 } } },
});

describe('TopupsPage (/admin/topup)', () => {
  it('deletes a top-up from its row after a confirm (reversed first when running) and reloads the list', async () => {
    const deleted = { request: { query: DeleteTopUpDocument, variables: { id: 42 } }, result: { data: { deleteTopUp: { __typename: 'InvestmentRecord', id: 42, status: 'REVERSED', hidden: true, pendingApproval: null } } } };
    renderAdmin(<TopupsPage />, { mocks: [list([42, 41]), deleted, list([41])] });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete top-up #42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete top-up' });
    expect(within(dialog).getByText(/reversed first/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Bob Payer/)).toBeInTheDocument();
    await confirmDialog('Delete');
    expect(await screen.findByText('Top-up #42 deleted')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete top-up #41' })).toBeInTheDocument();
    await screen.findByText('41');
    expect(screen.queryByRole('button', { name: 'Delete top-up #42' })).not.toBeInTheDocument();
  });
});
