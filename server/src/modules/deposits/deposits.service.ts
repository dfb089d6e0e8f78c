import { EntityManager, IsNull, LessThan, Not } from 'typeorm';
import type { Database } from '../../database/data-source';
import { AppError, alreadyProcessed, badInput, conflict, forbidden, notFound } from '../../common/errors';
import { parseMoney, formatMoney } from '../../common/money';
import { execute, insertRow, storedDate } from '../../database/sql';
import type { UploadService } from '../../common/uploads/upload.service';
import type { AuditService } from '../audit/audit.service';
import type { IdempotencyService } from '../ledger/idempotency.service';
import { LedgerService, isUniqueViolation } from '../ledger/ledger.service';
import { addToMemberTotals } from '../ledger/member-totals';
import { Decision, decideOnce } from '../ledger/status';
import type { SettingsService } from '../settings/settings.service';
import { Deposit, DepositStatus } from './deposit.entity';
import type { MoneyNotices } from '../notifications/money-notices';
import type { WebhookSink } from '../webhooks/events';
import { offsetWindow, PageWindow, readWindow } from '../../common/pagination';

export interface CreateDepositInput {
  amount: unknown;
  currency?: unknown;
  hash?: unknown;
  /** Name of an upload of this member in the `deposits` area (the proof image). */
  proof?: string | null;
  /**
   * Content hash of the proof, when the file came with this very request (REST multipart): each try
   * stores it under a new random name, so the idempotency check compares the content instead.
   */
  proofDigest?: string | null;
}

export function parseNetwork(value: unknown): 'BEP20' | 'TRC20' {
  const v = String(value ?? 'BEP20')
    .trim()
    .toUpperCase();
  if (v === 'BEP20' || v === 'BEB20' || v === '') return 'BEP20';
  if (v === 'TRC20') return 'TRC20';
  throw badInput('Network must be BEP20 or TRC20', { currency: 'BEP20 or TRC20' });
}

function parseHash(value: unknown, network: 'BEP20' | 'TRC20'): string | null {
  if (value === undefined || value === null || value === '') return null;
  const v = String(value).trim();
  const ok = network === 'BEP20' ? /^0x[0-9a-fA-F]{64}$/.test(v) : /^(0x)?[0-9a-fA-F]{64}$/.test(v);
  if (!ok) throw badInput(network === 'BEP20' ? 'Invalid transaction hash (0x followed by 64 hex digits)' : 'Invalid transaction hash (64 hex digits)', { hash: 'invalid hash' });
  return v.toLowerCase();
}

/** Proofs of declined (or member-cancelled) deposits are removed this long after the decision. */
export const DECLINED_PROOF_TTL_MS = 24 * 60 * 60 * 1000;

