import { EntityManager, In, IsNull } from 'typeorm';
import type { Database } from '../../database/data-source';
import { asText, bigParam, bigPlaceholder, intDiv, least } from '../../database/sql';
import { AppError, badInput, conflict, notFound } from '../../common/errors';
import { MICRO, parseMoney, parsePercent, toBigInt } from '../../common/money';
import { changedFields, type AuditService } from '../audit/audit.service';
import { isUniqueViolation, type LedgerService } from '../ledger/ledger.service';
import type { SettingsService } from '../settings/settings.service';
import { MemberRank, RewardPlan, SalaryEntitlement } from './ranks.entities';
import { IncomePort, legsOf } from './ports';
import { LEADERSHIP_PERCENT } from './rules';
import { carryForward, highestRank, legSplit, type LegSplit } from '../../rules/legs';
import { marks, type FigureQuery } from '../../common/figures';
import { decodeCursorKey, PageWindow, windowOffset, windowPage } from '../../common/pagination';

/** A ranked member's place in `rankedMembersPage`: its rank, then its member id. */
export interface RankKey {
  rank: number;
  memberId: number;
}

/** The rank and member id inside a `rankedMembersPage` cursor. */
export function decodeRankCursor(cursor: string): RankKey {
  const [, rank, memberId] = decodeCursorKey(cursor, /^(\d{1,6})\|([1-9]\d{0,15})$/);
  return { rank: Number(rank), memberId: Number(memberId) };
}

/** A member_ranks row whose rank the member holds. */
const RANK_REACHED = "status IN ('REACHED', 'PAID')";

/** BUSINESS-RULES §5: rank, team business, reward, monthly salary (dollars). */
const DEFAULT_RANKS: Array<[number, number, number, number]> = [
  [1, 2_500, 50, 25],
  [2, 5_000, 100, 50],
  [3, 10_000, 200, 100],
  [4, 20_000, 500, 200],
  [5, 50_000, 1_250, 500],
  [6, 100_000, 3_000, 1_500],
  [7, 200_000, 8_000, 3_000],
  [8, 500_000, 25_000, 10_000],
];

export interface RewardPlanInput {
  title?: unknown;
  description?: unknown;
  threshold?: unknown;
  rewardAmount?: unknown;
  salaryAmount?: unknown;
  leadershipPercent?: unknown;
  durationDays?: unknown;
  isActive?: unknown;
}

export interface TeamBusiness {
  memberId: number;
  currentRank: number;
  totalBusiness: bigint;
  legs: Array<{ legId: number; business: bigint }>;
  /** The next rank's plan (null at the top). */
  next: RewardPlan | null;
  split: LegSplit | null;
  /** The leg split towards every rank (retired ones too: a member may hold progress towards them). */
  rankSplits: Array<{ rank: number; threshold: bigint; split: LegSplit }>;
}

