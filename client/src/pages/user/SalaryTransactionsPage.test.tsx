import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SalaryTransactionsPage from './SalaryTransactionsPage';
import { MySalaryPaymentsDocument } from '../../modules/ranks/ranks.generated';
import { mockError, mockNetworkError, mockOp, renderWithApollo } from '../../test/apollo';
import { atPhoneWidth, restoreWidth } from '../../test/viewport';

const payment = (id: number, paidAmount: string, day: string, notes = `Rank 1 salary, month ${id} of 10`) => ({
  __typename: 'SalaryPaymentRecord',
  id,
  memberId: 7,
  username: 'MRD100007',
  email: 'alice@example.com',
  rank: 1,
  salaryAmount: '25',
  paidAmount,
  notes,
  transactionDate: day,
  createdAt: `${day}T10:00:00.000Z`,
});

// 23 payments: ids 1..23, one per month from 2024-01; amount 25 except id 7 (12.5) and id 3 (100).
const payments = Array.from({ length: 23 }, (_, i) => {
  const id = i + 1;
  const d = new Date(Date.UTC(2024, i, 15)).toISOString().slice(0, 10);
  return payment(id, id === 7 ? '12.5' : id === 3 ? '100' : '25', d, id === 5 ? '' : undefined);
});

const ok = (rows: unknown[]) => mockOp(MySalaryPaymentsDocument, {}, { mySalaryPayments: rows });
const renderPage = (mocks: ReturnType<typeof ok>[]) => renderWithApollo(<SalaryTransactionsPage />, { mocks });
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('SalaryTransactionsPage (PAGES §3)', () => {
  it('title, subtitle, cards, columns, default sort created_at descending and the first page', async () => {
    renderPage([ok(payments)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Salary Transactions' })).toBeInTheDocument();
    expect(document.title).toBe('Salary Transactions');
    expect(screen.getByText('Manage and view salary transaction records')).toBeInTheDocument();
    expect(screen.getByText('Loading transactions...')).toBeInTheDocument();

    expect(await screen.findByText('Showing 1 to 10 of 23 results')).toBeInTheDocument();
    expect(screen.getByText('Total Transactions')).toBeInTheDocument();
    expect(screen.getByTestId('salary-count')).toHaveTextContent('23');
    // 21 x 25 + 12.5 + 100 = 637.50; average 637.5 / 23 = 27.717391...
    for (const label of ['Total Amount', 'Average Amount', 'Latest Transaction']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByTestId('salary-total')).toHaveTextContent('$637.50');
    expect(screen.getByTestId('salary-average')).toHaveTextContent('$27.72');
    expect(screen.getByTestId('salary-latest')).toHaveTextContent('15 Nov 2025');

    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'Amount', 'Notes', 'Email', 'Transaction Date', 'Created At']);
    expect(screen.getByRole('columnheader', { name: 'Created At' })).toHaveAttribute('aria-sort', 'descending');
    const first = cellsOf(bodyRows()[0]);
    expect(first.slice(0, 5)).toEqual(['1', '$25.00', 'Rank 1 salary, month 23 of 10', 'alice@example.com', '15 Nov 2025']);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByPlaceholderText('Search transactions...')).toBeInTheDocument();
  });

  it('pages with First, Previous, a five-page window, Next and Last', async () => {
    renderPage([ok(payments)]);
    await screen.findByText('Showing 1 to 10 of 23 results');
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['First', 'Previous', '1', '2', '3', 'Next', 'Last']);
    expect(within(nav).getByRole('button', { name: 'First' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Last' }));
    expect(screen.getByText('Showing 21 to 23 of 23 results')).toBeInTheDocument();
    expect(cellsOf(bodyRows()[0])[0]).toBe('21');
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Last' })).toBeDisabled();

    // Page size 5: five page numbers out of five pages, window moves with the page.
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '5' }));
    expect(screen.getByText('Showing 1 to 5 of 23 results')).toBeInTheDocument();
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['First', 'Previous', '1', '2', '3', '4', '5', 'Next', 'Last']);
    await userEvent.click(within(nav).getByRole('button', { name: '4' }));
    expect(screen.getByText('Showing 16 to 20 of 23 results')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: '4' })).toHaveAttribute('aria-current', 'page');
  });

  it('sorts numerically by amount (new column descending, active column flips) and shows — for empty notes', async () => {
    renderPage([ok(payments)]);
    await screen.findByText('Showing 1 to 10 of 23 results');
    await userEvent.click(screen.getByRole('button', { name: 'Amount' }));
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
    expect(cellsOf(bodyRows()[0])[1]).toBe('$100.00');
    await userEvent.click(screen.getByRole('button', { name: 'Amount' }));
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
    expect(cellsOf(bodyRows()[0])[1]).toBe('$12.50');
    await userEvent.click(screen.getByRole('button', { name: 'ID' }));
    await userEvent.click(screen.getByRole('button', { name: 'ID' }));
    // ID ascending: the fifth row is payment 5 with no notes.
    expect(cellsOf(bodyRows()[4])[2]).toBe('—');
    expect(screen.queryByRole('button', { name: 'Notes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Email' })).toBeNull();
  });

  it('searches notes, email and amounts; resets to page 1; empty state clears the search', async () => {
    renderPage([ok(payments)]);
    await screen.findByText('Showing 1 to 10 of 23 results');
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    await userEvent.type(screen.getByPlaceholderText('Search transactions...'), '12.50');
    expect(screen.getByText('Showing 1 to 1 of 1 results')).toBeInTheDocument();
    expect(cellsOf(bodyRows()[0])[1]).toBe('$12.50');
    // The cards stay over all records.
    expect(screen.getByTestId('salary-count')).toHaveTextContent('23');

    await userEvent.clear(screen.getByPlaceholderText('Search transactions...'));
    await userEvent.type(screen.getByPlaceholderText('Search transactions...'), 'nobody-matches');
    expect(screen.getByText('No transactions found')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search to see all transactions' }));
    expect(screen.getByPlaceholderText('Search transactions...')).toHaveValue('');
    expect(screen.getByText('Showing 1 to 10 of 23 results')).toBeInTheDocument();
  });

  it('no records: N/A and $0.00 cards, the empty state', async () => {
    renderPage([ok([])]);
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
    expect(screen.getByTestId('salary-latest')).toHaveTextContent('N/A');
    expect(screen.getByTestId('salary-average')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('salary-total')).toHaveTextContent('$0.00');
  });

  it("error panel 'Error Loading Data' with the server message, Refresh refetches and the page is clamped", async () => {
    renderPage([mockError(MySalaryPaymentsDocument, {}, 'Please sign in', 'UNAUTHENTICATED'), ok(payments), ok(payments.slice(0, 4))]);
    expect(await screen.findByText('Error Loading Data')).toBeInTheDocument();
    expect(screen.getByText('Please sign in')).toBeInTheDocument();
    // An error state shows no figure: not 0 transactions, not $0.00.
    for (const id of ['salary-count', 'salary-total', 'salary-average', 'salary-latest']) expect(screen.getByTestId(id)).toHaveTextContent('—');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Showing 1 to 10 of 23 results')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByText('Showing 21 to 23 of 23 results')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Showing 1 to 4 of 4 results')).toBeInTheDocument();
  });

  it("falls back to 'Failed to fetch salary transactions' without server text, 'Something went wrong' on a network failure", async () => {
    const first = renderPage([mockError(MySalaryPaymentsDocument, {}, '', 'INTERNAL_SERVER_ERROR')]);
    expect(await screen.findByText('Error Loading Data')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch salary transactions')).toBeInTheDocument();
    first.unmount();
    renderPage([mockNetworkError(MySalaryPaymentsDocument, {})]);
    expect(await screen.findByText('Error Loading Data')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
  });
});

describe('SalaryTransactionsPage on a phone', () => {
  beforeEach(() => atPhoneWidth(true));
  afterEach(restoreWidth);

  it('shows stacked cards with every field labelled, no sideways table, and sorts with the header labels', async () => {
    renderPage([ok(payments)]);
    expect(await screen.findByText('Showing 1 to 10 of 23 results')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    // Newest first (created_at descending): id 23, 15 Nov 2025.
    const first = cards[0];
    for (const label of ['ID', 'Amount', 'Notes', 'Email', 'Transaction Date', 'Created At']) expect(within(first).getByText(label)).toBeInTheDocument();
    expect(within(first).getByText('$25.00')).toBeInTheDocument();
    expect(within(first).getByText('Rank 1 salary, month 23 of 10')).toBeInTheDocument();
    expect(within(first).getByText('15 Nov 2025')).toBeInTheDocument();

    const sortBy = screen.getByRole('group', { name: 'Sort by' });
    expect(within(sortBy).getByRole('button', { name: 'Created At' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(sortBy).getByRole('button', { name: 'Amount' }));
    expect(within(sortBy).getByRole('button', { name: 'Amount' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getAllByRole('listitem')[0]).getByText('$100.00')).toBeInTheDocument();
  });
});
