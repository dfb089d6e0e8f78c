import { EntityManager } from 'typeorm';
import { Database } from '../../database/data-source';
import { AuditLog } from './audit.entity';

/** Records admin actions. Written in the action's own transaction when one is given. */
export class AuditService {
  constructor(private readonly db: Database) {}

  async record(actorId: number, action: string, target: string, details?: unknown, em?: EntityManager): Promise<void> {
    const row = {
      actorId,
      action,
      target,
      details: details === undefined ? null : JSON.stringify(details, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)),
      createdAt: new Date(),
    };
    if (em) await em.insert(AuditLog, row);
    else await this.db.transaction((tx) => tx.insert(AuditLog, row));
  }
}
