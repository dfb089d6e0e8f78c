import { User } from '../modules/users/user.entity';
import { ReferralClosure } from '../modules/referral/referral-closure.entity';
import { Setting } from '../modules/settings/setting.entity';
import { OtpCode, PasswordReset } from '../modules/auth/auth.entities';
import { AuditLog } from '../modules/audit/audit.entity';
import { Account, IdempotencyRecord, LedgerBucketCheckpoint, LedgerCheckpoint, LedgerEntry, LedgerTransaction } from '../modules/ledger/ledger.entities';
import { Deposit } from '../modules/deposits/deposit.entity';
import { Withdrawal } from '../modules/withdrawals/withdrawal.entity';
import { Transfer } from '../modules/transfers/transfer.entity';
import { DepositAddress } from '../modules/qr/deposit-address.entity';
import { Upload } from '../common/uploads/upload.entity';
import { MailOutboxRow } from '../common/mail-outbox.entity';
import { ActivationPlan, LevelRate, Plan } from '../modules/plans/plan.entity';
import { Investment } from '../modules/investments/investment.entity';
import { Activation, Epin } from '../modules/investments/activation.entities';
import { IncomeDaily, MemberCap } from '../modules/income/income.entities';
import { MemberTotals } from '../modules/ledger/member-totals';
import { RewardNotice } from '../modules/users/reward-notice.entity';
import { MemberLevelCount, MemberTeam } from '../modules/referral/member-team.entity';
import { Achiever, Booking, News, Offer, OfferMember } from '../modules/content/content.entities';
import { JobChunk, JobLease, JobRun, LevelIncomeBreakdown } from '../jobs/jobs.entities';
import { TotpRecoveryCode, UserTotp } from '../modules/auth/totp.entities';
import { ApprovalRequest, StaffInvite } from '../modules/staff/staff.entities';
import { ApiToken } from '../modules/tokens/api-token.entity';
import { WebhookAttempt, WebhookDailyRun, WebhookDelivery, WebhookEndpoint, WebhookEvent } from '../modules/webhooks/webhook.entities';
import { Ticket, TicketResponse } from '../modules/tickets/ticket.entities';
import { SupportMessage } from '../modules/support/support-message.entity';
import { HomeBanner, Notification, NotificationRecipient } from '../modules/notifications/notification.entities';
import { CtoPayment, CtoRecord, LeadershipIncome, MemberRank, RewardPlan, SalaryEntitlement, SalaryPayment, Trade } from '../modules/ranks/ranks.entities';

export const entities = [
  User,
  StaffInvite,
  ApprovalRequest,
  ApiToken,
  ReferralClosure,
  Setting,
  OtpCode,
  UserTotp,
  TotpRecoveryCode,
  PasswordReset,
  AuditLog,
  Account,
  LedgerTransaction,
  LedgerEntry,
  LedgerCheckpoint,
  LedgerBucketCheckpoint,
  IdempotencyRecord,
  Deposit,
  Withdrawal,
  Transfer,
  DepositAddress,
  Upload,
  MailOutboxRow,
  Plan,
  RewardNotice,
  MemberTeam,
  MemberLevelCount,
  ActivationPlan,
  LevelRate,
  Investment,
  Activation,
  Epin,
  MemberCap,
  IncomeDaily,
  MemberTotals,
  News,
  Achiever,
  Offer,
  OfferMember,
  Booking,
  RewardPlan,
  MemberRank,
  SalaryEntitlement,
  SalaryPayment,
  LeadershipIncome,
  CtoRecord,
  CtoPayment,
  Trade,
  JobRun,
  JobChunk,
  JobLease,
  LevelIncomeBreakdown,
  Ticket,
  TicketResponse,
  SupportMessage,
  Notification,
  NotificationRecipient,
  HomeBanner,
  WebhookEndpoint,
  WebhookEvent,
  WebhookDelivery,
  WebhookAttempt,
  WebhookDailyRun,
];
