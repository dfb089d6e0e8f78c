import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
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

/** Placeholder for a bigint parameter in arithmetic: MariaDB would compute `col + '<digits>'` in floating point. */
export function bigPlaceholder(engine: Engine): string {
  return engine === 'mysql' ? 'CAST(? AS SIGNED)' : '?';
}

/** An SQL expression (text of digits) as an integer. */
export function asInteger(engine: Engine, expr: string): string {
  return `CAST(${expr} AS ${engine === 'mysql' ? 'SIGNED' : 'INTEGER'})`;
}

/**
 * Whether the driver reads BIGINT columns exactly: mysql2 as digit strings; better-sqlite3 hands
 * TypeORM JS numbers, exact only up to 2^53 (ARCHITECTURE §9).
 */
export function readsBigintsExactly(engine: Engine): boolean {
  return engine === 'mysql';
}

/**
 * Whether concurrent transactions can hold row locks (MySQL/MariaDB). SQLite has one writer at a
 * time: a transaction that writes owns the whole database, so there is nothing to lock first.
 */
export function hasRowLocks(engine: Engine): boolean {
  return engine === 'mysql';
}

/** Runs a write statement inside the manager's transaction and returns the number of rows it changed. */
export async function execute(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const runner = em.queryRunner;
  if (!runner) throw new Error('execute() needs a transactional entity manager');
  const result = await runner.query(sql, params, true);
  return result.affected ?? 0;
}

/**
 * Inserts one entity row and returns its generated id, set on `row` too. Unlike `em.insert`, TypeORM
 * does not read the row back afterwards (it SELECTs every column that has a default after each
 * insert): the caller gives every column its value, and the write costs one statement, not two.
 */
export async function insertRow<T extends ObjectLiteral>(em: EntityManager, target: EntityTarget<T>, row: Partial<T>): Promise<number> {
  const result = await em.createQueryBuilder().insert().into(target).values(row as T).updateEntity(false).execute();
  // mysql2 answers a ResultSetHeader, better-sqlite3 (through TypeORM) the last row id.
  const id = Number(typeof result.raw === 'object' && result.raw !== null ? result.raw.insertId : result.raw);
  const generated = em.connection.getMetadata(target).primaryColumns.find((c) => c.isGenerated);
  if (generated) (row as ObjectLiteral)[generated.propertyName] = id;
  return id;
}

/** Inserts rows in one statement without reading them back (see insertRow); for rows whose ids nobody needs. */
export async function insertRows<T extends ObjectLiteral>(em: EntityManager, target: EntityTarget<T>, rows: Partial<T>[]): Promise<void> {
  if (rows.length) await em.createQueryBuilder().insert().into(target).values(rows as T[]).updateEntity(false).execute();
}

/**
 * A timestamp as the database will hand it back: MySQL's DATETIME columns keep whole seconds (MariaDB
 * truncates), SQLite's text keeps milliseconds. A row returned from memory after its insert (no read
 * back) then says exactly what a later read says.
 */
export function storedDate(engine: Engine, d: Date = new Date()): Date {
  return engine === 'mysql' ? new Date(d.getTime() - (d.getTime() % 1000)) : d;
}

/** `d` as stored, never earlier: MySQL's whole seconds rounded up (a retry time never before its back-off). */
export function storedDateUp(engine: Engine, d: Date): Date {
  return engine === 'mysql' ? new Date(Math.ceil(d.getTime() / 1000) * 1000) : d;
}

/** A Date bound in a raw query: SQLite keeps TypeORM's UTC text form, mysql2 takes the Date. */
export function dateParam(engine: Engine, d: Date): Date | string {
  if (engine === 'mysql') return d;
  return d.toISOString().replace('T', ' ').replace('Z', '');
}

/**
 * `UPDATE table SET ... WHERE (keys) IN (ids.sql)`, where `ids.sql` selects columns named like `keys`.
 * MySQL/MariaDB would re-run an IN subquery for every row of the table, so there it is a join (which
 * puts the subquery's parameters first): use the returned parameters. In `set`, qualify a key column
 * with the table name (`member_team.member_id`).
 */
