/**
 * The withdrawal sentence of the public Terms pages, with the server's live minimum and multiple
 * (public `settings`, fetched without Apollo); the documented defaults until they load.
 */
import { usePublicQuery } from '../../lib/publicGraphql';
import { DEFAULT_LIMITS, withdrawalNote } from './limits';
import { PublicWithdrawalLimitsDocument, type PublicWithdrawalLimitsQuery } from './publicLimits.generated';

export function usePublicWithdrawalNote(): string {
  const { data } = usePublicQuery<PublicWithdrawalLimitsQuery>(PublicWithdrawalLimitsDocument);
  return withdrawalNote(data?.settings ?? DEFAULT_LIMITS);
}
