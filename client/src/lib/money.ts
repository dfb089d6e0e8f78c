/**
 * Display formatting for money, dates and percentages (PAGES "Conventions").
 *
 * Money arrives as a decimal string (GraphQL `Money` scalar, e.g. "125.50") and is formatted with
 * string/BigInt arithmetic only — never through a JS float — so large balances keep every cent.
 */

export type DecimalInput = string | number | bigint | null | undefined;

const DECIMAL_RE = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

interface ParsedDecimal {
  negative: boolean;
  /** Digits of the absolute value without a decimal point. */
  digits: string;
  /** Number of digits of `digits` that sit after the decimal point (may be negative). */
  scale: number;
}

function parseDecimal(value: DecimalInput): ParsedDecimal | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') {
    const negative = value < 0n;
    return { negative, digits: (negative ? -value : value).toString(), scale: 0 };
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = String(value).trim().replace(/,/g, '');
  const match = DECIMAL_RE.exec(text);
  if (!match) return null;
  const [, sign, intPart = '', fracPart = '', exponent] = match;
  if (intPart === '' && fracPart === '') return null;
  const exp = exponent ? parseInt(exponent, 10) : 0;
  return { negative: sign === '-', digits: `${intPart}${fracPart}` || '0', scale: fracPart.length - exp };
}

/**
 * Rounds a decimal to `places` fraction digits, half-up on the magnitude (0.005 → 0.01,
 * -0.005 → -0.01). Returns the scaled integer (value × 10^places) and the sign.
 */
function toScaledInteger(parsed: ParsedDecimal, places: number): { negative: boolean; units: bigint } {
  const digits = BigInt(parsed.digits);
  const shift = places - parsed.scale;
  let units: bigint;
  if (shift >= 0) {
    units = digits * 10n ** BigInt(shift);
  } else {
    const divisor = 10n ** BigInt(-shift);
    units = digits / divisor;
    if ((digits % divisor) * 2n >= divisor) units += 1n;
  }
  return { negative: parsed.negative && units !== 0n, units };
}

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Fixed-point text of a decimal, e.g. ('1250.5', 2) → { negative: false, int: '1250', frac: '50' }. */
function splitFixed(value: DecimalInput, places: number): { negative: boolean; int: string; frac: string } | null {
  const parsed = parseDecimal(value);
  if (!parsed) return null;
  const { negative, units } = toScaledInteger(parsed, places);
  const text = units.toString().padStart(places + 1, '0');
  return {
    negative,
    int: places > 0 ? text.slice(0, -places) : text,
    frac: places > 0 ? text.slice(-places) : '',
  };
}

/**
 * Money for display: `$` + en-US grouping + two decimals.
 * '1250.5' → '$1,250.50'; '-5' → '-$5.00'; null/undefined/unparsable → '—': a figure we do not have
 * (a failed or pending query) is never shown as a made-up '$0.00'.
 */
export function formatMoney(value: DecimalInput): string {
  const fixed = splitFixed(value, 2);
  if (!fixed) return EMPTY;
  return `${fixed.negative ? '-' : ''}$${groupThousands(fixed.int)}.${fixed.frac}`;
}

/**
 * Money from a query that may have failed: the formatted amount, or '—' when the figure is not known
 * (an error, or no data). Never a made-up '$0.00' standing in for a balance we could not read.
 */
export function formatMoneyOrDash(value: DecimalInput, failed?: unknown): string {
  if (failed || value === null || value === undefined) return EMPTY;
  return formatMoney(value);
}

/** A decimal rounded half-up to two places without grouping or symbol ('12.5' → '12.50'); missing → '0.00'. */
export function formatDecimal2(value: DecimalInput): string {
  const fixed = splitFixed(value, 2);
  if (!fixed) return '0.00';
  return `${fixed.negative ? '-' : ''}${fixed.int}.${fixed.frac}`;
}

/** Percent with two decimals: '0.5' → '0.50%'. Missing → '—'. */
export function formatPercent(value: DecimalInput): string {
  const fixed = splitFixed(value, 2);
  if (!fixed) return EMPTY;
  return `${fixed.negative ? '-' : ''}${groupThousands(fixed.int)}.${fixed.frac}%`;
}

/* ------------------------------------------------------------------------------------------ dates */

/** Shown for a missing date. */
export const EMPTY = '—';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE_ONLY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type DateInput = Date | string | number | null | undefined;

/** Parses a Date, an ISO string, a date-only string (local day) or epoch milliseconds. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const text = value.trim();
  if (/^\d+$/.test(text)) return toDate(Number(text));
  const dateOnly = DATE_ONLY_RE.exec(text);
  if (dateOnly) {
    const d = new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** '12 Mar 2025' in local time; missing → '—'. */
export function formatDate(value: DateInput): string {
  const d = toDate(value);
  if (!d) return EMPTY;
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/** '12 Mar 2025, 14:05' in local time; missing → '—'. */
export function formatDateTime(value: DateInput): string {
  const d = toDate(value);
  if (!d) return EMPTY;
  return `${formatDate(d)}, ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}
