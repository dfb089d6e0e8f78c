import { screen, waitFor, within } from '@testing-library/react';
import TradeTransactionsPage from './TradeTransactionsPage';
import { MyLedgerRowsDocument } from '../../modules/money/money.generated';
import { mockError, mockOp, renderWithApollo } from '../../test/apollo';

const VARS = { tableName: 'roi_transaction', page: 1, pageSize: 10, fit: 'invest' };

const tradeRow = (id: number) => ({
  __typename: 'LedgerRowRecord',
  id,
  kind: 'ROI',
  amount: '12',
  balanceAfter: '12',
  description: 'Trade BTC/USDT at 64250.50',
  counterpartyEmail: null,
  counterpartyName: null,
  counterpartyCode: null,
  wallet: 'ROI',
  createdAt: '2025-03-12T14:05:00.000Z',
  onAmount: '2000',
  percent: '0.6',
  pair: 'BTC/USDT',
  price: '64250.50',
});

const page = (items: unknown[], total: number, totalAmount: string) =>
  mockOp(MyLedgerRowsDocument, VARS, { ledgerRows: { __typename: 'LedgerRowPage', page: 1, pageSize: 10, total, totalAmount, nextCursor: null, items } });

const render = (mocks: ReturnType<typeof page>[]) => renderWithApollo(<TradeTransactionsPage />, { initialEntries: ['/user/transaction/roi_transaction/invest'], path: '/user/transaction/roi_transaction/invest', mocks });

describe('TradeTransactionsPage (/user/transaction/roi_transaction/invest)', () => {
  it("'Trade Transactions': the trades' ROI lines with Pair, Price, Amount, On Amount, Percent and the total", async () => {
    render([page([tradeRow(9)], 1, '12')]);
    expect(screen.getByRole('heading', { level: 1, name: 'Trade transactions' })).toBeInTheDocument();
    expect(document.title).toBe('Trade transactions');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'BTC/USDT' })).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '1',
      '9',
      'BTC/USDT',
      '64250.50',
      '$12.00',
      '$2,000.00',
      '0.60%',
      '12 Mar 2025, ' + new Date('2025-03-12T14:05:00.000Z').toTimeString().slice(0, 5),
    ]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['SR No', 'ID', 'Pair', 'Price', 'Amount', 'On Amount', 'Percent', 'Created At']);
    expect(screen.getByTestId('trade-roi-total')).toHaveTextContent('$12.00');
    expect(screen.getByTestId('trade-count')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Trade Now' })).toHaveAttribute('href', '/user/trade');
  });

  it('says so when there are no trades yet', async () => {
    render([page([], 0, '0')]);
    expect(await screen.findByText('No trades yet: trade on the Trade page to earn your ROI')).toBeInTheDocument();
    expect(screen.getByTestId('trade-roi-total')).toHaveTextContent('$0.00');
  });

  it('an error shows the message and no figure', async () => {
    render([mockError(MyLedgerRowsDocument, VARS, 'Failed to fetch transactions', 'INTERNAL_SERVER_ERROR')]);
    expect(await screen.findByText('Failed to fetch transactions')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('trade-roi-total')).toHaveTextContent('—'));
    expect(screen.getByTestId('trade-roi-total')).not.toHaveTextContent('$');
    expect(screen.getByTestId('trade-count')).toHaveTextContent('—');
  });
});
