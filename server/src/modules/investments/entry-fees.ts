/**
 * The legacy `entry_fees` of a member (REST-CONTRACT §1.10, "entry fee paid, 0 if none"): what their
 * activation paid (entry fee or activation plan price); the entry fee for a member activated without
 * paying one (an e-pin, or a plan top-up); 0 for a member who is not active and never activated. The
 * legacy client offers only the `entry` plan while this is 0, so it must be 0 exactly then.
 */
export function legacyEntryFees(activationPaid: bigint | null, isActive: boolean, entryFee: bigint): bigint {
  if (activationPaid !== null && activationPaid > 0n) return activationPaid;
  return activationPaid !== null || isActive ? entryFee : 0n;
}
