import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Database, Engine } from '../../database/data-source';
import { asText, dateParam, readDate } from '../../database/sql';
import { formatMoney, formatPercent, toBigInt } from '../../common/money';
import { badInput } from '../../common/errors';
import { dayRange, ReportFilter } from './report-filter';
import { maskAddressesInJson, maskPayoutAddress, MEMBER_ADDRESS_PERMISSIONS, WITHDRAWAL_ADDRESS_PERMISSIONS } from '../../common/auth/masking';
import type { Permission } from '../../common/auth/permissions';

type Format = 'text' | 'money' | 'date' | 'bool' | 'percent';

interface ExportColumn {
  header: string;
  /** SQL expression over alias `t` (the table) and its joins. */
  sql: string;
  format?: Format;
  /** Text of a text cell computed from the value (e.g. the rank out of a ledger description). */
  map?: (value: string) => string;
  /** What an empty (NULL) cell says, when the page shows a word for it. */
  empty?: string;
  /**
   * Members' payout addresses: the whole cell (`cell`) or the `bep20`/`trc20` values of a JSON cell
   * (`json`), in full only for staff holding one of `fullFor` (`withPayoutAddressesMasked`).
   */
  payoutAddress?: { in: 'cell' | 'json'; fullFor: readonly Permission[] };
}

/** One admin table that can be exported: its FROM clause, columns and which columns the filters use. */
export interface ExportSpec {
  /** Tables and joins; the exported rows are keyed by `t.id` (a derived table aliased `t` works too). */
  from: string;
  columns: ExportColumn[];
  /** The column the from/to day filters apply to; without it those filters are refused. */
  dateColumn?: string;
  /** `dateColumn` holds a platform day (YYYY-MM-DD text), compared with the filter's days as they are. */
  dateIsDay?: boolean;
  /** The member filter's column; several columns match a member on any of them (a transfer's two sides). */
  memberColumn?: string | string[];
  kindColumn?: string;
  statusColumn?: string;
  /** A fixed condition (e.g. members only), with `?` placeholders filled by `whereParams`. */
  where?: string;
  whereParams?: (engine: Engine) => unknown[];
  /** Oldest (lowest id) first, for small reference tables shown in that order (plans, ranks). */
  ascending?: boolean;
}

const money = (header: string, sql: string): ExportColumn => ({ header, sql, format: 'money' });
const date = (header: string, sql: string): ExportColumn => ({ header, sql, format: 'date' });
const col = (header: string, sql: string): ExportColumn => ({ header, sql });
const bool = (header: string, sql: string): ExportColumn => ({ header, sql, format: 'bool' });
const percent = (header: string, sql: string): ExportColumn => ({ header, sql, format: 'percent' });
const payoutAddress = (header: string, sql: string): ExportColumn => ({ header, sql, payoutAddress: { in: 'cell', fullFor: WITHDRAWAL_ADDRESS_PERMISSIONS } });
/** An audit JSON cell: a member edit records the payout addresses it changed. */
const auditJson = (header: string, sql: string): ExportColumn => ({ header, sql, payoutAddress: { in: 'json', fullFor: MEMBER_ADDRESS_PERMISSIONS } });

/**
 * The spec as a caller may read it: the payout-address columns it may not read in full (`mayRead`
 * false for their permissions) masked to their first 6 and last 4 characters.
 */
export function withPayoutAddressesMasked(spec: ExportSpec, mayRead: (permissions: readonly Permission[]) => boolean): ExportSpec {
  if (!spec.columns.some((c) => c.payoutAddress && !mayRead(c.payoutAddress.fullFor))) return spec;
  return {
    ...spec,
    columns: spec.columns.map((c) => {
      if (!c.payoutAddress || mayRead(c.payoutAddress.fullFor)) return c;
      return { ...c, map: c.payoutAddress.in === 'cell' ? (v: string) => maskPayoutAddress(v) ?? '' : (v: string) => maskAddressesInJson(v) ?? '' };
    }),
  };
}

/** The rank named in a reward line's description ('Rank 3 reward ...' → '3'), as the page shows it. */
export const rankOfDescription = (description: string): string => /Rank (\d+)/.exec(description)?.[1] ?? '';

