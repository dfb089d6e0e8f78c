import { EntityManager } from 'typeorm';
import type { Database } from '../../database/data-source';
import { asInteger, asText, bigParam } from '../../database/sql';
import { badInput } from '../../common/errors';
import { checkDaySpan } from '../../common/date-range';
import { parseMoney, toBigInt } from '../../common/money';
import type { LedgerService } from '../ledger/ledger.service';
import type { SettingsService } from '../settings/settings.service';
import { RewardPlan, SalaryEntitlement, SalaryPayment } from './ranks.entities';
import { IncomePort, legsOf } from './ports';
import { addMonths, salaryDueDays } from './rules';
import { legSplit } from '../../rules/legs';
import { offsetWindow, PageWindow, windowOffset, windowPage } from '../../common/pagination';

export interface SalaryListQuery {
  memberId?: number;
  rank?: number;
  page: number;
  pageSize: number;
  sortBy?: string;
  sortOrder?: string;
  dateFrom?: string;
  dateTo?: string;
  minAmount?: unknown;
  maxAmount?: unknown;
  search?: string;
  minDuration?: unknown;
  maxDuration?: unknown;
  minRemaining?: unknown;
  maxRemaining?: unknown;
  /** The window read (GraphQL: `page`/`pageSize` or `first`/`after`); absent: `page`/`pageSize`, counted. */
  window?: PageWindow;
}

/**
 * A salary list read by cursor (`first`/`after`) is newest first by id (`id < cursor's id`, no
 * OFFSET); the other sorts are for `page`/`pageSize`.
 */
function cursorOrder(q: SalaryListQuery, w: PageWindow, newestFirst: string[]): void {
  if (w.page !== null) return;
  if ((q.sortBy !== undefined && q.sortBy !== null && q.sortBy !== '' && !newestFirst.includes(q.sortBy)) || sortDir(q.sortOrder) !== 'DESC') {
    throw badInput('Cursor paging reads newest first: sort_by and sort_order are for page/pageSize', { sort_by: `${newestFirst.join(' or ')}, desc, with first/after` });
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function optionalDay(v: unknown, field: string): string | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || !DAY.test(v)) throw badInput(`Invalid ${field}`, { [field]: 'YYYY-MM-DD' });
  return v;
}

function optionalInt(v: unknown, field: string): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw badInput(`Invalid ${field}`, { [field]: 'whole number' });
  return n;
}

function sortDir(v: unknown): 'ASC' | 'DESC' {
  if (v === undefined || v === null || v === '') return 'DESC';
  const s = String(v).toLowerCase();
  if (s === 'asc') return 'ASC';
  if (s === 'desc') return 'DESC';
  throw badInput('sort_order must be asc or desc', { sort_order: 'asc or desc' });
}

