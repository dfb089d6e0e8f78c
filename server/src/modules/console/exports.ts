import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Database, Engine } from '../../database/data-source';
import { asText, dateParam, readDate } from '../../database/sql';
import { formatMoney, toBigInt } from '../../common/money';
import { badInput } from '../../common/errors';
import { dayRange, ReportFilter } from './report-filter';

type Format = 'text' | 'money' | 'date' | 'bool';

interface ExportColumn {
  header: string;
  /** SQL expression over alias `t` (the table) and its joins. */
  sql: string;
  format?: Format;
}

/** One admin table that can be exported: its FROM clause, columns and which columns the filters use. */
export interface ExportSpec {
  from: string;
  columns: ExportColumn[];
  dateColumn: string;
  memberColumn?: string;
  kindColumn?: string;
  statusColumn?: string;
  /** A fixed condition (e.g. members only). */
  where?: string;
}

const money = (header: string, sql: string): ExportColumn => ({ header, sql, format: 'money' });
const date = (header: string, sql: string): ExportColumn => ({ header, sql, format: 'date' });
const col = (header: string, sql: string): ExportColumn => ({ header, sql });
const bool = (header: string, sql: string): ExportColumn => ({ header, sql, format: 'bool' });

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
    columns: [col('ID', 't.id'), col('Member ID', 't.user_id'), col('E-mail', 'u.email'), col('Kind', 't.kind'), money('Gross', 't.gross'), money('Fee', 't.fee'), money('Net', 't.net'), col('BEP20', 't.bep20'), col('TRC20', 't.trc20'), col('Status', 't.status'), date('Created At', 't.created_at'), date('Processed At', 't.processed_at')],
    dateColumn: 't.created_at',
    memberColumn: 't.user_id',
    kindColumn: 't.kind',
    statusColumn: 't.status',
  },
  transfers: {
    from: 'transfers t LEFT JOIN users f ON f.id = t.from_user_id LEFT JOIN users r ON r.id = t.to_user_id',
    columns: [col('ID', 't.id'), col('From ID', 't.from_user_id'), col('From', 'f.username'), col('To ID', 't.to_user_id'), col('To', 'r.username'), col('Kind', 't.kind'), col('Source Wallet', 't.source_wallet'), money('Amount', 't.amount'), money('Fee', 't.fee'), col('Description', 't.description'), col('Status', 't.status'), date('Created At', 't.created_at')],
    dateColumn: 't.created_at',
    memberColumn: 't.from_user_id',
    kindColumn: 't.kind',
    statusColumn: 't.status',
  },
  audit: {
    from: 'audit_log t LEFT JOIN users u ON u.id = t.actor_id',
    columns: [col('ID', 't.id'), date('When', 't.created_at'), col('Admin ID', 't.actor_id'), col('Admin', 'u.email'), col('Action', 't.action'), col('Target', 't.target'), col('Details', 't.details'), col('Before', 't.before_state'), col('After', 't.after_state')],
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
};

export function exportSpec(name: string): ExportSpec {
  const spec = Object.prototype.hasOwnProperty.call(EXPORTS, name) ? EXPORTS[name] : undefined;
  if (!spec) throw badInput(`Unknown export '${name}'`, { table: Object.keys(EXPORTS).join(', ') });
  return spec;
}

/** WHERE conditions and parameters of a filter over a spec (keyset and paging are added by callers). */
export function filterSql(engine: Engine, spec: ExportSpec, f: ReportFilter): { conditions: string[]; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (spec.where) conditions.push(spec.where);
  const { start, end } = dayRange(f);
  if (start) conditions.push(`${spec.dateColumn} >= ?`) && params.push(dateParam(engine, start));
  if (end) conditions.push(`${spec.dateColumn} < ?`) && params.push(dateParam(engine, end));
  if (f.memberId) {
    if (!spec.memberColumn) throw badInput('This table has no member filter', { memberId: 'not supported here' });
    conditions.push(`${spec.memberColumn} = ?`) && params.push(f.memberId);
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
  if (v === null || v === undefined) return '';
  switch (c.format) {
    case 'money':
      return formatMoney(toBigInt(v)!);
    case 'date':
      return readDate(v).toISOString();
    case 'bool':
      return v === true || v === 1 || v === '1' ? 'true' : 'false';
    default:
      if (typeof v === 'boolean') return v ? 'true' : 'false';
      if (typeof v === 'number' || typeof v === 'bigint') return String(v);
      if (v instanceof Date) return v.toISOString();
      return safeCell(String(v));
  }
}

function selectList(engine: Engine, spec: ExportSpec): string {
  return spec.columns.map((c, i) => `${c.format === 'money' ? asText(engine, c.sql) : c.sql} AS c${i}`).join(', ');
}

const BATCH = 1000;

/**
 * Streams the table as CSV into `out` with bounded memory: rows are read in keyset batches
 * (`t.id < last`, newest first) and written with back-pressure, so the export never holds more
 * than one batch whatever the table's size. Stops early when the client goes away.
 */
export async function streamCsv(db: Database, spec: ExportSpec, filter: ReportFilter, out: Writable): Promise<number> {
  const engine = db.engine;
  const { conditions, params } = filterSql(engine, spec, filter);
  const csv = stringify({ header: true, columns: spec.columns.map((c) => c.header), bom: true });
  csv.pipe(out);
  let closed = false;
  out.once('close', () => (closed = true));
  let last: number | null = null;
  let count = 0;
  try {
    while (!closed) {
      const where = [...conditions, ...(last !== null ? ['t.id < ?'] : [])];
      const rows: Array<Record<string, unknown>> = await db.manager.query(
        `SELECT t.id AS row_id, ${selectList(engine, spec)} FROM ${spec.from} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY t.id DESC LIMIT ${BATCH}`,
        [...params, ...(last !== null ? [last] : [])],
      );
      for (const r of rows) {
        const ok = csv.write(spec.columns.map((c, i) => cell(c, r[`c${i}`])));
        count += 1;
        if (!ok && !closed) await Promise.race([once(csv, 'drain'), once(out, 'close')]);
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
