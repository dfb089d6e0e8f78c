import type { Database } from '../database/data-source';
import { bigPlaceholder, dateParam, execute } from '../database/sql';
import type { LedgerService } from '../modules/ledger/ledger.service';
import { capTotal } from '../rules/cap';

/**
 * Bulk loader of members with running investments, for the engine's tests and benchmark: writes
 * users, their four wallets, investments and member_cap rows with multi-row inserts (no ledger
 * movement: principal bought outside the books keeps the ledger reconciled). Compound balances
 * are credited through the ledger (ADJUSTMENTS -> Compound wallet) so the books stay whole.
 */
export interface MemberSpec {
  /** Index (in the same list) of the sponsor, or -1 for a root under `rootSponsorId`. */
  sponsor: number;
  active: boolean;
  investments: Array<{ amount: bigint; roiRate: bigint; capMultiplier: number; startDay: string; endDay: string; status?: string }>;
  compound?: bigint;
  /** Earned so far (cap), default 0. */
  earned?: bigint;
}

export async function bulkLoadMembers(db: Database, ledger: LedgerService, specs: MemberSpec[], opts: { rootSponsorId?: number | null; batch?: number; tag?: string } = {}): Promise<number[]> {
  const e = db.engine;
  const batch = opts.batch ?? 1000;
  const tag = opts.tag ?? Math.random().toString(36).slice(2, 8);
  const [row] = await db.manager.query('SELECT COALESCE(MAX(id), 0) AS m FROM users');
  const first = Number(row.m) + 1;
  const ids = specs.map((_s, i) => first + i);
  const now = dateParam(e, new Date());
  /** Inserts `count` rows made by `row(i)` (null = skip), `batch` per statement, 20 statements per transaction. */
  const insertRows = async (table: string, columns: string[], count: number, row: (i: number) => unknown[] | null) => {
    const marks = `(${columns.map(() => '?').join(', ')})`;
    for (let start = 0; start < count; start += batch * 20) {
      const end = Math.min(count, start + batch * 20);
      await db.transaction(async (em) => {
        for (let j = start; j < end; j += batch) {
          const rows: unknown[][] = [];
          for (let i = j; i < Math.min(end, j + batch); i++) {
            const r = row(i);
            if (r) rows.push(r);
          }
          if (rows.length) await execute(em, `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${rows.map(() => marks).join(', ')}`, rows.flat());
        }
      });
    }
  };
  const n = specs.length;
  await insertRows('users', ['id', 'username', 'referral_code', 'fullname', 'email', 'password_hash', 'role', 'status', 'is_active', 'email_verified', 'sponsor_id', 'created_at'], n, (i) => {
    const s = specs[i];
    return [
      ids[i], `B${tag}${ids[i]}`.slice(0, 32), `R${tag}${ids[i]}`.slice(0, 32), `Member ${ids[i]}`, `m${ids[i]}.${tag}@bulk.local`, '!', 'user', 'unblock',
      s.active ? 1 : 0, 1, s.sponsor >= 0 ? ids[s.sponsor] : (opts.rootSponsorId ?? null), now,
    ];
  });
  const wallets = ['ACTIVE', 'INCOME', 'ROI', 'COMPOUND'];
  await insertRows('accounts', ['code', 'owner_id', 'type', 'balance', 'created_at'], n * 4, (i) => {
    const id = ids[Math.floor(i / 4)];
    const w = wallets[i % 4];
    return [`u:${id}:${w}`, id, w, 0, now];
  });
  // Investments: one row per (member, investment), walked through a flat index.
  const owners: number[] = [];
  const which: number[] = [];
  specs.forEach((s, i) => s.investments.forEach((_inv, k) => (owners.push(i), which.push(k))));
  await insertRows('investments', ['member_id', 'payer_id', 'plan_id', 'kind', 'amount', 'roi_rate', 'cap_multiplier', 'start_day', 'end_day', 'status', 'created_at'], owners.length, (j) => {
    const inv = specs[owners[j]].investments[which[j]];
    const id = ids[owners[j]];
    return [id, id, 1, 'TOPUP', inv.amount.toString(), inv.roiRate.toString(), inv.capMultiplier, inv.startDay, inv.endDay, inv.status ?? 'RUNNING', now];
  });
  await insertRows('member_cap', ['member_id', 'cap_total', 'earned', 'cto_qualified'], n, (i) => {
    const s = specs[i];
    if (!s.investments.length) return null;
    const cap = capTotal(s.investments.map((inv) => ({ principal: inv.amount, planMultiplier: inv.capMultiplier, status: inv.status ?? 'RUNNING' })), false);
    return [ids[i], cap.toString(), (s.earned ?? 0n).toString(), 0];
  });
  const compound = specs.map((s, i) => [ids[i], s.compound ?? 0n] as const).filter(([, a]) => a > 0n);
  // Through the ledger's bulk path, 500 members per posting (a UNION ALL of literal rows as the source).
  for (let i = 0; i < compound.length; i += 500) {
    const part = compound.slice(i, i + 500);
    const cast = bigPlaceholder(e);
    await db.transaction((em) =>
      ledger.postBatch(em, {
        key: `fixture-compound:${tag}:${ids[0]}:${i}`,
        kind: 'COMPOUND_IN',
        wallet: 'COMPOUND',
        contra: 'ADJUSTMENTS',
        source: { sql: part.map(() => `SELECT ? AS member_id, ${cast} AS amount`).join(' UNION ALL '), params: part.flatMap(([id, a]) => [id, a.toString()]) },
        memo: 'Compound balance (bulk load)',
        description: 'Compound balance',
        range: { from: part[0][0], to: part[part.length - 1][0] + 1 },
      }),
    );
  }
  return ids;
}
