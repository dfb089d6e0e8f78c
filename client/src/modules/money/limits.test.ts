import { withdrawalNote } from './limits';

describe('withdrawalNote', () => {
  it('shows the limits in the one money format ($ with two decimals), as the amounts beside it', () => {
    expect(withdrawalNote()).toBe('Minimum withdrawal is $10.00, in multiples of $10.00. Requests are processed within 72 hours.');
    expect(withdrawalNote({ withdrawalMin: '1000', withdrawalMultiple: '25.5' })).toBe('Minimum withdrawal is $1,000.00, in multiples of $25.50. Requests are processed within 72 hours.');
  });
});
