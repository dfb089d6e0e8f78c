/**
 * The member-facing limits as plain values and texts, without Apollo: the public pages (Terms) read
 * them with usePublicQuery, the member area with useMemberLimits. Until the server's settings load,
 * the documented defaults apply; the server checks every amount again anyway.
 */
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

/** The note under every withdrawal tab; amounts in the one money format ($ with two decimals), as beside it. */
export function withdrawalNote(limits: Pick<MemberLimits, 'withdrawalMin' | 'withdrawalMultiple'> = DEFAULT_LIMITS): string {
  return `Minimum withdrawal is ${formatMoney(limits.withdrawalMin)}, in multiples of ${formatMoney(limits.withdrawalMultiple)}. Requests are processed within 72 hours.`;
}
