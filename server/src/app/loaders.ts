import DataLoader from 'dataloader';
import type { Services } from './services';
import type { User } from '../modules/users/user.entity';
import type { Wallets } from '../modules/ledger/ledger.service';
import type { RewardNotice } from '../modules/users/reward-notice.entity';

/** One loader set per request: every relation and per-member figure is batched. */
export function createLoaders(services: Services) {
  return {
    user: new DataLoader<number, User | null>(async (ids) => {
      const rows = await services.users.byIds(ids);
      const map = new Map(rows.map((u) => [u.id, u]));
      return ids.map((id) => map.get(id) ?? null);
    }),
    wallets: new DataLoader<number, Wallets>(async (ids) => {
      const map = await services.ledger.walletsFor([...ids]);
      return ids.map((id) => map.get(id)!);
    }),
    sums: new DataLoader<number, Record<string, bigint>>(async (ids) => {
      const map = await services.incomeReport.sumsByKind([...ids]);
      return ids.map((id) => map.get(id) ?? {});
    }),
    rewardNotice: new DataLoader<number, RewardNotice | null>(async (ids) => {
      const map = await services.users.rewardNotices([...ids]);
      return ids.map((id) => map.get(id) ?? null);
    }),
    withdrawn: new DataLoader<number, bigint>(async (ids) => {
      const map = await services.withdrawals.completedTotals([...ids]);
      return ids.map((id) => map.get(id) ?? 0n);
    }),
    directs: new DataLoader<number, { total: number; active: number }>(async (ids) => {
      const map = await services.referral.directCounts([...ids]);
      return ids.map((id) => map.get(id)!);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
