import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import LedgerTransactionsPage from './LedgerTransactionsPage';
import SourceTransactionsPage from './SourceTransactionsPage';
import WalletTransactionsPage from './WalletTransactionsPage';
import StatementPage from './StatementPage';
import { MyIncomeTotalsDocument } from '../../modules/member/member.generated';
import { MyJournalDocument, MyLedgerRowsDocument, MyWalletEntriesDocument } from '../../modules/money/money.generated';
import { mockNetworkError, mockOp, renderWithApollo } from '../../test/apollo';
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
  counterpartyName: 'Bob Buyer',
  counterpartyCode: 'MRD100008',
  wallet: 'INCOME',
  createdAt: '2025-03-12T14:05:00.000Z',
  onAmount: '250',
  percent: '5',
  pair: null,
  price: null,
});

/** The next page's cursor as the server sets it: the last id shown when more follow. */
const nextCursorOf = (page: number, items: unknown[], total: number) => (total > page * 10 ? (items[items.length - 1] as { id: number }).id : null);

/** `before`: the cursor the page must be asked with (read by key after the first page). */
function ledgerMock(tableName: string, page: number, items: unknown[], total: number, before?: number, fit?: string): MockedResponse {
  return mockOp(MyLedgerRowsDocument, { tableName, page, pageSize: 10, ...(before ? { before } : {}), ...(fit ? { fit } : {}) }, { ledgerRows: { __typename: 'LedgerRowPage', page, pageSize: 10, total, totalAmount: '0', nextCursor: nextCursorOf(page, items, total), items } });
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
      ledgerMock('direct_transaction', 2, [ledgerRow(90), ledgerRow(89)], 12, 91),
      totalsMock(),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Direct income transactions' })).toBeInTheDocument();
    expect(document.title).toBe('Direct income transactions');
    expect(await screen.findByTestId('ledger-total')).toHaveTextContent('$1,234.50');
    const firstRow = (await screen.findByRole('cell', { name: '100' })).closest('tr')!;
    expect(within(firstRow).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '100', 'Direct Income', 'Bob BuyerMRD100008', '$12.50', '$250.00', '5.00%', '12 Mar 2025, ' + new Date('2025-03-12T14:05:00.000Z').toTimeString().slice(0, 5)]);
    expect(screen.getByText('Showing 1 to 10 of 12 results')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const next = (await screen.findByRole('cell', { name: '90' })).closest('tr')!;
    expect(within(next).getAllByRole('cell')[0]).toHaveTextContent('11');
  });

  it('filters by the fit (a level) and puts it into the title', async () => {
    const share = { ...ledgerRow(40), kind: 'LEVEL_INCOME', amount: '0.085', description: 'From 2 members at level 3: 5 % of $1.70', counterpartyEmail: null, counterpartyName: null, counterpartyCode: null, onAmount: '1.7', percent: '5' };
    renderLedger('/user/transaction/invest_level_transaction/3', [ledgerMock('invest_level_transaction', 1, [share], 1, undefined, '3'), totalsMock()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Level income transactions — 3' })).toBeInTheDocument();
    // The row is that level's share (rounded half-up to the cent on screen).
    const row = (await screen.findByText('$0.09')).closest('tr')!;
    expect(within(row).getByText('Level Income')).toBeInTheDocument();
    expect(within(row).getByText('From 2 members at level 3: 5 % of $1.70')).toBeInTheDocument();
    expect(within(row).getByText('$1.70')).toBeInTheDocument();
    expect(within(row).getByText('5.00%')).toBeInTheDocument();
  });

  it("a line whose base the server does not keep shows '—' for On Amount and Percent; a failed total shows no number", async () => {
    const reward = { ...ledgerRow(41), kind: 'REWARD', description: 'Rank 1 reward', counterpartyEmail: null, counterpartyName: null, counterpartyCode: null, onAmount: null, percent: null };
    renderLedger('/user/transaction/reward_transaction', [
      ledgerMock('reward_transaction', 1, [reward], 1),
      mockNetworkError(MyIncomeTotalsDocument, {}),
    ]);
    const row = (await screen.findByRole('cell', { name: '41' })).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(4, 7)).toEqual(['$12.50', '—', '—']);
    await waitFor(() => expect(screen.getByTestId('ledger-total')).toHaveTextContent('—'));
    expect(screen.getByTestId('ledger-total')).not.toHaveTextContent('$');
  });

  it('shows the 404 page for a ledger that is not an income ledger', async () => {
    renderLedger('/user/transaction/transfer_transaction');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('404');
  });

  it('salary_transactions goes to the salary page', () => {
    renderLedger('/user/transaction/salary_transactions');
    expect(screen.getByTestId('location')).toHaveTextContent('/user/salary-transactions');
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Income to Active transactions' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'tx_41' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Move' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Income to Active' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '$25.00' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
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
          walletEntries: { __typename: 'WalletEntryPage', page: 1, pageSize: 10, total: 2, nextCursor: null, items: [entry(2, '-25', 'TRANSFER_OUT', 'To MRD100008'), entry(1, '100', 'DEPOSIT', 'Deposit #4')] },
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet transactions' })).toBeInTheDocument();
    expect(await screen.findByTestId('dep-balance')).toHaveTextContent('$75.00');
    const out = (await screen.findByText('To MRD100008')).closest('tr')!;
    const cells = within(out).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(1)).toEqual(['To MRD100008', 'Transfer Out', '—', '$25.00', '$75.00', '#302']);
    const dep = screen.getByText('Deposit #4').closest('tr')!;
    expect(within(dep).getAllByRole('cell').map((c) => c.textContent).slice(2, 5)).toEqual(['Deposit', '$100.00', '—']);
    // The server streams the whole filtered statement (no 5,000-line cap in the browser).
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/v1/export/statement?wallet=ACTIVE');
  });

  describe('filters', () => {
    const entry = (id: number, description: string, kind = 'DEPOSIT') => ({
      __typename: 'WalletEntry',
      id,
      kind,
      amount: '10',
      balanceAfter: '75',
      description,
      transactionId: 500 + id,
      wallet: 'ACTIVE',
      createdAt: '2025-03-05T12:00:00.000Z',
    });
    const entriesMock = (filters: Record<string, unknown>, page: number, items: unknown[], total: number, result?: jest.Mock): MockedResponse => {
      const data = { walletEntries: { __typename: 'WalletEntryPage', page, pageSize: 10, total, nextCursor: nextCursorOf(page, items, total), items } };
      return mockOp(MyWalletEntriesDocument, { wallet: 'ACTIVE', page, pageSize: 10, ...filters }, result ? () => (result(), { data }) : data);
    };
    // Local midnights, built here independently of the page's date code.
    const march = (day: number) => new Date(2025, 2, day).toISOString();
    const render = (mocks: MockedResponse[]) => renderWithApollo(<WalletTransactionsPage />, { subscriptions: newSubscriptions(), mocks: [walletsMock({ active: '75' }), ...mocks] });
    const setDate = (label: 'From' | 'To', value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

    it('Type and date range are sent as kinds/from/to (To inclusive: the next midnight), each change from page 1; Clear filters', async () => {
      const kinds = ['DEPOSIT', 'TRANSFER_IN'];
      render([
        entriesMock({}, 1, Array.from({ length: 10 }, (_, i) => entry(100 - i, `Unfiltered ${100 - i}`)), 12),
        // Page 2 is read by key: the cursor of page 1 (its last id, 91).
        entriesMock({ before: 91 }, 2, [entry(80, 'Unfiltered page 2')], 12),
        // Only page-1 answers exist for the filters: a request for another page would find no mock.
        entriesMock({ kinds: ['DEPOSIT'] }, 1, [entry(1, 'Deposits only')], 1),
        entriesMock({ kinds }, 1, [entry(2, 'Deposits and transfers in')], 1),
        entriesMock({ kinds, from: march(1) }, 1, [entry(3, 'Since 1 March')], 1),
        entriesMock({ kinds, from: march(1), to: march(11) }, 1, [entry(4, '1 to 10 March')], 1),
      ]);
      expect(await screen.findByText('Unfiltered 100')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
      expect(await screen.findByText('Unfiltered page 2')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
      const labels = (await screen.findAllByRole('option')).map((o) => o.textContent);
      expect(labels).toEqual(expect.arrayContaining(['Deposit', 'Transfer In', 'Transfer Out', 'Income to Active', 'Compound', 'Admin Credit', 'Admin Debit']));
      await userEvent.click(screen.getByRole('option', { name: 'Deposit' }));
      expect(await screen.findByText('Deposits only')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('option', { name: 'Transfer In' }));
      expect(await screen.findByText('Deposits and transfers in')).toBeInTheDocument();

      setDate('From', '2025-03-01');
      expect(await screen.findByText('Since 1 March')).toBeInTheDocument();
      setDate('To', '2025-03-10');
      expect(await screen.findByText('1 to 10 March')).toBeInTheDocument();
      expect(screen.queryByText('From must be on or before To')).not.toBeInTheDocument();
      // Export CSV asks the server for the same filtered lines.
      const href = new URL(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!, 'http://x');
      expect([href.pathname, href.searchParams.get('kinds'), href.searchParams.get('from'), href.searchParams.get('to')]).toEqual(['/api/v1/export/statement', 'DEPOSIT,TRANSFER_IN', march(1), march(11)]);

      // Clear filters: back to the whole ledger (page 1, from the cache).
      await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
      expect(await screen.findByText('Unfiltered 100')).toBeInTheDocument();
      expect(screen.getByLabelText('From')).toHaveValue('');
      expect(screen.getByLabelText('To')).toHaveValue('');
      expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    });

    it("From after To shows 'From must be on or before To' and sends nothing", async () => {
      const sent = jest.fn();
      render([
        entriesMock({}, 1, [entry(1, 'Unfiltered')], 1),
        entriesMock({ from: march(10) }, 1, [entry(2, 'Since 10 March')], 1),
        // What an unchecked page would ask for (From 10 March, To 5 March).
        entriesMock({ from: march(10), to: march(6) }, 1, [entry(3, 'Inverted range')], 1, sent),
        entriesMock({ from: march(5), to: march(6) }, 1, [entry(4, 'Only 5 March')], 1),
      ]);
      expect(await screen.findByText('Unfiltered')).toBeInTheDocument();
      setDate('From', '2025-03-10');
      expect(await screen.findByText('Since 10 March')).toBeInTheDocument();
      setDate('To', '2025-03-05');
      expect(await screen.findByText('From must be on or before To')).toBeInTheDocument();
      await act(() => new Promise((r) => setTimeout(r, 50)));
      expect(sent).not.toHaveBeenCalled();
      // The list keeps the last valid filter.
      expect(screen.getByText('Since 10 March')).toBeInTheDocument();
      expect(screen.queryByText('Inverted range')).not.toBeInTheDocument();

      // From on the To day is fine: that whole day.
      setDate('From', '2025-03-05');
      expect(await screen.findByText('Only 5 March')).toBeInTheDocument();
      expect(screen.queryByText('From must be on or before To')).not.toBeInTheDocument();
      expect(sent).not.toHaveBeenCalled();
    });
  });
});

describe('StatementPage (/user/statement)', () => {
  const line = (id: number, wallet: string, amount: string, kind: string, description: string, balanceAfter: string) => ({
    __typename: 'WalletEntry',
    id,
    kind,
    amount,
    balanceAfter,
    description,
    transactionId: 700 + id,
    wallet,
    createdAt: '2025-03-12T14:05:00.000Z',
  });
  const page = (items: unknown[]) => ({ walletEntries: { __typename: 'WalletEntryPage', page: 1, pageSize: 10, total: items.length, nextCursor: null, items } });

  it('shows every wallet with the wallet of each line, explains admin cash handling, and filters by wallet', async () => {
    renderWithApollo(<StatementPage />, {
      initialEntries: ['/user/statement'],
      path: '/user/statement',
      subscriptions: newSubscriptions(),
      mocks: [
        walletsMock({ active: '50', income: '15', roi: '7.5' }),
        mockOp(MyWalletEntriesDocument, { page: 1, pageSize: 10 }, page([
          line(3, 'INCOME', '-5', 'ADMIN_DEBIT', 'Admin debit: Prize fee', '15'),
          line(2, 'ROI', '7.5', 'ADMIN_CREDIT', 'Admin credit: ROI correction', '7.5'),
          line(1, 'INCOME', '20', 'ADMIN_CREDIT', 'Admin credit: Event prize', '20'),
        ])),
        mockOp(MyWalletEntriesDocument, { wallet: 'ROI', page: 1, pageSize: 10 }, page([line(2, 'ROI', '7.5', 'ADMIN_CREDIT', 'Admin credit: ROI correction', '7.5')])),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Statement' })).toBeInTheDocument();
    expect(await screen.findByTestId('statement-balance-roi')).toHaveTextContent('$7.50');
    const prize = (await screen.findByText('Admin credit: Event prize')).closest('tr')!;
    expect(within(prize).getAllByRole('cell').map((c) => c.textContent).slice(1)).toEqual(['Income Wallet', 'Admin credit: Event prize', 'Admin Credit', '$20.00', '—', '$20.00', '#701']);
    await userEvent.click(screen.getByRole('combobox', { name: 'Wallet' }));
    await userEvent.click(await screen.findByRole('option', { name: 'ROI Wallet' }));
    await screen.findByText('1 entry');
    expect(screen.queryByText('Admin credit: Event prize')).not.toBeInTheDocument();
  });

  it('starts from the filters of a dashboard link (?wallet=, ?kind=)', async () => {
    renderWithApollo(<StatementPage />, {
      initialEntries: ['/user/statement?wallet=income&kind=DEPOSIT'],
      path: '/user/statement',
      subscriptions: newSubscriptions(),
      mocks: [walletsMock({ income: '15' }), mockOp(MyWalletEntriesDocument, { wallet: 'INCOME', kinds: ['DEPOSIT'], page: 1, pageSize: 10 }, page([]))],
    });
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
  });
});