/** Members with no direct referral 10 days or more after joining (as UsersService.defaulters). */
const DEFAULTER_DAYS = 10;

/** Every admin table with a CSV export (GET /api/v1/export/<name>). */
export const EXPORTS: Record<string, ExportSpec> = {
  ledger: {
    from: 'ledger_entries t LEFT JOIN users u ON u.id = t.member_id',
    where: 't.member_id IS NOT NULL',
    columns: [col('Entry ID', 't.id'), date('Created At', 't.created_at'), col('Member ID', 't.member_id'), col('Username', 'u.username'), col('E-mail', 'u.email'), col('Wallet', 't.wallet'), col('Kind', 't.kind'), money('Amount', 't.amount'), money('Balance After', 't.balance_after'), col('Counterparty ID', 't.counterparty_id'), col('Description', 't.description'), col('Posting ID', 't.transaction_id')],
    dateColumn: 't.created_at',
    memberColumn: 't.member_id',
    kindColumn: 't.kind',
  },
  users: {
    from: 'users t',
    where: "t.role = 'user'",
    columns: [col('ID', 't.id'), col('Username', 't.username'), col('Full Name', 't.fullname'), col('E-mail', 't.email'), col('Phone', 't.phone'), col('Referral Code', 't.referral_code'), col('Sponsor ID', 't.sponsor_id'), col('Status', 't.status'), bool('Active', 't.is_active'), bool('Email Verified', 't.email_verified'), date('Activated At', 't.activation_date'), date('Joined', 't.created_at')],
    dateColumn: 't.created_at',
    memberColumn: 't.id',
    kindColumn: "(CASE WHEN t.is_active = 1 THEN 'active' ELSE 'inactive' END)",
    statusColumn: 't.status',
  },
  deposits: {
    from: 'deposits t LEFT JOIN users u ON u.id = t.user_id',
    columns: [col('ID', 't.id'), col('Member ID', 't.user_id'), col('E-mail', 'u.email'), money('Amount', 't.amount'), col('Network', 't.currency'), col('Method', 't.method'), col('Hash', 't.hash'), col('Status', 't.status'), date('Created At', 't.created_at'), date('Processed At', 't.processed_at')],
    dateColumn: 't.created_at',
    memberColumn: 't.user_id',
    kindColumn: 't.method',
    statusColumn: 't.status',
  },
  withdrawals: {
    from: 'withdrawals t LEFT JOIN users u ON u.id = t.user_id',
    columns: [col('ID', 't.id'), col('Member ID', 't.user_id'), col('E-mail', 'u.email'), col('Kind', 't.kind'), money('Gross', 't.gross'), money('Fee', 't.fee'), money('Net', 't.net'), payoutAddress('BEP20', 't.bep20'), payoutAddress('TRC20', 't.trc20'), col('Status', 't.status'), date('Created At', 't.created_at'), date('Processed At', 't.processed_at')],
    dateColumn: 't.created_at',
    memberColumn: 't.user_id',
    kindColumn: 't.kind',
    statusColumn: 't.status',
  },
  transfers: {
    from: 'transfers t LEFT JOIN users f ON f.id = t.from_user_id LEFT JOIN users r ON r.id = t.to_user_id',
    columns: [col('ID', 't.id'), col('From ID', 't.from_user_id'), col('From', 'f.username'), col('To ID', 't.to_user_id'), col('To', 'r.username'), col('Kind', 't.kind'), col('Source Wallet', 't.source_wallet'), money('Amount', 't.amount'), money('Fee', 't.fee'), col('Description', 't.description'), col('Status', 't.status'), date('Created At', 't.created_at')],
    dateColumn: 't.created_at',
    // A member's transfers are those sent and those received (the profile's Transfers tab).
    memberColumn: ['t.from_user_id', 't.to_user_id'],
    kindColumn: 't.kind',
    statusColumn: 't.status',
  },
  audit: {
    from: 'audit_log t LEFT JOIN users u ON u.id = t.actor_id',
    columns: [col('ID', 't.id'), date('When', 't.created_at'), col('Admin ID', 't.actor_id'), col('Admin', 'u.email'), col('Action', 't.action'), col('Target', 't.target'), auditJson('Details', 't.details'), auditJson('Before', 't.before_state'), auditJson('After', 't.after_state')],
    dateColumn: 't.created_at',
    memberColumn: 't.actor_id',
    kindColumn: 't.action',
  },
  bookings: {
    from: 'bookings t LEFT JOIN users u ON u.id = t.member_id',
    columns: [col('ID', 't.id'), col('Member ID', 't.member_id'), col('Username', 'u.username'), col('E-mail', 'u.email'), col('Date', 't.date'), col('Time', 't.time'), col('Topic', 't.topic'), col('Message', 't.message'), col('Status', 't.status'), date('Booked At', 't.created_at')],
    dateColumn: 't.created_at',
    memberColumn: 't.member_id',
    statusColumn: 't.status',
  },
  investments: {
    from: 'investments t LEFT JOIN users u ON u.id = t.member_id LEFT JOIN users p ON p.id = t.payer_id LEFT JOIN plans pl ON pl.id = t.plan_id',
    // Deleted top-ups are hidden everywhere (their rows and postings stay for the books).
    where: 't.hidden = 0',
    columns: [col('ID', 't.id'), col('Member ID', 't.member_id'), col('Member', 'u.username'), col('Payer ID', 't.payer_id'), col('Payer', 'p.username'), col('Plan', 'pl.name'), col('Kind', 't.kind'), money('Amount', 't.amount'), col('Start Day', 't.start_day'), col('End Day', 't.end_day'), col('Status', 't.status'), date('Created At', 't.created_at')],
    dateColumn: 't.created_at',
    memberColumn: 't.member_id',
    kindColumn: 't.kind',
    statusColumn: 't.status',
  },
  tickets: {
    from: 'tickets t LEFT JOIN users u ON u.id = t.user_id',
    columns: [col('ID', 't.id'), col('Member ID', 't.user_id'), col('E-mail', 'u.email'), col('Subject', 't.subject'), col('Description', 't.description'), col('Category', 't.category'), col('Priority', 't.priority'), col('Status', 't.status'), date('Created At', 't.created_at'), date('Updated At', 't.updated_at')],
    dateColumn: 't.created_at',
    memberColumn: 't.user_id',
    kindColumn: 't.category',
    statusColumn: 't.status',
  },
  support: {
    from: 'support_messages t LEFT JOIN users u ON u.id = t.user_id',
    columns: [col('ID', 't.id'), col('Member ID', 't.user_id'), col('E-mail', 'u.email'), col('Title', 't.title'), col('Message', 't.message'), col('Reply', 't.reply'), col('Status', 't.status'), date('Sent At', 't.created_at'), date('Replied At', 't.replied_at')],
    dateColumn: 't.created_at',
    memberColumn: 't.user_id',
    statusColumn: 't.status',
  },
  notifications: {
    from: 'notifications t',
    columns: [col('ID', 't.id'), col('Title', 't.title'), col('Message', 't.message'), col('Type', 't.type'), col('Audience', 't.audience'), col('Seen', '(SELECT COUNT(*) FROM notification_recipients r WHERE r.notification_id = t.id AND r.seen = 1)'), col('Recipients', '(SELECT COUNT(*) FROM notification_recipients r WHERE r.notification_id = t.id)'), date('Created At', 't.created_at')],
    dateColumn: 't.created_at',
    kindColumn: 't.type',
  },
  news: {
    from: 'news t',
    columns: [col('ID', 't.id'), col('Title', 't.title'), col('Content', 't.content'), date('Published', 't.created_at'), date('Updated', 't.updated_at')],
    dateColumn: 't.created_at',
  },
  achievers: {
    from: 'achievers t',
    columns: [col('ID', 't.id'), col('Name', 't.username'), col('Description', 't.description'), col('Photo', 't.image'), date('Added At', 't.created_at')],
    dateColumn: 't.created_at',
  },
  offers: {
    from: 'offers t',
    columns: [col('ID', 't.id'), col('Title', 't.title'), col('Description', 't.description'), col('Valid From', 't.start_date'), col('Valid To', 't.end_date'), bool('Active', 't.status'), bool('Everyone', 't.all_members'), date('Created At', 't.created_at')],
    dateColumn: 't.created_at',
  },
  'reward-transactions': {
    from: 'ledger_entries t JOIN users u ON u.id = t.member_id',
    where: "t.member_id IS NOT NULL AND t.kind = 'REWARD'",
    columns: [col('ID', 't.id'), col('Member ID', 't.member_id'), col('Member', 'u.username'), col('E-mail', 'u.email'), { header: 'Rank', sql: 't.description', map: rankOfDescription }, money('Amount', 't.amount'), col('Description', 't.description'), date('Created At', 't.created_at')],
    dateColumn: 't.created_at',
    memberColumn: 't.member_id',
  },
  'salary-transactions': {
    from: 'salary_payments t JOIN users u ON u.id = t.member_id',
    columns: [col('ID', 't.id'), col('Member ID', 't.member_id'), col('Username', 'u.username'), col('E-mail', 'u.email'), money('Salary Amount', 't.salary_amount'), money('Paid Amount', 't.paid_amount'), col('Transaction Date', 't.transaction_date'), col('Salary ID (rank)', 't.rank_no'), col('Notes', 't.notes'), date('Created At', 't.created_at')],
    // The page filters by the payment's day (Date From / To), not by when the run wrote it.
    dateColumn: 't.transaction_date',
    dateIsDay: true,
    memberColumn: 't.member_id',
    kindColumn: 't.rank_no',
  },
  'salary-tiers': {
    from: 'reward_plans t',
    ascending: true,
    columns: [
      col('Tier', 't.rank_no'),
      col('Title', 't.title'),
      money('Requirement', 't.threshold'),
      money('Monthly Amount', 't.salary_amount'),
      col('Duration (months)', "COALESCE((SELECT st.value FROM settings st WHERE st.`key` = 'salaryMonths'), '10')"),
      col('Members', '(SELECT COUNT(*) FROM salary_entitlements se WHERE se.rank_no = t.rank_no)'),
      money('Total Paid', '(SELECT COALESCE(SUM(sp.paid_amount), 0) FROM salary_payments sp WHERE sp.rank_no = t.rank_no)'),
    ],
  },
  'salary-entitlements': {
    from: 'salary_entitlements t JOIN users u ON u.id = t.member_id',
    columns: [col('ID', 't.id'), col('Member ID', 't.member_id'), col('Username', 'u.username'), col('Salary ID', 't.rank_no'), money('Amount', 't.salary_amount'), col('Duration (months)', 't.duration'), col('Remaining', '(t.duration - t.months_paid)'), col('Status', 't.status'), col('Assigned Date', 't.assigned_day'), date('Created At', 't.created_at')],
    dateColumn: 't.created_at',
    memberColumn: 't.member_id',
    kindColumn: 't.rank_no',
    statusColumn: 't.status',
  },
  leadership: {
    from: 'leadership_incomes t LEFT JOIN users l ON l.id = t.leader_id LEFT JOIN users s ON s.id = t.source_member_id',
    // Reversed (deleted) entries are gone from the page and its total.
    where: 't.reversed_at IS NULL',
    columns: [col('ID', 't.id'), col('User ID', 't.leader_id'), col('User', 'l.email'), col('User By ID', 't.source_member_id'), col('User By', 's.email'), money('Amount', 't.amount'), percent('Percent', 't.percent'), money('Of Amount', 't.on_amount'), col('Top-up ID', 't.investment_id'), col('Day', 't.day'), date('Created At', 't.created_at')],
    dateColumn: 't.created_at',
    memberColumn: 't.leader_id',
  },
  cto: {
    from: 'cto_records t LEFT JOIN users u ON u.id = t.member_id',
    columns: [
      col('ID', 't.id'),
      col('Member ID', 't.member_id'),
      col('Name', 'u.username'),
      col('Email', 'u.email'),
      col('Category', 't.category'),
      money('Paid', 't.total_paid'),
      { header: 'Amount', sql: 't.monthly_amount', format: 'money', empty: 'Turnover share' },
      money('Gift', 't.gift_amount'),
      date('Last Monthly Payment', 't.paid_at'),
      col('Status', "(CASE WHEN t.status = 'qualified' THEN 'Qualified' ELSE 'Disqualified' END)"),
      col('Qualified Day', 't.qualified_day'),
    ],
    dateColumn: 't.created_at',
    memberColumn: 't.member_id',
    kindColumn: 't.category',
    statusColumn: 't.status',
  },
  'cto-payments': {
    from: 'cto_payments t LEFT JOIN users u ON u.id = t.member_id',
    columns: [col('ID', 't.id'), col('Member ID', 't.member_id'), col('Username', 'u.username'), col('For', "(CASE WHEN t.month = 'bonus' THEN 'Category 1 bonus' ELSE t.month END)"), money('Amount', 't.amount'), col('Day', 't.day'), date('Paid At', 't.created_at')],
    dateColumn: 't.created_at',
    memberColumn: 't.member_id',
  },
  'ranked-members': {
    // One row per member with a reached rank (as RewardsService.rankedMembers), keyed by member id.
    from: `(SELECT mr.member_id AS id, MAX(mr.rank_no) AS rank_no, SUM(mr.reward_paid) AS total_reward FROM member_ranks mr WHERE mr.status IN ('REACHED', 'PAID') GROUP BY mr.member_id) t
      JOIN users u ON u.id = t.id LEFT JOIN member_team mt ON mt.member_id = t.id`,
    ascending: true,
    columns: [col('Member ID', 't.id'), col('Username', 'u.username'), col('E-mail', 'u.email'), col('Rank', 't.rank_no'), money('Total Reward', 't.total_reward'), money('Team Business', 'COALESCE(mt.team_business, 0)')],
    memberColumn: 't.id',
  },
  'member-ranks': {
    from: 'member_ranks t LEFT JOIN users u ON u.id = t.member_id',
    ascending: true,
    columns: [col('ID', 't.id'), col('Member ID', 't.member_id'), col('Username', 'u.username'), col('Rank', 't.rank_no'), money('Threshold', 't.threshold'), money('Business', 't.business_at_reach'), money('Reward paid', 't.reward_paid'), money('Carried forward', 't.carried_forward'), col('Status', 't.status'), col('Started', 't.start_day'), col('Reached', 't.reached_day'), date('Paid At', 't.paid_at')],
    dateColumn: 't.created_at',
    memberColumn: 't.member_id',
    kindColumn: 't.rank_no',
    statusColumn: 't.status',
  },
  'reward-plans': {
    from: 'reward_plans t',
    ascending: true,
    columns: [col('ID', 't.id'), col('Rank', 't.rank_no'), col('Title', 't.title'), col('Description', 't.description'), money('Threshold', 't.threshold'), col('Duration (days)', 't.duration_days'), money('Reward Amount', 't.reward_amount'), money('Salary Amount', 't.salary_amount'), percent('Leadership %', 't.leadership_percent'), bool('Active', 't.is_active'), date('Created At', 't.created_at')],
    dateColumn: 't.created_at',
  },
  'activation-plans': {
    from: 'activation_plans t',
    ascending: true,
    columns: [col('ID', 't.id'), col('Name', 't.name'), money('Price', 't.price'), col('Description', 't.description'), bool('Active', 't.is_active'), date('Created At', 't.created_at'), date('Updated At', 't.updated_at')],
    dateColumn: 't.created_at',
  },
  defaulters: {
    from: 'users t LEFT JOIN reward_notices n ON n.user_id = t.id',
    where: "t.deleted_at IS NULL AND t.role = 'user' AND t.created_at < ? AND NOT EXISTS (SELECT 1 FROM users d WHERE d.sponsor_id = t.id AND d.deleted_at IS NULL)",
    whereParams: (engine) => [dateParam(engine, new Date(Date.now() - DEFAULTER_DAYS * 86_400_000))],
    columns: [col('ID', 't.id'), col('Username', 't.username'), col('Full Name', 't.fullname'), col('E-mail', 't.email'), col('Title', 'n.title'), money('Amount', 'n.amount'), date('Notice Sent', 'n.created_at'), date('Created At', 't.created_at')],
    dateColumn: 't.created_at',
    memberColumn: 't.id',
  },
  qr: {
    from: 'deposit_addresses t',
    columns: [
      col('ID', 't.id'),
      col('BEP20', 't.bep20'),
      col('TRC20', 't.trc20'),
      col('Status', "(CASE WHEN t.active = 1 AND t.id = (SELECT MAX(a.id) FROM deposit_addresses a WHERE a.active = 1) THEN 'Current' WHEN t.active = 1 THEN 'Active' ELSE 'Retired' END)"),
      date('Added At', 't.created_at'),
    ],
    dateColumn: 't.created_at',
  },
};

