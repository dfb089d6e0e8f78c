import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import LedgerTransactionsPage from './LedgerTransactionsPage';
import SourceTransactionsPage from './SourceTransactionsPage';
import WalletTransactionsPage from './WalletTransactionsPage';
import { MyIncomeTotalsDocument, MyJournalDocument, MyLedgerRowsDocument, MyWalletEntriesDocument } from '../../generated/graphql';
import { mockOp, renderWithApollo } from '../../test/apollo';
import { newSubscriptions, walletsMock } from '../../test/memberFixtures';

const totals = {
  __typename: 'MemberTotals',
  totalEarning: '0',
  totalDeposit: '0',
  totalWithdrawal: '0',
  directIncome: '1234.5',
  levelIncome: '0',
  roiIncome: '0',
  rewardIncome: '0',
  ctoIncome: '0',
  salaryIncome: '0',
  leadershipIncome: '0',
};
const totalsMock = () => mockOp(MyIncomeTotalsDocument, {}, { me: { __typename: 'Member', id: 7, totals } });

const ledgerRow = (id: number) => ({
  __typename: 'LedgerRowRecord',
  id,
  kind: 'DIRECT_INCOME',
  amount: '12.5',
  balanceAfter: '100',
  description: 'Sponsor bonus',
  counterpartyEmail: 'bob@example.com',
  wallet: 'INCOME',
  createdAt: '2025-03-12T14:05:00.000Z',
});

function ledgerMock(tableName: string, page: number, items: unknown[], total: number): MockedResponse {
  return mockOp(MyLedgerRowsDocument, { tableName, page, pageSize: 10 }, { ledgerRows: { __typename: 'LedgerRowPage', page, pageSize: 10, total, items } });
}

const renderLedger = (url: string, mocks: MockedResponse[] = []) =>
  renderWithApollo(<LedgerTransactionsPage />, {
    initialEntries: [url],
    path: url.split('/').length > 4 ? '/user/transaction/:table_name/:fit' : '/user/transaction/:table_name',
    mocks,
  });

describe('LedgerTransactionsPage', () => {
  it("'Direct Income Transactions': total card, rows with SR No, ID, Type, From, Amount, server paging", async () => {
    renderLedger('/user/transaction/direct_transaction', [
      ledgerMock('direct_transaction', 1, Array.from({ length: 10 }, (_, i) => ledgerRow(100 - i)), 12),
      ledgerMock('direct_transaction', 2, [ledgerRow(90), ledgerRow(89)], 12),
      totalsMock(),
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Direct Income Transactions' })).toBeInTheDocument();
    expect(document.title).toBe('Direct Income Transactions');
    expect(await screen.findByTestId('ledger-total')).toHaveTextContent('$1,234.50');
    const firstRow = (await screen.findByRole('cell', { name: '100' })).closest('tr')!;
    expect(within(firstRow).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '100', 'Direct Income', 'bob@example.com', '$12.50', '12 Mar 2025, ' + new Date('2025-03-12T14:05:00.000Z').toTimeString().slice(0, 5)]);
    expect(screen.getByText('Showing 1 to 10 of 12 results')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    const next = (await screen.findByRole('cell', { name: '90' })).closest('tr')!;
    expect(within(next).getAllByRole('cell')[0]).toHaveTextContent('11');
  });

  it('puts the fit into the title', async () => {
    renderLedger('/user/transaction/invest_level_transaction/3', [ledgerMock('invest_level_transaction', 1, [], 0), totalsMock()]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Level Income Transactions — 3' })).toBeInTheDocument();
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
  });

  it('shows the 404 page for a ledger that is not an income ledger', async () => {
    renderLedger('/user/transaction/transfer_transaction');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('404');
  });

  it('salary_transactions without a salary page is a 404 too', () => {
    renderLedger('/user/transaction/salary_transactions');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/user/transaction/salary_transactions');
  });
});

describe('SourceTransactionsPage', () => {
  const journal = (filter: Record<string, unknown>, items: unknown[], total = items.length): MockedResponse =>
    mockOp(MyJournalDocument, { filter: { source: 'income_to_active', transactionType: null, status: null, search: null, page: 1, pageSize: 10, ...filter } }, {
      transactions: { __typename: 'JournalPage', page: 1, pageSize: 10, total, items },
    });
  const row = { __typename: 'JournalEntry', transactionId: 'tx_41', transactionType: 'move', source: 'income_to_active', status: 'complete', amount: '25', tableName: 'transfer_transaction', createdAt: '2025-03-12T14:05:00.000Z' };

  it("titles the page from the source and reloads from page 1 when a filter changes", async () => {
    renderWithApollo(<SourceTransactionsPage />, {
      initialEntries: ['/transactions/income_to_active'],
      path: '/transactions/:source',
      mocks: [
        journal({}, [row], 12),
        journal({ page: 2 }, [{ ...row, transactionId: 'tx_7' }], 12),
        journal({ status: 'pending' }, []),
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Income to Active Transactions' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'tx_41' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Move' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Income to Active' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '$25.00' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('cell', { name: 'tx_7' })).toBeInTheDocument();

    // Only a page-1 answer exists for the new filter: a request for page 2 would find no mock.
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
  });
});

describe('WalletTransactionsPage (/user/dep)', () => {
  it('lists the Active Wallet ledger with Credit/Debit, Balance After and Reference', async () => {
    const entry = (id: number, amount: string, kind: string, description: string) => ({
      __typename: 'WalletEntry',
      id,
      kind,
      amount,
      balanceAfter: '75',
      description,
      transactionId: 300 + id,
      wallet: 'ACTIVE',
      createdAt: '2025-03-12T14:05:00.000Z',
    });
    renderWithApollo(<WalletTransactionsPage />, {
      subscriptions: newSubscriptions(),
      mocks: [
        walletsMock({ active: '75' }),
        mockOp(MyWalletEntriesDocument, { wallet: 'ACTIVE', page: 1, pageSize: 10 }, {
          walletEntries: { __typename: 'WalletEntryPage', page: 1, pageSize: 10, total: 2, items: [entry(2, '-25', 'TRANSFER_OUT', 'To MRD100008'), entry(1, '100', 'DEPOSIT', 'Deposit #4')] },
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Wallet Transactions' })).toBeInTheDocument();
    expect(await screen.findByTestId('dep-balance')).toHaveTextContent('$75.00');
    const out = (await screen.findByText('To MRD100008')).closest('tr')!;
    const cells = within(out).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(1)).toEqual(['To MRD100008', 'Transfer Out', '—', '$25.00', '$75.00', '#302']);
    const dep = screen.getByText('Deposit #4').closest('tr')!;
    expect(within(dep).getAllByRole('cell').map((c) => c.textContent).slice(2, 5)).toEqual(['Deposit', '$100.00', '—']);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
