import { FigureQuery, marks, readFigures } from '../../common/figures';
import { EntityManager, In, QueryFailedError } from 'typeorm';
import { afterCommit, atCommit, Database } from '../../database/data-source';
import { keysetPage } from '../../common/pagination';
import { asText, bigParam, bigPlaceholder, createTempTable, dateParam, dropTempTable, execute, forceIndex, forUpdate, hasRowLocks, insertRow, insertRows, readsBigintsExactly, updateJoinTable } from '../../database/sql';
import { AppError, badInput } from '../../common/errors';
import { toBigInt } from '../../common/money';
import { Account, EntryKind, LedgerEntry, LedgerTransaction, SYSTEM_ACCOUNTS, SYSTEM_SHARDS, SystemAccount, systemAccountCode, WALLETS, WalletType } from './ledger.entities';

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
  /** Incomes: the platform day of `income_daily` this posting counts for. */
  incomeDay?: string;
}

export const WALLET_LABEL: Record<WalletType, string> = {
  ACTIVE: 'Active Wallet',
  INCOME: 'Income Wallet',
  ROI: 'ROI Wallet',
  COMPOUND: 'Compound Wallet',
};

export type Wallets = Record<WalletType, bigint>;

export interface WalletChange {
  memberId: number;
  /**
   * A bulk posting's one event per chunk: every member with `fromMemberId <= id < toMemberId` may
   * have changed (memberId is then 0). Subscribers in the range re-read their balances.
   */
  fromMemberId?: number;
  toMemberId?: number;
}

/**
 * A bulk credit to many member wallets in one ledger transaction (one chunk of a daily step).
 * `source` is a SELECT giving `member_id, amount` (at most one row per member, amount already final,
 * e.g. trimmed to the cap); rows with amount <= 0 are skipped.
 */
export interface BatchPosting {
  /** Deterministic key of the chunk, e.g. `roi:2026-11-23:0`; the same key posts once. */
  key: string;
  kind: EntryKind;
  wallet: WalletType;
  /** The system account debited once for the whole chunk. */
  contra: SystemAccount;
  source: { sql: string; params: unknown[] };
  memo: string;
  description: string;
  /** Incomes: the platform day of `income_daily` the chunk counts for. */
  incomeDay?: string;
  /** The chunk's member id range: every source member lies in it (locks, the one walletChanged event). */
  range: { from: number; to: number };
  /**
   * The source reads the credited wallets (e.g. a balance): MySQL then locks the range's wallets
   * before the source is read. Otherwise the balance UPDATE takes exactly the credited wallets' locks.
   */
  sourceReadsWallets?: boolean;
  /** MySQL: locks what the source reads (caps) before the chunk's wallets, the order of a single income credit. */
  lockSources?: (em: EntityManager) => Promise<void>;
}

export interface BatchResult {
  transactionId: number | null;
  /** Member entries written (0 for a replay or an empty chunk). */
  entries: number;
  total: bigint;
  replayed: boolean;
}

/** A system-account line of a posting, written at the transaction's commit (see pendingAtCommit). */
interface SystemLine {
  accountId: number;
  amount: bigint;
  entry: Partial<LedgerEntry>;
}

interface PendingAtCommit {
  systemLines: SystemLine[];
  entries: Partial<LedgerEntry>[];
}

/**
 * The only module that changes balances. Every movement is a double-entry posting whose lines sum
 * to zero; member wallets are locked and checked before a debit, which can never overdraw.
 */
export class LedgerService {
  /** The rows of each system account, by shard. */
  private readonly systemIds = new Map<SystemAccount, number[]>();
  /** Members whose wallets changed in committed postings; drained by the caller after commit. */
  private listeners: Array<(change: WalletChange) => void> = [];

  /** Told of every new posting once its transaction has committed (metrics: postings per second). */
  onPosted: ((kind: string, postings: number) => void) | null = null;

  constructor(private readonly db: Database) {}

  private posted(em: EntityManager, kind: string, postings = 1) {
    const tell = this.onPosted;
    if (tell && !afterCommit(em, () => tell(kind, postings))) tell(kind, postings);
  }

  onWalletChange(listener: (change: WalletChange) => void) {
    this.listeners.push(listener);
  }

