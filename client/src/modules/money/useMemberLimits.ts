/**
 * The member-facing limits from the server's settings (MemberLimits query, cached by Apollo):
 * minimums, the withdrawal multiple, the largest amount the server accepts and the hold after an
 * account change. Until they load, the documented defaults apply; the server checks again anyway.
 */
import { useMemberLimitsQuery } from './money.generated';
import { DEFAULT_LIMITS, type MemberLimits } from './limits';

export { DEFAULT_LIMITS, withdrawalNote, type MemberLimits } from './limits';

export function useMemberLimits(): MemberLimits {
  const { data } = useMemberLimitsQuery();
  const s = data?.settings;
  if (!s) return DEFAULT_LIMITS;
  return {
    depositMin: s.depositMin,
    transferMin: s.transferMin,
    withdrawalMin: s.withdrawalMin,
    withdrawalMultiple: s.withdrawalMultiple,
    amountMax: s.amountMax,
    withdrawalHoldHours: s.withdrawalHoldHours,
  };
}
