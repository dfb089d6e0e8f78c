import { badInput } from '../../common/errors';
import { checkInstantSpan } from '../../common/date-range';

/**
 * The statement's filters, checked the same way for the walletEntries query and the CSV export:
 * at most 30 entry kinds spelt as kinds are (DEPOSIT, TRANSFER_IN...), and `from` not after `to`
 * nor more than a year (366 days) before it.
 */
export function checkStatementFilter(f: { kinds?: readonly string[] | null; from?: Date | null; to?: Date | null }): void {
  if (f.kinds && (f.kinds.length > 30 || f.kinds.some((k) => !/^[A-Z_]{2,32}$/.test(k)))) throw badInput('Unknown entry kind', { kinds: 'entry kinds such as DEPOSIT' });
  if (f.from && f.to && f.from > f.to) throw badInput('From must be before To', { from: 'after to' });
  checkInstantSpan(f.from, f.to);
}
