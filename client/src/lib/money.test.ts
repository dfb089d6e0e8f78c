import { formatDate, formatDateTime, formatMoney, formatMoneyOrDash, formatPercent } from './money';

describe('formatMoney', () => {
  it.each([
    ['1250.5', '$1,250.50'],
    ['-5', '-$5.00'],
    [null, '—'],
    [undefined, '—'],
    ['0.005', '$0.01'],
    ['0.004', '$0.00'],
    ['-0.005', '-$0.01'],
    ['-0.001', '$0.00'],
    ['12345678901234.99', '$12,345,678,901,234.99'],
    ['9007199254740993.125', '$9,007,199,254,740,993.13'],
    ['0', '$0.00'],
    ['1000', '$1,000.00'],
    ['999.995', '$1,000.00'],
    ['125.50', '$125.50'],
    ['.5', '$0.50'],
    ['not money', '—'],
  ] as const)('%p → %p', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it('formats numbers and bigints without float rounding surprises', () => {
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(formatMoney(10n)).toBe('$10.00');
  });
});

describe('formatPercent', () => {
  it('shows two decimals', () => {
    expect(formatPercent('0.5')).toBe('0.50%');
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(null)).toBe('—');
  });
});

describe('formatDate / formatDateTime', () => {
  it('formats local dates', () => {
    const d = new Date(2025, 2, 12, 14, 5);
    expect(formatDate(d)).toBe('12 Mar 2025');
    expect(formatDateTime(d)).toBe('12 Mar 2025, 14:05');
    expect(formatDate('2025-03-12')).toBe('12 Mar 2025');
    expect(formatDateTime(d.getTime())).toBe('12 Mar 2025, 14:05');
  });

  it("shows '—' for missing or invalid values", () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDateTime('')).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});

describe('formatMoneyOrDash (figures from a query that may fail)', () => {
  it('formats a known amount like formatMoney', () => {
    expect(formatMoneyOrDash('100')).toBe('$100.00');
    expect(formatMoneyOrDash('0')).toBe('$0.00');
  });
  it('shows a dash, never $0.00, when the query failed or the figure is missing', () => {
    expect(formatMoneyOrDash('100', new Error('network'))).toBe('—');
    expect(formatMoneyOrDash(undefined)).toBe('—');
    expect(formatMoneyOrDash(null, false)).toBe('—');
  });
});
