/**
 * The member-facing limits from the server's settings (MemberLimits query, cached by Apollo):
 * minimums, the withdrawal multiple, the largest amount the server accepts and the hold after an
 * account change. Until they load, the documented defaults apply; the server checks again anyway.
 */
import { useMemberLimitsQuery } from './money.generated';
import { formatMoney } from '../../lib/money';

export const DEFAULT_LIMITS = {
  depositMin: '10',
  transferMin: '10',
  withdrawalMin: '10',
  withdrawalMultiple: '10',
  amountMax: '10000000',
  withdrawalHoldHours: 24,
};

export type MemberLimits = typeof DEFAULT_LIMITS;

/** '$10' for whole dollars, '$10.50' otherwise. */
export function dollars(value: string): string {
  return formatMoney(value).replace(/\.00$/, '');
}

export function withdrawalNote(limits: Pick<MemberLimits, 'withdrawalMin' | 'withdrawalMultiple'> = DEFAULT_LIMITS): string {
  return `Minimum withdrawal is ${dollars(limits.withdrawalMin)}, in multiples of ${dollars(limits.withdrawalMultiple)}. Requests are processed within 72 hours.`;
}

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
