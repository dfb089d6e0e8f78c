import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { TotpMemberFieldsResolver, TwoFactorResolver } from '../modules/auth/totp.resolver';
import { MemberResolver } from '../modules/users/users.resolver';
import { SettingsResolver } from '../modules/settings/settings.resolver';
import { LedgerResolver } from '../modules/ledger/ledger.resolver';
import { DepositsResolver } from '../modules/deposits/deposits.resolver';
import { WithdrawalsResolver } from '../modules/withdrawals/withdrawals.resolver';
import { TransfersResolver } from '../modules/transfers/transfers.resolver';
import { QrResolver } from '../modules/qr/qr.resolver';
import { TransactionsResolver } from '../modules/transactions/transactions.resolver';
import { PlanFieldsResolver, PlansResolver } from '../modules/plans/plans.resolver';
import { InvestmentsResolver, PrincipalWithdrawalResolver } from '../modules/investments/investments.resolver';
import { TopUpQuoteResolver } from '../modules/investments/topup-quote';
import { TreeResolver } from '../modules/referral/tree.resolver';
import { BookingFieldsResolver, ContentResolver } from '../modules/content/content.resolver';
import { ConsoleResolver } from '../modules/console/console.resolver';
import { JobsResolver } from '../jobs/jobs.resolver';
import { IncomeReportResolver } from '../modules/income-report/income-report.resolver';
import { NotificationsResolver } from '../modules/notifications/notifications.resolver';
import { TicketsResolver } from '../modules/tickets/tickets.resolver';
import { SupportResolver } from '../modules/support/support.resolver';
import { RanksResolver } from '../modules/ranks/ranks.resolver';
import { StaffResolver } from '../modules/staff/staff.resolver';
import { ApiTokensResolver } from '../modules/tokens/api-tokens.resolver';
import { WebhooksResolver } from '../modules/webhooks/webhooks.resolver';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  TwoFactorResolver,
  TotpMemberFieldsResolver,
  MemberResolver,
  SettingsResolver,
  LedgerResolver,
  DepositsResolver,
  WithdrawalsResolver,
  TransfersResolver,
  QrResolver,
  TransactionsResolver,
  PlansResolver,
  PlanFieldsResolver,
  InvestmentsResolver,
  PrincipalWithdrawalResolver,
  TopUpQuoteResolver,
  TreeResolver,
  ContentResolver,
  BookingFieldsResolver,
  ConsoleResolver,
  JobsResolver,
  IncomeReportResolver,
  NotificationsResolver,
  TicketsResolver,
  SupportResolver,
  RanksResolver,
  StaffResolver,
  ApiTokensResolver,
  WebhooksResolver,
];