/**
 * A member's statement of all four wallets (GET /api/v1/export/statement): the member's own lines
 * only — the caller adds `t.member_id = ?` — with the wallet's running balance, newest first.
 */
export const STATEMENT_EXPORT: ExportSpec = {
  from: 'ledger_entries t',
  columns: [
    date('Date', 't.created_at'),
    col('Wallet', 't.wallet'),
    col('Description', 't.description'),
    col('Type', 't.kind'),
    money('Credit', '(CASE WHEN t.amount > 0 THEN t.amount END)'),
    money('Debit', '(CASE WHEN t.amount < 0 THEN -t.amount END)'),
    money('Balance After', 't.balance_after'),
    col('Reference', 't.transaction_id'),
  ],
  dateColumn: 't.created_at',
};

export function exportSpec(name: string): ExportSpec {
  const spec = Object.prototype.hasOwnProperty.call(EXPORTS, name) ? EXPORTS[name] : undefined;
  if (!spec) throw badInput(`Unknown export '${name}'`, { table: Object.keys(EXPORTS).join(', ') });
  return spec;
}

/** Every filter of `ReportFilter` (`parseReportFilter`), `member_id` the legacy spelling of `memberId`. */
const REPORT_FILTERS = ['from', 'to', 'memberId', 'member_id', 'kind', 'status'];

