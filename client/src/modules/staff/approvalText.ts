/**
 * Maker-checker requests in words: what approving one will do, read from its kind and its JSON
 * payload (as the server's MoneyDesk records them). Money shown is the request's `amount` (a Money
 * decimal), never the payload's micro-unit strings; a member-edit's wallet values are the decimals
 * the maker typed.
 */
import { formatMoney } from '../../lib/money';

export interface ApprovalLike {
  kind: string;
  payload: string;
  amount?: string | null;
  target?: string | null;
}

export const KIND_LABELS: Record<string, string> = {
  'wallet.adjust': 'Cash handling',
  'wallet.set': 'Set balance',
  'member.wallets': 'Member wallet edit',
  'topup.reverse': 'Top-up reversal',
  'topup.delete': 'Top-up deletion',
  'withdrawal.complete': 'Withdrawal payout',
};

const WALLET_NAMES: Record<string, string> = { ACTIVE: 'Active wallet', INCOME: 'Income wallet', ROI: 'ROI wallet', COMPOUND: 'Compound wallet' };
const WITHDRAWAL_KINDS: Record<string, string> = { NORMAL: 'income', ROI: 'ROI', COMPOUND: 'compound', PRINCIPLE: 'principal' };

/** 'wallet.adjust' → 'Cash handling'; unknown kinds → 'Topup reverse'-style words. */
export function kindLabel(kind: string): string {
  if (KIND_LABELS[kind]) return KIND_LABELS[kind];
  const text = kind.replace(/[._-]+/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Request';
}

function parsePayload(payload: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(payload);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const walletName = (w: unknown) => WALLET_NAMES[String(w ?? '').toUpperCase()] ?? `${String(w ?? 'a')} wallet`;
const idOf = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)) ? `#${v}` : null);
/** The words that are there, one space apart. */
const words = (...parts: Array<string | null | undefined | false>) => parts.filter(Boolean).join(' ');

/** Unknown payloads: 'key: value' pairs, so nothing the request does is hidden. */
function genericText(p: Record<string, unknown>): string {
  const parts = Object.entries(p)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  return parts.join(', ');
}

/** What approving the request does, in one sentence. */
export function describeApproval(r: ApprovalLike): string {
  const p = parsePayload(r.payload);
  const money = r.amount ? formatMoney(r.amount) : null;
  switch (r.kind) {
    case 'wallet.adjust': {
      const debit = String(p.action ?? '').toLowerCase() === 'debit';
      return `${debit ? 'Debit' : 'Credit'} ${money ?? 'an amount'} ${debit ? 'from' : 'to'} the ${walletName(p.wallet)}`;
    }
    case 'member.wallets': {
      const wallets = p.wallets && typeof p.wallets === 'object' ? Object.entries(p.wallets as Record<string, unknown>) : [];
      if (!wallets.length) return 'Set wallet balances';
      return `Set ${wallets.map(([w, v]) => `the ${walletName(w)} to ${formatMoney(String(v))}`).join(', ')}`;
    }
    case 'topup.reverse':
      return `${words('Reverse top-up', idOf(p.investmentId), money && `of ${money}`)}: the principal returns to the payer's Active wallet`;
    case 'topup.delete':
      return words('Delete top-up', idOf(p.investmentId), money && `of ${money}`, '(reversed first if it still runs)');
    case 'withdrawal.complete':
      return words('Complete', WITHDRAWAL_KINDS[String(p.expectedKind ?? '')], 'withdrawal', idOf(p.withdrawalId), money && `of ${money}`, 'and pay it out');
    default: {
      const text = genericText(p);
      return text ? `${kindLabel(r.kind)}: ${text}` : kindLabel(r.kind);
    }
  }
}
