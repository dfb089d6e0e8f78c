import type { EntityManager } from 'typeorm';
import type { Database } from '../../database/data-source';
import { asText, execute, insertIgnoreInto } from '../../database/sql';
import { toBigInt } from '../../common/money';
import { capRemaining, CTO_CAP_MULTIPLIER } from './cap';

export interface CapView {
  capTotal: bigint;
  earned: bigint;
  /** "Limit": cap_total - earned, never negative. */
  remaining: bigint;
  ctoQualified: boolean;
  /** Earning is open iff earned < cap_total. */
  open: boolean;
}

/** Keeps `member_cap.cap_total` equal to the principal held (RUNNING or PAUSED) x multiplier. */
export class CapService {
  constructor(private readonly db: Database) {}

  /** Recomputes a member's cap_total inside the caller's transaction (creates the row on first use). */
  async recompute(em: EntityManager, memberId: number): Promise<void> {
    await em.query(insertIgnoreInto(this.db.engine, 'member_cap', '(member_id, cap_total, earned, cto_qualified) VALUES (?, 0, 0, 0)'), [memberId]);
    await execute(
      em,
      `UPDATE member_cap SET cap_total = (
         SELECT COALESCE(SUM(i.amount * CASE WHEN member_cap.cto_qualified THEN ${CTO_CAP_MULTIPLIER} ELSE i.cap_multiplier END), 0)
         FROM investments i WHERE i.member_id = member_cap.member_id AND i.status IN ('RUNNING', 'PAUSED'))
       WHERE member_id = ?`,
      [memberId],
    );
  }

  /** Marks a member CTO-qualified (cap multiplier 3) and recomputes the cap. */
  async setCtoQualified(em: EntityManager, memberId: number, qualified: boolean): Promise<void> {
    await em.query(insertIgnoreInto(this.db.engine, 'member_cap', '(member_id, cap_total, earned, cto_qualified) VALUES (?, 0, 0, ?)'), [memberId, qualified ? 1 : 0]);
    await execute(em, 'UPDATE member_cap SET cto_qualified = ? WHERE member_id = ?', [qualified ? 1 : 0, memberId]);
    await this.recompute(em, memberId);
  }

  async views(memberIds: number[], em: EntityManager = this.db.manager): Promise<Map<number, CapView>> {
    const map = new Map<number, CapView>();
    for (const id of memberIds) map.set(id, { capTotal: 0n, earned: 0n, remaining: 0n, ctoQualified: false, open: false });
    if (!memberIds.length) return map;
    const e = this.db.engine;
    const rows: Array<{ member_id: number; cap_total: string; earned: string; cto_qualified: unknown }> = await em.query(
      `SELECT member_id, ${asText(e, 'cap_total')} AS cap_total, ${asText(e, 'earned')} AS earned, cto_qualified FROM member_cap
       WHERE member_id IN (${memberIds.map(() => '?').join(',')})`,
      memberIds,
    );
    for (const r of rows) {
      const capTotal = toBigInt(r.cap_total)!;
      const earned = toBigInt(r.earned)!;
      map.set(Number(r.member_id), { capTotal, earned, remaining: capRemaining(capTotal, earned), ctoQualified: !!Number(r.cto_qualified), open: earned < capTotal });
    }
    return map;
  }

  async view(memberId: number, em?: EntityManager): Promise<CapView> {
    return (await this.views([memberId], em)).get(memberId)!;
  }
}
