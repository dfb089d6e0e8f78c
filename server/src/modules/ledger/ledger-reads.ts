import type { EntityManager } from 'typeorm';
import type { Database } from '../../database/data-source';
import { FigureQuery, marks, readFigures } from '../../common/figures';
import { keysetPage } from '../../common/pagination';
import { asText } from '../../database/sql';
import { toBigInt } from '../../common/money';
import { LedgerEntry, SystemAccount, WalletType } from './ledger.entities';
import { emptyWallets, Wallets } from './ledger.service';

/**
 * The ledger's reads: balances (committed, or inside the caller's transaction), a member's entries and
 * the system accounts' balances. The writers (LedgerService.post and postBatch) and the reconciliation
 * (reconciliation.ts) live apart; a balance a posting's amount depends on comes from
 * LedgerService.lockedWallets inside the posting's transaction, never from here.
 */
export class LedgerReads {
  constructor(private readonly db: Database) {}

  /** A system account's balance: the sum of its rows. */
  async systemBalance(name: SystemAccount, em: EntityManager = this.db.manager): Promise<bigint> {
    const [row] = await em.query(`SELECT ${asText(this.db.engine, 'COALESCE(SUM(balance), 0)')} AS balance FROM accounts WHERE type = ? AND owner_id IS NULL`, [name]);
    return toBigInt(row.balance)!;
  }

  /** The four balances of members, as a figure (common/figures.ts) the request loaders batch. */
  readonly walletFigure: FigureQuery<Wallets> = {
    select: (ids, q) => ({ sql: `SELECT ${q} AS q, owner_id AS m, type AS k, ${asText(this.db.engine, 'balance')} AS v FROM accounts WHERE owner_id IN (${marks(ids)})`, params: ids }),
    empty: emptyWallets,
    fold: (w, r) => {
      w[r.k as WalletType] = toBigInt(r.v)!;
      return w;
    },
  };

  async walletsFor(memberIds: number[], em: EntityManager = this.db.manager): Promise<Map<number, Wallets>> {
    const map = new Map<number, Wallets>();
    if (!memberIds.length) return map;
    // A plain statement, not an ORM find: the dashboard and partner apps read this all day.
    return (await readFigures(em, [{ query: this.walletFigure, ids: memberIds }]))[0] as Map<number, Wallets>;
  }

  async wallets(memberId: number, em?: EntityManager): Promise<Wallets> {
    return (await this.walletsFor([memberId], em)).get(memberId)!;
  }

  /** A member's entries on one wallet, newest first. */
  async entries(memberId: number, opts: { wallet?: WalletType; kinds?: string[]; from?: Date; to?: Date; page: number; pageSize: number; before?: number }) {
    const qb = this.db.manager.createQueryBuilder(LedgerEntry, 'e').where('e.member_id = :memberId', { memberId });
    if (opts.wallet) qb.andWhere('e.wallet = :wallet', { wallet: opts.wallet });
    if (opts.kinds?.length) qb.andWhere('e.kind IN (:...kinds)', { kinds: opts.kinds });
    if (opts.from) qb.andWhere('e.created_at >= :from', { from: opts.from });
    if (opts.to) qb.andWhere('e.created_at < :to', { to: opts.to });
    const total = await qb.getCount();
    if (opts.before) qb.andWhere('e.id < :before', { before: opts.before });
    else qb.offset((opts.page - 1) * opts.pageSize);
    const rows = await qb.orderBy('e.id', 'DESC').limit(opts.pageSize + 1).getMany();
    return { ...keysetPage(rows, opts.pageSize), total };
  }
}
