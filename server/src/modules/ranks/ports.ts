import type { EntityManager } from 'typeorm';
import type { Database } from '../../database/data-source';
import { asText } from '../../database/sql';
import { toBigInt } from '../../common/money';

/**
 * What this module needs from the plans branch (CONTRACTS §3): every income goes through
 * `IncomeService.credit` (cap trim, income_daily, idempotent by key) and the cap is recomputed
 * when a member qualifies for CTO.
 */
export interface IncomeCredit {
  memberId: number;
  kind: 'REWARD' | 'SALARY' | 'LEADERSHIP' | 'CTO' | 'ROI';
  wallet: 'INCOME' | 'ROI' | 'COMPOUND';
  amount: bigint;
  key: string;
  day: string;
  memo?: string;
  counterpartyId?: number;
  referenceType?: string;
  referenceId?: number;
  createdBy?: number;
}

export interface IncomePort {
  credit(em: EntityManager, c: IncomeCredit): Promise<{ credited: bigint; replayed: boolean }>;
  reverse(em: EntityManager, c: IncomeCredit & { referenceId: number }): Promise<void>;
}

export interface CapPort {
  /** Sets `member_cap.cto_qualified` and recomputes the cap (x3 while qualified). */
  setCtoQualified(em: EntityManager, memberId: number, qualified: boolean): Promise<void>;
}


/**
 * Leg business of each direct of the given members (CONTRACTS §2: leg of a direct D =
 * D.own_business + D.team_business), read from `member_team` in one query.
 */
export async function legsOf(db: Database, memberIds: number[], em: EntityManager = db.manager): Promise<Map<number, Array<{ directId: number; business: bigint }>>> {
  const map = new Map<number, Array<{ directId: number; business: bigint }>>();
  for (const id of memberIds) map.set(id, []);
  if (!memberIds.length) return map;
  const rows: Array<{ sponsor_id: number; id: number; business: string }> = await em.query(
    `SELECT u.sponsor_id AS sponsor_id, u.id AS id, ${asText(db.engine, 'mt.own_business + mt.team_business')} AS business
     FROM users u JOIN member_team mt ON mt.member_id = u.id
     WHERE u.sponsor_id IN (${memberIds.map(() => '?').join(',')}) AND u.deleted_at IS NULL ORDER BY u.id`,
    memberIds,
  );
  for (const r of rows) map.get(Number(r.sponsor_id))!.push({ directId: Number(r.id), business: toBigInt(r.business)! });
  return map;
}
