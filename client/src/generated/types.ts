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

/** An admin's edit of a member: no OTP or password needed; every change is audited. */
export type AdminMemberInput = {
  /** Set directly (no OTP); a BEP20 address */
  bep20?: string | null | undefined;
  /** Set directly (no verification code); must not belong to another account */
  email?: string | null | undefined;
  fullname?: string | null | undefined;
  phone?: string | null | undefined;
  /** BLOCK ends every session of the member at once */
  status?: AccountStatus | null | undefined;
  /** Set directly (no OTP); a TRC20 address */
  trc20?: string | null | undefined;
};

export type ApprovalStatus =
  | 'ALL'
  | 'APPLYING'
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED'
  | 'WITHDRAWN';

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

export type CreateApiTokenInput = {
  /** Days until it expires (1 to 365, default 90) */
  expiresInDays?: number | null | undefined;
  name: string;
  scopes: Array<string>;
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

export type CreateStaffInput = {
  email: string;
  fullname: string;
  role: StaffRole;
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

export type CreateWebhookInput = {
  events: Array<string>;
  /** A staff endpoint for every member's events (needs webhooks:manage); default: a staff caller without a member session */
  platform?: boolean | null | undefined;
  /** https:// (http:// only for loopback in development or with WEBHOOKS_ALLOW_LOOPBACK=1) */
  url: string;
};

/** An admin decision on a pending deposit or withdrawal */
export type Decision =
  | 'COMPLETE'
  | 'DECLINE';

export type DepositAddressesInput = {
  bep20?: string | null | undefined;
  trc20?: string | null | undefined;
};

/** PAUSED: a principal withdrawal is pending (no ROI); EXPIRED: the term ended, the principal awaits withdrawal; CLAIMING: an expired investment whose principal withdrawal is pending; CLOSED: withdrawn; REVERSED: undone by an admin */
export type InvestmentStatus =
  | 'CLAIMING'
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
  approvalThreshold?: string | null | undefined;
  compoundPercent?: string | null | undefined;
  contactEmail?: string | null | undefined;
  ctoPercent?: string | null | undefined;
  depositMin?: string | null | undefined;
  deposite?: boolean | null | undefined;
  direct?: boolean | null | undefined;
  directOnRetopup?: boolean | null | undefined;
  entryFee?: string | null | undefined;
  level?: boolean | null | undefined;
  login?: boolean | null | undefined;
  manualTrade?: boolean | null | undefined;
  operatorAddress?: string | null | undefined;
  operatorName?: string | null | undefined;
  register?: boolean | null | undefined;
  requireSponsor?: boolean | null | undefined;
  reward?: boolean | null | undefined;
  riskNotice?: string | null | undefined;
  roi?: boolean | null | undefined;
  staffTotpRequired?: boolean | null | undefined;
  support?: boolean | null | undefined;
  supportHours?: string | null | undefined;
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
  /** With two-factor authentication on: the 6-digit code of the authenticator app, or a recovery code */
  totpCode?: string | null | undefined;
};

/** A bundle of staff permissions (see `staffRoles`). */
export type StaffRole =
  | 'ANALYST'
  | 'CONTENT'
  | 'FINANCE'
  | 'OWNER'
  | 'SUPPORT';

/** invited: has not set a password yet; deactivated: cannot sign in */
export type StaffState =
  | 'ACTIVE'
  | 'DEACTIVATED'
  | 'INVITED';

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
  /** The payer's description (friend top-ups), at most 200 characters */
  description?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
  planId: number;
  /** Receiver: member id, username, email or referral code (default: yourself) */
  receiver?: string | null | undefined;
};

export type TopUpQuoteInput = {
  amount: string;
  /** TOPUP (default), RETOPUP or FRIEND */
  kind?: string | null | undefined;
  planId: number;
  /** The member the plan is bought for (default: yourself) */
  receiverId?: number | null | undefined;
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
