import { applyRate, formatRate, parseRate } from './rates';
import { FULL_RATE } from '../../rules/rate';

describe('rates', () => {
  it('parses percent text and numbers exactly', () => {
    expect(parseRate('0.5')).toBe(5000n);
    expect(parseRate(5)).toBe(50000n);
    expect(parseRate('0.0001')).toBe(1n);
    expect(parseRate('100')).toBe(FULL_RATE);
  });
  it('refuses bad rates', () => {
    for (const bad of ['-1', '1e2', 'abc', '', '0.00001', '100.1', NaN]) expect(() => parseRate(bad)).toThrow();
  });
  it('formats back to the legacy decimal text', () => {
    expect(formatRate(5000n)).toBe('0.5');
    expect(formatRate(50000n)).toBe('5');
    expect(formatRate(12345n)).toBe('1.2345');
  });
  it('applies with floor rounding to micro-units', () => {
    expect(applyRate(100_000_000n, 5000n)).toBe(500_000n); // 0.5 % of $100
    expect(applyRate(333n, 5000n)).toBe(1n); // 1.665 micro -> 1
    expect(applyRate(1n, 50000n)).toBe(0n);
    expect(applyRate(123_456_789n, 70000n)).toBe(8_641_975n); // 7 % of 123.456789 = 8.64197523
  });
});
