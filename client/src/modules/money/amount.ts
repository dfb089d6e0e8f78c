/**
 * Money input rules (PAGES §4) with exact decimal arithmetic (BigInt, never floats).
 * Inputs: positive, at most 2 decimals, at most the server's cap (Settings.amountMax, 10,000,000 by
 * default); text, NaN and exponent forms refused.
 * Server `Money` values (decimal strings, possibly with more places) are compared at 6 places.
 */

/** Fixed-point scale used for comparisons. */
const SCALE = 6;
const SCALE_FACTOR = 10n ** BigInt(SCALE);
/** The server's cap on an entered amount until its settings (`amountMax`) have loaded. */
export const MAX_AMOUNT = '10000000';

const INPUT_RE = /^\d+(\.\d{1,2})?$/;
const MONEY_RE = /^(-)?(\d+)(?:\.(\d+))?$/;

/** A decimal string as an integer at 6 places (extra places cut); null when not a plain decimal. */
export function toUnits(value: string | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  const m = MONEY_RE.exec(String(value).trim());
  if (!m) return null;
  const [, sign, int, frac = ''] = m;
  const units = BigInt(int) * SCALE_FACTOR + BigInt((frac + '0'.repeat(SCALE)).slice(0, SCALE));
  return sign ? -units : units;
}

/**
 * Integer units back to a plain decimal string: 2 places, or with `exact` every significant place
 * (at least 2), e.g. 12.005.
 */
export function unitsToDecimal(units: bigint, exact = false): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  let text: string;
  if (exact) {
    const frac = String(abs % SCALE_FACTOR).padStart(SCALE, '0').replace(/0+$/, '').padEnd(2, '0');
    text = `${abs / SCALE_FACTOR}.${frac}`;
  } else {
    const cents = abs / (SCALE_FACTOR / 100n);
    text = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
  }
  return negative ? `-${text}` : text;
}

/** '10000000' → '10,000,000' (the integer part; decimals kept). */
function groupThousands(text: string): string {
  const [int, frac] = text.split('.');
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (frac ? `.${frac}` : '');
}

/** Normalises an accepted input ('0010.5' → '10.50'); null when the input is not a valid amount. */
export function normalizeAmount(input: string): string | null {
  const text = input.trim();
  if (!INPUT_RE.test(text)) return null;
  return unitsToDecimal(toUnits(text)!);
}

/** a < b, a > b … on decimal strings. */
export function compareMoney(a: string | null | undefined, b: string | null | undefined): number {
  const x = toUnits(a) ?? 0n;
  const y = toUnits(b) ?? 0n;
  return x < y ? -1 : x > y ? 1 : 0;
}

export function isPositive(value: string | null | undefined): boolean {
  return (toUnits(value) ?? 0n) > 0n;
}

export interface AmountRules {
  /** Smallest allowed amount (decimal string), e.g. '10'. */
  min?: string;
  /** Message when below `min`. */
  minMessage?: string;
  /** Largest allowed amount (e.g. the wallet balance). */
  max?: string | null;
  /** Message when above `max`. */
  maxMessage?: string;
  /** The amount must be a whole multiple of this (decimal string), e.g. '10'. */
  multipleOf?: string;
  multipleMessage?: string;
  /** Empty is allowed (e.g. "move the whole balance"). */
  optional?: boolean;
  /** The server's cap on any entered amount (Settings.amountMax); MAX_AMOUNT when not loaded. */
  limit?: string | null;
}

export const AMOUNT_MESSAGES = {
  required: 'Enter an amount',
  invalid: 'Enter a valid amount (digits, up to 2 decimals)',
  positive: 'Amount must be greater than $0.00',
  tooLarge: 'Amount must not exceed $10,000,000.00',
} as const;

/** The first rule an amount input breaks, or null when it is valid. */
export function validateAmount(input: string, rules: AmountRules = {}): string | null {
  const text = input.trim();
  if (!text) return rules.optional ? null : AMOUNT_MESSAGES.required;
  if (!INPUT_RE.test(text)) return AMOUNT_MESSAGES.invalid;
  const units = toUnits(text)!;
  if (units <= 0n) return AMOUNT_MESSAGES.positive;
  const limit = rules.limit && toUnits(rules.limit) ? rules.limit : MAX_AMOUNT;
  if (units > toUnits(limit)!) return limit === MAX_AMOUNT ? AMOUNT_MESSAGES.tooLarge : `Amount must not exceed $${groupThousands(unitsToDecimal(toUnits(limit)!))}`;
  if (rules.min !== undefined && units < toUnits(rules.min)!) return rules.minMessage ?? `Minimum amount is $${groupThousands(unitsToDecimal(toUnits(rules.min)!))}`;
  if (rules.multipleOf !== undefined) {
    const step = toUnits(rules.multipleOf)!;
    if (step > 0n && units % step !== 0n) return rules.multipleMessage ?? `Amount must be a multiple of $${rules.multipleOf}`;
  }
  if (rules.max !== undefined && rules.max !== null && units > (toUnits(rules.max) ?? 0n)) {
    return rules.maxMessage ?? 'Amount exceeds your balance';
  }
  return null;
}

/* ------------------------------------------------------------------------- addresses and hashes */

export type NetworkName = 'BEP20' | 'TRC20';

export const BEP20_ADDRESS_RE = /^0x[0-9a-fA-F]{40}$/;
export const TRC20_ADDRESS_RE = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** Payout address rule (PAGES §4 profile): empty is allowed (no address). */
export function validateAddress(network: NetworkName, value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (network === 'BEP20') return BEP20_ADDRESS_RE.test(text) ? null : 'BEP20 address must be 0x followed by 40 hex digits';
  return TRC20_ADDRESS_RE.test(text) ? null : 'TRC20 address must be T followed by 33 base58 characters';
}

/** Transaction hash rule: BEP20 `0x` + 64 hex, TRC20 64 hex. */
export function validateHash(network: NetworkName, value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (network === 'BEP20') return /^0x[0-9a-fA-F]{64}$/.test(text) ? null : 'BEP20 hash must be 0x followed by 64 hex digits';
  return /^[0-9a-fA-F]{64}$/.test(text) ? null : 'TRC20 hash must be 64 hex digits';
}

/** a + b on decimal strings. */
export function addMoney(a: string, b: string): string {
  return unitsToDecimal((toUnits(a) ?? 0n) + (toUnits(b) ?? 0n), true);
}

/** A fresh idempotency key for one money movement (retries of the same submit reuse it). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  // Older browsers / insecure origins: 122 random bits in UUID v4 layout.
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
