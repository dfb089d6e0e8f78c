import type { EntityManager } from 'typeorm';
import type { Engine } from './data-source';

/** An integer SQL expression read back as text, so sums beyond 2^53 stay exact. */
export function asText(engine: Engine, expr: string): string {
  return engine === 'mysql' ? `CAST(${expr} AS CHAR)` : `CAST(${expr} AS TEXT)`;
}

/** `YYYY-MM` of a datetime column. */
export function yearMonth(engine: Engine, column: string): string {
  return engine === 'mysql' ? `DATE_FORMAT(${column}, '%Y-%m')` : `strftime('%Y-%m', ${column})`;
}

/** `YYYY-MM-DD` of a datetime column. */
export function dayOf(engine: Engine, column: string): string {
  return engine === 'mysql' ? `DATE_FORMAT(${column}, '%Y-%m-%d')` : `strftime('%Y-%m-%d', ${column})`;
}

/** A bigint bound as a SQL parameter (better-sqlite3 takes BigInt, mysql2 a digit string). */
export function bigParam(engine: Engine, value: bigint): bigint | string {
  return engine === 'mysql' ? value.toString() : value;
}

/** Runs a write statement inside the manager's transaction and returns the number of rows it changed. */
export async function execute(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const runner = em.queryRunner;
  if (!runner) throw new Error('execute() needs a transactional entity manager');
  const result = await runner.query(sql, params, true);
  return result.affected ?? 0;
}

/** A Date bound in a raw query: SQLite keeps TypeORM's UTC text form, mysql2 takes the Date. */
export function dateParam(engine: Engine, d: Date): Date | string {
  if (engine === 'mysql') return d;
  return d.toISOString().replace('T', ' ').replace('Z', '');
}
