import { badInput } from '../../common/errors';
import { positiveId } from '../../common/validate';
import { checkDaySpan } from '../../common/date-range';

/** Filters shared by the reports page, the audit log and every CSV export. */
export interface ReportFilter {
  /** Inclusive first day, YYYY-MM-DD (UTC). */
  from?: string;
  /** Inclusive last day, YYYY-MM-DD (UTC). */
  to?: string;
  memberId?: number;
  /** Ledger entry kind, audit action, record status ... depending on the table. */
  kind?: string;
  status?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function optionalDay(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const v = String(value);
  const d = DAY.test(v) ? new Date(`${v}T00:00:00Z`) : null;
  if (!d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) throw badInput(`${field} must be a date (YYYY-MM-DD)`, { [field]: 'YYYY-MM-DD' });
  return v;
}

function optionalWord(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !/^[A-Za-z0-9_.:-]{1,64}$/.test(value)) throw badInput(`Invalid ${field}`, { [field]: 'letters, digits, _ . : -' });
  return value;
}

/** Parses untrusted filter values (query string or GraphQL input); bad values are BAD_USER_INPUT. */
export function parseReportFilter(raw: Record<string, unknown>): ReportFilter {
  const from = optionalDay(raw.from, 'from');
  const to = optionalDay(raw.to, 'to');
  if (from && to && to < from) throw badInput('to must be on or after from', { to: 'on or after from' });
  checkDaySpan(from, to);
  const member = raw.memberId ?? raw.member_id;
  return {
    from,
    to,
    memberId: member === undefined || member === null || member === '' ? undefined : positiveId(member, 'memberId'),
    kind: optionalWord(raw.kind, 'kind'),
    status: optionalWord(raw.status, 'status'),
  };
}

/** [start, end) instants of an inclusive day range. */
export function dayRange(f: ReportFilter): { start?: Date; end?: Date } {
  return {
    start: f.from ? new Date(`${f.from}T00:00:00Z`) : undefined,
    end: f.to ? new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86400000) : undefined,
  };
}