/** The filters (query parameters) a table's export takes: only those it has a column for. */
export function exportFilters(spec: ExportSpec): string[] {
  return [
    ...(spec.dateColumn ? ['from', 'to'] : []),
    ...(spec.memberColumn ? ['memberId'] : []),
    ...(spec.kindColumn ? ['kind'] : []),
    ...(spec.statusColumn ? ['status'] : []),
  ];
}

/**
 * Refuses a query parameter that names no filter (`?search=`, `?email=`, `?colum=`...): a filter
 * the table lacks is a 400 naming the filters it has, never silently ignored (a CSV of the whole
 * table when the admin meant a part of it). `member_id` is the legacy spelling of `memberId`.
 */
export function checkExportQuery(table: string, spec: ExportSpec, query: Record<string, unknown>, allowed: string[] = exportFilters(spec), known: string[] = REPORT_FILTERS): void {
  for (const key of Object.keys(query)) {
    // A filter of the shared set that this table lacks is refused by `filterSql` ('This table has no date filter').
    if (allowed.includes(key) || known.includes(key)) continue;
    const name = key.slice(0, 40);
    const has = allowed.length ? `it filters by ${allowed.join(', ')}` : 'it has no filters';
    throw badInput(`Unknown filter '${name}' for the ${table} export: ${has}`, { [name]: allowed.length ? `one of ${allowed.join(', ')}` : 'no filters' });
  }
}

