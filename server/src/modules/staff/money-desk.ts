import type { WalletType } from '../ledger/ledger.entities';
import type { WithdrawalsService } from '../withdrawals/withdrawals.service';
import type { InvestmentsService } from '../investments/investments.service';
import type { SettingsService } from '../settings/settings.service';
import type { Decision } from '../ledger/status';
import type { WithdrawalKind } from '../withdrawals/withdrawal.entity';
import type { LedgerReads } from '../ledger/ledger-reads';
import type { TransactionsService } from '../transactions/transactions.service';
import type { Context } from '../../app/context';
import { requireAccess } from '../../common/auth/auth-checker';
import { parseDecision } from '../ledger/status';
import type { ApprovalRequest } from './staff.entities';
import { parseMoney, roundToCents } from '../../common/money';
import { ApprovalsService } from './approvals.service';
import type { Database } from '../../database/data-source';
import type { AdminProfileChanges, UsersService } from '../users/users.service';
import type { User } from '../users/user.entity';
import { parseWalletValues, walletEditReason, WalletValues } from '../withdrawals/withdrawals.service';

/** A member edit's outcome: the member as saved, the wallets changed, or the request waiting for a checker. */
export interface MemberEdit {
  member: User;
  changed: WalletType[];
  pending: ApprovalRequest | null;
}

/**
 * The staff's manual money actions, each behind maker-checker (ApprovalsService.guard): GraphQL
 * and REST call these, never the underlying services, so no path skips the second person.
 */
export class MoneyDesk {
  constructor(
    private readonly approvals: ApprovalsService,
    private readonly withdrawals: WithdrawalsService,
    private readonly investments: InvestmentsService,
    private readonly settings: SettingsService,
    private readonly ledger: LedgerReads,
    private readonly transactions: TransactionsService,
    private readonly users: UsersService,
    private readonly db: Database,
  ) {
    approvals.register('wallet.adjust', {
      permission: 'wallets:adjust',
      apply: (checkerId, p, key) => withdrawals.adjustWallet(checkerId, p.memberId, p.wallet, p.action, BigInt(p.amount), p.reason, key),
    });
    approvals.register('member.wallets', {
      permission: 'wallets:adjust',
      apply: async (checkerId, p) => ({ changed: await withdrawals.setWalletBalances(checkerId, p.memberId, p.wallets, p.reason) }),
    });
    approvals.register('topup.reverse', { permission: 'topups:reverse', apply: (checkerId, p) => investments.reverse(checkerId, p.investmentId).then((i) => ({ investmentId: i.id, status: i.status })) });
    approvals.register('topup.delete', { permission: 'topups:reverse', apply: (checkerId, p) => investments.deleteTopup(checkerId, p.investmentId).then((i) => ({ investmentId: i.id, status: i.status })) });
    approvals.register('withdrawal.complete', {
      permission: 'withdrawals:decide',
      apply: (checkerId, p) => withdrawals.decide(checkerId, p.withdrawalId, 'complete', { expectedKind: p.expectedKind ?? undefined }).then((w) => ({ withdrawalId: w.id, status: w.status })),
    });
  }

  /** Cash handling: credit or debit a wallet with a reason. */
  async adjustWallet(makerId: number, memberId: number, wallet: WalletType, action: 'credit' | 'debit', amountInput: unknown, reasonInput: unknown, idempotencyKey: string | null) {
    const amount = parseMoney(amountInput);
    const reason = typeof reasonInput === 'string' && reasonInput.trim() ? reasonInput.trim() : 'Admin cash handling';
    return this.approvals.guard(
      makerId,
      { kind: 'wallet.adjust', memberId, amount, reason, payload: { memberId, wallet, action, amount, reason } },
      () => this.withdrawals.adjustWallet(makerId, memberId, wallet, action, amount, reason, idempotencyKey),
    );
  }

  /** The wallet values of a form that differ (at cents) from the balances: unchanged echoes are dropped. */
  private async changedWallets(memberId: number, wallets: Partial<Record<WalletType, unknown>>): Promise<Partial<Record<WalletType, unknown>>> {
    const entries = Object.entries(wallets).filter(([, v]) => v !== undefined) as Array<[WalletType, unknown]>;
    if (!entries.length) return {};
    const current = await this.ledger.wallets(memberId);
    const out: Partial<Record<WalletType, unknown>> = {};
    for (const [wallet, value] of entries) {
      if (parseMoney(value, { allowZero: true, field: wallet.toLowerCase() }) !== roundToCents(current[wallet])) out[wallet] = value;
    }
    return out;
  }

