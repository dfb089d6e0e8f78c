import type { DailyStep } from './step';
import { parsePercent } from '../common/money';

/**
 * The ranks helper's daily steps, appended after the engine's own steps (CONTRACTS §4). Each is
 * replay-safe by natural keys: `reward:<member>:<rank>`, `salary:<member>:<rank>:<yyyy-mm>`,
 * `cto:<member>:<yyyy-mm>`, `cto-bonus:<member>`.
 */
export const rankSteps: DailyStep[] = [
  {
    name: 'ranks',
    // Records reached ranks (leg rule) and, with the `reward` switch on, credits their rewards.
    async run(ctx) {
      const rows = await ctx.services.rewards.runDay(ctx.day, {
        rewardOn: ctx.settings.reward !== '0',
        // From the run's settings snapshot, like every figure a step reads.
        salaryMonths: ctx.settings.salaryMonths === undefined ? undefined : Number(ctx.settings.salaryMonths),
        progress: (d, t) => ctx.progress(d, t),
      });
      return { rows };
    },
  },
  {
    name: 'salary',
    // Pays each active salary entitlement on its monthly anniversary; nothing on other days.
    async run(ctx) {
      return { rows: await ctx.services.salary.runDay(ctx.day, (d, t) => ctx.progress(d, t)) };
    },
  },
  {
    name: 'cto',
    // Qualifies new CTO members (bonus for category 1), then last month's share once per month.
    async run(ctx) {
      const qualified = await ctx.services.cto.qualify(ctx.day);
      const percent = ctx.settings.ctoPercent === undefined ? undefined : parsePercent(ctx.settings.ctoPercent, 'ctoPercent');
      const paid = await ctx.services.cto.payMonth(ctx.day, (d, t) => ctx.progress(d, t), percent);
      return { rows: qualified + paid };
    },
  },
];
