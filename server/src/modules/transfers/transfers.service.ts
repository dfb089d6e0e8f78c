import type { Database } from '../../database/data-source';
import { badInput, conflict, notFound } from '../../common/errors';
import { formatMoney, formatPercent, parseMoney } from '../../common/money';
import { transferFee } from '../../rules/fees';
import type { AuditService } from '../audit/audit.service';
import type { IdempotencyService } from '../ledger/idempotency.service';
import { LedgerService } from '../ledger/ledger.service';
import type { SettingsService } from '../settings/settings.service';
import type { UsersService } from '../users/users.service';
import { User } from '../users/user.entity';
import { Transfer, TransferKind } from './transfer.entity';
import { insertRow, storedDate } from '../../database/sql';
import { offsetWindow, PageWindow, readWindow } from '../../common/pagination';
import type { AuthService } from '../auth/auth.service';
import type { WebhookSink } from '../webhooks/events';

export type ActiveSource = 'INCOME' | 'ROI';

export function parseActiveSource(value: unknown): ActiveSource {
  const v = String(value ?? 'income')
    .trim()
    .toUpperCase();
  if (v === 'INCOME' || v === 'NON_WORKING' || v === 'PROFIT' || v === '') return 'INCOME';
  if (v === 'ROI' || v === 'WORKING') return 'ROI';
  throw badInput("Source must be 'income' or 'roi'", { source: 'income or roi' });
}

