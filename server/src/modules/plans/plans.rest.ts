import type { Request } from 'express';
import type { RestRouter } from '../../app/rest';
import { body } from '../../app/rest';
import { requireAdmin } from '../../app/context';
import { toLegacyNumber } from '../../common/money';
import { positiveId } from '../../common/validate';
import type { ActivationPlan, LevelTable, Plan } from './plan.entity';
import type { ActivationPlanFields, PlanFields } from './plans.service';
import { formatRate } from './rates';
import { ENTRY_PLAN_ID, legacyEntryPlan, offersEntryPlan } from '../investments/investments.rest';

/** Legacy plan fields (REST-CONTRACT §4.11): `min`/`max` are the amount range. */
export function legacyPlan(p: Plan) {
  return {
    id: p.id,
    name: p.name,
    monthly_price: toLegacyNumber(p.price),
    min: toLegacyNumber(p.minAmount),
    max: toLegacyNumber(p.maxAmount),
    ROI_day: formatRate(p.roiRate),
    // Informational: daily % x 30 days x months, exact.
    ROI_overall: formatRate(p.roiRate * 30n * BigInt(p.periodMonths)),
    Sponser_bonus: formatRate(p.sponsorRate),
    plan_period: p.periodMonths,
    cap_multiplier: p.capMultiplier,
    description: p.description,
    type: 'investment',
    is_active: p.isActive,
  };
}

export function legacyActivationPlan(p: ActivationPlan) {
  return { id: p.id, name: p.name, price: toLegacyNumber(p.price), description: p.description, is_active: p.isActive, created_at: p.createdAt.toISOString() };
}

/** Legacy plan body -> plan fields (`monthly_price`, `min`, `max`, `ROI_day`, `Sponser_bonus`, `plan_period`). */
function planFields(b: Record<string, any>): PlanFields {
  return {
    name: b.name,
    description: b.description,
    price: b.monthly_price ?? b.price,
    minAmount: b.min ?? b.min_amount,
    maxAmount: b.max ?? b.max_amount,
    roiDay: b.ROI_day ?? b.roi_day,
    sponsorBonus: b.Sponser_bonus ?? b.sponsor_bonus,
    periodMonths: b.plan_period ?? b.period_months,
    capMultiplier: b.cap_multiplier,
    isActive: b.is_active,
  };
}

/** Legacy activation plan body; the old admin form sends the price as `monthly_price`. */
function activationFields(b: Record<string, any>): ActivationPlanFields {
  return { name: b.name, description: b.description, price: b.price ?? b.monthly_price, isActive: b.is_active };
}

const absent = (v: unknown) => v === undefined || v === null || v === '';

/** `{level_1 ... level_20}` -> rates in level order. */
function levelInput(req: Request): unknown[] {
  const b = body(req);
  return Array.from({ length: 20 }, (_x, i) => b[`level_${i + 1}`] ?? b[`level${i + 1}`]);
}

export function registerPlanRoutes({ route }: RestRouter) {
  route('get', '/plans/list', 'P', async (_req, ctx) => {
    const plans = (await ctx.services.plans.list(!!ctx.admin)).map(legacyPlan);
    // An unactivated member who has not paid the entry fee: the legacy client offers only `entry`.
    if (await offersEntryPlan(ctx)) return { body: { allplans: [await legacyEntryPlan(ctx.services), ...plans] } };
    return { body: { allplans: plans } };
  });
  route('post', '/plans/add', 'plans:write', async (req, ctx) => {
    const fields = planFields(body(req));
    // The old admin form sends no range: the plan's price is its minimum, with no maximum.
    if (absent(fields.minAmount)) fields.minAmount = fields.price;
    if (absent(fields.maxAmount)) fields.maxAmount = 0;
    const plan = await ctx.services.plans.create(requireAdmin(ctx).id, fields);
    return { status: 201, message: 'Plan added', body: { singleplan: legacyPlan(plan) } };
  });
  const levels = (table: LevelTable) => async (req: Request, ctx: any) => {
    const rates: bigint[] = await ctx.services.plans.setLevelRates(requireAdmin(ctx).id, table, levelInput(req));
    return { message: 'Levels updated', body: { levels: Object.fromEntries(rates.map((r, i) => [`level_${i + 1}`, formatRate(r)])) } };
  };
  route('post', '/plans/addactivelevel', 'plans:write', levels('ACTIVATION'));
  route('post', '/plans/addinvestlevel', 'plans:write', levels('INVESTMENT'));
  route('get', '/plans/:id', 'S', async (req, ctx) => {
    if (req.params.id === String(ENTRY_PLAN_ID)) return { body: { singleplan: await legacyEntryPlan(ctx.services) } };
    return { body: { singleplan: legacyPlan(await ctx.services.plans.require(positiveId(req.params.id))) } };
  });
  route('put', '/plans/:id', 'plans:write', async (req, ctx) => {
    const plan = await ctx.services.plans.update(requireAdmin(ctx).id, positiveId(req.params.id), planFields(body(req)));
    return { message: 'Plan updated', body: { singleplan: legacyPlan(plan) } };
  });
  route('delete', '/plans/:id', 'plans:write', async (req, ctx) => {
    await ctx.services.plans.retire(requireAdmin(ctx).id, positiveId(req.params.id));
    return { message: 'Plan retired' };
  });

  // Activation plans (REST-CONTRACT §4.5)
  route('post', '/actplan/add', 'plans:write', async (req, ctx) => {
    const plan = await ctx.services.plans.createActivation(requireAdmin(ctx).id, activationFields(body(req)));
    return { status: 201, message: 'Activation plan added', body: { singleactplan: legacyActivationPlan(plan) } };
  });
  route('get', '/actplan/list', 'S', async (_req, ctx) => ({ body: { allactplans: (await ctx.services.plans.listActivation(!!ctx.admin)).map(legacyActivationPlan) } }));
  route('get', '/actplan/:id', 'S', async (req, ctx) => ({ body: { singleactplan: legacyActivationPlan(await ctx.services.plans.requireActivation(positiveId(req.params.id))) } }));
  route('put', '/actplan/:id', 'plans:write', async (req, ctx) => {
    const plan = await ctx.services.plans.updateActivation(requireAdmin(ctx).id, positiveId(req.params.id), activationFields(body(req)));
    return { message: 'Activation plan updated', body: { singleactplan: legacyActivationPlan(plan) } };
  });
  route('delete', '/actplan/:id', 'plans:write', async (req, ctx) => {
    await ctx.services.plans.retireActivation(requireAdmin(ctx).id, positiveId(req.params.id));
    return { message: 'Activation plan retired' };
  });
}
