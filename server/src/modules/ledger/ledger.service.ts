import { EntityManager, In, QueryFailedError } from 'typeorm';
import { Database } from '../../database/data-source';
import { asText, bigParam, execute } from '../../database/sql';
import { AppError, badInput } from '../../common/errors';
import { formatMoney, toBigInt } from '../../common/money';
import { Account, EntryKind, LedgerEntry, LedgerTransaction, SYSTEM_ACCOUNTS, SystemAccount, WALLETS, WalletType } from './ledger.entities';

export type AccountRef = { member: number; wallet: WalletType } | { system: SystemAccount };

export interface PostingLine {
  account: AccountRef;
  /** Signed micro-units: credit > 0, debit < 0. */
  amount: bigint;
  kind: EntryKind;
  counterpartyId?: number | null;
  description?: string;
}

export interface Posting {
  kind: string;
  /** Deterministic idempotency key: the same key posts once. */
  key: string;
  lines: PostingLine[];
  referenceType?: string;
  referenceId?: number;
  memo?: string;
  createdBy?: number | null;
}

export const WALLET_LABEL: Record<WalletType, string> = {
  ACTIVE: 'Active Wallet',
  INCOME: 'Income Wallet',
  ROI: 'ROI Wallet',
  COMPOUND: 'Compound Wallet',
};

export type Wallets = Record<WalletType, bigint>;

export interface ReconciliationReport {
  ok: boolean;
  accounts: number;
  transactions: number;
  entries: number;
  problems: string[];
}

export interface WalletChange {
  memberId: number;
}

/**
 * The only module that changes balances. Every movement is a double-entry posting whose lines sum
 * to zero; member wallets are debited with a conditional update that can never overdraw.
 */
export class LedgerService {
  private readonly systemIds = new Map<SystemAccount, number>();
  /** Members whose wallets changed in committed postings; drained by the caller after commit. */
  private listeners: Array<(change: WalletChange) => void> = [];

  constructor(private readonly db: Database) {}

  onWalletChange(listener: (change: WalletChange) => void) {
    this.listeners.push(listener);
  }

  /**
   * Tells subscribers which members' wallets changed, after their postings committed. The payload
   * carries only the member id: each subscriber reads the fresh balances, so an unobserved
   * posting costs nothing extra.
   */
  async publishAfterCommit(memberIds: Iterable<number>) {
    for (const memberId of new Set(memberIds)) {
      for (const l of this.listeners) l({ memberId });
    }
  }

  static memberCode(memberId: number, wallet: WalletType) {
    return `u:${memberId}:${wallet}`;
  }

  /** Creates the system accounts (first start). */
  async ensureSystemAccounts(): Promise<void> {
    const existing = await this.db.manager.find(Account, { where: { code: In(SYSTEM_ACCOUNTS.map((s) => `sys:${s}`)) } });
    const have = new Set(existing.map((a) => a.type));
    const missing = SYSTEM_ACCOUNTS.filter((s) => !have.has(s));
    if (missing.length) {
      await this.db.manager.insert(
        Account,
        missing.map((s) => ({ code: `sys:${s}`, ownerId: null, type: s, balance: 0n, createdAt: new Date() })),
      );
    }
    const all = await this.db.manager.find(Account, { where: { code: In(SYSTEM_ACCOUNTS.map((s) => `sys:${s}`)) } });
    for (const a of all) this.systemIds.set(a.type as SystemAccount, a.id);
  }

  /** Opens the four wallets of a new member, inside the member's creating transaction. */
  async openMemberAccounts(em: EntityManager, memberId: number): Promise<void> {
    await em.insert(
      Account,
      WALLETS.map((w) => ({ code: LedgerService.memberCode(memberId, w), ownerId: memberId, type: w, balance: 0n, createdAt: new Date() })),
    );
  }

  /** Account ids of the posting's lines: system ids from the cache, member wallets in one query. */
  private async accountIds(em: EntityManager, refs: AccountRef[]): Promise<number[]> {
    const codes = refs.filter((r): r is { member: number; wallet: WalletType } => 'member' in r).map((r) => LedgerService.memberCode(r.member, r.wallet));
    const found = codes.length ? await em.find(Account, { where: { code: In(codes) }, select: ['id', 'code'] }) : [];
    const byCode = new Map(found.map((a) => [a.code, a.id]));
    return refs.map((ref) => {
      if ('system' in ref) {
        const id = this.systemIds.get(ref.system);
        if (!id) throw new Error(`System account ${ref.system} is missing`);
        return id;
      }
      const id = byCode.get(LedgerService.memberCode(ref.member, ref.wallet));
      if (!id) throw new AppError('NOT_FOUND', 'Wallet not found');
      return id;
    });
  }