/** Monthly salary per rank held (BUSINESS-RULES §5) and the salary host's lists and statistics. */
export class SalaryService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly income: IncomePort,
  ) {}

  /**
   * The daily salary step: every active entitlement whose monthly anniversary has come is paid,
   * missed months caught up in order (key `salary:<member>:<rank>:<yyyy-mm>`). Nothing when none is due.
   * A salary is paid only while the rank holds (BUSINESS-RULES §5): when the member's legs no longer
   * meet the rank's team business under the leg rule at payment time, the month is recorded unpaid
   * ($0, with the reason) and still counts towards the entitlement's months.
   */
  async runDay(day: string, progress?: (done: number, total: number) => Promise<void>): Promise<number> {
    const due = await this.dueEntitlements(day);
    let rows = 0;
    const CHUNK = 200;
    for (let i = 0; i < due.length; i += CHUNK) {
      const chunk = due.slice(i, i + CHUNK);
      await this.db.transaction(async (em) => {
        const legs = await legsOf(this.db, [...new Set(chunk.map((ent) => ent.memberId))], em);
        for (const ent of chunk) {
          const holds = legSplit((legs.get(ent.memberId) ?? []).map((l) => l.business), ent.requiredBusiness).qualifies;
          const paid = await this.payEntitlement(em, ent, day, holds);
          rows += paid;
        }
      });
      await progress?.(Math.min(i + CHUNK, due.length), due.length);
    }
    return rows;
  }

  /**
   * The ACTIVE entitlements with a payment due by `day` (set-based, exact): payment k falls due on
   * addMonths(assigned, k), so payment months_paid + 1 is due when its month is before `day`'s month,
   * or is `day`'s month and the assigned day of month (clamped to the month's end) has come. On a day
   * with nothing due nothing is read per member.
   */
  async dueEntitlements(day: string): Promise<SalaryEntitlement[]> {
    const e = this.db.engine;
    const int = (x: string) => asInteger(e, x);
    const [y, m, d] = day.split('-').map(Number);
    const monthsTo = `(${y * 12 + m - 1} - (${int('SUBSTR(s.assigned_day, 1, 4)')} * 12 + ${int('SUBSTR(s.assigned_day, 6, 2)')} - 1))`;
    const lastOfMonth = new Date(Date.UTC(y, m, 0)).getUTCDate() === d;
    return this.db.manager
      .createQueryBuilder(SalaryEntitlement, 's')
      .where("s.status = 'ACTIVE'")
      .andWhere('s.months_paid < s.duration')
      .andWhere(
        `(s.months_paid + 1 < ${monthsTo} OR (s.months_paid + 1 = ${monthsTo} AND (${int('SUBSTR(s.assigned_day, 9, 2)')} <= :dom OR :last = 1)))`,
        { dom: d, last: lastOfMonth ? 1 : 0 },
      )
      .orderBy('s.member_id', 'ASC')
      .getMany();
  }

  private async payEntitlement(em: EntityManager, stale: SalaryEntitlement, day: string, rankHolds: boolean): Promise<number> {
    // Re-read inside the transaction: a replay or a concurrent run sees the months already paid.
    const ent = await em.findOne(SalaryEntitlement, { where: { id: stale.id } });
    if (!ent || ent.status !== 'ACTIVE') return 0;
    let paidMonths = ent.monthsPaid;
    let rows = 0;
    for (const dueDay of salaryDueDays(ent.assignedDay, day, ent.monthsPaid, ent.duration)) {
      const month = dueDay.slice(0, 7);
      const key = `salary:${ent.memberId}:${ent.rank}:${month}`;
      if (await em.findOne(SalaryPayment, { where: { naturalKey: key }, select: ['id'] })) {
        paidMonths += 1;
        continue;
      }
      paidMonths += 1;
      if (!rankHolds) {
        await em.insert(SalaryPayment, {
          memberId: ent.memberId,
          entitlementId: ent.id,
          rank: ent.rank,
          salaryAmount: ent.salaryAmount,
          paidAmount: 0n,
          notes: `Rank ${ent.rank} salary, month ${paidMonths} of ${ent.duration}: not paid, the rank's team business no longer holds`,
          transactionDate: dueDay,
          naturalKey: key,
          createdAt: new Date(),
        });
        continue;
      }
      const { credited } = await this.income.credit(em, {
        memberId: ent.memberId,
        kind: 'SALARY',
        wallet: 'INCOME',
        amount: ent.salaryAmount,
        key,
        day: dueDay,
        memo: `Rank ${ent.rank} salary ${month}`,
        referenceType: 'salary_entitlement',
        referenceId: ent.id,
      });
      await em.insert(SalaryPayment, {
        memberId: ent.memberId,
        entitlementId: ent.id,
        rank: ent.rank,
        salaryAmount: ent.salaryAmount,
        paidAmount: credited,
        notes: `Rank ${ent.rank} salary, month ${paidMonths} of ${ent.duration}${credited < ent.salaryAmount ? ' (limited by the earning cap)' : ''}`,
        transactionDate: dueDay,
        naturalKey: key,
        createdAt: new Date(),
      });
      rows += 1;
    }
    if (paidMonths !== ent.monthsPaid) {
      await em.update(SalaryEntitlement, { id: ent.id }, { monthsPaid: paidMonths, status: paidMonths >= ent.duration ? 'COMPLETED' : 'ACTIVE' });
    }
    return rows;
  }

  /** `salary/transactions`: salary payments with filters, sorting and paging. */
  async transactions(q: SalaryListQuery) {
    const e = this.db.engine;
    const qb = this.db.manager.createQueryBuilder(SalaryPayment, 'p').innerJoin('users', 'u', 'u.id = p.member_id');
    if (q.memberId) qb.andWhere('p.member_id = :memberId', { memberId: q.memberId });
    if (q.rank) qb.andWhere('p.rank_no = :rank', { rank: q.rank });
    const from = optionalDay(q.dateFrom, 'date_from');
    const to = optionalDay(q.dateTo, 'date_to');
    if (from && to && from > to) throw badInput('date_from must not be after date_to', { date_from: 'on or before date_to' });
    checkDaySpan(from, to, { from: 'date_from', to: 'date_to' });
    if (from) qb.andWhere('p.transaction_date >= :from', { from });
    if (to) qb.andWhere('p.transaction_date <= :to', { to });
    const min = q.minAmount === undefined || q.minAmount === '' ? undefined : parseMoney(q.minAmount, { field: 'min_amount', allowZero: true });
    const max = q.maxAmount === undefined || q.maxAmount === '' ? undefined : parseMoney(q.maxAmount, { field: 'max_amount', allowZero: true });
    if (min !== undefined && max !== undefined && min > max) throw badInput('min_amount must not exceed max_amount', { min_amount: 'at most max_amount' });
    if (min !== undefined) qb.andWhere('p.paid_amount >= :min', { min: bigParam(e, min) });
    if (max !== undefined) qb.andWhere('p.paid_amount <= :max', { max: bigParam(e, max) });
    if (q.search) {
      const s = `%${String(q.search).slice(0, 100).replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      qb.andWhere("(p.notes LIKE :s ESCAPE '\\' OR u.email LIKE :s ESCAPE '\\' OR u.username LIKE :s ESCAPE '\\')", { s });
    }
    const columns: Record<string, string> = { id: 'p.id', paid_amount: 'p.paid_amount', transaction_date: 'p.transaction_date', created_at: 'p.created_at' };
    const sortBy = q.sortBy ?? 'created_at';
    if (!columns[sortBy]) throw badInput('Unknown sort_by', { sort_by: Object.keys(columns).join(', ') });
    const dir = sortDir(q.sortOrder);
    const w = q.window ?? offsetWindow(q.page, q.pageSize);
    cursorOrder(q, w, ['id', 'created_at']);
    const total = w.count ? await qb.clone().getCount() : 0;
    if (w.after !== undefined) qb.andWhere('p.id < :afterId', { afterId: w.after });
    qb.select(['p.id AS id', 'p.member_id AS member_id', 'u.username AS username', 'u.email AS email', 'p.rank_no AS rank_no', 'p.transaction_date AS transaction_date', 'p.notes AS notes', 'p.created_at AS created_at'])
      .addSelect(asText(e, 'p.salary_amount'), 'salary_amount')
      .addSelect(asText(e, 'p.paid_amount'), 'paid_amount');
    // By cursor: newest first by id (created_at follows the id); a page: the asked sort, then id.
    if (w.page === null) qb.orderBy('p.id', 'DESC');
    else qb.orderBy(columns[sortBy], dir).addOrderBy('p.id', dir).offset(windowOffset(w));
    const rows = await qb.limit(w.size + 1).getRawMany();
    return windowPage(
      rows.map((r) => ({
        id: Number(r.id),
        memberId: Number(r.member_id),
        username: r.username as string,
        email: r.email as string,
        rank: Number(r.rank_no),
        salaryAmount: toBigInt(r.salary_amount)!,
        paidAmount: toBigInt(r.paid_amount)!,
        notes: r.notes as string,
        transactionDate: r.transaction_date as string,
        createdAt: r.created_at instanceof Date ? r.created_at : new Date(`${String(r.created_at).replace(' ', 'T')}Z`),
      })),
      w,
      (r) => r.id,
      total,
    );
  }

  /** `salary/user-salaries`: entitlements with duration and remaining months. */
  async entitlements(q: SalaryListQuery) {
    const qb = this.db.manager.createQueryBuilder(SalaryEntitlement, 's').innerJoin('users', 'u', 'u.id = s.member_id').addSelect('u.username', 'username');
    if (q.memberId) qb.andWhere('s.member_id = :memberId', { memberId: q.memberId });
    if (q.rank) qb.andWhere('s.rank_no = :rank', { rank: q.rank });
    const minD = optionalInt(q.minDuration, 'min_duration');
    const maxD = optionalInt(q.maxDuration, 'max_duration');
    const minR = optionalInt(q.minRemaining, 'min_remaining');
    const maxR = optionalInt(q.maxRemaining, 'max_remaining');
    if (minD !== undefined) qb.andWhere('s.duration >= :minD', { minD });
    if (maxD !== undefined) qb.andWhere('s.duration <= :maxD', { maxD });
    if (minR !== undefined) qb.andWhere('(s.duration - s.months_paid) >= :minR', { minR });
    if (maxR !== undefined) qb.andWhere('(s.duration - s.months_paid) <= :maxR', { maxR });
    const columns: Record<string, string> = { id: 's.id', assigned_date: 's.assigned_day', duration: 's.duration', remaining: '(s.duration - s.months_paid)' };
    const sortBy = q.sortBy ?? 'id';
    if (!columns[sortBy]) throw badInput('Unknown sort_by', { sort_by: Object.keys(columns).join(', ') });
    const w = q.window ?? offsetWindow(q.page, q.pageSize);
    cursorOrder(q, w, ['id']);
    const total = w.count ? await qb.clone().getCount() : 0;
    if (w.after !== undefined) qb.andWhere('s.id < :afterId', { afterId: w.after });
    // By cursor: newest first by id; a page: the asked sort, then id.
    if (w.page === null) qb.orderBy('s.id', 'DESC');
    else qb.orderBy(columns[sortBy], sortDir(q.sortOrder)).addOrderBy('s.id', 'DESC').offset(windowOffset(w));
    const { entities, raw } = await qb.limit(w.size + 1).getRawAndEntities();
    return windowPage(
      entities.map((s, i) => ({ ...s, username: raw[i]?.username as string, remaining: Math.max(0, s.duration - s.monthsPaid) })),
      w,
      (s) => s.id,
      total,
    );
  }

  async today(): Promise<string> {
    return await this.settings.platformDay();
  }

  /** `salary/today-stats`: payments of the platform day and entitlements falling due on it. */
  async todayStats(day?: string) {
    const d = day ?? (await this.today());
    const e = this.db.engine;
    const [paid] = await this.db.manager.query(`SELECT COUNT(*) AS n, ${asText(e, 'COALESCE(SUM(paid_amount), 0)')} AS total FROM salary_payments WHERE transaction_date = ?`, [d]);
    const active = await this.db.manager.find(SalaryEntitlement, { where: { status: 'ACTIVE' }, select: ['id', 'assignedDay', 'monthsPaid', 'duration'] });
    const dueCount = active.filter((s) => salaryDueDays(s.assignedDay, d, s.monthsPaid, s.duration).length > 0).length;
    const [assigned] = await this.db.manager.query('SELECT COUNT(*) AS n FROM salary_entitlements WHERE assigned_day = ?', [d]);
    return { date: d, paidCount: Number(paid.n), paidTotal: toBigInt(paid.total)!, dueCount, newAssignments: Number(assigned.n) };
  }

  /** `salary/user-history/{id}`: one member's current entitlement and payments. */
  async userHistory(memberId: number) {
    const ents = await this.db.manager.find(SalaryEntitlement, { where: { memberId }, order: { rank: 'DESC' } });
    const current = ents.find((s) => s.status === 'ACTIVE') ?? ents[0] ?? null;
    const payments = await this.db.manager.find(SalaryPayment, { where: { memberId }, order: { id: 'DESC' }, take: 500 });
    return {
      memberId,
      rank: current?.rank ?? 0,
      salaryAmount: current?.salaryAmount ?? 0n,
      monthsPaid: current?.monthsPaid ?? 0,
      monthsLeft: current ? Math.max(0, current.duration - current.monthsPaid) : 0,
      totalPaid: payments.reduce((s, p) => s + p.paidAmount, 0n),
      payments,
    };
  }

  /** `salary/tier-stats`: per rank, members holding an entitlement and the total paid. */
  async tierStats() {
    const e = this.db.engine;
    const plans = await this.db.manager.find(RewardPlan, { order: { rank: 'ASC' } });
    const members: Array<{ rank_no: number; n: number; active: number }> = await this.db.manager.query(
      `SELECT rank_no, COUNT(*) AS n, SUM(CASE WHEN status = 'ACTIVE' THEN 1 ELSE 0 END) AS active FROM salary_entitlements GROUP BY rank_no`,
    );
    const paid: Array<{ rank_no: number; total: string }> = await this.db.manager.query(`SELECT rank_no, ${asText(e, 'SUM(paid_amount)')} AS total FROM salary_payments GROUP BY rank_no`);
    const months = Number((await this.settings.all()).salaryMonths ?? '10');
    return plans.map((p) => {
      const m = members.find((r) => Number(r.rank_no) === p.rank);
      const t = paid.find((r) => Number(r.rank_no) === p.rank);
      return { rank: p.rank, title: p.title, salaryAmount: p.salaryAmount, requiredBusiness: p.threshold, duration: months, members: Number(m?.n ?? 0), activeMembers: Number(m?.active ?? 0), paidTotal: toBigInt(t?.total) ?? 0n };
    });
  }

  /** `salary/admin-dashboard`: totals, this month, active entitlements, tiers, today, paid per month. */
  async adminDashboard() {
    const e = this.db.engine;
    const today = await this.today();
    const month = today.slice(0, 7);
    const [all] = await this.db.manager.query(`SELECT COUNT(*) AS n, COUNT(DISTINCT member_id) AS members, ${asText(e, 'COALESCE(SUM(paid_amount), 0)')} AS total FROM salary_payments`);
    const [thisMonth] = await this.db.manager.query(`SELECT ${asText(e, 'COALESCE(SUM(paid_amount), 0)')} AS total FROM salary_payments WHERE transaction_date >= ? AND transaction_date < ?`, [
      `${month}-01`,
      addMonths(`${month}-01`, 1),
    ]);
    const [active] = await this.db.manager.query(`SELECT COUNT(*) AS n FROM salary_entitlements WHERE status = 'ACTIVE'`);
    const perMonth: Array<{ month: string; total: string }> = await this.db.manager.query(
      `SELECT SUBSTR(transaction_date, 1, 7) AS month, ${asText(e, 'SUM(paid_amount)')} AS total FROM salary_payments
       WHERE transaction_date >= ? GROUP BY SUBSTR(transaction_date, 1, 7) ORDER BY month`,
      [addMonths(`${month}-01`, -11)],
    );
    const count = Number(all.n);
    const total = toBigInt(all.total)!;
    return {
      totalPaid: total,
      paidThisMonth: toBigInt(thisMonth.total)!,
      payments: count,
      membersPaid: Number(all.members),
      averagePayment: count ? total / BigInt(count) : 0n,
      activeEntitlements: Number(active.n),
      tiers: await this.tierStats(),
      today: await this.todayStats(today),
      perMonth: perMonth.map((r) => ({ month: r.month, total: toBigInt(r.total)! })),
    };
  }
}
