/**
 * How the Apollo cache identifies and merges the API's types (used by the app's client and by the
 * component tests' cache, so both normalise alike).
 */
import type { TypePolicies } from '@apollo/client';

export const typePolicies: TypePolicies = {
  // Singletons without an id: merge what different queries select instead of replacing it.
  Settings: { merge: true },
  Wallets: { merge: true },
  MemberTotals: { merge: true },
  TeamCounts: { merge: true },
  // A rank not started yet has no progress row: the server answers id 0 for each of them, so they
  // must not be normalised by id (they would all become one cache entry, 'Rank 1' eight times).
  // Stored rows keep their id and stay normalised (carryForwardReward updates them in place).
  // A delivery's attempt log is a list without ids: the newest answer replaces it whole.
  WebhookDeliveryRecord: { fields: { attemptLog: { merge: false } } },
  RankProgress: { keyFields: (row) => (typeof row.id === 'number' && row.id > 0 ? `RankProgress:${row.id}` : false) },
};
