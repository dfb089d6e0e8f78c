import type { EntityManager } from 'typeorm';
import type { Engine } from '../../database/data-source';
import { dateParam, execute } from '../../database/sql';
import { badInput } from '../../common/errors';

export type Decision = 'complete' | 'decline';

/** Legacy status values (any case): complete/approved, decline/rejected; `pending` is no target. */
export function parseDecision(value: unknown): Decision {
  // REST-CONTRACT §1.9: complete / decline, or the legacy approved / rejected, in any case; a string.
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (v === 'complete' || v === 'approved') return 'complete';
  if (v === 'decline' || v === 'rejected') return 'decline';
  throw badInput("Status must be 'complete' or 'decline'", { status: 'complete or decline' });
}

export function parseStatusFilter(value: unknown): 'pending' | 'complete' | 'decline' | undefined {
  if (value === undefined || value === null || value === '' || String(value).toLowerCase() === 'all') return undefined;
  const v = String(value).toLowerCase();
  if (v === 'pending') return 'pending';
  return parseDecision(v);
}

/**
 * Moves a deposit or withdrawal out of `pending`, once, inside the caller's transaction; true when
 * this call did it. The conditional update picks the single winner of concurrent decisions (two
 * admin clicks, an admin and the owner's cancel): the caller reads the row after it (fresh, and
 * locked by the update), runs its own checks, then refuses every loser with `alreadyProcessed()`;
 * any refusal rolls the transaction back, update included, and posts nothing.
 */
export async function decideOnce(em: EntityManager, engine: Engine, table: 'deposits' | 'withdrawals', id: number, decision: Decision, actorId: number): Promise<boolean> {
  const changed = await execute(em, `UPDATE ${table} SET status = ?, processed_at = ?, processed_by = ? WHERE id = ? AND status = 'pending'`, [
    decision,
    dateParam(engine, new Date()),
    actorId,
    id,
  ]);
  return changed === 1;
}
