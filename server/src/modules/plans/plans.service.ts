import type { Database } from '../../database/data-source';
import { notFound } from '../../common/errors';
import { MICRO } from '../../common/money';
import { Plan } from './plan.entity';

/** The default plans of BUSINESS-RULES §3, written on a first start with no plans. */
const DEFAULT_PLANS = [
  { name: 'Starter', price: 100n, min: 100n, max: 999n, roiDay: '0.5', description: 'Start small: a daily return on amounts from $100 to $999.' },
  { name: 'Silver', price: 1000n, min: 1000n, max: 4999n, roiDay: '0.6', description: 'A higher daily return for amounts from $1,000 to $4,999.' },
  { name: 'Gold', price: 5000n, min: 5000n, max: 100000n, roiDay: '0.7', description: 'Our best daily return, for amounts from $5,000 to $100,000.' },
];

/** Investment plans (read side; the admin plan desk builds on this). */
export class PlansService {
  constructor(private readonly db: Database) {}

  async list(includeInactive = false): Promise<Plan[]> {
    return this.db.manager.find(Plan, { where: includeInactive ? {} : { isActive: true }, order: { minAmount: 'ASC', id: 'ASC' } });
  }

  async require(id: number): Promise<Plan> {
    const plan = await this.db.manager.findOne(Plan, { where: { id } });
    if (!plan) throw notFound('Plan not found');
    return plan;
  }

  async ensureDefaults(): Promise<void> {
    if (await this.db.manager.count(Plan)) return;
    await this.db.transaction(async (em) => {
      for (const p of DEFAULT_PLANS) {
        await em.insert(Plan, {
          name: p.name,
          description: p.description,
          price: p.price * MICRO,
          minAmount: p.min * MICRO,
          maxAmount: p.max * MICRO,
          roiDay: p.roiDay,
          sponsorBonus: '5',
          periodMonths: 24,
          capMultiplier: 2,
          isActive: true,
          createdAt: new Date(),
        });
      }
    });
  }
}
