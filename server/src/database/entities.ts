import { User } from '../modules/users/user.entity';
import { ReferralClosure } from '../modules/referral/referral-closure.entity';
import { Setting } from '../modules/settings/setting.entity';
import { OtpCode, PasswordReset } from '../modules/auth/auth.entities';
import { AuditLog } from '../modules/audit/audit.entity';
import { Account, IdempotencyRecord, LedgerEntry, LedgerTransaction } from '../modules/ledger/ledger.entities';
import { Deposit } from '../modules/deposits/deposit.entity';
import { Withdrawal } from '../modules/withdrawals/withdrawal.entity';
import { Transfer } from '../modules/transfers/transfer.entity';
import { DepositAddress } from '../modules/qr/deposit-address.entity';
import { Upload } from '../common/uploads/upload.entity';
import { Plan } from '../modules/plans/plan.entity';
import { RewardNotice } from '../modules/users/reward-notice.entity';

export const entities = [
  User,
  ReferralClosure,
  Setting,
  OtpCode,
  PasswordReset,
  AuditLog,
  Account,
  LedgerTransaction,
  LedgerEntry,
  IdempotencyRecord,
  Deposit,
  Withdrawal,
  Transfer,
  DepositAddress,
  Upload,
  Plan,
  RewardNotice,
];
