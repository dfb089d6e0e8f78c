import { FigureQuery, marks, readFigures } from '../../common/figures';
import { EntityManager } from 'typeorm';
import { Database } from '../../database/data-source';
import { asText, bigParam, bigPlaceholder, onDuplicateKey, updateWhereIn } from '../../database/sql';

/** Levels the per-level counts cover (level income pays 1-20). */
export const TREE_LEVELS = 20;

/** A member's team aggregates (money in micro-units). */
export interface TeamFigures {
  memberId: number;
  directCount: number;
  activeDirects: number;
  teamSize: number;
  ownBusiness: bigint;
  teamBusiness: bigint;
}

/** The ancestors of a member (excluding itself), keyed like `member_team`. */
const ancestorsOf = (memberId: number) => ({
  sql: 'SELECT ancestor_id AS member_id FROM referral_closure WHERE descendant_id = ? AND depth > 0',
  params: [memberId],
});

/** The member's level rows in its ancestors' per-level figures (levels 1-20), keyed like `member_level_count`. */
const levelRowsOf = (memberId: number) => ({
  sql: `SELECT ancestor_id AS member_id, depth FROM referral_closure WHERE descendant_id = ? AND depth BETWEEN 1 AND ${TREE_LEVELS}`,
  params: [memberId],
});

/**
 * The sponsor tree: `users.sponsor_id` is the truth, the closure table answers tree questions fast,
 * and `member_team` / `member_level_count` keep the team figures current in the writer's transaction
 * (set-based through the closure table: a handful of statements whatever the depth).
 */
export class ReferralService {
  constructor(private readonly db: Database) {}

  /**
   * Links a new member under a sponsor, in the member's creating transaction: closure rows, the
   * member's aggregate row, the team size of every ancestor and the per-level counts of levels 1-20.
   */
  async attach(em: EntityManager, memberId: number, sponsorId: number | null): Promise<void> {
    const engine = this.db.engine;
    await em.query('INSERT INTO referral_closure (ancestor_id, descendant_id, depth) VALUES (?, ?, 0)', [memberId, memberId]);
    await em.query(
      'INSERT INTO member_team (member_id, direct_count, active_directs, team_size, own_business, team_business) VALUES (?, 0, 0, 0, 0, 0)',
      [memberId],
    );
    if (sponsorId === null) return;
    await em.query(
      `INSERT INTO referral_closure (ancestor_id, descendant_id, depth)
       SELECT ancestor_id, ?, depth + 1 FROM referral_closure WHERE descendant_id = ?`,
      [memberId, sponsorId],
    );
    const set = 'team_size = team_size + 1, direct_count = direct_count + (CASE WHEN member_team.member_id = ? THEN 1 ELSE 0 END)';
    await em.query(...updateWhereIn(engine, { table: 'member_team', keys: ['member_id'], set, setParams: [sponsorId] }, ancestorsOf(memberId)));
    await em.query(
      `INSERT INTO member_level_count (member_id, depth, members, active, business)
       SELECT ancestor_id, depth, 1, 0, 0 FROM referral_closure WHERE descendant_id = ? AND depth BETWEEN 1 AND ${TREE_LEVELS}
       ${onDuplicateKey(engine, ['member_id', 'depth'], 'members = members + 1')}`,
      [memberId],
    );
  }

  /**
   * A member's running principal changed by `delta` (negative on a principal withdrawal): adds it to
   * the member's own business, to the team business of every ancestor and to the level business of
   * the ancestors within 20 levels, in the caller's transaction.
   */
  async onPrincipalChange(em: EntityManager, memberId: number, delta: bigint): Promise<void> {
    if (delta === 0n) return;
    const engine = this.db.engine;
    const amount = bigParam(engine, delta);
    const add = bigPlaceholder(engine);
    await em.query(`UPDATE member_team SET own_business = own_business + ${add} WHERE member_id = ?`, [amount, memberId]);
    await em.query(
      ...updateWhereIn(engine, { table: 'member_team', keys: ['member_id'], set: `team_business = team_business + ${add}`, setParams: [amount] }, ancestorsOf(memberId)),
    );
    await em.query(
      ...updateWhereIn(
        engine,
        { table: 'member_level_count', keys: ['member_id', 'depth'], set: `business = business + ${add}`, setParams: [amount] },
        levelRowsOf(memberId),
      ),
    );
  }

