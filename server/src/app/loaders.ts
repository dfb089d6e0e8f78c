import DataLoader from 'dataloader';
import { createFigureLoader } from '../common/figures';
import type { Services } from './services';
import type { User } from '../modules/users/user.entity';
import type { Wallets } from '../modules/ledger/ledger.service';
import type { RewardNotice } from '../modules/users/reward-notice.entity';
import type { TotalKind } from '../modules/ledger/member-totals';
import type { Plan } from '../modules/plans/plan.entity';

/** One loader set per request: every relation and per-member figure is batched. */
export function createLoaders(services: Services) {
  const figure = createFigureLoader(() => services.db.manager);
  return {
    // Member rows for display (sponsor, the member behind a deposit or ticket): the session cache
    // holds the recently seen ones, dropped when a row changes.
    user: new DataLoader<number, User | null>(async (ids) => {
      const map = await services.sessionCache.loadMany(ids, (missing) => services.users.byIds(missing));
      return ids.map((id) => map.get(id) ?? null);
    }),
    // Member figures: whatever the request's fields ask for in one tick is one statement.
    wallets: { load: (id: number) => figure<Wallets>(services.ledgerReads.walletFigure, id) },
    totals: { load: (id: number) => figure<Record<TotalKind, bigint>>(services.incomeReport.totalsFigure, id) },
    directs: { load: (id: number) => figure<{ total: number; active: number }>(services.referral.directsFigure, id) },
    largestRunning: { load: (id: number) => figure<bigint>(services.investments.largestRunningFigure, id) },
    teamSize: { load: (id: number) => figure<number>(services.referral.teamSizeFigure, id) },
    // Plans of the investments a list shows: one statement per request, not one per row.
    plan: new DataLoader<number, Plan | null>(async (ids) => {
      const map = await services.plans.byIds(ids);
      return ids.map((id) => map.get(id) ?? null);
    }),
    rewardNotice: new DataLoader<number, RewardNotice | null>(async (ids) => {
      const map = await services.users.rewardNotices([...ids]);
      return ids.map((id) => map.get(id) ?? null);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
