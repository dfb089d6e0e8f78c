import type { RestRouter } from './rest';
import { registerAuthRoutes } from '../modules/auth/auth.rest';
import { registerUserRoutes } from '../modules/users/users.rest';
import { registerDepositRoutes } from '../modules/deposits/deposits.rest';
import { registerWithdrawalRoutes } from '../modules/withdrawals/withdrawals.rest';
import { registerTransferRoutes } from '../modules/transfers/transfers.rest';
import { registerQrRoutes } from '../modules/qr/qr.rest';
import { registerTransactionRoutes } from '../modules/transactions/transactions.rest';
import { registerPlanRoutes } from '../modules/plans/plans.rest';
import { registerInvestmentRoutes } from '../modules/investments/investments.rest';
import { registerReferralRoutes } from '../modules/referral/referral.rest';
import { registerContentRoutes } from '../modules/content/content.rest';
import { registerConsoleRoutes } from '../modules/console/console.rest';
import { registerNotificationRoutes } from '../modules/notifications/notifications.rest';
import { registerTicketRoutes } from '../modules/tickets/tickets.rest';
import { registerSupportRoutes } from '../modules/support/support.rest';
import { registerRanksRoutes } from '../modules/ranks/ranks.rest';

/**
 * The legacy /api/v1 surface. Modules register in any order: `mount()` sorts the routes so a literal
 * path always beats a parameter path (REST-CONTRACT §1.1; `users/rewards` before `users/:id`).
 */
export function registerRoutes(rest: RestRouter) {
  registerAuthRoutes(rest);
  registerUserRoutes(rest);
  registerDepositRoutes(rest);
  registerWithdrawalRoutes(rest);
  registerTransferRoutes(rest);
  registerQrRoutes(rest);
  registerTransactionRoutes(rest);
  registerPlanRoutes(rest);
  registerInvestmentRoutes(rest);
  registerReferralRoutes(rest);
  registerContentRoutes(rest);
  registerConsoleRoutes(rest);
  registerNotificationRoutes(rest);
  registerTicketRoutes(rest);
  registerSupportRoutes(rest);
  registerRanksRoutes(rest);
  rest.mount();
}