  /** A deposit or withdrawal journal row (`dep_<n>`, `wd_<n>`) decided by its permission; withdrawals through maker-checker. */
  async decideJournalRow(ctx: Context, journalId: unknown, statusInput: unknown): Promise<{ transactionId: string; status: string; pending: ApprovalRequest | null }> {
    const id = String(journalId ?? '');
    const wd = id.match(/^wd_(\d+)$/);
    if (!wd) {
      requireAccess(ctx, ['deposits:decide']);
      return { ...(await this.transactions.updateStatus(ctx.admin!.id, id, statusInput)), pending: null };
    }
    requireAccess(ctx, ['withdrawals:decide']);
    const decision = parseDecision(statusInput);
    const r = await this.decideWithdrawal(ctx.admin!.id, Number(wd[1]), decision);
    return { transactionId: id, status: decision, pending: r.pending };
  }

  /**
   * The admin member edit (REST PUT users/:id, GraphQL editMember): profile, status and wallet
   * values in one transaction, so a refused part changes nothing. Wallet values that differ (at
   * cents) from the balances need `wallets:adjust` and go behind maker-checker: with a second
   * holder of it they become one pending request, written in the same transaction.
   */
  async editMember(ctx: Context, memberId: number, edit: { profile: AdminProfileChanges; wallets: WalletValues; reason?: unknown }): Promise<MemberEdit> {
    const makerId = ctx.admin!.id;
    const prepared = await this.users.prepareAdminEdit(memberId, edit.profile);
    const wallets = await this.changedWallets(memberId, edit.wallets);
    const targets = parseWalletValues(wallets);
    if (targets.length) requireAccess(ctx, ['wallets:adjust']);
    const reason = walletEditReason(edit.reason, 'Admin edit');
    const needsChecker = targets.length > 0 && (await this.approvals.needsSecondPerson('wallets:adjust'));
    const outcome = await this.db.transaction(async (em) => {
      await this.users.applyAdminEdit(em, makerId, prepared);
      if (!needsChecker) return { changed: await this.withdrawals.setWalletBalances(makerId, memberId, wallets, reason, em), pending: null };
      const values = Object.fromEntries(Object.entries(wallets).map(([wallet, value]) => [wallet, String(value).trim()]));
      const request = { kind: 'member.wallets' as const, memberId, amount: null, reason, payload: { memberId, wallets: values, reason }, target: `member-wallets:${memberId}` };
      return { changed: [], pending: await this.approvals.request(makerId, request, em) };
    });
    return { member: await this.users.requireMember(memberId), ...outcome };
  }

  /**
   * Reverses a top-up; a `note` given with it is written in the same transaction when the reversal
   * applies at once (a refused reversal keeps the old note), or at once when the reversal waits.
   */
  async reverseTopUp(makerId: number, investmentId: number, note?: unknown) {
    const inv = await this.investments.require(investmentId);
    const request = { kind: 'topup.reverse' as const, memberId: inv.memberId, amount: inv.amount, reason: 'Top-up reversal', payload: { investmentId }, target: `topup:${investmentId}` };
    if (note !== undefined && (await this.approvals.needsSecondPerson('topups:reverse'))) await this.investments.updateTopup(makerId, investmentId, { note });
    return this.approvals.guard(makerId, request, () => this.investments.updateTopup(makerId, investmentId, note === undefined ? { status: 'reversed' } : { note, status: 'reversed' }));
  }

  async deleteTopUp(makerId: number, investmentId: number, reason = 'Top-up deletion') {
    const inv = await this.investments.require(investmentId);
    return this.approvals.guard(makerId, { kind: 'topup.delete', memberId: inv.memberId, amount: inv.amount, reason, payload: { investmentId }, target: `topup:${investmentId}` }, () =>
      this.investments.deleteTopup(makerId, investmentId),
    );
  }

  /** A withdrawal decision: completing one above `approvalThreshold` needs a second person; a decline never does. */
  async decideWithdrawal(makerId: number, id: number, decision: Decision, opts: { expectedKind?: WithdrawalKind } = {}) {
    const w = await this.withdrawals.require(id);
    const threshold = await this.settings.money('approvalThreshold');
    if (decision !== 'complete' || w.status !== 'pending' || w.gross <= threshold) return { applied: await this.withdrawals.decide(makerId, id, decision, opts), pending: null };
    return this.approvals.guard(
      makerId,
      { kind: 'withdrawal.complete', memberId: w.userId, amount: w.gross, reason: `Withdrawal of ${w.kind.toLowerCase()} above the approval threshold`, payload: { withdrawalId: id, expectedKind: opts.expectedKind ?? null }, target: `withdrawal:${id}` },
      () => this.withdrawals.decide(makerId, id, decision, opts),
    );
  }
}
