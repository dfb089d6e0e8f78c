import { EntityManager } from 'typeorm';
import { Database } from '../../database/data-source';
import { AuditLog } from './audit.entity';
import { insertRow } from '../../database/sql';

/** JSON that keeps bigints (money micro-units) exact as decimal strings. */
export function auditJson(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));
}

/** The state of a record before and after an admin's change (null before a create, after a delete). */
export interface AuditChange {
  before?: unknown;
  after?: unknown;
}

/** Only the fields whose values differ, before and after (for edits of many fields such as settings). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): AuditChange {
  const keys = Object.keys(after).filter((k) => auditJson(before[k]) !== auditJson(after[k]));
  return { before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])), after: Object.fromEntries(keys.map((k) => [k, after[k]])) };
}

/** Records admin actions. Written in the action's own transaction when one is given. */
export class AuditService {
  constructor(private readonly db: Database) {}

  async record(actorId: number, action: string, target: string, details?: unknown, em?: EntityManager, change?: AuditChange): Promise<void> {
    const row = {
      actorId,
      action,
      target,
      details: auditJson(details),
      beforeState: auditJson(change?.before),
      afterState: auditJson(change?.after),
      createdAt: new Date(),
    };
    if (em) await insertRow(em, AuditLog, row);
    else await this.db.transaction((tx) => insertRow(tx, AuditLog, row));
  }
}
