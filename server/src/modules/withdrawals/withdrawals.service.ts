import { EntityManager } from 'typeorm';
import type { Database } from '../../database/data-source';
import { insertRow, storedDate } from '../../database/sql';
import { alreadyProcessed, badInput, conflict, forbidden, notFound } from '../../common/errors';
import { formatMoney, formatPercent, parseMoney, roundToCents } from '../../common/money';
import { WITHDRAWAL_FEE_SETTING, withdrawalFee } from '../../rules/fees';
import type { AuditService } from '../audit/audit.service';
import type { AuthService } from '../auth/auth.service';
import type { IdempotencyService } from '../ledger/idempotency.service';
import { AccountRef, LedgerService } from '../ledger/ledger.service';
import type { LedgerReads } from '../ledger/ledger-reads';
import type { WalletType } from '../ledger/ledger.entities';
import { addToMemberTotals } from '../ledger/member-totals';
import { Decision, decideOnce } from '../ledger/status';
import type { SettingsService } from '../settings/settings.service';
import type { SettingOf } from '../settings/settings.definitions';
import { User } from '../users/user.entity';
import { Withdrawal, WithdrawalKind, WithdrawalStatus } from './withdrawal.entity';
import type { MoneyNotices } from '../notifications/money-notices';
import type { WebhookSink } from '../webhooks/events';
import { offsetWindow, PageWindow, readWindow } from '../../common/pagination';

const SOURCE_WALLET: Record<Exclude<WithdrawalKind, 'PRINCIPLE'>, WalletType> = {
  NORMAL: 'INCOME',
  ROI: 'ROI',
  COMPOUND: 'COMPOUND',
};

const FEE_SETTING: Record<Exclude<WithdrawalKind, 'PRINCIPLE'>, SettingOf<'percent'>> = WITHDRAWAL_FEE_SETTING;

export interface WithdrawalQuote {
  kind: WithdrawalKind;
  gross: bigint;
  fee: bigint;
  net: bigint;
  feePercent: string;
  /** The fee rate (percent x 10^4) the quote used. */
  feeRate: bigint;
  /** PRINCIPLE: the investment it ends. */
  investmentId?: number;
}

/** Principal withdrawals end an investment; the investments module quotes, pauses and settles them. */
export interface PrincipalDesk {
  quote(memberId: number, input: { amount?: unknown; investmentId?: unknown }): Promise<WithdrawalQuote & { investmentId: number }>;
  /** RUNNING -> PAUSED, EXPIRED -> CLAIMING at request (409 otherwise), in the request's transaction. */
  pause(em: EntityManager, investmentId: number, memberId: number): Promise<void>;
  /** complete: CLOSED (a paused principal leaves the cap and team business); decline: back as it was. */
  settle(em: EntityManager, w: Withdrawal, decision: Decision): Promise<void>;
}

function hasAmount(value: unknown) {
  return value !== undefined && value !== null && value !== '';
}

/** The client's idempotency key where an operation has no natural key. */
function requireClientKey(key: string | null | undefined): string {
  if (typeof key !== 'string' || key === '') throw badInput('An idempotency key is required (Idempotency-Key header or idempotencyKey argument)', { idempotencyKey: 'required' });
  return key;
}

export function parseKind(value: unknown): WithdrawalKind {
  const v = String(value ?? '').trim().toUpperCase();
  const map: Record<string, WithdrawalKind> = { NORMAL: 'NORMAL', WORKING: 'NORMAL', ROI: 'ROI', PRINCIPLE: 'PRINCIPLE', PRINCIPAL: 'PRINCIPLE', COMPOUND: 'COMPOUND' };
  if (!map[v]) throw badInput('Unknown withdrawal kind', { kind: 'NORMAL, ROI, PRINCIPLE or COMPOUND' });
  return map[v];
}

/**
 * Withdrawals: the gross is held from the source wallet at request (into WITHDRAWALS_PAYABLE);
 * an admin completes (net paid out, fee to FEES) or declines (gross returned), once, from pending.
 */
