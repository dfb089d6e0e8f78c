import type { RestRouter } from './rest';
import { registerAuthRoutes } from '../modules/auth/auth.rest';
import { registerUserRoutes } from '../modules/users/users.rest';
import { registerDepositRoutes } from '../modules/deposits/deposits.rest';
import { registerWithdrawalRoutes } from '../modules/withdrawals/withdrawals.rest';
import { registerTransferRoutes } from '../modules/transfers/transfers.rest';
import { registerQrRoutes } from '../modules/qr/qr.rest';
import { registerTransactionRoutes } from '../modules/transactions/transactions.rest';
import { registerPlanRoutes } from '../modules/plans/plans.rest';

/** The legacy /api/v1 surface: literal paths are registered before parameter paths inside each module. */
export function registerRoutes(rest: RestRouter) {
  registerAuthRoutes(rest);
  registerUserRoutes(rest);
  registerDepositRoutes(rest);
  registerWithdrawalRoutes(rest);
  registerTransferRoutes(rest);
  registerQrRoutes(rest);
  registerTransactionRoutes(rest);
  registerPlanRoutes(rest);
}
