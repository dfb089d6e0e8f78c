import { legacyEntryFees } from './entry-fees';

const fee = 25_000_000n;

describe('legacy entry_fees', () => {
  it('is 0 only for a member who is not active and never activated', () => {
    expect(legacyEntryFees(null, false, fee)).toBe(0n);
  });
  it('is what the activation paid (entry fee or activation plan price)', () => {
    expect(legacyEntryFees(fee, true, fee)).toBe(fee);
    expect(legacyEntryFees(50_000_000n, true, fee)).toBe(50_000_000n);
    // Paid under an older entry fee: the amount paid, not today's fee.
    expect(legacyEntryFees(20_000_000n, true, fee)).toBe(20_000_000n);
  });
  it('is the entry fee for a member activated without paying one (e-pin, plan top-up)', () => {
    expect(legacyEntryFees(0n, true, fee)).toBe(fee);
    expect(legacyEntryFees(null, true, fee)).toBe(fee);
    // An activation whose member was switched inactive later still counts as activated.
    expect(legacyEntryFees(0n, false, fee)).toBe(fee);
  });
});
