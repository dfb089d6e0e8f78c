import { capRemaining, effectiveMultiplier, trimToCap } from './cap';

describe('trimToCap', () => {
  it('pays in full below the cap', () => expect(trimToCap(10n, 100n, 50n)).toBe(10n));
  it('pays exactly up to the cap', () => expect(trimToCap(50n, 100n, 50n)).toBe(50n));
  it('cuts a crossing credit to the remainder', () => expect(trimToCap(70n, 100n, 50n)).toBe(50n));
  it('pays nothing at or over the cap', () => {
    expect(trimToCap(10n, 100n, 100n)).toBe(0n);
    expect(trimToCap(10n, 100n, 130n)).toBe(0n);
  });
  it('pays nothing without a cap (never activated) or for a non-positive amount', () => {
    expect(trimToCap(10n, 0n, 0n)).toBe(0n);
    expect(trimToCap(0n, 100n, 0n)).toBe(0n);
    expect(trimToCap(-5n, 100n, 0n)).toBe(0n);
  });
});

describe('capRemaining', () => {
  it('is the rest, never negative', () => {
    expect(capRemaining(100n, 30n)).toBe(70n);
    expect(capRemaining(100n, 130n)).toBe(0n);
  });
});

describe('effectiveMultiplier', () => {
  it('is 3 once CTO-qualified', () => {
    expect(effectiveMultiplier(2, false)).toBe(2);
    expect(effectiveMultiplier(2, true)).toBe(3);
  });
});