  /**
   * Tells subscribers which members' wallets changed. The payload carries only the member id: each
   * subscriber reads the fresh balances, so an unobserved posting costs nothing extra.
   */
  private publish(memberIds: Iterable<number>) {
    for (const memberId of new Set(memberIds)) {
      for (const l of this.listeners) l({ memberId });
    }
  }

  /** The members whose wallets a transaction's postings changed, told once it has committed. */
  private readonly changedMembers = new WeakMap<EntityManager, Set<number>>();

  /**
   * Every posting tells the subscribers of its members after its transaction commits (once per
   * member and transaction; never for a rolled-back one); outside `Database.transaction` at once.
   */
  private publishAtCommit(em: EntityManager, memberIds: number[]) {
    if (!memberIds.length) return;
    const known = this.changedMembers.get(em);
    if (known) {
      for (const id of memberIds) known.add(id);
      return;
    }
    const changed = new Set(memberIds);
    if (afterCommit(em, () => this.publish(changed))) this.changedMembers.set(em, changed);
    else this.publish(changed);
  }

  static memberCode(memberId: number, wallet: WalletType) {
    return `u:${memberId}:${wallet}`;
  }

  /** Creates the system accounts' rows that are missing (first start; replicas starting together may race). */
  async ensureSystemAccounts(): Promise<void> {
    const codes = SYSTEM_ACCOUNTS.flatMap((name) => Array.from({ length: SYSTEM_SHARDS }, (_, shard) => ({ name, code: systemAccountCode(name, shard) })));
    const have = new Set((await this.db.manager.find(Account, { where: { code: In(codes.map((c) => c.code)) }, select: ['code'] })).map((a) => a.code));
    for (const { name, code } of codes.filter((c) => !have.has(c.code))) {
      try {
        await this.db.manager.insert(Account, { code, ownerId: null, type: name, balance: 0n, createdAt: new Date() });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err; // another replica created it
      }
    }
    const all = await this.db.manager.find(Account, { where: { code: In(codes.map((c) => c.code)) }, select: ['id', 'code', 'type'] });
    const idOf = new Map(all.map((a) => [a.code, a.id]));
    for (const name of SYSTEM_ACCOUNTS) this.systemIds.set(name, Array.from({ length: SYSTEM_SHARDS }, (_, shard) => idOf.get(systemAccountCode(name, shard))!));
  }

  /** The row of a system account that transaction `transactionId` posts to. */
  private systemAccountId(name: SystemAccount, transactionId: number): number {
    const ids = this.systemIds.get(name);
    if (!ids) throw new Error(`System account ${name} is missing`);
    return ids[transactionId % ids.length];
  }

  /** Opens the four wallets of a new member, inside the member's creating transaction. */
  async openMemberAccounts(em: EntityManager, memberId: number): Promise<void> {
    await em.insert(
      Account,
      WALLETS.map((w) => ({ code: LedgerService.memberCode(memberId, w), ownerId: memberId, type: w, balance: 0n, createdAt: new Date() })),
    );
  }

  /**
   * Member wallet ids by account code. A wallet's id never changes and accounts are never deleted, so
   * a posting needs no lookup statement once a wallet was seen; `moveMemberBalances` checks every row it
   * locks against its code and drops a wrong entry (a database rebuilt under a running process).
   */
  private readonly memberAccountIds = new Map<string, number>();