/** Deposits: always pending until an admin completes (credits Active) or declines them. */
export class DepositsService {
  /** Tells the member about a decision (set in app/services.ts). */
  notices?: MoneyNotices;
  /** Outbound webhooks: `deposit.decided`, written in the deciding transaction. */
  webhooks?: WebhookSink;

  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly uploads: UploadService,
    private readonly idempotency: IdempotencyService,
  ) {}

  async create(memberId: number, input: CreateDepositInput, idempotencyKey?: string | null): Promise<Deposit> {
    await this.settings.requireOn('deposite', 'Deposits are currently disabled');
    const amount = parseMoney(input.amount);
    const min = await this.settings.money('depositMin');
    if (amount < min) throw badInput(`Minimum deposit is $${formatMoney(min)}`, { amount: `at least ${formatMoney(min)}` });
    const currency = parseNetwork(input.currency);
    const hash = parseHash(input.hash, currency);
    if (!hash && !input.proof) throw badInput('Enter the transaction hash or attach a proof image', { hash: 'hash or proof required' });
    try {
      return await this.idempotency.create(memberId, idempotencyKey, 'createDeposit', { amount, currency, hash, proof: input.proofDigest ?? input.proof ?? null }, async (em) => {
        if (input.proof) await this.uploads.attach(em, input.proof, memberId, 'deposits');
        const deposit = em.create(Deposit, {
          userId: memberId,
          amount,
          currency,
          method: input.proof ? 'MANUAL' : 'WALLET',
          hash,
          image: input.proof ?? null,
          status: 'pending',
          hidden: false,
          createdAt: storedDate(this.db.engine),
          processedAt: null,
          processedBy: null,
        });
        await insertRow(em, Deposit, deposit);
        return deposit;
      }, (id) => this.require(id));
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('This transaction hash was already used', 'ALREADY_EXISTS');
      throw err;
    }
  }

  async require(id: number, em: EntityManager = this.db.manager): Promise<Deposit> {
    const d = await em.findOne(Deposit, { where: { id } });
    if (!d) throw notFound('Deposit not found');
    return d;
  }

  /** Newest first: page `page`, or by cursor (`window`: `d.id` below the cursor's, no OFFSET). */
  async list(opts: { memberId?: number; status?: DepositStatus; includeHidden?: boolean } & ({ page: number; pageSize: number } | { window: PageWindow })) {
    const qb = this.db.manager.createQueryBuilder(Deposit, 'd');
    if (opts.memberId) qb.andWhere('d.user_id = :m', { m: opts.memberId });
    if (opts.status) qb.andWhere('d.status = :s', { s: opts.status });
    if (!opts.includeHidden) qb.andWhere('d.hidden = :h', { h: false });
    return readWindow(qb, 'd.id', 'window' in opts ? opts.window : offsetWindow(opts.page, opts.pageSize));
  }

  /**
   * Admin decision, allowed only from pending and only once: the conditional update decides the
   * winner of concurrent clicks; `complete` credits the stored amount to the member's Active wallet.
   */
  async decide(adminId: number, id: number, decision: Decision): Promise<Deposit> {
    const { deposit, mailed } = await this.db.transaction(async (em) => {
      const won = await decideOnce(em, this.db.engine, 'deposits', id, decision, adminId);
      const d = await this.require(id, em);
      if (!won) throw alreadyProcessed();
      if (decision === 'complete') {
        await this.ledger.post(em, {
          kind: 'DEPOSIT',
          key: `deposit-complete:${id}`,
          referenceType: 'deposit',
          referenceId: id,
          createdBy: adminId,
          memo: `Deposit #${id} (${d.currency})`,
          lines: [
            { account: { system: 'DEPOSITS_CLEARING' }, amount: -d.amount, kind: 'DEPOSIT' },
            { account: { member: d.userId, wallet: 'ACTIVE' }, amount: d.amount, kind: 'DEPOSIT', description: `Deposit #${id}` },
          ],
        });
        await addToMemberTotals(em, this.db.engine, d.userId, 'DEPOSIT', d.amount);
      }
      await this.audit.record(adminId, `deposit.${decision}`, `deposit:${id}`, { amount: d.amount }, em, { before: { status: 'pending', processedAt: null }, after: { status: d.status, processedAt: d.processedAt } });
      await this.webhooks?.record(em, 'deposit.decided', d.userId, depositEvent(d, decision === 'complete' ? 'completed' : 'declined'));
      // The member's notice and mail are written with the decision (issue 19 item 4).
      return { deposit: d, mailed: await this.notices?.depositDecided(em, d, decision) };
    });
    await mailed?.();
    return deposit;
  }

  /**
   * Removes the proof files of deposits declined (by an admin, or cancelled by the member) more than
   * a day ago: the deposit forgets its proof, the upload row and the file go. Completed deposits keep
   * theirs. Run by the maintenance job; returns how many proofs went.
   */
  async sweepDeclinedProofs(now = new Date()): Promise<number> {
    const stale = await this.db.manager.find(Deposit, {
      select: { id: true, image: true },
      where: { status: 'decline', image: Not(IsNull()), processedAt: LessThan(new Date(now.getTime() - DECLINED_PROOF_TTL_MS)) },
    });
    let removed = 0;
    for (const d of stale) {
      const name = d.image!;
      const gone = await this.db.transaction(async (em) => {
        // Conditional: only a still-declined deposit that still names this proof lets it go.
        const cleared = await execute(em, `UPDATE deposits SET image = NULL WHERE id = ? AND status = 'decline' AND image = ?`, [d.id, name]);
        if (cleared) await this.uploads.discard(em, name);
        return cleared > 0;
      });
      if (gone) {
        await this.uploads.removeFile(name);
        removed++;
      }
    }
    return removed;
  }

  /** The owner withdraws a pending deposit (it becomes declined); an admin hides a declined one. */
  async remove(caller: { id: number; role: string }, id: number): Promise<void> {
    const d = await this.require(id);
    if (caller.role !== 'admin') {
      if (d.userId !== caller.id) throw forbidden();
      await this.db.transaction(async (em) => {
        if (!(await decideOnce(em, this.db.engine, 'deposits', id, 'decline', caller.id))) throw alreadyProcessed();
        await this.webhooks?.record(em, 'deposit.decided', d.userId, depositEvent({ ...d, processedAt: new Date() }, 'cancelled'));
      });
      return;
    }
    if (d.status === 'complete') throw alreadyProcessed();
    if (d.status === 'pending') throw new AppError('CONFLICT', 'Decline the deposit before deleting it');
    await this.db.transaction(async (em) => {
      await em.update(Deposit, { id }, { hidden: true });
      await this.audit.record(caller.id, 'deposit.delete', `deposit:${id}`, undefined, em);
    });
  }
}

/** The `deposit.decided` webhook payload's `data` (README "Webhooks"). */
function depositEvent(d: Deposit, status: 'completed' | 'declined' | 'cancelled') {
  return { depositId: d.id, memberId: d.userId, status, amount: formatMoney(d.amount), currency: d.currency, method: d.method, decidedAt: (d.processedAt ?? new Date()).toISOString() };
}
