import { screen, waitFor } from '@testing-library/react';
import RewardTransactionsAdminPage from './RewardTransactionsAdminPage';
import { RankedMembersDocument, RewardLedgerDocument } from '../../modules/ranks/ranks.generated';
import { mockError, mockOp, renderWithApollo } from '../../test/apollo';

const ledger = (items: unknown[]) => mockOp(RewardLedgerDocument, { page: 1, pageSize: 10 }, { ledgerRows: { __typename: 'LedgerRowPage', page: 1, pageSize: 10, total: items.length, nextCursor: null, items } });
const reward = { __typename: 'LedgerRowRecord', id: 5, memberId: 7, email: 'amy@example.com', username: 'MRD100007', amount: '50', description: 'Rank 1 reward', createdAt: '2025-03-12T14:05:00.000Z' };

describe('RewardTransactionsAdminPage (/admin/reward-transactions)', () => {
  it('lists the rewards with the total paid', async () => {
    renderWithApollo(<RewardTransactionsAdminPage />, {
      mocks: [ledger([reward]), mockOp(RankedMembersDocument, {}, { rankedMembers: [{ __typename: 'RankedMember', memberId: 7, username: 'MRD100007', email: 'amy@example.com', rank: 1, totalReward: '50', teamBusiness: '2550' }] })],
    });
    expect(await screen.findByRole('cell', { name: 'amy@example.com' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('reward-total')).toHaveTextContent('$50.00'));
    expect(screen.getByTestId('reward-entries')).toHaveTextContent('1');
  });

  it('errors show the message and no figure', async () => {
    renderWithApollo(<RewardTransactionsAdminPage />, {
      mocks: [mockError(RewardLedgerDocument, { page: 1, pageSize: 10 }, 'Failed to fetch transactions', 'INTERNAL_SERVER_ERROR'), mockError(RankedMembersDocument, {}, 'Failed to fetch ranks', 'INTERNAL_SERVER_ERROR')],
    });
    expect(await screen.findByText('Failed to fetch transactions')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('reward-total')).toHaveTextContent('—'));
    expect(screen.getByTestId('reward-total')).not.toHaveTextContent('$');
    expect(screen.getByTestId('reward-entries')).toHaveTextContent('—');
    expect(screen.getByTestId('reward-entries')).not.toHaveTextContent('0');
  });
});
