import { fromMicro, nextSort, pageWindow, salaryCards, searchRows, showingText, sortRows, toMicro, type SalaryRow } from './salaryTable';

const row = (id: number, paidAmount: string, transactionDate: string, createdAt: string, notes = '', email = 'a@x.com'): SalaryRow => ({ id, paidAmount, notes, email, transactionDate, createdAt });

describe('salary table rules', () => {
  it('five-page window', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('showing text and hidden when empty', () => {
    expect(showingText(1, 10, 23)).toBe('Showing 1 to 10 of 23 results');
    expect(showingText(3, 10, 23)).toBe('Showing 21 to 23 of 23 results');
    expect(showingText(1, 10, 0)).toBeNull();
  });

  it('sorts numerically on the amount and flips the active column', () => {
    const rows = [row(1, '9.5', '2026-01-01', '2026-01-01T00:00:00Z'), row(2, '100', '2026-02-01', '2026-02-01T00:00:00Z'), row(3, '25', '2026-03-01', '2026-03-01T00:00:00Z')];
    expect(sortRows(rows, { key: 'paidAmount', dir: 'desc' }).map((r) => r.id)).toEqual([2, 3, 1]);
    expect(sortRows(rows, { key: 'createdAt', dir: 'desc' }).map((r) => r.id)).toEqual([3, 2, 1]);
    expect(nextSort({ key: 'createdAt', dir: 'desc' }, 'createdAt')).toEqual({ key: 'createdAt', dir: 'asc' });
    expect(nextSort({ key: 'createdAt', dir: 'asc' }, 'id')).toEqual({ key: 'id', dir: 'desc' });
  });

  it('searches notes, email and the amount as raw and two-decimal text', () => {
    const rows = [row(1, '25', '2026-01-01', '2026-01-01T00:00:00Z', 'Rank 1 salary'), row(2, '12.5', '2026-01-01', '2026-01-01T00:00:00Z', '', 'Bob@Example.com')];
    expect(searchRows(rows, 'RANK').map((r) => r.id)).toEqual([1]);
    expect(searchRows(rows, 'bob@').map((r) => r.id)).toEqual([2]);
    expect(searchRows(rows, '12.50').map((r) => r.id)).toEqual([2]);
    expect(searchRows(rows, '25.00').map((r) => r.id)).toEqual([1]);
  });

  it('cards: exact sum and average, latest date, N/A when empty', () => {
    const rows = [row(1, '10', '2026-01-05', 'x'), row(2, '10', '2026-03-05', 'x'), row(3, '5.01', '2026-02-05', 'x')];
    expect(salaryCards(rows)).toEqual({ count: 3, total: '25.01', average: '8.336666', latest: '2026-03-05' });
    expect(salaryCards([])).toEqual({ count: 0, total: '0', average: '0', latest: null });
    expect(fromMicro(toMicro('0.1') + toMicro('0.2'))).toBe('0.3');
  });
});
