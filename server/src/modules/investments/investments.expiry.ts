import type { EntityManager } from 'typeorm';
import type { Database } from '../../database/data-source';
import { asText, execute, forUpdate } from '../../database/sql';
import { toBigInt } from '../../common/money';
import type { DailyStep } from '../../jobs/step';

/**
 * Investment expiry (BUSINESS-RULES §4 "An investment stops earning after its duration"): the first
 * step of the daily run for day D marks every RUNNING investment whose term has ended
 * (end_day <= D, end_day exclusive) EXPIRED. The rules return no principal at the end of the term
 * (only a principal withdrawal does), so no money moves: the principal stays held (INVESTMENTS_HELD)
 * and the investment simply stops counting as running principal, so in the same transaction the
 * member's own business and the uplines' team and level business drop by it
 * (`ReferralService.onPrincipalChange`) and the cap is recomputed from what is still held
 * (`CapService.recomputeMany`).
 *
 * Set-based and replay-safe: the members concerned are found by one query; each chunk of members is
 * one transaction that locks their RUNNING investments past their term, flips them with a guarded
 * `UPDATE ... WHERE status = 'RUNNING'` and moves the aggregates by exactly what it flipped, so a
 * replay or a resume after a crash finds nothing left to expire and changes nothing. A later day's
 * run may expire an investment before an earlier missed day is caught up: the ROI step still pays it
 * for days before its end (`roiSourceSql` reads RUNNING and EXPIRED with end_day > D).
 */
const MEMBERS_PER_CHUNK = 500;

export async function expireInvestments(
  db: Database,
  deps: {
    onPrincipalChange: (em: EntityManager, memberId: number, delta: bigint) => Promise<void>;
    recomputeCaps: (em: EntityManager, memberIds: number[]) => Promise<void>;
  },
  day: string,
  progress?: (done: number, total: number) => Promise<void>,
): Promise<number> {
  const e = db.engine;
  const members: number[] = (
    await db.manager.query("SELECT DISTINCT member_id FROM investments WHERE status = 'RUNNING' AND end_day <= ? ORDER BY member_id", [day])
  ).map((r: { member_id: number }) => Number(r.member_id));
  let expired = 0;
  for (let i = 0; i < members.length; i += MEMBERS_PER_CHUNK) {
    const chunk = members.slice(i, i + MEMBERS_PER_CHUNK);
    const marks = chunk.map(() => '?').join(', ');
    expired += await db.transaction(async (em) => {
      const rows: Array<{ id: number; member_id: number; amount: string }> = await em.query(
        `SELECT id, member_id, ${asText(e, 'amount')} AS amount FROM investments
         WHERE status = 'RUNNING' AND end_day <= ? AND member_id IN (${marks}) ORDER BY id${forUpdate(e)}`,
        [day, ...chunk],
      );
      if (!rows.length) return 0;
      const ids = rows.map((r) => Number(r.id));
      const changed = await execute(em, `UPDATE investments SET status = 'EXPIRED' WHERE status = 'RUNNING' AND id IN (${ids.map(() => '?').join(', ')})`, ids);
      if (changed !== ids.length) throw new Error(`Investment expiry of ${day}: ${changed} of ${ids.length} rows changed under lock`);
      const byMember = new Map<number, bigint>();
      for (const r of rows) byMember.set(Number(r.member_id), (byMember.get(Number(r.member_id)) ?? 0n) + toBigInt(r.amount)!);
      for (const [memberId, amount] of byMember) await deps.onPrincipalChange(em, memberId, -amount);
      await deps.recomputeCaps(em, [...byMember.keys()]);
      return ids.length;
    });
    await progress?.(Math.min(i + MEMBERS_PER_CHUNK, members.length), members.length);
  }
  return expired;
}

/** The daily run's `expiry` step (first, before ROI): rows = investments expired. */
export const expiryStep: DailyStep = {
  name: 'expiry',
  async run(ctx) {
    const { db, referral, caps } = ctx.services;
    const rows = await expireInvestments(
      db,
      { onPrincipalChange: (em, m, d) => referral.onPrincipalChange(em, m, d), recomputeCaps: (em, ids) => caps.recomputeMany(em, ids) },
      ctx.day,
      ctx.progress,
    );
    return { rows };
  },
};
