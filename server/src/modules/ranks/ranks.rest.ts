import type { Request } from 'express';
import type { RestRouter } from '../../app/rest';
import { body } from '../../app/rest';
import { actingMemberId } from '../../app/context';
import { AppError } from '../../common/errors';
import { formatPercent, toLegacyNumber } from '../../common/money';
import { paging, positiveId } from '../../common/validate';
import type { Services } from '../../app/services';
import type { RewardPlan } from './ranks.entities';
import { strongestLegCap } from '../../rules/legs';
import type { SalaryListQuery } from './salary.service';

/** Legacy REST for rewards, salary (also on the salary host: same paths), leadership, CTO and self-trade. */

function legacyPlan(p: RewardPlan) {
  return {
    id: p.id,
    rank: p.rank,
    title: p.title,
    description: p.description,
    threshold: toLegacyNumber(p.threshold),
    reward_amount: toLegacyNumber(p.rewardAmount),
    salary_amount: toLegacyNumber(p.salaryAmount),
    leadership_percent: formatPercent(p.leadershipPercent),
    duration_days: p.durationDays,
    is_active: p.isActive,
  };
}

function planInput(b: Record<string, any>) {
  return {
    title: b.title,
    description: b.description,
    threshold: b.threshold,
    rewardAmount: b.reward_amount ?? b.rewardAmount,
    salaryAmount: b.salary_amount ?? b.salaryAmount,
    leadershipPercent: b.leadership_percent ?? b.leadershipPercent,
    durationDays: b.duration_days ?? b.durationDays,
    isActive: b.is_active ?? b.isActive,
  };
}

async function legacyBusiness(services: Services, memberId: number) {
  const b = await services.rewards.teamBusiness(memberId);
  const threshold = b.next?.threshold ?? 0n;
  const half = strongestLegCap(threshold);
  return {
    userId: memberId,
    currentRank: b.currentRank,
    nextRank: b.next?.rank ?? null,
    threshold: toLegacyNumber(threshold),
    totalBusiness: toLegacyNumber(b.totalBusiness),
    countedBusiness: toLegacyNumber(b.split?.counted ?? 0n),
    strongestLeg: toLegacyNumber(b.split?.strongest ?? 0n),
    otherLegs: toLegacyNumber(b.split?.others ?? 0n),
    legs: b.legs.map((l) => {
      const strongest = b.split && l.business === b.split.strongest;
      return {
        legId: l.legId,
        totalBusiness: toLegacyNumber(l.business),
        percentage: b.totalBusiness > 0n ? Number((l.business * 10_000n) / b.totalBusiness) / 100 : 0,
        required: toLegacyNumber(strongest ? half : threshold - half),
        achieved: strongest ? l.business >= half : false,
      };
    }),
    qualifies: b.split?.qualifies ?? false,
  };
}

function salaryQuery(req: Request, memberId: number | undefined): SalaryListQuery {
  const q = req.query as Record<string, any>;
  const p = paging(q.page === 'undefined' ? undefined : q.page, q.limit);
  return {
    memberId,
    rank: q.salary_id ? positiveId(q.salary_id, 'salary_id') : undefined,
    ...p,
    sortBy: q.sort_by || undefined,
    sortOrder: q.sort_order,
    dateFrom: q.date_from,
    dateTo: q.date_to,
    minAmount: q.min_amount,
    maxAmount: q.max_amount,
    search: typeof q.search === 'string' ? q.search : undefined,
    minDuration: q.min_duration,
    maxDuration: q.max_duration,
    minRemaining: q.min_remaining,
    maxRemaining: q.max_remaining,
  };
}

/** Members are forced to themselves; admins may filter by `user_id`. */
function salaryMember(req: Request, ctx: Parameters<typeof actingMemberId>[0]): number | undefined {
  const raw = (req.query as Record<string, any>).user_id;
  if (ctx.admin) return raw ? positiveId(raw, 'user_id') : undefined;
  return actingMemberId(ctx, raw ? positiveId(raw, 'user_id') : undefined);
}

