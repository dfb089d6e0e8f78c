import { createPubSub } from '@graphql-yoga/subscription';
import type { Config } from '../config/config';
import type { Database } from '../database/data-source';
import { TokenService } from '../common/auth/tokens';
import { Mailer } from '../common/mail';
import { RateLimits } from '../common/rate-limit';
import { UploadService } from '../common/uploads/upload.service';
import { AuditService } from '../modules/audit/audit.service';
import { AuthService } from '../modules/auth/auth.service';
import { OtpService } from '../modules/auth/otp.service';
import { DepositsService } from '../modules/deposits/deposits.service';
import { IdempotencyService } from '../modules/ledger/idempotency.service';
import { LedgerService, WalletChange } from '../modules/ledger/ledger.service';
import { QrService } from '../modules/qr/qr.service';
import { PlansService } from '../modules/plans/plans.service';
import { ReferralService } from '../modules/referral/referral.service';
import { SettingsService } from '../modules/settings/settings.service';
import { TransactionsService } from '../modules/transactions/transactions.service';
import { TransfersService } from '../modules/transfers/transfers.service';
import { UsersService } from '../modules/users/users.service';
import { WithdrawalsService } from '../modules/withdrawals/withdrawals.service';

export type PubSubChannels = {
  WALLET_CHANGED: [WalletChange];
};

export type PubSub = ReturnType<typeof createPubSub<PubSubChannels>>;

/** Builds every service once per process; resolvers and REST handlers reach them through the context. */
export function createServices(config: Config, db: Database, pubSub: PubSub) {
  const tokens = new TokenService(config.jwtSecret);
  const mailer = new Mailer({ smtpUrl: config.smtpUrl, outbox: config.mailOutbox, from: config.mailFrom });
  const limits = new RateLimits(config.rateLimitDisabled);
  const settings = new SettingsService(db);
  const audit = new AuditService(db);
  const ledger = new LedgerService(db);
  const referral = new ReferralService(db);
  const otp = new OtpService(db, config.jwtSecret);
  const uploads = new UploadService(db, config.uploadDir);
  const idempotency = new IdempotencyService(db);
  const auth = new AuthService(db, tokens, mailer, limits, settings, ledger, referral, otp, config.publicUrl);
  const users = new UsersService(db, otp, audit);
  const deposits = new DepositsService(db, ledger, settings, audit, uploads, idempotency);
  const withdrawals = new WithdrawalsService(db, ledger, settings, audit, auth, idempotency);
  const transfers = new TransfersService(db, ledger, settings, users, idempotency, audit);
  const qr = new QrService(db, audit);
  const plans = new PlansService(db);
  const transactions = new TransactionsService(db, ledger, deposits, withdrawals);
  ledger.onWalletChange((change) => pubSub.publish('WALLET_CHANGED', change));
  return { config, db, pubSub, tokens, mailer, limits, settings, audit, ledger, referral, otp, uploads, idempotency, auth, users, deposits, withdrawals, transfers, qr, transactions, plans };
}

export type Services = ReturnType<typeof createServices>;
