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

export type AdjustAction =
  | 'CREDIT'
  | 'DEBIT';

export type AdjustWalletInput = {
  action: AdjustAction;
  amount: string;
  idempotencyKey?: string | null | undefined;
  memberId: number;
  reason?: string | null | undefined;
  wallet: WalletKind;
};

export type AdminMemberInput = {
  /** Needs a verified OTP (sendOtp, verifyOtp) */
  bep20?: string | null | undefined;
  /** A new address needs a code verified with verifyUser first */
  email?: string | null | undefined;
  fullname?: string | null | undefined;
  phone?: string | null | undefined;
  status?: AccountStatus | null | undefined;
  /** Needs a verified OTP (sendOtp, verifyOtp) */
  trc20?: string | null | undefined;
};

export type CreateDepositInput = {
  amount: string;
  currency?: Network;
  /** Transaction hash of the payment */
  hash?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
  /** Name returned by POST /api/v1/uploads/deposit-proof */
  proof?: string | null | undefined;
};

/** An admin decision on a pending deposit or withdrawal */
export type Decision =
  | 'COMPLETE'
  | 'DECLINE';

export type DepositAddressesInput = {
  bep20?: string | null | undefined;
  trc20?: string | null | undefined;
};

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

export type MemberStatusFilter =
  | 'ACTIVE'
  | 'ALL'
  | 'BLOCKED'
  | 'INACTIVE';

export type Network =
  | 'BEP20'
  | 'TRC20';

export type ProfileInput = {
  /** Needs a verified OTP (sendOtp, verifyOtp) */
  bep20?: string | null | undefined;
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
  withdrawalMin?: string | null | undefined;
  withdrawalMultiple?: string | null | undefined;
};

export type SignInInput = {
  /** Email or username */
  email: string;
  password: string;
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
}>;


export type AdminWalletEntriesQuery = { walletEntries: { total: number, page: number, pageSize: number, items: Array<{ id: number, wallet: WalletKind, kind: string, amount: string, balanceAfter: string, description: string, transactionId: number, createdAt: string }> } };

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


export type MyProfileQuery = { me: { id: number, username: string, fullname: string, email: string, phone: string, referralCode: string, bep20: string | null, trc20: string | null, isActive: boolean, emailVerified: boolean, status: string, createdAt: string, activationDate: string | null, sponsor: { id: number, username: string, fullname: string, referralCode: string, isActive: boolean, status: string } | null } };

export type UpdateMyProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateMyProfileMutation = { updateProfile: { id: number, fullname: string, phone: string, email: string, emailVerified: boolean, bep20: string | null, trc20: string | null } };

export type FindMemberByRefQueryVariables = Exact<{
  query: string;
}>;


export type FindMemberByRefQuery = { findMember: { id: number, username: string, fullname: string, referralCode: string, isActive: boolean, status: string } };

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
  idempotencyKey?: string | null | undefined;
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
  wallet: WalletKind;
  page: number;
  pageSize: number;
  kinds?: Array<string> | string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type MyWalletEntriesQuery = { walletEntries: { page: number, pageSize: number, total: number, items: Array<{ id: number, kind: string, amount: string, balanceAfter: string, description: string, transactionId: number, wallet: WalletKind, createdAt: string }> } };

export type MyLedgerRowsQueryVariables = Exact<{
  tableName: string;
  page: number;
  pageSize: number;
}>;


export type MyLedgerRowsQuery = { ledgerRows: { page: number, pageSize: number, total: number, items: Array<{ id: number, kind: string, amount: string, balanceAfter: string, description: string, counterpartyEmail: string | null, wallet: string, createdAt: string }> } };

export type MyJournalQueryVariables = Exact<{
  filter?: JournalFilterInput | null | undefined;
}>;


export type MyJournalQuery = { transactions: { page: number, pageSize: number, total: number, items: Array<{ transactionId: string, transactionType: string, source: string, status: string, amount: string, tableName: string, createdAt: string }> } };

export type MemberLimitsQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberLimitsQuery = { settings: { depositMin: string, transferMin: string, transferFee: string, withdrawalMin: string, withdrawalMultiple: string } };

export type PublicPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicPlansQuery = { plans: Array<{ id: number, name: string, description: string, price: string, minAmount: string, maxAmount: string, roiDay: string, periodMonths: number, sponsorBonus: string, capMultiplier: number, isActive: boolean }> };

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
    query AdminWalletEntries($memberId: Int!, $wallet: WalletKind!, $page: Int!, $pageSize: Int!) {
  walletEntries(
    memberId: $memberId
    wallet: $wallet
    page: $page
    pageSize: $pageSize
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
    mutation AddToCompound($amount: Money!, $idempotencyKey: String) {
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
    query MyWalletEntries($wallet: WalletKind!, $page: Int!, $pageSize: Int!, $kinds: [String!], $from: DateTimeISO, $to: DateTimeISO) {
  walletEntries(
    wallet: $wallet
    page: $page
    pageSize: $pageSize
    kinds: $kinds
    from: $from
    to: $to
  ) {
    page
    pageSize
    total
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
    query MyLedgerRows($tableName: String!, $page: Int!, $pageSize: Int!) {
  ledgerRows(tableName: $tableName, page: $page, pageSize: $pageSize) {
    page
    pageSize
    total
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