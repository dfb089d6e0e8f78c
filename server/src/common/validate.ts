import { badInput } from './errors';

/** Input checks shared by GraphQL and REST; each throws BAD_USER_INPUT naming the field. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function requireString(value: unknown, field: string, label = field): string {
  if (typeof value !== 'string' || value.trim() === '') throw badInput(`${label} is required`, { [field]: 'required' });
  return value.trim();
}

export function email(value: unknown, field = 'email'): string {
  const v = requireString(value, field, 'Email').toLowerCase();
  if (v.length > 191 || !EMAIL.test(v)) throw badInput('Invalid email address', { [field]: 'invalid email address' });
  return v;
}

export function fullname(value: unknown): string {
  const v = requireString(value, 'fullname', 'Full name').replace(/\s+/g, ' ');
  if (v.length < 2 || v.length > 100) throw badInput('Full name must be 2 to 100 characters', { fullname: '2 to 100 characters' });
  return v;
}

export function phone(value: unknown): string {
  const v = requireString(value, 'phone', 'Phone').replace(/[\s-]/g, '');
  if (!/^\+?\d{7,15}$/.test(v)) throw badInput('Phone must be 7 to 15 digits', { phone: '7 to 15 digits, optional + country code' });
  return v;
}

export function password(value: unknown, field = 'password'): string {
  if (typeof value !== 'string' || value.length < 8) throw badInput('Password must be at least 8 characters', { [field]: 'at least 8 characters' });
  if (value.length > 128) throw badInput('Password must be at most 128 characters', { [field]: 'at most 128 characters' });
  return value;
}

export function bep20(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value.trim())) throw badInput('Invalid BEP20 address', { bep20: '0x followed by 40 hex digits' });
  return value.trim();
}

export function trc20(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(value.trim())) throw badInput('Invalid TRC20 address', { trc20: 'T followed by 33 base58 characters' });
  return value.trim();
}

export function positiveId(value: unknown, field = 'id'): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1) throw badInput('Invalid id', { [field]: 'positive integer' });
  return n;
}

export function otpCode(value: unknown, field = 'otp'): string {
  const v = typeof value === 'number' ? String(value).padStart(6, '0') : value;
  if (typeof v !== 'string' || !/^\d{6}$/.test(v.trim())) throw badInput('The code must be 6 digits', { [field]: '6 digits' });
  return v.trim();
}

/**
 * No page asked for: missing, empty, or text without a digit (the legacy admin pages send the
 * literal `undefined`; `NaN` and `null` come the same way).
 */
export function pageAbsent(page: unknown): boolean {
  return page === undefined || page === null || (typeof page === 'string' && !/\d/.test(page));
}

/**
 * A page number (REST-CONTRACT §1.12, issue 10): missing, empty or non-numeric (`?page=undefined`)
 * means page 1; a malformed number (0, -1, 2.5, 1e3, beyond 1,000,000) is 400. `page` is the only
 * lenient parameter: `limit` and the rest keep their 400s.
 */
export function pageNumber(page: unknown): number {
  const p = pageAbsent(page) ? 1 : typeof page === 'string' && /^\s*\d+\s*$/.test(page) ? Number(page) : typeof page === 'number' ? page : NaN;
  if (!Number.isInteger(p) || p < 1 || p > 1_000_000) throw badInput('page must be a whole number from 1 to 1000000', { page: '1 to 1000000' });
  return p;
}

/** Page and page size of a paged list; every REST and GraphQL list reads its `page` through here. */
export function paging(page: unknown, limit: unknown, defaultLimit = 10) {
  const p = pageNumber(page);
  const l = limit === undefined || limit === null || limit === '' ? defaultLimit : Number(limit);
  if (!Number.isInteger(l) || l < 1 || l > 100) throw badInput('limit must be between 1 and 100', { limit: '1 to 100' });
  return { page: p, pageSize: l };
}

/** Required text of min..max characters (after trimming); wrong types and blanks are refused. */
export function boundedText(value: unknown, field: string, label: string, min: number, max: number): string {
  if (typeof value !== 'string' || value.trim() === '') throw badInput(`${label} is required`, { [field]: 'required' });
  const v = value.trim();
  if (v.length < min || v.length > max) throw badInput(`${label} must be ${min} to ${max} characters`, { [field]: `${min} to ${max} characters` });
  return v;
}
