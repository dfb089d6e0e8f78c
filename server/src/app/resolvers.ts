import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { MemberResolver } from '../modules/users/users.resolver';
import { SettingsResolver } from '../modules/settings/settings.resolver';
import { LedgerResolver } from '../modules/ledger/ledger.resolver';
import { DepositsResolver } from '../modules/deposits/deposits.resolver';
import { WithdrawalsResolver } from '../modules/withdrawals/withdrawals.resolver';
import { TransfersResolver } from '../modules/transfers/transfers.resolver';
import { QrResolver } from '../modules/qr/qr.resolver';
import { TransactionsResolver } from '../modules/transactions/transactions.resolver';
import { PlansResolver } from '../modules/plans/plans.resolver';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  MemberResolver,
  SettingsResolver,
  LedgerResolver,
  DepositsResolver,
  WithdrawalsResolver,
  TransfersResolver,
  QrResolver,
  TransactionsResolver,
  PlansResolver,
];
