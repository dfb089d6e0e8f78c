/**
 * Small helpers shared by the admin pages: server field errors, idempotency keys, status tabs and
 * display helpers (a mutation with its toasts: lib/useMutationFlow.ts).
 */
import type { RecordStatus } from '../../generated/types';

/** Field messages of a BAD_USER_INPUT answer (`extensions.fields`), e.g. { reason: '3 to 200 characters' }. */
export function serverFieldErrors(err: unknown): Record<string, string> {
  const errors = (err as { graphQLErrors?: Array<{ extensions?: { fields?: unknown } }> } | null)?.graphQLErrors;
  if (!Array.isArray(errors)) return {};
  for (const e of errors) {
    const fields = e?.extensions?.fields;
    if (fields && typeof fields === 'object') {
      return Object.fromEntries(Object.entries(fields as Record<string, unknown>).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    }
  }
  return {};
}

/* ---------------------------------------------------------------------------------- status tabs */

export type StatusTab = 'pending' | 'complete' | 'decline' | 'all';

export const STATUS_TABS: Array<{ value: StatusTab; label: string }> = [
  { value: 'pending', label: 'Pending' },
  { value: 'complete', label: 'Complete' },
  { value: 'decline', label: 'Decline' },
  { value: 'all', label: 'All' },
];

/** The tab an `:action` route parameter picks; unknown or missing → `fallback`. */
export function statusTabOf(action: string | undefined, fallback: StatusTab = 'pending'): StatusTab {
  const key = (action ?? '').toLowerCase();
  return (STATUS_TABS.find((t) => t.value === key)?.value ?? fallback) as StatusTab;
}

/** The `status` argument of a list query for a tab (All → no filter). */
export function recordStatusOf(tab: StatusTab): RecordStatus | null {
  if (tab === 'pending') return 'PENDING';
  if (tab === 'complete') return 'COMPLETE';
  if (tab === 'decline') return 'DECLINE';
  return null;
}

/* ------------------------------------------------------------------------------------- display */

/** '0x1234…abcd' for long hashes and addresses. */
export function shorten(text: string | null | undefined, head = 6, tail = 4): string {
  if (!text) return '';
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}

const IMAGE_RE = /\.(png|jpe?g|webp|gif|bmp|svg)(\?.*)?$/i;
const PDF_RE = /\.pdf(\?.*)?$/i;

export function isImageUrl(url: string | null | undefined): boolean {
  return !!url && (IMAGE_RE.test(url) || url.startsWith('data:image/'));
}

export function isPdfUrl(url: string | null | undefined): boolean {
  return !!url && PDF_RE.test(url);
}

/** The last `count` months as 'YYYY-MM', newest first (local calendar). */
export function lastMonths(count = 12, now: Date = new Date()): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const d = new Date(now.getFullYear(), now.getMonth() - i, 1);
    out.push(`${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

/**
 * A Money decimal string as a JS number — for chart plotting ONLY (axis scale and bar height).
 * Labels, tooltips and totals always use formatMoney on the original string.
 */
export function moneyToChartNumber(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** 'Jan 2025' from 'YYYY-MM'. */
export function monthLabel(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return month;
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${names[Number(m[2]) - 1] ?? m[2]} ${m[1]}`;
}

/** 'deposit' / 'withdrawal_normal' → 'Deposit' / 'Withdrawal normal'. */
export function humanize(text: string | null | undefined): string {
  if (!text) return '';
  const spaced = text.replace(/_/g, ' ').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
