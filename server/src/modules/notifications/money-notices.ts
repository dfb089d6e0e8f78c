import type { EntityManager } from 'typeorm';
import { formatMoney } from '../../common/money';
import type { AfterNotice, NotificationsService } from './notifications.service';

/**
 * The money events members hear about, in-app and by mail (BUSINESS-RULES §8, issue 9). Each is
 * written in the deciding transaction `em` (the notice and the mail's outbox row commit or roll back
 * with the decision); the caller awaits the returned step once it has committed.
 */
export interface MoneyNotices {
  depositDecided(em: EntityManager, d: { id: number; userId: number; amount: bigint }, decision: 'complete' | 'decline'): Promise<AfterNotice>;
  withdrawalDecided(em: EntityManager, w: { id: number; userId: number; gross: bigint; net: bigint }, decision: 'complete' | 'decline'): Promise<AfterNotice>;
}

export function moneyNotices(notifications: NotificationsService): MoneyNotices {
  return {
    depositDecided(em, d, decision) {
      const amount = `$${formatMoney(d.amount)}`;
      return notifications.notifyMember(
        d.userId,
        decision === 'complete'
          ? { title: `Deposit #${d.id} completed`, message: `Your deposit of ${amount} was credited to your Active Wallet.`, email: true }
          : { title: `Deposit #${d.id} declined`, message: `Your deposit of ${amount} was declined. Contact support if you think this is a mistake.`, email: true },
        em,
      );
    },
    withdrawalDecided(em, w, decision) {
      return notifications.notifyMember(
        w.userId,
        decision === 'complete'
          ? { title: `Withdrawal #${w.id} paid`, message: `Your withdrawal of $${formatMoney(w.gross)} was paid: $${formatMoney(w.net)} sent to your payout address.`, email: true }
          : { title: `Withdrawal #${w.id} declined`, message: `Your withdrawal of $${formatMoney(w.gross)} was declined and returned to your wallet.`, email: true },
        em,
      );
    },
  };
}
