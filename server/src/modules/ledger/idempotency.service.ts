import crypto from 'node:crypto';
import type { Database } from '../../database/data-source';
import { AppError, badInput } from '../../common/errors';
import { IdempotencyRecord } from './ledger.entities';
import { isUniqueViolation } from './ledger.service';

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_k, v) => {
    if (typeof v === 'bigint') return v.toString();
    if (v && typeof v === 'object' && !Array.isArray(v)) return Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]]));
    return v;
  });
}

/**
 * Client-sent idempotency keys (`Idempotency-Key` header, `idempotencyKey` argument): the first
 * request runs and its record id is saved; a replay gets the same record; the same key with other
 * parameters is IDEMPOTENCY_MISMATCH.
 */
export class IdempotencyService {
  constructor(private readonly db: Database) {}

  async run(memberId: number, key: string | null | undefined, operation: string, params: unknown, exec: () => Promise<number>): Promise<{ id: number; replayed: boolean }> {
    if (key === undefined || key === null || key === '') return { id: await exec(), replayed: false };
    if (typeof key !== 'string' || !/^[A-Za-z0-9_.:-]{1,100}$/.test(key)) throw badInput('Invalid idempotency key', { idempotencyKey: '1-100 letters, digits, _ . : -' });
    const scopeKey = `${memberId}:${key}`;
    const requestHash = crypto.createHash('sha256').update(operation + '\n' + stableJson(params)).digest('hex');
    try {
      await this.db.transaction((em) => em.insert(IdempotencyRecord, { scopeKey, requestHash, statusCode: 0, response: null, createdAt: new Date() }));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const saved = await this.db.manager.findOne(IdempotencyRecord, { where: { scopeKey } });
      if (!saved) throw new AppError('CONFLICT', 'Please retry the request');
      if (saved.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was used with different parameters');
      if (saved.response === null) throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still in progress');
      return { id: Number(saved.response), replayed: true };
    }
    try {
      const id = await exec();
      await this.db.transaction((em) => em.update(IdempotencyRecord, { scopeKey }, { response: String(id), statusCode: 200 }));
      return { id, replayed: false };
    } catch (err) {
      // A failed request is not remembered: the client may fix it and retry with the same key.
      await this.db.transaction((em) => em.delete(IdempotencyRecord, { scopeKey }));
      throw err;
    }
  }
}
