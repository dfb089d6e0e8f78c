import { formatMoney } from '../../common/money';
import type { NotificationsService } from './notifications.service';

/** The money events members hear about, in-app and by mail (BUSINESS-RULES §8, issue 9). */
export interface MoneyNotices {
  depositDecided(d: { id: number; userId: number; amount: bigint }, decision: 'complete' | 'decline'): Promise<void>;
  withdrawalDecided(w: { id: number; userId: number; gross: bigint; net: bigint }, decision: 'complete' | 'decline'): Promise<void>;
}

export function moneyNotices(notifications: NotificationsService): MoneyNotices {
  return {
    async depositDecided(d, decision) {
      const amount = `$${formatMoney(d.amount)}`;
      await notifications.notifyMember(
        d.userId,
        decision === 'complete'
          ? { title: `Deposit #${d.id} completed`, message: `Your deposit of ${amount} was credited to your Active Wallet.`, email: true }
          : { title: `Deposit #${d.id} declined`, message: `Your deposit of ${amount} was declined. Contact support if you think this is a mistake.`, email: true },
      );
    },
    async withdrawalDecided(w, decision) {
      await notifications.notifyMember(
        w.userId,
        decision === 'complete'
          ? { title: `Withdrawal #${w.id} paid`, message: `Your withdrawal of $${formatMoney(w.gross)} was paid: $${formatMoney(w.net)} sent to your payout address.`, email: true }
          : { title: `Withdrawal #${w.id} declined`, message: `Your withdrawal of $${formatMoney(w.gross)} was declined and returned to your wallet.`, email: true },
      );
    },
  };
}