/** Ranks by team business with the leg rule, rewards (claim or daily job), carry-forward, reward plans. */
export class RewardsService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly income: IncomePort,
  ) {}

  async ensureDefaults(): Promise<void> {
    if (await this.db.manager.count(RewardPlan)) return;
    const now = new Date();
    await this.db.transaction((em) =>
      em.insert(
        RewardPlan,
        DEFAULT_RANKS.map(([rank, threshold, reward, salary]) => ({
          rank,
          title: `Rank ${rank}`,
          description: `Team business of $${threshold.toLocaleString('en-US')} with the 50 % leg rule.`,
          threshold: BigInt(threshold) * MICRO,
          rewardAmount: BigInt(reward) * MICRO,
          salaryAmount: BigInt(salary) * MICRO,
          leadershipPercent: LEADERSHIP_PERCENT[rank] ?? 0n,
          durationDays: 30,
          isActive: true,
          createdAt: now,
          updatedAt: now,
        })),
      ),
    );
  }

  async plans(includeInactive = false, em: EntityManager = this.db.manager): Promise<RewardPlan[]> {
    return em.find(RewardPlan, { where: includeInactive ? {} : { isActive: true }, order: { rank: 'ASC' } });
  }

  async requirePlan(id: number): Promise<RewardPlan> {
    const plan = await this.db.manager.findOne(RewardPlan, { where: { id } });
    if (!plan) throw notFound('Reward plan not found');
    return plan;
  }

  /** Validates a plan against its neighbours: thresholds rise with the rank. */
  private async validated(input: RewardPlanInput, existing: RewardPlan | null): Promise<Partial<RewardPlan>> {
    const out: Partial<RewardPlan> = {};
    if (input.title !== undefined || !existing) {
      const title = typeof input.title === 'string' ? input.title.trim() : '';
      if (!title || title.length > 120) throw badInput('Title is required', { title: '1 to 120 characters' });
      out.title = title;
    }
    if (input.description !== undefined) {
      if (typeof input.description !== 'string' || input.description.length > 1000) throw badInput('Description is at most 1000 characters', { description: 'at most 1000 characters' });
      out.description = input.description.trim();
    }
    if (input.threshold !== undefined || !existing) out.threshold = parseMoney(input.threshold, { field: 'threshold', max: 1_000_000_000n * MICRO });
    if (input.rewardAmount !== undefined || !existing) out.rewardAmount = parseMoney(input.rewardAmount ?? '0', { field: 'reward_amount', allowZero: true });
    if (input.salaryAmount !== undefined || !existing) out.salaryAmount = parseMoney(input.salaryAmount ?? '0', { field: 'salary_amount', allowZero: true });
    if (input.leadershipPercent !== undefined) out.leadershipPercent = parsePercent(input.leadershipPercent, 'leadership_percent');
    if (input.durationDays !== undefined || !existing) {
      const d = Number(input.durationDays ?? 30);
      if (!Number.isInteger(d) || d < 1 || d > 3650) throw badInput('Duration must be a whole number of days', { duration_days: 'integer 1 to 3650' });
      out.durationDays = d;
    }
    if (input.isActive !== undefined) out.isActive = input.isActive === true || input.isActive === 1 || input.isActive === '1' || input.isActive === 'true';
    const rank = existing?.rank ?? (await this.maxRank()) + 1;
    const threshold = out.threshold ?? existing!.threshold;
    const all = await this.plans(true);
    const below = all.filter((p) => p.rank < rank).pop();
    const above = all.find((p) => p.rank > rank);
    if (below && threshold <= below.threshold) throw badInput('Threshold must be above the previous rank', { threshold: 'above the previous rank' });
    if (above && threshold >= above.threshold) throw badInput('Threshold must be below the next rank', { threshold: 'below the next rank' });
    return out;
  }

  private async maxRank(): Promise<number> {
    const [row] = await this.db.manager.query('SELECT MAX(rank_no) AS m FROM reward_plans');
    return Number(row?.m ?? 0);
  }

  async createPlan(adminId: number, input: RewardPlanInput): Promise<RewardPlan> {
    const fields = await this.validated(input, null);
    return this.db.transaction(async (em) => {
      const [row] = await em.query('SELECT MAX(rank_no) AS m FROM reward_plans');
      const now = new Date();
      const plan = em.create(RewardPlan, { description: '', leadershipPercent: 0n, isActive: true, ...fields, rank: Number(row?.m ?? 0) + 1, createdAt: now, updatedAt: now });
      await em.insert(RewardPlan, plan);
      await this.audit.record(adminId, 'reward_plan.create', `reward_plan:${plan.id}`, { rank: plan.rank, title: plan.title }, em, { before: null, after: plan });
      return plan;
    });
  }

  async updatePlan(adminId: number, id: number, input: RewardPlanInput): Promise<RewardPlan> {
    const plan = await this.requirePlan(id);
    const fields = await this.validated(input, plan);
    await this.db.transaction(async (em) => {
      await em.update(RewardPlan, { id }, { ...fields, updatedAt: new Date() });
      await this.audit.record(adminId, 'reward_plan.update', `reward_plan:${id}`, undefined, em, changedFields(plan as unknown as Record<string, unknown>, Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined))));
    });
    return this.requirePlan(id);
  }

  /** Deactivates a plan (history kept); reached ranks keep their rows. */
  async deletePlan(adminId: number, id: number): Promise<void> {
    const plan = await this.requirePlan(id);
    if (!plan.isActive) throw conflict('Already deactivated', 'ALREADY_PROCESSED');
    await this.db.transaction(async (em) => {
      await em.update(RewardPlan, { id }, { isActive: false, updatedAt: new Date() });
      await this.audit.record(adminId, 'reward_plan.delete', `reward_plan:${id}`, null, em, { before: { isActive: true }, after: { isActive: false } });
    });
  }

  async today(): Promise<string> {
    return await this.settings.platformDay();
  }

  /** Highest rank a member has reached (0 = none). */
  async currentRank(memberId: number, em: EntityManager = this.db.manager): Promise<number> {
    const [row] = await em.query(`SELECT MAX(rank_no) AS m FROM member_ranks WHERE member_id = ? AND ${RANK_REACHED}`, [memberId]);
    return Number(row?.m ?? 0);
  }

  /** The highest rank reached per member (0 = none), as a figure (common/figures.ts). */
  readonly rankFigure: FigureQuery<number> = {
    select: (ids, q) => ({
      sql: `SELECT ${q} AS q, member_id AS m, 'rank' AS k, ${asText(this.db.engine, 'MAX(rank_no)')} AS v FROM member_ranks
            WHERE ${RANK_REACHED} AND member_id IN (${marks(ids)}) GROUP BY member_id`,
      params: ids,
    }),
    empty: () => 0,
    fold: (_rank, r) => Number(r.v),
  };

  async teamBusiness(memberId: number): Promise<TeamBusiness> {
    const legs = (await legsOf(this.db, [memberId])).get(memberId)!;
    const currentRank = await this.currentRank(memberId);
    const plans = await this.plans(true);
    const next = plans.find((p) => p.isActive && p.rank > currentRank) ?? null;
    const amounts = legs.map((l) => l.business);
    return {
      memberId,
      currentRank,
      totalBusiness: amounts.reduce((a, b) => a + b, 0n),
      legs: legs.map((l) => ({ legId: l.directId, business: l.business })),
      next,
      split: next ? legSplit(amounts, next.threshold) : null,
      rankSplits: plans.map((p) => ({ rank: p.rank, threshold: p.threshold, split: legSplit(amounts, p.threshold) })),
    };
  }

  /**
   * Records every rank the legs now meet and that the member has not reached yet, and moves the
   * salary entitlement to the highest of them. Returns the newly reached ranks.
   */
  async award(em: EntityManager, memberId: number, legs: bigint[], day: string, plans: RewardPlan[], salaryMonths?: number): Promise<number[]> {
    const reached = highestRank(plans.map((p) => ({ rank: p.rank, threshold: p.threshold })), legs);
    if (reached === 0) return [];
    const rows = await em.find(MemberRank, { where: { memberId } });
    const have = new Map(rows.map((r) => [r.rank, r]));
    const fresh: number[] = [];
    const now = new Date();
    let start = day;
    for (const plan of plans) {
      if (plan.rank > reached) break;
      const row = have.get(plan.rank);
      if (row && row.status !== 'PENDING') {
        start = row.reachedDay ?? start;
        continue;
      }
      const counted = legSplit(legs, plan.threshold).counted;
      const values = { status: 'REACHED' as const, threshold: plan.threshold, rewardAmount: plan.rewardAmount, businessAtReach: counted, reachedDay: day, rewardPlanId: plan.id };
      if (row) await em.update(MemberRank, { id: row.id }, values);
      else await em.insert(MemberRank, { memberId, rank: plan.rank, startDay: start, createdAt: now, ...values });
      fresh.push(plan.rank);
    }
    if (fresh.length) {
      const top = plans.find((p) => p.rank === fresh[fresh.length - 1])!;
      await em.update(SalaryEntitlement, { memberId, status: 'ACTIVE' }, { status: 'SUPERSEDED' });
      if (top.salaryAmount > 0n) {
        await em.insert(SalaryEntitlement, {
          memberId,
          rank: top.rank,
          rewardPlanId: top.id,
          salaryAmount: top.salaryAmount,
          requiredBusiness: top.threshold,
          // The daily run passes its settings snapshot's figure; a claim reads the setting now.
          duration: salaryMonths ?? Number((await this.settings.all()).salaryMonths ?? '10'),
          monthsPaid: 0,
          assignedDay: day,
          status: 'ACTIVE',
          createdAt: now,
        });
      }
    }
    return fresh;
  }

  /** Credits the reward of every reached, unpaid rank (key `reward:<member>:<rank>`). */
  async payRewards(em: EntityManager, memberId: number, day: string, createdBy?: number): Promise<Array<{ rank: number; amount: bigint }>> {
    const due = await em.find(MemberRank, { where: { memberId, status: 'REACHED' }, order: { rank: 'ASC' } });
    const paid: Array<{ rank: number; amount: bigint }> = [];
    for (const row of due) {
      const { credited } = await this.income.credit(em, {
        memberId,
        kind: 'REWARD',
        wallet: 'INCOME',
        amount: row.rewardAmount,
        key: `reward:${memberId}:${row.rank}`,
        day,
        memo: `Rank ${row.rank} reward`,
        referenceType: 'member_rank',
        referenceId: row.id,
        createdBy,
      });
      await em.update(MemberRank, { id: row.id, status: 'REACHED' }, { status: 'PAID', rewardPaid: credited, paidAt: new Date() });
      paid.push({ rank: row.rank, amount: credited });
    }
    return paid;
  }

  /** `rewards/user/claim`: reaches what the legs allow now and credits the rewards; 409 when nothing is due. */
  async claim(memberId: number) {
    await this.settings.requireOn('reward', 'Rewards are currently disabled');
    const day = await this.today();
    const plans = await this.plans();
    const attempt = () =>
      this.db.transaction(async (em) => {
        const legs = (await legsOf(this.db, [memberId], em)).get(memberId)!.map((l) => l.business);
        await this.award(em, memberId, legs, day, plans);
        const paid = await this.payRewards(em, memberId, day);
        return { legs, paid };
      });
    let result: Awaited<ReturnType<typeof attempt>>;
    try {
      result = await attempt();
    } catch (err) {
      // A concurrent claim (or the daily step) recorded the rank first: look again, once.
      if (!isUniqueViolation(err) && !(err instanceof AppError && err.code === 'ALREADY_PROCESSED')) throw err;
      result = await attempt();
    }
    const business = await this.teamBusiness(memberId);
    const last = result.paid[result.paid.length - 1];
    const summary = {
      userId: memberId,
      status: last ? 'paid' : 'pending',
      rank: last?.rank ?? business.currentRank,
      amount: result.paid.reduce((s, p) => s + p.amount, 0n),
      totalBusiness: business.totalBusiness,
      threshold: last ? plans.find((p) => p.rank === last.rank)!.threshold : (business.next?.threshold ?? 0n),
      legs: business.legs,
    };
    if (!last) throw Object.assign(new AppError('CONFLICT', 'Not qualified yet'), { result: summary });
    return summary;
  }

  /** Carries the business above the last reached threshold into the next rank; once per rank. */
  async carryForward(adminId: number, memberId: number): Promise<MemberRank> {
    return this.db.transaction(async (em) => {
      const [last] = await em.find(MemberRank, { where: { memberId, status: In(['REACHED', 'PAID']) }, order: { rank: 'DESC' }, take: 1 });
      const amount = last ? carryForward(last.businessAtReach, last.threshold) : 0n;
      if (!last || last.carriedAt || amount === 0n) throw conflict('Nothing to carry forward');
      const changed = await em.update(MemberRank, { id: last.id, carriedAt: IsNull() }, { carriedForward: amount, carriedAt: new Date() });
      if (!changed.affected) throw conflict('Nothing to carry forward');
      await this.audit.record(adminId, 'reward.carry_forward', `member:${memberId}`, { rank: last.rank, amount: amount.toString() }, em);
      return (await em.findOne(MemberRank, { where: { id: last.id } }))!;
    });
  }

  /** `rewards/initialize`: a progress row per active plan (idempotent). */
  async initialize(memberId: number): Promise<void> {
    const plans = await this.plans();
    const day = await this.today();
    await this.db.transaction(async (em) => {
      const have = new Set((await em.find(MemberRank, { where: { memberId }, select: ['rank'] })).map((r) => r.rank));
      const now = new Date();
      const missing = plans.filter((p) => !have.has(p.rank));
      if (missing.length) {
        await em
          .createQueryBuilder()
          .insert()
          .into(MemberRank)
          .values(missing.map((p) => ({ memberId, rank: p.rank, rewardPlanId: p.id, status: 'PENDING' as const, threshold: p.threshold, rewardAmount: p.rewardAmount, startDay: day, createdAt: now })))
          .orIgnore()
          .execute();
      }
    });
  }

  /** Rank progress and history: reached rows plus the open targets of active plans. */
  async progress(memberId: number) {
    const [plans, rows, business] = await Promise.all([this.plans(true), this.db.manager.find(MemberRank, { where: { memberId }, order: { rank: 'ASC' } }), this.teamBusiness(memberId)]);
    const amounts = business.legs.map((l) => l.business);
    const byRank = new Map(rows.map((r) => [r.rank, r]));
    let previousReached: string | null = null;
    const out = [];
    for (const plan of plans) {
      const row = byRank.get(plan.rank);
      if (!row && !plan.isActive) continue;
      const reached = row && row.status !== 'PENDING';
      const start = row?.startDay ?? previousReached ?? (await this.today());
      out.push({
        id: row?.id ?? 0,
        rank: plan.rank,
        plan,
        title: plan.title,
        threshold: reached ? row!.threshold : plan.threshold,
        rewardAmount: reached ? row!.rewardAmount : plan.rewardAmount,
        salaryAmount: plan.salaryAmount,
        startDay: start,
        endDay: addMonthsDays(start, plan.durationDays),
        currentBusiness: reached ? row!.businessAtReach : legSplit(amounts, plan.threshold).counted,
        carriedForward: row?.carriedForward ?? 0n,
        isActive: plan.isActive,
        status: row?.status ?? 'PENDING',
        isCompleted: !!reached,
        completedDay: row?.reachedDay ?? null,
        rewardPaid: row?.rewardPaid ?? 0n,
      });
      if (reached) previousReached = row!.reachedDay;
    }
    return out;
  }

  /** Members with a rank, for the admin rewards page. */
  async rankedMembers() {
    const e = this.db.engine;
    const rows: Array<{ member_id: number; username: string; email: string; rank_no: number; total_reward: string; business: string | null }> = await this.db.manager.query(
      `SELECT mr.member_id AS member_id, u.username AS username, u.email AS email, MAX(mr.rank_no) AS rank_no,
              ${asText(e, 'SUM(mr.reward_paid)')} AS total_reward, ${asText(e, 'MAX(mt.team_business)')} AS business
       FROM member_ranks mr JOIN users u ON u.id = mr.member_id LEFT JOIN member_team mt ON mt.member_id = mr.member_id
       WHERE mr.status IN ('REACHED', 'PAID') GROUP BY mr.member_id, u.username, u.email ORDER BY MAX(mr.rank_no) DESC, mr.member_id LIMIT 5000`,
    );
    return rows.map((r) => ({ memberId: Number(r.member_id), username: r.username, email: r.email, rank: Number(r.rank_no), totalReward: toBigInt(r.total_reward) ?? 0n, teamBusiness: toBigInt(r.business) ?? 0n }));
  }

  /**
   * The ranked members a page at a time, in the order of `rankedMembers` (highest rank first, then
   * member id): page `page`, or by cursor the members after the cursor's (rank, member id) by key,
   * never OFFSET. A member who reaches a higher rank meanwhile moves up (read again or not at all).
   */
  async rankedMembersPage(w: PageWindow<RankKey>) {
    const e = this.db.engine;
    const grouped = `SELECT mr.member_id AS member_id, u.username AS username, u.email AS email, MAX(mr.rank_no) AS rank_no,
              ${asText(e, 'SUM(mr.reward_paid)')} AS total_reward, ${asText(e, 'MAX(mt.team_business)')} AS business
       FROM member_ranks mr JOIN users u ON u.id = mr.member_id LEFT JOIN member_team mt ON mt.member_id = mr.member_id
       WHERE mr.status IN ('REACHED', 'PAID') GROUP BY mr.member_id, u.username, u.email`;
    const after = w.after ? ' WHERE (r.rank_no < ? OR (r.rank_no = ? AND r.member_id > ?))' : '';
    const rows: Array<{ member_id: number; username: string; email: string; rank_no: number; total_reward: string; business: string | null }> = await this.db.manager.query(
      `SELECT r.* FROM (${grouped}) r${after} ORDER BY r.rank_no DESC, r.member_id LIMIT ?${w.page === null ? '' : ' OFFSET ?'}`,
      [...(w.after ? [w.after.rank, w.after.rank, w.after.memberId] : []), w.size + 1, ...(w.page === null ? [] : [windowOffset(w)])],
    );
    const [count] = w.count
      ? await this.db.manager.query(`SELECT COUNT(DISTINCT mr.member_id) AS n FROM member_ranks mr JOIN users u ON u.id = mr.member_id WHERE mr.status IN ('REACHED', 'PAID')`)
      : [{ n: 0 }];
    const items = rows.map((r) => ({ memberId: Number(r.member_id), username: r.username, email: r.email, rank: Number(r.rank_no), totalReward: toBigInt(r.total_reward) ?? 0n, teamBusiness: toBigInt(r.business) ?? 0n }));
    return windowPage(items, w, (r) => `${r.rank}|${r.memberId}`, Number(count.n));
  }

  /**
   * Members whose legs meet, under the 50 % leg rule, the threshold of their lowest active rank not
   * reached yet: the only members `award` can record a rank for (a rank is reached only after the
   * ones below it, so a new rank needs that one first). One set-based statement over `member_team`
   * (legs = each direct's own + team business), `reward_plans` and `member_ranks`: a day on which no
   * member reaches a rank reads nothing per member.
   */
  async rankCandidates(lowestThreshold: bigint): Promise<number[]> {
    const e = this.db.engine;
    const p = bigPlaceholder(e);
    const v = bigParam(e, lowestThreshold);
    const rows: Array<{ member_id: number }> = await this.db.manager.query(
      `SELECT x.member_id AS member_id FROM (
         SELECT u.sponsor_id AS member_id, SUM(mt.own_business + mt.team_business) AS total, MAX(mt.own_business + mt.team_business) AS strongest
         FROM member_team s JOIN users u ON u.sponsor_id = s.member_id AND u.deleted_at IS NULL JOIN member_team mt ON mt.member_id = u.id
         WHERE s.team_business >= ${p}
         GROUP BY u.sponsor_id
       ) x JOIN (
         SELECT s.member_id AS member_id, MIN(rp.threshold) AS threshold
         FROM member_team s JOIN reward_plans rp ON rp.is_active = 1
         WHERE s.team_business >= ${p}
           AND NOT EXISTS (SELECT 1 FROM member_ranks mr WHERE mr.member_id = s.member_id AND mr.rank_no = rp.rank_no AND mr.status IN ('REACHED', 'PAID'))
         GROUP BY s.member_id
       ) n ON n.member_id = x.member_id
       WHERE n.threshold > 0 AND ${least(e, 'x.strongest', intDiv(e, 'n.threshold', '2'))} + x.total - x.strongest >= n.threshold
       ORDER BY x.member_id`,
      [v, v],
    );
    return rows.map((r) => Number(r.member_id));
  }

  /**
   * The daily ranks step: the members `rankCandidates` finds are checked in chunks; reached ranks are recorded and, with the `reward` switch on, rewards credited.
   */
  async runDay(day: string, opts: { rewardOn: boolean; salaryMonths?: number; progress?: (done: number, total: number) => Promise<void> }): Promise<number> {
    const plans = await this.plans();
    if (!plans.length) return 0;
    const candidates = await this.rankCandidates(plans[0].threshold);
    // Reached ranks whose reward waits (switch was off, or a claim was refused) are paid too.
    const waiting: number[] = opts.rewardOn
      ? (await this.db.manager.query(`SELECT DISTINCT member_id FROM member_ranks WHERE status = 'REACHED'`)).map((r: any) => Number(r.member_id))
      : [];
    const members = [...new Set([...candidates, ...waiting])].sort((a, b) => a - b);
    let rows = 0;
    const CHUNK = 200;
    for (let i = 0; i < members.length; i += CHUNK) {
      const chunk = members.slice(i, i + CHUNK);
      await this.db.transaction(async (em) => {
        const legs = await legsOf(this.db, chunk, em);
        for (const memberId of chunk) {
          rows += (await this.award(em, memberId, legs.get(memberId)!.map((l) => l.business), day, plans, opts.salaryMonths)).length;
          if (opts.rewardOn) {
            const paid = await this.payRewards(em, memberId, day);
            rows += paid.length;
          }
        }
      });
      await opts.progress?.(Math.min(i + CHUNK, members.length), members.length);
    }
    return rows;
  }
}

function addMonthsDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
