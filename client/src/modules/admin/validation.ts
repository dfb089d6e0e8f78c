/**
 * Client-side checks of the admin forms (PAGES §4). They mirror the server, which stays the
 * authority. Money and percentages are compared as exact decimals (BigInt), never as floats.
 */

import { formatMoney } from '../../lib/money';
import { DEFAULT_LIMITS } from '../money/limits';
import { toUnits } from '../money/amount';

/** Plain decimal text: digits with an optional fraction; no sign, exponent, grouping or spaces. */
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The cap on an entered amount until the server's settings have loaded: forms pass the live
 * `Settings.amountMax` (useMemberLimits().amountMax) as `amountMax`.
 */
export const MAX_MONEY = DEFAULT_LIMITS.amountMax;

export const BEP20_RE = /^0x[0-9a-fA-F]{40}$/;
export const TRC20_RE = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

const SCALE = 6;

/** Number of fraction digits of a plain decimal ('1.250' → 3). */
export function decimalPlaces(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

export interface MoneyRuleOptions {
  /** The server's largest accepted amount (Settings.amountMax); MAX_MONEY while it is not known. */
  amountMax?: string | null;
  /** The value may not exceed this decimal (e.g. the wallet balance for a debit). */
  max?: string | null;
  /** Message when `max` is exceeded. */
  maxMessage?: string;
  /** Accept 0 (an amount ≥ 0 instead of > 0), e.g. a reward notice's amount. */
  allowZero?: boolean;
}

/**
 * A positive money amount: > 0 (≥ 0 with `allowZero`), at most 2 decimals, not above the server's
 * cap (`amountMax`, default MAX_MONEY); text, NaN and exponent forms are refused. Returns the
 * error text or null.
 */
export function moneyAmountError(raw: string, options: MoneyRuleOptions = {}): string | null {
  const value = raw.trim();
  if (!value) return 'Amount is required';
  if (!PLAIN_DECIMAL.test(value)) return 'Enter a valid amount, e.g. 125.50';
  if (decimalPlaces(value) > 2) return 'Amount can have at most 2 decimals';
  const units = toUnits(value)!;
  if (units === 0n && !options.allowZero) return 'Amount must be greater than 0';
  const cap = options.amountMax && toUnits(options.amountMax) !== null ? options.amountMax : MAX_MONEY;
  if (units > toUnits(cap)!) return `Amount must not exceed ${formatMoney(cap)}`;
  if (options.max !== undefined && options.max !== null) {
    const max = toUnits(options.max);
    if (max !== null && units > max) return options.maxMessage ?? 'Amount is too large';
  }
  return null;
}

export interface DecimalRangeOptions {
  label: string;
  min?: string;
  max?: string;
  /** Maximum fraction digits (default 6). */
  places?: number;
}

/** A non-negative decimal setting within [min, max]. Returns the error text or null. */
export function decimalRangeError(raw: string, { label, min, max, places = 6 }: DecimalRangeOptions): string | null {
  const value = raw.trim();
  if (!value) return `${label} is required`;
  if (!PLAIN_DECIMAL.test(value)) return `${label} must be a number`;
  if (decimalPlaces(value) > places) return `${label} can have at most ${places} decimals`;
  const units = toUnits(value)!;
  if (min !== undefined && units < toUnits(min)!) return `${label} must be at least ${min}`;
  if (max !== undefined && units > toUnits(max)!) return `${label} must be at most ${max}`;
  return null;
}

/** True when two decimal texts denote the same number ('10' and '10.00'). */
export function sameDecimal(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = toUnits(a ?? null);
  const y = toUnits(b ?? null);
  if (x === null || y === null) return (a ?? '') === (b ?? '');
  return x === y;
}

/** Empty is fine (optional field); otherwise '0x' + 40 hex digits. */
export function bep20Error(raw: string): string | null {
  const v = raw.trim();
  if (!v) return null;
  return BEP20_RE.test(v) ? null : 'BEP20 address must be 0x followed by 40 hex digits';
}

/** Empty is fine (optional field); otherwise 'T' + 33 base58 characters. */
export function trc20Error(raw: string): string | null {
  const v = raw.trim();
  if (!v) return null;
  return TRC20_RE.test(v) ? null : 'TRC20 address must be T followed by 33 base58 characters';
}

/** Full Name 2–100 characters. */
export function fullnameError(raw: string): string | null {
  const v = raw.trim().replace(/\s+/g, ' ');
  if (v.length < 2 || v.length > 100) return 'Full Name must be 2 to 100 characters';
  return null;
}

/** Phone: digits only, 7–15, optional + country code (spaces and dashes ignored). */
export function phoneError(raw: string): string | null {
  const v = raw.replace(/[\s-]/g, '');
  return /^\+?\d{7,15}$/.test(v) ? null : 'Phone must be 7 to 15 digits, with an optional + country code';
}

export function emailError(raw: string): string | null {
  const v = raw.trim();
  if (!v) return 'Email is required';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? null : 'Invalid email address';
}

/** Reason of a cash handling entry: 3–200 characters. */
export function reasonError(raw: string): string | null {
  const v = raw.trim();
  if (v.length < 3) return 'Reason must be at least 3 characters';
  if (v.length > 200) return 'Reason must be at most 200 characters';
  return null;
}

/** Title of a reward notice: 3–120 characters (as the server checks it). */
export function noticeTitleError(raw: string): string | null {
  const v = raw.trim();
  if (v.length < 3 || v.length > 120) return 'Title must be 3 to 120 characters';
  return null;
}

/** Millionths (BigInt) → plain decimal text with at least 2 decimals ('12500000' → '12.50'). */
export function microsToDecimal(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const scale = 10n ** BigInt(SCALE);
  const int = abs / scale;
  let frac = (abs % scale).toString().padStart(SCALE, '0').replace(/0+$/, '');
  if (frac.length < 2) frac = frac.padEnd(2, '0');
  return `${negative ? '-' : ''}${int}.${frac}`;
}

/** a + b of two decimal texts (exact); null when either is not a decimal. */
export function addDecimals(a: string, b: string): string | null {
  const x = toUnits(a);
  const y = toUnits(b);
  return x === null || y === null ? null : microsToDecimal(x + y);
}