export class WithdrawalsService {
  /** Tells the member about a decision (set in app/services.ts). */
  notices?: MoneyNotices;
  /** Outbound webhooks: `withdrawal.decided`, written in the deciding transaction. */
  webhooks?: WebhookSink;

  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly auth: AuthService,
    private readonly idempotency: IdempotencyService,
    private readonly reads: LedgerReads,
  ) {}

  private principal: PrincipalDesk | null = null;
  usePrincipalDesk(desk: PrincipalDesk) {
    this.principal = desk;
  }

  private principalDesk(): PrincipalDesk {
    if (!this.principal) throw new Error('Principal withdrawals are not wired');
    return this.principal;
  }

  /** The fee and net for an amount, as shown before confirming. COMPOUND always takes the whole balance. */
  async quote(memberId: number, kind: WithdrawalKind, amountInput?: unknown): Promise<WithdrawalQuote> {
    if (kind === 'PRINCIPLE') throw badInput('No running investment to withdraw', { investmentId: 'no running investment' });
    const feePercent = await this.settings.percent(FEE_SETTING[kind]);
    let gross: bigint;
    if (kind === 'COMPOUND') {
      gross = (await this.reads.wallets(memberId)).COMPOUND;
      if (amountInput !== undefined && amountInput !== null && amountInput !== '') {
        if (!sameCents(parseMoney(amountInput, { maxDecimals: 6 }), gross)) throw badInput('A compound withdrawal takes the whole Compound balance', { amount: `must equal ${formatMoney(gross)}` });
      }
      if (gross === 0n) throw conflict('Nothing to withdraw', 'INSUFFICIENT_FUNDS');
    } else {
      gross = parseMoney(amountInput);
      const min = await this.settings.money('withdrawalMin');
      const multiple = await this.settings.money('withdrawalMultiple');
      if (gross < min) throw badInput(`Minimum withdrawal is $${formatMoney(min)}`, { amount: `at least ${formatMoney(min)}` });
      if (multiple > 0n && gross % multiple !== 0n) throw badInput(`Amount must be a multiple of $${formatMoney(multiple)}`, { amount: `multiple of ${formatMoney(multiple)}` });
    }
    const { fee, net } = withdrawalFee(gross, feePercent);
    return { kind, gross, fee, net, feePercent: formatPercent(feePercent), feeRate: feePercent };
  }

  async request(member: User, kind: WithdrawalKind, input: { amount?: unknown; investmentId?: unknown }, idempotencyKey?: string | null): Promise<Withdrawal> {
    await this.settings.requireOn('withdrawal', 'Withdrawals are currently disabled');
    if (member.status === 'block') throw forbidden('Your account is blocked');
    const q = kind === 'PRINCIPLE' ? await this.principalDesk().quote(member.id, input) : await this.quote(member.id, kind, input.amount);
    // `member` was read with this request's session, so its payout addresses are current.
    if (!member.bep20 && !member.trc20) throw conflict('Add a payout address first');
    await this.auth.requireStepUp(member);
    await this.auth.requireNoWithdrawalHold(member);
    // A principal is held in INVESTMENTS_HELD, not in a member wallet.
    const source: AccountRef = kind === 'PRINCIPLE' ? { system: 'INVESTMENTS_HELD' } : { member: member.id, wallet: SOURCE_WALLET[kind] };
    const params = { kind, gross: kind === 'COMPOUND' ? 'all' : q.gross, investmentId: q.investmentId ?? null };
    const withdrawal = await this.idempotency.create(
      member.id,
      idempotencyKey,
      'requestWithdrawal',
      params,
      async (em) => {
        if (q.investmentId) await this.principalDesk().pause(em, q.investmentId, member.id);
        // The compound withdrawal takes the whole balance as it is inside this transaction, not as quoted.
        const gross = kind === 'COMPOUND' ? (await this.ledger.lockedWallets(em, member.id)).COMPOUND : q.gross;
        if (gross === 0n) throw conflict('Nothing to withdraw', 'INSUFFICIENT_FUNDS');
        if (gross !== q.gross && hasAmount(input.amount) && !sameCents(parseMoney(input.amount, { maxDecimals: 6 }), gross)) throw badInput('A compound withdrawal takes the whole Compound balance', { amount: `must equal ${formatMoney(gross)}` });
        const { fee, net } = withdrawalFee(gross, q.feeRate);
        const w = em.create(Withdrawal, {
          userId: member.id,
          kind,
          gross,
          fee,
          net,
          feePercent: q.feePercent,
          bep20: member.bep20,
          trc20: member.trc20,
          investmentId: q.investmentId ?? null,
          status: 'pending',
          createdAt: storedDate(this.db.engine),
          processedAt: null,
          processedBy: null,
        });
        await insertRow(em, Withdrawal, w);
        await this.ledger.post(em, {
          kind: 'WITHDRAWAL_HOLD',
          key: `withdrawal-hold:${w.id}`,
          referenceType: 'withdrawal',
          referenceId: w.id,
          memo: `${kind} withdrawal #${w.id}`,
          lines: [
            { account: source, amount: -gross, kind: kind === 'COMPOUND' ? 'COMPOUND_WITHDRAWAL' : 'WITHDRAWAL_HOLD', description: `Withdrawal #${w.id} requested` },
            { account: { system: 'WITHDRAWALS_PAYABLE' }, amount: gross, kind: 'WITHDRAWAL_HOLD' },
          ],
        });
        return w;
      },
      (id) => this.require(id),
    );
    return withdrawal;
  }

  async require(id: number, em: EntityManager = this.db.manager): Promise<Withdrawal> {
    const w = await em.findOne(Withdrawal, { where: { id } });
    if (!w) throw notFound('Withdrawal request not found');
    return w;
  }

  /** Newest first: page `page`, or by cursor (`window`: `w.id` below the cursor's, no OFFSET). */
  async list(opts: { memberId?: number; kind?: WithdrawalKind; status?: WithdrawalStatus } & ({ page: number; pageSize: number } | { window: PageWindow })) {
    const qb = this.db.manager.createQueryBuilder(Withdrawal, 'w');
    if (opts.memberId) qb.andWhere('w.user_id = :m', { m: opts.memberId });
    if (opts.kind) qb.andWhere('w.kind = :k', { k: opts.kind });
    if (opts.status) qb.andWhere('w.status = :s', { s: opts.status });
    return readWindow(qb, 'w.id', 'window' in opts ? opts.window : offsetWindow(opts.page, opts.pageSize));
  }

  /** Admin decision (or the owner's cancel, which is a decline): once, only from pending. */
  async decide(actorId: number, id: number, decision: Decision, opts: { expectedKind?: WithdrawalKind; ownerId?: number } = {}): Promise<Withdrawal> {
    const { w, mailed } = await this.db.transaction(async (em) => {
      const won = await decideOnce(em, this.db.engine, 'withdrawals', id, decision, actorId);
      const row = await this.require(id, em);
      if (opts.expectedKind && row.kind !== opts.expectedKind) throw badInput(`This is not a ${opts.expectedKind} withdrawal`);
      if (opts.ownerId !== undefined && row.userId !== opts.ownerId) throw forbidden();
      if (!won) throw alreadyProcessed();
      if (decision === 'complete') {
        await this.ledger.post(em, {
          kind: 'WITHDRAWAL_PAYOUT',
          key: `withdrawal-complete:${id}`,
          referenceType: 'withdrawal',
          referenceId: id,
          createdBy: actorId,
          memo: `${row.kind} withdrawal #${id} paid`,
          lines: [
            { account: { system: 'WITHDRAWALS_PAYABLE' }, amount: -row.gross, kind: 'WITHDRAWAL_PAYOUT' },
            { account: { system: 'FEES' }, amount: row.fee, kind: 'WITHDRAWAL_FEE' },
            { account: { system: 'PAYOUTS' }, amount: row.net, kind: 'WITHDRAWAL_PAYOUT' },
          ],
        });
        await addToMemberTotals(em, this.db.engine, row.userId, 'WITHDRAWN', row.gross);
      } else {
        const source: AccountRef = row.kind === 'PRINCIPLE' ? { system: 'INVESTMENTS_HELD' } : { member: row.userId, wallet: SOURCE_WALLET[row.kind] };
        await this.ledger.post(em, {
          kind: 'WITHDRAWAL_RETURN',
          key: `withdrawal-decline:${id}`,
          referenceType: 'withdrawal',
          referenceId: id,
          createdBy: actorId,
          memo: `${row.kind} withdrawal #${id} returned`,
          lines: [
            { account: { system: 'WITHDRAWALS_PAYABLE' }, amount: -row.gross, kind: 'WITHDRAWAL_RETURN' },
            { account: source, amount: row.gross, kind: 'WITHDRAWAL_RETURN', description: `Withdrawal #${id} returned` },
          ],
        });
      }
      if (row.kind === 'PRINCIPLE') await this.principalDesk().settle(em, row, decision);
      if (opts.ownerId === undefined) await this.audit.record(actorId, `withdrawal.${decision}`, `withdrawal:${id}`, { gross: row.gross }, em, { before: { status: 'pending', processedAt: null }, after: { status: row.status, processedAt: row.processedAt } });
      const status = opts.ownerId !== undefined ? 'cancelled' : decision === 'complete' ? 'completed' : 'declined';
      await this.webhooks?.record(em, 'withdrawal.decided', row.userId, {
        withdrawalId: row.id,
        memberId: row.userId,
        kind: row.kind,
        status,
        gross: formatMoney(row.gross),
        fee: formatMoney(row.fee),
        net: formatMoney(row.net),
        decidedAt: (row.processedAt ?? new Date()).toISOString(),
      });
      // An admin's decision: the member's notice and mail are written with it (issue 19 item 4).
      return { w: row, mailed: opts.ownerId === undefined ? await this.notices?.withdrawalDecided(em, row, decision) : undefined };
    });
    await mailed?.();
    return w;
  }

  /**
   * Moves an amount from the Active wallet into the Compound wallet. There is no natural key for
   * "move $X now", so the client's idempotency key is required and names the posting.
   */
  async compound(memberId: number, amountInput: unknown, idempotencyKey?: string | null): Promise<bigint> {
    const amount = parseMoney(amountInput);
    const clientKey = requireClientKey(idempotencyKey);
    await this.idempotency.run(memberId, clientKey, 'compound', { amount }, async (em) => {
      const { transaction } = await this.ledger.post(em, {
        kind: 'COMPOUND_IN',
        key: `compound:${memberId}:${clientKey}`,
        referenceType: 'member',
        referenceId: memberId,
        memo: 'Active to Compound',
        lines: [
          { account: { member: memberId, wallet: 'ACTIVE' }, amount: -amount, kind: 'COMPOUND_IN', description: 'Moved to Compound Wallet' },
          { account: { member: memberId, wallet: 'COMPOUND' }, amount, kind: 'COMPOUND_IN', description: 'From Active Wallet' },
        ],
      });
      return transaction.id;
    });
    return amount;
  }

  /**
   * Admin cash handling: credit or debit any wallet against the adjustments account, with a reason.
   * The client's idempotency key is required and names the posting, so a retry never posts twice.
   */
  async adjustWallet(adminId: number, memberId: number, wallet: WalletType, action: 'credit' | 'debit', amountInput: unknown, reasonInput?: unknown, idempotencyKey?: string | null) {
    // An exact bigint comes from internal callers; user input is parsed.
    const amount = typeof amountInput === 'bigint' && amountInput > 0n ? amountInput : parseMoney(amountInput);
    const reason = typeof reasonInput === 'string' && reasonInput.trim() ? reasonInput.trim().slice(0, 200) : 'Admin cash handling';
    if (reason.length < 3) throw badInput('Reason must be at least 3 characters', { reason: '3 to 200 characters' });
    const clientKey = requireClientKey(idempotencyKey);
    await this.requireMember(memberId);
    const signed = action === 'credit' ? amount : -amount;
    const { id } = await this.idempotency.run(adminId, clientKey, 'adjustWallet', { memberId, wallet, action, amount, reason }, (em) =>
      this.postAdjustment(em, adminId, memberId, wallet, signed, reason, `adjust:${adminId}:${clientKey}`),
    );
    return { transactionId: id, memberId, wallet, action, amount, reason };
  }

  /** One wallet of the admin edit (see setWalletBalances); true when it changed. */
  async setWalletBalance(adminId: number, memberId: number, wallet: WalletType, value: unknown, reasonInput?: unknown): Promise<boolean> {
    return (await this.setWalletBalances(adminId, memberId, { [wallet]: value }, reasonInput)).length > 0;
  }

  /**
   * Admin edit of wallets to values shown in cents (the member form), in one transaction (the
   * caller's when given). Each value is compared at cents with the balance as it is inside the
   * transaction: equal means unchanged and posts nothing (a form echoing 89.84 for 89.839850
   * changes nothing); a real change posts the exact difference as a cash-handling adjustment. The
   * key names the wallet's state, so a retry posts once. Returns the wallets that changed.
   */
  async setWalletBalances(adminId: number, memberId: number, values: WalletValues, reasonInput?: unknown, em?: EntityManager): Promise<WalletType[]> {
    const targets = parseWalletValues(values);
    const reason = walletEditReason(reasonInput, 'Admin wallet edit');
    await this.requireMember(memberId);
    if (!targets.length) return [];
    const write = async (em: EntityManager) => {
      const wallets = await this.ledger.lockedWallets(em, memberId);
      const changed: WalletType[] = [];
      for (const [wallet, target] of targets) {
        const current = wallets[wallet];
        if (target === roundToCents(current)) continue;
        const accountId = wallets.accountIds[wallet];
        const [last] = await em.query('SELECT MAX(id) AS id FROM ledger_entries WHERE member_id = ? AND wallet = ?', [memberId, wallet]);
        await this.postAdjustment(em, adminId, memberId, wallet, target - current, reason, `wallet-edit:${accountId}:${Number(last?.id ?? 0)}`);
        changed.push(wallet);
      }
      return changed;
    };
    return em ? write(em) : this.db.transaction(write);
  }

  private async requireMember(memberId: number) {
    const member = await this.db.manager.findOne(User, { where: { id: memberId, role: 'user' } });
    if (!member || member.deletedAt) throw notFound('User not found');
    return member;
  }

  private async postAdjustment(em: EntityManager, adminId: number, memberId: number, wallet: WalletType, signed: bigint, reason: string, key: string): Promise<number> {
    const action = signed > 0n ? 'credit' : 'debit';
    const kind = signed > 0n ? 'ADMIN_CREDIT' : 'ADMIN_DEBIT';
    const { transaction } = await this.ledger.post(em, {
      kind,
      key,
      referenceType: 'member',
      referenceId: memberId,
      createdBy: adminId,
      memo: reason,
      lines: [
        // The member's statement line names what it is: 'Admin credit: <reason>'.
        { account: { member: memberId, wallet }, amount: signed, kind, description: `Admin ${action}: ${reason}` },
        { account: { system: 'ADJUSTMENTS' }, amount: -signed, kind },
      ],
    });
    const balance = (await this.reads.wallets(memberId, em))[wallet];
    await this.audit.record(adminId, `wallet.${action}`, `user:${memberId}`, { wallet, amount: signed > 0n ? signed : -signed, reason }, em, { before: { [wallet]: balance - signed }, after: { [wallet]: balance } });
    return transaction.id;
  }
}

/** Wallet values of an admin edit, as typed (a value shown in cents). */
export type WalletValues = Partial<Record<WalletType, unknown>>;

/** The edit's values parsed, refused as a whole when one is not an amount (nothing is written). */
export function parseWalletValues(values: WalletValues): Array<[WalletType, bigint]> {
  return (Object.entries(values) as Array<[WalletType, unknown]>).filter(([, v]) => v !== undefined).map(([wallet, v]) => [wallet, parseMoney(v, { allowZero: true, field: wallet.toLowerCase() })]);
}

/** The reason an edit is recorded with: the one given (3 to 200 characters), or the default. */
export function walletEditReason(input: unknown, fallback: string): string {
  return typeof input === 'string' && input.trim().length >= 3 ? input.trim().slice(0, 200) : fallback;
}

/**
 * A compound withdrawal's amount names the whole balance as the member was shown it: at cents (the
 * legacy client shows 12.35 for 12.345678), so the balance's exact micro-units need not be typed.
 */
function sameCents(amount: bigint, balance: bigint): boolean {
  return roundToCents(amount) === roundToCents(balance);
}
