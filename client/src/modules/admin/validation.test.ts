import { addDecimals, bep20Error, decimalRangeError, moneyAmountError, noticeTitleError, sameDecimal, trc20Error } from './validation';
import { toUnits } from '../money/amount';
import { lastMonths, moneyToChartNumber, recordStatusOf, shorten, statusTabOf } from './actions';

describe('admin validation', () => {
  it('parses decimals exactly', () => {
    expect(toUnits('12.5')).toBe(12_500_000n);
    expect(toUnits('-0.000001')).toBe(-1n);
    expect(toUnits('1e3')).toBeNull();
    expect(toUnits(' 7 ')).toBe(7_000_000n);
    expect(addDecimals('100.00', '-12.34')).toBe('87.66');
    expect(addDecimals('9007199254740993.01', '0.01')).toBe('9007199254740993.02');
  });

  it('money amounts: > 0, ≤ 2 decimals, ≤ 10,000,000, no text or exponent', () => {
    expect(moneyAmountError('10.55')).toBeNull();
    expect(moneyAmountError('10.555')).toBe('Amount can have at most 2 decimals');
    expect(moneyAmountError('0.00')).toBe('Amount must be greater than 0');
    expect(moneyAmountError('10000000.01')).toBe('Amount must not exceed $10,000,000.00');
    expect(moneyAmountError('NaN')).toBe('Enter a valid amount, e.g. 125.50');
    expect(moneyAmountError('-5')).toBe('Enter a valid amount, e.g. 125.50');
    expect(moneyAmountError('50.01', { max: '50', maxMessage: 'too much' })).toBe('too much');
    expect(moneyAmountError('50', { max: '50' })).toBeNull();
  });

  it("money amounts: the server's cap (amountMax) replaces the default when known", () => {
    expect(moneyAmountError('5000.01', { amountMax: '5000' })).toBe('Amount must not exceed $5,000.00');
    expect(moneyAmountError('5000', { amountMax: '5000' })).toBeNull();
    expect(moneyAmountError('20000000', { amountMax: '25000000' })).toBeNull();
    // Not loaded (or unreadable): the default cap.
    expect(moneyAmountError('10000000.01', { amountMax: null })).toBe('Amount must not exceed $10,000,000.00');
    expect(moneyAmountError('10000000.01', { amountMax: 'x' })).toBe('Amount must not exceed $10,000,000.00');
  });

  it('reward notices: amount ≥ 0 with ≤ 2 decimals, title 3–120 characters', () => {
    expect(moneyAmountError('0', { allowZero: true })).toBeNull();
    expect(moneyAmountError('0.00', { allowZero: true })).toBeNull();
    expect(moneyAmountError('1.234', { allowZero: true })).toBe('Amount can have at most 2 decimals');
    expect(moneyAmountError('-1', { allowZero: true })).toBe('Enter a valid amount, e.g. 125.50');
    expect(moneyAmountError('', { allowZero: true })).toBe('Amount is required');
    expect(noticeTitleError('ab')).toBe('Title must be 3 to 120 characters');
    expect(noticeTitleError('  ab  ')).toBe('Title must be 3 to 120 characters');
    expect(noticeTitleError('abc')).toBeNull();
    expect(noticeTitleError('x'.repeat(120))).toBeNull();
    expect(noticeTitleError('x'.repeat(121))).toBe('Title must be 3 to 120 characters');
  });

  it('setting ranges and equality', () => {
    expect(decimalRangeError('100', { label: 'Fee', min: '0', max: '100' })).toBeNull();
    expect(decimalRangeError('100.0001', { label: 'Fee', min: '0', max: '100' })).toBe('Fee must be at most 100');
    expect(decimalRangeError('0.99', { label: 'Multiple', min: '1' })).toBe('Multiple must be at least 1');
    expect(sameDecimal('10', '10.00')).toBe(true);
    expect(sameDecimal('10', '10.01')).toBe(false);
  });

  it('addresses', () => {
    expect(bep20Error('0x' + 'aB'.repeat(20))).toBeNull();
    expect(bep20Error('0x' + 'g'.repeat(40))).not.toBeNull();
    expect(trc20Error('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBeNull();
    expect(trc20Error('TJRabPrwbZy45sbavfcjinPJC18kjpRTv0')).not.toBeNull(); // 0 is not base58
    expect(bep20Error('')).toBeNull();
  });

  it('status tabs, months and display helpers', () => {
    expect(statusTabOf('Complete')).toBe('complete');
    expect(statusTabOf('nonsense')).toBe('pending');
    expect(statusTabOf(undefined, 'all')).toBe('all');
    expect(recordStatusOf('all')).toBeNull();
    expect(recordStatusOf('decline')).toBe('DECLINE');
    expect(lastMonths(3, new Date(2025, 0, 15))).toEqual(['2025-01', '2024-12', '2024-11']);
    expect(shorten('0x1234567890abcdef')).toBe('0x1234…cdef');
    expect(moneyToChartNumber('12.50')).toBe(12.5);
    expect(moneyToChartNumber(null)).toBe(0);
  });
});