function envelope<T>(r: { items: T[]; total: number; page: number; pageSize: number }, map: (x: T) => unknown) {
  return { data: r.items.map(map), total: r.total, total_pages: Math.ceil(r.total / r.pageSize), current_page: r.page, per_page: r.pageSize };
}

function legacyCto(c: any) {
  return {
    id: c.id,
    user_id: c.memberId,
    username: c.username,
    useremail: c.email,
    category: c.category,
    paid: toLegacyNumber(c.totalPaid),
    amount: toLegacyNumber(c.monthlyAmount ?? 0n),
    gift: toLegacyNumber(c.giftAmount),
    monthly_amount: c.monthlyAmount === null ? null : toLegacyNumber(c.monthlyAmount),
    status: c.status,
    qualified_day: c.qualifiedDay,
    paid_at: c.paidAt,
  };
}

export function registerRanksRoutes({ route }: RestRouter) {
  // ---- Rewards (REST-CONTRACT §4.14)
  route('post', '/rewards/initialize', 'M', async (req, ctx) => {
    const b = body(req);
    const memberId = actingMemberId(ctx, b.user_id !== undefined && b.user_id !== '' ? positiveId(b.user_id, 'user_id') : undefined);
    await ctx.services.rewards.initialize(memberId);
    return { message: 'Rewards initialized' };
  });
  route('get', '/rewards/user/business/:id', 'M', async (req, ctx) => ({ body: { data: await legacyBusiness(ctx.services, actingMemberId(ctx, positiveId(req.params.id))) } }));
  route(
    'get',
    '/rewards/user/claim/:id',
    'M',
    async (req, ctx) => {
      const memberId = actingMemberId(ctx, positiveId(req.params.id));
      const legs = async () => (await legacyBusiness(ctx.services, memberId)).legs;
      try {
        const r = await ctx.services.rewards.claim(memberId);
        return { message: 'Reward Claimed successfull!', body: { result: { ...r, amount: toLegacyNumber(r.amount), totalBusiness: toLegacyNumber(r.totalBusiness), threshold: toLegacyNumber(r.threshold), legs: await legs() } } };
      } catch (err) {
        const result = (err as any)?.result;
        if (err instanceof AppError && result) {
          return { status: 409, raw: { success: false, message: err.message, error: err.message, code: err.code, result: { ...result, amount: 0, totalBusiness: toLegacyNumber(result.totalBusiness), threshold: toLegacyNumber(result.threshold), legs: await legs() } } };
        }
        throw err;
      }
    },
    { unsafeGet: true },
  );
  route('get', '/rewards/user/:id', 'M', async (req, ctx) => {
    const rows = await ctx.services.rewards.progress(actingMemberId(ctx, positiveId(req.params.id)));
    return {
      raw: rows.map((r) => ({
        id: r.id,
        reward_id: r.plan.id,
        rank: r.rank,
        title: r.title,
        threshold: toLegacyNumber(r.threshold),
        reward_amount: toLegacyNumber(r.rewardAmount),
        salary_amount: toLegacyNumber(r.salaryAmount),
        start_date: r.startDay,
        end_date: r.endDay,
        current_business: toLegacyNumber(r.currentBusiness),
        carried_forward: toLegacyNumber(r.carriedForward),
        is_active: r.isActive,
        is_completed: r.isCompleted,
        status: r.status,
        completed_date: r.completedDay,
      })),
    };
  });
  route('get', '/rewards', 'S', async (_req, ctx) => ({ body: { data: (await ctx.services.rewards.plans(!!ctx.admin)).map(legacyPlan) } }));
  route('post', '/rewards', 'plans:write', async (req, ctx) => {
    const plan = await ctx.services.rewards.createPlan(ctx.admin!.id, planInput(body(req)));
    return { status: 201, message: 'Reward created', body: { reward_id: plan.id, data: legacyPlan(plan) } };
  });
  route('put', '/rewards/carry-forward/:id', 'income:pay', async (req, ctx) => {
    const row = await ctx.services.rewards.carryForward(ctx.admin!.id, positiveId(req.params.id));
    return { message: 'Carry forword successfull', body: { data: { user_id: row.memberId, rank: row.rank, carried_forward: toLegacyNumber(row.carriedForward) } } };
  });
  route('put', '/rewards/:id', 'plans:write', async (req, ctx) => ({ body: { data: legacyPlan(await ctx.services.rewards.updatePlan(ctx.admin!.id, positiveId(req.params.id), planInput(body(req)))) } }));
  route('delete', '/rewards/:id', 'plans:write', async (req, ctx) => {
    await ctx.services.rewards.deletePlan(ctx.admin!.id, positiveId(req.params.id));
    return { message: 'Reward deactivated' };
  });

  // ---- Salary (REST-CONTRACT §4.15; the salary host serves the same paths)
  route('get', '/salary/user-salaries', 'M', async (req, ctx) => {
    const r = await ctx.services.salary.entitlements(salaryQuery(req, salaryMember(req, ctx)));
    return {
      body: envelope(r, (s) => ({
        id: s.id,
        user_id: s.memberId,
        username: s.username,
        salary_id: s.rank,
        salary_amount: toLegacyNumber(s.salaryAmount),
        required_business: toLegacyNumber(s.requiredBusiness),
        duration: s.duration,
        remaining: s.remaining,
        status: s.status,
        assigned_date: s.assignedDay,
      })),
    };
  });
  route('get', '/salary/transactions', 'M', async (req, ctx) => {
    const r = await ctx.services.salary.transactions(salaryQuery(req, salaryMember(req, ctx)));
    return {
      body: envelope(r, (p) => ({
        id: p.id,
        user_id: p.memberId,
        username: p.username,
        email: p.email,
        salary_id: p.rank,
        salary_amount: toLegacyNumber(p.salaryAmount),
        paid_amount: toLegacyNumber(p.paidAmount),
        notes: p.notes,
        transaction_date: p.transactionDate,
        created_at: p.createdAt.toISOString(),
      })),
    };
  });
  route('get', '/salary/today-stats', 'reports:read', async (_req, ctx) => {
    const s = await ctx.services.salary.todayStats();
    return { body: { data: { date: s.date, paid_count: s.paidCount, paid_total: toLegacyNumber(s.paidTotal), due_count: s.dueCount, new_assignments: s.newAssignments } } };
  });
  route('get', '/salary/user-history/:id', 'M', async (req, ctx) => {
    const h = await ctx.services.salary.userHistory(actingMemberId(ctx, positiveId(req.params.id)));
    return {
      body: {
        data: {
          user_id: h.memberId,
          rank: h.rank,
          salary_amount: toLegacyNumber(h.salaryAmount),
          months_paid: h.monthsPaid,
          months_left: h.monthsLeft,
          total_paid: toLegacyNumber(h.totalPaid),
          payments: h.payments.map((p) => ({ id: p.id, paid_amount: toLegacyNumber(p.paidAmount), notes: p.notes, transaction_date: p.transactionDate, created_at: p.createdAt })),
        },
      },
    };
  });
  route('get', '/salary/tier-stats', 'reports:read', async (_req, ctx) => ({
    body: {
      data: (await ctx.services.salary.tierStats()).map((t) => ({ salary_id: t.rank, title: t.title, salary_amount: toLegacyNumber(t.salaryAmount), required_business: toLegacyNumber(t.requiredBusiness), duration: t.duration, members: t.members, paid_total: toLegacyNumber(t.paidTotal) })),
    },
  }));
  route('get', '/salary/admin-dashboard', 'reports:read', async (_req, ctx) => {
    const d = await ctx.services.salary.adminDashboard();
    return {
      body: {
        data: {
          total_paid: toLegacyNumber(d.totalPaid),
          paid_this_month: toLegacyNumber(d.paidThisMonth),
          active_entitlements: d.activeEntitlements,
          members_paid: d.membersPaid,
          average_payment: toLegacyNumber(d.averagePayment),
          tiers: d.tiers.map((t) => ({ salary_id: t.rank, title: t.title, salary_amount: toLegacyNumber(t.salaryAmount), members: t.members, paid_total: toLegacyNumber(t.paidTotal) })),
          today: { date: d.today.date, paid_count: d.today.paidCount, paid_total: toLegacyNumber(d.today.paidTotal), due_count: d.today.dueCount },
        },
      },
    };
  });

  // ---- Leadership (§4.9)
  const legacyLeadership = async (services: Services, rows: any[]) => {
    const ids = [...new Set(rows.flatMap((r) => [r.leaderId, r.sourceMemberId]))];
    const users = new Map((ids.length ? await services.users.byIds(ids) : []).map((u) => [u.id, u]));
    return rows.map((r) => ({
      id: r.id,
      user_id: r.leaderId,
      userby_id: r.sourceMemberId,
      user_email: users.get(r.leaderId)?.email ?? null,
      userby_email: users.get(r.sourceMemberId)?.email ?? null,
      amount: toLegacyNumber(r.amount),
      percent: formatPercent(r.percent),
      onamount: toLegacyNumber(r.onAmount),
      created_at: r.createdAt,
    }));
  };
  route('get', '/leadership/list', 'reports:read', async (req, ctx) => {
    const r = await ctx.services.leadership.list({ ...paging(req.query.page ?? 1, req.query.limit ?? 100) });
    return { body: { allleadership: await legacyLeadership(ctx.services, r.items), total: r.total } };
  });
  route('get', '/leadership/by/:user_id', 'M', async (req, ctx) => {
    const r = await ctx.services.leadership.list({ leaderId: actingMemberId(ctx, positiveId(req.params.user_id, 'user_id')), ...paging(req.query.page ?? 1, req.query.limit ?? 100) });
    return { body: { singleleadership: await legacyLeadership(ctx.services, r.items), total: r.total } };
  });
  route('delete', '/leadership/:id', 'income:pay', async (req, ctx) => {
    await ctx.services.leadership.reverse(ctx.admin!.id, positiveId(req.params.id));
    return { message: 'Leadership entry reversed' };
  });

  // ---- CTO (§4.7)
  route('get', '/cto/list', 'reports:read', async (_req, ctx) => ({ body: { allcto: (await ctx.services.cto.list()).map(legacyCto) } }));
  route(
    'get',
    '/cto',
    'income:pay',
    async (_req, ctx) => ({ body: { qualified: await ctx.services.cto.qualify(await ctx.services.cto.today()) } }),
    { unsafeGet: true },
  );
  route('get', '/cto/byid/:id', 'M', async (req, ctx) => {
    const memberId = actingMemberId(ctx, positiveId(req.params.id));
    const c = await ctx.services.cto.byMember(memberId);
    return { body: { singlecto: c ? legacyCto(c) : [] } };
  });
  route('get', '/cto/transaction/:id', 'M', async (req, ctx) => {
    const memberId = actingMemberId(ctx, positiveId(req.params.id));
    const rows = await ctx.services.cto.payments(memberId);
    return { body: { singlectotransaction: rows.map((p) => ({ id: p.id, user_id: p.memberId, amount: toLegacyNumber(p.amount), month: p.month, createdAt: p.createdAt })) } };
  });
  route('post', '/cto/pay', 'income:pay', async (req, ctx) => {
    const b = body(req);
    await ctx.services.cto.setFixedAmount(ctx.admin!.id, positiveId(b.id), b.amount, b.gift);
    return { message: 'Paid successfully' };
  });
  route('put', '/cto/:id', 'income:pay', async (req, ctx) => {
    await ctx.services.cto.disqualify(ctx.admin!.id, positiveId(req.params.id));
    return { message: 'Disqualified' };
  });

  // ---- Self-trade (§4.13)
  route('put', '/referral/self-trade/:userId', 'M', async (req, ctx) => {
    const memberId = actingMemberId(ctx, positiveId(req.params.userId, 'userId'));
    const t = await ctx.services.trade.trade(memberId, req.query.pair);
    return { message: 'Trade Successfull!', body: { trade: { pair: t.pair, price: t.price, amount: toLegacyNumber(t.amount), traded_at: t.tradedAt } } };
  });
}

