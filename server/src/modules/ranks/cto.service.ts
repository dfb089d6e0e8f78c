import { EntityManager } from 'typeorm';
import type { Database } from '../../database/data-source';
import { asText, bigParam, bigPlaceholder, dateParam } from '../../database/sql';
import { badInput, conflict, notFound } from '../../common/errors';
import { parseMoney, toBigInt } from '../../common/money';
import type { AuditService } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { SettingsService } from '../settings/settings.service';
import { CtoPayment, CtoRecord } from './ranks.entities';
import { CapPort, IncomePort } from './ports';
import { PageWindow, readWindow } from '../../common/pagination';
import { CTO_BONUS_CATEGORY_1, CTO_DIRECTS_MIN, CTO_OWN_MIN, ctoCategory, ctoShare, monthBounds, previousMonth } from './rules';

/** Company turnover share (BUSINESS-RULES §5): qualification, one-time bonus, monthly payment, disqualify. */
export class CtoService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly income: IncomePort,
    private readonly cap: CapPort,
  ) {}

  async today(): Promise<string> {
    return await this.settings.platformDay();
  }

  /**
   * Qualifies every member who meets the rule and is not recorded yet: a record, the cap multiplier
   * x3 (`member_cap.cto_qualified`, then `CapService.recompute`) and, for category 1, the one-time
   * bonus (key `cto-bonus:<member>`). Candidates come from one set-based query. Returns the number qualified.
   */
  async qualify(day: string): Promise<number> {
    const e = this.db.engine;
    const big = bigPlaceholder(e);
    const candidates: Array<{ id: number; own: string; directs: string; activation: string | Date }> = await this.db.manager.query(
      `SELECT u.id AS id, ${asText(e, 'mt.own_business')} AS own, ${asText(e, 'SUM(dt.own_business)')} AS directs, u.activation_date AS activation
       FROM users u
       JOIN member_team mt ON mt.member_id = u.id
       JOIN users d ON d.sponsor_id = u.id AND d.deleted_at IS NULL
       JOIN member_team dt ON dt.member_id = d.id
       LEFT JOIN cto_records c ON c.member_id = u.id
       WHERE c.id IS NULL AND u.activation_date IS NOT NULL AND mt.own_business >= ${big}
       GROUP BY u.id, mt.own_business, u.activation_date
       HAVING SUM(dt.own_business) >= ${big}`,
      [bigParam(e, CTO_OWN_MIN), bigParam(e, CTO_DIRECTS_MIN)],
    );
    // The candidates' directs' join days, read together (one statement per 500 candidates, none per member).
    const joinDays = new Map<number, string[]>();
    for (let i = 0; i < candidates.length; i += 500) {
      const ids = candidates.slice(i, i + 500).map((c) => Number(c.id));
      const joins: Array<{ sponsor_id: number; created_at: string | Date }> = await this.db.manager.query(
        `SELECT sponsor_id, created_at FROM users WHERE sponsor_id IN (${ids.map(() => '?').join(', ')}) AND deleted_at IS NULL`,
        ids,
      );
      for (const j of joins) {
        const list = joinDays.get(Number(j.sponsor_id)) ?? [];
        list.push(dayText(j.created_at));
        joinDays.set(Number(j.sponsor_id), list);
      }
    }
    let qualified = 0;
    for (const c of candidates) {
      const memberId = Number(c.id);
      const activationDay = dayText(c.activation);
      const category = ctoCategory({
        ownPrincipal: toBigInt(c.own)!,
        directsPrincipal: toBigInt(c.directs)!,
        activationDay,
        directJoinDays: joinDays.get(memberId) ?? [],
      });
      if (!category) continue;
      const done = await this.db.transaction(async (em) => {
        // Another run may have qualified the member meanwhile: the unique member_id decides.
        if (await em.findOne(CtoRecord, { where: { memberId }, select: ['id'] })) return false;
        const record = em.create(CtoRecord, { memberId, category, status: 'qualified', qualifiedDay: day, monthlyAmount: null, giftAmount: 0n, bonusPaid: 0n, totalPaid: 0n, createdAt: new Date() });
        await em.insert(CtoRecord, record);
        await this.cap.setCtoQualified(em, memberId, true);
        if (category === 1) await this.pay(em, record, 'bonus', CTO_BONUS_CATEGORY_1, day, 'CTO category 1 bonus', `cto-bonus:${memberId}`);
        return true;
      });
      if (done) {
        qualified += 1;
      }
    }
    return qualified;
  }

  private async pay(em: EntityManager, record: CtoRecord, month: string, amount: bigint, day: string, memo: string, key: string): Promise<bigint> {
    const { credited } = await this.income.credit(em, {
      memberId: record.memberId,
      kind: 'CTO',
      wallet: 'INCOME',
      amount,
      key,
      day,
      memo,
      referenceType: 'cto',
      referenceId: record.id,
    });
    await em.insert(CtoPayment, { memberId: record.memberId, ctoId: record.id, month, amount: credited, day, createdAt: new Date() });
    const col = month === 'bonus' ? 'bonus_paid' : 'total_paid';
    const a = bigPlaceholder(this.db.engine);
    await em.query(`UPDATE cto_records SET ${col} = ${col} + ${a}, paid_at = ? WHERE id = ?`, [bigParam(this.db.engine, credited), dateParam(this.db.engine, new Date()), record.id]);
    if (month === 'bonus') await em.query(`UPDATE cto_records SET total_paid = total_paid + ${a} WHERE id = ?`, [bigParam(this.db.engine, credited), record.id]);
    return credited;
  }

  /** Top-up turnover of a month: the amounts of the investments that started in it (entry fees aside). */
  async turnover(month: string): Promise<bigint> {
    const { from, to } = monthBounds(month);
    const [row] = await this.db.manager.query(
      `SELECT ${asText(this.db.engine, 'COALESCE(SUM(amount), 0)')} AS total FROM investments WHERE start_day >= ? AND start_day < ? AND kind <> 'ENTRY'`,
      [from, to],
    );
    return toBigInt(row.total)!;
  }

  /**
   * The monthly payment for the month before `day`'s month (key `cto:<member>:<yyyy-mm>`): members
   * qualified before that month ended, not disqualified, each the admin's fixed amount or an equal
   * share of cto % of the month's turnover. Paid once; later days of the month post nothing.
   */
  async payMonth(day: string, progress?: (done: number, total: number) => Promise<void>, ctoPercent?: bigint): Promise<number> {
    const month = previousMonth(day);
    const { to } = monthBounds(month);
    // Only the records not paid for the month yet are read (none on the month's later days); the
    // share still divides among every eligible member, paid or not, so a resumed month pays the same.
    const eligible = await this.db.manager
      .createQueryBuilder(CtoRecord, 'c')
      .where("c.status = 'qualified'")
      .andWhere('c.qualified_day < :to', { to })
      .andWhere('NOT EXISTS (SELECT 1 FROM cto_payments p WHERE p.member_id = c.member_id AND p.month = :month)', { month })
      .orderBy('c.member_id', 'ASC')
      .getMany();
    if (!eligible.length) return 0;
    const [{ n: everyone }] = await this.db.manager.query("SELECT COUNT(*) AS n FROM cto_records WHERE status = 'qualified' AND qualified_day < ?", [to]);
    // The daily run passes its settings snapshot's cto %; otherwise the setting now.
    const percent = ctoPercent ?? (await this.settings.percent('ctoPercent'));
    const share = ctoShare(await this.turnover(month), percent, Number(everyone));
    let rows = 0;
    for (let i = 0; i < eligible.length; i += 200) {
      const chunk = eligible.slice(i, i + 200);
      await this.db.transaction(async (em) => {
        for (const record of chunk) {
          if (await em.findOne(CtoPayment, { where: { memberId: record.memberId, month }, select: ['id'] })) continue;
          const amount = record.monthlyAmount ?? share;
          if (amount <= 0n) continue;
          await this.pay(em, record, month, amount, day, `CTO share ${month}`, `cto:${record.memberId}:${month}`);
          rows += 1;
        }
      });
      await progress?.(Math.min(i + 200, eligible.length), eligible.length);
    }
    return rows;
  }

  async list() {
    const rows = await this.db.manager
      .createQueryBuilder(CtoRecord, 'c')
      .innerJoin('users', 'u', 'u.id = c.member_id')
      .addSelect(['u.username AS username', 'u.email AS email'])
      .orderBy('c.id', 'DESC')
      .limit(5000)
      .getRawAndEntities();
    return rows.entities.map((c, i) => ({ ...c, username: rows.raw[i].username as string, email: rows.raw[i].email as string }));
  }

  /** The CTO records a page at a time, newest first: page `page`, or by cursor (ids below the cursor's). */
  async listPage(w: PageWindow) {
    const page = await readWindow(this.db.manager.createQueryBuilder(CtoRecord, 'c'), 'c.id', w);
    const users: Array<{ id: number; username: string; email: string }> = page.items.length
      ? await this.db.manager.query(`SELECT id, username, email FROM users WHERE id IN (${page.items.map(() => '?').join(', ')})`, page.items.map((c) => c.memberId))
      : [];
    const byId = new Map(users.map((u) => [Number(u.id), u]));
    return { ...page, items: page.items.map((c) => ({ ...c, username: byId.get(c.memberId)?.username ?? null, email: byId.get(c.memberId)?.email ?? null })) };
  }

  async byMember(memberId: number) {
    return this.db.manager.findOne(CtoRecord, { where: { memberId } });
  }

  async payments(memberId: number) {
    return this.db.manager.find(CtoPayment, { where: { memberId }, order: { id: 'DESC' }, take: 500 });
  }

  /** CTO payments (of one member, or all) a page at a time, newest first: page `page`, or by cursor. */
  async paymentsPage(memberId: number | undefined, w: PageWindow) {
    const qb = this.db.manager.createQueryBuilder(CtoPayment, 'p');
    if (memberId) qb.where('p.member_id = :memberId', { memberId });
    return readWindow(qb, 'p.id', w);
  }

  /** `cto/pay`: sets the record's fixed monthly amount and gift note; pays nothing now. */
  async setFixedAmount(adminId: number, id: number, amountRaw: unknown, giftRaw: unknown): Promise<CtoRecord> {
    const amount = parseMoney(amountRaw ?? '0', { field: 'amount', allowZero: true });
    const gift = parseMoney(giftRaw ?? '0', { field: 'gift', allowZero: true });
    if (amount === 0n && gift === 0n) throw badInput('Amount and gift cannot both be 0', { amount: 'amount or gift above 0' });
    const record = await this.db.manager.findOne(CtoRecord, { where: { id } });
    if (!record) throw notFound('CTO record not found');
    if (record.status !== 'qualified') throw conflict('This member is disqualified');
    await this.db.transaction(async (em) => {
      await em.update(CtoRecord, { id }, { monthlyAmount: amount > 0n ? amount : null, giftAmount: gift });
      await this.audit.record(adminId, 'cto.pay', `cto:${id}`, { amount: amount.toString(), gift: gift.toString() }, em, { before: { monthlyAmount: record.monthlyAmount, giftAmount: record.giftAmount }, after: { monthlyAmount: amount > 0n ? amount : null, giftAmount: gift } });
    });
    return (await this.db.manager.findOne(CtoRecord, { where: { id } }))!;
  }

  async disqualify(adminId: number, id: number): Promise<void> {
    const record = await this.db.manager.findOne(CtoRecord, { where: { id } });
    if (!record) throw notFound('CTO record not found');
    await this.db.transaction(async (em) => {
      const changed = await em.update(CtoRecord, { id, status: 'qualified' }, { status: 'disqualify' });
      if (!changed.affected) throw conflict('Already disqualified', 'ALREADY_PROCESSED');
      await this.cap.setCtoQualified(em, record.memberId, false);
      await this.audit.record(adminId, 'cto.disqualify', `cto:${id}`, null, em, { before: { status: 'qualified' }, after: { status: 'disqualify' } });
    });
  }
}

function dayText(v: string | Date): string {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).slice(0, 10);
}
