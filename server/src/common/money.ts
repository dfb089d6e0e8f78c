import { ValueTransformer } from 'typeorm';
import { badInput } from './errors';

/**
 * Money is held as integer micro-units (1 USD = 1,000,000) in a bigint.
 * Never a JS number for money arithmetic.
 */
export const MICRO = 1_000_000n;
/** Largest amount a member may enter (10,000,000 USD). */
export const MONEY_MAX = 10_000_000n * MICRO;

const DECIMAL = /^\d+(\.\d+)?$/;

export interface ParseMoneyOptions {
  field?: string;
  /** Maximum decimals accepted (user-entered amounts: 2). */
  maxDecimals?: number;
  allowZero?: boolean;
  max?: bigint;
}

/**
 * Parses a user-entered amount (JSON number or decimal string) into micro-units.
 * Refuses NaN, Infinity, exponents, signs, surrounding spaces, empty, zero (unless allowed), too many
 * decimals, above max.
 */
export function parseMoney(value: unknown, opts: ParseMoneyOptions = {}): bigint {
  const field = opts.field ?? 'amount';
  const maxDecimals = opts.maxDecimals ?? 2;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw badInput(`Invalid ${field}`, { [field]: 'must be a number' });
    text = String(value); // shortest round-trip decimal text
  } else if (typeof value === 'string') {
    // Taken as sent: " 10 " is as malformed as "10x" (no trimming, GraphQL and REST alike).
    text = value;
  } else {
    throw badInput(value === undefined || value === null ? `${cap(field)} is required` : `Invalid ${field}`, {
      [field]: 'must be a decimal amount',
    });
  }
  if (!DECIMAL.test(text)) throw badInput(`Invalid ${field}`, { [field]: 'must be a positive decimal amount' });
  const [whole, frac = ''] = text.split('.');
  if (frac.length > maxDecimals) {
    throw badInput(`Invalid ${field}: at most ${maxDecimals} decimals`, { [field]: `at most ${maxDecimals} decimals` });
  }
  if (whole.length > 15) throw badInput(`Invalid ${field}: too large`, { [field]: 'too large' });
  const micro = BigInt(whole) * MICRO + BigInt((frac + '000000').slice(0, 6));
  if (micro === 0n && !opts.allowZero) throw badInput(`${cap(field)} must be greater than zero`, { [field]: 'must be greater than zero' });
  const max = opts.max ?? MONEY_MAX;
  if (micro > max) throw badInput(`${cap(field)} exceeds the maximum of ${formatMoney(max)}`, { [field]: 'too large' });
  return micro;
}

function cap(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Exact decimal text with two decimals (or more when needed): 12500000n -> "12.50". */
export function formatMoney(micro: bigint, minDecimals = 2): string {
  const negative = micro < 0n;
  const abs = negative ? -micro : micro;
  const whole = abs / MICRO;
  let frac = (abs % MICRO).toString().padStart(6, '0').replace(/0+$/, '');
  if (frac.length < minDecimals) frac = frac.padEnd(minDecimals, '0');
  return `${negative ? '-' : ''}${whole}${frac ? '.' + frac : ''}`;
}

/** Legacy REST number: rounded half-up to cents (12.5, 100). Only for presentation, never for arithmetic. */
export function toLegacyNumber(micro: bigint): number {
  const negative = micro < 0n;
  const abs = negative ? -micro : micro;
  const cents = (abs + 5_000n) / 10_000n;
  const n = Number(cents) / 100;
  return negative ? -n : n;
}

/** Rounded half-up to cents, as shown to people (89.839850 -> 89.840000). */
export function roundToCents(micro: bigint): bigint {
  const negative = micro < 0n;
  const abs = negative ? -micro : micro;
  const rounded = ((abs + 5_000n) / 10_000n) * 10_000n;
  return negative ? -rounded : rounded;
}

/** Parses a percentage (0-100, at most 4 decimals) into percent x 1e4 as bigint. */
export function parsePercent(value: unknown, field = 'percent'): bigint {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!DECIMAL.test(text)) throw badInput(`Invalid ${field}`, { [field]: 'must be a percentage' });
  const [whole, frac = ''] = text.split('.');
  if (frac.length > 4) throw badInput(`Invalid ${field}: at most 4 decimals`, { [field]: 'at most 4 decimals' });
  const v = BigInt(whole) * 10_000n + BigInt((frac + '0000').slice(0, 4));
  if (v > 100n * 10_000n) throw badInput(`Invalid ${field}: at most 100`, { [field]: 'at most 100' });
  return v;
}

export function formatPercent(p: bigint): string {
  const whole = p / 10_000n;
  const frac = (p % 10_000n).toString().padStart(4, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
}

/**
 * Column transformer for BIGINT micro-unit columns. Reads digit strings (mysql2 bigNumberStrings)
 * and safe integers (better-sqlite3); refuses anything that may have lost precision.
 */
export const moneyColumn: ValueTransformer = {
  to: (value: bigint | null | undefined) => (value === null || value === undefined ? value : value.toString()),
  from: (value: unknown) => toBigInt(value),
};

export function toBigInt(value: unknown): bigint | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`Unsafe integer read from the database: ${value}`);
    return BigInt(value);
  }
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?\d+\.0+$/.test(value)) return BigInt(value.split('.')[0]);
  throw new Error(`Invalid integer read from the database: ${String(value)}`);
}
