/**
 * API token facts the pages share. The signed-in pages ask the server which scopes the person may
 * grant (`apiTokenScopes`); the public developer page has no session, so it shows this copy of the
 * server's table (server/src/common/auth/scopes.ts — scopes.test.ts checks the two agree).
 */

/** Member scopes: least privilege, one per kind of data or money exit. */
export const MEMBER_SCOPES: ReadonlyArray<{ name: string; description: string }> = [
  { name: 'read:profile', description: 'Your profile (name, email, referral code, account state)' },
  { name: 'read:wallets', description: 'Your wallet balances and statements' },
  { name: 'read:income', description: 'Your incomes, caps, ranks and salary' },
  { name: 'read:team', description: 'Your referral tree and team business' },
  { name: 'write:transfers', description: 'Send money to other members and move between your wallets' },
  { name: 'write:withdrawals', description: 'Request and cancel withdrawals' },
  { name: 'write:topups', description: 'Buy and top up plans (also for other members)' },
  { name: 'read:notifications', description: 'Your notifications' },
  { name: 'write:tickets', description: 'Open and answer your support tickets' },
];

/** The token prefix of personal tokens (`mrd_app_` is reserved for apps). */
export const TOKEN_PREFIX = 'mrd_pat_';

/** Expiry choices of the create form, in days (the server allows 1 to 365: at most a year, MAX_TOKEN_DAYS). */
export const EXPIRY_DAYS = [7, 30, 90, 180, 365] as const;
export const DEFAULT_EXPIRY_DAYS = 90;

export function expiryLabel(days: number): string {
  if (days === 365) return '1 year (365 days)';
  return `${days} days`;
}

/** Money leaves the account with these: the form marks them. */
export function isWriteScope(scope: string): boolean {
  return scope.startsWith('write:') || /:(decide|adjust|reverse|write|pay|manage|run|issue)$/.test(scope);
}

/** The staff permission a token scope stands for (`read:reports` is the token name of `reports:read`). */
export const SCOPE_ALIASES: Readonly<Record<string, string>> = { 'read:reports': 'reports:read' };

/** True for the shape of a personal token (prefix, 38 letters and digits). */
export function looksLikeToken(value: string): boolean {
  return /^mrd_(pat|app)_[0-9A-Za-z]{38}$/.test(value.trim());
}