/** WHERE conditions and parameters of a filter over a spec (keyset and paging are added by callers). */
export function filterSql(engine: Engine, spec: ExportSpec, f: ReportFilter): { conditions: string[]; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (spec.where) conditions.push(spec.where) && params.push(...(spec.whereParams?.(engine) ?? []));
  const { start, end } = dayRange(f);
  if ((start || end) && !spec.dateColumn) throw badInput('This table has no date filter', { from: 'not supported here' });
  if (spec.dateIsDay) {
    if (f.from) conditions.push(`${spec.dateColumn} >= ?`) && params.push(f.from);
    if (f.to) conditions.push(`${spec.dateColumn} <= ?`) && params.push(f.to);
  } else {
    if (start) conditions.push(`${spec.dateColumn} >= ?`) && params.push(dateParam(engine, start));
    if (end) conditions.push(`${spec.dateColumn} < ?`) && params.push(dateParam(engine, end));
  }
  if (f.memberId) {
    if (!spec.memberColumn) throw badInput('This table has no member filter', { memberId: 'not supported here' });
    const columns = Array.isArray(spec.memberColumn) ? spec.memberColumn : [spec.memberColumn];
    conditions.push(`(${columns.map((c) => `${c} = ?`).join(' OR ')})`) && params.push(...columns.map(() => f.memberId));
  }
  if (f.kind) {
    if (!spec.kindColumn) throw badInput('This table has no kind filter', { kind: 'not supported here' });
    conditions.push(`${spec.kindColumn} = ?`) && params.push(f.kind);
  }
  if (f.status) {
    if (!spec.statusColumn) throw badInput('This table has no status filter', { status: 'not supported here' });
    conditions.push(`${spec.statusColumn} = ?`) && params.push(f.status);
  }
  return { conditions, params };
}