export function updateWhereIn(
  engine: Engine,
  update: { table: string; keys: string[]; set: string; setParams: unknown[] },
  ids: { sql: string; params: unknown[] },
): [string, unknown[]] {
  const { table, keys, set, setParams } = update;
  if (engine === 'mysql') {
    const on = keys.map((k) => `ids.${k} = ${table}.${k}`).join(' AND ');
    return [`UPDATE ${table} JOIN (${ids.sql}) ids ON ${on} SET ${set}`, [...ids.params, ...setParams]];
  }
  const tuple = keys.length === 1 ? keys[0] : `(${keys.join(', ')})`;
  return [`UPDATE ${table} SET ${set} WHERE ${tuple} IN (${ids.sql})`, [...setParams, ...ids.params]];
}

/**
 * Suffix for an `INSERT ... SELECT ... WHERE ...` that, when the row's key exists, runs `set` instead
 * (e.g. `members = members + 1`). SQLite needs the SELECT to carry a WHERE clause.
 */
export function onDuplicateKey(engine: Engine, keyColumns: string[], set: string): string {
  if (engine === 'mysql') return `ON DUPLICATE KEY UPDATE ${set}`;
  return `ON CONFLICT (${keyColumns.join(', ')}) DO UPDATE SET ${set}`;
}

/**
 * One statement that inserts a row or, when its key exists, adds the `addColumns` values to the
 * existing row (counters and BIGINT sums). Parameters: key columns then add columns, in order.
 */
export function insertOrAdd(engine: Engine, table: string, keyColumns: string[], addColumns: string[]): string {
  const columns = [...keyColumns, ...addColumns];
  const marks = columns.map((_c, i) => (engine === 'mysql' && i >= keyColumns.length ? 'CAST(? AS SIGNED)' : '?')).join(', ');
  const insert = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${marks})`;
  if (engine === 'mysql') return `${insert} ON DUPLICATE KEY UPDATE ${addColumns.map((c) => `${c} = ${c} + VALUES(${c})`).join(', ')}`;
  return `${insert} ON CONFLICT (${keyColumns.join(', ')}) DO UPDATE SET ${addColumns.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')}`;
}

// ---- Bulk statements for the daily engine (each tested on both engines in test/sql-dialect.test.ts) ----

/** `INSERT ... ` that silently skips rows whose unique key already exists. `rest` = `(cols) SELECT ...` or `(cols) VALUES ...`. */
export function insertIgnoreInto(engine: Engine, table: string, rest: string): string {
  return engine === 'mysql' ? `INSERT IGNORE INTO ${table} ${rest}` : `INSERT OR IGNORE INTO ${table} ${rest}`;
}

/**
 * Inserts rows, and where the key exists adds the new values to the stored ones
 * (`income_daily` totals). `select` must be a SELECT (or VALUES list) producing the columns in order.
 */
export function upsertAdd(engine: Engine, table: string, columns: string[], keyColumns: string[], addColumns: string[], select: string): string {
  const cols = columns.join(', ');
  if (engine === 'mysql') {
    // The derived table alias lets ON DUPLICATE KEY refer to the new row without the deprecated VALUES().
    const sets = addColumns.map((c) => `${c} = ${table}.${c} + src.${c}`).join(', ');
    return `INSERT INTO ${table} (${cols}) SELECT * FROM (${select}) AS src ON DUPLICATE KEY UPDATE ${sets}`;
  }
  const sets = addColumns.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ');
  // `WHERE true` resolves SQLite's parsing ambiguity between a join's ON and the upsert's ON CONFLICT.
  return `INSERT INTO ${table} (${cols}) SELECT * FROM (${select}) AS src WHERE true ON CONFLICT (${keyColumns.join(', ')}) DO UPDATE SET ${sets}`;
}