  /** Account ids of the posting's lines: system ids (the transaction's shard) and known wallets from memory, the rest in one query. */
  private async accountIds(em: EntityManager, refs: AccountRef[], transactionId: number): Promise<number[]> {
    const codes = refs
      .filter((r): r is { member: number; wallet: WalletType } => 'member' in r)
      .map((r) => LedgerService.memberCode(r.member, r.wallet))
      .filter((code) => !this.memberAccountIds.has(code));
    if (codes.length) {
      const found = await em.find(Account, { where: { code: In(codes) }, select: ['id', 'code'] });
      if (this.memberAccountIds.size > 200_000) this.memberAccountIds.clear();
      for (const a of found) this.memberAccountIds.set(a.code, a.id);
    }
    return refs.map((ref) => {
      if ('system' in ref) return this.systemAccountId(ref.system, transactionId);
      const id = this.memberAccountIds.get(LedgerService.memberCode(ref.member, ref.wallet));
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

    const tx = em.create(LedgerTransaction, {
      kind: posting.kind,
      idempotencyKey: posting.key,
      referenceType: posting.referenceType ?? null,
      referenceId: posting.referenceId ?? null,
      memo: (posting.memo ?? '').slice(0, 255),
      createdBy: posting.createdBy ?? null,
      incomeDay: posting.incomeDay ?? null,
      createdAt: new Date(),
    });
    // The key's unique index decides whether this posting is new: no lookup before the insert.
    try {
      await insertRow(em, LedgerTransaction, tx);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const existing = await em.findOne(LedgerTransaction, { where: { idempotencyKey: posting.key } });
      if (existing) return { transaction: existing, replayed: true };
      throw new AppError('ALREADY_PROCESSED', 'Already processed');
    }

    const ids = await this.accountIds(em, lines.map((l) => l.account), tx.id);
    const resolved = lines.map((line, i) => ({ line, accountId: ids[i] }));
    // One global lock order keeps concurrent postings from deadlocking on MySQL: member wallets by
    // id, then the system accounts by id. System rows are shared by every posting, so taking them
    // last keeps their row locks held for the shortest time.
    const rank = (l: PostingLine) => ('member' in l.account ? 0 : 1);
    resolved.sort((a, b) => rank(a.line) - rank(b.line) || a.accountId - b.accountId);
    const now = new Date();
    const entry = (line: PostingLine, accountId: number, balanceAfter: bigint | null): Partial<LedgerEntry> => {
      const member = 'member' in line.account ? line.account : null;
      return {
        transactionId: tx.id,
        accountId,
        memberId: member?.member ?? null,
        wallet: member?.wallet ?? null,
        kind: line.kind,
        amount: line.amount,
        balanceAfter: balanceAfter ?? undefined,
        counterpartyId: line.counterpartyId ?? null,
        description: (line.description ?? posting.memo ?? '').slice(0, 255),
        createdAt: now,
      };
    };
    const memberLines = resolved.filter((r) => 'member' in r.line.account);
    const entries: Partial<LedgerEntry>[] = [];
    if (new Set(memberLines.map((r) => r.accountId)).size === memberLines.length) {
      const after = await this.moveMemberBalances(em, memberLines);
      memberLines.forEach(({ line, accountId }, i) => entries.push(entry(line, accountId, after[i])));
    } else {
      // The same wallet twice in one posting: one line at a time, each entry with its own running balance.
      for (const { line, accountId } of memberLines) entries.push(entry(line, accountId, (await this.moveMemberBalances(em, [{ line, accountId }]))[0]));
    }
    // Outside `Database.transaction` there is no commit to wait for: the same writes happen at once.
    const atCommit = this.pendingAtCommit(em);
    const pending = atCommit ?? { systemLines: [], entries: [] };
    for (const { line, accountId } of resolved.filter((r) => !('member' in r.line.account))) {
      pending.systemLines.push({ accountId, amount: line.amount, entry: entry(line, accountId, null) });
    }
    pending.entries.push(...entries);
    if (!atCommit) await this.writePending(em, pending);
    this.posted(em, posting.kind);
    this.publishAtCommit(em, memberLines.map((r) => (r.line.account as { member: number }).member));
    return { transaction: tx, replayed: false };
  }

  /**
   * Applies member lines (distinct wallets, in id order) in two statements whatever their number:
   * the wallets are locked and read in id order (the global lock order), every debit is checked
   * against the locked balance, then one UPDATE moves them all. Returns each wallet's balance after.
   * The UPDATE keeps the `balance + amount >= 0` guard as a second line of defence.
   */
  private async moveMemberBalances(em: EntityManager, lines: Array<{ line: PostingLine; accountId: number }>): Promise<bigint[]> {
    if (!lines.length) return [];
    const e = this.db.engine;
    const ids = lines.map((l) => l.accountId);
    const rows: Array<{ id: number; code: string; balance: string }> = await em.query(
      `SELECT id, code, ${asText(e, 'balance')} AS balance FROM accounts WHERE id IN (${marks(ids)}) ORDER BY id${forUpdate(e)}`,
      ids,
    );
    const balances = new Map(rows.map((r) => [Number(r.id), { code: r.code, balance: toBigInt(r.balance)! }]));
    const after = lines.map(({ line, accountId }) => {
      const member = line.account as { member: number; wallet: WalletType };
      const row = balances.get(accountId);
      if (!row || row.code !== LedgerService.memberCode(member.member, member.wallet)) {
        this.memberAccountIds.clear();
        throw new Error(`Account ${accountId} is not ${LedgerService.memberCode(member.member, member.wallet)}`);
      }
      const balance = row.balance + line.amount;
      if (balance < 0n) throw new AppError('INSUFFICIENT_FUNDS', `Insufficient balance in ${WALLET_LABEL[member.wallet]}`);
      this.checkStorable(line.amount, balance);
      return balance;
    });
    const a = bigPlaceholder(e);
    const delta = `CASE id ${lines.map((l) => `WHEN ${Number(l.accountId)} THEN ${a}`).join(' ')} END`;
    const amounts = lines.map((l) => bigParam(e, l.line.amount));
    const changed = await execute(em, `UPDATE accounts SET balance = balance + ${delta} WHERE id IN (${marks(ids)}) AND balance + ${delta} >= 0`, [...amounts, ...ids, ...amounts]);
    if (changed !== lines.length) throw new Error(`Posting moved ${changed} of ${lines.length} locked wallets`);
    return after;
  }

  private readonly pending = new WeakMap<EntityManager, PendingAtCommit>();

  /**
   * What a transaction's postings write at its commit. The system lines wait: every posting shares
   * those few rows (fees, clearing, payable), so a row lock taken mid-transaction would be held
   * across the rest of the caller's work and queue every other posting behind it. At commit the
   * system accounts get one UPDATE (in id order, the global lock order) and their entries exact
   * running balances: the rows stay locked until the commit that follows. The member entries (their
   * balances were moved and locked at once) are written in the same single INSERT. Null outside
   * `Database.transaction` (everything is then written at once).
   */
  private pendingAtCommit(em: EntityManager): PendingAtCommit | null {
    const existing = this.pending.get(em);
    if (existing) return existing;
    const created: PendingAtCommit = { systemLines: [], entries: [] };
    if (!atCommit(em, () => this.writeAtCommit(em, created))) return null;
    this.pending.set(em, created);
    return created;
  }

  /**
   * better-sqlite3 hands TypeORM BIGINTs as JS numbers, exact only up to 2^53 (ARCHITECTURE §9): on
   * SQLite a posting whose amounts or balances go past that is refused before anything is written,
   * so nothing stored can be read back rounded. MySQL reads them as digit strings, exact.
   */
  private checkStorable(...values: bigint[]) {
    if (readsBigintsExactly(this.db.engine)) return;
    const unsafe = values.find((v) => v > MAX_SAFE || v < -MAX_SAFE);
    if (unsafe !== undefined) throw new Error(`Unsafe integer for SQLite: ${unsafe} micro-units would not read back exactly`);
  }

  private async writeAtCommit(em: EntityManager, pending: PendingAtCommit): Promise<void> {
    this.pending.delete(em);
    await this.writePending(em, pending);
  }

  /** The system lines (one UPDATE, then their balances) and every entry (one INSERT). */
  private async writePending(em: EntityManager, { systemLines, entries }: PendingAtCommit): Promise<void> {
    if (systemLines.length) {
      const e = this.db.engine;
      const byAccount = new Map<number, SystemLine[]>();
      for (const l of systemLines) byAccount.set(l.accountId, [...(byAccount.get(l.accountId) ?? []), l]);
      const ids = [...byAccount.keys()].sort((x, y) => x - y);
      const totals = ids.map((id) => byAccount.get(id)!.reduce((s, l) => s + l.amount, 0n));
      // One UPDATE for all of them (it locks the rows in id order, the global lock order), then their balances.
      const a = bigPlaceholder(e);
      await execute(em, `UPDATE accounts SET balance = balance + CASE id ${ids.map((id) => `WHEN ${Number(id)} THEN ${a}`).join(' ')} END WHERE id IN (${marks(ids)})`, [
        ...totals.map((t) => bigParam(e, t)),
        ...ids,
      ]);
      const rows: Array<{ id: number; balance: string }> = await em.query(`SELECT id, ${asText(e, 'balance')} AS balance FROM accounts WHERE id IN (${marks(ids)})`, ids);
      const balance = new Map(rows.map((r) => [Number(r.id), toBigInt(r.balance)!]));
      ids.forEach((accountId, i) => {
        let running = balance.get(accountId)! - totals[i];
        for (const l of byAccount.get(accountId)!) {
          running += l.amount;
          this.checkStorable(l.amount, running);
          entries.push({ ...l.entry, balanceAfter: running });
        }
      });
    }
    // Stable: a posting's member entries stay before its system entries.
    entries.sort((x, y) => Number(x.transactionId) - Number(y.transactionId));
    await insertRows(em, LedgerEntry, entries);
  }

  /**
   * The bulk path (daily engine): one ledger transaction per chunk with one entry per credited
   * member and ONE contra entry on the system account, so every transaction still sums to zero.
   * The chunk's credits are computed once from `source` into a temporary table of the connection,
   * `batch_credits (member_id PRIMARY KEY, account_id, amount)`, and everything else is driven from
   * it: the balance UPDATE, the entries, the contra's total and the caller's `afterMembers` (which
   * gets the table's name). Credits only, so no wallet can go negative. `balance_after` of a batch
   * entry is the account's balance right after the chunk, exact: a chunk has at most one entry per
   * account (one row per member in `batch_credits`), the entries are written after the balance
   * UPDATE from the updated rows, with the member wallets locked (MySQL: by that UPDATE, or the
   * range's wallets first when the source reads them; SQLite: the single writer), and the contra's is read back after its balance UPDATE,
   * which holds the system row until commit.
   * MySQL: the INSERT ... SELECTs take no row locks (READ COMMITTED reads their sources
   * consistently). The one into ledger_entries holds the table's AUTO-INC lock while it runs, so a
   * row-lock wait inside it would deadlock with another chunk's insert, which InnoDB reports as
   * 'Failed to read auto-increment value'; hence every lock is taken before it, in the order of a
   * single income credit: the sources (`lockSources`, the caps), then, when the source reads them,
   * the range's wallets (by the (type, owner_id) index: exactly those rows, in member order), then
   * the balance UPDATE (which locks the credited wallets).
   * `afterMembers` runs after the member side, before the contra (the caller's cap and summary
   * updates). The caller publishes `publishBatch(range)` after commit: one event per chunk.
   */
  async postBatch(em: EntityManager, batch: BatchPosting, afterMembers?: (transactionId: number, credits: string) => Promise<void>): Promise<BatchResult> {
    const e = this.db.engine;
    const existing = await em.findOne(LedgerTransaction, { where: { idempotencyKey: batch.key }, select: ['id'] });
    if (existing) return { transactionId: existing.id, entries: 0, total: 0n, replayed: true };
    const now = new Date();
    const tx = em.create(LedgerTransaction, {
      kind: batch.kind,
      idempotencyKey: batch.key,
      referenceType: 'BATCH',
      referenceId: null,
      memo: batch.memo.slice(0, 255),
      createdBy: null,
      incomeDay: batch.incomeDay ?? null,
      createdAt: now,
    });
    await em.insert(LedgerTransaction, tx);
    if (hasRowLocks(e)) {
      if (batch.lockSources) await batch.lockSources(em);
      // Exactly the range's wallets of this type, by the (type, owner_id) index, in member order (one
      // row back). Not `ORDER BY id`: MySQL would then scan, and lock in turn, every account in the table.
      if (batch.sourceReadsWallets) {
        await em.query(`SELECT COUNT(*) AS n FROM accounts ${forceIndex(e, 'idx_account_type_owner')} WHERE type = ? AND owner_id >= ? AND owner_id < ? FOR UPDATE`, [batch.wallet, batch.range.from, batch.range.to]);
      }
    }
    const created = dateParam(e, now);
    const credits = 'batch_credits';
    await em.query(dropTempTable(e, credits));
    await em.query(createTempTable(e, credits, '(member_id INTEGER NOT NULL PRIMARY KEY, account_id INTEGER NOT NULL, amount BIGINT NOT NULL)'));
    try {
      const entries = await execute(
        em,
        // CROSS JOIN: SQLite then walks the source and looks each wallet up (it could otherwise walk every
        // wallet of the type and scan the source for each); MySQL reads it as a plain inner join.
        `INSERT INTO ${credits} (member_id, account_id, amount)
         SELECT s.member_id, a.id, s.amount FROM (${batch.source.sql}) s CROSS JOIN accounts a ON a.type = ? AND a.owner_id = s.member_id
         WHERE s.amount > 0`,
        [...batch.source.params, batch.wallet],
      );
      if (entries === 0) {
        await em.delete(LedgerTransaction, { id: tx.id });
        return { transactionId: null, entries: 0, total: 0n, replayed: false };
      }
      const sysId = this.systemAccountId(batch.contra, tx.id);
      // Member wallets: one set-based UPDATE (one credit per account), then their entries from the updated rows.
      await execute(em, updateJoinTable(e, 'accounts', 'a', credits, 'd', 'a.id = d.account_id', 'balance = a.balance + d.amount'), []);
      await execute(
        em,
        `INSERT INTO ledger_entries (transaction_id, account_id, member_id, wallet, kind, amount, balance_after, counterparty_id, description, created_at)
         SELECT ?, a.id, b.member_id, a.type, ?, b.amount, a.balance, NULL, ?, ?
         FROM ${credits} b JOIN accounts a ON a.id = b.account_id ORDER BY b.member_id`,
        [tx.id, batch.kind, batch.description.slice(0, 255), created],
      );
      if (afterMembers) await afterMembers(tx.id, credits);
      // The contra last: the shared system row is locked only from here to the commit, so chunks of
      // other steps or replicas overlap everything before it.
      const [sum] = await em.query(`SELECT ${asText(e, 'COALESCE(SUM(amount), 0)')} AS total FROM ${credits}`);
      const total = toBigInt(sum.total)!;
      const a = bigPlaceholder(e);
      await execute(em, `UPDATE accounts SET balance = balance - ${a} WHERE id = ?`, [bigParam(e, total), sysId]);
      await execute(
        em,
        `INSERT INTO ledger_entries (transaction_id, account_id, member_id, wallet, kind, amount, balance_after, counterparty_id, description, created_at)
         SELECT ?, a.id, NULL, NULL, ?, -${a}, a.balance, NULL, ?, ? FROM accounts a WHERE a.id = ?`,
        [tx.id, batch.kind, bigParam(e, total), batch.description.slice(0, 255), created, sysId],
      );
      this.posted(em, batch.kind);
      return { transactionId: tx.id, entries, total, replayed: false };
    } finally {
      // On an error the transaction is rolled back (SQLite: the table with it) and MySQL's is
      // dropped by the next batch on this connection.
      if (em.queryRunner && !em.queryRunner.isReleased) await em.query(dropTempTable(e, credits)).catch(() => undefined);
    }
  }

  /** One walletChanged event for a committed chunk (members in [from, to)). */
  publishBatch(range: { from: number; to: number }) {
    for (const l of this.listeners) l({ memberId: 0, fromMemberId: range.from, toMemberId: range.to });
  }

  /**
   * A member's wallets read inside the caller's transaction and (on MySQL) locked until it ends.
   * Amounts computed from a balance ('move the whole balance', 'set the balance to X', the
   * compound withdrawal) must come from here, never from a read before the transaction: no other
   * posting can change these wallets between this read and the caller's posting. The rows are
   * locked in id order, the ledger's global lock order for member wallets.
   */
  async lockedWallets(em: EntityManager, memberId: number): Promise<Wallets & { accountIds: Record<WalletType, number> }> {
    const rows: Array<{ id: number; type: WalletType; balance: string }> = await em.query(
      `SELECT id, type, ${asText(this.db.engine, 'balance')} AS balance FROM accounts WHERE owner_id = ? ORDER BY id${forUpdate(this.db.engine)}`,
      [memberId],
    );
    if (!rows.length) throw new AppError('NOT_FOUND', 'Wallet not found');
    const result = { ...emptyWallets(), accountIds: {} as Record<WalletType, number> };
    for (const r of rows) {
      result[r.type] = toBigInt(r.balance)!;
      result.accountIds[r.type] = Number(r.id);
    }
    return result;
  }
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

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
