import { EntityManager } from 'typeorm';
import { Database } from '../../database/data-source';

/** The sponsor tree: `users.sponsor_id` is the truth, the closure table answers tree questions fast. */
export class ReferralService {
  constructor(private readonly db: Database) {}

  /** Links a new member under a sponsor, in the member's creating transaction. */
  async attach(em: EntityManager, memberId: number, sponsorId: number | null): Promise<void> {
    await em.query('INSERT INTO referral_closure (ancestor_id, descendant_id, depth) VALUES (?, ?, 0)', [memberId, memberId]);
    if (sponsorId !== null) {
      await em.query(
        `INSERT INTO referral_closure (ancestor_id, descendant_id, depth)
         SELECT ancestor_id, ?, depth + 1 FROM referral_closure WHERE descendant_id = ?`,
        [memberId, sponsorId],
      );
    }
  }

  /** True when `descendantId` is in the downline of `ancestorId` (or is the same member). */
  async isInDownline(ancestorId: number, descendantId: number): Promise<boolean> {
    const rows = await this.db.manager.query('SELECT 1 AS x FROM referral_closure WHERE ancestor_id = ? AND descendant_id = ?', [
      ancestorId,
      descendantId,
    ]);
    return rows.length > 0;
  }

  async directCounts(memberIds: number[]): Promise<Map<number, { total: number; active: number }>> {
    const map = new Map<number, { total: number; active: number }>();
    for (const id of memberIds) map.set(id, { total: 0, active: 0 });
    if (!memberIds.length) return map;
    const rows: Array<{ sponsor_id: number; total: number; active: number }> = await this.db.manager.query(
      `SELECT sponsor_id, COUNT(*) AS total, SUM(CASE WHEN is_active THEN 1 ELSE 0 END) AS active
       FROM users WHERE deleted_at IS NULL AND sponsor_id IN (${memberIds.map(() => '?').join(',')}) GROUP BY sponsor_id`,
      memberIds,
    );
    for (const r of rows) map.set(Number(r.sponsor_id), { total: Number(r.total), active: Number(r.active ?? 0) });
    return map;
  }

  /** Downline size (excluding the member). */
  async teamSize(memberId: number): Promise<number> {
    const [row] = await this.db.manager.query('SELECT COUNT(*) AS n FROM referral_closure WHERE ancestor_id = ? AND depth > 0', [memberId]);
    return Number(row.n);
  }
}