/** Spreadsheets run cells that start with = + - @ as formulas: text cells get a leading quote. */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cell(c: ExportColumn, v: unknown): string {
  if (v === null || v === undefined) return c.empty ?? '';
  switch (c.format) {
    case 'money':
      return formatMoney(toBigInt(v)!);
    case 'date':
      return readDate(v).toISOString();
    case 'bool':
      return v === true || v === 1 || v === '1' ? 'true' : 'false';
    case 'percent':
      return formatPercent(toBigInt(v)!);
    default:
      if (c.map) return safeCell(c.map(String(v)));
      if (typeof v === 'boolean') return v ? 'true' : 'false';
      if (typeof v === 'number' || typeof v === 'bigint') return String(v);
      if (v instanceof Date) return v.toISOString();
      return safeCell(String(v));
  }
}

function selectList(engine: Engine, spec: ExportSpec): string {
  return spec.columns.map((c, i) => `${c.format === 'money' || c.format === 'percent' ? asText(engine, c.sql) : c.sql} AS c${i}`).join(', ');
}

const BATCH = 1000;

/** Waits for the CSV stream to drain or the client to go away; both listeners are removed after (none pile up on a long export). */
function drainOrClose(csv: Writable, out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      csv.off('drain', done);
      out.off('close', done);
      resolve();
    };
    csv.once('drain', done);
    out.once('close', done);
  });
}

