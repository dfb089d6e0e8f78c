/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
/** block: cannot sign in or move money */
export type AccountStatus =
  | 'BLOCK'
  | 'UNBLOCK';

export type AchieverInput = {
  /** Up to 1,000 characters */
  description?: string;
  /** Name returned by POST /api/v1/uploads/image (area achievers) */
  image: string;
  /** The achiever’s name (1–100) */
  username: string;
};

export type ActivationPlanInput = {
  description?: string | null | undefined;
  isActive?: boolean | null | undefined;
  name?: string | null | undefined;
  price?: string | null | undefined;
};

export type AdjustAction =
  | 'CREDIT'
  | 'DEBIT';

export type AdjustWalletInput = {
  action: AdjustAction;
  amount: string;
  idempotencyKey: string;
  memberId: number;
  reason?: string | null | undefined;
  wallet: WalletKind;
};

export type AdminMemberInput = {
  /** Needs a verified OTP (sendOtp, verifyOtp) */
  bep20?: string | null | undefined;
  /** Required to change the email */
  currentPassword?: string | null | undefined;
  /** A new address needs a code verified with verifyUser first */
  email?: string | null | undefined;
  fullname?: string | null | undefined;
  phone?: string | null | undefined;
  status?: AccountStatus | null | undefined;
  /** Needs a verified OTP (sendOtp, verifyOtp) */
  trc20?: string | null | undefined;
};

export type BookingDecision =
  | 'CANCELLED'
  | 'CONFIRMED';

export type BookingInput = {
  /** YYYY-MM-DD, today or later */
  date: string;
  /** 10–2,000 characters */
  message: string;
  /** HH:mm */
  time: string;
  /** 3–120 characters */
  topic: string;
};

/** A consultation booking: pending until an admin confirms or cancels it */
export type BookingState =
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'PENDING';

export type CreateDepositInput = {
  amount: string;
  currency?: Network;
  /** Transaction hash of the payment */
  hash?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
  /** Name returned by POST /api/v1/uploads/deposit-proof */
  proof?: string | null | undefined;
};

export type CreateNotificationInput = {
  /** Upload name from POST /api/v1/uploads/banner (required for a site pop-up) */
  image?: string | null | undefined;
  message: string;
  /** Member ids (when not toAll) */
  recipients?: Array<number> | null | undefined;
  title: string;
  /** true = every member; otherwise `recipients` */
  toAll?: boolean;
  type?: NotificationKind;
};

export type CreateSupportMessageInput = {
  message: string;
  title: string;
};

export type CreateTicketInput = {
  /** Deposit, Withdrawal, Plans, Account or Other */
  category?: string | null | undefined;
  /** The message, 10 to 2000 characters */
  description: string;
  priority?: TicketPriority;
  subject: string;
};

/** An admin decision on a pending deposit or withdrawal */
export type Decision =
  | 'COMPLETE'
  | 'DECLINE';

export type DepositAddressesInput = {
  bep20?: string | null | undefined;
  trc20?: string | null | undefined;
};

/** PAUSED: a principal withdrawal is pending (no ROI); CLOSED: withdrawn; REVERSED: undone by an admin */
export type InvestmentStatus =
  | 'CLOSED'
  | 'EXPIRED'
  | 'PAUSED'
  | 'REVERSED'
  | 'RUNNING';

export type JournalFilterInput = {
  /** Admins: one member; members: ignored unless it is themselves */
  memberId?: number | null | undefined;
  page?: number;
  pageSize?: number;
  search?: string | null | undefined;
  source?: string | null | undefined;
  status?: string | null | undefined;
  transactionType?: string | null | undefined;
};

/** INVESTMENT: ROI-share level income; ACTIVATION: activation level income */
export type LevelTable =
  | 'ACTIVATION'
  | 'INVESTMENT';

export type MemberStatusFilter =
  | 'ACTIVE'
  | 'ALL'
  | 'BLOCKED'
  | 'INACTIVE';

export type Network =
  | 'BEP20'
  | 'TRC20';

export type NewsInput = {
  /** 1–10,000 characters */
  content: string;
  /** 3–120 characters */
  title: string;
};

/** Whose bell: the member session's or the admin session's */
export type NotificationArea =
  | 'ADMIN'
  | 'MEMBER';

/** notification (bell), site_popup (home page pop-up), home (home page notice) */
export type NotificationKind =
  | 'HOME'
  | 'NOTIFICATION'
  | 'SITE_POPUP';

export type OfferInput = {
  allMembers?: boolean;
  description?: string;
  /** YYYY-MM-DD, on or after startDate */
  endDate: string;
  /** Name returned by POST /api/v1/uploads/image (area offers) */
  image?: string | null | undefined;
  /** Required when allMembers is false */
  memberIds?: Array<number> | null | undefined;
  /** YYYY-MM-DD */
  startDate: string;
  status?: boolean;
  title: string;
};

/** Plan fields; on edit only the given ones change. */
export type PlanInput = {
  capMultiplier?: number | null | undefined;
  description?: string | null | undefined;
  isActive?: boolean | null | undefined;
  /** 0 = no upper limit */
  maxAmount?: string | null | undefined;
  minAmount?: string | null | undefined;
  name?: string | null | undefined;
  periodMonths?: number | null | undefined;
  price?: string | null | undefined;
  /** Daily ROI %, at most 4 decimals */
  roiDay?: string | null | undefined;
  /** Sponsor bonus % */
  sponsorBonus?: string | null | undefined;
};

export type ProfileInput = {
  /** Needs a verified OTP (sendOtp, verifyOtp) */
  bep20?: string | null | undefined;
  /** Required to change the email */
  currentPassword?: string | null | undefined;
  /** A new address needs a code verified with verifyUser first */
  email?: string | null | undefined;
  fullname?: string | null | undefined;
  phone?: string | null | undefined;
  /** Needs a verified OTP (sendOtp, verifyOtp) */
  trc20?: string | null | undefined;
};

/** Deposit and withdrawal states */
export type RecordStatus =
  | 'COMPLETE'
  | 'DECLINE'
  | 'PENDING';

export type RegisterInput = {
  confirmPassword?: string | null | undefined;
  email: string;
  fullname: string;
  password: string;
  phone: string;
  /** Sponsor's referral code */
  referralBy?: string | null | undefined;
};

export type ReportFilterInput = {
  /** First day, YYYY-MM-DD (UTC) */
  from?: string | null | undefined;
  /** Ledger entry kind (reports) or audit action (audit log) */
  kind?: string | null | undefined;
  memberId?: number | null | undefined;
  /** Last day, YYYY-MM-DD (UTC), inclusive */
  to?: string | null | undefined;
};

export type RewardPlanInput = {
  description?: string | null | undefined;
  durationDays?: number | null | undefined;
  isActive?: boolean | null | undefined;
  /** Percent, e.g. "1.5" */
  leadershipPercent?: string | null | undefined;
  rewardAmount?: string | null | undefined;
  salaryAmount?: string | null | undefined;
  threshold?: string | null | undefined;
  title?: string | null | undefined;
};

export type SalaryFilterInput = {
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  maxAmount?: string | null | undefined;
  /** Admins only; members always see themselves */
  memberId?: number | null | undefined;
  minAmount?: string | null | undefined;
  page?: number;
  pageSize?: number;
  /** Rank (salary id) */
  rank?: number | null | undefined;
  search?: string | null | undefined;
  /** id, paid_amount, transaction_date, created_at (payments); id, assigned_date, duration, remaining (entitlements) */
  sortBy?: string | null | undefined;
  /** asc or desc */
  sortOrder?: string | null | undefined;
};

export type SettingsInput = {
  compoundPercent?: string | null | undefined;
  ctoPercent?: string | null | undefined;
  depositMin?: string | null | undefined;
  deposite?: boolean | null | undefined;
  direct?: boolean | null | undefined;
  directOnRetopup?: boolean | null | undefined;
  entryFee?: string | null | undefined;
  level?: boolean | null | undefined;
  login?: boolean | null | undefined;
  manualTrade?: boolean | null | undefined;
  register?: boolean | null | undefined;
  requireSponsor?: boolean | null | undefined;
  reward?: boolean | null | undefined;
  roi?: boolean | null | undefined;
  support?: boolean | null | undefined;
  timeZone?: string | null | undefined;
  topup?: boolean | null | undefined;
  transferFee?: string | null | undefined;
  transferMin?: string | null | undefined;
  usernamePrefix?: string | null | undefined;
  verifyEmail?: boolean | null | undefined;
  withdrawal?: boolean | null | undefined;
  withdrawalFeeCompound?: string | null | undefined;
  withdrawalFeeNormal?: string | null | undefined;
  withdrawalFeeRoi?: string | null | undefined;
  withdrawalHoldHours?: number | null | undefined;
  withdrawalMin?: string | null | undefined;
  withdrawalMultiple?: string | null | undefined;
};

export type SignInInput = {
  /** Email or username */
  email: string;
  password: string;
};

export type SupportStatus =
  | 'PENDING'
  | 'RESOLVED';

export type TicketPriority =
  | 'HIGH'
  | 'LOW'
  | 'NORMAL';

export type TicketStatus =
  | 'CLOSED'
  | 'IN_PROGRESS'
  | 'OPEN'
  | 'RESOLVED';

export type TopUpInput = {
  amount: string;
  idempotencyKey?: string | null | undefined;
  planId: number;
  /** Receiver: member id, username, email or referral code (default: yourself) */
  receiver?: string | null | undefined;
};

/** Wallet moved to Active */
export type TransferSource =
  | 'INCOME'
  | 'ROI';

export type TransferToMemberInput = {
  amount: string;
  description?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
  /** Recipient's email or referral code */
  recipient: string;
};

/** Active, Income, ROI and Compound wallets */
export type WalletKind =
  | 'ACTIVE'
  | 'COMPOUND'
  | 'INCOME'
  | 'ROI';

/** NORMAL from Income, ROI from ROI, PRINCIPLE ends an investment, COMPOUND the whole Compound balance */
export type WithdrawalKind =
  | 'COMPOUND'
  | 'NORMAL'
  | 'PRINCIPLE'
  | 'ROI';

export type WithdrawalRequestInput = {
  /** Required for NORMAL and ROI; COMPOUND takes the whole balance */
  amount?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
  /** PRINCIPLE: the investment to end */
  investmentId?: number | null | undefined;
  kind: WithdrawalKind;
};

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { moneyDashboard: { depositsCompleted: string, depositsPendingAmount: string, depositsPendingCount: number, withdrawalsCompleted: string, withdrawalsPendingAmount: string, withdrawalsPendingCount: number, incomePaid: string, fees: string, monthly: Array<{ month: string, deposits: string, withdrawals: string }>, signupsPerDay: Array<{ day: string, count: number }> }, adminOverview: { members: { total: number, active: number, inactive: number, blocked: number, joinedToday: number }, recentSignups: Array<{ id: number, username: string, fullname: string, email: string, createdAt: string }> } };

export type AdminTransactionSummaryQueryVariables = Exact<{
  month?: string | null | undefined;
}>;


export type AdminTransactionSummaryQuery = { transactionSummary: { month: string, rows: Array<{ transactionType: string, source: string, count: number, total: string }> } };

export type AdminReconciliationQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminReconciliationQuery = { reconciliation: { ok: boolean, problems: Array<string>, accounts: number, entries: number, transactions: number } };

export type AdminMemberRowFragment = { id: number, username: string, fullname: string, email: string, isActive: boolean, status: string, createdAt: string, wallets: { active: string, income: string, roi: string, compound: string } };

export type AdminMembersQueryVariables = Exact<{
  page: number;
  pageSize: number;
  status: MemberStatusFilter;
  search?: string | null | undefined;
}>;


export type AdminMembersQuery = { members: { total: number, page: number, pageSize: number, items: Array<{ id: number, username: string, fullname: string, email: string, isActive: boolean, status: string, createdAt: string, wallets: { active: string, income: string, roi: string, compound: string } }> } };

export type AdminMemberQueryVariables = Exact<{
  id: number;
}>;


export type AdminMemberQuery = { member: { phone: string, referralCode: string, role: string, emailVerified: boolean, activationDate: string | null, lastLogin: string | null, bep20: string | null, trc20: string | null, sponsorId: number | null, id: number, username: string, fullname: string, email: string, isActive: boolean, status: string, createdAt: string, sponsor: { id: number, username: string, fullname: string, referralCode: string, isActive: boolean, status: string } | null, team: { directs: number, activeDirects: number, team: number }, totals: { directIncome: string, levelIncome: string, roiIncome: string, rewardIncome: string, salaryIncome: string, leadershipIncome: string, ctoIncome: string, totalEarning: string, totalDeposit: string, totalWithdrawal: string }, rewardNotice: { title: string, amount: string, createdAt: string } | null, wallets: { active: string, income: string, roi: string, compound: string } } };

export type AdminDefaultersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDefaultersQuery = { defaulters: Array<{ id: number, username: string, fullname: string, email: string, createdAt: string, rewardNotice: { title: string, amount: string, createdAt: string } | null }> };

export type AdminSendRewardNoticeMutationVariables = Exact<{
  memberId: number;
  title: string;
  amount: string;
}>;


export type AdminSendRewardNoticeMutation = { sendRewardNotice: { memberId: number, title: string, amount: string, createdAt: string } };

export type AdminMemberRewardNoticeFragment = { id: number, rewardNotice: { title: string, amount: string, createdAt: string } | null };

export type AdminUpdateMemberMutationVariables = Exact<{
  id: number;
  input: AdminMemberInput;
}>;


export type AdminUpdateMemberMutation = { updateMember: { phone: string, bep20: string | null, trc20: string | null, id: number, username: string, fullname: string, email: string, isActive: boolean, status: string, createdAt: string, wallets: { active: string, income: string, roi: string, compound: string } } };

export type AdminSetMemberStatusMutationVariables = Exact<{
  id: number;
  status: AccountStatus;
}>;


export type AdminSetMemberStatusMutation = { setMemberStatus: { id: number, status: string } };

export type AdminDeleteMemberMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteMemberMutation = { deleteMember: { success: boolean, message: string } };

export type AdminAdjustWalletMutationVariables = Exact<{
  input: AdjustWalletInput;
}>;


export type AdminAdjustWalletMutation = { adjustWallet: { transactionId: number, memberId: number, wallet: WalletKind, action: AdjustAction, amount: string, reason: string } };

export type AdminWalletEntriesQueryVariables = Exact<{
  memberId: number;
  wallet: WalletKind;
  page: number;
  pageSize: number;
  before?: number | null | undefined;
}>;


export type AdminWalletEntriesQuery = { walletEntries: { total: number, page: number, pageSize: number, nextCursor: number | null, items: Array<{ id: number, wallet: WalletKind, kind: string, amount: string, balanceAfter: string, description: string, transactionId: number, createdAt: string }> } };

export type AdminMemberTransactionsQueryVariables = Exact<{
  filter: JournalFilterInput;
}>;


export type AdminMemberTransactionsQuery = { transactions: { total: number, page: number, pageSize: number, items: Array<{ transactionId: string, tableName: string, transactionType: string, source: string, amount: string, status: string, email: string | null, memberId: number, createdAt: string, updatedAt: string }> } };

export type AdminTransfersQueryVariables = Exact<{
  memberId?: number | null | undefined;
  page: number;
  pageSize: number;
}>;


export type AdminTransfersQuery = { transfers: { total: number, page: number, pageSize: number, items: Array<{ id: number, kind: string, amount: string, fee: string, sourceWallet: string, description: string, status: string, createdAt: string, fromMemberId: number, toMemberId: number, from: { id: number, username: string, fullname: string } | null, to: { id: number, username: string, fullname: string } | null }> } };

export type AdminDepositFieldsFragment = { id: number, memberId: number, amount: string, currency: Network, method: string, hash: string | null, proofUrl: string | null, status: RecordStatus, createdAt: string, processedAt: string | null, email: string | null, member: { id: number, username: string, fullname: string } | null };

export type AdminDepositsQueryVariables = Exact<{
  status?: RecordStatus | null | undefined;
  memberId?: number | null | undefined;
  page: number;
  pageSize: number;
}>;


export type AdminDepositsQuery = { deposits: { total: number, page: number, pageSize: number, items: Array<{ id: number, memberId: number, amount: string, currency: Network, method: string, hash: string | null, proofUrl: string | null, status: RecordStatus, createdAt: string, processedAt: string | null, email: string | null, member: { id: number, username: string, fullname: string } | null }> } };

export type AdminSetDepositStatusMutationVariables = Exact<{
  id: number;
  status: Decision;
}>;


export type AdminSetDepositStatusMutation = { setDepositStatus: { id: number, memberId: number, amount: string, currency: Network, method: string, hash: string | null, proofUrl: string | null, status: RecordStatus, createdAt: string, processedAt: string | null, email: string | null, member: { id: number, username: string, fullname: string } | null } };

export type AdminDeleteDepositMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteDepositMutation = { deleteDeposit: { success: boolean, message: string } };

export type AdminWithdrawalFieldsFragment = { id: number, memberId: number, kind: WithdrawalKind, gross: string, fee: string, feePercent: string, net: string, bep20: string | null, trc20: string | null, status: RecordStatus, createdAt: string, processedAt: string | null, email: string | null, member: { id: number, username: string, fullname: string } | null };

export type AdminWithdrawalsQueryVariables = Exact<{
  kind?: WithdrawalKind | null | undefined;
  status?: RecordStatus | null | undefined;
  memberId?: number | null | undefined;
  page: number;
  pageSize: number;
}>;


export type AdminWithdrawalsQuery = { withdrawals: { total: number, page: number, pageSize: number, items: Array<{ id: number, memberId: number, kind: WithdrawalKind, gross: string, fee: string, feePercent: string, net: string, bep20: string | null, trc20: string | null, status: RecordStatus, createdAt: string, processedAt: string | null, email: string | null, member: { id: number, username: string, fullname: string } | null }> } };

export type AdminSetWithdrawalStatusMutationVariables = Exact<{
  id: number;
  status: Decision;
  kind?: WithdrawalKind | null | undefined;
}>;


export type AdminSetWithdrawalStatusMutation = { setWithdrawalStatus: { id: number, memberId: number, kind: WithdrawalKind, gross: string, fee: string, feePercent: string, net: string, bep20: string | null, trc20: string | null, status: RecordStatus, createdAt: string, processedAt: string | null, email: string | null, member: { id: number, username: string, fullname: string } | null } };

export type AdminSettingsFieldsFragment = { level: boolean, direct: boolean, reward: boolean, register: boolean, login: boolean, withdrawal: boolean, deposite: boolean, roi: boolean, support: boolean, topup: boolean, entryFee: string, depositMin: string, withdrawalMin: string, withdrawalMultiple: string, withdrawalFeeNormal: string, withdrawalFeeRoi: string, withdrawalFeeCompound: string, transferMin: string, transferFee: string, compoundPercent: string, ctoPercent: string | null, usernamePrefix: string | null, timeZone: string | null, verifyEmail: boolean, requireSponsor: boolean, manualTrade: boolean, directOnRetopup: boolean | null };

export type AdminSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSettingsQuery = { settings: { level: boolean, direct: boolean, reward: boolean, register: boolean, login: boolean, withdrawal: boolean, deposite: boolean, roi: boolean, support: boolean, topup: boolean, entryFee: string, depositMin: string, withdrawalMin: string, withdrawalMultiple: string, withdrawalFeeNormal: string, withdrawalFeeRoi: string, withdrawalFeeCompound: string, transferMin: string, transferFee: string, compoundPercent: string, ctoPercent: string | null, usernamePrefix: string | null, timeZone: string | null, verifyEmail: boolean, requireSponsor: boolean, manualTrade: boolean, directOnRetopup: boolean | null } };

export type AdminUpdateSettingsMutationVariables = Exact<{
  input: SettingsInput;
}>;


export type AdminUpdateSettingsMutation = { updateSettings: { level: boolean, direct: boolean, reward: boolean, register: boolean, login: boolean, withdrawal: boolean, deposite: boolean, roi: boolean, support: boolean, topup: boolean, entryFee: string, depositMin: string, withdrawalMin: string, withdrawalMultiple: string, withdrawalFeeNormal: string, withdrawalFeeRoi: string, withdrawalFeeCompound: string, transferMin: string, transferFee: string, compoundPercent: string, ctoPercent: string | null, usernamePrefix: string | null, timeZone: string | null, verifyEmail: boolean, requireSponsor: boolean, manualTrade: boolean, directOnRetopup: boolean | null } };

export type AdminProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProfileQuery = { adminMe: { id: number, username: string, fullname: string, email: string, role: string, lastLogin: string | null, createdAt: string } };

export type AdminChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type AdminChangePasswordMutation = { changeAdminPassword: { expireAt: number, account: { id: number, username: string, fullname: string, email: string, role: string } } };

export type AdminDepositAddressFieldsFragment = { id: number, bep20: string | null, trc20: string | null, active: boolean, createdAt: string };

export type AdminDepositAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDepositAddressesQuery = { depositAddresses: { id: number, bep20: string | null, trc20: string | null, active: boolean, createdAt: string } | null, depositAddressHistory: Array<{ id: number, bep20: string | null, trc20: string | null, active: boolean, createdAt: string }> };

export type AdminAddDepositAddressesMutationVariables = Exact<{
  input: DepositAddressesInput;
}>;


export type AdminAddDepositAddressesMutation = { addDepositAddresses: { id: number, bep20: string | null, trc20: string | null, active: boolean, createdAt: string } };

export type AdminDeleteDepositAddressesMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteDepositAddressesMutation = { deleteDepositAddresses: { success: boolean, message: string } };

export type SessionAccountFragment = { id: number, username: string, fullname: string, email: string, role: string };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { expireAt: number, account: { id: number, username: string, fullname: string, email: string, role: string } } };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { expireAt: number, account: { id: number, username: string, fullname: string, email: string, role: string } } };

export type SignInAdminMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInAdminMutation = { signInAdmin: { expireAt: number, account: { id: number, username: string, fullname: string, email: string, role: string } } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: { success: boolean, message: string } };

export type SignOutAdminMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutAdminMutation = { signOutAdmin: { success: boolean, message: string } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
  role: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { success: boolean, message: string } };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean, message: string } };

export type SendVerificationEmailMutationVariables = Exact<{
  email: string;
}>;


export type SendVerificationEmailMutation = { sendVerificationEmail: { success: boolean, message: string } };

export type VerifyUserMutationVariables = Exact<{
  email: string;
  otp: string;
}>;


export type VerifyUserMutation = { verifyUser: { success: boolean, message: string } };

export type RequestOtpCodeMutationVariables = Exact<{
  email: string;
}>;


export type RequestOtpCodeMutation = { requestOtpCode: { success: boolean, message: string } };

export type ReportAccountChangeMutationVariables = Exact<{
  token: string;
}>;


export type ReportAccountChangeMutation = { reportAccountChange: { success: boolean, message: string } };

export type ConsoleDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleDashboardQuery = { consoleDashboard: { topUpsPerMonth: Array<{ month: string, amount: string }>, incomePerMonth: Array<{ month: string, kind: string, amount: string }>, incomeTotals: Array<{ kind: string, amount: string }>, queues: Array<{ queue: string, label: string, count: number, amount: string | null, link: string }> } };

export type AdminReportQueryVariables = Exact<{
  filter?: ReportFilterInput | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminReportQuery = { report: { total: number, page: number, pageSize: number, sum: string, items: Array<{ id: number, createdAt: string, memberId: number, username: string, email: string, wallet: string, kind: string, amount: string, balanceAfter: string, counterpartyId: number | null, description: string }> } };

export type AuditLogQueryVariables = Exact<{
  filter?: ReportFilterInput | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { total: number, page: number, pageSize: number, items: Array<{ id: number, createdAt: string, actorId: number, actorEmail: string | null, action: string, target: string, details: string | null, before: string | null, after: string | null }> } };

export type AuditActionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditActionsQuery = { auditActions: Array<string> };

export type NewsFieldsFragment = { id: number, title: string, content: string, createdAt: string, updatedAt: string };

export type AchieverFieldsFragment = { id: number, username: string, description: string, image: string, imageUrl: string, createdAt: string };

export type OfferFieldsFragment = { id: number, title: string, description: string, image: string | null, imageUrl: string | null, startDate: string, endDate: string, status: boolean, allMembers: boolean, memberIds: Array<number>, createdAt: string };

export type BookingFieldsFragment = { id: number, memberId: number, date: string, time: string, topic: string, message: string, status: BookingState, createdAt: string };

export type NewsListQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type NewsListQuery = { news: { total: number, page: number, pageSize: number, items: Array<{ id: number, title: string, content: string, createdAt: string, updatedAt: string }> } };

export type CreateNewsMutationVariables = Exact<{
  input: NewsInput;
}>;


export type CreateNewsMutation = { createNews: { id: number, title: string, content: string, createdAt: string, updatedAt: string } };

export type UpdateNewsMutationVariables = Exact<{
  id: number;
  input: NewsInput;
}>;


export type UpdateNewsMutation = { updateNews: { id: number, title: string, content: string, createdAt: string, updatedAt: string } };

export type DeleteNewsMutationVariables = Exact<{
  id: number;
}>;


export type DeleteNewsMutation = { deleteNews: { success: boolean, message: string } };

export type AchieversQueryVariables = Exact<{ [key: string]: never; }>;


export type AchieversQuery = { achievers: Array<{ id: number, username: string, description: string, image: string, imageUrl: string, createdAt: string }> };

export type AddAchieverMutationVariables = Exact<{
  input: AchieverInput;
}>;


export type AddAchieverMutation = { addAchiever: { id: number, username: string, description: string, image: string, imageUrl: string, createdAt: string } };

export type DeleteAchieverMutationVariables = Exact<{
  id: number;
}>;


export type DeleteAchieverMutation = { deleteAchiever: { success: boolean, message: string } };

export type OffersQueryVariables = Exact<{
  memberId?: number | null | undefined;
}>;


export type OffersQuery = { offers: Array<{ id: number, title: string, description: string, image: string | null, imageUrl: string | null, startDate: string, endDate: string, status: boolean, allMembers: boolean, memberIds: Array<number>, createdAt: string }> };

export type OfferQueryVariables = Exact<{
  id: number;
}>;


export type OfferQuery = { offer: { id: number, title: string, description: string, image: string | null, imageUrl: string | null, startDate: string, endDate: string, status: boolean, allMembers: boolean, memberIds: Array<number>, createdAt: string } };

export type CreateOfferMutationVariables = Exact<{
  input: OfferInput;
}>;


export type CreateOfferMutation = { createOffer: { id: number, title: string, description: string, image: string | null, imageUrl: string | null, startDate: string, endDate: string, status: boolean, allMembers: boolean, memberIds: Array<number>, createdAt: string } };

export type UpdateOfferMutationVariables = Exact<{
  id: number;
  input: OfferInput;
}>;


export type UpdateOfferMutation = { updateOffer: { id: number, title: string, description: string, image: string | null, imageUrl: string | null, startDate: string, endDate: string, status: boolean, allMembers: boolean, memberIds: Array<number>, createdAt: string } };

export type DeleteOfferMutationVariables = Exact<{
  id: number;
}>;


export type DeleteOfferMutation = { deleteOffer: { success: boolean, message: string } };

export type MyBookingsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MyBookingsQuery = { myBookings: { total: number, page: number, pageSize: number, items: Array<{ id: number, memberId: number, date: string, time: string, topic: string, message: string, status: BookingState, createdAt: string }> } };

export type CreateBookingMutationVariables = Exact<{
  input: BookingInput;
}>;


export type CreateBookingMutation = { createBooking: { id: number, memberId: number, date: string, time: string, topic: string, message: string, status: BookingState, createdAt: string } };

export type AdminBookingsQueryVariables = Exact<{
  status?: BookingState | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminBookingsQuery = { bookings: { total: number, page: number, pageSize: number, items: Array<{ id: number, memberId: number, date: string, time: string, topic: string, message: string, status: BookingState, createdAt: string, member: { id: number, username: string, fullname: string } | null }> } };

export type UpdateBookingMutationVariables = Exact<{
  id: number;
  status: BookingDecision;
}>;


export type UpdateBookingMutation = { updateBooking: { id: number, memberId: number, date: string, time: string, topic: string, message: string, status: BookingState, createdAt: string } };

export type IncomeKindAmountFieldsFragment = { kind: string, amount: string };

export type MyIncomeQueryVariables = Exact<{
  days?: number | null | undefined;
}>;


export type MyIncomeQuery = { myIncome: { from: string, today: string, totalEarning: string, limit: string, capTotal: string, earned: string, totals: Array<{ kind: string, amount: string }>, todayTotals: Array<{ kind: string, amount: string }>, days: Array<{ day: string, kind: string, amount: string }> } };

export type LevelIncomeExplanationQueryVariables = Exact<{
  date: string;
  memberId?: number | null | undefined;
}>;


export type LevelIncomeExplanationQuery = { levelIncomeExplanation: { memberId: number, day: string, amount: string, credited: string, sources: number, lines: Array<{ level: number, rate: string, sources: number, base: string, share: string }> } | null };

export type IncomeReportQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type IncomeReportQuery = { incomeReport: Array<{ day: string, kind: string, amount: string, members: number }> };

export type JobStepFieldsFragment = { id: number, day: string, step: string, status: string, done: number, total: number, rows: number, durationMs: number, attempts: number, error: string | null, startedAt: string, finishedAt: string | null };

export type DailyRunFieldsFragment = { day: string, status: string, settings: string, steps: Array<{ id: number, day: string, step: string, status: string, done: number, total: number, rows: number, durationMs: number, attempts: number, error: string | null, startedAt: string, finishedAt: string | null }> };

export type DailyRunChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DailyRunChangedSubscription = { dailyRunChanged: { id: number, day: string, step: string, status: string, done: number, total: number, rows: number, durationMs: number, attempts: number, error: string | null, startedAt: string, finishedAt: string | null } };

export type DailyRunsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type DailyRunsQuery = { dailyRuns: Array<{ day: string, status: string, settings: string, steps: Array<{ id: number, day: string, step: string, status: string, done: number, total: number, rows: number, durationMs: number, attempts: number, error: string | null, startedAt: string, finishedAt: string | null }> }> };

export type PreviewDayQueryVariables = Exact<{
  date: string;
}>;


export type PreviewDayQuery = { previewDay: { day: string, totals: Array<{ kind: string, amount: string, members: number }>, topEarners: Array<{ memberId: number, amount: string }> } };

export type RunDayMutationVariables = Exact<{
  date: string;
}>;


export type RunDayMutation = { runDay: { day: string, status: string, settings: string, steps: Array<{ id: number, day: string, step: string, status: string, done: number, total: number, rows: number, durationMs: number, attempts: number, error: string | null, startedAt: string, finishedAt: string | null }> } };

export type MyWalletBalancesFragment = { id: number, wallets: { active: string, income: string, roi: string, compound: string } };

export type MyTotalsFieldsFragment = { totalEarning: string, totalDeposit: string, totalWithdrawal: string, directIncome: string, levelIncome: string, roiIncome: string, rewardIncome: string, ctoIncome: string, salaryIncome: string, leadershipIncome: string };

export type MyIncomeTotalsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyIncomeTotalsQuery = { me: { id: number, totals: { totalEarning: string, totalDeposit: string, totalWithdrawal: string, directIncome: string, levelIncome: string, roiIncome: string, rewardIncome: string, ctoIncome: string, salaryIncome: string, leadershipIncome: string } } };

export type MyWalletsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWalletsQuery = { me: { id: number, wallets: { active: string, income: string, roi: string, compound: string } } };

export type MyWalletChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyWalletChangedSubscription = { walletChanged: { memberId: number, active: string, income: string, roi: string, compound: string } };

export type MyDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDashboardQuery = { me: { username: string, fullname: string, email: string, referralCode: string, isActive: boolean, emailVerified: boolean, status: string, activationDate: string | null, createdAt: string, id: number, totals: { totalEarning: string, totalDeposit: string, totalWithdrawal: string, directIncome: string, levelIncome: string, roiIncome: string, rewardIncome: string, ctoIncome: string, salaryIncome: string, leadershipIncome: string }, team: { team: number, directs: number, activeDirects: number }, sponsor: { id: number, username: string, fullname: string, referralCode: string, isActive: boolean, status: string } | null, wallets: { active: string, income: string, roi: string, compound: string } } };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { me: { id: number, withdrawalHoldUntil: string | null, username: string, fullname: string, email: string, phone: string, referralCode: string, bep20: string | null, trc20: string | null, isActive: boolean, emailVerified: boolean, status: string, createdAt: string, activationDate: string | null, sponsor: { id: number, username: string, fullname: string, referralCode: string, isActive: boolean, status: string } | null } };

export type UpdateMyProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateMyProfileMutation = { updateProfile: { id: number, fullname: string, phone: string, email: string, emailVerified: boolean, bep20: string | null, trc20: string | null } };

export type FindMemberByRefQueryVariables = Exact<{
  query: string;
}>;


export type FindMemberByRefQuery = { findMember: { id: number, username: string, fullname: string, referralCode: string, isActive: boolean, status: string } };

export type ChangeMyEmailMutationVariables = Exact<{
  email: string;
  currentPassword: string;
}>;


export type ChangeMyEmailMutation = { updateProfile: { id: number, email: string, emailVerified: boolean, withdrawalHoldUntil: string | null } };

export type MemberSendOtpMutationVariables = Exact<{ [key: string]: never; }>;


export type MemberSendOtpMutation = { sendOtp: { success: boolean, message: string } };

export type MemberVerifyOtpMutationVariables = Exact<{
  otp: string;
}>;


export type MemberVerifyOtpMutation = { verifyOtp: { verified: boolean, message: string } };

export type MemberDepositAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberDepositAddressesQuery = { depositAddresses: { id: number, bep20: string | null, trc20: string | null, active: boolean, createdAt: string } | null };

export type MyDepositFieldsFragment = { id: number, amount: string, currency: Network, hash: string | null, method: string, proofUrl: string | null, status: RecordStatus, createdAt: string, processedAt: string | null };

export type MyDepositsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  status?: RecordStatus | null | undefined;
}>;


export type MyDepositsQuery = { myDeposits: { page: number, pageSize: number, total: number, items: Array<{ id: number, amount: string, currency: Network, hash: string | null, method: string, proofUrl: string | null, status: RecordStatus, createdAt: string, processedAt: string | null }> } };

export type CreateMyDepositMutationVariables = Exact<{
  input: CreateDepositInput;
}>;


export type CreateMyDepositMutation = { createDeposit: { id: number, amount: string, currency: Network, hash: string | null, method: string, proofUrl: string | null, status: RecordStatus, createdAt: string, processedAt: string | null } };

export type MyWithdrawalQuoteQueryVariables = Exact<{
  kind: WithdrawalKind;
  amount?: string | null | undefined;
}>;


export type MyWithdrawalQuoteQuery = { withdrawalQuote: { kind: WithdrawalKind, gross: string, fee: string, net: string, feePercent: string } };

export type MyWithdrawalFieldsFragment = { id: number, kind: WithdrawalKind, gross: string, fee: string, net: string, feePercent: string, status: RecordStatus, bep20: string | null, trc20: string | null, createdAt: string, processedAt: string | null };

export type MyWithdrawalsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  status?: RecordStatus | null | undefined;
  kind?: WithdrawalKind | null | undefined;
}>;


export type MyWithdrawalsQuery = { myWithdrawals: { page: number, pageSize: number, total: number, items: Array<{ id: number, kind: WithdrawalKind, gross: string, fee: string, net: string, feePercent: string, status: RecordStatus, bep20: string | null, trc20: string | null, createdAt: string, processedAt: string | null }> } };

export type RequestMyWithdrawalMutationVariables = Exact<{
  input: WithdrawalRequestInput;
}>;


export type RequestMyWithdrawalMutation = { requestWithdrawal: { id: number, kind: WithdrawalKind, gross: string, fee: string, net: string, feePercent: string, status: RecordStatus, bep20: string | null, trc20: string | null, createdAt: string, processedAt: string | null } };

export type CancelMyWithdrawalMutationVariables = Exact<{
  id: number;
}>;


export type CancelMyWithdrawalMutation = { cancelWithdrawal: { id: number, kind: WithdrawalKind, gross: string, fee: string, net: string, feePercent: string, status: RecordStatus, bep20: string | null, trc20: string | null, createdAt: string, processedAt: string | null } };

export type AddToCompoundMutationVariables = Exact<{
  amount: string;
  idempotencyKey: string;
}>;


export type AddToCompoundMutation = { compound: { success: boolean, message: string } };

export type MyTransferFieldsFragment = { id: number, kind: string, amount: string, fee: string, description: string, status: string, sourceWallet: string, createdAt: string, fromMemberId: number, toMemberId: number, from: { id: number, username: string, fullname: string } | null, to: { id: number, username: string, fullname: string } | null };

export type MyTransfersQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type MyTransfersQuery = { myTransfers: { page: number, pageSize: number, total: number, items: Array<{ id: number, kind: string, amount: string, fee: string, description: string, status: string, sourceWallet: string, createdAt: string, fromMemberId: number, toMemberId: number, from: { id: number, username: string, fullname: string } | null, to: { id: number, username: string, fullname: string } | null }> } };

export type SendToMemberMutationVariables = Exact<{
  input: TransferToMemberInput;
}>;


export type SendToMemberMutation = { transferToMember: { id: number, kind: string, amount: string, fee: string, description: string, status: string, sourceWallet: string, createdAt: string, fromMemberId: number, toMemberId: number, from: { id: number, username: string, fullname: string } | null, to: { id: number, username: string, fullname: string } | null } };

export type MoveToActiveMutationVariables = Exact<{
  source: TransferSource;
  amount?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
}>;


export type MoveToActiveMutation = { transferToActive: { success: boolean, message: string, transferredAmount: string } };

export type MyWalletEntriesQueryVariables = Exact<{
  wallet?: WalletKind | null | undefined;
  page: number;
  pageSize: number;
  before?: number | null | undefined;
  kinds?: Array<string> | string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type MyWalletEntriesQuery = { walletEntries: { page: number, pageSize: number, total: number, nextCursor: number | null, items: Array<{ id: number, kind: string, amount: string, balanceAfter: string, description: string, transactionId: number, wallet: WalletKind, createdAt: string }> } };

export type MyLedgerRowsQueryVariables = Exact<{
  tableName: string;
  page: number;
  pageSize: number;
  before?: number | null | undefined;
  fit?: string | null | undefined;
}>;


export type MyLedgerRowsQuery = { ledgerRows: { page: number, pageSize: number, total: number, nextCursor: number | null, items: Array<{ id: number, kind: string, amount: string, balanceAfter: string, description: string, counterpartyEmail: string | null, wallet: string, createdAt: string }> } };

export type MyJournalQueryVariables = Exact<{
  filter?: JournalFilterInput | null | undefined;
}>;


export type MyJournalQuery = { transactions: { page: number, pageSize: number, total: number, items: Array<{ transactionId: string, transactionType: string, source: string, status: string, amount: string, tableName: string, createdAt: string }> } };

export type MemberLimitsQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberLimitsQuery = { settings: { amountMax: string, withdrawalHoldHours: number, depositMin: string, transferMin: string, transferFee: string, withdrawalMin: string, withdrawalMultiple: string } };

export type MyNotificationFieldsFragment = { id: number, title: string, message: string, type: NotificationKind, imageUrl: string | null, createdAt: string, seen: boolean, seenAt: string | null };

export type NotificationRecordFieldsFragment = { id: number, title: string, message: string, type: NotificationKind, audience: string, imageUrl: string | null, createdAt: string };

export type ListMyNotificationsQueryVariables = Exact<{
  area?: NotificationArea | null | undefined;
  unseenOnly?: boolean | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ListMyNotificationsQuery = { myNotifications: { total: number, unseen: number, page: number, pageSize: number, items: Array<{ id: number, title: string, message: string, type: NotificationKind, imageUrl: string | null, createdAt: string, seen: boolean, seenAt: string | null }> } };

export type OnNotificationAddedSubscriptionVariables = Exact<{
  area?: NotificationArea | null | undefined;
}>;


export type OnNotificationAddedSubscription = { notificationAdded: { id: number, title: string, message: string, type: NotificationKind, imageUrl: string | null, createdAt: string, seen: boolean, seenAt: string | null } };

export type MarkNotificationSeenMutationVariables = Exact<{
  id: number;
  area?: NotificationArea | null | undefined;
}>;


export type MarkNotificationSeenMutation = { markNotificationSeen: { id: number, title: string, message: string, type: NotificationKind, imageUrl: string | null, createdAt: string, seen: boolean, seenAt: string | null } };

export type MarkAllNotificationsSeenMutationVariables = Exact<{
  area?: NotificationArea | null | undefined;
}>;


export type MarkAllNotificationsSeenMutation = { markAllNotificationsSeen: number };

export type ListHomeNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListHomeNotificationsQuery = { homeNotifications: Array<{ id: number, title: string, message: string, type: NotificationKind, audience: string, imageUrl: string | null, createdAt: string }>, homeBanner: { url: string, createdAt: string } | null };

export type ListNotificationsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ListNotificationsQuery = { notifications: { total: number, page: number, pageSize: number, items: Array<{ id: number, title: string, message: string, type: NotificationKind, audience: string, imageUrl: string | null, createdAt: string, recipients: number, seenCount: number }> } };

export type CreateNotificationMutationVariables = Exact<{
  input: CreateNotificationInput;
}>;


export type CreateNotificationMutation = { createNotification: { id: number, title: string, message: string, type: NotificationKind, audience: string, imageUrl: string | null, createdAt: string } };

export type CreateBannerMutationVariables = Exact<{
  image: string;
}>;


export type CreateBannerMutation = { createBanner: { url: string, createdAt: string } };

export type DeleteNotificationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteNotificationMutation = { deleteNotification: { success: boolean, message: string } };

export type NotificationMemberOptionsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type NotificationMemberOptionsQuery = { members: { items: Array<{ id: number, username: string, fullname: string, email: string }> } };

export type PlanFieldsFragment = { id: number, name: string, description: string, price: string, minAmount: string, maxAmount: string, roiDay: string, sponsorBonus: string, periodMonths: number, capMultiplier: number, isActive: boolean };

export type ActivationPlanFieldsFragment = { id: number, name: string, description: string, price: string, isActive: boolean, createdAt: string };

export type EpinFieldsFragment = { id: number, code: string, status: string, usedBy: number | null, usedAt: string | null, createdAt: string };

export type DeskPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type DeskPlansQuery = { plans: Array<{ id: number, name: string, description: string, price: string, minAmount: string, maxAmount: string, roiDay: string, sponsorBonus: string, periodMonths: number, capMultiplier: number, isActive: boolean }> };

export type DeskPlanQueryVariables = Exact<{
  id: number;
}>;


export type DeskPlanQuery = { plan: { id: number, name: string, description: string, price: string, minAmount: string, maxAmount: string, roiDay: string, sponsorBonus: string, periodMonths: number, capMultiplier: number, isActive: boolean } };

export type CreatePlanMutationVariables = Exact<{
  input: PlanInput;
}>;


export type CreatePlanMutation = { createPlan: { id: number, name: string, description: string, price: string, minAmount: string, maxAmount: string, roiDay: string, sponsorBonus: string, periodMonths: number, capMultiplier: number, isActive: boolean } };

export type UpdatePlanMutationVariables = Exact<{
  id: number;
  input: PlanInput;
}>;


export type UpdatePlanMutation = { updatePlan: { id: number, name: string, description: string, price: string, minAmount: string, maxAmount: string, roiDay: string, sponsorBonus: string, periodMonths: number, capMultiplier: number, isActive: boolean } };

export type RetirePlanMutationVariables = Exact<{
  id: number;
}>;


export type RetirePlanMutation = { retirePlan: { id: number, name: string, description: string, price: string, minAmount: string, maxAmount: string, roiDay: string, sponsorBonus: string, periodMonths: number, capMultiplier: number, isActive: boolean } };

export type ActivationPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivationPlansQuery = { activationPlans: Array<{ id: number, name: string, description: string, price: string, isActive: boolean, createdAt: string }> };

export type ActivationPlanQueryVariables = Exact<{
  id: number;
}>;


export type ActivationPlanQuery = { activationPlan: { id: number, name: string, description: string, price: string, isActive: boolean, createdAt: string } };

export type CreateActivationPlanMutationVariables = Exact<{
  input: ActivationPlanInput;
}>;


export type CreateActivationPlanMutation = { createActivationPlan: { id: number, name: string, description: string, price: string, isActive: boolean, createdAt: string } };

export type UpdateActivationPlanMutationVariables = Exact<{
  id: number;
  input: ActivationPlanInput;
}>;


export type UpdateActivationPlanMutation = { updateActivationPlan: { id: number, name: string, description: string, price: string, isActive: boolean, createdAt: string } };

export type RetireActivationPlanMutationVariables = Exact<{
  id: number;
}>;


export type RetireActivationPlanMutation = { retireActivationPlan: { id: number, name: string, description: string, price: string, isActive: boolean, createdAt: string } };

export type LevelTablesQueryVariables = Exact<{ [key: string]: never; }>;


export type LevelTablesQuery = { levelTables: { investment: Array<string>, activation: Array<string> } };

export type SetLevelRatesMutationVariables = Exact<{
  table: LevelTable;
  rates: Array<string> | string;
}>;


export type SetLevelRatesMutation = { setLevelRates: Array<string> };

export type CodesQueryVariables = Exact<{
  status?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type CodesQuery = { codes: { total: number, page: number, pageSize: number, items: Array<{ id: number, code: string, status: string, usedBy: number | null, usedAt: string | null, createdAt: string }> } };

export type CreateCodesMutationVariables = Exact<{
  count?: number | null | undefined;
  codes?: Array<string> | string | null | undefined;
}>;


export type CreateCodesMutation = { createCodes: Array<{ id: number, code: string, status: string, usedBy: number | null, usedAt: string | null, createdAt: string }> };

export type InvestmentFieldsFragment = { id: number, memberId: number, payerId: number, planId: number, kind: string, amount: string, roiDay: string, capMultiplier: number, startDay: string, endDay: string, status: InvestmentStatus, createdAt: string, ageDays: number, exitFeePercent: string, plan: { id: number, name: string } | null, member: { id: number, username: string, fullname: string } | null, payer: { id: number, username: string, fullname: string } | null };

export type CapFieldsFragment = { capTotal: string, earned: string, remaining: string, open: boolean, ctoQualified: boolean, runningPrincipal: string, runningCount: number };

export type ActivationFieldsFragment = { id: number, memberId: number, payerId: number, kind: string, amount: string, activationPlanId: number | null, createdAt: string };

export type MyInvestmentsQueryVariables = Exact<{
  status?: InvestmentStatus | null | undefined;
  page: number;
  pageSize: number;
}>;


export type MyInvestmentsQuery = { myInvestments: { total: number, page: number, pageSize: number, items: Array<{ id: number, memberId: number, payerId: number, planId: number, kind: string, amount: string, roiDay: string, capMultiplier: number, startDay: string, endDay: string, status: InvestmentStatus, createdAt: string, ageDays: number, exitFeePercent: string, plan: { id: number, name: string } | null, member: { id: number, username: string, fullname: string } | null, payer: { id: number, username: string, fullname: string } | null }> } };

export type MyCapQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCapQuery = { myCap: { capTotal: string, earned: string, remaining: string, open: boolean, ctoQualified: boolean, runningPrincipal: string, runningCount: number } };

export type MyActivationQueryVariables = Exact<{ [key: string]: never; }>;


export type MyActivationQuery = { myActivation: { id: number, memberId: number, payerId: number, kind: string, amount: string, activationPlanId: number | null, createdAt: string } | null };

export type EntryFeeQueryVariables = Exact<{ [key: string]: never; }>;


export type EntryFeeQuery = { settings: { entryFee: string } };

export type AdminInvestmentsQueryVariables = Exact<{
  memberId?: number | null | undefined;
  status?: InvestmentStatus | null | undefined;
  page: number;
  pageSize: number;
}>;


export type AdminInvestmentsQuery = { investments: { total: number, page: number, pageSize: number, items: Array<{ id: number, memberId: number, payerId: number, planId: number, kind: string, amount: string, roiDay: string, capMultiplier: number, startDay: string, endDay: string, status: InvestmentStatus, createdAt: string, ageDays: number, exitFeePercent: string, plan: { id: number, name: string } | null, member: { id: number, username: string, fullname: string } | null, payer: { id: number, username: string, fullname: string } | null }> } };

export type AdminInvestmentQueryVariables = Exact<{
  id: number;
}>;


export type AdminInvestmentQuery = { investment: { note: string, hidden: boolean, id: number, memberId: number, payerId: number, planId: number, kind: string, amount: string, roiDay: string, capMultiplier: number, startDay: string, endDay: string, status: InvestmentStatus, createdAt: string, ageDays: number, exitFeePercent: string, paidIncomes: Array<{ memberId: number, kind: string, amount: string, createdAt: string }>, plan: { id: number, name: string } | null, member: { id: number, username: string, fullname: string } | null, payer: { id: number, username: string, fullname: string } | null } };

export type PrincipalQuoteQueryVariables = Exact<{
  investmentId: number;
}>;


export type PrincipalQuoteQuery = { principalQuote: { kind: WithdrawalKind, gross: string, fee: string, net: string, feePercent: string } };

export type TopUpMutationVariables = Exact<{
  input: TopUpInput;
}>;


export type TopUpMutation = { topUp: { id: number, memberId: number, payerId: number, planId: number, kind: string, amount: string, roiDay: string, capMultiplier: number, startDay: string, endDay: string, status: InvestmentStatus, createdAt: string, ageDays: number, exitFeePercent: string, plan: { id: number, name: string } | null, member: { id: number, username: string, fullname: string } | null, payer: { id: number, username: string, fullname: string } | null } };

export type ReTopUpMutationVariables = Exact<{
  input: TopUpInput;
}>;


export type ReTopUpMutation = { reTopUp: { id: number, memberId: number, payerId: number, planId: number, kind: string, amount: string, roiDay: string, capMultiplier: number, startDay: string, endDay: string, status: InvestmentStatus, createdAt: string, ageDays: number, exitFeePercent: string, plan: { id: number, name: string } | null, member: { id: number, username: string, fullname: string } | null, payer: { id: number, username: string, fullname: string } | null } };

export type FriendTopUpMutationVariables = Exact<{
  input: TopUpInput;
}>;


export type FriendTopUpMutation = { friendTopUp: { id: number, memberId: number, payerId: number, planId: number, kind: string, amount: string, roiDay: string, capMultiplier: number, startDay: string, endDay: string, status: InvestmentStatus, createdAt: string, ageDays: number, exitFeePercent: string, plan: { id: number, name: string } | null, member: { id: number, username: string, fullname: string } | null, payer: { id: number, username: string, fullname: string } | null } };

export type ActivateWithEntryFeeMutationVariables = Exact<{
  member?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
}>;


export type ActivateWithEntryFeeMutation = { activateWithEntryFee: { id: number, memberId: number, payerId: number, kind: string, amount: string, activationPlanId: number | null, createdAt: string } };

export type BuyActivationPlanMutationVariables = Exact<{
  planId: number;
  idempotencyKey?: string | null | undefined;
}>;


export type BuyActivationPlanMutation = { buyActivationPlan: { id: number, memberId: number, payerId: number, kind: string, amount: string, activationPlanId: number | null, createdAt: string } };

export type RedeemCodeMutationVariables = Exact<{
  code: string;
}>;


export type RedeemCodeMutation = { redeemCode: { id: number, memberId: number, payerId: number, kind: string, amount: string, activationPlanId: number | null, createdAt: string } };

export type PrincipalWithdrawalFieldsFragment = { investmentId: number | null, id: number, memberId: number, kind: WithdrawalKind, gross: string, fee: string, feePercent: string, net: string, bep20: string | null, trc20: string | null, status: RecordStatus, createdAt: string, processedAt: string | null, email: string | null, investment: { id: number, amount: string, startDay: string, ageDays: number, plan: { id: number, name: string } | null } | null, member: { id: number, username: string, fullname: string } | null };

export type PrincipalWithdrawalsQueryVariables = Exact<{
  status?: RecordStatus | null | undefined;
  page: number;
  pageSize: number;
}>;


export type PrincipalWithdrawalsQuery = { withdrawals: { total: number, page: number, pageSize: number, items: Array<{ investmentId: number | null, id: number, memberId: number, kind: WithdrawalKind, gross: string, fee: string, feePercent: string, net: string, bep20: string | null, trc20: string | null, status: RecordStatus, createdAt: string, processedAt: string | null, email: string | null, investment: { id: number, amount: string, startDay: string, ageDays: number, plan: { id: number, name: string } | null } | null, member: { id: number, username: string, fullname: string } | null }> } };

export type ReverseTopUpMutationVariables = Exact<{
  id: number;
}>;


export type ReverseTopUpMutation = { reverseTopUp: { id: number, memberId: number, payerId: number, planId: number, kind: string, amount: string, roiDay: string, capMultiplier: number, startDay: string, endDay: string, status: InvestmentStatus, createdAt: string, ageDays: number, exitFeePercent: string, plan: { id: number, name: string } | null, member: { id: number, username: string, fullname: string } | null, payer: { id: number, username: string, fullname: string } | null } };

export type SetTopUpNoteMutationVariables = Exact<{
  id: number;
  note: string;
}>;


export type SetTopUpNoteMutation = { setTopUpNote: { id: number, note: string } };

export type DeleteTopUpMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTopUpMutation = { deleteTopUp: { id: number, status: InvestmentStatus, hidden: boolean } };

export type PublicPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicPlansQuery = { plans: Array<{ id: number, name: string, description: string, price: string, minAmount: string, maxAmount: string, roiDay: string, periodMonths: number, sponsorBonus: string, capMultiplier: number, isActive: boolean }> };

export type RewardPlanFieldsFragment = { id: number, rank: number, title: string, description: string, threshold: string, rewardAmount: string, salaryAmount: string, leadershipPercent: string, durationDays: number, isActive: boolean };

export type RankProgressFieldsFragment = { id: number, rewardPlanId: number, rank: number, title: string, threshold: string, rewardAmount: string, salaryAmount: string, startDay: string, endDay: string, currentBusiness: string, carriedForward: string, rewardPaid: string, status: string, isActive: boolean, isCompleted: boolean, completedDay: string | null };

export type TeamBusinessFieldsFragment = { memberId: number, currentRank: number, totalBusiness: string, strongestLeg: string, otherLegs: string, countedBusiness: string, strongestLegCap: string, qualifies: boolean, legs: Array<{ legId: number, username: string | null, business: string }>, nextRank: { id: number, rank: number, title: string, description: string, threshold: string, rewardAmount: string, salaryAmount: string, leadershipPercent: string, durationDays: number, isActive: boolean } | null };

export type RewardPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type RewardPlansQuery = { rewardPlans: Array<{ id: number, rank: number, title: string, description: string, threshold: string, rewardAmount: string, salaryAmount: string, leadershipPercent: string, durationDays: number, isActive: boolean }> };

export type MemberRewardsQueryVariables = Exact<{
  memberId?: number | null | undefined;
}>;


export type MemberRewardsQuery = { memberRewards: Array<{ id: number, rewardPlanId: number, rank: number, title: string, threshold: string, rewardAmount: string, salaryAmount: string, startDay: string, endDay: string, currentBusiness: string, carriedForward: string, rewardPaid: string, status: string, isActive: boolean, isCompleted: boolean, completedDay: string | null }> };

export type TeamBusinessQueryVariables = Exact<{
  memberId?: number | null | undefined;
}>;


export type TeamBusinessQuery = { teamBusiness: { memberId: number, currentRank: number, totalBusiness: string, strongestLeg: string, otherLegs: string, countedBusiness: string, strongestLegCap: string, qualifies: boolean, legs: Array<{ legId: number, username: string | null, business: string }>, nextRank: { id: number, rank: number, title: string, description: string, threshold: string, rewardAmount: string, salaryAmount: string, leadershipPercent: string, durationDays: number, isActive: boolean } | null } };

export type InitializeRewardsMutationVariables = Exact<{ [key: string]: never; }>;


export type InitializeRewardsMutation = { initializeRewards: { success: boolean, message: string } };

export type ClaimRewardMutationVariables = Exact<{ [key: string]: never; }>;


export type ClaimRewardMutation = { claimReward: { message: string, rank: number, amount: string } };

export type CarryForwardRewardMutationVariables = Exact<{
  memberId: number;
}>;


export type CarryForwardRewardMutation = { carryForwardReward: { id: number, rewardPlanId: number, rank: number, title: string, threshold: string, rewardAmount: string, salaryAmount: string, startDay: string, endDay: string, currentBusiness: string, carriedForward: string, rewardPaid: string, status: string, isActive: boolean, isCompleted: boolean, completedDay: string | null } };

export type RankedMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type RankedMembersQuery = { rankedMembers: Array<{ memberId: number, username: string, email: string, rank: number, totalReward: string, teamBusiness: string }> };

export type CreateRewardPlanMutationVariables = Exact<{
  input: RewardPlanInput;
}>;


export type CreateRewardPlanMutation = { createRewardPlan: { id: number, rank: number, title: string, description: string, threshold: string, rewardAmount: string, salaryAmount: string, leadershipPercent: string, durationDays: number, isActive: boolean } };

export type UpdateRewardPlanMutationVariables = Exact<{
  id: number;
  input: RewardPlanInput;
}>;


export type UpdateRewardPlanMutation = { updateRewardPlan: { id: number, rank: number, title: string, description: string, threshold: string, rewardAmount: string, salaryAmount: string, leadershipPercent: string, durationDays: number, isActive: boolean } };

export type DeleteRewardPlanMutationVariables = Exact<{
  id: number;
}>;


export type DeleteRewardPlanMutation = { deleteRewardPlan: { success: boolean, message: string } };

export type SalaryPaymentFieldsFragment = { id: number, memberId: number, username: string, email: string, rank: number, salaryAmount: string, paidAmount: string, notes: string, transactionDate: string, createdAt: string };

export type SalaryTierFieldsFragment = { rank: number, title: string, salaryAmount: string, requiredBusiness: string, duration: number, members: number, activeMembers: number, paidTotal: string };

export type SalaryTodayFieldsFragment = { date: string, paidCount: number, paidTotal: string, dueCount: number, newAssignments: number };

export type MySalaryPaymentsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySalaryPaymentsQuery = { mySalaryPayments: Array<{ id: number, memberId: number, username: string, email: string, rank: number, salaryAmount: string, paidAmount: string, notes: string, transactionDate: string, createdAt: string }> };

export type SalaryTransactionsQueryVariables = Exact<{
  filter?: SalaryFilterInput | null | undefined;
}>;


export type SalaryTransactionsQuery = { salaryTransactions: { total: number, page: number, pageSize: number, items: Array<{ id: number, memberId: number, username: string, email: string, rank: number, salaryAmount: string, paidAmount: string, notes: string, transactionDate: string, createdAt: string }> } };

export type UserSalariesQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type UserSalariesQuery = { userSalaries: { total: number, page: number, pageSize: number, items: Array<{ id: number, memberId: number, username: string, rank: number, salaryAmount: string, requiredBusiness: string, duration: number, monthsPaid: number, remaining: number, status: string, assignedDay: string }> } };

export type SalaryTodayQueryVariables = Exact<{ [key: string]: never; }>;


export type SalaryTodayQuery = { salaryTodayStats: { date: string, paidCount: number, paidTotal: string, dueCount: number, newAssignments: number } };

export type SalaryUserHistoryQueryVariables = Exact<{
  memberId: number;
}>;


export type SalaryUserHistoryQuery = { salaryUserHistory: { memberId: number, rank: number, salaryAmount: string, monthsPaid: number, monthsLeft: number, totalPaid: string, payments: Array<{ id: number, memberId: number, username: string, email: string, rank: number, salaryAmount: string, paidAmount: string, notes: string, transactionDate: string, createdAt: string }> } };

export type SalaryAnalysisQueryVariables = Exact<{ [key: string]: never; }>;


export type SalaryAnalysisQuery = { salaryAdminDashboard: { totalPaid: string, paidThisMonth: string, payments: number, membersPaid: number, averagePayment: string, activeEntitlements: number, tiers: Array<{ rank: number, title: string, salaryAmount: string, requiredBusiness: string, duration: number, members: number, activeMembers: number, paidTotal: string }>, today: { date: string, paidCount: number, paidTotal: string, dueCount: number, newAssignments: number }, perMonth: Array<{ month: string, total: string }> } };

export type LeadershipFieldsFragment = { id: number, leaderId: number, sourceMemberId: number, investmentId: number, onAmount: string, percent: string, amount: string, createdAt: string, leaderEmail: string | null, sourceEmail: string | null };

export type LeadershipIncomeQueryVariables = Exact<{
  memberId?: number | null | undefined;
  page: number;
  pageSize: number;
}>;


export type LeadershipIncomeQuery = { leadershipIncome: { total: number, page: number, pageSize: number, totalAmount: string, items: Array<{ id: number, leaderId: number, sourceMemberId: number, investmentId: number, onAmount: string, percent: string, amount: string, createdAt: string, leaderEmail: string | null, sourceEmail: string | null }> } };

export type DeleteLeadershipMutationVariables = Exact<{
  id: number;
}>;


export type DeleteLeadershipMutation = { deleteLeadership: { success: boolean, message: string } };

export type CtoFieldsFragment = { id: number, memberId: number, username: string | null, email: string | null, category: number, status: string, qualifiedDay: string, monthlyAmount: string | null, giftAmount: string, bonusPaid: string, totalPaid: string, paidAt: string | null };

export type CtoListQueryVariables = Exact<{ [key: string]: never; }>;


export type CtoListQuery = { ctoList: Array<{ id: number, memberId: number, username: string | null, email: string | null, category: number, status: string, qualifiedDay: string, monthlyAmount: string | null, giftAmount: string, bonusPaid: string, totalPaid: string, paidAt: string | null }> };

export type CtoPaymentsQueryVariables = Exact<{
  memberId?: number | null | undefined;
}>;


export type CtoPaymentsQuery = { ctoPayments: Array<{ id: number, memberId: number, month: string, amount: string, day: string, createdAt: string }> };

export type RunCtoQualificationMutationVariables = Exact<{ [key: string]: never; }>;


export type RunCtoQualificationMutation = { runCtoQualification: number };

export type PayCtoMutationVariables = Exact<{
  id: number;
  amount: string;
  gift: string;
}>;


export type PayCtoMutation = { payCto: { id: number, memberId: number, username: string | null, email: string | null, category: number, status: string, qualifiedDay: string, monthlyAmount: string | null, giftAmount: string, bonusPaid: string, totalPaid: string, paidAt: string | null } };

export type DisqualifyCtoMutationVariables = Exact<{
  id: number;
}>;


export type DisqualifyCtoMutation = { disqualifyCto: { success: boolean, message: string } };

export type MarketPairFieldsFragment = { pair: string, lastPrice: string, change24h: string, high24h: string, low24h: string };

export type MarketPairsQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketPairsQuery = { marketPairs: Array<{ pair: string, lastPrice: string, change24h: string, high24h: string, low24h: string }> };

export type PairHistoryQueryVariables = Exact<{
  pair: string;
  range: string;
}>;


export type PairHistoryQuery = { pairHistory: Array<{ time: string, price: string }> };

export type TradeFieldsFragment = { id: number, pair: string, price: string, amount: string, day: string, tradedAt: string };

export type MyTradesQueryVariables = Exact<{
  limit: number;
}>;


export type MyTradesQuery = { myTrades: Array<{ id: number, pair: string, price: string, amount: string, day: string, tradedAt: string }> };

export type SelfTradeMutationVariables = Exact<{
  pair: string;
}>;


export type SelfTradeMutation = { selfTrade: { id: number, pair: string, price: string, amount: string, day: string, tradedAt: string } };

export type TodayTradeQueryVariables = Exact<{ [key: string]: never; }>;


export type TodayTradeQuery = { todayTrade: { id: number, pair: string, price: string, amount: string, day: string, tradedAt: string } | null };

export type RewardLedgerQueryVariables = Exact<{
  page: number;
  pageSize: number;
  before?: number | null | undefined;
}>;


export type RewardLedgerQuery = { ledgerRows: { page: number, pageSize: number, total: number, nextCursor: number | null, items: Array<{ id: number, memberId: number, email: string, username: string, amount: string, description: string, createdAt: string }> } };

export type TradeRunningPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type TradeRunningPlansQuery = { myInvestments: { total: number, items: Array<{ id: number, amount: string, roiDay: string, plan: { id: number, name: string } | null }> } };

export type SupportMessageFieldsFragment = { id: number, memberId: number, title: string, message: string, reply: string | null, status: SupportStatus, createdAt: string, repliedAt: string | null };

export type ListMySupportMessagesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ListMySupportMessagesQuery = { mySupportMessages: { total: number, page: number, pageSize: number, items: Array<{ id: number, memberId: number, title: string, message: string, reply: string | null, status: SupportStatus, createdAt: string, repliedAt: string | null }> } };

export type ListSupportMessagesQueryVariables = Exact<{
  status?: SupportStatus | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ListSupportMessagesQuery = { supportMessages: { total: number, page: number, pageSize: number, items: Array<{ email: string | null, id: number, memberId: number, title: string, message: string, reply: string | null, status: SupportStatus, createdAt: string, repliedAt: string | null }> } };

export type CreateSupportMessageMutationVariables = Exact<{
  input: CreateSupportMessageInput;
}>;


export type CreateSupportMessageMutation = { createSupportMessage: { id: number, memberId: number, title: string, message: string, reply: string | null, status: SupportStatus, createdAt: string, repliedAt: string | null } };

export type UpdateSupportMessageMutationVariables = Exact<{
  id: number;
  status: SupportStatus;
  reply?: string | null | undefined;
}>;


export type UpdateSupportMessageMutation = { updateSupportMessage: { email: string | null, id: number, memberId: number, title: string, message: string, reply: string | null, status: SupportStatus, createdAt: string, repliedAt: string | null } };

export type DeleteSupportMessageMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSupportMessageMutation = { deleteSupportMessage: { success: boolean, message: string } };

export type SupportSwitchQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportSwitchQuery = { settings: { support: boolean } };

export type TeamNodeFieldsFragment = { id: number, username: string, fullname: string, email: string, referralCode: string, isActive: boolean, status: string, joinedAt: string, planName: string | null, ownBusiness: string, teamBusiness: string, teamSize: number, directCount: number, activeDirects: number };

export type TeamSummaryFieldsFragment = { memberId: number, directCount: number, activeDirects: number, teamSize: number, ownBusiness: string, teamBusiness: string };

export type TeamFiguresQueryVariables = Exact<{
  memberId?: number | null | undefined;
}>;


export type TeamFiguresQuery = { teamSummary: { memberId: number, directCount: number, activeDirects: number, teamSize: number, ownBusiness: string, teamBusiness: string } };

export type TeamSummaryWithLevelsQueryVariables = Exact<{
  memberId?: number | null | undefined;
}>;


export type TeamSummaryWithLevelsQuery = { teamSummary: { memberId: number, directCount: number, activeDirects: number, teamSize: number, ownBusiness: string, teamBusiness: string, levels: Array<{ level: number, members: number, active: number, business: string }> } };

export type TreeMemberQueryVariables = Exact<{
  code?: string | null | undefined;
}>;


export type TreeMemberQuery = { treeMember: { id: number, username: string, fullname: string, email: string, referralCode: string, isActive: boolean, status: string, joinedAt: string, planName: string | null, ownBusiness: string, teamBusiness: string, teamSize: number, directCount: number, activeDirects: number } };

export type DirectMembersQueryVariables = Exact<{
  memberId?: number | null | undefined;
  after?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type DirectMembersQuery = { directMembers: { total: number, nextAfter: number | null, items: Array<{ id: number, username: string, fullname: string, email: string, referralCode: string, isActive: boolean, status: string, joinedAt: string, planName: string | null, ownBusiness: string, teamBusiness: string, teamSize: number, directCount: number, activeDirects: number }> } };

export type ReferralBranchQueryVariables = Exact<{
  memberId?: number | null | undefined;
  after?: number | null | undefined;
  take?: number | null | undefined;
  childTake?: number | null | undefined;
}>;


export type ReferralBranchQuery = { referralTree: { total: number, nextAfter: number | null, items: Array<{ id: number, username: string, fullname: string, email: string, referralCode: string, isActive: boolean, status: string, joinedAt: string, planName: string | null, ownBusiness: string, teamBusiness: string, teamSize: number, directCount: number, activeDirects: number, children: Array<{ id: number, username: string, fullname: string, email: string, referralCode: string, isActive: boolean, status: string, joinedAt: string, planName: string | null, ownBusiness: string, teamBusiness: string, teamSize: number, directCount: number, activeDirects: number }> | null }> } };

export type SearchTeamQueryVariables = Exact<{
  query: string;
  memberId?: number | null | undefined;
}>;


export type SearchTeamQuery = { searchTeam: { level: number, node: { id: number }, path: Array<{ id: number, username: string, fullname: string, email: string, referralCode: string, isActive: boolean, status: string, joinedAt: string, planName: string | null, ownBusiness: string, teamBusiness: string, teamSize: number, directCount: number, activeDirects: number }> } };

export type TicketFieldsFragment = { id: number, memberId: number, subject: string, description: string, category: string, priority: TicketPriority, status: TicketStatus, createdAt: string, updatedAt: string };

export type TicketReplyFieldsFragment = { id: number, ticketId: number, fromId: number, fromRole: string, message: string, createdAt: string };

export type ListMyTicketsQueryVariables = Exact<{
  status?: TicketStatus | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ListMyTicketsQuery = { myTickets: { total: number, page: number, pageSize: number, items: Array<{ id: number, memberId: number, subject: string, description: string, category: string, priority: TicketPriority, status: TicketStatus, createdAt: string, updatedAt: string }> } };

export type ListTicketsQueryVariables = Exact<{
  status?: TicketStatus | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ListTicketsQuery = { tickets: { total: number, page: number, pageSize: number, items: Array<{ id: number, memberId: number, subject: string, description: string, category: string, priority: TicketPriority, status: TicketStatus, createdAt: string, updatedAt: string, member: { id: number, username: string } | null }> } };

export type GetTicketQueryVariables = Exact<{
  id: number;
}>;


export type GetTicketQuery = { ticket: { email: string | null, id: number, memberId: number, subject: string, description: string, category: string, priority: TicketPriority, status: TicketStatus, createdAt: string, updatedAt: string, member: { id: number, username: string, fullname: string } | null }, ticketResponses: Array<{ id: number, ticketId: number, fromId: number, fromRole: string, message: string, createdAt: string }> };

export type CreateTicketMutationVariables = Exact<{
  input: CreateTicketInput;
}>;


export type CreateTicketMutation = { createTicket: { id: number, memberId: number, subject: string, description: string, category: string, priority: TicketPriority, status: TicketStatus, createdAt: string, updatedAt: string } };

export type AddTicketResponseMutationVariables = Exact<{
  ticketId: number;
  message: string;
}>;


export type AddTicketResponseMutation = { addTicketResponse: { id: number, ticketId: number, fromId: number, fromRole: string, message: string, createdAt: string } };

export type UpdateTicketStatusMutationVariables = Exact<{
  id: number;
  status: TicketStatus;
}>;


export type UpdateTicketStatusMutation = { updateTicketStatus: { id: number, memberId: number, subject: string, description: string, category: string, priority: TicketPriority, status: TicketStatus, createdAt: string, updatedAt: string } };

export type OnTicketResponseAddedSubscriptionVariables = Exact<{
  ticketId: number;
}>;


export type OnTicketResponseAddedSubscription = { ticketResponseAdded: { ticket: { id: number, memberId: number, subject: string, description: string, category: string, priority: TicketPriority, status: TicketStatus, createdAt: string, updatedAt: string }, response: { id: number, ticketId: number, fromId: number, fromRole: string, message: string, createdAt: string } | null } };

export const AdminMemberRowFragmentDoc = gql`
    fragment AdminMemberRow on Member {
  id
  username
  fullname
  email
  isActive
  status
  createdAt
  wallets {
    active
    income
    roi
    compound
  }
}
    `;
export const AdminMemberRewardNoticeFragmentDoc = gql`
    fragment AdminMemberRewardNotice on Member {
  id
  rewardNotice {
    title
    amount
    createdAt
  }
}
    `;
export const AdminDepositFieldsFragmentDoc = gql`
    fragment AdminDepositFields on DepositRecord {
  id
  memberId
  amount
  currency
  method
  hash
  proofUrl
  status
  createdAt
  processedAt
  email
  member {
    id
    username
    fullname
  }
}
    `;
export const AdminSettingsFieldsFragmentDoc = gql`
    fragment AdminSettingsFields on Settings {
  level
  direct
  reward
  register
  login
  withdrawal
  deposite
  roi
  support
  topup
  entryFee
  depositMin
  withdrawalMin
  withdrawalMultiple
  withdrawalFeeNormal
  withdrawalFeeRoi
  withdrawalFeeCompound
  transferMin
  transferFee
  compoundPercent
  ctoPercent
  usernamePrefix
  timeZone
  verifyEmail
  requireSponsor
  manualTrade
  directOnRetopup
}
    `;
export const AdminDepositAddressFieldsFragmentDoc = gql`
    fragment AdminDepositAddressFields on DepositAddresses {
  id
  bep20
  trc20
  active
  createdAt
}
    `;
export const SessionAccountFragmentDoc = gql`
    fragment SessionAccount on Member {
  id
  username
  fullname
  email
  role
}
    `;
export const NewsFieldsFragmentDoc = gql`
    fragment NewsFields on NewsItem {
  id
  title
  content
  createdAt
  updatedAt
}
    `;
export const AchieverFieldsFragmentDoc = gql`
    fragment AchieverFields on AchieverCard {
  id
  username
  description
  image
  imageUrl
  createdAt
}
    `;
export const OfferFieldsFragmentDoc = gql`
    fragment OfferFields on OfferRecord {
  id
  title
  description
  image
  imageUrl
  startDate
  endDate
  status
  allMembers
  memberIds
  createdAt
}
    `;
export const BookingFieldsFragmentDoc = gql`
    fragment BookingFields on BookingRecord {
  id
  memberId
  date
  time
  topic
  message
  status
  createdAt
}
    `;
export const IncomeKindAmountFieldsFragmentDoc = gql`
    fragment IncomeKindAmountFields on IncomeKindAmount {
  kind
  amount
}
    `;
export const JobStepFieldsFragmentDoc = gql`
    fragment JobStepFields on JobStepRecord {
  id
  day
  step
  status
  done
  total
  rows
  durationMs
  attempts
  error
  startedAt
  finishedAt
}
    `;
export const DailyRunFieldsFragmentDoc = gql`
    fragment DailyRunFields on DailyRunRecord {
  day
  status
  settings
  steps {
    ...JobStepFields
  }
}
    ${JobStepFieldsFragmentDoc}`;
export const MyWalletBalancesFragmentDoc = gql`
    fragment MyWalletBalances on Member {
  id
  wallets {
    active
    income
    roi
    compound
  }
}
    `;
export const MyTotalsFieldsFragmentDoc = gql`
    fragment MyTotalsFields on MemberTotals {
  totalEarning
  totalDeposit
  totalWithdrawal
  directIncome
  levelIncome
  roiIncome
  rewardIncome
  ctoIncome
  salaryIncome
  leadershipIncome
}
    `;
export const MyDepositFieldsFragmentDoc = gql`
    fragment MyDepositFields on DepositRecord {
  id
  amount
  currency
  hash
  method
  proofUrl
  status
  createdAt
  processedAt
}
    `;
export const MyWithdrawalFieldsFragmentDoc = gql`
    fragment MyWithdrawalFields on WithdrawalRecord {
  id
  kind
  gross
  fee
  net
  feePercent
  status
  bep20
  trc20
  createdAt
  processedAt
}
    `;
export const MyTransferFieldsFragmentDoc = gql`
    fragment MyTransferFields on TransferRecord {
  id
  kind
  amount
  fee
  description
  status
  sourceWallet
  createdAt
  fromMemberId
  toMemberId
  from {
    id
    username
    fullname
  }
  to {
    id
    username
    fullname
  }
}
    `;
export const MyNotificationFieldsFragmentDoc = gql`
    fragment MyNotificationFields on MyNotification {
  id
  title
  message
  type
  imageUrl
  createdAt
  seen
  seenAt
}
    `;
export const NotificationRecordFieldsFragmentDoc = gql`
    fragment NotificationRecordFields on NotificationRecord {
  id
  title
  message
  type
  audience
  imageUrl
  createdAt
}
    `;
export const PlanFieldsFragmentDoc = gql`
    fragment PlanFields on PlanRecord {
  id
  name
  description
  price
  minAmount
  maxAmount
  roiDay
  sponsorBonus
  periodMonths
  capMultiplier
  isActive
}
    `;
export const ActivationPlanFieldsFragmentDoc = gql`
    fragment ActivationPlanFields on ActivationPlanRecord {
  id
  name
  description
  price
  isActive
  createdAt
}
    `;
export const EpinFieldsFragmentDoc = gql`
    fragment EpinFields on EpinRecord {
  id
  code
  status
  usedBy
  usedAt
  createdAt
}
    `;
export const InvestmentFieldsFragmentDoc = gql`
    fragment InvestmentFields on InvestmentRecord {
  id
  memberId
  payerId
  planId
  kind
  amount
  roiDay
  capMultiplier
  startDay
  endDay
  status
  createdAt
  ageDays
  exitFeePercent
  plan {
    id
    name
  }
  member {
    id
    username
    fullname
  }
  payer {
    id
    username
    fullname
  }
}
    `;
export const CapFieldsFragmentDoc = gql`
    fragment CapFields on CapRecord {
  capTotal
  earned
  remaining
  open
  ctoQualified
  runningPrincipal
  runningCount
}
    `;
export const ActivationFieldsFragmentDoc = gql`
    fragment ActivationFields on ActivationRecord {
  id
  memberId
  payerId
  kind
  amount
  activationPlanId
  createdAt
}
    `;
export const AdminWithdrawalFieldsFragmentDoc = gql`
    fragment AdminWithdrawalFields on WithdrawalRecord {
  id
  memberId
  kind
  gross
  fee
  feePercent
  net
  bep20
  trc20
  status
  createdAt
  processedAt
  email
  member {
    id
    username
    fullname
  }
}
    `;
export const PrincipalWithdrawalFieldsFragmentDoc = gql`
    fragment PrincipalWithdrawalFields on WithdrawalRecord {
  ...AdminWithdrawalFields
  investmentId
  investment {
    id
    amount
    startDay
    ageDays
    plan {
      id
      name
    }
  }
}
    ${AdminWithdrawalFieldsFragmentDoc}`;
export const RankProgressFieldsFragmentDoc = gql`
    fragment RankProgressFields on RankProgress {
  id
  rewardPlanId
  rank
  title
  threshold
  rewardAmount
  salaryAmount
  startDay
  endDay
  currentBusiness
  carriedForward
  rewardPaid
  status
  isActive
  isCompleted
  completedDay
}
    `;
export const RewardPlanFieldsFragmentDoc = gql`
    fragment RewardPlanFields on RewardPlanRecord {
  id
  rank
  title
  description
  threshold
  rewardAmount
  salaryAmount
  leadershipPercent
  durationDays
  isActive
}
    `;
export const TeamBusinessFieldsFragmentDoc = gql`
    fragment TeamBusinessFields on TeamBusinessView {
  memberId
  currentRank
  totalBusiness
  strongestLeg
  otherLegs
  countedBusiness
  strongestLegCap
  qualifies
  legs {
    legId
    username
    business
  }
  nextRank {
    ...RewardPlanFields
  }
}
    ${RewardPlanFieldsFragmentDoc}`;
export const SalaryPaymentFieldsFragmentDoc = gql`
    fragment SalaryPaymentFields on SalaryPaymentRecord {
  id
  memberId
  username
  email
  rank
  salaryAmount
  paidAmount
  notes
  transactionDate
  createdAt
}
    `;
export const SalaryTierFieldsFragmentDoc = gql`
    fragment SalaryTierFields on SalaryTier {
  rank
  title
  salaryAmount
  requiredBusiness
  duration
  members
  activeMembers
  paidTotal
}
    `;
export const SalaryTodayFieldsFragmentDoc = gql`
    fragment SalaryTodayFields on SalaryTodayStats {
  date
  paidCount
  paidTotal
  dueCount
  newAssignments
}
    `;
export const LeadershipFieldsFragmentDoc = gql`
    fragment LeadershipFields on LeadershipRecord {
  id
  leaderId
  sourceMemberId
  investmentId
  onAmount
  percent
  amount
  createdAt
  leaderEmail
  sourceEmail
}
    `;
export const CtoFieldsFragmentDoc = gql`
    fragment CtoFields on CtoRecordView {
  id
  memberId
  username
  email
  category
  status
  qualifiedDay
  monthlyAmount
  giftAmount
  bonusPaid
  totalPaid
  paidAt
}
    `;
export const MarketPairFieldsFragmentDoc = gql`
    fragment MarketPairFields on MarketPair {
  pair
  lastPrice
  change24h
  high24h
  low24h
}
    `;
export const TradeFieldsFragmentDoc = gql`
    fragment TradeFields on TradeRecord {
  id
  pair
  price
  amount
  day
  tradedAt
}
    `;
export const SupportMessageFieldsFragmentDoc = gql`
    fragment SupportMessageFields on SupportMessageRecord {
  id
  memberId
  title
  message
  reply
  status
  createdAt
  repliedAt
}
    `;
export const TeamNodeFieldsFragmentDoc = gql`
    fragment TeamNodeFields on TreeNode {
  id
  username
  fullname
  email
  referralCode
  isActive
  status
  joinedAt
  planName
  ownBusiness
  teamBusiness
  teamSize
  directCount
  activeDirects
}
    `;
export const TeamSummaryFieldsFragmentDoc = gql`
    fragment TeamSummaryFields on TeamSummary {
  memberId
  directCount
  activeDirects
  teamSize
  ownBusiness
  teamBusiness
}
    `;
export const TicketFieldsFragmentDoc = gql`
    fragment TicketFields on TicketRecord {
  id
  memberId
  subject
  description
  category
  priority
  status
  createdAt
  updatedAt
}
    `;
export const TicketReplyFieldsFragmentDoc = gql`
    fragment TicketReplyFields on TicketReply {
  id
  ticketId
  fromId
  fromRole
  message
  createdAt
}
    `;
export const AdminDashboardDocument = gql`
    query AdminDashboard {
  moneyDashboard {
    depositsCompleted
    depositsPendingAmount
    depositsPendingCount
    withdrawalsCompleted
    withdrawalsPendingAmount
    withdrawalsPendingCount
    incomePaid
    fees
    monthly {
      month
      deposits
      withdrawals
    }
    signupsPerDay {
      day
      count
    }
  }
  adminOverview {
    members {
      total
      active
      inactive
      blocked
      joinedToday
    }
    recentSignups {
      id
      username
      fullname
      email
      createdAt
    }
  }
}
    `;

/**
 * __useAdminDashboardQuery__
 *
 * To run a query within a React component, call `useAdminDashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminDashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminDashboardQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminDashboardQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminDashboardQuery, AdminDashboardQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminDashboardQuery, AdminDashboardQueryVariables>(AdminDashboardDocument, options);
      }
export function useAdminDashboardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminDashboardQuery, AdminDashboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminDashboardQuery, AdminDashboardQueryVariables>(AdminDashboardDocument, options);
        }
// @ts-ignore
export function useAdminDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminDashboardQuery, AdminDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDashboardQuery, AdminDashboardQueryVariables>;
export function useAdminDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDashboardQuery, AdminDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDashboardQuery | undefined, AdminDashboardQueryVariables>;
export function useAdminDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDashboardQuery, AdminDashboardQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminDashboardQuery, AdminDashboardQueryVariables>(AdminDashboardDocument, options);
        }
export type AdminDashboardQueryHookResult = ReturnType<typeof useAdminDashboardQuery>;
export type AdminDashboardLazyQueryHookResult = ReturnType<typeof useAdminDashboardLazyQuery>;
export type AdminDashboardSuspenseQueryHookResult = ReturnType<typeof useAdminDashboardSuspenseQuery>;
export type AdminDashboardQueryResult = ApolloReactCommon.QueryResult<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminTransactionSummaryDocument = gql`
    query AdminTransactionSummary($month: String) {
  transactionSummary(month: $month) {
    month
    rows {
      transactionType
      source
      count
      total
    }
  }
}
    `;

/**
 * __useAdminTransactionSummaryQuery__
 *
 * To run a query within a React component, call `useAdminTransactionSummaryQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminTransactionSummaryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminTransactionSummaryQuery({
 *   variables: {
 *      month: // value for 'month'
 *   },
 * });
 */
export function useAdminTransactionSummaryQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminTransactionSummaryQuery, AdminTransactionSummaryQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminTransactionSummaryQuery, AdminTransactionSummaryQueryVariables>(AdminTransactionSummaryDocument, options);
      }
export function useAdminTransactionSummaryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminTransactionSummaryQuery, AdminTransactionSummaryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminTransactionSummaryQuery, AdminTransactionSummaryQueryVariables>(AdminTransactionSummaryDocument, options);
        }
// @ts-ignore
export function useAdminTransactionSummarySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminTransactionSummaryQuery, AdminTransactionSummaryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminTransactionSummaryQuery, AdminTransactionSummaryQueryVariables>;
export function useAdminTransactionSummarySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminTransactionSummaryQuery, AdminTransactionSummaryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminTransactionSummaryQuery | undefined, AdminTransactionSummaryQueryVariables>;
export function useAdminTransactionSummarySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminTransactionSummaryQuery, AdminTransactionSummaryQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminTransactionSummaryQuery, AdminTransactionSummaryQueryVariables>(AdminTransactionSummaryDocument, options);
        }
export type AdminTransactionSummaryQueryHookResult = ReturnType<typeof useAdminTransactionSummaryQuery>;
export type AdminTransactionSummaryLazyQueryHookResult = ReturnType<typeof useAdminTransactionSummaryLazyQuery>;
export type AdminTransactionSummarySuspenseQueryHookResult = ReturnType<typeof useAdminTransactionSummarySuspenseQuery>;
export type AdminTransactionSummaryQueryResult = ApolloReactCommon.QueryResult<AdminTransactionSummaryQuery, AdminTransactionSummaryQueryVariables>;
export const AdminReconciliationDocument = gql`
    query AdminReconciliation {
  reconciliation {
    ok
    problems
    accounts
    entries
    transactions
  }
}
    `;

/**
 * __useAdminReconciliationQuery__
 *
 * To run a query within a React component, call `useAdminReconciliationQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminReconciliationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminReconciliationQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminReconciliationQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminReconciliationQuery, AdminReconciliationQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminReconciliationQuery, AdminReconciliationQueryVariables>(AdminReconciliationDocument, options);
      }
export function useAdminReconciliationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminReconciliationQuery, AdminReconciliationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminReconciliationQuery, AdminReconciliationQueryVariables>(AdminReconciliationDocument, options);
        }
// @ts-ignore
export function useAdminReconciliationSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminReconciliationQuery, AdminReconciliationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminReconciliationQuery, AdminReconciliationQueryVariables>;
export function useAdminReconciliationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminReconciliationQuery, AdminReconciliationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminReconciliationQuery | undefined, AdminReconciliationQueryVariables>;
export function useAdminReconciliationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminReconciliationQuery, AdminReconciliationQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminReconciliationQuery, AdminReconciliationQueryVariables>(AdminReconciliationDocument, options);
        }
export type AdminReconciliationQueryHookResult = ReturnType<typeof useAdminReconciliationQuery>;
export type AdminReconciliationLazyQueryHookResult = ReturnType<typeof useAdminReconciliationLazyQuery>;
export type AdminReconciliationSuspenseQueryHookResult = ReturnType<typeof useAdminReconciliationSuspenseQuery>;
export type AdminReconciliationQueryResult = ApolloReactCommon.QueryResult<AdminReconciliationQuery, AdminReconciliationQueryVariables>;
export const AdminMembersDocument = gql`
    query AdminMembers($page: Int!, $pageSize: Int!, $status: MemberStatusFilter!, $search: String) {
  members(page: $page, pageSize: $pageSize, status: $status, search: $search) {
    items {
      ...AdminMemberRow
    }
    total
    page
    pageSize
  }
}
    ${AdminMemberRowFragmentDoc}`;

/**
 * __useAdminMembersQuery__
 *
 * To run a query within a React component, call `useAdminMembersQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminMembersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminMembersQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *      status: // value for 'status'
 *      search: // value for 'search'
 *   },
 * });
 */
export function useAdminMembersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminMembersQuery, AdminMembersQueryVariables> & ({ variables: AdminMembersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminMembersQuery, AdminMembersQueryVariables>(AdminMembersDocument, options);
      }
export function useAdminMembersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminMembersQuery, AdminMembersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminMembersQuery, AdminMembersQueryVariables>(AdminMembersDocument, options);
        }
// @ts-ignore
export function useAdminMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminMembersQuery, AdminMembersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMembersQuery, AdminMembersQueryVariables>;
export function useAdminMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMembersQuery, AdminMembersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMembersQuery | undefined, AdminMembersQueryVariables>;
export function useAdminMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMembersQuery, AdminMembersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminMembersQuery, AdminMembersQueryVariables>(AdminMembersDocument, options);
        }
export type AdminMembersQueryHookResult = ReturnType<typeof useAdminMembersQuery>;
export type AdminMembersLazyQueryHookResult = ReturnType<typeof useAdminMembersLazyQuery>;
export type AdminMembersSuspenseQueryHookResult = ReturnType<typeof useAdminMembersSuspenseQuery>;
export type AdminMembersQueryResult = ApolloReactCommon.QueryResult<AdminMembersQuery, AdminMembersQueryVariables>;
export const AdminMemberDocument = gql`
    query AdminMember($id: Int!) {
  member(id: $id) {
    ...AdminMemberRow
    phone
    referralCode
    role
    emailVerified
    activationDate
    lastLogin
    bep20
    trc20
    sponsorId
    sponsor {
      id
      username
      fullname
      referralCode
      isActive
      status
    }
    team {
      directs
      activeDirects
      team
    }
    totals {
      directIncome
      levelIncome
      roiIncome
      rewardIncome
      salaryIncome
      leadershipIncome
      ctoIncome
      totalEarning
      totalDeposit
      totalWithdrawal
    }
    rewardNotice {
      title
      amount
      createdAt
    }
  }
}
    ${AdminMemberRowFragmentDoc}`;

/**
 * __useAdminMemberQuery__
 *
 * To run a query within a React component, call `useAdminMemberQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminMemberQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminMemberQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminMemberQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminMemberQuery, AdminMemberQueryVariables> & ({ variables: AdminMemberQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminMemberQuery, AdminMemberQueryVariables>(AdminMemberDocument, options);
      }
export function useAdminMemberLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminMemberQuery, AdminMemberQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminMemberQuery, AdminMemberQueryVariables>(AdminMemberDocument, options);
        }
// @ts-ignore
export function useAdminMemberSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminMemberQuery, AdminMemberQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMemberQuery, AdminMemberQueryVariables>;
export function useAdminMemberSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMemberQuery, AdminMemberQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMemberQuery | undefined, AdminMemberQueryVariables>;
export function useAdminMemberSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMemberQuery, AdminMemberQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminMemberQuery, AdminMemberQueryVariables>(AdminMemberDocument, options);
        }
export type AdminMemberQueryHookResult = ReturnType<typeof useAdminMemberQuery>;
export type AdminMemberLazyQueryHookResult = ReturnType<typeof useAdminMemberLazyQuery>;
export type AdminMemberSuspenseQueryHookResult = ReturnType<typeof useAdminMemberSuspenseQuery>;
export type AdminMemberQueryResult = ApolloReactCommon.QueryResult<AdminMemberQuery, AdminMemberQueryVariables>;
export const AdminDefaultersDocument = gql`
    query AdminDefaulters {
  defaulters {
    id
    username
    fullname
    email
    createdAt
    rewardNotice {
      title
      amount
      createdAt
    }
  }
}
    `;

/**
 * __useAdminDefaultersQuery__
 *
 * To run a query within a React component, call `useAdminDefaultersQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminDefaultersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminDefaultersQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminDefaultersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminDefaultersQuery, AdminDefaultersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminDefaultersQuery, AdminDefaultersQueryVariables>(AdminDefaultersDocument, options);
      }
export function useAdminDefaultersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminDefaultersQuery, AdminDefaultersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminDefaultersQuery, AdminDefaultersQueryVariables>(AdminDefaultersDocument, options);
        }
// @ts-ignore
export function useAdminDefaultersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminDefaultersQuery, AdminDefaultersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDefaultersQuery, AdminDefaultersQueryVariables>;
export function useAdminDefaultersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDefaultersQuery, AdminDefaultersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDefaultersQuery | undefined, AdminDefaultersQueryVariables>;
export function useAdminDefaultersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDefaultersQuery, AdminDefaultersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminDefaultersQuery, AdminDefaultersQueryVariables>(AdminDefaultersDocument, options);
        }
export type AdminDefaultersQueryHookResult = ReturnType<typeof useAdminDefaultersQuery>;
export type AdminDefaultersLazyQueryHookResult = ReturnType<typeof useAdminDefaultersLazyQuery>;
export type AdminDefaultersSuspenseQueryHookResult = ReturnType<typeof useAdminDefaultersSuspenseQuery>;
export type AdminDefaultersQueryResult = ApolloReactCommon.QueryResult<AdminDefaultersQuery, AdminDefaultersQueryVariables>;
export const AdminSendRewardNoticeDocument = gql`
    mutation AdminSendRewardNotice($memberId: Int!, $title: String!, $amount: Money!) {
  sendRewardNotice(memberId: $memberId, title: $title, amount: $amount) {
    memberId
    title
    amount
    createdAt
  }
}
    `;
export type AdminSendRewardNoticeMutationFn = ApolloReactCommon.MutationFunction<AdminSendRewardNoticeMutation, AdminSendRewardNoticeMutationVariables>;

/**
 * __useAdminSendRewardNoticeMutation__
 *
 * To run a mutation, you first call `useAdminSendRewardNoticeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminSendRewardNoticeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminSendRewardNoticeMutation, { data, loading, error }] = useAdminSendRewardNoticeMutation({
 *   variables: {
 *      memberId: // value for 'memberId'
 *      title: // value for 'title'
 *      amount: // value for 'amount'
 *   },
 * });
 */
export function useAdminSendRewardNoticeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminSendRewardNoticeMutation, AdminSendRewardNoticeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminSendRewardNoticeMutation, AdminSendRewardNoticeMutationVariables>(AdminSendRewardNoticeDocument, options);
      }
export type AdminSendRewardNoticeMutationHookResult = ReturnType<typeof useAdminSendRewardNoticeMutation>;
export type AdminSendRewardNoticeMutationResult = ApolloReactCommon.MutationResult<AdminSendRewardNoticeMutation>;
export type AdminSendRewardNoticeMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminSendRewardNoticeMutation, AdminSendRewardNoticeMutationVariables>;
export const AdminUpdateMemberDocument = gql`
    mutation AdminUpdateMember($id: Int!, $input: AdminMemberInput!) {
  updateMember(id: $id, input: $input) {
    ...AdminMemberRow
    phone
    bep20
    trc20
  }
}
    ${AdminMemberRowFragmentDoc}`;
export type AdminUpdateMemberMutationFn = ApolloReactCommon.MutationFunction<AdminUpdateMemberMutation, AdminUpdateMemberMutationVariables>;

/**
 * __useAdminUpdateMemberMutation__
 *
 * To run a mutation, you first call `useAdminUpdateMemberMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminUpdateMemberMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminUpdateMemberMutation, { data, loading, error }] = useAdminUpdateMemberMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAdminUpdateMemberMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminUpdateMemberMutation, AdminUpdateMemberMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminUpdateMemberMutation, AdminUpdateMemberMutationVariables>(AdminUpdateMemberDocument, options);
      }
export type AdminUpdateMemberMutationHookResult = ReturnType<typeof useAdminUpdateMemberMutation>;
export type AdminUpdateMemberMutationResult = ApolloReactCommon.MutationResult<AdminUpdateMemberMutation>;
export type AdminUpdateMemberMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminUpdateMemberMutation, AdminUpdateMemberMutationVariables>;
export const AdminSetMemberStatusDocument = gql`
    mutation AdminSetMemberStatus($id: Int!, $status: AccountStatus!) {
  setMemberStatus(id: $id, status: $status) {
    id
    status
  }
}
    `;
export type AdminSetMemberStatusMutationFn = ApolloReactCommon.MutationFunction<AdminSetMemberStatusMutation, AdminSetMemberStatusMutationVariables>;

/**
 * __useAdminSetMemberStatusMutation__
 *
 * To run a mutation, you first call `useAdminSetMemberStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminSetMemberStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminSetMemberStatusMutation, { data, loading, error }] = useAdminSetMemberStatusMutation({
 *   variables: {
 *      id: // value for 'id'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useAdminSetMemberStatusMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminSetMemberStatusMutation, AdminSetMemberStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminSetMemberStatusMutation, AdminSetMemberStatusMutationVariables>(AdminSetMemberStatusDocument, options);
      }
export type AdminSetMemberStatusMutationHookResult = ReturnType<typeof useAdminSetMemberStatusMutation>;
export type AdminSetMemberStatusMutationResult = ApolloReactCommon.MutationResult<AdminSetMemberStatusMutation>;
export type AdminSetMemberStatusMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminSetMemberStatusMutation, AdminSetMemberStatusMutationVariables>;
export const AdminDeleteMemberDocument = gql`
    mutation AdminDeleteMember($id: Int!) {
  deleteMember(id: $id) {
    success
    message
  }
}
    `;
export type AdminDeleteMemberMutationFn = ApolloReactCommon.MutationFunction<AdminDeleteMemberMutation, AdminDeleteMemberMutationVariables>;

/**
 * __useAdminDeleteMemberMutation__
 *
 * To run a mutation, you first call `useAdminDeleteMemberMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminDeleteMemberMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminDeleteMemberMutation, { data, loading, error }] = useAdminDeleteMemberMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminDeleteMemberMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminDeleteMemberMutation, AdminDeleteMemberMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminDeleteMemberMutation, AdminDeleteMemberMutationVariables>(AdminDeleteMemberDocument, options);
      }
export type AdminDeleteMemberMutationHookResult = ReturnType<typeof useAdminDeleteMemberMutation>;
export type AdminDeleteMemberMutationResult = ApolloReactCommon.MutationResult<AdminDeleteMemberMutation>;
export type AdminDeleteMemberMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminDeleteMemberMutation, AdminDeleteMemberMutationVariables>;
export const AdminAdjustWalletDocument = gql`
    mutation AdminAdjustWallet($input: AdjustWalletInput!) {
  adjustWallet(input: $input) {
    transactionId
    memberId
    wallet
    action
    amount
    reason
  }
}
    `;
export type AdminAdjustWalletMutationFn = ApolloReactCommon.MutationFunction<AdminAdjustWalletMutation, AdminAdjustWalletMutationVariables>;

/**
 * __useAdminAdjustWalletMutation__
 *
 * To run a mutation, you first call `useAdminAdjustWalletMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminAdjustWalletMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminAdjustWalletMutation, { data, loading, error }] = useAdminAdjustWalletMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAdminAdjustWalletMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminAdjustWalletMutation, AdminAdjustWalletMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminAdjustWalletMutation, AdminAdjustWalletMutationVariables>(AdminAdjustWalletDocument, options);
      }
export type AdminAdjustWalletMutationHookResult = ReturnType<typeof useAdminAdjustWalletMutation>;
export type AdminAdjustWalletMutationResult = ApolloReactCommon.MutationResult<AdminAdjustWalletMutation>;
export type AdminAdjustWalletMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminAdjustWalletMutation, AdminAdjustWalletMutationVariables>;
export const AdminWalletEntriesDocument = gql`
    query AdminWalletEntries($memberId: Int!, $wallet: WalletKind!, $page: Int!, $pageSize: Int!, $before: Int) {
  walletEntries(
    memberId: $memberId
    wallet: $wallet
    page: $page
    pageSize: $pageSize
    before: $before
  ) {
    items {
      id
      wallet
      kind
      amount
      balanceAfter
      description
      transactionId
      createdAt
    }
    total
    page
    pageSize
    nextCursor
  }
}
    `;

/**
 * __useAdminWalletEntriesQuery__
 *
 * To run a query within a React component, call `useAdminWalletEntriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminWalletEntriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminWalletEntriesQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *      wallet: // value for 'wallet'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *      before: // value for 'before'
 *   },
 * });
 */
export function useAdminWalletEntriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminWalletEntriesQuery, AdminWalletEntriesQueryVariables> & ({ variables: AdminWalletEntriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminWalletEntriesQuery, AdminWalletEntriesQueryVariables>(AdminWalletEntriesDocument, options);
      }
export function useAdminWalletEntriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminWalletEntriesQuery, AdminWalletEntriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminWalletEntriesQuery, AdminWalletEntriesQueryVariables>(AdminWalletEntriesDocument, options);
        }
// @ts-ignore
export function useAdminWalletEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminWalletEntriesQuery, AdminWalletEntriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminWalletEntriesQuery, AdminWalletEntriesQueryVariables>;
export function useAdminWalletEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminWalletEntriesQuery, AdminWalletEntriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminWalletEntriesQuery | undefined, AdminWalletEntriesQueryVariables>;
export function useAdminWalletEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminWalletEntriesQuery, AdminWalletEntriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminWalletEntriesQuery, AdminWalletEntriesQueryVariables>(AdminWalletEntriesDocument, options);
        }
export type AdminWalletEntriesQueryHookResult = ReturnType<typeof useAdminWalletEntriesQuery>;
export type AdminWalletEntriesLazyQueryHookResult = ReturnType<typeof useAdminWalletEntriesLazyQuery>;
export type AdminWalletEntriesSuspenseQueryHookResult = ReturnType<typeof useAdminWalletEntriesSuspenseQuery>;
export type AdminWalletEntriesQueryResult = ApolloReactCommon.QueryResult<AdminWalletEntriesQuery, AdminWalletEntriesQueryVariables>;
export const AdminMemberTransactionsDocument = gql`
    query AdminMemberTransactions($filter: JournalFilterInput!) {
  transactions(filter: $filter) {
    items {
      transactionId
      tableName
      transactionType
      source
      amount
      status
      email
      memberId
      createdAt
      updatedAt
    }
    total
    page
    pageSize
  }
}
    `;

/**
 * __useAdminMemberTransactionsQuery__
 *
 * To run a query within a React component, call `useAdminMemberTransactionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminMemberTransactionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminMemberTransactionsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useAdminMemberTransactionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminMemberTransactionsQuery, AdminMemberTransactionsQueryVariables> & ({ variables: AdminMemberTransactionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminMemberTransactionsQuery, AdminMemberTransactionsQueryVariables>(AdminMemberTransactionsDocument, options);
      }
export function useAdminMemberTransactionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminMemberTransactionsQuery, AdminMemberTransactionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminMemberTransactionsQuery, AdminMemberTransactionsQueryVariables>(AdminMemberTransactionsDocument, options);
        }
// @ts-ignore
export function useAdminMemberTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminMemberTransactionsQuery, AdminMemberTransactionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMemberTransactionsQuery, AdminMemberTransactionsQueryVariables>;
export function useAdminMemberTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMemberTransactionsQuery, AdminMemberTransactionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMemberTransactionsQuery | undefined, AdminMemberTransactionsQueryVariables>;
export function useAdminMemberTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMemberTransactionsQuery, AdminMemberTransactionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminMemberTransactionsQuery, AdminMemberTransactionsQueryVariables>(AdminMemberTransactionsDocument, options);
        }
export type AdminMemberTransactionsQueryHookResult = ReturnType<typeof useAdminMemberTransactionsQuery>;
export type AdminMemberTransactionsLazyQueryHookResult = ReturnType<typeof useAdminMemberTransactionsLazyQuery>;
export type AdminMemberTransactionsSuspenseQueryHookResult = ReturnType<typeof useAdminMemberTransactionsSuspenseQuery>;
export type AdminMemberTransactionsQueryResult = ApolloReactCommon.QueryResult<AdminMemberTransactionsQuery, AdminMemberTransactionsQueryVariables>;
export const AdminTransfersDocument = gql`
    query AdminTransfers($memberId: Int, $page: Int!, $pageSize: Int!) {
  transfers(memberId: $memberId, page: $page, pageSize: $pageSize) {
    items {
      id
      kind
      amount
      fee
      sourceWallet
      description
      status
      createdAt
      fromMemberId
      toMemberId
      from {
        id
        username
        fullname
      }
      to {
        id
        username
        fullname
      }
    }
    total
    page
    pageSize
  }
}
    `;

/**
 * __useAdminTransfersQuery__
 *
 * To run a query within a React component, call `useAdminTransfersQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminTransfersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminTransfersQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminTransfersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminTransfersQuery, AdminTransfersQueryVariables> & ({ variables: AdminTransfersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminTransfersQuery, AdminTransfersQueryVariables>(AdminTransfersDocument, options);
      }
export function useAdminTransfersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminTransfersQuery, AdminTransfersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminTransfersQuery, AdminTransfersQueryVariables>(AdminTransfersDocument, options);
        }
// @ts-ignore
export function useAdminTransfersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminTransfersQuery, AdminTransfersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminTransfersQuery, AdminTransfersQueryVariables>;
export function useAdminTransfersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminTransfersQuery, AdminTransfersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminTransfersQuery | undefined, AdminTransfersQueryVariables>;
export function useAdminTransfersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminTransfersQuery, AdminTransfersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminTransfersQuery, AdminTransfersQueryVariables>(AdminTransfersDocument, options);
        }
export type AdminTransfersQueryHookResult = ReturnType<typeof useAdminTransfersQuery>;
export type AdminTransfersLazyQueryHookResult = ReturnType<typeof useAdminTransfersLazyQuery>;
export type AdminTransfersSuspenseQueryHookResult = ReturnType<typeof useAdminTransfersSuspenseQuery>;
export type AdminTransfersQueryResult = ApolloReactCommon.QueryResult<AdminTransfersQuery, AdminTransfersQueryVariables>;
export const AdminDepositsDocument = gql`
    query AdminDeposits($status: RecordStatus, $memberId: Int, $page: Int!, $pageSize: Int!) {
  deposits(status: $status, memberId: $memberId, page: $page, pageSize: $pageSize) {
    items {
      ...AdminDepositFields
    }
    total
    page
    pageSize
  }
}
    ${AdminDepositFieldsFragmentDoc}`;

/**
 * __useAdminDepositsQuery__
 *
 * To run a query within a React component, call `useAdminDepositsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminDepositsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminDepositsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      memberId: // value for 'memberId'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminDepositsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminDepositsQuery, AdminDepositsQueryVariables> & ({ variables: AdminDepositsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminDepositsQuery, AdminDepositsQueryVariables>(AdminDepositsDocument, options);
      }
export function useAdminDepositsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminDepositsQuery, AdminDepositsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminDepositsQuery, AdminDepositsQueryVariables>(AdminDepositsDocument, options);
        }
// @ts-ignore
export function useAdminDepositsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminDepositsQuery, AdminDepositsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDepositsQuery, AdminDepositsQueryVariables>;
export function useAdminDepositsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDepositsQuery, AdminDepositsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDepositsQuery | undefined, AdminDepositsQueryVariables>;
export function useAdminDepositsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDepositsQuery, AdminDepositsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminDepositsQuery, AdminDepositsQueryVariables>(AdminDepositsDocument, options);
        }
export type AdminDepositsQueryHookResult = ReturnType<typeof useAdminDepositsQuery>;
export type AdminDepositsLazyQueryHookResult = ReturnType<typeof useAdminDepositsLazyQuery>;
export type AdminDepositsSuspenseQueryHookResult = ReturnType<typeof useAdminDepositsSuspenseQuery>;
export type AdminDepositsQueryResult = ApolloReactCommon.QueryResult<AdminDepositsQuery, AdminDepositsQueryVariables>;
export const AdminSetDepositStatusDocument = gql`
    mutation AdminSetDepositStatus($id: Int!, $status: Decision!) {
  setDepositStatus(id: $id, status: $status) {
    ...AdminDepositFields
  }
}
    ${AdminDepositFieldsFragmentDoc}`;
export type AdminSetDepositStatusMutationFn = ApolloReactCommon.MutationFunction<AdminSetDepositStatusMutation, AdminSetDepositStatusMutationVariables>;

/**
 * __useAdminSetDepositStatusMutation__
 *
 * To run a mutation, you first call `useAdminSetDepositStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminSetDepositStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminSetDepositStatusMutation, { data, loading, error }] = useAdminSetDepositStatusMutation({
 *   variables: {
 *      id: // value for 'id'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useAdminSetDepositStatusMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminSetDepositStatusMutation, AdminSetDepositStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminSetDepositStatusMutation, AdminSetDepositStatusMutationVariables>(AdminSetDepositStatusDocument, options);
      }
export type AdminSetDepositStatusMutationHookResult = ReturnType<typeof useAdminSetDepositStatusMutation>;
export type AdminSetDepositStatusMutationResult = ApolloReactCommon.MutationResult<AdminSetDepositStatusMutation>;
export type AdminSetDepositStatusMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminSetDepositStatusMutation, AdminSetDepositStatusMutationVariables>;
export const AdminDeleteDepositDocument = gql`
    mutation AdminDeleteDeposit($id: Int!) {
  deleteDeposit(id: $id) {
    success
    message
  }
}
    `;
export type AdminDeleteDepositMutationFn = ApolloReactCommon.MutationFunction<AdminDeleteDepositMutation, AdminDeleteDepositMutationVariables>;

/**
 * __useAdminDeleteDepositMutation__
 *
 * To run a mutation, you first call `useAdminDeleteDepositMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminDeleteDepositMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminDeleteDepositMutation, { data, loading, error }] = useAdminDeleteDepositMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminDeleteDepositMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminDeleteDepositMutation, AdminDeleteDepositMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminDeleteDepositMutation, AdminDeleteDepositMutationVariables>(AdminDeleteDepositDocument, options);
      }
export type AdminDeleteDepositMutationHookResult = ReturnType<typeof useAdminDeleteDepositMutation>;
export type AdminDeleteDepositMutationResult = ApolloReactCommon.MutationResult<AdminDeleteDepositMutation>;
export type AdminDeleteDepositMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminDeleteDepositMutation, AdminDeleteDepositMutationVariables>;
export const AdminWithdrawalsDocument = gql`
    query AdminWithdrawals($kind: WithdrawalKind, $status: RecordStatus, $memberId: Int, $page: Int!, $pageSize: Int!) {
  withdrawals(
    kind: $kind
    status: $status
    memberId: $memberId
    page: $page
    pageSize: $pageSize
  ) {
    items {
      ...AdminWithdrawalFields
    }
    total
    page
    pageSize
  }
}
    ${AdminWithdrawalFieldsFragmentDoc}`;

/**
 * __useAdminWithdrawalsQuery__
 *
 * To run a query within a React component, call `useAdminWithdrawalsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminWithdrawalsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminWithdrawalsQuery({
 *   variables: {
 *      kind: // value for 'kind'
 *      status: // value for 'status'
 *      memberId: // value for 'memberId'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminWithdrawalsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables> & ({ variables: AdminWithdrawalsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>(AdminWithdrawalsDocument, options);
      }
export function useAdminWithdrawalsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>(AdminWithdrawalsDocument, options);
        }
// @ts-ignore
export function useAdminWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>;
export function useAdminWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminWithdrawalsQuery | undefined, AdminWithdrawalsQueryVariables>;
export function useAdminWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>(AdminWithdrawalsDocument, options);
        }
export type AdminWithdrawalsQueryHookResult = ReturnType<typeof useAdminWithdrawalsQuery>;
export type AdminWithdrawalsLazyQueryHookResult = ReturnType<typeof useAdminWithdrawalsLazyQuery>;
export type AdminWithdrawalsSuspenseQueryHookResult = ReturnType<typeof useAdminWithdrawalsSuspenseQuery>;
export type AdminWithdrawalsQueryResult = ApolloReactCommon.QueryResult<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>;
export const AdminSetWithdrawalStatusDocument = gql`
    mutation AdminSetWithdrawalStatus($id: Int!, $status: Decision!, $kind: WithdrawalKind) {
  setWithdrawalStatus(id: $id, status: $status, kind: $kind) {
    ...AdminWithdrawalFields
  }
}
    ${AdminWithdrawalFieldsFragmentDoc}`;
export type AdminSetWithdrawalStatusMutationFn = ApolloReactCommon.MutationFunction<AdminSetWithdrawalStatusMutation, AdminSetWithdrawalStatusMutationVariables>;

/**
 * __useAdminSetWithdrawalStatusMutation__
 *
 * To run a mutation, you first call `useAdminSetWithdrawalStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminSetWithdrawalStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminSetWithdrawalStatusMutation, { data, loading, error }] = useAdminSetWithdrawalStatusMutation({
 *   variables: {
 *      id: // value for 'id'
 *      status: // value for 'status'
 *      kind: // value for 'kind'
 *   },
 * });
 */
export function useAdminSetWithdrawalStatusMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminSetWithdrawalStatusMutation, AdminSetWithdrawalStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminSetWithdrawalStatusMutation, AdminSetWithdrawalStatusMutationVariables>(AdminSetWithdrawalStatusDocument, options);
      }
export type AdminSetWithdrawalStatusMutationHookResult = ReturnType<typeof useAdminSetWithdrawalStatusMutation>;
export type AdminSetWithdrawalStatusMutationResult = ApolloReactCommon.MutationResult<AdminSetWithdrawalStatusMutation>;
export type AdminSetWithdrawalStatusMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminSetWithdrawalStatusMutation, AdminSetWithdrawalStatusMutationVariables>;
export const AdminSettingsDocument = gql`
    query AdminSettings {
  settings {
    ...AdminSettingsFields
  }
}
    ${AdminSettingsFieldsFragmentDoc}`;

/**
 * __useAdminSettingsQuery__
 *
 * To run a query within a React component, call `useAdminSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminSettingsQuery, AdminSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminSettingsQuery, AdminSettingsQueryVariables>(AdminSettingsDocument, options);
      }
export function useAdminSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminSettingsQuery, AdminSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminSettingsQuery, AdminSettingsQueryVariables>(AdminSettingsDocument, options);
        }
// @ts-ignore
export function useAdminSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminSettingsQuery, AdminSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminSettingsQuery, AdminSettingsQueryVariables>;
export function useAdminSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminSettingsQuery, AdminSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminSettingsQuery | undefined, AdminSettingsQueryVariables>;
export function useAdminSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminSettingsQuery, AdminSettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminSettingsQuery, AdminSettingsQueryVariables>(AdminSettingsDocument, options);
        }
export type AdminSettingsQueryHookResult = ReturnType<typeof useAdminSettingsQuery>;
export type AdminSettingsLazyQueryHookResult = ReturnType<typeof useAdminSettingsLazyQuery>;
export type AdminSettingsSuspenseQueryHookResult = ReturnType<typeof useAdminSettingsSuspenseQuery>;
export type AdminSettingsQueryResult = ApolloReactCommon.QueryResult<AdminSettingsQuery, AdminSettingsQueryVariables>;
export const AdminUpdateSettingsDocument = gql`
    mutation AdminUpdateSettings($input: SettingsInput!) {
  updateSettings(input: $input) {
    ...AdminSettingsFields
  }
}
    ${AdminSettingsFieldsFragmentDoc}`;
export type AdminUpdateSettingsMutationFn = ApolloReactCommon.MutationFunction<AdminUpdateSettingsMutation, AdminUpdateSettingsMutationVariables>;

/**
 * __useAdminUpdateSettingsMutation__
 *
 * To run a mutation, you first call `useAdminUpdateSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminUpdateSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminUpdateSettingsMutation, { data, loading, error }] = useAdminUpdateSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAdminUpdateSettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminUpdateSettingsMutation, AdminUpdateSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminUpdateSettingsMutation, AdminUpdateSettingsMutationVariables>(AdminUpdateSettingsDocument, options);
      }
export type AdminUpdateSettingsMutationHookResult = ReturnType<typeof useAdminUpdateSettingsMutation>;
export type AdminUpdateSettingsMutationResult = ApolloReactCommon.MutationResult<AdminUpdateSettingsMutation>;
export type AdminUpdateSettingsMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminUpdateSettingsMutation, AdminUpdateSettingsMutationVariables>;
export const AdminProfileDocument = gql`
    query AdminProfile {
  adminMe {
    id
    username
    fullname
    email
    role
    lastLogin
    createdAt
  }
}
    `;

/**
 * __useAdminProfileQuery__
 *
 * To run a query within a React component, call `useAdminProfileQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminProfileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminProfileQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminProfileQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminProfileQuery, AdminProfileQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminProfileQuery, AdminProfileQueryVariables>(AdminProfileDocument, options);
      }
export function useAdminProfileLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminProfileQuery, AdminProfileQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminProfileQuery, AdminProfileQueryVariables>(AdminProfileDocument, options);
        }
// @ts-ignore
export function useAdminProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminProfileQuery, AdminProfileQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminProfileQuery, AdminProfileQueryVariables>;
export function useAdminProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminProfileQuery, AdminProfileQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminProfileQuery | undefined, AdminProfileQueryVariables>;
export function useAdminProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminProfileQuery, AdminProfileQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminProfileQuery, AdminProfileQueryVariables>(AdminProfileDocument, options);
        }
export type AdminProfileQueryHookResult = ReturnType<typeof useAdminProfileQuery>;
export type AdminProfileLazyQueryHookResult = ReturnType<typeof useAdminProfileLazyQuery>;
export type AdminProfileSuspenseQueryHookResult = ReturnType<typeof useAdminProfileSuspenseQuery>;
export type AdminProfileQueryResult = ApolloReactCommon.QueryResult<AdminProfileQuery, AdminProfileQueryVariables>;
export const AdminChangePasswordDocument = gql`
    mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {
  changeAdminPassword(
    currentPassword: $currentPassword
    newPassword: $newPassword
  ) {
    expireAt
    account {
      id
      username
      fullname
      email
      role
    }
  }
}
    `;
export type AdminChangePasswordMutationFn = ApolloReactCommon.MutationFunction<AdminChangePasswordMutation, AdminChangePasswordMutationVariables>;

/**
 * __useAdminChangePasswordMutation__
 *
 * To run a mutation, you first call `useAdminChangePasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminChangePasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminChangePasswordMutation, { data, loading, error }] = useAdminChangePasswordMutation({
 *   variables: {
 *      currentPassword: // value for 'currentPassword'
 *      newPassword: // value for 'newPassword'
 *   },
 * });
 */
export function useAdminChangePasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminChangePasswordMutation, AdminChangePasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminChangePasswordMutation, AdminChangePasswordMutationVariables>(AdminChangePasswordDocument, options);
      }
export type AdminChangePasswordMutationHookResult = ReturnType<typeof useAdminChangePasswordMutation>;
export type AdminChangePasswordMutationResult = ApolloReactCommon.MutationResult<AdminChangePasswordMutation>;
export type AdminChangePasswordMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminChangePasswordMutation, AdminChangePasswordMutationVariables>;
export const AdminDepositAddressesDocument = gql`
    query AdminDepositAddresses {
  depositAddresses {
    ...AdminDepositAddressFields
  }
  depositAddressHistory {
    ...AdminDepositAddressFields
  }
}
    ${AdminDepositAddressFieldsFragmentDoc}`;

/**
 * __useAdminDepositAddressesQuery__
 *
 * To run a query within a React component, call `useAdminDepositAddressesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminDepositAddressesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminDepositAddressesQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminDepositAddressesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminDepositAddressesQuery, AdminDepositAddressesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminDepositAddressesQuery, AdminDepositAddressesQueryVariables>(AdminDepositAddressesDocument, options);
      }
export function useAdminDepositAddressesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminDepositAddressesQuery, AdminDepositAddressesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminDepositAddressesQuery, AdminDepositAddressesQueryVariables>(AdminDepositAddressesDocument, options);
        }
// @ts-ignore
export function useAdminDepositAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminDepositAddressesQuery, AdminDepositAddressesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDepositAddressesQuery, AdminDepositAddressesQueryVariables>;
export function useAdminDepositAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDepositAddressesQuery, AdminDepositAddressesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDepositAddressesQuery | undefined, AdminDepositAddressesQueryVariables>;
export function useAdminDepositAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDepositAddressesQuery, AdminDepositAddressesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminDepositAddressesQuery, AdminDepositAddressesQueryVariables>(AdminDepositAddressesDocument, options);
        }
export type AdminDepositAddressesQueryHookResult = ReturnType<typeof useAdminDepositAddressesQuery>;
export type AdminDepositAddressesLazyQueryHookResult = ReturnType<typeof useAdminDepositAddressesLazyQuery>;
export type AdminDepositAddressesSuspenseQueryHookResult = ReturnType<typeof useAdminDepositAddressesSuspenseQuery>;
export type AdminDepositAddressesQueryResult = ApolloReactCommon.QueryResult<AdminDepositAddressesQuery, AdminDepositAddressesQueryVariables>;
export const AdminAddDepositAddressesDocument = gql`
    mutation AdminAddDepositAddresses($input: DepositAddressesInput!) {
  addDepositAddresses(input: $input) {
    ...AdminDepositAddressFields
  }
}
    ${AdminDepositAddressFieldsFragmentDoc}`;
export type AdminAddDepositAddressesMutationFn = ApolloReactCommon.MutationFunction<AdminAddDepositAddressesMutation, AdminAddDepositAddressesMutationVariables>;

/**
 * __useAdminAddDepositAddressesMutation__
 *
 * To run a mutation, you first call `useAdminAddDepositAddressesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminAddDepositAddressesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminAddDepositAddressesMutation, { data, loading, error }] = useAdminAddDepositAddressesMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAdminAddDepositAddressesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminAddDepositAddressesMutation, AdminAddDepositAddressesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminAddDepositAddressesMutation, AdminAddDepositAddressesMutationVariables>(AdminAddDepositAddressesDocument, options);
      }
export type AdminAddDepositAddressesMutationHookResult = ReturnType<typeof useAdminAddDepositAddressesMutation>;
export type AdminAddDepositAddressesMutationResult = ApolloReactCommon.MutationResult<AdminAddDepositAddressesMutation>;
export type AdminAddDepositAddressesMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminAddDepositAddressesMutation, AdminAddDepositAddressesMutationVariables>;
export const AdminDeleteDepositAddressesDocument = gql`
    mutation AdminDeleteDepositAddresses($id: Int!) {
  deleteDepositAddresses(id: $id) {
    success
    message
  }
}
    `;
export type AdminDeleteDepositAddressesMutationFn = ApolloReactCommon.MutationFunction<AdminDeleteDepositAddressesMutation, AdminDeleteDepositAddressesMutationVariables>;

/**
 * __useAdminDeleteDepositAddressesMutation__
 *
 * To run a mutation, you first call `useAdminDeleteDepositAddressesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminDeleteDepositAddressesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminDeleteDepositAddressesMutation, { data, loading, error }] = useAdminDeleteDepositAddressesMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminDeleteDepositAddressesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminDeleteDepositAddressesMutation, AdminDeleteDepositAddressesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminDeleteDepositAddressesMutation, AdminDeleteDepositAddressesMutationVariables>(AdminDeleteDepositAddressesDocument, options);
      }
export type AdminDeleteDepositAddressesMutationHookResult = ReturnType<typeof useAdminDeleteDepositAddressesMutation>;
export type AdminDeleteDepositAddressesMutationResult = ApolloReactCommon.MutationResult<AdminDeleteDepositAddressesMutation>;
export type AdminDeleteDepositAddressesMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminDeleteDepositAddressesMutation, AdminDeleteDepositAddressesMutationVariables>;
export const RegisterDocument = gql`
    mutation register($input: RegisterInput!) {
  register(input: $input) {
    expireAt
    account {
      ...SessionAccount
    }
  }
}
    ${SessionAccountFragmentDoc}`;
export type RegisterMutationFn = ApolloReactCommon.MutationFunction<RegisterMutation, RegisterMutationVariables>;

/**
 * __useRegisterMutation__
 *
 * To run a mutation, you first call `useRegisterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRegisterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [registerMutation, { data, loading, error }] = useRegisterMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRegisterMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RegisterMutation, RegisterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RegisterMutation, RegisterMutationVariables>(RegisterDocument, options);
      }
export type RegisterMutationHookResult = ReturnType<typeof useRegisterMutation>;
export type RegisterMutationResult = ApolloReactCommon.MutationResult<RegisterMutation>;
export type RegisterMutationOptions = ApolloReactCommon.BaseMutationOptions<RegisterMutation, RegisterMutationVariables>;
export const SignInDocument = gql`
    mutation signIn($input: SignInInput!) {
  signIn(input: $input) {
    expireAt
    account {
      ...SessionAccount
    }
  }
}
    ${SessionAccountFragmentDoc}`;
export type SignInMutationFn = ApolloReactCommon.MutationFunction<SignInMutation, SignInMutationVariables>;

/**
 * __useSignInMutation__
 *
 * To run a mutation, you first call `useSignInMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSignInMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [signInMutation, { data, loading, error }] = useSignInMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSignInMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SignInMutation, SignInMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SignInMutation, SignInMutationVariables>(SignInDocument, options);
      }
export type SignInMutationHookResult = ReturnType<typeof useSignInMutation>;
export type SignInMutationResult = ApolloReactCommon.MutationResult<SignInMutation>;
export type SignInMutationOptions = ApolloReactCommon.BaseMutationOptions<SignInMutation, SignInMutationVariables>;
export const SignInAdminDocument = gql`
    mutation signInAdmin($input: SignInInput!) {
  signInAdmin(input: $input) {
    expireAt
    account {
      ...SessionAccount
    }
  }
}
    ${SessionAccountFragmentDoc}`;
export type SignInAdminMutationFn = ApolloReactCommon.MutationFunction<SignInAdminMutation, SignInAdminMutationVariables>;

/**
 * __useSignInAdminMutation__
 *
 * To run a mutation, you first call `useSignInAdminMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSignInAdminMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [signInAdminMutation, { data, loading, error }] = useSignInAdminMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSignInAdminMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SignInAdminMutation, SignInAdminMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SignInAdminMutation, SignInAdminMutationVariables>(SignInAdminDocument, options);
      }
export type SignInAdminMutationHookResult = ReturnType<typeof useSignInAdminMutation>;
export type SignInAdminMutationResult = ApolloReactCommon.MutationResult<SignInAdminMutation>;
export type SignInAdminMutationOptions = ApolloReactCommon.BaseMutationOptions<SignInAdminMutation, SignInAdminMutationVariables>;
export const SignOutDocument = gql`
    mutation signOut {
  signOut {
    success
    message
  }
}
    `;
export type SignOutMutationFn = ApolloReactCommon.MutationFunction<SignOutMutation, SignOutMutationVariables>;

/**
 * __useSignOutMutation__
 *
 * To run a mutation, you first call `useSignOutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSignOutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [signOutMutation, { data, loading, error }] = useSignOutMutation({
 *   variables: {
 *   },
 * });
 */
export function useSignOutMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SignOutMutation, SignOutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SignOutMutation, SignOutMutationVariables>(SignOutDocument, options);
      }
export type SignOutMutationHookResult = ReturnType<typeof useSignOutMutation>;
export type SignOutMutationResult = ApolloReactCommon.MutationResult<SignOutMutation>;
export type SignOutMutationOptions = ApolloReactCommon.BaseMutationOptions<SignOutMutation, SignOutMutationVariables>;
export const SignOutAdminDocument = gql`
    mutation signOutAdmin {
  signOutAdmin {
    success
    message
  }
}
    `;
export type SignOutAdminMutationFn = ApolloReactCommon.MutationFunction<SignOutAdminMutation, SignOutAdminMutationVariables>;

/**
 * __useSignOutAdminMutation__
 *
 * To run a mutation, you first call `useSignOutAdminMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSignOutAdminMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [signOutAdminMutation, { data, loading, error }] = useSignOutAdminMutation({
 *   variables: {
 *   },
 * });
 */
export function useSignOutAdminMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SignOutAdminMutation, SignOutAdminMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SignOutAdminMutation, SignOutAdminMutationVariables>(SignOutAdminDocument, options);
      }
export type SignOutAdminMutationHookResult = ReturnType<typeof useSignOutAdminMutation>;
export type SignOutAdminMutationResult = ApolloReactCommon.MutationResult<SignOutAdminMutation>;
export type SignOutAdminMutationOptions = ApolloReactCommon.BaseMutationOptions<SignOutAdminMutation, SignOutAdminMutationVariables>;
export const RequestPasswordResetDocument = gql`
    mutation requestPasswordReset($email: String!, $role: String!) {
  requestPasswordReset(email: $email, role: $role) {
    success
    message
  }
}
    `;
export type RequestPasswordResetMutationFn = ApolloReactCommon.MutationFunction<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;

/**
 * __useRequestPasswordResetMutation__
 *
 * To run a mutation, you first call `useRequestPasswordResetMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestPasswordResetMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestPasswordResetMutation, { data, loading, error }] = useRequestPasswordResetMutation({
 *   variables: {
 *      email: // value for 'email'
 *      role: // value for 'role'
 *   },
 * });
 */
export function useRequestPasswordResetMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>(RequestPasswordResetDocument, options);
      }
export type RequestPasswordResetMutationHookResult = ReturnType<typeof useRequestPasswordResetMutation>;
export type RequestPasswordResetMutationResult = ApolloReactCommon.MutationResult<RequestPasswordResetMutation>;
export type RequestPasswordResetMutationOptions = ApolloReactCommon.BaseMutationOptions<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = gql`
    mutation resetPassword($token: String!, $newPassword: String!) {
  resetPassword(token: $token, newPassword: $newPassword) {
    success
    message
  }
}
    `;
export type ResetPasswordMutationFn = ApolloReactCommon.MutationFunction<ResetPasswordMutation, ResetPasswordMutationVariables>;

/**
 * __useResetPasswordMutation__
 *
 * To run a mutation, you first call `useResetPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResetPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resetPasswordMutation, { data, loading, error }] = useResetPasswordMutation({
 *   variables: {
 *      token: // value for 'token'
 *      newPassword: // value for 'newPassword'
 *   },
 * });
 */
export function useResetPasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResetPasswordMutation, ResetPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResetPasswordMutation, ResetPasswordMutationVariables>(ResetPasswordDocument, options);
      }
export type ResetPasswordMutationHookResult = ReturnType<typeof useResetPasswordMutation>;
export type ResetPasswordMutationResult = ApolloReactCommon.MutationResult<ResetPasswordMutation>;
export type ResetPasswordMutationOptions = ApolloReactCommon.BaseMutationOptions<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SendVerificationEmailDocument = gql`
    mutation sendVerificationEmail($email: String!) {
  sendVerificationEmail(email: $email) {
    success
    message
  }
}
    `;
export type SendVerificationEmailMutationFn = ApolloReactCommon.MutationFunction<SendVerificationEmailMutation, SendVerificationEmailMutationVariables>;

/**
 * __useSendVerificationEmailMutation__
 *
 * To run a mutation, you first call `useSendVerificationEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendVerificationEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendVerificationEmailMutation, { data, loading, error }] = useSendVerificationEmailMutation({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useSendVerificationEmailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SendVerificationEmailMutation, SendVerificationEmailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SendVerificationEmailMutation, SendVerificationEmailMutationVariables>(SendVerificationEmailDocument, options);
      }
export type SendVerificationEmailMutationHookResult = ReturnType<typeof useSendVerificationEmailMutation>;
export type SendVerificationEmailMutationResult = ApolloReactCommon.MutationResult<SendVerificationEmailMutation>;
export type SendVerificationEmailMutationOptions = ApolloReactCommon.BaseMutationOptions<SendVerificationEmailMutation, SendVerificationEmailMutationVariables>;
export const VerifyUserDocument = gql`
    mutation verifyUser($email: String!, $otp: String!) {
  verifyUser(email: $email, otp: $otp) {
    success
    message
  }
}
    `;
export type VerifyUserMutationFn = ApolloReactCommon.MutationFunction<VerifyUserMutation, VerifyUserMutationVariables>;

/**
 * __useVerifyUserMutation__
 *
 * To run a mutation, you first call `useVerifyUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useVerifyUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [verifyUserMutation, { data, loading, error }] = useVerifyUserMutation({
 *   variables: {
 *      email: // value for 'email'
 *      otp: // value for 'otp'
 *   },
 * });
 */
export function useVerifyUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<VerifyUserMutation, VerifyUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<VerifyUserMutation, VerifyUserMutationVariables>(VerifyUserDocument, options);
      }
export type VerifyUserMutationHookResult = ReturnType<typeof useVerifyUserMutation>;
export type VerifyUserMutationResult = ApolloReactCommon.MutationResult<VerifyUserMutation>;
export type VerifyUserMutationOptions = ApolloReactCommon.BaseMutationOptions<VerifyUserMutation, VerifyUserMutationVariables>;
export const RequestOtpCodeDocument = gql`
    mutation requestOtpCode($email: String!) {
  requestOtpCode(email: $email) {
    success
    message
  }
}
    `;
export type RequestOtpCodeMutationFn = ApolloReactCommon.MutationFunction<RequestOtpCodeMutation, RequestOtpCodeMutationVariables>;

/**
 * __useRequestOtpCodeMutation__
 *
 * To run a mutation, you first call `useRequestOtpCodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestOtpCodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestOtpCodeMutation, { data, loading, error }] = useRequestOtpCodeMutation({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useRequestOtpCodeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestOtpCodeMutation, RequestOtpCodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestOtpCodeMutation, RequestOtpCodeMutationVariables>(RequestOtpCodeDocument, options);
      }
export type RequestOtpCodeMutationHookResult = ReturnType<typeof useRequestOtpCodeMutation>;
export type RequestOtpCodeMutationResult = ApolloReactCommon.MutationResult<RequestOtpCodeMutation>;
export type RequestOtpCodeMutationOptions = ApolloReactCommon.BaseMutationOptions<RequestOtpCodeMutation, RequestOtpCodeMutationVariables>;
export const ReportAccountChangeDocument = gql`
    mutation ReportAccountChange($token: String!) {
  reportAccountChange(token: $token) {
    success
    message
  }
}
    `;
export type ReportAccountChangeMutationFn = ApolloReactCommon.MutationFunction<ReportAccountChangeMutation, ReportAccountChangeMutationVariables>;

/**
 * __useReportAccountChangeMutation__
 *
 * To run a mutation, you first call `useReportAccountChangeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReportAccountChangeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reportAccountChangeMutation, { data, loading, error }] = useReportAccountChangeMutation({
 *   variables: {
 *      token: // value for 'token'
 *   },
 * });
 */
export function useReportAccountChangeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReportAccountChangeMutation, ReportAccountChangeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReportAccountChangeMutation, ReportAccountChangeMutationVariables>(ReportAccountChangeDocument, options);
      }
export type ReportAccountChangeMutationHookResult = ReturnType<typeof useReportAccountChangeMutation>;
export type ReportAccountChangeMutationResult = ApolloReactCommon.MutationResult<ReportAccountChangeMutation>;
export type ReportAccountChangeMutationOptions = ApolloReactCommon.BaseMutationOptions<ReportAccountChangeMutation, ReportAccountChangeMutationVariables>;
export const ConsoleDashboardDocument = gql`
    query ConsoleDashboard {
  consoleDashboard {
    topUpsPerMonth {
      month
      amount
    }
    incomePerMonth {
      month
      kind
      amount
    }
    incomeTotals {
      kind
      amount
    }
    queues {
      queue
      label
      count
      amount
      link
    }
  }
}
    `;

/**
 * __useConsoleDashboardQuery__
 *
 * To run a query within a React component, call `useConsoleDashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useConsoleDashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useConsoleDashboardQuery({
 *   variables: {
 *   },
 * });
 */
export function useConsoleDashboardQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>(ConsoleDashboardDocument, options);
      }
export function useConsoleDashboardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>(ConsoleDashboardDocument, options);
        }
// @ts-ignore
export function useConsoleDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>;
export function useConsoleDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ConsoleDashboardQuery | undefined, ConsoleDashboardQueryVariables>;
export function useConsoleDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>(ConsoleDashboardDocument, options);
        }
export type ConsoleDashboardQueryHookResult = ReturnType<typeof useConsoleDashboardQuery>;
export type ConsoleDashboardLazyQueryHookResult = ReturnType<typeof useConsoleDashboardLazyQuery>;
export type ConsoleDashboardSuspenseQueryHookResult = ReturnType<typeof useConsoleDashboardSuspenseQuery>;
export type ConsoleDashboardQueryResult = ApolloReactCommon.QueryResult<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>;
export const AdminReportDocument = gql`
    query AdminReport($filter: ReportFilterInput, $page: Int, $pageSize: Int) {
  report(filter: $filter, page: $page, pageSize: $pageSize) {
    total
    page
    pageSize
    sum
    items {
      id
      createdAt
      memberId
      username
      email
      wallet
      kind
      amount
      balanceAfter
      counterpartyId
      description
    }
  }
}
    `;

/**
 * __useAdminReportQuery__
 *
 * To run a query within a React component, call `useAdminReportQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminReportQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminReportQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminReportQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminReportQuery, AdminReportQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminReportQuery, AdminReportQueryVariables>(AdminReportDocument, options);
      }
export function useAdminReportLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminReportQuery, AdminReportQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminReportQuery, AdminReportQueryVariables>(AdminReportDocument, options);
        }
// @ts-ignore
export function useAdminReportSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminReportQuery, AdminReportQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminReportQuery, AdminReportQueryVariables>;
export function useAdminReportSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminReportQuery, AdminReportQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminReportQuery | undefined, AdminReportQueryVariables>;
export function useAdminReportSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminReportQuery, AdminReportQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminReportQuery, AdminReportQueryVariables>(AdminReportDocument, options);
        }
export type AdminReportQueryHookResult = ReturnType<typeof useAdminReportQuery>;
export type AdminReportLazyQueryHookResult = ReturnType<typeof useAdminReportLazyQuery>;
export type AdminReportSuspenseQueryHookResult = ReturnType<typeof useAdminReportSuspenseQuery>;
export type AdminReportQueryResult = ApolloReactCommon.QueryResult<AdminReportQuery, AdminReportQueryVariables>;
export const AuditLogDocument = gql`
    query AuditLog($filter: ReportFilterInput, $page: Int, $pageSize: Int) {
  auditLog(filter: $filter, page: $page, pageSize: $pageSize) {
    total
    page
    pageSize
    items {
      id
      createdAt
      actorId
      actorEmail
      action
      target
      details
      before
      after
    }
  }
}
    `;

/**
 * __useAuditLogQuery__
 *
 * To run a query within a React component, call `useAuditLogQuery` and pass it any options that fit your needs.
 * When your component renders, `useAuditLogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAuditLogQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAuditLogQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AuditLogQuery, AuditLogQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AuditLogQuery, AuditLogQueryVariables>(AuditLogDocument, options);
      }
export function useAuditLogLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AuditLogQuery, AuditLogQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AuditLogQuery, AuditLogQueryVariables>(AuditLogDocument, options);
        }
// @ts-ignore
export function useAuditLogSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AuditLogQuery, AuditLogQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditLogQuery, AuditLogQueryVariables>;
export function useAuditLogSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditLogQuery, AuditLogQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditLogQuery | undefined, AuditLogQueryVariables>;
export function useAuditLogSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditLogQuery, AuditLogQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AuditLogQuery, AuditLogQueryVariables>(AuditLogDocument, options);
        }
export type AuditLogQueryHookResult = ReturnType<typeof useAuditLogQuery>;
export type AuditLogLazyQueryHookResult = ReturnType<typeof useAuditLogLazyQuery>;
export type AuditLogSuspenseQueryHookResult = ReturnType<typeof useAuditLogSuspenseQuery>;
export type AuditLogQueryResult = ApolloReactCommon.QueryResult<AuditLogQuery, AuditLogQueryVariables>;
export const AuditActionsDocument = gql`
    query AuditActions {
  auditActions
}
    `;

/**
 * __useAuditActionsQuery__
 *
 * To run a query within a React component, call `useAuditActionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAuditActionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAuditActionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAuditActionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AuditActionsQuery, AuditActionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AuditActionsQuery, AuditActionsQueryVariables>(AuditActionsDocument, options);
      }
export function useAuditActionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AuditActionsQuery, AuditActionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AuditActionsQuery, AuditActionsQueryVariables>(AuditActionsDocument, options);
        }
// @ts-ignore
export function useAuditActionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AuditActionsQuery, AuditActionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditActionsQuery, AuditActionsQueryVariables>;
export function useAuditActionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditActionsQuery, AuditActionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditActionsQuery | undefined, AuditActionsQueryVariables>;
export function useAuditActionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditActionsQuery, AuditActionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AuditActionsQuery, AuditActionsQueryVariables>(AuditActionsDocument, options);
        }
export type AuditActionsQueryHookResult = ReturnType<typeof useAuditActionsQuery>;
export type AuditActionsLazyQueryHookResult = ReturnType<typeof useAuditActionsLazyQuery>;
export type AuditActionsSuspenseQueryHookResult = ReturnType<typeof useAuditActionsSuspenseQuery>;
export type AuditActionsQueryResult = ApolloReactCommon.QueryResult<AuditActionsQuery, AuditActionsQueryVariables>;
export const NewsListDocument = gql`
    query NewsList($page: Int, $pageSize: Int) {
  news(page: $page, pageSize: $pageSize) {
    total
    page
    pageSize
    items {
      ...NewsFields
    }
  }
}
    ${NewsFieldsFragmentDoc}`;

/**
 * __useNewsListQuery__
 *
 * To run a query within a React component, call `useNewsListQuery` and pass it any options that fit your needs.
 * When your component renders, `useNewsListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNewsListQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useNewsListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<NewsListQuery, NewsListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NewsListQuery, NewsListQueryVariables>(NewsListDocument, options);
      }
export function useNewsListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NewsListQuery, NewsListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NewsListQuery, NewsListQueryVariables>(NewsListDocument, options);
        }
// @ts-ignore
export function useNewsListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<NewsListQuery, NewsListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NewsListQuery, NewsListQueryVariables>;
export function useNewsListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NewsListQuery, NewsListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NewsListQuery | undefined, NewsListQueryVariables>;
export function useNewsListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NewsListQuery, NewsListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<NewsListQuery, NewsListQueryVariables>(NewsListDocument, options);
        }
export type NewsListQueryHookResult = ReturnType<typeof useNewsListQuery>;
export type NewsListLazyQueryHookResult = ReturnType<typeof useNewsListLazyQuery>;
export type NewsListSuspenseQueryHookResult = ReturnType<typeof useNewsListSuspenseQuery>;
export type NewsListQueryResult = ApolloReactCommon.QueryResult<NewsListQuery, NewsListQueryVariables>;
export const CreateNewsDocument = gql`
    mutation CreateNews($input: NewsInput!) {
  createNews(input: $input) {
    ...NewsFields
  }
}
    ${NewsFieldsFragmentDoc}`;
export type CreateNewsMutationFn = ApolloReactCommon.MutationFunction<CreateNewsMutation, CreateNewsMutationVariables>;

/**
 * __useCreateNewsMutation__
 *
 * To run a mutation, you first call `useCreateNewsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateNewsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createNewsMutation, { data, loading, error }] = useCreateNewsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateNewsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateNewsMutation, CreateNewsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateNewsMutation, CreateNewsMutationVariables>(CreateNewsDocument, options);
      }
export type CreateNewsMutationHookResult = ReturnType<typeof useCreateNewsMutation>;
export type CreateNewsMutationResult = ApolloReactCommon.MutationResult<CreateNewsMutation>;
export type CreateNewsMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateNewsMutation, CreateNewsMutationVariables>;
export const UpdateNewsDocument = gql`
    mutation UpdateNews($id: Int!, $input: NewsInput!) {
  updateNews(id: $id, input: $input) {
    ...NewsFields
  }
}
    ${NewsFieldsFragmentDoc}`;
export type UpdateNewsMutationFn = ApolloReactCommon.MutationFunction<UpdateNewsMutation, UpdateNewsMutationVariables>;

/**
 * __useUpdateNewsMutation__
 *
 * To run a mutation, you first call `useUpdateNewsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateNewsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateNewsMutation, { data, loading, error }] = useUpdateNewsMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateNewsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateNewsMutation, UpdateNewsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateNewsMutation, UpdateNewsMutationVariables>(UpdateNewsDocument, options);
      }
export type UpdateNewsMutationHookResult = ReturnType<typeof useUpdateNewsMutation>;
export type UpdateNewsMutationResult = ApolloReactCommon.MutationResult<UpdateNewsMutation>;
export type UpdateNewsMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateNewsMutation, UpdateNewsMutationVariables>;
export const DeleteNewsDocument = gql`
    mutation DeleteNews($id: Int!) {
  deleteNews(id: $id) {
    success
    message
  }
}
    `;
export type DeleteNewsMutationFn = ApolloReactCommon.MutationFunction<DeleteNewsMutation, DeleteNewsMutationVariables>;

/**
 * __useDeleteNewsMutation__
 *
 * To run a mutation, you first call `useDeleteNewsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteNewsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteNewsMutation, { data, loading, error }] = useDeleteNewsMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteNewsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteNewsMutation, DeleteNewsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteNewsMutation, DeleteNewsMutationVariables>(DeleteNewsDocument, options);
      }
export type DeleteNewsMutationHookResult = ReturnType<typeof useDeleteNewsMutation>;
export type DeleteNewsMutationResult = ApolloReactCommon.MutationResult<DeleteNewsMutation>;
export type DeleteNewsMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteNewsMutation, DeleteNewsMutationVariables>;
export const AchieversDocument = gql`
    query Achievers {
  achievers {
    ...AchieverFields
  }
}
    ${AchieverFieldsFragmentDoc}`;

/**
 * __useAchieversQuery__
 *
 * To run a query within a React component, call `useAchieversQuery` and pass it any options that fit your needs.
 * When your component renders, `useAchieversQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAchieversQuery({
 *   variables: {
 *   },
 * });
 */
export function useAchieversQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AchieversQuery, AchieversQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AchieversQuery, AchieversQueryVariables>(AchieversDocument, options);
      }
export function useAchieversLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AchieversQuery, AchieversQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AchieversQuery, AchieversQueryVariables>(AchieversDocument, options);
        }
// @ts-ignore
export function useAchieversSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AchieversQuery, AchieversQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AchieversQuery, AchieversQueryVariables>;
export function useAchieversSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AchieversQuery, AchieversQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AchieversQuery | undefined, AchieversQueryVariables>;
export function useAchieversSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AchieversQuery, AchieversQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AchieversQuery, AchieversQueryVariables>(AchieversDocument, options);
        }
export type AchieversQueryHookResult = ReturnType<typeof useAchieversQuery>;
export type AchieversLazyQueryHookResult = ReturnType<typeof useAchieversLazyQuery>;
export type AchieversSuspenseQueryHookResult = ReturnType<typeof useAchieversSuspenseQuery>;
export type AchieversQueryResult = ApolloReactCommon.QueryResult<AchieversQuery, AchieversQueryVariables>;
export const AddAchieverDocument = gql`
    mutation AddAchiever($input: AchieverInput!) {
  addAchiever(input: $input) {
    ...AchieverFields
  }
}
    ${AchieverFieldsFragmentDoc}`;
export type AddAchieverMutationFn = ApolloReactCommon.MutationFunction<AddAchieverMutation, AddAchieverMutationVariables>;

/**
 * __useAddAchieverMutation__
 *
 * To run a mutation, you first call `useAddAchieverMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddAchieverMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addAchieverMutation, { data, loading, error }] = useAddAchieverMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAddAchieverMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddAchieverMutation, AddAchieverMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddAchieverMutation, AddAchieverMutationVariables>(AddAchieverDocument, options);
      }
export type AddAchieverMutationHookResult = ReturnType<typeof useAddAchieverMutation>;
export type AddAchieverMutationResult = ApolloReactCommon.MutationResult<AddAchieverMutation>;
export type AddAchieverMutationOptions = ApolloReactCommon.BaseMutationOptions<AddAchieverMutation, AddAchieverMutationVariables>;
export const DeleteAchieverDocument = gql`
    mutation DeleteAchiever($id: Int!) {
  deleteAchiever(id: $id) {
    success
    message
  }
}
    `;
export type DeleteAchieverMutationFn = ApolloReactCommon.MutationFunction<DeleteAchieverMutation, DeleteAchieverMutationVariables>;

/**
 * __useDeleteAchieverMutation__
 *
 * To run a mutation, you first call `useDeleteAchieverMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteAchieverMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteAchieverMutation, { data, loading, error }] = useDeleteAchieverMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteAchieverMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteAchieverMutation, DeleteAchieverMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteAchieverMutation, DeleteAchieverMutationVariables>(DeleteAchieverDocument, options);
      }
export type DeleteAchieverMutationHookResult = ReturnType<typeof useDeleteAchieverMutation>;
export type DeleteAchieverMutationResult = ApolloReactCommon.MutationResult<DeleteAchieverMutation>;
export type DeleteAchieverMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteAchieverMutation, DeleteAchieverMutationVariables>;
export const OffersDocument = gql`
    query Offers($memberId: Int) {
  offers(memberId: $memberId) {
    ...OfferFields
  }
}
    ${OfferFieldsFragmentDoc}`;

/**
 * __useOffersQuery__
 *
 * To run a query within a React component, call `useOffersQuery` and pass it any options that fit your needs.
 * When your component renders, `useOffersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOffersQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useOffersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<OffersQuery, OffersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OffersQuery, OffersQueryVariables>(OffersDocument, options);
      }
export function useOffersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OffersQuery, OffersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OffersQuery, OffersQueryVariables>(OffersDocument, options);
        }
// @ts-ignore
export function useOffersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OffersQuery, OffersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OffersQuery, OffersQueryVariables>;
export function useOffersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OffersQuery, OffersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OffersQuery | undefined, OffersQueryVariables>;
export function useOffersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OffersQuery, OffersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OffersQuery, OffersQueryVariables>(OffersDocument, options);
        }
export type OffersQueryHookResult = ReturnType<typeof useOffersQuery>;
export type OffersLazyQueryHookResult = ReturnType<typeof useOffersLazyQuery>;
export type OffersSuspenseQueryHookResult = ReturnType<typeof useOffersSuspenseQuery>;
export type OffersQueryResult = ApolloReactCommon.QueryResult<OffersQuery, OffersQueryVariables>;
export const OfferDocument = gql`
    query Offer($id: Int!) {
  offer(id: $id) {
    ...OfferFields
  }
}
    ${OfferFieldsFragmentDoc}`;

/**
 * __useOfferQuery__
 *
 * To run a query within a React component, call `useOfferQuery` and pass it any options that fit your needs.
 * When your component renders, `useOfferQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOfferQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useOfferQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OfferQuery, OfferQueryVariables> & ({ variables: OfferQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OfferQuery, OfferQueryVariables>(OfferDocument, options);
      }
export function useOfferLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OfferQuery, OfferQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OfferQuery, OfferQueryVariables>(OfferDocument, options);
        }
// @ts-ignore
export function useOfferSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OfferQuery, OfferQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OfferQuery, OfferQueryVariables>;
export function useOfferSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OfferQuery, OfferQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OfferQuery | undefined, OfferQueryVariables>;
export function useOfferSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OfferQuery, OfferQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OfferQuery, OfferQueryVariables>(OfferDocument, options);
        }
export type OfferQueryHookResult = ReturnType<typeof useOfferQuery>;
export type OfferLazyQueryHookResult = ReturnType<typeof useOfferLazyQuery>;
export type OfferSuspenseQueryHookResult = ReturnType<typeof useOfferSuspenseQuery>;
export type OfferQueryResult = ApolloReactCommon.QueryResult<OfferQuery, OfferQueryVariables>;
export const CreateOfferDocument = gql`
    mutation CreateOffer($input: OfferInput!) {
  createOffer(input: $input) {
    ...OfferFields
  }
}
    ${OfferFieldsFragmentDoc}`;
export type CreateOfferMutationFn = ApolloReactCommon.MutationFunction<CreateOfferMutation, CreateOfferMutationVariables>;

/**
 * __useCreateOfferMutation__
 *
 * To run a mutation, you first call `useCreateOfferMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateOfferMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createOfferMutation, { data, loading, error }] = useCreateOfferMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateOfferMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateOfferMutation, CreateOfferMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateOfferMutation, CreateOfferMutationVariables>(CreateOfferDocument, options);
      }
export type CreateOfferMutationHookResult = ReturnType<typeof useCreateOfferMutation>;
export type CreateOfferMutationResult = ApolloReactCommon.MutationResult<CreateOfferMutation>;
export type CreateOfferMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateOfferMutation, CreateOfferMutationVariables>;
export const UpdateOfferDocument = gql`
    mutation UpdateOffer($id: Int!, $input: OfferInput!) {
  updateOffer(id: $id, input: $input) {
    ...OfferFields
  }
}
    ${OfferFieldsFragmentDoc}`;
export type UpdateOfferMutationFn = ApolloReactCommon.MutationFunction<UpdateOfferMutation, UpdateOfferMutationVariables>;

/**
 * __useUpdateOfferMutation__
 *
 * To run a mutation, you first call `useUpdateOfferMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateOfferMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateOfferMutation, { data, loading, error }] = useUpdateOfferMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateOfferMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateOfferMutation, UpdateOfferMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateOfferMutation, UpdateOfferMutationVariables>(UpdateOfferDocument, options);
      }
export type UpdateOfferMutationHookResult = ReturnType<typeof useUpdateOfferMutation>;
export type UpdateOfferMutationResult = ApolloReactCommon.MutationResult<UpdateOfferMutation>;
export type UpdateOfferMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateOfferMutation, UpdateOfferMutationVariables>;
export const DeleteOfferDocument = gql`
    mutation DeleteOffer($id: Int!) {
  deleteOffer(id: $id) {
    success
    message
  }
}
    `;
export type DeleteOfferMutationFn = ApolloReactCommon.MutationFunction<DeleteOfferMutation, DeleteOfferMutationVariables>;

/**
 * __useDeleteOfferMutation__
 *
 * To run a mutation, you first call `useDeleteOfferMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteOfferMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteOfferMutation, { data, loading, error }] = useDeleteOfferMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteOfferMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteOfferMutation, DeleteOfferMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteOfferMutation, DeleteOfferMutationVariables>(DeleteOfferDocument, options);
      }
export type DeleteOfferMutationHookResult = ReturnType<typeof useDeleteOfferMutation>;
export type DeleteOfferMutationResult = ApolloReactCommon.MutationResult<DeleteOfferMutation>;
export type DeleteOfferMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteOfferMutation, DeleteOfferMutationVariables>;
export const MyBookingsDocument = gql`
    query MyBookings($page: Int, $pageSize: Int) {
  myBookings(page: $page, pageSize: $pageSize) {
    total
    page
    pageSize
    items {
      ...BookingFields
    }
  }
}
    ${BookingFieldsFragmentDoc}`;

/**
 * __useMyBookingsQuery__
 *
 * To run a query within a React component, call `useMyBookingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyBookingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyBookingsQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useMyBookingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyBookingsQuery, MyBookingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyBookingsQuery, MyBookingsQueryVariables>(MyBookingsDocument, options);
      }
export function useMyBookingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyBookingsQuery, MyBookingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyBookingsQuery, MyBookingsQueryVariables>(MyBookingsDocument, options);
        }
// @ts-ignore
export function useMyBookingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyBookingsQuery, MyBookingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyBookingsQuery, MyBookingsQueryVariables>;
export function useMyBookingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyBookingsQuery, MyBookingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyBookingsQuery | undefined, MyBookingsQueryVariables>;
export function useMyBookingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyBookingsQuery, MyBookingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyBookingsQuery, MyBookingsQueryVariables>(MyBookingsDocument, options);
        }
export type MyBookingsQueryHookResult = ReturnType<typeof useMyBookingsQuery>;
export type MyBookingsLazyQueryHookResult = ReturnType<typeof useMyBookingsLazyQuery>;
export type MyBookingsSuspenseQueryHookResult = ReturnType<typeof useMyBookingsSuspenseQuery>;
export type MyBookingsQueryResult = ApolloReactCommon.QueryResult<MyBookingsQuery, MyBookingsQueryVariables>;
export const CreateBookingDocument = gql`
    mutation CreateBooking($input: BookingInput!) {
  createBooking(input: $input) {
    ...BookingFields
  }
}
    ${BookingFieldsFragmentDoc}`;
export type CreateBookingMutationFn = ApolloReactCommon.MutationFunction<CreateBookingMutation, CreateBookingMutationVariables>;

/**
 * __useCreateBookingMutation__
 *
 * To run a mutation, you first call `useCreateBookingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateBookingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createBookingMutation, { data, loading, error }] = useCreateBookingMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateBookingMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateBookingMutation, CreateBookingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateBookingMutation, CreateBookingMutationVariables>(CreateBookingDocument, options);
      }
export type CreateBookingMutationHookResult = ReturnType<typeof useCreateBookingMutation>;
export type CreateBookingMutationResult = ApolloReactCommon.MutationResult<CreateBookingMutation>;
export type CreateBookingMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateBookingMutation, CreateBookingMutationVariables>;
export const AdminBookingsDocument = gql`
    query AdminBookings($status: BookingState, $page: Int, $pageSize: Int) {
  bookings(status: $status, page: $page, pageSize: $pageSize) {
    total
    page
    pageSize
    items {
      ...BookingFields
      member {
        id
        username
        fullname
      }
    }
  }
}
    ${BookingFieldsFragmentDoc}`;

/**
 * __useAdminBookingsQuery__
 *
 * To run a query within a React component, call `useAdminBookingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminBookingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminBookingsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminBookingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminBookingsQuery, AdminBookingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminBookingsQuery, AdminBookingsQueryVariables>(AdminBookingsDocument, options);
      }
export function useAdminBookingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminBookingsQuery, AdminBookingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminBookingsQuery, AdminBookingsQueryVariables>(AdminBookingsDocument, options);
        }
// @ts-ignore
export function useAdminBookingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminBookingsQuery, AdminBookingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminBookingsQuery, AdminBookingsQueryVariables>;
export function useAdminBookingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminBookingsQuery, AdminBookingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminBookingsQuery | undefined, AdminBookingsQueryVariables>;
export function useAdminBookingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminBookingsQuery, AdminBookingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminBookingsQuery, AdminBookingsQueryVariables>(AdminBookingsDocument, options);
        }
export type AdminBookingsQueryHookResult = ReturnType<typeof useAdminBookingsQuery>;
export type AdminBookingsLazyQueryHookResult = ReturnType<typeof useAdminBookingsLazyQuery>;
export type AdminBookingsSuspenseQueryHookResult = ReturnType<typeof useAdminBookingsSuspenseQuery>;
export type AdminBookingsQueryResult = ApolloReactCommon.QueryResult<AdminBookingsQuery, AdminBookingsQueryVariables>;
export const UpdateBookingDocument = gql`
    mutation UpdateBooking($id: Int!, $status: BookingDecision!) {
  updateBooking(id: $id, status: $status) {
    ...BookingFields
  }
}
    ${BookingFieldsFragmentDoc}`;
export type UpdateBookingMutationFn = ApolloReactCommon.MutationFunction<UpdateBookingMutation, UpdateBookingMutationVariables>;

/**
 * __useUpdateBookingMutation__
 *
 * To run a mutation, you first call `useUpdateBookingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateBookingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateBookingMutation, { data, loading, error }] = useUpdateBookingMutation({
 *   variables: {
 *      id: // value for 'id'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useUpdateBookingMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateBookingMutation, UpdateBookingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateBookingMutation, UpdateBookingMutationVariables>(UpdateBookingDocument, options);
      }
export type UpdateBookingMutationHookResult = ReturnType<typeof useUpdateBookingMutation>;
export type UpdateBookingMutationResult = ApolloReactCommon.MutationResult<UpdateBookingMutation>;
export type UpdateBookingMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateBookingMutation, UpdateBookingMutationVariables>;
export const MyIncomeDocument = gql`
    query MyIncome($days: Int) {
  myIncome(days: $days) {
    from
    today
    totals {
      ...IncomeKindAmountFields
    }
    totalEarning
    todayTotals {
      ...IncomeKindAmountFields
    }
    days {
      day
      kind
      amount
    }
    limit
    capTotal
    earned
  }
}
    ${IncomeKindAmountFieldsFragmentDoc}`;

/**
 * __useMyIncomeQuery__
 *
 * To run a query within a React component, call `useMyIncomeQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyIncomeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyIncomeQuery({
 *   variables: {
 *      days: // value for 'days'
 *   },
 * });
 */
export function useMyIncomeQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyIncomeQuery, MyIncomeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyIncomeQuery, MyIncomeQueryVariables>(MyIncomeDocument, options);
      }
export function useMyIncomeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyIncomeQuery, MyIncomeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyIncomeQuery, MyIncomeQueryVariables>(MyIncomeDocument, options);
        }
// @ts-ignore
export function useMyIncomeSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyIncomeQuery, MyIncomeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyIncomeQuery, MyIncomeQueryVariables>;
export function useMyIncomeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyIncomeQuery, MyIncomeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyIncomeQuery | undefined, MyIncomeQueryVariables>;
export function useMyIncomeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyIncomeQuery, MyIncomeQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyIncomeQuery, MyIncomeQueryVariables>(MyIncomeDocument, options);
        }
export type MyIncomeQueryHookResult = ReturnType<typeof useMyIncomeQuery>;
export type MyIncomeLazyQueryHookResult = ReturnType<typeof useMyIncomeLazyQuery>;
export type MyIncomeSuspenseQueryHookResult = ReturnType<typeof useMyIncomeSuspenseQuery>;
export type MyIncomeQueryResult = ApolloReactCommon.QueryResult<MyIncomeQuery, MyIncomeQueryVariables>;
export const LevelIncomeExplanationDocument = gql`
    query LevelIncomeExplanation($date: String!, $memberId: Int) {
  levelIncomeExplanation(date: $date, memberId: $memberId) {
    memberId
    day
    amount
    credited
    sources
    lines {
      level
      rate
      sources
      base
      share
    }
  }
}
    `;

/**
 * __useLevelIncomeExplanationQuery__
 *
 * To run a query within a React component, call `useLevelIncomeExplanationQuery` and pass it any options that fit your needs.
 * When your component renders, `useLevelIncomeExplanationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLevelIncomeExplanationQuery({
 *   variables: {
 *      date: // value for 'date'
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useLevelIncomeExplanationQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LevelIncomeExplanationQuery, LevelIncomeExplanationQueryVariables> & ({ variables: LevelIncomeExplanationQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LevelIncomeExplanationQuery, LevelIncomeExplanationQueryVariables>(LevelIncomeExplanationDocument, options);
      }
export function useLevelIncomeExplanationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LevelIncomeExplanationQuery, LevelIncomeExplanationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LevelIncomeExplanationQuery, LevelIncomeExplanationQueryVariables>(LevelIncomeExplanationDocument, options);
        }
// @ts-ignore
export function useLevelIncomeExplanationSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LevelIncomeExplanationQuery, LevelIncomeExplanationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LevelIncomeExplanationQuery, LevelIncomeExplanationQueryVariables>;
export function useLevelIncomeExplanationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LevelIncomeExplanationQuery, LevelIncomeExplanationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LevelIncomeExplanationQuery | undefined, LevelIncomeExplanationQueryVariables>;
export function useLevelIncomeExplanationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LevelIncomeExplanationQuery, LevelIncomeExplanationQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LevelIncomeExplanationQuery, LevelIncomeExplanationQueryVariables>(LevelIncomeExplanationDocument, options);
        }
export type LevelIncomeExplanationQueryHookResult = ReturnType<typeof useLevelIncomeExplanationQuery>;
export type LevelIncomeExplanationLazyQueryHookResult = ReturnType<typeof useLevelIncomeExplanationLazyQuery>;
export type LevelIncomeExplanationSuspenseQueryHookResult = ReturnType<typeof useLevelIncomeExplanationSuspenseQuery>;
export type LevelIncomeExplanationQueryResult = ApolloReactCommon.QueryResult<LevelIncomeExplanationQuery, LevelIncomeExplanationQueryVariables>;
export const IncomeReportDocument = gql`
    query IncomeReport($from: String!, $to: String!) {
  incomeReport(from: $from, to: $to) {
    day
    kind
    amount
    members
  }
}
    `;

/**
 * __useIncomeReportQuery__
 *
 * To run a query within a React component, call `useIncomeReportQuery` and pass it any options that fit your needs.
 * When your component renders, `useIncomeReportQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useIncomeReportQuery({
 *   variables: {
 *      from: // value for 'from'
 *      to: // value for 'to'
 *   },
 * });
 */
export function useIncomeReportQuery(baseOptions: ApolloReactHooks.QueryHookOptions<IncomeReportQuery, IncomeReportQueryVariables> & ({ variables: IncomeReportQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<IncomeReportQuery, IncomeReportQueryVariables>(IncomeReportDocument, options);
      }
export function useIncomeReportLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<IncomeReportQuery, IncomeReportQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<IncomeReportQuery, IncomeReportQueryVariables>(IncomeReportDocument, options);
        }
// @ts-ignore
export function useIncomeReportSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<IncomeReportQuery, IncomeReportQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<IncomeReportQuery, IncomeReportQueryVariables>;
export function useIncomeReportSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<IncomeReportQuery, IncomeReportQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<IncomeReportQuery | undefined, IncomeReportQueryVariables>;
export function useIncomeReportSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<IncomeReportQuery, IncomeReportQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<IncomeReportQuery, IncomeReportQueryVariables>(IncomeReportDocument, options);
        }
export type IncomeReportQueryHookResult = ReturnType<typeof useIncomeReportQuery>;
export type IncomeReportLazyQueryHookResult = ReturnType<typeof useIncomeReportLazyQuery>;
export type IncomeReportSuspenseQueryHookResult = ReturnType<typeof useIncomeReportSuspenseQuery>;
export type IncomeReportQueryResult = ApolloReactCommon.QueryResult<IncomeReportQuery, IncomeReportQueryVariables>;
export const DailyRunChangedDocument = gql`
    subscription DailyRunChanged {
  dailyRunChanged {
    ...JobStepFields
  }
}
    ${JobStepFieldsFragmentDoc}`;

/**
 * __useDailyRunChangedSubscription__
 *
 * To run a query within a React component, call `useDailyRunChangedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useDailyRunChangedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDailyRunChangedSubscription({
 *   variables: {
 *   },
 * });
 */
export function useDailyRunChangedSubscription(baseOptions?: ApolloReactHooks.SubscriptionHookOptions<DailyRunChangedSubscription, DailyRunChangedSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<DailyRunChangedSubscription, DailyRunChangedSubscriptionVariables>(DailyRunChangedDocument, options);
      }
export type DailyRunChangedSubscriptionHookResult = ReturnType<typeof useDailyRunChangedSubscription>;
export type DailyRunChangedSubscriptionResult = ApolloReactCommon.SubscriptionResult<DailyRunChangedSubscription>;
export const DailyRunsDocument = gql`
    query DailyRuns($limit: Int) {
  dailyRuns(limit: $limit) {
    ...DailyRunFields
  }
}
    ${DailyRunFieldsFragmentDoc}`;

/**
 * __useDailyRunsQuery__
 *
 * To run a query within a React component, call `useDailyRunsQuery` and pass it any options that fit your needs.
 * When your component renders, `useDailyRunsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDailyRunsQuery({
 *   variables: {
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useDailyRunsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DailyRunsQuery, DailyRunsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DailyRunsQuery, DailyRunsQueryVariables>(DailyRunsDocument, options);
      }
export function useDailyRunsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DailyRunsQuery, DailyRunsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DailyRunsQuery, DailyRunsQueryVariables>(DailyRunsDocument, options);
        }
// @ts-ignore
export function useDailyRunsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DailyRunsQuery, DailyRunsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DailyRunsQuery, DailyRunsQueryVariables>;
export function useDailyRunsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DailyRunsQuery, DailyRunsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DailyRunsQuery | undefined, DailyRunsQueryVariables>;
export function useDailyRunsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DailyRunsQuery, DailyRunsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DailyRunsQuery, DailyRunsQueryVariables>(DailyRunsDocument, options);
        }
export type DailyRunsQueryHookResult = ReturnType<typeof useDailyRunsQuery>;
export type DailyRunsLazyQueryHookResult = ReturnType<typeof useDailyRunsLazyQuery>;
export type DailyRunsSuspenseQueryHookResult = ReturnType<typeof useDailyRunsSuspenseQuery>;
export type DailyRunsQueryResult = ApolloReactCommon.QueryResult<DailyRunsQuery, DailyRunsQueryVariables>;
export const PreviewDayDocument = gql`
    query PreviewDay($date: String!) {
  previewDay(date: $date) {
    day
    totals {
      kind
      amount
      members
    }
    topEarners {
      memberId
      amount
    }
  }
}
    `;

/**
 * __usePreviewDayQuery__
 *
 * To run a query within a React component, call `usePreviewDayQuery` and pass it any options that fit your needs.
 * When your component renders, `usePreviewDayQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePreviewDayQuery({
 *   variables: {
 *      date: // value for 'date'
 *   },
 * });
 */
export function usePreviewDayQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PreviewDayQuery, PreviewDayQueryVariables> & ({ variables: PreviewDayQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PreviewDayQuery, PreviewDayQueryVariables>(PreviewDayDocument, options);
      }
export function usePreviewDayLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PreviewDayQuery, PreviewDayQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PreviewDayQuery, PreviewDayQueryVariables>(PreviewDayDocument, options);
        }
// @ts-ignore
export function usePreviewDaySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PreviewDayQuery, PreviewDayQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PreviewDayQuery, PreviewDayQueryVariables>;
export function usePreviewDaySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PreviewDayQuery, PreviewDayQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PreviewDayQuery | undefined, PreviewDayQueryVariables>;
export function usePreviewDaySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PreviewDayQuery, PreviewDayQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PreviewDayQuery, PreviewDayQueryVariables>(PreviewDayDocument, options);
        }
export type PreviewDayQueryHookResult = ReturnType<typeof usePreviewDayQuery>;
export type PreviewDayLazyQueryHookResult = ReturnType<typeof usePreviewDayLazyQuery>;
export type PreviewDaySuspenseQueryHookResult = ReturnType<typeof usePreviewDaySuspenseQuery>;
export type PreviewDayQueryResult = ApolloReactCommon.QueryResult<PreviewDayQuery, PreviewDayQueryVariables>;
export const RunDayDocument = gql`
    mutation RunDay($date: String!) {
  runDay(date: $date) {
    ...DailyRunFields
  }
}
    ${DailyRunFieldsFragmentDoc}`;
export type RunDayMutationFn = ApolloReactCommon.MutationFunction<RunDayMutation, RunDayMutationVariables>;

/**
 * __useRunDayMutation__
 *
 * To run a mutation, you first call `useRunDayMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRunDayMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [runDayMutation, { data, loading, error }] = useRunDayMutation({
 *   variables: {
 *      date: // value for 'date'
 *   },
 * });
 */
export function useRunDayMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RunDayMutation, RunDayMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RunDayMutation, RunDayMutationVariables>(RunDayDocument, options);
      }
export type RunDayMutationHookResult = ReturnType<typeof useRunDayMutation>;
export type RunDayMutationResult = ApolloReactCommon.MutationResult<RunDayMutation>;
export type RunDayMutationOptions = ApolloReactCommon.BaseMutationOptions<RunDayMutation, RunDayMutationVariables>;
export const MyIncomeTotalsDocument = gql`
    query MyIncomeTotals {
  me {
    id
    totals {
      ...MyTotalsFields
    }
  }
}
    ${MyTotalsFieldsFragmentDoc}`;

/**
 * __useMyIncomeTotalsQuery__
 *
 * To run a query within a React component, call `useMyIncomeTotalsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyIncomeTotalsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyIncomeTotalsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyIncomeTotalsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyIncomeTotalsQuery, MyIncomeTotalsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyIncomeTotalsQuery, MyIncomeTotalsQueryVariables>(MyIncomeTotalsDocument, options);
      }
export function useMyIncomeTotalsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyIncomeTotalsQuery, MyIncomeTotalsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyIncomeTotalsQuery, MyIncomeTotalsQueryVariables>(MyIncomeTotalsDocument, options);
        }
// @ts-ignore
export function useMyIncomeTotalsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyIncomeTotalsQuery, MyIncomeTotalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyIncomeTotalsQuery, MyIncomeTotalsQueryVariables>;
export function useMyIncomeTotalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyIncomeTotalsQuery, MyIncomeTotalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyIncomeTotalsQuery | undefined, MyIncomeTotalsQueryVariables>;
export function useMyIncomeTotalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyIncomeTotalsQuery, MyIncomeTotalsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyIncomeTotalsQuery, MyIncomeTotalsQueryVariables>(MyIncomeTotalsDocument, options);
        }
export type MyIncomeTotalsQueryHookResult = ReturnType<typeof useMyIncomeTotalsQuery>;
export type MyIncomeTotalsLazyQueryHookResult = ReturnType<typeof useMyIncomeTotalsLazyQuery>;
export type MyIncomeTotalsSuspenseQueryHookResult = ReturnType<typeof useMyIncomeTotalsSuspenseQuery>;
export type MyIncomeTotalsQueryResult = ApolloReactCommon.QueryResult<MyIncomeTotalsQuery, MyIncomeTotalsQueryVariables>;
export const MyWalletsDocument = gql`
    query MyWallets {
  me {
    ...MyWalletBalances
  }
}
    ${MyWalletBalancesFragmentDoc}`;

/**
 * __useMyWalletsQuery__
 *
 * To run a query within a React component, call `useMyWalletsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyWalletsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyWalletsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyWalletsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyWalletsQuery, MyWalletsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyWalletsQuery, MyWalletsQueryVariables>(MyWalletsDocument, options);
      }
export function useMyWalletsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyWalletsQuery, MyWalletsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyWalletsQuery, MyWalletsQueryVariables>(MyWalletsDocument, options);
        }
// @ts-ignore
export function useMyWalletsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyWalletsQuery, MyWalletsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyWalletsQuery, MyWalletsQueryVariables>;
export function useMyWalletsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyWalletsQuery, MyWalletsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyWalletsQuery | undefined, MyWalletsQueryVariables>;
export function useMyWalletsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyWalletsQuery, MyWalletsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyWalletsQuery, MyWalletsQueryVariables>(MyWalletsDocument, options);
        }
export type MyWalletsQueryHookResult = ReturnType<typeof useMyWalletsQuery>;
export type MyWalletsLazyQueryHookResult = ReturnType<typeof useMyWalletsLazyQuery>;
export type MyWalletsSuspenseQueryHookResult = ReturnType<typeof useMyWalletsSuspenseQuery>;
export type MyWalletsQueryResult = ApolloReactCommon.QueryResult<MyWalletsQuery, MyWalletsQueryVariables>;
export const MyWalletChangedDocument = gql`
    subscription MyWalletChanged {
  walletChanged {
    memberId
    active
    income
    roi
    compound
  }
}
    `;

/**
 * __useMyWalletChangedSubscription__
 *
 * To run a query within a React component, call `useMyWalletChangedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useMyWalletChangedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyWalletChangedSubscription({
 *   variables: {
 *   },
 * });
 */
export function useMyWalletChangedSubscription(baseOptions?: ApolloReactHooks.SubscriptionHookOptions<MyWalletChangedSubscription, MyWalletChangedSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<MyWalletChangedSubscription, MyWalletChangedSubscriptionVariables>(MyWalletChangedDocument, options);
      }
export type MyWalletChangedSubscriptionHookResult = ReturnType<typeof useMyWalletChangedSubscription>;
export type MyWalletChangedSubscriptionResult = ApolloReactCommon.SubscriptionResult<MyWalletChangedSubscription>;
export const MyDashboardDocument = gql`
    query MyDashboard {
  me {
    ...MyWalletBalances
    username
    fullname
    email
    referralCode
    isActive
    emailVerified
    status
    activationDate
    createdAt
    totals {
      ...MyTotalsFields
    }
    team {
      team
      directs
      activeDirects
    }
    sponsor {
      id
      username
      fullname
      referralCode
      isActive
      status
    }
  }
}
    ${MyWalletBalancesFragmentDoc}
${MyTotalsFieldsFragmentDoc}`;

/**
 * __useMyDashboardQuery__
 *
 * To run a query within a React component, call `useMyDashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyDashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyDashboardQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyDashboardQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyDashboardQuery, MyDashboardQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyDashboardQuery, MyDashboardQueryVariables>(MyDashboardDocument, options);
      }
export function useMyDashboardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyDashboardQuery, MyDashboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyDashboardQuery, MyDashboardQueryVariables>(MyDashboardDocument, options);
        }
// @ts-ignore
export function useMyDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyDashboardQuery, MyDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyDashboardQuery, MyDashboardQueryVariables>;
export function useMyDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyDashboardQuery, MyDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyDashboardQuery | undefined, MyDashboardQueryVariables>;
export function useMyDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyDashboardQuery, MyDashboardQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyDashboardQuery, MyDashboardQueryVariables>(MyDashboardDocument, options);
        }
export type MyDashboardQueryHookResult = ReturnType<typeof useMyDashboardQuery>;
export type MyDashboardLazyQueryHookResult = ReturnType<typeof useMyDashboardLazyQuery>;
export type MyDashboardSuspenseQueryHookResult = ReturnType<typeof useMyDashboardSuspenseQuery>;
export type MyDashboardQueryResult = ApolloReactCommon.QueryResult<MyDashboardQuery, MyDashboardQueryVariables>;
export const MyProfileDocument = gql`
    query MyProfile {
  me {
    id
    withdrawalHoldUntil
    username
    fullname
    email
    phone
    referralCode
    bep20
    trc20
    isActive
    emailVerified
    status
    createdAt
    activationDate
    sponsor {
      id
      username
      fullname
      referralCode
      isActive
      status
    }
  }
}
    `;

/**
 * __useMyProfileQuery__
 *
 * To run a query within a React component, call `useMyProfileQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyProfileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyProfileQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyProfileQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyProfileQuery, MyProfileQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyProfileQuery, MyProfileQueryVariables>(MyProfileDocument, options);
      }
export function useMyProfileLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyProfileQuery, MyProfileQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyProfileQuery, MyProfileQueryVariables>(MyProfileDocument, options);
        }
// @ts-ignore
export function useMyProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyProfileQuery, MyProfileQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyProfileQuery, MyProfileQueryVariables>;
export function useMyProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyProfileQuery, MyProfileQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyProfileQuery | undefined, MyProfileQueryVariables>;
export function useMyProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyProfileQuery, MyProfileQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyProfileQuery, MyProfileQueryVariables>(MyProfileDocument, options);
        }
export type MyProfileQueryHookResult = ReturnType<typeof useMyProfileQuery>;
export type MyProfileLazyQueryHookResult = ReturnType<typeof useMyProfileLazyQuery>;
export type MyProfileSuspenseQueryHookResult = ReturnType<typeof useMyProfileSuspenseQuery>;
export type MyProfileQueryResult = ApolloReactCommon.QueryResult<MyProfileQuery, MyProfileQueryVariables>;
export const UpdateMyProfileDocument = gql`
    mutation UpdateMyProfile($input: ProfileInput!) {
  updateProfile(input: $input) {
    id
    fullname
    phone
    email
    emailVerified
    bep20
    trc20
  }
}
    `;
export type UpdateMyProfileMutationFn = ApolloReactCommon.MutationFunction<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>;

/**
 * __useUpdateMyProfileMutation__
 *
 * To run a mutation, you first call `useUpdateMyProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateMyProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateMyProfileMutation, { data, loading, error }] = useUpdateMyProfileMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateMyProfileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>(UpdateMyProfileDocument, options);
      }
export type UpdateMyProfileMutationHookResult = ReturnType<typeof useUpdateMyProfileMutation>;
export type UpdateMyProfileMutationResult = ApolloReactCommon.MutationResult<UpdateMyProfileMutation>;
export type UpdateMyProfileMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>;
export const FindMemberByRefDocument = gql`
    query FindMemberByRef($query: String!) {
  findMember(query: $query) {
    id
    username
    fullname
    referralCode
    isActive
    status
  }
}
    `;

/**
 * __useFindMemberByRefQuery__
 *
 * To run a query within a React component, call `useFindMemberByRefQuery` and pass it any options that fit your needs.
 * When your component renders, `useFindMemberByRefQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFindMemberByRefQuery({
 *   variables: {
 *      query: // value for 'query'
 *   },
 * });
 */
export function useFindMemberByRefQuery(baseOptions: ApolloReactHooks.QueryHookOptions<FindMemberByRefQuery, FindMemberByRefQueryVariables> & ({ variables: FindMemberByRefQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<FindMemberByRefQuery, FindMemberByRefQueryVariables>(FindMemberByRefDocument, options);
      }
export function useFindMemberByRefLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FindMemberByRefQuery, FindMemberByRefQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<FindMemberByRefQuery, FindMemberByRefQueryVariables>(FindMemberByRefDocument, options);
        }
// @ts-ignore
export function useFindMemberByRefSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FindMemberByRefQuery, FindMemberByRefQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FindMemberByRefQuery, FindMemberByRefQueryVariables>;
export function useFindMemberByRefSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FindMemberByRefQuery, FindMemberByRefQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FindMemberByRefQuery | undefined, FindMemberByRefQueryVariables>;
export function useFindMemberByRefSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FindMemberByRefQuery, FindMemberByRefQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<FindMemberByRefQuery, FindMemberByRefQueryVariables>(FindMemberByRefDocument, options);
        }
export type FindMemberByRefQueryHookResult = ReturnType<typeof useFindMemberByRefQuery>;
export type FindMemberByRefLazyQueryHookResult = ReturnType<typeof useFindMemberByRefLazyQuery>;
export type FindMemberByRefSuspenseQueryHookResult = ReturnType<typeof useFindMemberByRefSuspenseQuery>;
export type FindMemberByRefQueryResult = ApolloReactCommon.QueryResult<FindMemberByRefQuery, FindMemberByRefQueryVariables>;
export const ChangeMyEmailDocument = gql`
    mutation ChangeMyEmail($email: String!, $currentPassword: String!) {
  updateProfile(input: {email: $email, currentPassword: $currentPassword}) {
    id
    email
    emailVerified
    withdrawalHoldUntil
  }
}
    `;
export type ChangeMyEmailMutationFn = ApolloReactCommon.MutationFunction<ChangeMyEmailMutation, ChangeMyEmailMutationVariables>;

/**
 * __useChangeMyEmailMutation__
 *
 * To run a mutation, you first call `useChangeMyEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangeMyEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changeMyEmailMutation, { data, loading, error }] = useChangeMyEmailMutation({
 *   variables: {
 *      email: // value for 'email'
 *      currentPassword: // value for 'currentPassword'
 *   },
 * });
 */
export function useChangeMyEmailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ChangeMyEmailMutation, ChangeMyEmailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ChangeMyEmailMutation, ChangeMyEmailMutationVariables>(ChangeMyEmailDocument, options);
      }
export type ChangeMyEmailMutationHookResult = ReturnType<typeof useChangeMyEmailMutation>;
export type ChangeMyEmailMutationResult = ApolloReactCommon.MutationResult<ChangeMyEmailMutation>;
export type ChangeMyEmailMutationOptions = ApolloReactCommon.BaseMutationOptions<ChangeMyEmailMutation, ChangeMyEmailMutationVariables>;
export const MemberSendOtpDocument = gql`
    mutation MemberSendOtp {
  sendOtp {
    success
    message
  }
}
    `;
export type MemberSendOtpMutationFn = ApolloReactCommon.MutationFunction<MemberSendOtpMutation, MemberSendOtpMutationVariables>;

/**
 * __useMemberSendOtpMutation__
 *
 * To run a mutation, you first call `useMemberSendOtpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMemberSendOtpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [memberSendOtpMutation, { data, loading, error }] = useMemberSendOtpMutation({
 *   variables: {
 *   },
 * });
 */
export function useMemberSendOtpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MemberSendOtpMutation, MemberSendOtpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MemberSendOtpMutation, MemberSendOtpMutationVariables>(MemberSendOtpDocument, options);
      }
export type MemberSendOtpMutationHookResult = ReturnType<typeof useMemberSendOtpMutation>;
export type MemberSendOtpMutationResult = ApolloReactCommon.MutationResult<MemberSendOtpMutation>;
export type MemberSendOtpMutationOptions = ApolloReactCommon.BaseMutationOptions<MemberSendOtpMutation, MemberSendOtpMutationVariables>;
export const MemberVerifyOtpDocument = gql`
    mutation MemberVerifyOtp($otp: String!) {
  verifyOtp(otp: $otp) {
    verified
    message
  }
}
    `;
export type MemberVerifyOtpMutationFn = ApolloReactCommon.MutationFunction<MemberVerifyOtpMutation, MemberVerifyOtpMutationVariables>;

/**
 * __useMemberVerifyOtpMutation__
 *
 * To run a mutation, you first call `useMemberVerifyOtpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMemberVerifyOtpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [memberVerifyOtpMutation, { data, loading, error }] = useMemberVerifyOtpMutation({
 *   variables: {
 *      otp: // value for 'otp'
 *   },
 * });
 */
export function useMemberVerifyOtpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MemberVerifyOtpMutation, MemberVerifyOtpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MemberVerifyOtpMutation, MemberVerifyOtpMutationVariables>(MemberVerifyOtpDocument, options);
      }
export type MemberVerifyOtpMutationHookResult = ReturnType<typeof useMemberVerifyOtpMutation>;
export type MemberVerifyOtpMutationResult = ApolloReactCommon.MutationResult<MemberVerifyOtpMutation>;
export type MemberVerifyOtpMutationOptions = ApolloReactCommon.BaseMutationOptions<MemberVerifyOtpMutation, MemberVerifyOtpMutationVariables>;
export const MemberDepositAddressesDocument = gql`
    query MemberDepositAddresses {
  depositAddresses {
    id
    bep20
    trc20
    active
    createdAt
  }
}
    `;

/**
 * __useMemberDepositAddressesQuery__
 *
 * To run a query within a React component, call `useMemberDepositAddressesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberDepositAddressesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberDepositAddressesQuery({
 *   variables: {
 *   },
 * });
 */
export function useMemberDepositAddressesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MemberDepositAddressesQuery, MemberDepositAddressesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberDepositAddressesQuery, MemberDepositAddressesQueryVariables>(MemberDepositAddressesDocument, options);
      }
export function useMemberDepositAddressesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberDepositAddressesQuery, MemberDepositAddressesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberDepositAddressesQuery, MemberDepositAddressesQueryVariables>(MemberDepositAddressesDocument, options);
        }
// @ts-ignore
export function useMemberDepositAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MemberDepositAddressesQuery, MemberDepositAddressesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MemberDepositAddressesQuery, MemberDepositAddressesQueryVariables>;
export function useMemberDepositAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MemberDepositAddressesQuery, MemberDepositAddressesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MemberDepositAddressesQuery | undefined, MemberDepositAddressesQueryVariables>;
export function useMemberDepositAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MemberDepositAddressesQuery, MemberDepositAddressesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MemberDepositAddressesQuery, MemberDepositAddressesQueryVariables>(MemberDepositAddressesDocument, options);
        }
export type MemberDepositAddressesQueryHookResult = ReturnType<typeof useMemberDepositAddressesQuery>;
export type MemberDepositAddressesLazyQueryHookResult = ReturnType<typeof useMemberDepositAddressesLazyQuery>;
export type MemberDepositAddressesSuspenseQueryHookResult = ReturnType<typeof useMemberDepositAddressesSuspenseQuery>;
export type MemberDepositAddressesQueryResult = ApolloReactCommon.QueryResult<MemberDepositAddressesQuery, MemberDepositAddressesQueryVariables>;
export const MyDepositsDocument = gql`
    query MyDeposits($page: Int!, $pageSize: Int!, $status: RecordStatus) {
  myDeposits(page: $page, pageSize: $pageSize, status: $status) {
    page
    pageSize
    total
    items {
      ...MyDepositFields
    }
  }
}
    ${MyDepositFieldsFragmentDoc}`;

/**
 * __useMyDepositsQuery__
 *
 * To run a query within a React component, call `useMyDepositsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyDepositsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyDepositsQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useMyDepositsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyDepositsQuery, MyDepositsQueryVariables> & ({ variables: MyDepositsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyDepositsQuery, MyDepositsQueryVariables>(MyDepositsDocument, options);
      }
export function useMyDepositsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyDepositsQuery, MyDepositsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyDepositsQuery, MyDepositsQueryVariables>(MyDepositsDocument, options);
        }
// @ts-ignore
export function useMyDepositsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyDepositsQuery, MyDepositsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyDepositsQuery, MyDepositsQueryVariables>;
export function useMyDepositsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyDepositsQuery, MyDepositsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyDepositsQuery | undefined, MyDepositsQueryVariables>;
export function useMyDepositsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyDepositsQuery, MyDepositsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyDepositsQuery, MyDepositsQueryVariables>(MyDepositsDocument, options);
        }
export type MyDepositsQueryHookResult = ReturnType<typeof useMyDepositsQuery>;
export type MyDepositsLazyQueryHookResult = ReturnType<typeof useMyDepositsLazyQuery>;
export type MyDepositsSuspenseQueryHookResult = ReturnType<typeof useMyDepositsSuspenseQuery>;
export type MyDepositsQueryResult = ApolloReactCommon.QueryResult<MyDepositsQuery, MyDepositsQueryVariables>;
export const CreateMyDepositDocument = gql`
    mutation CreateMyDeposit($input: CreateDepositInput!) {
  createDeposit(input: $input) {
    ...MyDepositFields
  }
}
    ${MyDepositFieldsFragmentDoc}`;
export type CreateMyDepositMutationFn = ApolloReactCommon.MutationFunction<CreateMyDepositMutation, CreateMyDepositMutationVariables>;

/**
 * __useCreateMyDepositMutation__
 *
 * To run a mutation, you first call `useCreateMyDepositMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateMyDepositMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createMyDepositMutation, { data, loading, error }] = useCreateMyDepositMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateMyDepositMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateMyDepositMutation, CreateMyDepositMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateMyDepositMutation, CreateMyDepositMutationVariables>(CreateMyDepositDocument, options);
      }
export type CreateMyDepositMutationHookResult = ReturnType<typeof useCreateMyDepositMutation>;
export type CreateMyDepositMutationResult = ApolloReactCommon.MutationResult<CreateMyDepositMutation>;
export type CreateMyDepositMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateMyDepositMutation, CreateMyDepositMutationVariables>;
export const MyWithdrawalQuoteDocument = gql`
    query MyWithdrawalQuote($kind: WithdrawalKind!, $amount: Money) {
  withdrawalQuote(kind: $kind, amount: $amount) {
    kind
    gross
    fee
    net
    feePercent
  }
}
    `;

/**
 * __useMyWithdrawalQuoteQuery__
 *
 * To run a query within a React component, call `useMyWithdrawalQuoteQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyWithdrawalQuoteQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyWithdrawalQuoteQuery({
 *   variables: {
 *      kind: // value for 'kind'
 *      amount: // value for 'amount'
 *   },
 * });
 */
export function useMyWithdrawalQuoteQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyWithdrawalQuoteQuery, MyWithdrawalQuoteQueryVariables> & ({ variables: MyWithdrawalQuoteQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyWithdrawalQuoteQuery, MyWithdrawalQuoteQueryVariables>(MyWithdrawalQuoteDocument, options);
      }
export function useMyWithdrawalQuoteLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyWithdrawalQuoteQuery, MyWithdrawalQuoteQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyWithdrawalQuoteQuery, MyWithdrawalQuoteQueryVariables>(MyWithdrawalQuoteDocument, options);
        }
// @ts-ignore
export function useMyWithdrawalQuoteSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyWithdrawalQuoteQuery, MyWithdrawalQuoteQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyWithdrawalQuoteQuery, MyWithdrawalQuoteQueryVariables>;
export function useMyWithdrawalQuoteSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyWithdrawalQuoteQuery, MyWithdrawalQuoteQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyWithdrawalQuoteQuery | undefined, MyWithdrawalQuoteQueryVariables>;
export function useMyWithdrawalQuoteSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyWithdrawalQuoteQuery, MyWithdrawalQuoteQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyWithdrawalQuoteQuery, MyWithdrawalQuoteQueryVariables>(MyWithdrawalQuoteDocument, options);
        }
export type MyWithdrawalQuoteQueryHookResult = ReturnType<typeof useMyWithdrawalQuoteQuery>;
export type MyWithdrawalQuoteLazyQueryHookResult = ReturnType<typeof useMyWithdrawalQuoteLazyQuery>;
export type MyWithdrawalQuoteSuspenseQueryHookResult = ReturnType<typeof useMyWithdrawalQuoteSuspenseQuery>;
export type MyWithdrawalQuoteQueryResult = ApolloReactCommon.QueryResult<MyWithdrawalQuoteQuery, MyWithdrawalQuoteQueryVariables>;
export const MyWithdrawalsDocument = gql`
    query MyWithdrawals($page: Int!, $pageSize: Int!, $status: RecordStatus, $kind: WithdrawalKind) {
  myWithdrawals(page: $page, pageSize: $pageSize, status: $status, kind: $kind) {
    page
    pageSize
    total
    items {
      ...MyWithdrawalFields
    }
  }
}
    ${MyWithdrawalFieldsFragmentDoc}`;

/**
 * __useMyWithdrawalsQuery__
 *
 * To run a query within a React component, call `useMyWithdrawalsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyWithdrawalsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyWithdrawalsQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *      status: // value for 'status'
 *      kind: // value for 'kind'
 *   },
 * });
 */
export function useMyWithdrawalsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyWithdrawalsQuery, MyWithdrawalsQueryVariables> & ({ variables: MyWithdrawalsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>(MyWithdrawalsDocument, options);
      }
export function useMyWithdrawalsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>(MyWithdrawalsDocument, options);
        }
// @ts-ignore
export function useMyWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>;
export function useMyWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyWithdrawalsQuery | undefined, MyWithdrawalsQueryVariables>;
export function useMyWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>(MyWithdrawalsDocument, options);
        }
export type MyWithdrawalsQueryHookResult = ReturnType<typeof useMyWithdrawalsQuery>;
export type MyWithdrawalsLazyQueryHookResult = ReturnType<typeof useMyWithdrawalsLazyQuery>;
export type MyWithdrawalsSuspenseQueryHookResult = ReturnType<typeof useMyWithdrawalsSuspenseQuery>;
export type MyWithdrawalsQueryResult = ApolloReactCommon.QueryResult<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>;
export const RequestMyWithdrawalDocument = gql`
    mutation RequestMyWithdrawal($input: WithdrawalRequestInput!) {
  requestWithdrawal(input: $input) {
    ...MyWithdrawalFields
  }
}
    ${MyWithdrawalFieldsFragmentDoc}`;
export type RequestMyWithdrawalMutationFn = ApolloReactCommon.MutationFunction<RequestMyWithdrawalMutation, RequestMyWithdrawalMutationVariables>;

/**
 * __useRequestMyWithdrawalMutation__
 *
 * To run a mutation, you first call `useRequestMyWithdrawalMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestMyWithdrawalMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestMyWithdrawalMutation, { data, loading, error }] = useRequestMyWithdrawalMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRequestMyWithdrawalMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestMyWithdrawalMutation, RequestMyWithdrawalMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestMyWithdrawalMutation, RequestMyWithdrawalMutationVariables>(RequestMyWithdrawalDocument, options);
      }
export type RequestMyWithdrawalMutationHookResult = ReturnType<typeof useRequestMyWithdrawalMutation>;
export type RequestMyWithdrawalMutationResult = ApolloReactCommon.MutationResult<RequestMyWithdrawalMutation>;
export type RequestMyWithdrawalMutationOptions = ApolloReactCommon.BaseMutationOptions<RequestMyWithdrawalMutation, RequestMyWithdrawalMutationVariables>;
export const CancelMyWithdrawalDocument = gql`
    mutation CancelMyWithdrawal($id: Int!) {
  cancelWithdrawal(id: $id) {
    ...MyWithdrawalFields
  }
}
    ${MyWithdrawalFieldsFragmentDoc}`;
export type CancelMyWithdrawalMutationFn = ApolloReactCommon.MutationFunction<CancelMyWithdrawalMutation, CancelMyWithdrawalMutationVariables>;

/**
 * __useCancelMyWithdrawalMutation__
 *
 * To run a mutation, you first call `useCancelMyWithdrawalMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelMyWithdrawalMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelMyWithdrawalMutation, { data, loading, error }] = useCancelMyWithdrawalMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCancelMyWithdrawalMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CancelMyWithdrawalMutation, CancelMyWithdrawalMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CancelMyWithdrawalMutation, CancelMyWithdrawalMutationVariables>(CancelMyWithdrawalDocument, options);
      }
export type CancelMyWithdrawalMutationHookResult = ReturnType<typeof useCancelMyWithdrawalMutation>;
export type CancelMyWithdrawalMutationResult = ApolloReactCommon.MutationResult<CancelMyWithdrawalMutation>;
export type CancelMyWithdrawalMutationOptions = ApolloReactCommon.BaseMutationOptions<CancelMyWithdrawalMutation, CancelMyWithdrawalMutationVariables>;
export const AddToCompoundDocument = gql`
    mutation AddToCompound($amount: Money!, $idempotencyKey: String!) {
  compound(amount: $amount, idempotencyKey: $idempotencyKey) {
    success
    message
  }
}
    `;
export type AddToCompoundMutationFn = ApolloReactCommon.MutationFunction<AddToCompoundMutation, AddToCompoundMutationVariables>;

/**
 * __useAddToCompoundMutation__
 *
 * To run a mutation, you first call `useAddToCompoundMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddToCompoundMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addToCompoundMutation, { data, loading, error }] = useAddToCompoundMutation({
 *   variables: {
 *      amount: // value for 'amount'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useAddToCompoundMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddToCompoundMutation, AddToCompoundMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddToCompoundMutation, AddToCompoundMutationVariables>(AddToCompoundDocument, options);
      }
export type AddToCompoundMutationHookResult = ReturnType<typeof useAddToCompoundMutation>;
export type AddToCompoundMutationResult = ApolloReactCommon.MutationResult<AddToCompoundMutation>;
export type AddToCompoundMutationOptions = ApolloReactCommon.BaseMutationOptions<AddToCompoundMutation, AddToCompoundMutationVariables>;
export const MyTransfersDocument = gql`
    query MyTransfers($page: Int!, $pageSize: Int!) {
  myTransfers(page: $page, pageSize: $pageSize) {
    page
    pageSize
    total
    items {
      ...MyTransferFields
    }
  }
}
    ${MyTransferFieldsFragmentDoc}`;

/**
 * __useMyTransfersQuery__
 *
 * To run a query within a React component, call `useMyTransfersQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyTransfersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyTransfersQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useMyTransfersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyTransfersQuery, MyTransfersQueryVariables> & ({ variables: MyTransfersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyTransfersQuery, MyTransfersQueryVariables>(MyTransfersDocument, options);
      }
export function useMyTransfersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyTransfersQuery, MyTransfersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyTransfersQuery, MyTransfersQueryVariables>(MyTransfersDocument, options);
        }
// @ts-ignore
export function useMyTransfersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyTransfersQuery, MyTransfersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyTransfersQuery, MyTransfersQueryVariables>;
export function useMyTransfersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyTransfersQuery, MyTransfersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyTransfersQuery | undefined, MyTransfersQueryVariables>;
export function useMyTransfersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyTransfersQuery, MyTransfersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyTransfersQuery, MyTransfersQueryVariables>(MyTransfersDocument, options);
        }
export type MyTransfersQueryHookResult = ReturnType<typeof useMyTransfersQuery>;
export type MyTransfersLazyQueryHookResult = ReturnType<typeof useMyTransfersLazyQuery>;
export type MyTransfersSuspenseQueryHookResult = ReturnType<typeof useMyTransfersSuspenseQuery>;
export type MyTransfersQueryResult = ApolloReactCommon.QueryResult<MyTransfersQuery, MyTransfersQueryVariables>;
export const SendToMemberDocument = gql`
    mutation SendToMember($input: TransferToMemberInput!) {
  transferToMember(input: $input) {
    ...MyTransferFields
  }
}
    ${MyTransferFieldsFragmentDoc}`;
export type SendToMemberMutationFn = ApolloReactCommon.MutationFunction<SendToMemberMutation, SendToMemberMutationVariables>;

/**
 * __useSendToMemberMutation__
 *
 * To run a mutation, you first call `useSendToMemberMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendToMemberMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendToMemberMutation, { data, loading, error }] = useSendToMemberMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSendToMemberMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SendToMemberMutation, SendToMemberMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SendToMemberMutation, SendToMemberMutationVariables>(SendToMemberDocument, options);
      }
export type SendToMemberMutationHookResult = ReturnType<typeof useSendToMemberMutation>;
export type SendToMemberMutationResult = ApolloReactCommon.MutationResult<SendToMemberMutation>;
export type SendToMemberMutationOptions = ApolloReactCommon.BaseMutationOptions<SendToMemberMutation, SendToMemberMutationVariables>;
export const MoveToActiveDocument = gql`
    mutation MoveToActive($source: TransferSource!, $amount: Money, $idempotencyKey: String) {
  transferToActive(
    source: $source
    amount: $amount
    idempotencyKey: $idempotencyKey
  ) {
    success
    message
    transferredAmount
  }
}
    `;
export type MoveToActiveMutationFn = ApolloReactCommon.MutationFunction<MoveToActiveMutation, MoveToActiveMutationVariables>;

/**
 * __useMoveToActiveMutation__
 *
 * To run a mutation, you first call `useMoveToActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMoveToActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moveToActiveMutation, { data, loading, error }] = useMoveToActiveMutation({
 *   variables: {
 *      source: // value for 'source'
 *      amount: // value for 'amount'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useMoveToActiveMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MoveToActiveMutation, MoveToActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MoveToActiveMutation, MoveToActiveMutationVariables>(MoveToActiveDocument, options);
      }
export type MoveToActiveMutationHookResult = ReturnType<typeof useMoveToActiveMutation>;
export type MoveToActiveMutationResult = ApolloReactCommon.MutationResult<MoveToActiveMutation>;
export type MoveToActiveMutationOptions = ApolloReactCommon.BaseMutationOptions<MoveToActiveMutation, MoveToActiveMutationVariables>;
export const MyWalletEntriesDocument = gql`
    query MyWalletEntries($wallet: WalletKind, $page: Int!, $pageSize: Int!, $before: Int, $kinds: [String!], $from: DateTimeISO, $to: DateTimeISO) {
  walletEntries(
    wallet: $wallet
    page: $page
    pageSize: $pageSize
    before: $before
    kinds: $kinds
    from: $from
    to: $to
  ) {
    page
    pageSize
    total
    nextCursor
    items {
      id
      kind
      amount
      balanceAfter
      description
      transactionId
      wallet
      createdAt
    }
  }
}
    `;

/**
 * __useMyWalletEntriesQuery__
 *
 * To run a query within a React component, call `useMyWalletEntriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyWalletEntriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyWalletEntriesQuery({
 *   variables: {
 *      wallet: // value for 'wallet'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *      before: // value for 'before'
 *      kinds: // value for 'kinds'
 *      from: // value for 'from'
 *      to: // value for 'to'
 *   },
 * });
 */
export function useMyWalletEntriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyWalletEntriesQuery, MyWalletEntriesQueryVariables> & ({ variables: MyWalletEntriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyWalletEntriesQuery, MyWalletEntriesQueryVariables>(MyWalletEntriesDocument, options);
      }
export function useMyWalletEntriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyWalletEntriesQuery, MyWalletEntriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyWalletEntriesQuery, MyWalletEntriesQueryVariables>(MyWalletEntriesDocument, options);
        }
// @ts-ignore
export function useMyWalletEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyWalletEntriesQuery, MyWalletEntriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyWalletEntriesQuery, MyWalletEntriesQueryVariables>;
export function useMyWalletEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyWalletEntriesQuery, MyWalletEntriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyWalletEntriesQuery | undefined, MyWalletEntriesQueryVariables>;
export function useMyWalletEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyWalletEntriesQuery, MyWalletEntriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyWalletEntriesQuery, MyWalletEntriesQueryVariables>(MyWalletEntriesDocument, options);
        }
export type MyWalletEntriesQueryHookResult = ReturnType<typeof useMyWalletEntriesQuery>;
export type MyWalletEntriesLazyQueryHookResult = ReturnType<typeof useMyWalletEntriesLazyQuery>;
export type MyWalletEntriesSuspenseQueryHookResult = ReturnType<typeof useMyWalletEntriesSuspenseQuery>;
export type MyWalletEntriesQueryResult = ApolloReactCommon.QueryResult<MyWalletEntriesQuery, MyWalletEntriesQueryVariables>;
export const MyLedgerRowsDocument = gql`
    query MyLedgerRows($tableName: String!, $page: Int!, $pageSize: Int!, $before: Int, $fit: String) {
  ledgerRows(
    tableName: $tableName
    page: $page
    pageSize: $pageSize
    before: $before
    fit: $fit
  ) {
    page
    pageSize
    total
    nextCursor
    items {
      id
      kind
      amount
      balanceAfter
      description
      counterpartyEmail
      wallet
      createdAt
    }
  }
}
    `;

/**
 * __useMyLedgerRowsQuery__
 *
 * To run a query within a React component, call `useMyLedgerRowsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyLedgerRowsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyLedgerRowsQuery({
 *   variables: {
 *      tableName: // value for 'tableName'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *      before: // value for 'before'
 *      fit: // value for 'fit'
 *   },
 * });
 */
export function useMyLedgerRowsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyLedgerRowsQuery, MyLedgerRowsQueryVariables> & ({ variables: MyLedgerRowsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyLedgerRowsQuery, MyLedgerRowsQueryVariables>(MyLedgerRowsDocument, options);
      }
export function useMyLedgerRowsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyLedgerRowsQuery, MyLedgerRowsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyLedgerRowsQuery, MyLedgerRowsQueryVariables>(MyLedgerRowsDocument, options);
        }
// @ts-ignore
export function useMyLedgerRowsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyLedgerRowsQuery, MyLedgerRowsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyLedgerRowsQuery, MyLedgerRowsQueryVariables>;
export function useMyLedgerRowsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyLedgerRowsQuery, MyLedgerRowsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyLedgerRowsQuery | undefined, MyLedgerRowsQueryVariables>;
export function useMyLedgerRowsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyLedgerRowsQuery, MyLedgerRowsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyLedgerRowsQuery, MyLedgerRowsQueryVariables>(MyLedgerRowsDocument, options);
        }
export type MyLedgerRowsQueryHookResult = ReturnType<typeof useMyLedgerRowsQuery>;
export type MyLedgerRowsLazyQueryHookResult = ReturnType<typeof useMyLedgerRowsLazyQuery>;
export type MyLedgerRowsSuspenseQueryHookResult = ReturnType<typeof useMyLedgerRowsSuspenseQuery>;
export type MyLedgerRowsQueryResult = ApolloReactCommon.QueryResult<MyLedgerRowsQuery, MyLedgerRowsQueryVariables>;
export const MyJournalDocument = gql`
    query MyJournal($filter: JournalFilterInput) {
  transactions(filter: $filter) {
    page
    pageSize
    total
    items {
      transactionId
      transactionType
      source
      status
      amount
      tableName
      createdAt
    }
  }
}
    `;

/**
 * __useMyJournalQuery__
 *
 * To run a query within a React component, call `useMyJournalQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyJournalQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyJournalQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useMyJournalQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyJournalQuery, MyJournalQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyJournalQuery, MyJournalQueryVariables>(MyJournalDocument, options);
      }
export function useMyJournalLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyJournalQuery, MyJournalQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyJournalQuery, MyJournalQueryVariables>(MyJournalDocument, options);
        }
// @ts-ignore
export function useMyJournalSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyJournalQuery, MyJournalQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyJournalQuery, MyJournalQueryVariables>;
export function useMyJournalSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyJournalQuery, MyJournalQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyJournalQuery | undefined, MyJournalQueryVariables>;
export function useMyJournalSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyJournalQuery, MyJournalQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyJournalQuery, MyJournalQueryVariables>(MyJournalDocument, options);
        }
export type MyJournalQueryHookResult = ReturnType<typeof useMyJournalQuery>;
export type MyJournalLazyQueryHookResult = ReturnType<typeof useMyJournalLazyQuery>;
export type MyJournalSuspenseQueryHookResult = ReturnType<typeof useMyJournalSuspenseQuery>;
export type MyJournalQueryResult = ApolloReactCommon.QueryResult<MyJournalQuery, MyJournalQueryVariables>;
export const MemberLimitsDocument = gql`
    query MemberLimits {
  settings {
    amountMax
    withdrawalHoldHours
    depositMin
    transferMin
    transferFee
    withdrawalMin
    withdrawalMultiple
  }
}
    `;

/**
 * __useMemberLimitsQuery__
 *
 * To run a query within a React component, call `useMemberLimitsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberLimitsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberLimitsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMemberLimitsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MemberLimitsQuery, MemberLimitsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberLimitsQuery, MemberLimitsQueryVariables>(MemberLimitsDocument, options);
      }
export function useMemberLimitsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberLimitsQuery, MemberLimitsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberLimitsQuery, MemberLimitsQueryVariables>(MemberLimitsDocument, options);
        }
// @ts-ignore
export function useMemberLimitsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MemberLimitsQuery, MemberLimitsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MemberLimitsQuery, MemberLimitsQueryVariables>;
export function useMemberLimitsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MemberLimitsQuery, MemberLimitsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MemberLimitsQuery | undefined, MemberLimitsQueryVariables>;
export function useMemberLimitsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MemberLimitsQuery, MemberLimitsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MemberLimitsQuery, MemberLimitsQueryVariables>(MemberLimitsDocument, options);
        }
export type MemberLimitsQueryHookResult = ReturnType<typeof useMemberLimitsQuery>;
export type MemberLimitsLazyQueryHookResult = ReturnType<typeof useMemberLimitsLazyQuery>;
export type MemberLimitsSuspenseQueryHookResult = ReturnType<typeof useMemberLimitsSuspenseQuery>;
export type MemberLimitsQueryResult = ApolloReactCommon.QueryResult<MemberLimitsQuery, MemberLimitsQueryVariables>;
export const ListMyNotificationsDocument = gql`
    query listMyNotifications($area: NotificationArea, $unseenOnly: Boolean, $page: Int, $pageSize: Int) {
  myNotifications(
    area: $area
    unseenOnly: $unseenOnly
    page: $page
    pageSize: $pageSize
  ) {
    items {
      ...MyNotificationFields
    }
    total
    unseen
    page
    pageSize
  }
}
    ${MyNotificationFieldsFragmentDoc}`;

/**
 * __useListMyNotificationsQuery__
 *
 * To run a query within a React component, call `useListMyNotificationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useListMyNotificationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useListMyNotificationsQuery({
 *   variables: {
 *      area: // value for 'area'
 *      unseenOnly: // value for 'unseenOnly'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useListMyNotificationsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ListMyNotificationsQuery, ListMyNotificationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ListMyNotificationsQuery, ListMyNotificationsQueryVariables>(ListMyNotificationsDocument, options);
      }
export function useListMyNotificationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ListMyNotificationsQuery, ListMyNotificationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ListMyNotificationsQuery, ListMyNotificationsQueryVariables>(ListMyNotificationsDocument, options);
        }
// @ts-ignore
export function useListMyNotificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ListMyNotificationsQuery, ListMyNotificationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ListMyNotificationsQuery, ListMyNotificationsQueryVariables>;
export function useListMyNotificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ListMyNotificationsQuery, ListMyNotificationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ListMyNotificationsQuery | undefined, ListMyNotificationsQueryVariables>;
export function useListMyNotificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ListMyNotificationsQuery, ListMyNotificationsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ListMyNotificationsQuery, ListMyNotificationsQueryVariables>(ListMyNotificationsDocument, options);
        }
export type ListMyNotificationsQueryHookResult = ReturnType<typeof useListMyNotificationsQuery>;
export type ListMyNotificationsLazyQueryHookResult = ReturnType<typeof useListMyNotificationsLazyQuery>;
export type ListMyNotificationsSuspenseQueryHookResult = ReturnType<typeof useListMyNotificationsSuspenseQuery>;
export type ListMyNotificationsQueryResult = ApolloReactCommon.QueryResult<ListMyNotificationsQuery, ListMyNotificationsQueryVariables>;
export const OnNotificationAddedDocument = gql`
    subscription onNotificationAdded($area: NotificationArea) {
  notificationAdded(area: $area) {
    ...MyNotificationFields
  }
}
    ${MyNotificationFieldsFragmentDoc}`;

/**
 * __useOnNotificationAddedSubscription__
 *
 * To run a query within a React component, call `useOnNotificationAddedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useOnNotificationAddedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOnNotificationAddedSubscription({
 *   variables: {
 *      area: // value for 'area'
 *   },
 * });
 */
export function useOnNotificationAddedSubscription(baseOptions?: ApolloReactHooks.SubscriptionHookOptions<OnNotificationAddedSubscription, OnNotificationAddedSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<OnNotificationAddedSubscription, OnNotificationAddedSubscriptionVariables>(OnNotificationAddedDocument, options);
      }
export type OnNotificationAddedSubscriptionHookResult = ReturnType<typeof useOnNotificationAddedSubscription>;
export type OnNotificationAddedSubscriptionResult = ApolloReactCommon.SubscriptionResult<OnNotificationAddedSubscription>;
export const MarkNotificationSeenDocument = gql`
    mutation markNotificationSeen($id: Int!, $area: NotificationArea) {
  markNotificationSeen(id: $id, area: $area) {
    ...MyNotificationFields
  }
}
    ${MyNotificationFieldsFragmentDoc}`;
export type MarkNotificationSeenMutationFn = ApolloReactCommon.MutationFunction<MarkNotificationSeenMutation, MarkNotificationSeenMutationVariables>;

/**
 * __useMarkNotificationSeenMutation__
 *
 * To run a mutation, you first call `useMarkNotificationSeenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkNotificationSeenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markNotificationSeenMutation, { data, loading, error }] = useMarkNotificationSeenMutation({
 *   variables: {
 *      id: // value for 'id'
 *      area: // value for 'area'
 *   },
 * });
 */
export function useMarkNotificationSeenMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MarkNotificationSeenMutation, MarkNotificationSeenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MarkNotificationSeenMutation, MarkNotificationSeenMutationVariables>(MarkNotificationSeenDocument, options);
      }
export type MarkNotificationSeenMutationHookResult = ReturnType<typeof useMarkNotificationSeenMutation>;
export type MarkNotificationSeenMutationResult = ApolloReactCommon.MutationResult<MarkNotificationSeenMutation>;
export type MarkNotificationSeenMutationOptions = ApolloReactCommon.BaseMutationOptions<MarkNotificationSeenMutation, MarkNotificationSeenMutationVariables>;
export const MarkAllNotificationsSeenDocument = gql`
    mutation markAllNotificationsSeen($area: NotificationArea) {
  markAllNotificationsSeen(area: $area)
}
    `;
export type MarkAllNotificationsSeenMutationFn = ApolloReactCommon.MutationFunction<MarkAllNotificationsSeenMutation, MarkAllNotificationsSeenMutationVariables>;

/**
 * __useMarkAllNotificationsSeenMutation__
 *
 * To run a mutation, you first call `useMarkAllNotificationsSeenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkAllNotificationsSeenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markAllNotificationsSeenMutation, { data, loading, error }] = useMarkAllNotificationsSeenMutation({
 *   variables: {
 *      area: // value for 'area'
 *   },
 * });
 */
export function useMarkAllNotificationsSeenMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MarkAllNotificationsSeenMutation, MarkAllNotificationsSeenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MarkAllNotificationsSeenMutation, MarkAllNotificationsSeenMutationVariables>(MarkAllNotificationsSeenDocument, options);
      }
export type MarkAllNotificationsSeenMutationHookResult = ReturnType<typeof useMarkAllNotificationsSeenMutation>;
export type MarkAllNotificationsSeenMutationResult = ApolloReactCommon.MutationResult<MarkAllNotificationsSeenMutation>;
export type MarkAllNotificationsSeenMutationOptions = ApolloReactCommon.BaseMutationOptions<MarkAllNotificationsSeenMutation, MarkAllNotificationsSeenMutationVariables>;
export const ListHomeNotificationsDocument = gql`
    query listHomeNotifications {
  homeNotifications {
    ...NotificationRecordFields
  }
  homeBanner {
    url
    createdAt
  }
}
    ${NotificationRecordFieldsFragmentDoc}`;

/**
 * __useListHomeNotificationsQuery__
 *
 * To run a query within a React component, call `useListHomeNotificationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useListHomeNotificationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useListHomeNotificationsQuery({
 *   variables: {
 *   },
 * });
 */
export function useListHomeNotificationsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ListHomeNotificationsQuery, ListHomeNotificationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ListHomeNotificationsQuery, ListHomeNotificationsQueryVariables>(ListHomeNotificationsDocument, options);
      }
export function useListHomeNotificationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ListHomeNotificationsQuery, ListHomeNotificationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ListHomeNotificationsQuery, ListHomeNotificationsQueryVariables>(ListHomeNotificationsDocument, options);
        }
// @ts-ignore
export function useListHomeNotificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ListHomeNotificationsQuery, ListHomeNotificationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ListHomeNotificationsQuery, ListHomeNotificationsQueryVariables>;
export function useListHomeNotificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ListHomeNotificationsQuery, ListHomeNotificationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ListHomeNotificationsQuery | undefined, ListHomeNotificationsQueryVariables>;
export function useListHomeNotificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ListHomeNotificationsQuery, ListHomeNotificationsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ListHomeNotificationsQuery, ListHomeNotificationsQueryVariables>(ListHomeNotificationsDocument, options);
        }
export type ListHomeNotificationsQueryHookResult = ReturnType<typeof useListHomeNotificationsQuery>;
export type ListHomeNotificationsLazyQueryHookResult = ReturnType<typeof useListHomeNotificationsLazyQuery>;
export type ListHomeNotificationsSuspenseQueryHookResult = ReturnType<typeof useListHomeNotificationsSuspenseQuery>;
export type ListHomeNotificationsQueryResult = ApolloReactCommon.QueryResult<ListHomeNotificationsQuery, ListHomeNotificationsQueryVariables>;
export const ListNotificationsDocument = gql`
    query listNotifications($page: Int, $pageSize: Int) {
  notifications(page: $page, pageSize: $pageSize) {
    items {
      id
      title
      message
      type
      audience
      imageUrl
      createdAt
      recipients
      seenCount
    }
    total
    page
    pageSize
  }
}
    `;

/**
 * __useListNotificationsQuery__
 *
 * To run a query within a React component, call `useListNotificationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useListNotificationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useListNotificationsQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useListNotificationsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ListNotificationsQuery, ListNotificationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ListNotificationsQuery, ListNotificationsQueryVariables>(ListNotificationsDocument, options);
      }
export function useListNotificationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ListNotificationsQuery, ListNotificationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ListNotificationsQuery, ListNotificationsQueryVariables>(ListNotificationsDocument, options);
        }
// @ts-ignore
export function useListNotificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ListNotificationsQuery, ListNotificationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ListNotificationsQuery, ListNotificationsQueryVariables>;
export function useListNotificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ListNotificationsQuery, ListNotificationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ListNotificationsQuery | undefined, ListNotificationsQueryVariables>;
export function useListNotificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ListNotificationsQuery, ListNotificationsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ListNotificationsQuery, ListNotificationsQueryVariables>(ListNotificationsDocument, options);
        }
export type ListNotificationsQueryHookResult = ReturnType<typeof useListNotificationsQuery>;
export type ListNotificationsLazyQueryHookResult = ReturnType<typeof useListNotificationsLazyQuery>;
export type ListNotificationsSuspenseQueryHookResult = ReturnType<typeof useListNotificationsSuspenseQuery>;
export type ListNotificationsQueryResult = ApolloReactCommon.QueryResult<ListNotificationsQuery, ListNotificationsQueryVariables>;
export const CreateNotificationDocument = gql`
    mutation createNotification($input: CreateNotificationInput!) {
  createNotification(input: $input) {
    ...NotificationRecordFields
  }
}
    ${NotificationRecordFieldsFragmentDoc}`;
export type CreateNotificationMutationFn = ApolloReactCommon.MutationFunction<CreateNotificationMutation, CreateNotificationMutationVariables>;

/**
 * __useCreateNotificationMutation__
 *
 * To run a mutation, you first call `useCreateNotificationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateNotificationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createNotificationMutation, { data, loading, error }] = useCreateNotificationMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateNotificationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateNotificationMutation, CreateNotificationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateNotificationMutation, CreateNotificationMutationVariables>(CreateNotificationDocument, options);
      }
export type CreateNotificationMutationHookResult = ReturnType<typeof useCreateNotificationMutation>;
export type CreateNotificationMutationResult = ApolloReactCommon.MutationResult<CreateNotificationMutation>;
export type CreateNotificationMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateNotificationMutation, CreateNotificationMutationVariables>;
export const CreateBannerDocument = gql`
    mutation createBanner($image: String!) {
  createBanner(image: $image) {
    url
    createdAt
  }
}
    `;
export type CreateBannerMutationFn = ApolloReactCommon.MutationFunction<CreateBannerMutation, CreateBannerMutationVariables>;

/**
 * __useCreateBannerMutation__
 *
 * To run a mutation, you first call `useCreateBannerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateBannerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createBannerMutation, { data, loading, error }] = useCreateBannerMutation({
 *   variables: {
 *      image: // value for 'image'
 *   },
 * });
 */
export function useCreateBannerMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateBannerMutation, CreateBannerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateBannerMutation, CreateBannerMutationVariables>(CreateBannerDocument, options);
      }
export type CreateBannerMutationHookResult = ReturnType<typeof useCreateBannerMutation>;
export type CreateBannerMutationResult = ApolloReactCommon.MutationResult<CreateBannerMutation>;
export type CreateBannerMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateBannerMutation, CreateBannerMutationVariables>;
export const DeleteNotificationDocument = gql`
    mutation deleteNotification($id: Int!) {
  deleteNotification(id: $id) {
    success
    message
  }
}
    `;
export type DeleteNotificationMutationFn = ApolloReactCommon.MutationFunction<DeleteNotificationMutation, DeleteNotificationMutationVariables>;

/**
 * __useDeleteNotificationMutation__
 *
 * To run a mutation, you first call `useDeleteNotificationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteNotificationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteNotificationMutation, { data, loading, error }] = useDeleteNotificationMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteNotificationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteNotificationMutation, DeleteNotificationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteNotificationMutation, DeleteNotificationMutationVariables>(DeleteNotificationDocument, options);
      }
export type DeleteNotificationMutationHookResult = ReturnType<typeof useDeleteNotificationMutation>;
export type DeleteNotificationMutationResult = ApolloReactCommon.MutationResult<DeleteNotificationMutation>;
export type DeleteNotificationMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteNotificationMutation, DeleteNotificationMutationVariables>;
export const NotificationMemberOptionsDocument = gql`
    query notificationMemberOptions($search: String) {
  members(page: 1, pageSize: 20, search: $search) {
    items {
      id
      username
      fullname
      email
    }
  }
}
    `;

/**
 * __useNotificationMemberOptionsQuery__
 *
 * To run a query within a React component, call `useNotificationMemberOptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useNotificationMemberOptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNotificationMemberOptionsQuery({
 *   variables: {
 *      search: // value for 'search'
 *   },
 * });
 */
export function useNotificationMemberOptionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<NotificationMemberOptionsQuery, NotificationMemberOptionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NotificationMemberOptionsQuery, NotificationMemberOptionsQueryVariables>(NotificationMemberOptionsDocument, options);
      }
export function useNotificationMemberOptionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NotificationMemberOptionsQuery, NotificationMemberOptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NotificationMemberOptionsQuery, NotificationMemberOptionsQueryVariables>(NotificationMemberOptionsDocument, options);
        }
// @ts-ignore
export function useNotificationMemberOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<NotificationMemberOptionsQuery, NotificationMemberOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NotificationMemberOptionsQuery, NotificationMemberOptionsQueryVariables>;
export function useNotificationMemberOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NotificationMemberOptionsQuery, NotificationMemberOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NotificationMemberOptionsQuery | undefined, NotificationMemberOptionsQueryVariables>;
export function useNotificationMemberOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NotificationMemberOptionsQuery, NotificationMemberOptionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<NotificationMemberOptionsQuery, NotificationMemberOptionsQueryVariables>(NotificationMemberOptionsDocument, options);
        }
export type NotificationMemberOptionsQueryHookResult = ReturnType<typeof useNotificationMemberOptionsQuery>;
export type NotificationMemberOptionsLazyQueryHookResult = ReturnType<typeof useNotificationMemberOptionsLazyQuery>;
export type NotificationMemberOptionsSuspenseQueryHookResult = ReturnType<typeof useNotificationMemberOptionsSuspenseQuery>;
export type NotificationMemberOptionsQueryResult = ApolloReactCommon.QueryResult<NotificationMemberOptionsQuery, NotificationMemberOptionsQueryVariables>;
export const DeskPlansDocument = gql`
    query DeskPlans {
  plans {
    ...PlanFields
  }
}
    ${PlanFieldsFragmentDoc}`;

/**
 * __useDeskPlansQuery__
 *
 * To run a query within a React component, call `useDeskPlansQuery` and pass it any options that fit your needs.
 * When your component renders, `useDeskPlansQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDeskPlansQuery({
 *   variables: {
 *   },
 * });
 */
export function useDeskPlansQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DeskPlansQuery, DeskPlansQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DeskPlansQuery, DeskPlansQueryVariables>(DeskPlansDocument, options);
      }
export function useDeskPlansLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DeskPlansQuery, DeskPlansQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DeskPlansQuery, DeskPlansQueryVariables>(DeskPlansDocument, options);
        }
// @ts-ignore
export function useDeskPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DeskPlansQuery, DeskPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DeskPlansQuery, DeskPlansQueryVariables>;
export function useDeskPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DeskPlansQuery, DeskPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DeskPlansQuery | undefined, DeskPlansQueryVariables>;
export function useDeskPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DeskPlansQuery, DeskPlansQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DeskPlansQuery, DeskPlansQueryVariables>(DeskPlansDocument, options);
        }
export type DeskPlansQueryHookResult = ReturnType<typeof useDeskPlansQuery>;
export type DeskPlansLazyQueryHookResult = ReturnType<typeof useDeskPlansLazyQuery>;
export type DeskPlansSuspenseQueryHookResult = ReturnType<typeof useDeskPlansSuspenseQuery>;
export type DeskPlansQueryResult = ApolloReactCommon.QueryResult<DeskPlansQuery, DeskPlansQueryVariables>;
export const DeskPlanDocument = gql`
    query DeskPlan($id: Int!) {
  plan(id: $id) {
    ...PlanFields
  }
}
    ${PlanFieldsFragmentDoc}`;

/**
 * __useDeskPlanQuery__
 *
 * To run a query within a React component, call `useDeskPlanQuery` and pass it any options that fit your needs.
 * When your component renders, `useDeskPlanQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDeskPlanQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeskPlanQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DeskPlanQuery, DeskPlanQueryVariables> & ({ variables: DeskPlanQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DeskPlanQuery, DeskPlanQueryVariables>(DeskPlanDocument, options);
      }
export function useDeskPlanLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DeskPlanQuery, DeskPlanQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DeskPlanQuery, DeskPlanQueryVariables>(DeskPlanDocument, options);
        }
// @ts-ignore
export function useDeskPlanSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DeskPlanQuery, DeskPlanQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DeskPlanQuery, DeskPlanQueryVariables>;
export function useDeskPlanSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DeskPlanQuery, DeskPlanQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DeskPlanQuery | undefined, DeskPlanQueryVariables>;
export function useDeskPlanSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DeskPlanQuery, DeskPlanQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DeskPlanQuery, DeskPlanQueryVariables>(DeskPlanDocument, options);
        }
export type DeskPlanQueryHookResult = ReturnType<typeof useDeskPlanQuery>;
export type DeskPlanLazyQueryHookResult = ReturnType<typeof useDeskPlanLazyQuery>;
export type DeskPlanSuspenseQueryHookResult = ReturnType<typeof useDeskPlanSuspenseQuery>;
export type DeskPlanQueryResult = ApolloReactCommon.QueryResult<DeskPlanQuery, DeskPlanQueryVariables>;
export const CreatePlanDocument = gql`
    mutation CreatePlan($input: PlanInput!) {
  createPlan(input: $input) {
    ...PlanFields
  }
}
    ${PlanFieldsFragmentDoc}`;
export type CreatePlanMutationFn = ApolloReactCommon.MutationFunction<CreatePlanMutation, CreatePlanMutationVariables>;

/**
 * __useCreatePlanMutation__
 *
 * To run a mutation, you first call `useCreatePlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPlanMutation, { data, loading, error }] = useCreatePlanMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreatePlanMutation, CreatePlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreatePlanMutation, CreatePlanMutationVariables>(CreatePlanDocument, options);
      }
export type CreatePlanMutationHookResult = ReturnType<typeof useCreatePlanMutation>;
export type CreatePlanMutationResult = ApolloReactCommon.MutationResult<CreatePlanMutation>;
export type CreatePlanMutationOptions = ApolloReactCommon.BaseMutationOptions<CreatePlanMutation, CreatePlanMutationVariables>;
export const UpdatePlanDocument = gql`
    mutation UpdatePlan($id: Int!, $input: PlanInput!) {
  updatePlan(id: $id, input: $input) {
    ...PlanFields
  }
}
    ${PlanFieldsFragmentDoc}`;
export type UpdatePlanMutationFn = ApolloReactCommon.MutationFunction<UpdatePlanMutation, UpdatePlanMutationVariables>;

/**
 * __useUpdatePlanMutation__
 *
 * To run a mutation, you first call `useUpdatePlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePlanMutation, { data, loading, error }] = useUpdatePlanMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdatePlanMutation, UpdatePlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdatePlanMutation, UpdatePlanMutationVariables>(UpdatePlanDocument, options);
      }
export type UpdatePlanMutationHookResult = ReturnType<typeof useUpdatePlanMutation>;
export type UpdatePlanMutationResult = ApolloReactCommon.MutationResult<UpdatePlanMutation>;
export type UpdatePlanMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdatePlanMutation, UpdatePlanMutationVariables>;
export const RetirePlanDocument = gql`
    mutation RetirePlan($id: Int!) {
  retirePlan(id: $id) {
    ...PlanFields
  }
}
    ${PlanFieldsFragmentDoc}`;
export type RetirePlanMutationFn = ApolloReactCommon.MutationFunction<RetirePlanMutation, RetirePlanMutationVariables>;

/**
 * __useRetirePlanMutation__
 *
 * To run a mutation, you first call `useRetirePlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRetirePlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [retirePlanMutation, { data, loading, error }] = useRetirePlanMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRetirePlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RetirePlanMutation, RetirePlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RetirePlanMutation, RetirePlanMutationVariables>(RetirePlanDocument, options);
      }
export type RetirePlanMutationHookResult = ReturnType<typeof useRetirePlanMutation>;
export type RetirePlanMutationResult = ApolloReactCommon.MutationResult<RetirePlanMutation>;
export type RetirePlanMutationOptions = ApolloReactCommon.BaseMutationOptions<RetirePlanMutation, RetirePlanMutationVariables>;
export const ActivationPlansDocument = gql`
    query ActivationPlans {
  activationPlans {
    ...ActivationPlanFields
  }
}
    ${ActivationPlanFieldsFragmentDoc}`;

/**
 * __useActivationPlansQuery__
 *
 * To run a query within a React component, call `useActivationPlansQuery` and pass it any options that fit your needs.
 * When your component renders, `useActivationPlansQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useActivationPlansQuery({
 *   variables: {
 *   },
 * });
 */
export function useActivationPlansQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ActivationPlansQuery, ActivationPlansQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ActivationPlansQuery, ActivationPlansQueryVariables>(ActivationPlansDocument, options);
      }
export function useActivationPlansLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ActivationPlansQuery, ActivationPlansQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ActivationPlansQuery, ActivationPlansQueryVariables>(ActivationPlansDocument, options);
        }
// @ts-ignore
export function useActivationPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ActivationPlansQuery, ActivationPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ActivationPlansQuery, ActivationPlansQueryVariables>;
export function useActivationPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ActivationPlansQuery, ActivationPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ActivationPlansQuery | undefined, ActivationPlansQueryVariables>;
export function useActivationPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ActivationPlansQuery, ActivationPlansQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ActivationPlansQuery, ActivationPlansQueryVariables>(ActivationPlansDocument, options);
        }
export type ActivationPlansQueryHookResult = ReturnType<typeof useActivationPlansQuery>;
export type ActivationPlansLazyQueryHookResult = ReturnType<typeof useActivationPlansLazyQuery>;
export type ActivationPlansSuspenseQueryHookResult = ReturnType<typeof useActivationPlansSuspenseQuery>;
export type ActivationPlansQueryResult = ApolloReactCommon.QueryResult<ActivationPlansQuery, ActivationPlansQueryVariables>;
export const ActivationPlanDocument = gql`
    query ActivationPlan($id: Int!) {
  activationPlan(id: $id) {
    ...ActivationPlanFields
  }
}
    ${ActivationPlanFieldsFragmentDoc}`;

/**
 * __useActivationPlanQuery__
 *
 * To run a query within a React component, call `useActivationPlanQuery` and pass it any options that fit your needs.
 * When your component renders, `useActivationPlanQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useActivationPlanQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useActivationPlanQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ActivationPlanQuery, ActivationPlanQueryVariables> & ({ variables: ActivationPlanQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ActivationPlanQuery, ActivationPlanQueryVariables>(ActivationPlanDocument, options);
      }
export function useActivationPlanLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ActivationPlanQuery, ActivationPlanQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ActivationPlanQuery, ActivationPlanQueryVariables>(ActivationPlanDocument, options);
        }
// @ts-ignore
export function useActivationPlanSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ActivationPlanQuery, ActivationPlanQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ActivationPlanQuery, ActivationPlanQueryVariables>;
export function useActivationPlanSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ActivationPlanQuery, ActivationPlanQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ActivationPlanQuery | undefined, ActivationPlanQueryVariables>;
export function useActivationPlanSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ActivationPlanQuery, ActivationPlanQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ActivationPlanQuery, ActivationPlanQueryVariables>(ActivationPlanDocument, options);
        }
export type ActivationPlanQueryHookResult = ReturnType<typeof useActivationPlanQuery>;
export type ActivationPlanLazyQueryHookResult = ReturnType<typeof useActivationPlanLazyQuery>;
export type ActivationPlanSuspenseQueryHookResult = ReturnType<typeof useActivationPlanSuspenseQuery>;
export type ActivationPlanQueryResult = ApolloReactCommon.QueryResult<ActivationPlanQuery, ActivationPlanQueryVariables>;
export const CreateActivationPlanDocument = gql`
    mutation CreateActivationPlan($input: ActivationPlanInput!) {
  createActivationPlan(input: $input) {
    ...ActivationPlanFields
  }
}
    ${ActivationPlanFieldsFragmentDoc}`;
export type CreateActivationPlanMutationFn = ApolloReactCommon.MutationFunction<CreateActivationPlanMutation, CreateActivationPlanMutationVariables>;

/**
 * __useCreateActivationPlanMutation__
 *
 * To run a mutation, you first call `useCreateActivationPlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateActivationPlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createActivationPlanMutation, { data, loading, error }] = useCreateActivationPlanMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateActivationPlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateActivationPlanMutation, CreateActivationPlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateActivationPlanMutation, CreateActivationPlanMutationVariables>(CreateActivationPlanDocument, options);
      }
export type CreateActivationPlanMutationHookResult = ReturnType<typeof useCreateActivationPlanMutation>;
export type CreateActivationPlanMutationResult = ApolloReactCommon.MutationResult<CreateActivationPlanMutation>;
export type CreateActivationPlanMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateActivationPlanMutation, CreateActivationPlanMutationVariables>;
export const UpdateActivationPlanDocument = gql`
    mutation UpdateActivationPlan($id: Int!, $input: ActivationPlanInput!) {
  updateActivationPlan(id: $id, input: $input) {
    ...ActivationPlanFields
  }
}
    ${ActivationPlanFieldsFragmentDoc}`;
export type UpdateActivationPlanMutationFn = ApolloReactCommon.MutationFunction<UpdateActivationPlanMutation, UpdateActivationPlanMutationVariables>;

/**
 * __useUpdateActivationPlanMutation__
 *
 * To run a mutation, you first call `useUpdateActivationPlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateActivationPlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateActivationPlanMutation, { data, loading, error }] = useUpdateActivationPlanMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateActivationPlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateActivationPlanMutation, UpdateActivationPlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateActivationPlanMutation, UpdateActivationPlanMutationVariables>(UpdateActivationPlanDocument, options);
      }
export type UpdateActivationPlanMutationHookResult = ReturnType<typeof useUpdateActivationPlanMutation>;
export type UpdateActivationPlanMutationResult = ApolloReactCommon.MutationResult<UpdateActivationPlanMutation>;
export type UpdateActivationPlanMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateActivationPlanMutation, UpdateActivationPlanMutationVariables>;
export const RetireActivationPlanDocument = gql`
    mutation RetireActivationPlan($id: Int!) {
  retireActivationPlan(id: $id) {
    ...ActivationPlanFields
  }
}
    ${ActivationPlanFieldsFragmentDoc}`;
export type RetireActivationPlanMutationFn = ApolloReactCommon.MutationFunction<RetireActivationPlanMutation, RetireActivationPlanMutationVariables>;

/**
 * __useRetireActivationPlanMutation__
 *
 * To run a mutation, you first call `useRetireActivationPlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRetireActivationPlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [retireActivationPlanMutation, { data, loading, error }] = useRetireActivationPlanMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRetireActivationPlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RetireActivationPlanMutation, RetireActivationPlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RetireActivationPlanMutation, RetireActivationPlanMutationVariables>(RetireActivationPlanDocument, options);
      }
export type RetireActivationPlanMutationHookResult = ReturnType<typeof useRetireActivationPlanMutation>;
export type RetireActivationPlanMutationResult = ApolloReactCommon.MutationResult<RetireActivationPlanMutation>;
export type RetireActivationPlanMutationOptions = ApolloReactCommon.BaseMutationOptions<RetireActivationPlanMutation, RetireActivationPlanMutationVariables>;
export const LevelTablesDocument = gql`
    query LevelTables {
  levelTables {
    investment
    activation
  }
}
    `;

/**
 * __useLevelTablesQuery__
 *
 * To run a query within a React component, call `useLevelTablesQuery` and pass it any options that fit your needs.
 * When your component renders, `useLevelTablesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLevelTablesQuery({
 *   variables: {
 *   },
 * });
 */
export function useLevelTablesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LevelTablesQuery, LevelTablesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LevelTablesQuery, LevelTablesQueryVariables>(LevelTablesDocument, options);
      }
export function useLevelTablesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LevelTablesQuery, LevelTablesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LevelTablesQuery, LevelTablesQueryVariables>(LevelTablesDocument, options);
        }
// @ts-ignore
export function useLevelTablesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LevelTablesQuery, LevelTablesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LevelTablesQuery, LevelTablesQueryVariables>;
export function useLevelTablesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LevelTablesQuery, LevelTablesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LevelTablesQuery | undefined, LevelTablesQueryVariables>;
export function useLevelTablesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LevelTablesQuery, LevelTablesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LevelTablesQuery, LevelTablesQueryVariables>(LevelTablesDocument, options);
        }
export type LevelTablesQueryHookResult = ReturnType<typeof useLevelTablesQuery>;
export type LevelTablesLazyQueryHookResult = ReturnType<typeof useLevelTablesLazyQuery>;
export type LevelTablesSuspenseQueryHookResult = ReturnType<typeof useLevelTablesSuspenseQuery>;
export type LevelTablesQueryResult = ApolloReactCommon.QueryResult<LevelTablesQuery, LevelTablesQueryVariables>;
export const SetLevelRatesDocument = gql`
    mutation SetLevelRates($table: LevelTable!, $rates: [String!]!) {
  setLevelRates(table: $table, rates: $rates)
}
    `;
export type SetLevelRatesMutationFn = ApolloReactCommon.MutationFunction<SetLevelRatesMutation, SetLevelRatesMutationVariables>;

/**
 * __useSetLevelRatesMutation__
 *
 * To run a mutation, you first call `useSetLevelRatesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetLevelRatesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setLevelRatesMutation, { data, loading, error }] = useSetLevelRatesMutation({
 *   variables: {
 *      table: // value for 'table'
 *      rates: // value for 'rates'
 *   },
 * });
 */
export function useSetLevelRatesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetLevelRatesMutation, SetLevelRatesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetLevelRatesMutation, SetLevelRatesMutationVariables>(SetLevelRatesDocument, options);
      }
export type SetLevelRatesMutationHookResult = ReturnType<typeof useSetLevelRatesMutation>;
export type SetLevelRatesMutationResult = ApolloReactCommon.MutationResult<SetLevelRatesMutation>;
export type SetLevelRatesMutationOptions = ApolloReactCommon.BaseMutationOptions<SetLevelRatesMutation, SetLevelRatesMutationVariables>;
export const CodesDocument = gql`
    query Codes($status: String, $page: Int!, $pageSize: Int!) {
  codes(status: $status, page: $page, pageSize: $pageSize) {
    items {
      ...EpinFields
    }
    total
    page
    pageSize
  }
}
    ${EpinFieldsFragmentDoc}`;

/**
 * __useCodesQuery__
 *
 * To run a query within a React component, call `useCodesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCodesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCodesQuery({
 *   variables: {
 *      status: // value for 'status'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useCodesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CodesQuery, CodesQueryVariables> & ({ variables: CodesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CodesQuery, CodesQueryVariables>(CodesDocument, options);
      }
export function useCodesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CodesQuery, CodesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CodesQuery, CodesQueryVariables>(CodesDocument, options);
        }
// @ts-ignore
export function useCodesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CodesQuery, CodesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CodesQuery, CodesQueryVariables>;
export function useCodesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CodesQuery, CodesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CodesQuery | undefined, CodesQueryVariables>;
export function useCodesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CodesQuery, CodesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CodesQuery, CodesQueryVariables>(CodesDocument, options);
        }
export type CodesQueryHookResult = ReturnType<typeof useCodesQuery>;
export type CodesLazyQueryHookResult = ReturnType<typeof useCodesLazyQuery>;
export type CodesSuspenseQueryHookResult = ReturnType<typeof useCodesSuspenseQuery>;
export type CodesQueryResult = ApolloReactCommon.QueryResult<CodesQuery, CodesQueryVariables>;
export const CreateCodesDocument = gql`
    mutation CreateCodes($count: Int, $codes: [String!]) {
  createCodes(count: $count, codes: $codes) {
    ...EpinFields
  }
}
    ${EpinFieldsFragmentDoc}`;
export type CreateCodesMutationFn = ApolloReactCommon.MutationFunction<CreateCodesMutation, CreateCodesMutationVariables>;

/**
 * __useCreateCodesMutation__
 *
 * To run a mutation, you first call `useCreateCodesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCodesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCodesMutation, { data, loading, error }] = useCreateCodesMutation({
 *   variables: {
 *      count: // value for 'count'
 *      codes: // value for 'codes'
 *   },
 * });
 */
export function useCreateCodesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateCodesMutation, CreateCodesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateCodesMutation, CreateCodesMutationVariables>(CreateCodesDocument, options);
      }
export type CreateCodesMutationHookResult = ReturnType<typeof useCreateCodesMutation>;
export type CreateCodesMutationResult = ApolloReactCommon.MutationResult<CreateCodesMutation>;
export type CreateCodesMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateCodesMutation, CreateCodesMutationVariables>;
export const MyInvestmentsDocument = gql`
    query MyInvestments($status: InvestmentStatus, $page: Int!, $pageSize: Int!) {
  myInvestments(status: $status, page: $page, pageSize: $pageSize) {
    items {
      ...InvestmentFields
    }
    total
    page
    pageSize
  }
}
    ${InvestmentFieldsFragmentDoc}`;

/**
 * __useMyInvestmentsQuery__
 *
 * To run a query within a React component, call `useMyInvestmentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyInvestmentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyInvestmentsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useMyInvestmentsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyInvestmentsQuery, MyInvestmentsQueryVariables> & ({ variables: MyInvestmentsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyInvestmentsQuery, MyInvestmentsQueryVariables>(MyInvestmentsDocument, options);
      }
export function useMyInvestmentsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyInvestmentsQuery, MyInvestmentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyInvestmentsQuery, MyInvestmentsQueryVariables>(MyInvestmentsDocument, options);
        }
// @ts-ignore
export function useMyInvestmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyInvestmentsQuery, MyInvestmentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyInvestmentsQuery, MyInvestmentsQueryVariables>;
export function useMyInvestmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyInvestmentsQuery, MyInvestmentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyInvestmentsQuery | undefined, MyInvestmentsQueryVariables>;
export function useMyInvestmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyInvestmentsQuery, MyInvestmentsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyInvestmentsQuery, MyInvestmentsQueryVariables>(MyInvestmentsDocument, options);
        }
export type MyInvestmentsQueryHookResult = ReturnType<typeof useMyInvestmentsQuery>;
export type MyInvestmentsLazyQueryHookResult = ReturnType<typeof useMyInvestmentsLazyQuery>;
export type MyInvestmentsSuspenseQueryHookResult = ReturnType<typeof useMyInvestmentsSuspenseQuery>;
export type MyInvestmentsQueryResult = ApolloReactCommon.QueryResult<MyInvestmentsQuery, MyInvestmentsQueryVariables>;
export const MyCapDocument = gql`
    query MyCap {
  myCap {
    ...CapFields
  }
}
    ${CapFieldsFragmentDoc}`;

/**
 * __useMyCapQuery__
 *
 * To run a query within a React component, call `useMyCapQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyCapQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyCapQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyCapQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyCapQuery, MyCapQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyCapQuery, MyCapQueryVariables>(MyCapDocument, options);
      }
export function useMyCapLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyCapQuery, MyCapQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyCapQuery, MyCapQueryVariables>(MyCapDocument, options);
        }
// @ts-ignore
export function useMyCapSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyCapQuery, MyCapQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyCapQuery, MyCapQueryVariables>;
export function useMyCapSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyCapQuery, MyCapQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyCapQuery | undefined, MyCapQueryVariables>;
export function useMyCapSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyCapQuery, MyCapQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyCapQuery, MyCapQueryVariables>(MyCapDocument, options);
        }
export type MyCapQueryHookResult = ReturnType<typeof useMyCapQuery>;
export type MyCapLazyQueryHookResult = ReturnType<typeof useMyCapLazyQuery>;
export type MyCapSuspenseQueryHookResult = ReturnType<typeof useMyCapSuspenseQuery>;
export type MyCapQueryResult = ApolloReactCommon.QueryResult<MyCapQuery, MyCapQueryVariables>;
export const MyActivationDocument = gql`
    query MyActivation {
  myActivation {
    ...ActivationFields
  }
}
    ${ActivationFieldsFragmentDoc}`;

/**
 * __useMyActivationQuery__
 *
 * To run a query within a React component, call `useMyActivationQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyActivationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyActivationQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyActivationQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyActivationQuery, MyActivationQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyActivationQuery, MyActivationQueryVariables>(MyActivationDocument, options);
      }
export function useMyActivationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyActivationQuery, MyActivationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyActivationQuery, MyActivationQueryVariables>(MyActivationDocument, options);
        }
// @ts-ignore
export function useMyActivationSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyActivationQuery, MyActivationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyActivationQuery, MyActivationQueryVariables>;
export function useMyActivationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyActivationQuery, MyActivationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyActivationQuery | undefined, MyActivationQueryVariables>;
export function useMyActivationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyActivationQuery, MyActivationQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyActivationQuery, MyActivationQueryVariables>(MyActivationDocument, options);
        }
export type MyActivationQueryHookResult = ReturnType<typeof useMyActivationQuery>;
export type MyActivationLazyQueryHookResult = ReturnType<typeof useMyActivationLazyQuery>;
export type MyActivationSuspenseQueryHookResult = ReturnType<typeof useMyActivationSuspenseQuery>;
export type MyActivationQueryResult = ApolloReactCommon.QueryResult<MyActivationQuery, MyActivationQueryVariables>;
export const EntryFeeDocument = gql`
    query EntryFee {
  settings {
    entryFee
  }
}
    `;

/**
 * __useEntryFeeQuery__
 *
 * To run a query within a React component, call `useEntryFeeQuery` and pass it any options that fit your needs.
 * When your component renders, `useEntryFeeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEntryFeeQuery({
 *   variables: {
 *   },
 * });
 */
export function useEntryFeeQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<EntryFeeQuery, EntryFeeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<EntryFeeQuery, EntryFeeQueryVariables>(EntryFeeDocument, options);
      }
export function useEntryFeeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<EntryFeeQuery, EntryFeeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<EntryFeeQuery, EntryFeeQueryVariables>(EntryFeeDocument, options);
        }
// @ts-ignore
export function useEntryFeeSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<EntryFeeQuery, EntryFeeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EntryFeeQuery, EntryFeeQueryVariables>;
export function useEntryFeeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EntryFeeQuery, EntryFeeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EntryFeeQuery | undefined, EntryFeeQueryVariables>;
export function useEntryFeeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EntryFeeQuery, EntryFeeQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<EntryFeeQuery, EntryFeeQueryVariables>(EntryFeeDocument, options);
        }
export type EntryFeeQueryHookResult = ReturnType<typeof useEntryFeeQuery>;
export type EntryFeeLazyQueryHookResult = ReturnType<typeof useEntryFeeLazyQuery>;
export type EntryFeeSuspenseQueryHookResult = ReturnType<typeof useEntryFeeSuspenseQuery>;
export type EntryFeeQueryResult = ApolloReactCommon.QueryResult<EntryFeeQuery, EntryFeeQueryVariables>;
export const AdminInvestmentsDocument = gql`
    query AdminInvestments($memberId: Int, $status: InvestmentStatus, $page: Int!, $pageSize: Int!) {
  investments(
    memberId: $memberId
    status: $status
    page: $page
    pageSize: $pageSize
  ) {
    items {
      ...InvestmentFields
    }
    total
    page
    pageSize
  }
}
    ${InvestmentFieldsFragmentDoc}`;

/**
 * __useAdminInvestmentsQuery__
 *
 * To run a query within a React component, call `useAdminInvestmentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminInvestmentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminInvestmentsQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *      status: // value for 'status'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminInvestmentsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminInvestmentsQuery, AdminInvestmentsQueryVariables> & ({ variables: AdminInvestmentsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminInvestmentsQuery, AdminInvestmentsQueryVariables>(AdminInvestmentsDocument, options);
      }
export function useAdminInvestmentsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminInvestmentsQuery, AdminInvestmentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminInvestmentsQuery, AdminInvestmentsQueryVariables>(AdminInvestmentsDocument, options);
        }
// @ts-ignore
export function useAdminInvestmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminInvestmentsQuery, AdminInvestmentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminInvestmentsQuery, AdminInvestmentsQueryVariables>;
export function useAdminInvestmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminInvestmentsQuery, AdminInvestmentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminInvestmentsQuery | undefined, AdminInvestmentsQueryVariables>;
export function useAdminInvestmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminInvestmentsQuery, AdminInvestmentsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminInvestmentsQuery, AdminInvestmentsQueryVariables>(AdminInvestmentsDocument, options);
        }
export type AdminInvestmentsQueryHookResult = ReturnType<typeof useAdminInvestmentsQuery>;
export type AdminInvestmentsLazyQueryHookResult = ReturnType<typeof useAdminInvestmentsLazyQuery>;
export type AdminInvestmentsSuspenseQueryHookResult = ReturnType<typeof useAdminInvestmentsSuspenseQuery>;
export type AdminInvestmentsQueryResult = ApolloReactCommon.QueryResult<AdminInvestmentsQuery, AdminInvestmentsQueryVariables>;
export const AdminInvestmentDocument = gql`
    query AdminInvestment($id: Int!) {
  investment(id: $id) {
    ...InvestmentFields
    note
    hidden
    paidIncomes {
      memberId
      kind
      amount
      createdAt
    }
  }
}
    ${InvestmentFieldsFragmentDoc}`;

/**
 * __useAdminInvestmentQuery__
 *
 * To run a query within a React component, call `useAdminInvestmentQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminInvestmentQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminInvestmentQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminInvestmentQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminInvestmentQuery, AdminInvestmentQueryVariables> & ({ variables: AdminInvestmentQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminInvestmentQuery, AdminInvestmentQueryVariables>(AdminInvestmentDocument, options);
      }
export function useAdminInvestmentLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminInvestmentQuery, AdminInvestmentQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminInvestmentQuery, AdminInvestmentQueryVariables>(AdminInvestmentDocument, options);
        }
// @ts-ignore
export function useAdminInvestmentSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminInvestmentQuery, AdminInvestmentQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminInvestmentQuery, AdminInvestmentQueryVariables>;
export function useAdminInvestmentSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminInvestmentQuery, AdminInvestmentQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminInvestmentQuery | undefined, AdminInvestmentQueryVariables>;
export function useAdminInvestmentSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminInvestmentQuery, AdminInvestmentQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminInvestmentQuery, AdminInvestmentQueryVariables>(AdminInvestmentDocument, options);
        }
export type AdminInvestmentQueryHookResult = ReturnType<typeof useAdminInvestmentQuery>;
export type AdminInvestmentLazyQueryHookResult = ReturnType<typeof useAdminInvestmentLazyQuery>;
export type AdminInvestmentSuspenseQueryHookResult = ReturnType<typeof useAdminInvestmentSuspenseQuery>;
export type AdminInvestmentQueryResult = ApolloReactCommon.QueryResult<AdminInvestmentQuery, AdminInvestmentQueryVariables>;
export const PrincipalQuoteDocument = gql`
    query PrincipalQuote($investmentId: Int!) {
  principalQuote(investmentId: $investmentId) {
    kind
    gross
    fee
    net
    feePercent
  }
}
    `;

/**
 * __usePrincipalQuoteQuery__
 *
 * To run a query within a React component, call `usePrincipalQuoteQuery` and pass it any options that fit your needs.
 * When your component renders, `usePrincipalQuoteQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePrincipalQuoteQuery({
 *   variables: {
 *      investmentId: // value for 'investmentId'
 *   },
 * });
 */
export function usePrincipalQuoteQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PrincipalQuoteQuery, PrincipalQuoteQueryVariables> & ({ variables: PrincipalQuoteQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PrincipalQuoteQuery, PrincipalQuoteQueryVariables>(PrincipalQuoteDocument, options);
      }
export function usePrincipalQuoteLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PrincipalQuoteQuery, PrincipalQuoteQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PrincipalQuoteQuery, PrincipalQuoteQueryVariables>(PrincipalQuoteDocument, options);
        }
// @ts-ignore
export function usePrincipalQuoteSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PrincipalQuoteQuery, PrincipalQuoteQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PrincipalQuoteQuery, PrincipalQuoteQueryVariables>;
export function usePrincipalQuoteSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PrincipalQuoteQuery, PrincipalQuoteQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PrincipalQuoteQuery | undefined, PrincipalQuoteQueryVariables>;
export function usePrincipalQuoteSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PrincipalQuoteQuery, PrincipalQuoteQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PrincipalQuoteQuery, PrincipalQuoteQueryVariables>(PrincipalQuoteDocument, options);
        }
export type PrincipalQuoteQueryHookResult = ReturnType<typeof usePrincipalQuoteQuery>;
export type PrincipalQuoteLazyQueryHookResult = ReturnType<typeof usePrincipalQuoteLazyQuery>;
export type PrincipalQuoteSuspenseQueryHookResult = ReturnType<typeof usePrincipalQuoteSuspenseQuery>;
export type PrincipalQuoteQueryResult = ApolloReactCommon.QueryResult<PrincipalQuoteQuery, PrincipalQuoteQueryVariables>;
export const TopUpDocument = gql`
    mutation TopUp($input: TopUpInput!) {
  topUp(input: $input) {
    ...InvestmentFields
  }
}
    ${InvestmentFieldsFragmentDoc}`;
export type TopUpMutationFn = ApolloReactCommon.MutationFunction<TopUpMutation, TopUpMutationVariables>;

/**
 * __useTopUpMutation__
 *
 * To run a mutation, you first call `useTopUpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useTopUpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [topUpMutation, { data, loading, error }] = useTopUpMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useTopUpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<TopUpMutation, TopUpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<TopUpMutation, TopUpMutationVariables>(TopUpDocument, options);
      }
export type TopUpMutationHookResult = ReturnType<typeof useTopUpMutation>;
export type TopUpMutationResult = ApolloReactCommon.MutationResult<TopUpMutation>;
export type TopUpMutationOptions = ApolloReactCommon.BaseMutationOptions<TopUpMutation, TopUpMutationVariables>;
export const ReTopUpDocument = gql`
    mutation ReTopUp($input: TopUpInput!) {
  reTopUp(input: $input) {
    ...InvestmentFields
  }
}
    ${InvestmentFieldsFragmentDoc}`;
export type ReTopUpMutationFn = ApolloReactCommon.MutationFunction<ReTopUpMutation, ReTopUpMutationVariables>;

/**
 * __useReTopUpMutation__
 *
 * To run a mutation, you first call `useReTopUpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReTopUpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reTopUpMutation, { data, loading, error }] = useReTopUpMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useReTopUpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReTopUpMutation, ReTopUpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReTopUpMutation, ReTopUpMutationVariables>(ReTopUpDocument, options);
      }
export type ReTopUpMutationHookResult = ReturnType<typeof useReTopUpMutation>;
export type ReTopUpMutationResult = ApolloReactCommon.MutationResult<ReTopUpMutation>;
export type ReTopUpMutationOptions = ApolloReactCommon.BaseMutationOptions<ReTopUpMutation, ReTopUpMutationVariables>;
export const FriendTopUpDocument = gql`
    mutation FriendTopUp($input: TopUpInput!) {
  friendTopUp(input: $input) {
    ...InvestmentFields
  }
}
    ${InvestmentFieldsFragmentDoc}`;
export type FriendTopUpMutationFn = ApolloReactCommon.MutationFunction<FriendTopUpMutation, FriendTopUpMutationVariables>;

/**
 * __useFriendTopUpMutation__
 *
 * To run a mutation, you first call `useFriendTopUpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useFriendTopUpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [friendTopUpMutation, { data, loading, error }] = useFriendTopUpMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useFriendTopUpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<FriendTopUpMutation, FriendTopUpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<FriendTopUpMutation, FriendTopUpMutationVariables>(FriendTopUpDocument, options);
      }
export type FriendTopUpMutationHookResult = ReturnType<typeof useFriendTopUpMutation>;
export type FriendTopUpMutationResult = ApolloReactCommon.MutationResult<FriendTopUpMutation>;
export type FriendTopUpMutationOptions = ApolloReactCommon.BaseMutationOptions<FriendTopUpMutation, FriendTopUpMutationVariables>;
export const ActivateWithEntryFeeDocument = gql`
    mutation ActivateWithEntryFee($member: String, $idempotencyKey: String) {
  activateWithEntryFee(member: $member, idempotencyKey: $idempotencyKey) {
    ...ActivationFields
  }
}
    ${ActivationFieldsFragmentDoc}`;
export type ActivateWithEntryFeeMutationFn = ApolloReactCommon.MutationFunction<ActivateWithEntryFeeMutation, ActivateWithEntryFeeMutationVariables>;

/**
 * __useActivateWithEntryFeeMutation__
 *
 * To run a mutation, you first call `useActivateWithEntryFeeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useActivateWithEntryFeeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [activateWithEntryFeeMutation, { data, loading, error }] = useActivateWithEntryFeeMutation({
 *   variables: {
 *      member: // value for 'member'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useActivateWithEntryFeeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ActivateWithEntryFeeMutation, ActivateWithEntryFeeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ActivateWithEntryFeeMutation, ActivateWithEntryFeeMutationVariables>(ActivateWithEntryFeeDocument, options);
      }
export type ActivateWithEntryFeeMutationHookResult = ReturnType<typeof useActivateWithEntryFeeMutation>;
export type ActivateWithEntryFeeMutationResult = ApolloReactCommon.MutationResult<ActivateWithEntryFeeMutation>;
export type ActivateWithEntryFeeMutationOptions = ApolloReactCommon.BaseMutationOptions<ActivateWithEntryFeeMutation, ActivateWithEntryFeeMutationVariables>;
export const BuyActivationPlanDocument = gql`
    mutation BuyActivationPlan($planId: Int!, $idempotencyKey: String) {
  buyActivationPlan(planId: $planId, idempotencyKey: $idempotencyKey) {
    ...ActivationFields
  }
}
    ${ActivationFieldsFragmentDoc}`;
export type BuyActivationPlanMutationFn = ApolloReactCommon.MutationFunction<BuyActivationPlanMutation, BuyActivationPlanMutationVariables>;

/**
 * __useBuyActivationPlanMutation__
 *
 * To run a mutation, you first call `useBuyActivationPlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBuyActivationPlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [buyActivationPlanMutation, { data, loading, error }] = useBuyActivationPlanMutation({
 *   variables: {
 *      planId: // value for 'planId'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useBuyActivationPlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<BuyActivationPlanMutation, BuyActivationPlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<BuyActivationPlanMutation, BuyActivationPlanMutationVariables>(BuyActivationPlanDocument, options);
      }
export type BuyActivationPlanMutationHookResult = ReturnType<typeof useBuyActivationPlanMutation>;
export type BuyActivationPlanMutationResult = ApolloReactCommon.MutationResult<BuyActivationPlanMutation>;
export type BuyActivationPlanMutationOptions = ApolloReactCommon.BaseMutationOptions<BuyActivationPlanMutation, BuyActivationPlanMutationVariables>;
export const RedeemCodeDocument = gql`
    mutation RedeemCode($code: String!) {
  redeemCode(code: $code) {
    ...ActivationFields
  }
}
    ${ActivationFieldsFragmentDoc}`;
export type RedeemCodeMutationFn = ApolloReactCommon.MutationFunction<RedeemCodeMutation, RedeemCodeMutationVariables>;

/**
 * __useRedeemCodeMutation__
 *
 * To run a mutation, you first call `useRedeemCodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRedeemCodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [redeemCodeMutation, { data, loading, error }] = useRedeemCodeMutation({
 *   variables: {
 *      code: // value for 'code'
 *   },
 * });
 */
export function useRedeemCodeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RedeemCodeMutation, RedeemCodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RedeemCodeMutation, RedeemCodeMutationVariables>(RedeemCodeDocument, options);
      }
export type RedeemCodeMutationHookResult = ReturnType<typeof useRedeemCodeMutation>;
export type RedeemCodeMutationResult = ApolloReactCommon.MutationResult<RedeemCodeMutation>;
export type RedeemCodeMutationOptions = ApolloReactCommon.BaseMutationOptions<RedeemCodeMutation, RedeemCodeMutationVariables>;
export const PrincipalWithdrawalsDocument = gql`
    query PrincipalWithdrawals($status: RecordStatus, $page: Int!, $pageSize: Int!) {
  withdrawals(kind: PRINCIPLE, status: $status, page: $page, pageSize: $pageSize) {
    items {
      ...PrincipalWithdrawalFields
    }
    total
    page
    pageSize
  }
}
    ${PrincipalWithdrawalFieldsFragmentDoc}`;

/**
 * __usePrincipalWithdrawalsQuery__
 *
 * To run a query within a React component, call `usePrincipalWithdrawalsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePrincipalWithdrawalsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePrincipalWithdrawalsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function usePrincipalWithdrawalsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PrincipalWithdrawalsQuery, PrincipalWithdrawalsQueryVariables> & ({ variables: PrincipalWithdrawalsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PrincipalWithdrawalsQuery, PrincipalWithdrawalsQueryVariables>(PrincipalWithdrawalsDocument, options);
      }
export function usePrincipalWithdrawalsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PrincipalWithdrawalsQuery, PrincipalWithdrawalsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PrincipalWithdrawalsQuery, PrincipalWithdrawalsQueryVariables>(PrincipalWithdrawalsDocument, options);
        }
// @ts-ignore
export function usePrincipalWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PrincipalWithdrawalsQuery, PrincipalWithdrawalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PrincipalWithdrawalsQuery, PrincipalWithdrawalsQueryVariables>;
export function usePrincipalWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PrincipalWithdrawalsQuery, PrincipalWithdrawalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PrincipalWithdrawalsQuery | undefined, PrincipalWithdrawalsQueryVariables>;
export function usePrincipalWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PrincipalWithdrawalsQuery, PrincipalWithdrawalsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PrincipalWithdrawalsQuery, PrincipalWithdrawalsQueryVariables>(PrincipalWithdrawalsDocument, options);
        }
export type PrincipalWithdrawalsQueryHookResult = ReturnType<typeof usePrincipalWithdrawalsQuery>;
export type PrincipalWithdrawalsLazyQueryHookResult = ReturnType<typeof usePrincipalWithdrawalsLazyQuery>;
export type PrincipalWithdrawalsSuspenseQueryHookResult = ReturnType<typeof usePrincipalWithdrawalsSuspenseQuery>;
export type PrincipalWithdrawalsQueryResult = ApolloReactCommon.QueryResult<PrincipalWithdrawalsQuery, PrincipalWithdrawalsQueryVariables>;
export const ReverseTopUpDocument = gql`
    mutation ReverseTopUp($id: Int!) {
  reverseTopUp(id: $id) {
    ...InvestmentFields
  }
}
    ${InvestmentFieldsFragmentDoc}`;
export type ReverseTopUpMutationFn = ApolloReactCommon.MutationFunction<ReverseTopUpMutation, ReverseTopUpMutationVariables>;

/**
 * __useReverseTopUpMutation__
 *
 * To run a mutation, you first call `useReverseTopUpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReverseTopUpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reverseTopUpMutation, { data, loading, error }] = useReverseTopUpMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useReverseTopUpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReverseTopUpMutation, ReverseTopUpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReverseTopUpMutation, ReverseTopUpMutationVariables>(ReverseTopUpDocument, options);
      }
export type ReverseTopUpMutationHookResult = ReturnType<typeof useReverseTopUpMutation>;
export type ReverseTopUpMutationResult = ApolloReactCommon.MutationResult<ReverseTopUpMutation>;
export type ReverseTopUpMutationOptions = ApolloReactCommon.BaseMutationOptions<ReverseTopUpMutation, ReverseTopUpMutationVariables>;
export const SetTopUpNoteDocument = gql`
    mutation SetTopUpNote($id: Int!, $note: String!) {
  setTopUpNote(id: $id, note: $note) {
    id
    note
  }
}
    `;
export type SetTopUpNoteMutationFn = ApolloReactCommon.MutationFunction<SetTopUpNoteMutation, SetTopUpNoteMutationVariables>;

/**
 * __useSetTopUpNoteMutation__
 *
 * To run a mutation, you first call `useSetTopUpNoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetTopUpNoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setTopUpNoteMutation, { data, loading, error }] = useSetTopUpNoteMutation({
 *   variables: {
 *      id: // value for 'id'
 *      note: // value for 'note'
 *   },
 * });
 */
export function useSetTopUpNoteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetTopUpNoteMutation, SetTopUpNoteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetTopUpNoteMutation, SetTopUpNoteMutationVariables>(SetTopUpNoteDocument, options);
      }
export type SetTopUpNoteMutationHookResult = ReturnType<typeof useSetTopUpNoteMutation>;
export type SetTopUpNoteMutationResult = ApolloReactCommon.MutationResult<SetTopUpNoteMutation>;
export type SetTopUpNoteMutationOptions = ApolloReactCommon.BaseMutationOptions<SetTopUpNoteMutation, SetTopUpNoteMutationVariables>;
export const DeleteTopUpDocument = gql`
    mutation DeleteTopUp($id: Int!) {
  deleteTopUp(id: $id) {
    id
    status
    hidden
  }
}
    `;
export type DeleteTopUpMutationFn = ApolloReactCommon.MutationFunction<DeleteTopUpMutation, DeleteTopUpMutationVariables>;

/**
 * __useDeleteTopUpMutation__
 *
 * To run a mutation, you first call `useDeleteTopUpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteTopUpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteTopUpMutation, { data, loading, error }] = useDeleteTopUpMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteTopUpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteTopUpMutation, DeleteTopUpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteTopUpMutation, DeleteTopUpMutationVariables>(DeleteTopUpDocument, options);
      }
export type DeleteTopUpMutationHookResult = ReturnType<typeof useDeleteTopUpMutation>;
export type DeleteTopUpMutationResult = ApolloReactCommon.MutationResult<DeleteTopUpMutation>;
export type DeleteTopUpMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteTopUpMutation, DeleteTopUpMutationVariables>;
export const PublicPlansDocument = gql`
    query PublicPlans {
  plans {
    id
    name
    description
    price
    minAmount
    maxAmount
    roiDay
    periodMonths
    sponsorBonus
    capMultiplier
    isActive
  }
}
    `;

/**
 * __usePublicPlansQuery__
 *
 * To run a query within a React component, call `usePublicPlansQuery` and pass it any options that fit your needs.
 * When your component renders, `usePublicPlansQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePublicPlansQuery({
 *   variables: {
 *   },
 * });
 */
export function usePublicPlansQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PublicPlansQuery, PublicPlansQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PublicPlansQuery, PublicPlansQueryVariables>(PublicPlansDocument, options);
      }
export function usePublicPlansLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PublicPlansQuery, PublicPlansQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PublicPlansQuery, PublicPlansQueryVariables>(PublicPlansDocument, options);
        }
// @ts-ignore
export function usePublicPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PublicPlansQuery, PublicPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PublicPlansQuery, PublicPlansQueryVariables>;
export function usePublicPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PublicPlansQuery, PublicPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PublicPlansQuery | undefined, PublicPlansQueryVariables>;
export function usePublicPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PublicPlansQuery, PublicPlansQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PublicPlansQuery, PublicPlansQueryVariables>(PublicPlansDocument, options);
        }
export type PublicPlansQueryHookResult = ReturnType<typeof usePublicPlansQuery>;
export type PublicPlansLazyQueryHookResult = ReturnType<typeof usePublicPlansLazyQuery>;
export type PublicPlansSuspenseQueryHookResult = ReturnType<typeof usePublicPlansSuspenseQuery>;
export type PublicPlansQueryResult = ApolloReactCommon.QueryResult<PublicPlansQuery, PublicPlansQueryVariables>;
export const RewardPlansDocument = gql`
    query RewardPlans {
  rewardPlans {
    ...RewardPlanFields
  }
}
    ${RewardPlanFieldsFragmentDoc}`;

/**
 * __useRewardPlansQuery__
 *
 * To run a query within a React component, call `useRewardPlansQuery` and pass it any options that fit your needs.
 * When your component renders, `useRewardPlansQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRewardPlansQuery({
 *   variables: {
 *   },
 * });
 */
export function useRewardPlansQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<RewardPlansQuery, RewardPlansQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RewardPlansQuery, RewardPlansQueryVariables>(RewardPlansDocument, options);
      }
export function useRewardPlansLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RewardPlansQuery, RewardPlansQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RewardPlansQuery, RewardPlansQueryVariables>(RewardPlansDocument, options);
        }
// @ts-ignore
export function useRewardPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RewardPlansQuery, RewardPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RewardPlansQuery, RewardPlansQueryVariables>;
export function useRewardPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RewardPlansQuery, RewardPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RewardPlansQuery | undefined, RewardPlansQueryVariables>;
export function useRewardPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RewardPlansQuery, RewardPlansQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RewardPlansQuery, RewardPlansQueryVariables>(RewardPlansDocument, options);
        }
export type RewardPlansQueryHookResult = ReturnType<typeof useRewardPlansQuery>;
export type RewardPlansLazyQueryHookResult = ReturnType<typeof useRewardPlansLazyQuery>;
export type RewardPlansSuspenseQueryHookResult = ReturnType<typeof useRewardPlansSuspenseQuery>;
export type RewardPlansQueryResult = ApolloReactCommon.QueryResult<RewardPlansQuery, RewardPlansQueryVariables>;
export const MemberRewardsDocument = gql`
    query MemberRewards($memberId: Int) {
  memberRewards(memberId: $memberId) {
    ...RankProgressFields
  }
}
    ${RankProgressFieldsFragmentDoc}`;

/**
 * __useMemberRewardsQuery__
 *
 * To run a query within a React component, call `useMemberRewardsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberRewardsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberRewardsQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useMemberRewardsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MemberRewardsQuery, MemberRewardsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberRewardsQuery, MemberRewardsQueryVariables>(MemberRewardsDocument, options);
      }
export function useMemberRewardsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberRewardsQuery, MemberRewardsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberRewardsQuery, MemberRewardsQueryVariables>(MemberRewardsDocument, options);
        }
// @ts-ignore
export function useMemberRewardsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MemberRewardsQuery, MemberRewardsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MemberRewardsQuery, MemberRewardsQueryVariables>;
export function useMemberRewardsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MemberRewardsQuery, MemberRewardsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MemberRewardsQuery | undefined, MemberRewardsQueryVariables>;
export function useMemberRewardsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MemberRewardsQuery, MemberRewardsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MemberRewardsQuery, MemberRewardsQueryVariables>(MemberRewardsDocument, options);
        }
export type MemberRewardsQueryHookResult = ReturnType<typeof useMemberRewardsQuery>;
export type MemberRewardsLazyQueryHookResult = ReturnType<typeof useMemberRewardsLazyQuery>;
export type MemberRewardsSuspenseQueryHookResult = ReturnType<typeof useMemberRewardsSuspenseQuery>;
export type MemberRewardsQueryResult = ApolloReactCommon.QueryResult<MemberRewardsQuery, MemberRewardsQueryVariables>;
export const TeamBusinessDocument = gql`
    query TeamBusiness($memberId: Int) {
  teamBusiness(memberId: $memberId) {
    ...TeamBusinessFields
  }
}
    ${TeamBusinessFieldsFragmentDoc}`;

/**
 * __useTeamBusinessQuery__
 *
 * To run a query within a React component, call `useTeamBusinessQuery` and pass it any options that fit your needs.
 * When your component renders, `useTeamBusinessQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTeamBusinessQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useTeamBusinessQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<TeamBusinessQuery, TeamBusinessQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TeamBusinessQuery, TeamBusinessQueryVariables>(TeamBusinessDocument, options);
      }
export function useTeamBusinessLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TeamBusinessQuery, TeamBusinessQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TeamBusinessQuery, TeamBusinessQueryVariables>(TeamBusinessDocument, options);
        }
// @ts-ignore
export function useTeamBusinessSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TeamBusinessQuery, TeamBusinessQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TeamBusinessQuery, TeamBusinessQueryVariables>;
export function useTeamBusinessSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TeamBusinessQuery, TeamBusinessQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TeamBusinessQuery | undefined, TeamBusinessQueryVariables>;
export function useTeamBusinessSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TeamBusinessQuery, TeamBusinessQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TeamBusinessQuery, TeamBusinessQueryVariables>(TeamBusinessDocument, options);
        }
export type TeamBusinessQueryHookResult = ReturnType<typeof useTeamBusinessQuery>;
export type TeamBusinessLazyQueryHookResult = ReturnType<typeof useTeamBusinessLazyQuery>;
export type TeamBusinessSuspenseQueryHookResult = ReturnType<typeof useTeamBusinessSuspenseQuery>;
export type TeamBusinessQueryResult = ApolloReactCommon.QueryResult<TeamBusinessQuery, TeamBusinessQueryVariables>;
export const InitializeRewardsDocument = gql`
    mutation InitializeRewards {
  initializeRewards {
    success
    message
  }
}
    `;
export type InitializeRewardsMutationFn = ApolloReactCommon.MutationFunction<InitializeRewardsMutation, InitializeRewardsMutationVariables>;

/**
 * __useInitializeRewardsMutation__
 *
 * To run a mutation, you first call `useInitializeRewardsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useInitializeRewardsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [initializeRewardsMutation, { data, loading, error }] = useInitializeRewardsMutation({
 *   variables: {
 *   },
 * });
 */
export function useInitializeRewardsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<InitializeRewardsMutation, InitializeRewardsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<InitializeRewardsMutation, InitializeRewardsMutationVariables>(InitializeRewardsDocument, options);
      }
export type InitializeRewardsMutationHookResult = ReturnType<typeof useInitializeRewardsMutation>;
export type InitializeRewardsMutationResult = ApolloReactCommon.MutationResult<InitializeRewardsMutation>;
export type InitializeRewardsMutationOptions = ApolloReactCommon.BaseMutationOptions<InitializeRewardsMutation, InitializeRewardsMutationVariables>;
export const ClaimRewardDocument = gql`
    mutation ClaimReward {
  claimReward {
    message
    rank
    amount
  }
}
    `;
export type ClaimRewardMutationFn = ApolloReactCommon.MutationFunction<ClaimRewardMutation, ClaimRewardMutationVariables>;

/**
 * __useClaimRewardMutation__
 *
 * To run a mutation, you first call `useClaimRewardMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useClaimRewardMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [claimRewardMutation, { data, loading, error }] = useClaimRewardMutation({
 *   variables: {
 *   },
 * });
 */
export function useClaimRewardMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ClaimRewardMutation, ClaimRewardMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ClaimRewardMutation, ClaimRewardMutationVariables>(ClaimRewardDocument, options);
      }
export type ClaimRewardMutationHookResult = ReturnType<typeof useClaimRewardMutation>;
export type ClaimRewardMutationResult = ApolloReactCommon.MutationResult<ClaimRewardMutation>;
export type ClaimRewardMutationOptions = ApolloReactCommon.BaseMutationOptions<ClaimRewardMutation, ClaimRewardMutationVariables>;
export const CarryForwardRewardDocument = gql`
    mutation CarryForwardReward($memberId: Int!) {
  carryForwardReward(memberId: $memberId) {
    ...RankProgressFields
  }
}
    ${RankProgressFieldsFragmentDoc}`;
export type CarryForwardRewardMutationFn = ApolloReactCommon.MutationFunction<CarryForwardRewardMutation, CarryForwardRewardMutationVariables>;

/**
 * __useCarryForwardRewardMutation__
 *
 * To run a mutation, you first call `useCarryForwardRewardMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCarryForwardRewardMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [carryForwardRewardMutation, { data, loading, error }] = useCarryForwardRewardMutation({
 *   variables: {
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useCarryForwardRewardMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CarryForwardRewardMutation, CarryForwardRewardMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CarryForwardRewardMutation, CarryForwardRewardMutationVariables>(CarryForwardRewardDocument, options);
      }
export type CarryForwardRewardMutationHookResult = ReturnType<typeof useCarryForwardRewardMutation>;
export type CarryForwardRewardMutationResult = ApolloReactCommon.MutationResult<CarryForwardRewardMutation>;
export type CarryForwardRewardMutationOptions = ApolloReactCommon.BaseMutationOptions<CarryForwardRewardMutation, CarryForwardRewardMutationVariables>;
export const RankedMembersDocument = gql`
    query RankedMembers {
  rankedMembers {
    memberId
    username
    email
    rank
    totalReward
    teamBusiness
  }
}
    `;

/**
 * __useRankedMembersQuery__
 *
 * To run a query within a React component, call `useRankedMembersQuery` and pass it any options that fit your needs.
 * When your component renders, `useRankedMembersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRankedMembersQuery({
 *   variables: {
 *   },
 * });
 */
export function useRankedMembersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<RankedMembersQuery, RankedMembersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RankedMembersQuery, RankedMembersQueryVariables>(RankedMembersDocument, options);
      }
export function useRankedMembersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RankedMembersQuery, RankedMembersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RankedMembersQuery, RankedMembersQueryVariables>(RankedMembersDocument, options);
        }
// @ts-ignore
export function useRankedMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RankedMembersQuery, RankedMembersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RankedMembersQuery, RankedMembersQueryVariables>;
export function useRankedMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RankedMembersQuery, RankedMembersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RankedMembersQuery | undefined, RankedMembersQueryVariables>;
export function useRankedMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RankedMembersQuery, RankedMembersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RankedMembersQuery, RankedMembersQueryVariables>(RankedMembersDocument, options);
        }
export type RankedMembersQueryHookResult = ReturnType<typeof useRankedMembersQuery>;
export type RankedMembersLazyQueryHookResult = ReturnType<typeof useRankedMembersLazyQuery>;
export type RankedMembersSuspenseQueryHookResult = ReturnType<typeof useRankedMembersSuspenseQuery>;
export type RankedMembersQueryResult = ApolloReactCommon.QueryResult<RankedMembersQuery, RankedMembersQueryVariables>;
export const CreateRewardPlanDocument = gql`
    mutation CreateRewardPlan($input: RewardPlanInput!) {
  createRewardPlan(input: $input) {
    ...RewardPlanFields
  }
}
    ${RewardPlanFieldsFragmentDoc}`;
export type CreateRewardPlanMutationFn = ApolloReactCommon.MutationFunction<CreateRewardPlanMutation, CreateRewardPlanMutationVariables>;

/**
 * __useCreateRewardPlanMutation__
 *
 * To run a mutation, you first call `useCreateRewardPlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateRewardPlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createRewardPlanMutation, { data, loading, error }] = useCreateRewardPlanMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateRewardPlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateRewardPlanMutation, CreateRewardPlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateRewardPlanMutation, CreateRewardPlanMutationVariables>(CreateRewardPlanDocument, options);
      }
export type CreateRewardPlanMutationHookResult = ReturnType<typeof useCreateRewardPlanMutation>;
export type CreateRewardPlanMutationResult = ApolloReactCommon.MutationResult<CreateRewardPlanMutation>;
export type CreateRewardPlanMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateRewardPlanMutation, CreateRewardPlanMutationVariables>;
export const UpdateRewardPlanDocument = gql`
    mutation UpdateRewardPlan($id: Int!, $input: RewardPlanInput!) {
  updateRewardPlan(id: $id, input: $input) {
    ...RewardPlanFields
  }
}
    ${RewardPlanFieldsFragmentDoc}`;
export type UpdateRewardPlanMutationFn = ApolloReactCommon.MutationFunction<UpdateRewardPlanMutation, UpdateRewardPlanMutationVariables>;

/**
 * __useUpdateRewardPlanMutation__
 *
 * To run a mutation, you first call `useUpdateRewardPlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateRewardPlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateRewardPlanMutation, { data, loading, error }] = useUpdateRewardPlanMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateRewardPlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateRewardPlanMutation, UpdateRewardPlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateRewardPlanMutation, UpdateRewardPlanMutationVariables>(UpdateRewardPlanDocument, options);
      }
export type UpdateRewardPlanMutationHookResult = ReturnType<typeof useUpdateRewardPlanMutation>;
export type UpdateRewardPlanMutationResult = ApolloReactCommon.MutationResult<UpdateRewardPlanMutation>;
export type UpdateRewardPlanMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateRewardPlanMutation, UpdateRewardPlanMutationVariables>;
export const DeleteRewardPlanDocument = gql`
    mutation DeleteRewardPlan($id: Int!) {
  deleteRewardPlan(id: $id) {
    success
    message
  }
}
    `;
export type DeleteRewardPlanMutationFn = ApolloReactCommon.MutationFunction<DeleteRewardPlanMutation, DeleteRewardPlanMutationVariables>;

/**
 * __useDeleteRewardPlanMutation__
 *
 * To run a mutation, you first call `useDeleteRewardPlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteRewardPlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteRewardPlanMutation, { data, loading, error }] = useDeleteRewardPlanMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteRewardPlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteRewardPlanMutation, DeleteRewardPlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteRewardPlanMutation, DeleteRewardPlanMutationVariables>(DeleteRewardPlanDocument, options);
      }
export type DeleteRewardPlanMutationHookResult = ReturnType<typeof useDeleteRewardPlanMutation>;
export type DeleteRewardPlanMutationResult = ApolloReactCommon.MutationResult<DeleteRewardPlanMutation>;
export type DeleteRewardPlanMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteRewardPlanMutation, DeleteRewardPlanMutationVariables>;
export const MySalaryPaymentsDocument = gql`
    query MySalaryPayments {
  mySalaryPayments {
    ...SalaryPaymentFields
  }
}
    ${SalaryPaymentFieldsFragmentDoc}`;

/**
 * __useMySalaryPaymentsQuery__
 *
 * To run a query within a React component, call `useMySalaryPaymentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMySalaryPaymentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMySalaryPaymentsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMySalaryPaymentsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MySalaryPaymentsQuery, MySalaryPaymentsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MySalaryPaymentsQuery, MySalaryPaymentsQueryVariables>(MySalaryPaymentsDocument, options);
      }
export function useMySalaryPaymentsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MySalaryPaymentsQuery, MySalaryPaymentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MySalaryPaymentsQuery, MySalaryPaymentsQueryVariables>(MySalaryPaymentsDocument, options);
        }
// @ts-ignore
export function useMySalaryPaymentsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MySalaryPaymentsQuery, MySalaryPaymentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MySalaryPaymentsQuery, MySalaryPaymentsQueryVariables>;
export function useMySalaryPaymentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MySalaryPaymentsQuery, MySalaryPaymentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MySalaryPaymentsQuery | undefined, MySalaryPaymentsQueryVariables>;
export function useMySalaryPaymentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MySalaryPaymentsQuery, MySalaryPaymentsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MySalaryPaymentsQuery, MySalaryPaymentsQueryVariables>(MySalaryPaymentsDocument, options);
        }
export type MySalaryPaymentsQueryHookResult = ReturnType<typeof useMySalaryPaymentsQuery>;
export type MySalaryPaymentsLazyQueryHookResult = ReturnType<typeof useMySalaryPaymentsLazyQuery>;
export type MySalaryPaymentsSuspenseQueryHookResult = ReturnType<typeof useMySalaryPaymentsSuspenseQuery>;
export type MySalaryPaymentsQueryResult = ApolloReactCommon.QueryResult<MySalaryPaymentsQuery, MySalaryPaymentsQueryVariables>;
export const SalaryTransactionsDocument = gql`
    query SalaryTransactions($filter: SalaryFilterInput) {
  salaryTransactions(filter: $filter) {
    total
    page
    pageSize
    items {
      ...SalaryPaymentFields
    }
  }
}
    ${SalaryPaymentFieldsFragmentDoc}`;

/**
 * __useSalaryTransactionsQuery__
 *
 * To run a query within a React component, call `useSalaryTransactionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSalaryTransactionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSalaryTransactionsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useSalaryTransactionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SalaryTransactionsQuery, SalaryTransactionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SalaryTransactionsQuery, SalaryTransactionsQueryVariables>(SalaryTransactionsDocument, options);
      }
export function useSalaryTransactionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SalaryTransactionsQuery, SalaryTransactionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SalaryTransactionsQuery, SalaryTransactionsQueryVariables>(SalaryTransactionsDocument, options);
        }
// @ts-ignore
export function useSalaryTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SalaryTransactionsQuery, SalaryTransactionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SalaryTransactionsQuery, SalaryTransactionsQueryVariables>;
export function useSalaryTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SalaryTransactionsQuery, SalaryTransactionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SalaryTransactionsQuery | undefined, SalaryTransactionsQueryVariables>;
export function useSalaryTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SalaryTransactionsQuery, SalaryTransactionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SalaryTransactionsQuery, SalaryTransactionsQueryVariables>(SalaryTransactionsDocument, options);
        }
export type SalaryTransactionsQueryHookResult = ReturnType<typeof useSalaryTransactionsQuery>;
export type SalaryTransactionsLazyQueryHookResult = ReturnType<typeof useSalaryTransactionsLazyQuery>;
export type SalaryTransactionsSuspenseQueryHookResult = ReturnType<typeof useSalaryTransactionsSuspenseQuery>;
export type SalaryTransactionsQueryResult = ApolloReactCommon.QueryResult<SalaryTransactionsQuery, SalaryTransactionsQueryVariables>;
export const UserSalariesDocument = gql`
    query UserSalaries($page: Int!, $pageSize: Int!) {
  userSalaries(page: $page, pageSize: $pageSize) {
    total
    page
    pageSize
    items {
      id
      memberId
      username
      rank
      salaryAmount
      requiredBusiness
      duration
      monthsPaid
      remaining
      status
      assignedDay
    }
  }
}
    `;

/**
 * __useUserSalariesQuery__
 *
 * To run a query within a React component, call `useUserSalariesQuery` and pass it any options that fit your needs.
 * When your component renders, `useUserSalariesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUserSalariesQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useUserSalariesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<UserSalariesQuery, UserSalariesQueryVariables> & ({ variables: UserSalariesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<UserSalariesQuery, UserSalariesQueryVariables>(UserSalariesDocument, options);
      }
export function useUserSalariesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<UserSalariesQuery, UserSalariesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<UserSalariesQuery, UserSalariesQueryVariables>(UserSalariesDocument, options);
        }
// @ts-ignore
export function useUserSalariesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<UserSalariesQuery, UserSalariesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UserSalariesQuery, UserSalariesQueryVariables>;
export function useUserSalariesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UserSalariesQuery, UserSalariesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UserSalariesQuery | undefined, UserSalariesQueryVariables>;
export function useUserSalariesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UserSalariesQuery, UserSalariesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<UserSalariesQuery, UserSalariesQueryVariables>(UserSalariesDocument, options);
        }
export type UserSalariesQueryHookResult = ReturnType<typeof useUserSalariesQuery>;
export type UserSalariesLazyQueryHookResult = ReturnType<typeof useUserSalariesLazyQuery>;
export type UserSalariesSuspenseQueryHookResult = ReturnType<typeof useUserSalariesSuspenseQuery>;
export type UserSalariesQueryResult = ApolloReactCommon.QueryResult<UserSalariesQuery, UserSalariesQueryVariables>;
export const SalaryTodayDocument = gql`
    query SalaryToday {
  salaryTodayStats {
    ...SalaryTodayFields
  }
}
    ${SalaryTodayFieldsFragmentDoc}`;

/**
 * __useSalaryTodayQuery__
 *
 * To run a query within a React component, call `useSalaryTodayQuery` and pass it any options that fit your needs.
 * When your component renders, `useSalaryTodayQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSalaryTodayQuery({
 *   variables: {
 *   },
 * });
 */
export function useSalaryTodayQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SalaryTodayQuery, SalaryTodayQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SalaryTodayQuery, SalaryTodayQueryVariables>(SalaryTodayDocument, options);
      }
export function useSalaryTodayLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SalaryTodayQuery, SalaryTodayQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SalaryTodayQuery, SalaryTodayQueryVariables>(SalaryTodayDocument, options);
        }
// @ts-ignore
export function useSalaryTodaySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SalaryTodayQuery, SalaryTodayQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SalaryTodayQuery, SalaryTodayQueryVariables>;
export function useSalaryTodaySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SalaryTodayQuery, SalaryTodayQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SalaryTodayQuery | undefined, SalaryTodayQueryVariables>;
export function useSalaryTodaySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SalaryTodayQuery, SalaryTodayQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SalaryTodayQuery, SalaryTodayQueryVariables>(SalaryTodayDocument, options);
        }
export type SalaryTodayQueryHookResult = ReturnType<typeof useSalaryTodayQuery>;
export type SalaryTodayLazyQueryHookResult = ReturnType<typeof useSalaryTodayLazyQuery>;
export type SalaryTodaySuspenseQueryHookResult = ReturnType<typeof useSalaryTodaySuspenseQuery>;
export type SalaryTodayQueryResult = ApolloReactCommon.QueryResult<SalaryTodayQuery, SalaryTodayQueryVariables>;
export const SalaryUserHistoryDocument = gql`
    query SalaryUserHistory($memberId: Int!) {
  salaryUserHistory(memberId: $memberId) {
    memberId
    rank
    salaryAmount
    monthsPaid
    monthsLeft
    totalPaid
    payments {
      ...SalaryPaymentFields
    }
  }
}
    ${SalaryPaymentFieldsFragmentDoc}`;

/**
 * __useSalaryUserHistoryQuery__
 *
 * To run a query within a React component, call `useSalaryUserHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useSalaryUserHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSalaryUserHistoryQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useSalaryUserHistoryQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SalaryUserHistoryQuery, SalaryUserHistoryQueryVariables> & ({ variables: SalaryUserHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SalaryUserHistoryQuery, SalaryUserHistoryQueryVariables>(SalaryUserHistoryDocument, options);
      }
export function useSalaryUserHistoryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SalaryUserHistoryQuery, SalaryUserHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SalaryUserHistoryQuery, SalaryUserHistoryQueryVariables>(SalaryUserHistoryDocument, options);
        }
// @ts-ignore
export function useSalaryUserHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SalaryUserHistoryQuery, SalaryUserHistoryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SalaryUserHistoryQuery, SalaryUserHistoryQueryVariables>;
export function useSalaryUserHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SalaryUserHistoryQuery, SalaryUserHistoryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SalaryUserHistoryQuery | undefined, SalaryUserHistoryQueryVariables>;
export function useSalaryUserHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SalaryUserHistoryQuery, SalaryUserHistoryQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SalaryUserHistoryQuery, SalaryUserHistoryQueryVariables>(SalaryUserHistoryDocument, options);
        }
export type SalaryUserHistoryQueryHookResult = ReturnType<typeof useSalaryUserHistoryQuery>;
export type SalaryUserHistoryLazyQueryHookResult = ReturnType<typeof useSalaryUserHistoryLazyQuery>;
export type SalaryUserHistorySuspenseQueryHookResult = ReturnType<typeof useSalaryUserHistorySuspenseQuery>;
export type SalaryUserHistoryQueryResult = ApolloReactCommon.QueryResult<SalaryUserHistoryQuery, SalaryUserHistoryQueryVariables>;
export const SalaryAnalysisDocument = gql`
    query SalaryAnalysis {
  salaryAdminDashboard {
    totalPaid
    paidThisMonth
    payments
    membersPaid
    averagePayment
    activeEntitlements
    tiers {
      ...SalaryTierFields
    }
    today {
      ...SalaryTodayFields
    }
    perMonth {
      month
      total
    }
  }
}
    ${SalaryTierFieldsFragmentDoc}
${SalaryTodayFieldsFragmentDoc}`;

/**
 * __useSalaryAnalysisQuery__
 *
 * To run a query within a React component, call `useSalaryAnalysisQuery` and pass it any options that fit your needs.
 * When your component renders, `useSalaryAnalysisQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSalaryAnalysisQuery({
 *   variables: {
 *   },
 * });
 */
export function useSalaryAnalysisQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SalaryAnalysisQuery, SalaryAnalysisQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SalaryAnalysisQuery, SalaryAnalysisQueryVariables>(SalaryAnalysisDocument, options);
      }
export function useSalaryAnalysisLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SalaryAnalysisQuery, SalaryAnalysisQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SalaryAnalysisQuery, SalaryAnalysisQueryVariables>(SalaryAnalysisDocument, options);
        }
// @ts-ignore
export function useSalaryAnalysisSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SalaryAnalysisQuery, SalaryAnalysisQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SalaryAnalysisQuery, SalaryAnalysisQueryVariables>;
export function useSalaryAnalysisSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SalaryAnalysisQuery, SalaryAnalysisQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SalaryAnalysisQuery | undefined, SalaryAnalysisQueryVariables>;
export function useSalaryAnalysisSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SalaryAnalysisQuery, SalaryAnalysisQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SalaryAnalysisQuery, SalaryAnalysisQueryVariables>(SalaryAnalysisDocument, options);
        }
export type SalaryAnalysisQueryHookResult = ReturnType<typeof useSalaryAnalysisQuery>;
export type SalaryAnalysisLazyQueryHookResult = ReturnType<typeof useSalaryAnalysisLazyQuery>;
export type SalaryAnalysisSuspenseQueryHookResult = ReturnType<typeof useSalaryAnalysisSuspenseQuery>;
export type SalaryAnalysisQueryResult = ApolloReactCommon.QueryResult<SalaryAnalysisQuery, SalaryAnalysisQueryVariables>;
export const LeadershipIncomeDocument = gql`
    query LeadershipIncome($memberId: Int, $page: Int!, $pageSize: Int!) {
  leadershipIncome(memberId: $memberId, page: $page, pageSize: $pageSize) {
    total
    page
    pageSize
    totalAmount
    items {
      ...LeadershipFields
    }
  }
}
    ${LeadershipFieldsFragmentDoc}`;

/**
 * __useLeadershipIncomeQuery__
 *
 * To run a query within a React component, call `useLeadershipIncomeQuery` and pass it any options that fit your needs.
 * When your component renders, `useLeadershipIncomeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLeadershipIncomeQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useLeadershipIncomeQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LeadershipIncomeQuery, LeadershipIncomeQueryVariables> & ({ variables: LeadershipIncomeQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LeadershipIncomeQuery, LeadershipIncomeQueryVariables>(LeadershipIncomeDocument, options);
      }
export function useLeadershipIncomeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LeadershipIncomeQuery, LeadershipIncomeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LeadershipIncomeQuery, LeadershipIncomeQueryVariables>(LeadershipIncomeDocument, options);
        }
// @ts-ignore
export function useLeadershipIncomeSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LeadershipIncomeQuery, LeadershipIncomeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LeadershipIncomeQuery, LeadershipIncomeQueryVariables>;
export function useLeadershipIncomeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LeadershipIncomeQuery, LeadershipIncomeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LeadershipIncomeQuery | undefined, LeadershipIncomeQueryVariables>;
export function useLeadershipIncomeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LeadershipIncomeQuery, LeadershipIncomeQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LeadershipIncomeQuery, LeadershipIncomeQueryVariables>(LeadershipIncomeDocument, options);
        }
export type LeadershipIncomeQueryHookResult = ReturnType<typeof useLeadershipIncomeQuery>;
export type LeadershipIncomeLazyQueryHookResult = ReturnType<typeof useLeadershipIncomeLazyQuery>;
export type LeadershipIncomeSuspenseQueryHookResult = ReturnType<typeof useLeadershipIncomeSuspenseQuery>;
export type LeadershipIncomeQueryResult = ApolloReactCommon.QueryResult<LeadershipIncomeQuery, LeadershipIncomeQueryVariables>;
export const DeleteLeadershipDocument = gql`
    mutation DeleteLeadership($id: Int!) {
  deleteLeadership(id: $id) {
    success
    message
  }
}
    `;
export type DeleteLeadershipMutationFn = ApolloReactCommon.MutationFunction<DeleteLeadershipMutation, DeleteLeadershipMutationVariables>;

/**
 * __useDeleteLeadershipMutation__
 *
 * To run a mutation, you first call `useDeleteLeadershipMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteLeadershipMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteLeadershipMutation, { data, loading, error }] = useDeleteLeadershipMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteLeadershipMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteLeadershipMutation, DeleteLeadershipMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteLeadershipMutation, DeleteLeadershipMutationVariables>(DeleteLeadershipDocument, options);
      }
export type DeleteLeadershipMutationHookResult = ReturnType<typeof useDeleteLeadershipMutation>;
export type DeleteLeadershipMutationResult = ApolloReactCommon.MutationResult<DeleteLeadershipMutation>;
export type DeleteLeadershipMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteLeadershipMutation, DeleteLeadershipMutationVariables>;
export const CtoListDocument = gql`
    query CtoList {
  ctoList {
    ...CtoFields
  }
}
    ${CtoFieldsFragmentDoc}`;

/**
 * __useCtoListQuery__
 *
 * To run a query within a React component, call `useCtoListQuery` and pass it any options that fit your needs.
 * When your component renders, `useCtoListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCtoListQuery({
 *   variables: {
 *   },
 * });
 */
export function useCtoListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CtoListQuery, CtoListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CtoListQuery, CtoListQueryVariables>(CtoListDocument, options);
      }
export function useCtoListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CtoListQuery, CtoListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CtoListQuery, CtoListQueryVariables>(CtoListDocument, options);
        }
// @ts-ignore
export function useCtoListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CtoListQuery, CtoListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CtoListQuery, CtoListQueryVariables>;
export function useCtoListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CtoListQuery, CtoListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CtoListQuery | undefined, CtoListQueryVariables>;
export function useCtoListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CtoListQuery, CtoListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CtoListQuery, CtoListQueryVariables>(CtoListDocument, options);
        }
export type CtoListQueryHookResult = ReturnType<typeof useCtoListQuery>;
export type CtoListLazyQueryHookResult = ReturnType<typeof useCtoListLazyQuery>;
export type CtoListSuspenseQueryHookResult = ReturnType<typeof useCtoListSuspenseQuery>;
export type CtoListQueryResult = ApolloReactCommon.QueryResult<CtoListQuery, CtoListQueryVariables>;
export const CtoPaymentsDocument = gql`
    query CtoPayments($memberId: Int) {
  ctoPayments(memberId: $memberId) {
    id
    memberId
    month
    amount
    day
    createdAt
  }
}
    `;

/**
 * __useCtoPaymentsQuery__
 *
 * To run a query within a React component, call `useCtoPaymentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCtoPaymentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCtoPaymentsQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useCtoPaymentsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CtoPaymentsQuery, CtoPaymentsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CtoPaymentsQuery, CtoPaymentsQueryVariables>(CtoPaymentsDocument, options);
      }
export function useCtoPaymentsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CtoPaymentsQuery, CtoPaymentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CtoPaymentsQuery, CtoPaymentsQueryVariables>(CtoPaymentsDocument, options);
        }
// @ts-ignore
export function useCtoPaymentsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CtoPaymentsQuery, CtoPaymentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CtoPaymentsQuery, CtoPaymentsQueryVariables>;
export function useCtoPaymentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CtoPaymentsQuery, CtoPaymentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CtoPaymentsQuery | undefined, CtoPaymentsQueryVariables>;
export function useCtoPaymentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CtoPaymentsQuery, CtoPaymentsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CtoPaymentsQuery, CtoPaymentsQueryVariables>(CtoPaymentsDocument, options);
        }
export type CtoPaymentsQueryHookResult = ReturnType<typeof useCtoPaymentsQuery>;
export type CtoPaymentsLazyQueryHookResult = ReturnType<typeof useCtoPaymentsLazyQuery>;
export type CtoPaymentsSuspenseQueryHookResult = ReturnType<typeof useCtoPaymentsSuspenseQuery>;
export type CtoPaymentsQueryResult = ApolloReactCommon.QueryResult<CtoPaymentsQuery, CtoPaymentsQueryVariables>;
export const RunCtoQualificationDocument = gql`
    mutation RunCtoQualification {
  runCtoQualification
}
    `;
export type RunCtoQualificationMutationFn = ApolloReactCommon.MutationFunction<RunCtoQualificationMutation, RunCtoQualificationMutationVariables>;

/**
 * __useRunCtoQualificationMutation__
 *
 * To run a mutation, you first call `useRunCtoQualificationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRunCtoQualificationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [runCtoQualificationMutation, { data, loading, error }] = useRunCtoQualificationMutation({
 *   variables: {
 *   },
 * });
 */
export function useRunCtoQualificationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RunCtoQualificationMutation, RunCtoQualificationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RunCtoQualificationMutation, RunCtoQualificationMutationVariables>(RunCtoQualificationDocument, options);
      }
export type RunCtoQualificationMutationHookResult = ReturnType<typeof useRunCtoQualificationMutation>;
export type RunCtoQualificationMutationResult = ApolloReactCommon.MutationResult<RunCtoQualificationMutation>;
export type RunCtoQualificationMutationOptions = ApolloReactCommon.BaseMutationOptions<RunCtoQualificationMutation, RunCtoQualificationMutationVariables>;
export const PayCtoDocument = gql`
    mutation PayCto($id: Int!, $amount: Money!, $gift: Money!) {
  payCto(id: $id, amount: $amount, gift: $gift) {
    ...CtoFields
  }
}
    ${CtoFieldsFragmentDoc}`;
export type PayCtoMutationFn = ApolloReactCommon.MutationFunction<PayCtoMutation, PayCtoMutationVariables>;

/**
 * __usePayCtoMutation__
 *
 * To run a mutation, you first call `usePayCtoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePayCtoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [payCtoMutation, { data, loading, error }] = usePayCtoMutation({
 *   variables: {
 *      id: // value for 'id'
 *      amount: // value for 'amount'
 *      gift: // value for 'gift'
 *   },
 * });
 */
export function usePayCtoMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PayCtoMutation, PayCtoMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PayCtoMutation, PayCtoMutationVariables>(PayCtoDocument, options);
      }
export type PayCtoMutationHookResult = ReturnType<typeof usePayCtoMutation>;
export type PayCtoMutationResult = ApolloReactCommon.MutationResult<PayCtoMutation>;
export type PayCtoMutationOptions = ApolloReactCommon.BaseMutationOptions<PayCtoMutation, PayCtoMutationVariables>;
export const DisqualifyCtoDocument = gql`
    mutation DisqualifyCto($id: Int!) {
  disqualifyCto(id: $id) {
    success
    message
  }
}
    `;
export type DisqualifyCtoMutationFn = ApolloReactCommon.MutationFunction<DisqualifyCtoMutation, DisqualifyCtoMutationVariables>;

/**
 * __useDisqualifyCtoMutation__
 *
 * To run a mutation, you first call `useDisqualifyCtoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDisqualifyCtoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [disqualifyCtoMutation, { data, loading, error }] = useDisqualifyCtoMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDisqualifyCtoMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DisqualifyCtoMutation, DisqualifyCtoMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DisqualifyCtoMutation, DisqualifyCtoMutationVariables>(DisqualifyCtoDocument, options);
      }
export type DisqualifyCtoMutationHookResult = ReturnType<typeof useDisqualifyCtoMutation>;
export type DisqualifyCtoMutationResult = ApolloReactCommon.MutationResult<DisqualifyCtoMutation>;
export type DisqualifyCtoMutationOptions = ApolloReactCommon.BaseMutationOptions<DisqualifyCtoMutation, DisqualifyCtoMutationVariables>;
export const MarketPairsDocument = gql`
    query MarketPairs {
  marketPairs {
    ...MarketPairFields
  }
}
    ${MarketPairFieldsFragmentDoc}`;

/**
 * __useMarketPairsQuery__
 *
 * To run a query within a React component, call `useMarketPairsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMarketPairsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMarketPairsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMarketPairsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MarketPairsQuery, MarketPairsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MarketPairsQuery, MarketPairsQueryVariables>(MarketPairsDocument, options);
      }
export function useMarketPairsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MarketPairsQuery, MarketPairsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MarketPairsQuery, MarketPairsQueryVariables>(MarketPairsDocument, options);
        }
// @ts-ignore
export function useMarketPairsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MarketPairsQuery, MarketPairsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MarketPairsQuery, MarketPairsQueryVariables>;
export function useMarketPairsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MarketPairsQuery, MarketPairsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MarketPairsQuery | undefined, MarketPairsQueryVariables>;
export function useMarketPairsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MarketPairsQuery, MarketPairsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MarketPairsQuery, MarketPairsQueryVariables>(MarketPairsDocument, options);
        }
export type MarketPairsQueryHookResult = ReturnType<typeof useMarketPairsQuery>;
export type MarketPairsLazyQueryHookResult = ReturnType<typeof useMarketPairsLazyQuery>;
export type MarketPairsSuspenseQueryHookResult = ReturnType<typeof useMarketPairsSuspenseQuery>;
export type MarketPairsQueryResult = ApolloReactCommon.QueryResult<MarketPairsQuery, MarketPairsQueryVariables>;
export const PairHistoryDocument = gql`
    query PairHistory($pair: String!, $range: String!) {
  pairHistory(pair: $pair, range: $range) {
    time
    price
  }
}
    `;

/**
 * __usePairHistoryQuery__
 *
 * To run a query within a React component, call `usePairHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `usePairHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePairHistoryQuery({
 *   variables: {
 *      pair: // value for 'pair'
 *      range: // value for 'range'
 *   },
 * });
 */
export function usePairHistoryQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PairHistoryQuery, PairHistoryQueryVariables> & ({ variables: PairHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PairHistoryQuery, PairHistoryQueryVariables>(PairHistoryDocument, options);
      }
export function usePairHistoryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PairHistoryQuery, PairHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PairHistoryQuery, PairHistoryQueryVariables>(PairHistoryDocument, options);
        }
// @ts-ignore
export function usePairHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PairHistoryQuery, PairHistoryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PairHistoryQuery, PairHistoryQueryVariables>;
export function usePairHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PairHistoryQuery, PairHistoryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PairHistoryQuery | undefined, PairHistoryQueryVariables>;
export function usePairHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PairHistoryQuery, PairHistoryQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PairHistoryQuery, PairHistoryQueryVariables>(PairHistoryDocument, options);
        }
export type PairHistoryQueryHookResult = ReturnType<typeof usePairHistoryQuery>;
export type PairHistoryLazyQueryHookResult = ReturnType<typeof usePairHistoryLazyQuery>;
export type PairHistorySuspenseQueryHookResult = ReturnType<typeof usePairHistorySuspenseQuery>;
export type PairHistoryQueryResult = ApolloReactCommon.QueryResult<PairHistoryQuery, PairHistoryQueryVariables>;
export const MyTradesDocument = gql`
    query MyTrades($limit: Int!) {
  myTrades(limit: $limit) {
    ...TradeFields
  }
}
    ${TradeFieldsFragmentDoc}`;

/**
 * __useMyTradesQuery__
 *
 * To run a query within a React component, call `useMyTradesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyTradesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyTradesQuery({
 *   variables: {
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useMyTradesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyTradesQuery, MyTradesQueryVariables> & ({ variables: MyTradesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyTradesQuery, MyTradesQueryVariables>(MyTradesDocument, options);
      }
export function useMyTradesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyTradesQuery, MyTradesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyTradesQuery, MyTradesQueryVariables>(MyTradesDocument, options);
        }
// @ts-ignore
export function useMyTradesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyTradesQuery, MyTradesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyTradesQuery, MyTradesQueryVariables>;
export function useMyTradesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyTradesQuery, MyTradesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyTradesQuery | undefined, MyTradesQueryVariables>;
export function useMyTradesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyTradesQuery, MyTradesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyTradesQuery, MyTradesQueryVariables>(MyTradesDocument, options);
        }
export type MyTradesQueryHookResult = ReturnType<typeof useMyTradesQuery>;
export type MyTradesLazyQueryHookResult = ReturnType<typeof useMyTradesLazyQuery>;
export type MyTradesSuspenseQueryHookResult = ReturnType<typeof useMyTradesSuspenseQuery>;
export type MyTradesQueryResult = ApolloReactCommon.QueryResult<MyTradesQuery, MyTradesQueryVariables>;
export const SelfTradeDocument = gql`
    mutation SelfTrade($pair: String!) {
  selfTrade(pair: $pair) {
    ...TradeFields
  }
}
    ${TradeFieldsFragmentDoc}`;
export type SelfTradeMutationFn = ApolloReactCommon.MutationFunction<SelfTradeMutation, SelfTradeMutationVariables>;

/**
 * __useSelfTradeMutation__
 *
 * To run a mutation, you first call `useSelfTradeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSelfTradeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [selfTradeMutation, { data, loading, error }] = useSelfTradeMutation({
 *   variables: {
 *      pair: // value for 'pair'
 *   },
 * });
 */
export function useSelfTradeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SelfTradeMutation, SelfTradeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SelfTradeMutation, SelfTradeMutationVariables>(SelfTradeDocument, options);
      }
export type SelfTradeMutationHookResult = ReturnType<typeof useSelfTradeMutation>;
export type SelfTradeMutationResult = ApolloReactCommon.MutationResult<SelfTradeMutation>;
export type SelfTradeMutationOptions = ApolloReactCommon.BaseMutationOptions<SelfTradeMutation, SelfTradeMutationVariables>;
export const TodayTradeDocument = gql`
    query TodayTrade {
  todayTrade {
    ...TradeFields
  }
}
    ${TradeFieldsFragmentDoc}`;

/**
 * __useTodayTradeQuery__
 *
 * To run a query within a React component, call `useTodayTradeQuery` and pass it any options that fit your needs.
 * When your component renders, `useTodayTradeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTodayTradeQuery({
 *   variables: {
 *   },
 * });
 */
export function useTodayTradeQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<TodayTradeQuery, TodayTradeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TodayTradeQuery, TodayTradeQueryVariables>(TodayTradeDocument, options);
      }
export function useTodayTradeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TodayTradeQuery, TodayTradeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TodayTradeQuery, TodayTradeQueryVariables>(TodayTradeDocument, options);
        }
// @ts-ignore
export function useTodayTradeSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TodayTradeQuery, TodayTradeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TodayTradeQuery, TodayTradeQueryVariables>;
export function useTodayTradeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TodayTradeQuery, TodayTradeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TodayTradeQuery | undefined, TodayTradeQueryVariables>;
export function useTodayTradeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TodayTradeQuery, TodayTradeQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TodayTradeQuery, TodayTradeQueryVariables>(TodayTradeDocument, options);
        }
export type TodayTradeQueryHookResult = ReturnType<typeof useTodayTradeQuery>;
export type TodayTradeLazyQueryHookResult = ReturnType<typeof useTodayTradeLazyQuery>;
export type TodayTradeSuspenseQueryHookResult = ReturnType<typeof useTodayTradeSuspenseQuery>;
export type TodayTradeQueryResult = ApolloReactCommon.QueryResult<TodayTradeQuery, TodayTradeQueryVariables>;
export const RewardLedgerDocument = gql`
    query RewardLedger($page: Int!, $pageSize: Int!, $before: Int) {
  ledgerRows(
    tableName: "reward_transaction"
    page: $page
    pageSize: $pageSize
    before: $before
  ) {
    page
    pageSize
    total
    nextCursor
    items {
      id
      memberId
      email
      username
      amount
      description
      createdAt
    }
  }
}
    `;

/**
 * __useRewardLedgerQuery__
 *
 * To run a query within a React component, call `useRewardLedgerQuery` and pass it any options that fit your needs.
 * When your component renders, `useRewardLedgerQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRewardLedgerQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *      before: // value for 'before'
 *   },
 * });
 */
export function useRewardLedgerQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RewardLedgerQuery, RewardLedgerQueryVariables> & ({ variables: RewardLedgerQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RewardLedgerQuery, RewardLedgerQueryVariables>(RewardLedgerDocument, options);
      }
export function useRewardLedgerLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RewardLedgerQuery, RewardLedgerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RewardLedgerQuery, RewardLedgerQueryVariables>(RewardLedgerDocument, options);
        }
// @ts-ignore
export function useRewardLedgerSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RewardLedgerQuery, RewardLedgerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RewardLedgerQuery, RewardLedgerQueryVariables>;
export function useRewardLedgerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RewardLedgerQuery, RewardLedgerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RewardLedgerQuery | undefined, RewardLedgerQueryVariables>;
export function useRewardLedgerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RewardLedgerQuery, RewardLedgerQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RewardLedgerQuery, RewardLedgerQueryVariables>(RewardLedgerDocument, options);
        }
export type RewardLedgerQueryHookResult = ReturnType<typeof useRewardLedgerQuery>;
export type RewardLedgerLazyQueryHookResult = ReturnType<typeof useRewardLedgerLazyQuery>;
export type RewardLedgerSuspenseQueryHookResult = ReturnType<typeof useRewardLedgerSuspenseQuery>;
export type RewardLedgerQueryResult = ApolloReactCommon.QueryResult<RewardLedgerQuery, RewardLedgerQueryVariables>;
export const TradeRunningPlansDocument = gql`
    query TradeRunningPlans {
  myInvestments(page: 1, pageSize: 10, status: RUNNING) {
    total
    items {
      id
      amount
      roiDay
      plan {
        id
        name
      }
    }
  }
}
    `;

/**
 * __useTradeRunningPlansQuery__
 *
 * To run a query within a React component, call `useTradeRunningPlansQuery` and pass it any options that fit your needs.
 * When your component renders, `useTradeRunningPlansQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTradeRunningPlansQuery({
 *   variables: {
 *   },
 * });
 */
export function useTradeRunningPlansQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<TradeRunningPlansQuery, TradeRunningPlansQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TradeRunningPlansQuery, TradeRunningPlansQueryVariables>(TradeRunningPlansDocument, options);
      }
export function useTradeRunningPlansLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TradeRunningPlansQuery, TradeRunningPlansQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TradeRunningPlansQuery, TradeRunningPlansQueryVariables>(TradeRunningPlansDocument, options);
        }
// @ts-ignore
export function useTradeRunningPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TradeRunningPlansQuery, TradeRunningPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TradeRunningPlansQuery, TradeRunningPlansQueryVariables>;
export function useTradeRunningPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TradeRunningPlansQuery, TradeRunningPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TradeRunningPlansQuery | undefined, TradeRunningPlansQueryVariables>;
export function useTradeRunningPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TradeRunningPlansQuery, TradeRunningPlansQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TradeRunningPlansQuery, TradeRunningPlansQueryVariables>(TradeRunningPlansDocument, options);
        }
export type TradeRunningPlansQueryHookResult = ReturnType<typeof useTradeRunningPlansQuery>;
export type TradeRunningPlansLazyQueryHookResult = ReturnType<typeof useTradeRunningPlansLazyQuery>;
export type TradeRunningPlansSuspenseQueryHookResult = ReturnType<typeof useTradeRunningPlansSuspenseQuery>;
export type TradeRunningPlansQueryResult = ApolloReactCommon.QueryResult<TradeRunningPlansQuery, TradeRunningPlansQueryVariables>;
export const ListMySupportMessagesDocument = gql`
    query listMySupportMessages($page: Int, $pageSize: Int) {
  mySupportMessages(page: $page, pageSize: $pageSize) {
    items {
      ...SupportMessageFields
    }
    total
    page
    pageSize
  }
}
    ${SupportMessageFieldsFragmentDoc}`;

/**
 * __useListMySupportMessagesQuery__
 *
 * To run a query within a React component, call `useListMySupportMessagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useListMySupportMessagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useListMySupportMessagesQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useListMySupportMessagesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ListMySupportMessagesQuery, ListMySupportMessagesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ListMySupportMessagesQuery, ListMySupportMessagesQueryVariables>(ListMySupportMessagesDocument, options);
      }
export function useListMySupportMessagesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ListMySupportMessagesQuery, ListMySupportMessagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ListMySupportMessagesQuery, ListMySupportMessagesQueryVariables>(ListMySupportMessagesDocument, options);
        }
// @ts-ignore
export function useListMySupportMessagesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ListMySupportMessagesQuery, ListMySupportMessagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ListMySupportMessagesQuery, ListMySupportMessagesQueryVariables>;
export function useListMySupportMessagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ListMySupportMessagesQuery, ListMySupportMessagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ListMySupportMessagesQuery | undefined, ListMySupportMessagesQueryVariables>;
export function useListMySupportMessagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ListMySupportMessagesQuery, ListMySupportMessagesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ListMySupportMessagesQuery, ListMySupportMessagesQueryVariables>(ListMySupportMessagesDocument, options);
        }
export type ListMySupportMessagesQueryHookResult = ReturnType<typeof useListMySupportMessagesQuery>;
export type ListMySupportMessagesLazyQueryHookResult = ReturnType<typeof useListMySupportMessagesLazyQuery>;
export type ListMySupportMessagesSuspenseQueryHookResult = ReturnType<typeof useListMySupportMessagesSuspenseQuery>;
export type ListMySupportMessagesQueryResult = ApolloReactCommon.QueryResult<ListMySupportMessagesQuery, ListMySupportMessagesQueryVariables>;
export const ListSupportMessagesDocument = gql`
    query listSupportMessages($status: SupportStatus, $page: Int, $pageSize: Int) {
  supportMessages(status: $status, page: $page, pageSize: $pageSize) {
    items {
      ...SupportMessageFields
      email
    }
    total
    page
    pageSize
  }
}
    ${SupportMessageFieldsFragmentDoc}`;

/**
 * __useListSupportMessagesQuery__
 *
 * To run a query within a React component, call `useListSupportMessagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useListSupportMessagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useListSupportMessagesQuery({
 *   variables: {
 *      status: // value for 'status'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useListSupportMessagesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ListSupportMessagesQuery, ListSupportMessagesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ListSupportMessagesQuery, ListSupportMessagesQueryVariables>(ListSupportMessagesDocument, options);
      }
export function useListSupportMessagesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ListSupportMessagesQuery, ListSupportMessagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ListSupportMessagesQuery, ListSupportMessagesQueryVariables>(ListSupportMessagesDocument, options);
        }
// @ts-ignore
export function useListSupportMessagesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ListSupportMessagesQuery, ListSupportMessagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ListSupportMessagesQuery, ListSupportMessagesQueryVariables>;
export function useListSupportMessagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ListSupportMessagesQuery, ListSupportMessagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ListSupportMessagesQuery | undefined, ListSupportMessagesQueryVariables>;
export function useListSupportMessagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ListSupportMessagesQuery, ListSupportMessagesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ListSupportMessagesQuery, ListSupportMessagesQueryVariables>(ListSupportMessagesDocument, options);
        }
export type ListSupportMessagesQueryHookResult = ReturnType<typeof useListSupportMessagesQuery>;
export type ListSupportMessagesLazyQueryHookResult = ReturnType<typeof useListSupportMessagesLazyQuery>;
export type ListSupportMessagesSuspenseQueryHookResult = ReturnType<typeof useListSupportMessagesSuspenseQuery>;
export type ListSupportMessagesQueryResult = ApolloReactCommon.QueryResult<ListSupportMessagesQuery, ListSupportMessagesQueryVariables>;
export const CreateSupportMessageDocument = gql`
    mutation createSupportMessage($input: CreateSupportMessageInput!) {
  createSupportMessage(input: $input) {
    ...SupportMessageFields
  }
}
    ${SupportMessageFieldsFragmentDoc}`;
export type CreateSupportMessageMutationFn = ApolloReactCommon.MutationFunction<CreateSupportMessageMutation, CreateSupportMessageMutationVariables>;

/**
 * __useCreateSupportMessageMutation__
 *
 * To run a mutation, you first call `useCreateSupportMessageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSupportMessageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSupportMessageMutation, { data, loading, error }] = useCreateSupportMessageMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateSupportMessageMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateSupportMessageMutation, CreateSupportMessageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateSupportMessageMutation, CreateSupportMessageMutationVariables>(CreateSupportMessageDocument, options);
      }
export type CreateSupportMessageMutationHookResult = ReturnType<typeof useCreateSupportMessageMutation>;
export type CreateSupportMessageMutationResult = ApolloReactCommon.MutationResult<CreateSupportMessageMutation>;
export type CreateSupportMessageMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateSupportMessageMutation, CreateSupportMessageMutationVariables>;
export const UpdateSupportMessageDocument = gql`
    mutation updateSupportMessage($id: Int!, $status: SupportStatus!, $reply: String) {
  updateSupportMessage(id: $id, status: $status, reply: $reply) {
    ...SupportMessageFields
    email
  }
}
    ${SupportMessageFieldsFragmentDoc}`;
export type UpdateSupportMessageMutationFn = ApolloReactCommon.MutationFunction<UpdateSupportMessageMutation, UpdateSupportMessageMutationVariables>;

/**
 * __useUpdateSupportMessageMutation__
 *
 * To run a mutation, you first call `useUpdateSupportMessageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSupportMessageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSupportMessageMutation, { data, loading, error }] = useUpdateSupportMessageMutation({
 *   variables: {
 *      id: // value for 'id'
 *      status: // value for 'status'
 *      reply: // value for 'reply'
 *   },
 * });
 */
export function useUpdateSupportMessageMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateSupportMessageMutation, UpdateSupportMessageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateSupportMessageMutation, UpdateSupportMessageMutationVariables>(UpdateSupportMessageDocument, options);
      }
export type UpdateSupportMessageMutationHookResult = ReturnType<typeof useUpdateSupportMessageMutation>;
export type UpdateSupportMessageMutationResult = ApolloReactCommon.MutationResult<UpdateSupportMessageMutation>;
export type UpdateSupportMessageMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateSupportMessageMutation, UpdateSupportMessageMutationVariables>;
export const DeleteSupportMessageDocument = gql`
    mutation deleteSupportMessage($id: Int!) {
  deleteSupportMessage(id: $id) {
    success
    message
  }
}
    `;
export type DeleteSupportMessageMutationFn = ApolloReactCommon.MutationFunction<DeleteSupportMessageMutation, DeleteSupportMessageMutationVariables>;

/**
 * __useDeleteSupportMessageMutation__
 *
 * To run a mutation, you first call `useDeleteSupportMessageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteSupportMessageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteSupportMessageMutation, { data, loading, error }] = useDeleteSupportMessageMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteSupportMessageMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteSupportMessageMutation, DeleteSupportMessageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteSupportMessageMutation, DeleteSupportMessageMutationVariables>(DeleteSupportMessageDocument, options);
      }
export type DeleteSupportMessageMutationHookResult = ReturnType<typeof useDeleteSupportMessageMutation>;
export type DeleteSupportMessageMutationResult = ApolloReactCommon.MutationResult<DeleteSupportMessageMutation>;
export type DeleteSupportMessageMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteSupportMessageMutation, DeleteSupportMessageMutationVariables>;
export const SupportSwitchDocument = gql`
    query supportSwitch {
  settings {
    support
  }
}
    `;

/**
 * __useSupportSwitchQuery__
 *
 * To run a query within a React component, call `useSupportSwitchQuery` and pass it any options that fit your needs.
 * When your component renders, `useSupportSwitchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSupportSwitchQuery({
 *   variables: {
 *   },
 * });
 */
export function useSupportSwitchQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SupportSwitchQuery, SupportSwitchQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SupportSwitchQuery, SupportSwitchQueryVariables>(SupportSwitchDocument, options);
      }
export function useSupportSwitchLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SupportSwitchQuery, SupportSwitchQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SupportSwitchQuery, SupportSwitchQueryVariables>(SupportSwitchDocument, options);
        }
// @ts-ignore
export function useSupportSwitchSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SupportSwitchQuery, SupportSwitchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SupportSwitchQuery, SupportSwitchQueryVariables>;
export function useSupportSwitchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SupportSwitchQuery, SupportSwitchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SupportSwitchQuery | undefined, SupportSwitchQueryVariables>;
export function useSupportSwitchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SupportSwitchQuery, SupportSwitchQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SupportSwitchQuery, SupportSwitchQueryVariables>(SupportSwitchDocument, options);
        }
export type SupportSwitchQueryHookResult = ReturnType<typeof useSupportSwitchQuery>;
export type SupportSwitchLazyQueryHookResult = ReturnType<typeof useSupportSwitchLazyQuery>;
export type SupportSwitchSuspenseQueryHookResult = ReturnType<typeof useSupportSwitchSuspenseQuery>;
export type SupportSwitchQueryResult = ApolloReactCommon.QueryResult<SupportSwitchQuery, SupportSwitchQueryVariables>;
export const TeamFiguresDocument = gql`
    query TeamFigures($memberId: Int) {
  teamSummary(memberId: $memberId) {
    ...TeamSummaryFields
  }
}
    ${TeamSummaryFieldsFragmentDoc}`;

/**
 * __useTeamFiguresQuery__
 *
 * To run a query within a React component, call `useTeamFiguresQuery` and pass it any options that fit your needs.
 * When your component renders, `useTeamFiguresQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTeamFiguresQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useTeamFiguresQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<TeamFiguresQuery, TeamFiguresQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TeamFiguresQuery, TeamFiguresQueryVariables>(TeamFiguresDocument, options);
      }
export function useTeamFiguresLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TeamFiguresQuery, TeamFiguresQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TeamFiguresQuery, TeamFiguresQueryVariables>(TeamFiguresDocument, options);
        }
// @ts-ignore
export function useTeamFiguresSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TeamFiguresQuery, TeamFiguresQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TeamFiguresQuery, TeamFiguresQueryVariables>;
export function useTeamFiguresSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TeamFiguresQuery, TeamFiguresQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TeamFiguresQuery | undefined, TeamFiguresQueryVariables>;
export function useTeamFiguresSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TeamFiguresQuery, TeamFiguresQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TeamFiguresQuery, TeamFiguresQueryVariables>(TeamFiguresDocument, options);
        }
export type TeamFiguresQueryHookResult = ReturnType<typeof useTeamFiguresQuery>;
export type TeamFiguresLazyQueryHookResult = ReturnType<typeof useTeamFiguresLazyQuery>;
export type TeamFiguresSuspenseQueryHookResult = ReturnType<typeof useTeamFiguresSuspenseQuery>;
export type TeamFiguresQueryResult = ApolloReactCommon.QueryResult<TeamFiguresQuery, TeamFiguresQueryVariables>;
export const TeamSummaryWithLevelsDocument = gql`
    query TeamSummaryWithLevels($memberId: Int) {
  teamSummary(memberId: $memberId) {
    ...TeamSummaryFields
    levels {
      level
      members
      active
      business
    }
  }
}
    ${TeamSummaryFieldsFragmentDoc}`;

/**
 * __useTeamSummaryWithLevelsQuery__
 *
 * To run a query within a React component, call `useTeamSummaryWithLevelsQuery` and pass it any options that fit your needs.
 * When your component renders, `useTeamSummaryWithLevelsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTeamSummaryWithLevelsQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useTeamSummaryWithLevelsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<TeamSummaryWithLevelsQuery, TeamSummaryWithLevelsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TeamSummaryWithLevelsQuery, TeamSummaryWithLevelsQueryVariables>(TeamSummaryWithLevelsDocument, options);
      }
export function useTeamSummaryWithLevelsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TeamSummaryWithLevelsQuery, TeamSummaryWithLevelsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TeamSummaryWithLevelsQuery, TeamSummaryWithLevelsQueryVariables>(TeamSummaryWithLevelsDocument, options);
        }
// @ts-ignore
export function useTeamSummaryWithLevelsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TeamSummaryWithLevelsQuery, TeamSummaryWithLevelsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TeamSummaryWithLevelsQuery, TeamSummaryWithLevelsQueryVariables>;
export function useTeamSummaryWithLevelsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TeamSummaryWithLevelsQuery, TeamSummaryWithLevelsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TeamSummaryWithLevelsQuery | undefined, TeamSummaryWithLevelsQueryVariables>;
export function useTeamSummaryWithLevelsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TeamSummaryWithLevelsQuery, TeamSummaryWithLevelsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TeamSummaryWithLevelsQuery, TeamSummaryWithLevelsQueryVariables>(TeamSummaryWithLevelsDocument, options);
        }
export type TeamSummaryWithLevelsQueryHookResult = ReturnType<typeof useTeamSummaryWithLevelsQuery>;
export type TeamSummaryWithLevelsLazyQueryHookResult = ReturnType<typeof useTeamSummaryWithLevelsLazyQuery>;
export type TeamSummaryWithLevelsSuspenseQueryHookResult = ReturnType<typeof useTeamSummaryWithLevelsSuspenseQuery>;
export type TeamSummaryWithLevelsQueryResult = ApolloReactCommon.QueryResult<TeamSummaryWithLevelsQuery, TeamSummaryWithLevelsQueryVariables>;
export const TreeMemberDocument = gql`
    query TreeMember($code: String) {
  treeMember(code: $code) {
    ...TeamNodeFields
  }
}
    ${TeamNodeFieldsFragmentDoc}`;

/**
 * __useTreeMemberQuery__
 *
 * To run a query within a React component, call `useTreeMemberQuery` and pass it any options that fit your needs.
 * When your component renders, `useTreeMemberQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTreeMemberQuery({
 *   variables: {
 *      code: // value for 'code'
 *   },
 * });
 */
export function useTreeMemberQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<TreeMemberQuery, TreeMemberQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TreeMemberQuery, TreeMemberQueryVariables>(TreeMemberDocument, options);
      }
export function useTreeMemberLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TreeMemberQuery, TreeMemberQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TreeMemberQuery, TreeMemberQueryVariables>(TreeMemberDocument, options);
        }
// @ts-ignore
export function useTreeMemberSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TreeMemberQuery, TreeMemberQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TreeMemberQuery, TreeMemberQueryVariables>;
export function useTreeMemberSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TreeMemberQuery, TreeMemberQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TreeMemberQuery | undefined, TreeMemberQueryVariables>;
export function useTreeMemberSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TreeMemberQuery, TreeMemberQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TreeMemberQuery, TreeMemberQueryVariables>(TreeMemberDocument, options);
        }
export type TreeMemberQueryHookResult = ReturnType<typeof useTreeMemberQuery>;
export type TreeMemberLazyQueryHookResult = ReturnType<typeof useTreeMemberLazyQuery>;
export type TreeMemberSuspenseQueryHookResult = ReturnType<typeof useTreeMemberSuspenseQuery>;
export type TreeMemberQueryResult = ApolloReactCommon.QueryResult<TreeMemberQuery, TreeMemberQueryVariables>;
export const DirectMembersDocument = gql`
    query DirectMembers($memberId: Int, $after: Int, $take: Int) {
  directMembers(memberId: $memberId, after: $after, take: $take) {
    total
    nextAfter
    items {
      ...TeamNodeFields
    }
  }
}
    ${TeamNodeFieldsFragmentDoc}`;

/**
 * __useDirectMembersQuery__
 *
 * To run a query within a React component, call `useDirectMembersQuery` and pass it any options that fit your needs.
 * When your component renders, `useDirectMembersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDirectMembersQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *      after: // value for 'after'
 *      take: // value for 'take'
 *   },
 * });
 */
export function useDirectMembersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DirectMembersQuery, DirectMembersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DirectMembersQuery, DirectMembersQueryVariables>(DirectMembersDocument, options);
      }
export function useDirectMembersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DirectMembersQuery, DirectMembersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DirectMembersQuery, DirectMembersQueryVariables>(DirectMembersDocument, options);
        }
// @ts-ignore
export function useDirectMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DirectMembersQuery, DirectMembersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DirectMembersQuery, DirectMembersQueryVariables>;
export function useDirectMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DirectMembersQuery, DirectMembersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DirectMembersQuery | undefined, DirectMembersQueryVariables>;
export function useDirectMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DirectMembersQuery, DirectMembersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DirectMembersQuery, DirectMembersQueryVariables>(DirectMembersDocument, options);
        }
export type DirectMembersQueryHookResult = ReturnType<typeof useDirectMembersQuery>;
export type DirectMembersLazyQueryHookResult = ReturnType<typeof useDirectMembersLazyQuery>;
export type DirectMembersSuspenseQueryHookResult = ReturnType<typeof useDirectMembersSuspenseQuery>;
export type DirectMembersQueryResult = ApolloReactCommon.QueryResult<DirectMembersQuery, DirectMembersQueryVariables>;
export const ReferralBranchDocument = gql`
    query ReferralBranch($memberId: Int, $after: Int, $take: Int, $childTake: Int) {
  referralTree(
    memberId: $memberId
    after: $after
    take: $take
    childTake: $childTake
  ) {
    total
    nextAfter
    items {
      ...TeamNodeFields
      children {
        ...TeamNodeFields
      }
    }
  }
}
    ${TeamNodeFieldsFragmentDoc}`;

/**
 * __useReferralBranchQuery__
 *
 * To run a query within a React component, call `useReferralBranchQuery` and pass it any options that fit your needs.
 * When your component renders, `useReferralBranchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useReferralBranchQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *      after: // value for 'after'
 *      take: // value for 'take'
 *      childTake: // value for 'childTake'
 *   },
 * });
 */
export function useReferralBranchQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ReferralBranchQuery, ReferralBranchQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ReferralBranchQuery, ReferralBranchQueryVariables>(ReferralBranchDocument, options);
      }
export function useReferralBranchLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ReferralBranchQuery, ReferralBranchQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ReferralBranchQuery, ReferralBranchQueryVariables>(ReferralBranchDocument, options);
        }
// @ts-ignore
export function useReferralBranchSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ReferralBranchQuery, ReferralBranchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ReferralBranchQuery, ReferralBranchQueryVariables>;
export function useReferralBranchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ReferralBranchQuery, ReferralBranchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ReferralBranchQuery | undefined, ReferralBranchQueryVariables>;
export function useReferralBranchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ReferralBranchQuery, ReferralBranchQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ReferralBranchQuery, ReferralBranchQueryVariables>(ReferralBranchDocument, options);
        }
export type ReferralBranchQueryHookResult = ReturnType<typeof useReferralBranchQuery>;
export type ReferralBranchLazyQueryHookResult = ReturnType<typeof useReferralBranchLazyQuery>;
export type ReferralBranchSuspenseQueryHookResult = ReturnType<typeof useReferralBranchSuspenseQuery>;
export type ReferralBranchQueryResult = ApolloReactCommon.QueryResult<ReferralBranchQuery, ReferralBranchQueryVariables>;
export const SearchTeamDocument = gql`
    query SearchTeam($query: String!, $memberId: Int) {
  searchTeam(query: $query, memberId: $memberId) {
    level
    node {
      id
    }
    path {
      ...TeamNodeFields
    }
  }
}
    ${TeamNodeFieldsFragmentDoc}`;

/**
 * __useSearchTeamQuery__
 *
 * To run a query within a React component, call `useSearchTeamQuery` and pass it any options that fit your needs.
 * When your component renders, `useSearchTeamQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSearchTeamQuery({
 *   variables: {
 *      query: // value for 'query'
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useSearchTeamQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SearchTeamQuery, SearchTeamQueryVariables> & ({ variables: SearchTeamQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SearchTeamQuery, SearchTeamQueryVariables>(SearchTeamDocument, options);
      }
export function useSearchTeamLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SearchTeamQuery, SearchTeamQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SearchTeamQuery, SearchTeamQueryVariables>(SearchTeamDocument, options);
        }
// @ts-ignore
export function useSearchTeamSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SearchTeamQuery, SearchTeamQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SearchTeamQuery, SearchTeamQueryVariables>;
export function useSearchTeamSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SearchTeamQuery, SearchTeamQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SearchTeamQuery | undefined, SearchTeamQueryVariables>;
export function useSearchTeamSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SearchTeamQuery, SearchTeamQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SearchTeamQuery, SearchTeamQueryVariables>(SearchTeamDocument, options);
        }
export type SearchTeamQueryHookResult = ReturnType<typeof useSearchTeamQuery>;
export type SearchTeamLazyQueryHookResult = ReturnType<typeof useSearchTeamLazyQuery>;
export type SearchTeamSuspenseQueryHookResult = ReturnType<typeof useSearchTeamSuspenseQuery>;
export type SearchTeamQueryResult = ApolloReactCommon.QueryResult<SearchTeamQuery, SearchTeamQueryVariables>;
export const ListMyTicketsDocument = gql`
    query listMyTickets($status: TicketStatus, $page: Int, $pageSize: Int) {
  myTickets(status: $status, page: $page, pageSize: $pageSize) {
    items {
      ...TicketFields
    }
    total
    page
    pageSize
  }
}
    ${TicketFieldsFragmentDoc}`;

/**
 * __useListMyTicketsQuery__
 *
 * To run a query within a React component, call `useListMyTicketsQuery` and pass it any options that fit your needs.
 * When your component renders, `useListMyTicketsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useListMyTicketsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useListMyTicketsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ListMyTicketsQuery, ListMyTicketsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ListMyTicketsQuery, ListMyTicketsQueryVariables>(ListMyTicketsDocument, options);
      }
export function useListMyTicketsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ListMyTicketsQuery, ListMyTicketsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ListMyTicketsQuery, ListMyTicketsQueryVariables>(ListMyTicketsDocument, options);
        }
// @ts-ignore
export function useListMyTicketsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ListMyTicketsQuery, ListMyTicketsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ListMyTicketsQuery, ListMyTicketsQueryVariables>;
export function useListMyTicketsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ListMyTicketsQuery, ListMyTicketsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ListMyTicketsQuery | undefined, ListMyTicketsQueryVariables>;
export function useListMyTicketsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ListMyTicketsQuery, ListMyTicketsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ListMyTicketsQuery, ListMyTicketsQueryVariables>(ListMyTicketsDocument, options);
        }
export type ListMyTicketsQueryHookResult = ReturnType<typeof useListMyTicketsQuery>;
export type ListMyTicketsLazyQueryHookResult = ReturnType<typeof useListMyTicketsLazyQuery>;
export type ListMyTicketsSuspenseQueryHookResult = ReturnType<typeof useListMyTicketsSuspenseQuery>;
export type ListMyTicketsQueryResult = ApolloReactCommon.QueryResult<ListMyTicketsQuery, ListMyTicketsQueryVariables>;
export const ListTicketsDocument = gql`
    query listTickets($status: TicketStatus, $search: String, $page: Int, $pageSize: Int) {
  tickets(status: $status, search: $search, page: $page, pageSize: $pageSize) {
    items {
      ...TicketFields
      member {
        id
        username
      }
    }
    total
    page
    pageSize
  }
}
    ${TicketFieldsFragmentDoc}`;

/**
 * __useListTicketsQuery__
 *
 * To run a query within a React component, call `useListTicketsQuery` and pass it any options that fit your needs.
 * When your component renders, `useListTicketsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useListTicketsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      search: // value for 'search'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useListTicketsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ListTicketsQuery, ListTicketsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ListTicketsQuery, ListTicketsQueryVariables>(ListTicketsDocument, options);
      }
export function useListTicketsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ListTicketsQuery, ListTicketsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ListTicketsQuery, ListTicketsQueryVariables>(ListTicketsDocument, options);
        }
// @ts-ignore
export function useListTicketsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ListTicketsQuery, ListTicketsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ListTicketsQuery, ListTicketsQueryVariables>;
export function useListTicketsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ListTicketsQuery, ListTicketsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ListTicketsQuery | undefined, ListTicketsQueryVariables>;
export function useListTicketsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ListTicketsQuery, ListTicketsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ListTicketsQuery, ListTicketsQueryVariables>(ListTicketsDocument, options);
        }
export type ListTicketsQueryHookResult = ReturnType<typeof useListTicketsQuery>;
export type ListTicketsLazyQueryHookResult = ReturnType<typeof useListTicketsLazyQuery>;
export type ListTicketsSuspenseQueryHookResult = ReturnType<typeof useListTicketsSuspenseQuery>;
export type ListTicketsQueryResult = ApolloReactCommon.QueryResult<ListTicketsQuery, ListTicketsQueryVariables>;
export const GetTicketDocument = gql`
    query getTicket($id: Int!) {
  ticket(id: $id) {
    ...TicketFields
    member {
      id
      username
      fullname
    }
    email
  }
  ticketResponses(ticketId: $id) {
    ...TicketReplyFields
  }
}
    ${TicketFieldsFragmentDoc}
${TicketReplyFieldsFragmentDoc}`;

/**
 * __useGetTicketQuery__
 *
 * To run a query within a React component, call `useGetTicketQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetTicketQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetTicketQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useGetTicketQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GetTicketQuery, GetTicketQueryVariables> & ({ variables: GetTicketQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetTicketQuery, GetTicketQueryVariables>(GetTicketDocument, options);
      }
export function useGetTicketLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetTicketQuery, GetTicketQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetTicketQuery, GetTicketQueryVariables>(GetTicketDocument, options);
        }
// @ts-ignore
export function useGetTicketSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetTicketQuery, GetTicketQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetTicketQuery, GetTicketQueryVariables>;
export function useGetTicketSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetTicketQuery, GetTicketQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetTicketQuery | undefined, GetTicketQueryVariables>;
export function useGetTicketSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetTicketQuery, GetTicketQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetTicketQuery, GetTicketQueryVariables>(GetTicketDocument, options);
        }
export type GetTicketQueryHookResult = ReturnType<typeof useGetTicketQuery>;
export type GetTicketLazyQueryHookResult = ReturnType<typeof useGetTicketLazyQuery>;
export type GetTicketSuspenseQueryHookResult = ReturnType<typeof useGetTicketSuspenseQuery>;
export type GetTicketQueryResult = ApolloReactCommon.QueryResult<GetTicketQuery, GetTicketQueryVariables>;
export const CreateTicketDocument = gql`
    mutation createTicket($input: CreateTicketInput!) {
  createTicket(input: $input) {
    ...TicketFields
  }
}
    ${TicketFieldsFragmentDoc}`;
export type CreateTicketMutationFn = ApolloReactCommon.MutationFunction<CreateTicketMutation, CreateTicketMutationVariables>;

/**
 * __useCreateTicketMutation__
 *
 * To run a mutation, you first call `useCreateTicketMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateTicketMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createTicketMutation, { data, loading, error }] = useCreateTicketMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateTicketMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateTicketMutation, CreateTicketMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateTicketMutation, CreateTicketMutationVariables>(CreateTicketDocument, options);
      }
export type CreateTicketMutationHookResult = ReturnType<typeof useCreateTicketMutation>;
export type CreateTicketMutationResult = ApolloReactCommon.MutationResult<CreateTicketMutation>;
export type CreateTicketMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateTicketMutation, CreateTicketMutationVariables>;
export const AddTicketResponseDocument = gql`
    mutation addTicketResponse($ticketId: Int!, $message: String!) {
  addTicketResponse(ticketId: $ticketId, message: $message) {
    ...TicketReplyFields
  }
}
    ${TicketReplyFieldsFragmentDoc}`;
export type AddTicketResponseMutationFn = ApolloReactCommon.MutationFunction<AddTicketResponseMutation, AddTicketResponseMutationVariables>;

/**
 * __useAddTicketResponseMutation__
 *
 * To run a mutation, you first call `useAddTicketResponseMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddTicketResponseMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addTicketResponseMutation, { data, loading, error }] = useAddTicketResponseMutation({
 *   variables: {
 *      ticketId: // value for 'ticketId'
 *      message: // value for 'message'
 *   },
 * });
 */
export function useAddTicketResponseMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddTicketResponseMutation, AddTicketResponseMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddTicketResponseMutation, AddTicketResponseMutationVariables>(AddTicketResponseDocument, options);
      }
export type AddTicketResponseMutationHookResult = ReturnType<typeof useAddTicketResponseMutation>;
export type AddTicketResponseMutationResult = ApolloReactCommon.MutationResult<AddTicketResponseMutation>;
export type AddTicketResponseMutationOptions = ApolloReactCommon.BaseMutationOptions<AddTicketResponseMutation, AddTicketResponseMutationVariables>;
export const UpdateTicketStatusDocument = gql`
    mutation updateTicketStatus($id: Int!, $status: TicketStatus!) {
  updateTicketStatus(id: $id, status: $status) {
    ...TicketFields
  }
}
    ${TicketFieldsFragmentDoc}`;
export type UpdateTicketStatusMutationFn = ApolloReactCommon.MutationFunction<UpdateTicketStatusMutation, UpdateTicketStatusMutationVariables>;

/**
 * __useUpdateTicketStatusMutation__
 *
 * To run a mutation, you first call `useUpdateTicketStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateTicketStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateTicketStatusMutation, { data, loading, error }] = useUpdateTicketStatusMutation({
 *   variables: {
 *      id: // value for 'id'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useUpdateTicketStatusMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateTicketStatusMutation, UpdateTicketStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateTicketStatusMutation, UpdateTicketStatusMutationVariables>(UpdateTicketStatusDocument, options);
      }
export type UpdateTicketStatusMutationHookResult = ReturnType<typeof useUpdateTicketStatusMutation>;
export type UpdateTicketStatusMutationResult = ApolloReactCommon.MutationResult<UpdateTicketStatusMutation>;
export type UpdateTicketStatusMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateTicketStatusMutation, UpdateTicketStatusMutationVariables>;
export const OnTicketResponseAddedDocument = gql`
    subscription onTicketResponseAdded($ticketId: Int!) {
  ticketResponseAdded(ticketId: $ticketId) {
    ticket {
      ...TicketFields
    }
    response {
      ...TicketReplyFields
    }
  }
}
    ${TicketFieldsFragmentDoc}
${TicketReplyFieldsFragmentDoc}`;

/**
 * __useOnTicketResponseAddedSubscription__
 *
 * To run a query within a React component, call `useOnTicketResponseAddedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useOnTicketResponseAddedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOnTicketResponseAddedSubscription({
 *   variables: {
 *      ticketId: // value for 'ticketId'
 *   },
 * });
 */
export function useOnTicketResponseAddedSubscription(baseOptions: ApolloReactHooks.SubscriptionHookOptions<OnTicketResponseAddedSubscription, OnTicketResponseAddedSubscriptionVariables> & ({ variables: OnTicketResponseAddedSubscriptionVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<OnTicketResponseAddedSubscription, OnTicketResponseAddedSubscriptionVariables>(OnTicketResponseAddedDocument, options);
      }
export type OnTicketResponseAddedSubscriptionHookResult = ReturnType<typeof useOnTicketResponseAddedSubscription>;
export type OnTicketResponseAddedSubscriptionResult = ApolloReactCommon.SubscriptionResult<OnTicketResponseAddedSubscription>;