  /**
   * Posts inside the caller's transaction. A key that was already used posts nothing and
   * returns the first transaction (replayed = true).
   */
  async post(em: EntityManager, posting: Posting): Promise<{ transaction: LedgerTransaction; replayed: boolean }> {
    const lines = posting.lines.filter((l) => l.amount !== 0n);
    if (lines.length < 2) throw new Error(`Posting ${posting.key} needs at least two non-zero lines`);
    const sum = lines.reduce((s, l) => s + l.amount, 0n);
    if (sum !== 0n) throw new Error(`Posting ${posting.key} does not balance (${sum})`);

    const existing = await em.findOne(LedgerTransaction, { where: { idempotencyKey: posting.key } });
    if (existing) return { transaction: existing, replayed: true };

    let tx: LedgerTransaction;
    try {
      tx = em.create(LedgerTransaction, {
        kind: posting.kind,
        idempotencyKey: posting.key,
        referenceType: posting.referenceType ?? null,
        referenceId: posting.referenceId ?? null,
        memo: (posting.memo ?? '').slice(0, 255),
        createdBy: posting.createdBy ?? null,
        createdAt: new Date(),
      });
      await em.insert(LedgerTransaction, tx);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('ALREADY_PROCESSED', 'Already processed');
      throw err;
    }

    const ids = await this.accountIds(em, lines.map((l) => l.account));
    const resolved = lines.map((line, i) => ({ line, accountId: ids[i] }));
    // One global lock order keeps concurrent postings from deadlocking on MySQL: member wallets by
    // id, then the system accounts by id. System rows are shared by every posting, so taking them
    // last keeps their row locks held for the shortest time.
    const rank = (l: PostingLine) => ('member' in l.account ? 0 : 1);
    resolved.sort((a, b) => rank(a.line) - rank(b.line) || a.accountId - b.accountId);
    const now = new Date();
    const entries: Partial<LedgerEntry>[] = [];
    for (const { line, accountId } of resolved) {
      const isMember = 'member' in line.account;
      const amount = bigParam(this.db.engine, line.amount);
      // MySQL computes `bigint + 'digit string'` as a DOUBLE (exact only below 2^53): cast the text first.
      const a = this.db.engine === 'mysql' ? 'CAST(? AS SIGNED)' : '?';
      const changed = isMember
        ? await execute(em, `UPDATE accounts SET balance = balance + ${a} WHERE id = ? AND balance + ${a} >= 0`, [amount, accountId, amount])
        : await execute(em, `UPDATE accounts SET balance = balance + ${a} WHERE id = ?`, [amount, accountId]);
      if (changed !== 1) {
        const wallet = (line.account as { wallet: WalletType }).wallet;
        throw new AppError('INSUFFICIENT_FUNDS', `Insufficient balance in ${WALLET_LABEL[wallet]}`);
      }
      const [row] = await em.query(`SELECT ${asText(this.db.engine, 'balance')} AS balance FROM accounts WHERE id = ?`, [accountId]);
      entries.push({
        transactionId: tx.id,
        accountId,
        memberId: isMember ? (line.account as { member: number }).member : null,
        wallet: isMember ? (line.account as { wallet: WalletType }).wallet : null,
        kind: line.kind,
        amount: line.amount,
        balanceAfter: toBigInt(row.balance)!,
        counterpartyId: line.counterpartyId ?? null,
        description: (line.description ?? posting.memo ?? '').slice(0, 255),
        createdAt: now,
      });
    }
    await em.insert(LedgerEntry, entries);
    return { transaction: tx, replayed: false };
  }

  async walletsFor(memberIds: number[], em: EntityManager = this.db.manager): Promise<Map<number, Wallets>> {
    const map = new Map<number, Wallets>();
    if (!memberIds.length) return map;
    const rows = await em.find(Account, { where: { ownerId: In(memberIds) } });
    for (const id of memberIds) map.set(id, emptyWallets());
    for (const a of rows) map.get(a.ownerId!)![a.type as WalletType] = a.balance;
    return map;
  }

  async wallets(memberId: number, em?: EntityManager): Promise<Wallets> {
    return (await this.walletsFor([memberId], em)).get(memberId)!;
  }

  /** Lifetime sums of a member's entries by kind (credits minus debits of that kind). */
  async sumsByKind(memberIds: number[]): Promise<Map<number, Record<string, bigint>>> {
    const map = new Map<number, Record<string, bigint>>();
    for (const id of memberIds) map.set(id, {});
    if (!memberIds.length) return map;
    const rows: Array<{ member_id: number; kind: string; total: string }> = await this.db.manager.query(
      `SELECT member_id, kind, ${asText(this.db.engine, 'SUM(amount)')} AS total FROM ledger_entries
       WHERE member_id IN (${memberIds.map(() => '?').join(',')}) GROUP BY member_id, kind`,
      memberIds,
    );
    for (const r of rows) map.get(Number(r.member_id))![r.kind] = toBigInt(r.total)!;
    return map;
  }

