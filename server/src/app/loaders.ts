import DataLoader from 'dataloader';
import { createFigureLoader, FigureQuery } from '../common/figures';
import type { Services } from './services';
import type { User } from '../modules/users/user.entity';
import type { Wallets } from '../modules/ledger/ledger.service';
import type { RewardNotice } from '../modules/users/reward-notice.entity';
import type { TotalKind } from '../modules/ledger/member-totals';
import type { Plan } from '../modules/plans/plan.entity';

/**
 * One loader set per request: every relation and per-member figure is batched. Each loader is made
 * when the request first uses it (most requests use one or two of them).
 */
export class Loaders {
  private userLoader?: DataLoader<number, User | null>;
  private planLoader?: DataLoader<number, Plan | null>;
  private rewardNoticeLoader?: DataLoader<number, RewardNotice | null>;
  private figureLoader?: ReturnType<typeof createFigureLoader>;

  constructor(private readonly services: Services) {}

  /**
   * Member rows for display (sponsor, the member behind a deposit or ticket): the session cache
   * holds the recently seen ones, dropped when a row changes.
   */
  get user(): DataLoader<number, User | null> {
    return (this.userLoader ??= new DataLoader(async (ids) => {
      const map = await this.services.sessionCache.loadMany(ids, (missing) => this.services.users.byIds(missing));
      return ids.map((id) => map.get(id) ?? null);
    }));
  }

  /** Plans of the investments a list shows: one statement per request, not one per row. */
  get plan(): DataLoader<number, Plan | null> {
    return (this.planLoader ??= new DataLoader(async (ids) => {
      const map = await this.services.plans.byIds(ids);
      return ids.map((id) => map.get(id) ?? null);
    }));
  }

  get rewardNotice(): DataLoader<number, RewardNotice | null> {
    return (this.rewardNoticeLoader ??= new DataLoader(async (ids) => {
      const map = await this.services.users.rewardNotices([...ids]);
      return ids.map((id) => map.get(id) ?? null);
    }));
  }

  // Member figures: whatever the request's fields ask for in one tick is one statement. Methods, not
  // per-request objects: a request builds nothing it does not use.
  wallets(id: number): Promise<Wallets> {
    return this.figure(this.services.ledgerReads.walletFigure, id);
  }

  totals(id: number): Promise<Record<TotalKind, bigint>> {
    return this.figure(this.services.incomeReport.totalsFigure, id);
  }

  directs(id: number): Promise<{ total: number; active: number }> {
    return this.figure(this.services.referral.directsFigure, id);
  }

  largestRunning(id: number): Promise<bigint> {
    return this.figure(this.services.investments.largestRunningFigure, id);
  }

  teamSize(id: number): Promise<number> {
    return this.figure(this.services.referral.teamSizeFigure, id);
  }

  private figure<T>(query: FigureQuery<T>, id: number): Promise<T> {
    this.figureLoader ??= createFigureLoader(() => this.services.db.manager);
    return this.figureLoader(query, id);
  }
}

export function createLoaders(services: Services): Loaders {
  return new Loaders(services);
}
