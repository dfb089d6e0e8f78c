import type { EntityManager } from 'typeorm';
import type { Database } from '../../database/data-source';
import { asText, execute, insertIgnoreInto } from '../../database/sql';
import { toBigInt } from '../../common/money';
import { marks, readFigures, type FigureQuery } from '../../common/figures';
import { capRemaining, capTotalSql } from '../../rules/cap';

export interface CapView {
  capTotal: bigint;
  earned: bigint;
  /** "Limit": cap_total - earned, never negative. */
  remaining: bigint;
  ctoQualified: boolean;
  /** Earning is open iff earned < cap_total. */
  open: boolean;
}

/** Sets `member_cap.cap_total` from the investments held (rules/cap.ts), CTO-qualified or not. */
const SET_CAP_TOTAL = `UPDATE member_cap SET cap_total = ${capTotalSql('member_cap.member_id', 'member_cap.cto_qualified')}`;

/** Keeps `member_cap.cap_total` equal to the principal held (RUNNING or PAUSED) x multiplier (rules/cap.ts). */
export class CapService {
  constructor(private readonly db: Database) {}

  /** Recomputes a member's cap_total inside the caller's transaction (creates the row on first use). */
  async recompute(em: EntityManager, memberId: number): Promise<void> {
    await em.query(insertIgnoreInto(this.db.engine, 'member_cap', '(member_id, cap_total, earned, cto_qualified) VALUES (?, 0, 0, 0)'), [memberId]);
    await execute(em, `${SET_CAP_TOTAL} WHERE member_id = ?`, [memberId]);
  }

  /**
   * Recomputes the cap_total of existing `member_cap` rows of many members in one statement (the
   * daily expiry step), inside the caller's transaction.
   */
  async recomputeMany(em: EntityManager, memberIds: number[]): Promise<void> {
    for (let i = 0; i < memberIds.length; i += 1000) {
      const part = memberIds.slice(i, i + 1000);
      await execute(em, `${SET_CAP_TOTAL} WHERE member_id IN (${marks(part)})`, part);
    }
  }

  /** Marks a member CTO-qualified (cap multiplier 3) and recomputes the cap. */
  async setCtoQualified(em: EntityManager, memberId: number, qualified: boolean): Promise<void> {
    await em.query(insertIgnoreInto(this.db.engine, 'member_cap', '(member_id, cap_total, earned, cto_qualified) VALUES (?, 0, 0, ?)'), [memberId, qualified ? 1 : 0]);
    await execute(em, 'UPDATE member_cap SET cto_qualified = ? WHERE member_id = ?', [qualified ? 1 : 0, memberId]);
    await this.recompute(em, memberId);
  }

  async views(memberIds: number[], em: EntityManager = this.db.manager): Promise<Map<number, CapView>> {
    return (await readFigures(em, [{ query: this.capFigure, ids: memberIds }]))[0] as Map<number, CapView>;
  }

  /** The cap view of members, as a figure (common/figures.ts): no `member_cap` row means no cap yet. */
  readonly capFigure: FigureQuery<CapView> = {
    select: (ids, q) => {
      const e = this.db.engine;
      const part = (key: string, column: string) => `SELECT ${q} AS q, member_id AS m, '${key}' AS k, ${asText(e, column)} AS v FROM member_cap WHERE member_id IN (${marks(ids)})`;
      return { sql: [part('cap', 'cap_total'), part('earned', 'earned'), part('cto', 'cto_qualified')].join(' UNION ALL '), params: [...ids, ...ids, ...ids] };
    },
    empty: () => ({ capTotal: 0n, earned: 0n, remaining: 0n, ctoQualified: false, open: false }),
    fold: (view, r) => {
      if (r.k === 'cap') view.capTotal = toBigInt(r.v)!;
      else if (r.k === 'earned') view.earned = toBigInt(r.v)!;
      else view.ctoQualified = !!Number(r.v);
      view.remaining = capRemaining(view.capTotal, view.earned);
      view.open = view.earned < view.capTotal;
      return view;
    },
  };

  async view(memberId: number, em?: EntityManager): Promise<CapView> {
    return (await this.views([memberId], em)).get(memberId)!;
  }
}