/** Member-to-member transfers (Active to Active) and moves from Income or ROI to one's own Active wallet. */
export class TransfersService {
  /** Outbound webhooks: `transfer.received`, written in the transfer's transaction (set in app/services.ts). */
  webhooks?: WebhookSink;

  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly users: UsersService,
    private readonly idempotency: IdempotencyService,
    private readonly audit: AuditService,
    private readonly auth?: AuthService,
  ) {}

  /**
   * The fee of sending `amountInput` to a member and the total taken from the Active wallet, as shown
   * before confirming (rules/fees.ts `transferFee`, at the `transferFee` setting).
   */
  async quote(amountInput: unknown): Promise<{ amount: bigint; fee: bigint; total: bigint; feePercent: string }> {
    const amount = parseMoney(amountInput);
    const rate = await this.settings.percent('transferFee');
    const fee = transferFee(amount, rate);
    return { amount, fee, total: amount + fee, feePercent: formatPercent(rate) };
  }

  /** `recipient` is a member id, an email or a referral code. */
  async toMember(sender: User, recipientRef: unknown, amountInput: unknown, descriptionInput?: unknown, idempotencyKey?: string | null): Promise<Transfer> {
    const amount = parseMoney(amountInput);
    const min = await this.settings.money('transferMin');
    if (amount < min) throw badInput(`Minimum transfer is $${formatMoney(min)}`, { amount: `at least ${formatMoney(min)}` });
    const description = typeof descriptionInput === 'string' ? descriptionInput.trim() : '';
    if (description.length > 200) throw badInput('Description must be at most 200 characters', { description: 'at most 200 characters' });
    const recipient = await this.findRecipient(recipientRef);
    if (recipient.id === sender.id) throw badInput('You cannot transfer to yourself', { userto_id: 'not yourself' });
    if (recipient.status === 'block') throw notFound('User not found');
    // Money leaving the member's control: a fresh step-up, and not within the hold after a security change.
    await this.auth?.requireStepUp(sender);
    await this.auth?.requireNoWithdrawalHold(sender);
    const fee = transferFee(amount, await this.settings.percent('transferFee'));
    const transfer = await this.idempotency.create(
      sender.id,
      idempotencyKey,
      'transferToMember',
      { to: recipient.id, amount, description },
      async (em) => {
        const t = em.create(Transfer, {
          fromUserId: sender.id,
          toUserId: recipient.id,
          amount,
          fee,
          sourceWallet: 'ACTIVE',
          description,
          kind: 'member',
          status: 'complete',
          createdAt: storedDate(this.db.engine),
        });
        await insertRow(em, Transfer, t);
        await this.ledger.post(em, {
          kind: 'TRANSFER',
          key: `transfer:${t.id}`,
          referenceType: 'transfer',
          referenceId: t.id,
          memo: description || `Transfer #${t.id}`,
          lines: [
            { account: { member: sender.id, wallet: 'ACTIVE' }, amount: -(amount + fee), kind: 'TRANSFER_OUT', counterpartyId: recipient.id, description: `To ${recipient.username}` },
            { account: { member: recipient.id, wallet: 'ACTIVE' }, amount, kind: 'TRANSFER_IN', counterpartyId: sender.id, description: `From ${sender.username}` },
            { account: { system: 'FEES' }, amount: fee, kind: 'TRANSFER_FEE' },
          ],
        });
        await this.webhooks?.record(em, 'transfer.received', recipient.id, {
          transferId: t.id,
          memberId: recipient.id,
          fromMemberId: sender.id,
          fromUsername: sender.username,
          amount: formatMoney(amount),
          description,
          createdAt: t.createdAt.toISOString(),
        });
        return t;
      },
      (id) => this.require(id),
    );
    return transfer;
  }

  private async findRecipient(ref: unknown): Promise<User> {
    if (typeof ref === 'number' || (typeof ref === 'string' && /^\d+$/.test(ref))) {
      const u = await this.users.byId(Number(ref));
      if (!u || u.role !== 'user') throw notFound('User not found');
      return u;
    }
    return this.users.find(ref);
  }

  /**
   * Income (or ROI) to the member's own Active wallet; no amount moves the whole balance, read
   * inside the posting's transaction (a concurrent credit is either moved too or left whole).
   */
  async toActive(memberId: number, source: ActiveSource, amountInput?: unknown, idempotencyKey?: string | null): Promise<bigint> {
    const wholeBalance = amountInput === undefined || amountInput === null || amountInput === '';
    const requested = wholeBalance ? null : parseMoney(amountInput);
    const { id } = await this.idempotency.run(memberId, idempotencyKey, 'transferToActive', { source, amount: requested ?? 'all' }, async (em) => {
      const amount = requested ?? (await this.ledger.lockedWallets(em, memberId))[source];
      if (amount === 0n) throw conflict('Nothing to transfer', 'INSUFFICIENT_FUNDS');
      const t = em.create(Transfer, {
        fromUserId: memberId,
        toUserId: memberId,
        amount,
        fee: 0n,
        sourceWallet: source,
        description: `${source === 'INCOME' ? 'Income' : 'ROI'} to Active`,
        kind: 'to_active',
        status: 'complete',
        createdAt: new Date(),
      });
      await insertRow(em, Transfer, t);
      await this.ledger.post(em, {
        kind: 'WALLET_MOVE',
        key: `to-active:${t.id}`,
        referenceType: 'transfer',
        referenceId: t.id,
        memo: t.description,
        lines: [
          { account: { member: memberId, wallet: source }, amount: -amount, kind: 'WALLET_MOVE', description: `${t.description}` },
          { account: { member: memberId, wallet: 'ACTIVE' }, amount, kind: 'WALLET_MOVE', description: `${t.description}` },
        ],
      });
      return t.id;
    });
    return (await this.require(id)).amount;
  }

  async require(id: number): Promise<Transfer> {
    const t = await this.db.manager.findOne(Transfer, { where: { id } });
    if (!t) throw notFound('Transfer not found');
    return t;
  }

  /** Newest first: page `page`, or by cursor (`window`: `t.id` below the cursor's, no OFFSET). */
  async list(opts: { memberId?: number; kind?: TransferKind } & ({ page: number; pageSize: number } | { window: PageWindow })) {
    const qb = this.db.manager.createQueryBuilder(Transfer, 't');
    if (opts.memberId) qb.andWhere('(t.from_user_id = :m OR t.to_user_id = :m)', { m: opts.memberId });
    if (opts.kind) qb.andWhere('t.kind = :k', { k: opts.kind });
    return readWindow(qb, 't.id', 'window' in opts ? opts.window : offsetWindow(opts.page, opts.pageSize));
  }
}
