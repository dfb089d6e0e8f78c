import { allowed } from './auth-checker';
import type { Permission } from './permissions';
import type { User } from '../../modules/users/user.entity';

/**
 * Members' payout addresses (BEP20, TRC20) as staff read them (issue 18 item 3): in full for the
 * member themself and for staff whose work needs the whole address (editing members; paying a
 * withdrawal); any other reader (an ANALYST, a SUPPORT agent, a token without those permissions)
 * gets its first 6 and last 4 characters, enough to tell two addresses apart and to match a
 * support request, not enough to send money anywhere. Passwords, TOTP secrets and API tokens are
 * never part of an answer at all (no type exposes them).
 */

/** `0x1234…abcd`: the first 6 and last 4 characters; a short value keeps only its last 4. */
export function maskPayoutAddress(address: string | null | undefined): string | null {
  if (address === null || address === undefined || address === '') return address ?? null;
  if (address.length <= 12) return `…${address.slice(-4)}`;
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** Who reads: the request's member and staff sessions (and its token, whose scopes bound a staff token). */
export interface AddressViewer {
  member: { id: number } | null;
  admin: { user: Pick<User, 'staffRole'> } | null;
  token?: { scopes: readonly string[] } | null;
}

/** The permissions that show a member's own payout addresses in full (member edits). */
export const MEMBER_ADDRESS_PERMISSIONS: Permission[] = ['members:write'];
/** ... and a withdrawal's (paying it, or editing members). */
export const WITHDRAWAL_ADDRESS_PERMISSIONS: Permission[] = ['withdrawals:decide', 'members:write'];

/** Whether `viewer` reads the addresses of member `ownerId` in full. */
export function seesFullAddresses(viewer: AddressViewer, ownerId: number, permissions: readonly Permission[]): boolean {
  if (viewer.member && viewer.member.id === ownerId) return true;
  return !!viewer.admin && allowed({ member: null, admin: viewer.admin, token: viewer.token }, permissions);
}

/** One address as `viewer` may read it. */
export function payoutAddressFor(viewer: AddressViewer, ownerId: number, address: string | null, permissions: readonly Permission[]): string | null {
  return seesFullAddresses(viewer, ownerId, permissions) ? address : maskPayoutAddress(address);
}

/** Rows with `bep20`/`trc20` (legacy REST objects) as `viewer` may read them; `ownerOf` names each row's member. */
export function maskAddressRows<T extends { bep20?: string | null; trc20?: string | null }>(viewer: AddressViewer, rows: T[], ownerOf: (row: T) => number, permissions: readonly Permission[]): T[] {
  return rows.map((row) =>
    seesFullAddresses(viewer, ownerOf(row), permissions) ? row : { ...row, bep20: maskPayoutAddress(row.bep20), trc20: maskPayoutAddress(row.trc20) },
  );
}

const ADDRESS_KEYS = new Set(['bep20', 'trc20']);

/** A JSON text (an audit entry's details, before or after) with every `bep20`/`trc20` value masked. */
export function maskAddressesInJson(text: string | null): string | null {
  if (!text || !/bep20|trc20/i.test(text)) return text;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, ADDRESS_KEYS.has(k.toLowerCase()) && typeof v === 'string' ? maskPayoutAddress(v) : walk(v)]));
  };
  try {
    return JSON.stringify(walk(JSON.parse(text)));
  } catch {
    return text.replace(/(0x[0-9a-fA-F]{6,}|T[1-9A-HJ-NP-Za-km-z]{20,})/g, (a) => maskPayoutAddress(a) ?? '');
  }
}