/**
 * `UPDATE target SET ... FROM (subquery)`: MySQL's `UPDATE t a JOIN (...) s ON ... SET ...` or
 * SQLite's `UPDATE t AS a SET ... FROM (...) AS s WHERE ...`. In `set` the target's columns are
 * written bare on the left (name the subquery's columns differently so they stay unambiguous).
 */
export function updateJoin(engine: Engine, table: string, alias: string, sub: string, subAlias: string, on: string, set: string): string {
  if (engine === 'mysql') return `UPDATE ${table} ${alias} JOIN (${sub}) ${subAlias} ON ${on} SET ${set}`;
  return `UPDATE ${table} AS ${alias} SET ${set} FROM (${sub}) AS ${subAlias} WHERE ${on}`;
}

/**
 * Index hint after a table name in FROM/JOIN: MySQL/MariaDB `FORCE INDEX (name)`, where the optimizer
 * would otherwise pick a plan that reads the whole table for a member-id range (a status index, or
 * the primary key for an ORDER BY id). SQLite's planner already takes the range: nothing.
 */
export function forceIndex(engine: Engine, index: string): string {
  return engine === 'mysql' ? `FORCE INDEX (${index})` : '';
}

/**
 * A temporary table of this connection (MySQL: survives the transaction, so drop it first; SQLite:
 * the TEMP schema). Neither statement ends the transaction. `columns` = `(col TYPE, ...)`.
 */
export function createTempTable(engine: Engine, name: string, columns: string): string {
  return engine === 'mysql' ? `CREATE TEMPORARY TABLE ${name} ${columns}` : `CREATE TEMP TABLE ${name} ${columns}`;
}
export function dropTempTable(engine: Engine, name: string): string {
  return engine === 'mysql' ? `DROP TEMPORARY TABLE IF EXISTS ${name}` : `DROP TABLE IF EXISTS temp.${name}`;
}

/**
 * `UPDATE target JOIN another table`: like updateJoin with a table instead of a subquery, which
 * MySQL would first copy into a temporary table of its own (a derived table in a multi-table UPDATE).
 */
export function updateJoinTable(engine: Engine, table: string, alias: string, other: string, otherAlias: string, on: string, set: string): string {
  if (engine === 'mysql') return `UPDATE ${table} ${alias} JOIN ${other} ${otherAlias} ON ${on} SET ${set}`;
  return `UPDATE ${table} AS ${alias} SET ${set} FROM ${other} AS ${otherAlias} WHERE ${on}`;
}

/** The smaller / larger of scalar expressions. */
export function least(engine: Engine, ...exprs: string[]): string {
  return engine === 'mysql' ? `LEAST(${exprs.join(', ')})` : `MIN(${exprs.join(', ')})`;
}
export function greatest(engine: Engine, ...exprs: string[]): string {
  return engine === 'mysql' ? `GREATEST(${exprs.join(', ')})` : `MAX(${exprs.join(', ')})`;
}

/** Integer division truncating toward zero (floor for the non-negative amounts the engine divides). */
export function intDiv(engine: Engine, a: string, b: string): string {
  return engine === 'mysql' ? `(${a}) DIV (${b})` : `((${a}) / (${b}))`;
}

/** String concatenation. */
export function concat(engine: Engine, ...parts: string[]): string {
  return engine === 'mysql' ? `CONCAT(${parts.join(', ')})` : `(${parts.join(' || ')})`;
}

/** Suffix of a SELECT that locks the rows it reads until the transaction ends (MySQL; SQLite transactions are already serialised). */
export function forUpdate(engine: Engine): string {
  return engine === 'mysql' ? ' FOR UPDATE' : '';
}

/** A datetime read by a raw query: mysql2 gives a Date, SQLite TypeORM's UTC text `YYYY-MM-DD HH:MM:SS.sss`. */
export function readDate(v: unknown): Date {
  if (v instanceof Date) return v;
  const s = String(v);
  return new Date(/Z|[+-]\d\d:?\d\d$/.test(s) ? s : s.replace(' ', 'T') + 'Z');
}
