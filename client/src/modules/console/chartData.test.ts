import { incomeLabel, incomeSeries } from './chartData';

describe('incomeSeries', () => {
  test('one point per month with a key per kind that paid something, zero-filled', () => {
    const { data, kinds } = incomeSeries([
      { month: '2025-01', kind: 'ROI', amount: '10.50' },
      { month: '2025-01', kind: 'LEVEL_INCOME', amount: '0.00' },
      { month: '2025-02', kind: 'LEVEL_INCOME', amount: '3.25' },
      { month: '2025-02', kind: 'ROI', amount: '0.00' },
    ]);
    expect(kinds).toEqual(['Level', 'ROI']);
    expect(data).toEqual([
      { month: 'Jan 2025', ROI: 10.5, Level: 0 },
      { month: 'Feb 2025', ROI: 0, Level: 3.25 },
    ]);
  });

  test('no income at all: months without series', () => {
    const { data, kinds } = incomeSeries([{ month: '2025-03', kind: 'ROI', amount: '0.00' }]);
    expect(kinds).toEqual([]);
    expect(data).toEqual([{ month: 'Mar 2025' }]);
  });

  test('labels', () => {
    expect(incomeLabel('DIRECT_INCOME')).toBe('Direct');
    expect(incomeLabel('NEW_KIND')).toBe('New kind');
  });
});