  /** A member became active for the first time: one more active direct for the sponsor, one more active member at each upline level. */
  async onActivated(em: EntityManager, memberId: number): Promise<void> {
    const engine = this.db.engine;
    await em.query(
      'UPDATE member_team SET active_directs = active_directs + 1 WHERE member_id = (SELECT sponsor_id FROM users WHERE id = ?)',
      [memberId],
    );
    await em.query(
      ...updateWhereIn(engine, { table: 'member_level_count', keys: ['member_id', 'depth'], set: 'active = active + 1', setParams: [] }, levelRowsOf(memberId)),
    );
  }

  /** Team aggregates of the given members (members without a row are absent from the map). */
  async teamFigures(memberIds: number[], em: EntityManager = this.db.manager): Promise<Map<number, TeamFigures>> {
    const map = new Map<number, TeamFigures>();
    if (!memberIds.length) return map;
    const engine = this.db.engine;
    const rows: Array<Record<string, unknown>> = await em.query(
      `SELECT member_id, direct_count, active_directs, team_size,
              ${asText(engine, 'own_business')} AS own_business, ${asText(engine, 'team_business')} AS team_business
       FROM member_team WHERE member_id IN (${memberIds.map(() => '?').join(',')})`,
      memberIds,
    );
    for (const r of rows) {
      const memberId = Number(r.member_id);
      map.set(memberId, {
        memberId,
        directCount: Number(r.direct_count),
        activeDirects: Number(r.active_directs),
        teamSize: Number(r.team_size),
        ownBusiness: BigInt(r.own_business as string),
        teamBusiness: BigInt(r.team_business as string),
      });
    }
    return map;
  }

  /** One member's team aggregates (zeros when the member has no row, e.g. an admin). */
  async team(memberId: number, em: EntityManager = this.db.manager): Promise<TeamFigures> {
    const found = (await this.teamFigures([memberId], em)).get(memberId);
    return found ?? { memberId, directCount: 0, activeDirects: 0, teamSize: 0, ownBusiness: 0n, teamBusiness: 0n };
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
    return (await readFigures(this.db.manager, [{ query: this.directsFigure, ids: memberIds }]))[0] as Map<number, { total: number; active: number }>;
  }

  /** Direct referrals (not deleted) and how many of them are active, as a figure (common/figures.ts). */
  readonly directsFigure: FigureQuery<{ total: number; active: number }> = {
    select: (ids, q) => ({
      sql: `SELECT ${q} AS q, sponsor_id AS m, CASE WHEN is_active THEN 'active' ELSE 'inactive' END AS k, ${asText(this.db.engine, 'COUNT(*)')} AS v
            FROM users WHERE deleted_at IS NULL AND sponsor_id IN (${marks(ids)}) GROUP BY sponsor_id, is_active`,
      params: ids,
    }),
    empty: () => ({ total: 0, active: 0 }),
    fold: (d, r) => {
      d.total += Number(r.v);
      if (r.k === 'active') d.active += Number(r.v);
      return d;
    },
  };

  /** Downline size, as a figure (common/figures.ts). */
  readonly teamSizeFigure: FigureQuery<number> = {
    select: (ids, q) => ({ sql: `SELECT ${q} AS q, member_id AS m, 'team' AS k, ${asText(this.db.engine, 'team_size')} AS v FROM member_team WHERE member_id IN (${marks(ids)})`, params: ids }),
    empty: () => 0,
    fold: (_n, r) => Number(r.v),
  };

  /** Downline size (excluding the member), from the aggregates. */
  async teamSize(memberId: number): Promise<number> {
    return (await this.team(memberId)).teamSize;
  }
}
