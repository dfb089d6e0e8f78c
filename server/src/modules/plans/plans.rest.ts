import type { RestRouter } from '../../app/rest';
import { formatPercent, parsePercent, toLegacyNumber } from '../../common/money';
import { positiveId } from '../../common/validate';
import type { Plan } from './plan.entity';

/** Legacy plan fields (REST-CONTRACT §4.11): `min`/`max` are the amount range. */
function legacyPlan(p: Plan) {
  return {
    id: p.id,
    name: p.name,
    monthly_price: toLegacyNumber(p.price),
    min: toLegacyNumber(p.minAmount),
    max: toLegacyNumber(p.maxAmount),
    ROI_day: p.roiDay,
    // Informational: daily % x 30 days x months, exact.
    ROI_overall: formatPercent(parsePercent(p.roiDay) * 30n * BigInt(p.periodMonths)),
    Sponser_bonus: p.sponsorBonus,
    plan_period: p.periodMonths,
    cap_multiplier: p.capMultiplier,
    description: p.description,
    type: 'investment',
    is_active: p.isActive,
  };
}

export function registerPlanRoutes({ route }: RestRouter) {
  route('get', '/plans/list', 'P', async (_req, ctx) => ({ body: { allplans: (await ctx.services.plans.list(!!ctx.admin)).map(legacyPlan) } }));
  route('get', '/plans/:id', 'S', async (req, ctx) => ({ body: { singleplan: legacyPlan(await ctx.services.plans.require(positiveId(req.params.id))) } }));
}