  /** A member's entries on one wallet, newest first. */
  async entries(memberId: number, opts: { wallet?: WalletType; kinds?: string[]; from?: Date; to?: Date; page: number; pageSize: number }) {
    const qb = this.db.manager.createQueryBuilder(LedgerEntry, 'e').where('e.member_id = :memberId', { memberId });
    if (opts.wallet) qb.andWhere('e.wallet = :wallet', { wallet: opts.wallet });
    if (opts.kinds?.length) qb.andWhere('e.kind IN (:...kinds)', { kinds: opts.kinds });
    if (opts.from) qb.andWhere('e.created_at >= :from', { from: opts.from });
    if (opts.to) qb.andWhere('e.created_at < :to', { to: opts.to });
    const [items, total] = await qb
      .orderBy('e.id', 'DESC')
      .skip((opts.page - 1) * opts.pageSize)
      .take(opts.pageSize)
      .getManyAndCount();
    return { items, total };
  }

  /**
   * Checks the ledger's invariants: every balance equals the sum of its entries, every transaction
   * sums to zero with at least two entries, no member wallet is negative, all balances sum to zero.
   */
  async reconcile(): Promise<ReconciliationReport> {
    // One consistent view: on SQLite queued with the writes (so no posting is seen half done), on
    // MySQL one REPEATABLE READ snapshot for all the checks.
    if (this.db.engine === 'sqlite') return this.db.transaction((em) => this.check(em));
    return this.db.dataSource.transaction('REPEATABLE READ', (em) => this.check(em));
  }

  private async check(em: EntityManager): Promise<ReconciliationReport> {
    const e = this.db.engine;
    const problems: string[] = [];
    const mismatched: Array<{ code: string; balance: string; total: string }> = await em.query(
      `SELECT a.code AS code, ${asText(e, 'a.balance')} AS balance, ${asText(e, 'COALESCE(s.total, 0)')} AS total
       FROM accounts a LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM ledger_entries GROUP BY account_id) s
       ON s.account_id = a.id WHERE a.balance <> COALESCE(s.total, 0)`,
    );
    for (const m of mismatched) problems.push(`account ${m.code}: balance ${fmt(m.balance)} but entries sum to ${fmt(m.total)}`);
    const unbalanced: Array<{ id: number; total: string; n: number }> = await em.query(
      `SELECT t.id AS id, ${asText(e, 'COALESCE(SUM(le.amount), 0)')} AS total, COUNT(le.id) AS n
       FROM ledger_transactions t LEFT JOIN ledger_entries le ON le.transaction_id = t.id
       GROUP BY t.id HAVING COALESCE(SUM(le.amount), 0) <> 0 OR COUNT(le.id) < 2`,
    );
    for (const u of unbalanced) problems.push(`transaction ${u.id}: ${u.n} entries summing to ${fmt(u.total)}`);
    const negative: Array<{ code: string; balance: string }> = await em.query(
      `SELECT code, ${asText(e, 'balance')} AS balance FROM accounts WHERE owner_id IS NOT NULL AND balance < 0`,
    );
    for (const n of negative) problems.push(`member wallet ${n.code} is negative: ${fmt(n.balance)}`);
    const [totals] = await em.query(
      `SELECT ${asText(e, 'COALESCE(SUM(balance), 0)')} AS total, COUNT(*) AS n FROM accounts`,
    );
    if (toBigInt(totals.total) !== 0n) problems.push(`all balances sum to ${fmt(totals.total)}, not 0`);
    const [counts] = await em.query(
      `SELECT (SELECT COUNT(*) FROM ledger_transactions) AS t, (SELECT COUNT(*) FROM ledger_entries) AS e`,
    );
    return { ok: problems.length === 0, accounts: Number(totals.n), transactions: Number(counts.t), entries: Number(counts.e), problems };
  }
}

function fmt(v: string) {
  return formatMoney(toBigInt(v)!);
}

export function emptyWallets(): Wallets {
  return { ACTIVE: 0n, INCOME: 0n, ROI: 0n, COMPOUND: 0n };
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as any;
  const inner = e instanceof QueryFailedError ? (e as any).driverError : e;
  return inner?.code === 'ER_DUP_ENTRY' || inner?.errno === 1062 || /UNIQUE constraint failed/.test(String(inner?.message ?? e?.message));
}

export function parseWallet(value: unknown): WalletType {
  const v = String(value ?? '').toUpperCase();
  if ((WALLETS as readonly string[]).includes(v)) return v as WalletType;
  throw badInput('Unknown wallet', { wallet: 'ACTIVE, INCOME, ROI or COMPOUND' });
}
