import { badInput } from '../../common/errors';

export type Decision = 'complete' | 'decline';

/** Legacy status values (any case): complete/approved, decline/rejected; `pending` is no target. */
export function parseDecision(value: unknown): Decision {
  const v = String(value ?? '').trim().toLowerCase();
  if (v === 'complete' || v === 'completed' || v === 'approved' || v === 'approve') return 'complete';
  if (v === 'decline' || v === 'declined' || v === 'rejected' || v === 'reject') return 'decline';
  throw badInput("Status must be 'complete' or 'decline'", { status: 'complete or decline' });
}

export function parseStatusFilter(value: unknown): 'pending' | 'complete' | 'decline' | undefined {
  if (value === undefined || value === null || value === '' || String(value).toLowerCase() === 'all') return undefined;
  const v = String(value).toLowerCase();
  if (v === 'pending') return 'pending';
  return parseDecision(v);
}