/**
 * Streams the table as CSV into `out` with bounded memory: rows are read in keyset batches
 * (`t.id < last`, newest first; `t.id > last` for ascending specs) and written with back-pressure,
 * so the export never holds more than one batch whatever the table's size. Stops early when the
 * client goes away. `extra` adds conditions a caller checked itself (e.g. the member's own lines).
 */
export async function streamCsv(db: Database, spec: ExportSpec, filter: ReportFilter, out: Writable, extra?: { conditions: string[]; params: unknown[] }): Promise<number> {
  const engine = db.engine;
  const filtered = filterSql(engine, spec, filter);
  const conditions = [...filtered.conditions, ...(extra?.conditions ?? [])];
  const params = [...filtered.params, ...(extra?.params ?? [])];
  const csv = stringify({ header: true, columns: spec.columns.map((c) => c.header), bom: true });
  csv.pipe(out);
  let closed = false;
  out.once('close', () => (closed = true));
  let last: number | null = null;
  let count = 0;
  const [after, order] = spec.ascending ? ['t.id > ?', 'ASC'] : ['t.id < ?', 'DESC'];
  try {
    while (!closed) {
      const where = [...conditions, ...(last !== null ? [after] : [])];
      const rows: Array<Record<string, unknown>> = await db.manager.query(
        `SELECT t.id AS row_id, ${selectList(engine, spec)} FROM ${spec.from} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY t.id ${order} LIMIT ${BATCH}`,
        [...params, ...(last !== null ? [last] : [])],
      );
      for (const r of rows) {
        const ok = csv.write(spec.columns.map((c, i) => cell(c, r[`c${i}`])));
        count += 1;
        if (!ok && !closed) await drainOrClose(csv, out);
        if (closed) break;
      }
      if (rows.length < BATCH) break;
      last = Number(rows[rows.length - 1].row_id);
    }
  } finally {
    csv.end();
  }
  return count;
}
