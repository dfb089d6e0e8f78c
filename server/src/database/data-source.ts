import path from 'node:path';
import fs from 'node:fs';
import { DataSource, DataSourceOptions, EntityManager } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';
import { UserChangeSubscriber } from './user-changes';
import { log } from '../common/logger';

export type Engine = 'sqlite' | 'mysql';

export function engineOf(databaseUrl: string): Engine {
  return databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'mysql';
}

export function dataSourceOptions(databaseUrl: string, poolSize = 20): DataSourceOptions {
  if (engineOf(databaseUrl) === 'sqlite') {
    const file = databaseUrl.slice('sqlite:'.length);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    return {
      type: 'better-sqlite3',
      database: file,
      entities,
      subscribers: [UserChangeSubscriber],
      migrations,
      migrationsRun: false,
      synchronize: false,
      enableWAL: file !== ':memory:',
      prepareDatabase: (db: any) => {
        db.pragma('busy_timeout = 5000');
        db.pragma('foreign_keys = ON');
      },
    };
  }
  const url = new URL(databaseUrl.replace(/^mariadb:/, 'mysql:'));
  return {
    type: 'mysql',
    host: url.hostname,
    port: Number(url.port || 3306),
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: url.pathname.replace(/^\//, ''),
    entities,
    subscribers: [UserChangeSubscriber],
    migrations,
    synchronize: false,
    timezone: 'Z',
    charset: 'utf8mb4_unicode_ci',
    supportBigNumbers: true,
    bigNumberStrings: true,
    extra: { connectionLimit: poolSize },
  };
}

/**
 * `manager` is for reads outside transactions and sees committed data only: on SQLite it is a
 * second connection to the same file (WAL mode lets it read the last committed state while the
 * writer connection is inside a transaction); on MySQL the pool's autocommit connections already do.
 *
 * Runs work in one database transaction. On SQLite every write must go through transaction():
 * TypeORM shares one better-sqlite3 connection, so a stray write would join whatever transaction
 * is open at that moment. SQLite allows one writer at a time and TypeORM's
 * single better-sqlite3 connection cannot nest transactions, so there transactions are queued;
 * on MySQL they run concurrently and deadlocks are retried.
 */
export class Database {
  private queue: Promise<unknown> = Promise.resolve();
  readonly engine: Engine;

  constructor(
    public readonly dataSource: DataSource,
    /** SQLite: a separate connection for reads outside transactions (none for `:memory:`). */
    private readonly readSource: DataSource | null = null,
  ) {
    this.engine = dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite';
  }

  /** For reads outside a transaction (committed data only). Writes go through transaction(). */
  get manager(): EntityManager {
    return (this.readSource ?? this.dataSource).manager;
  }

  async close(): Promise<void> {
    if (this.readSource?.isInitialized) await this.readSource.destroy();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }

  /**
   * A READ COMMITTED transaction on MySQL. TypeORM's `transaction('READ COMMITTED', ...)` sends
   * `SET TRANSACTION ISOLATION LEVEL` before every `START TRANSACTION`; here each pooled connection
   * gets the level once for its session, so a transaction costs one statement less (every statement
   * is a round trip and two socket writes, which is where the server's time goes under load).
   */
  private async readCommittedTransaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    try {
      const connection = await runner.connect();
      if (!readCommittedSessions.has(connection)) {
        await runner.query('SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED');
        readCommittedSessions.add(connection);
      }
      await runner.startTransaction();
      try {
        const result = await work(runner.manager);
        await runner.commitTransaction();
        return result;
      } catch (err) {
        await runner.rollbackTransaction().catch(() => undefined);
        throw err;
      }
    } finally {
      await runner.release();
    }
  }

  /**
   * Many reads from one consistent view (reconciliation): on SQLite queued with the writes, so no
   * posting is seen half done; on MySQL one REPEATABLE READ snapshot for all the statements.
   */
  snapshot<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    if (this.engine === 'sqlite') return this.transaction(work);
    return this.dataSource.transaction('REPEATABLE READ', work);
  }

  async transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    // The callbacks of the attempt that committed (a retried attempt starts a new list).
    let committed: AfterCommit[] = [];
    const withCommitSteps = async (em: EntityManager) => {
      const steps: CommitStep[] = [];
      const after: AfterCommit[] = [];
      (em.queryRunner!.data as Record<symbol, unknown>)[COMMIT_STEPS] = steps;
      (em.queryRunner!.data as Record<symbol, unknown>)[AFTER_COMMIT] = after;
      const result = await work(em);
      for (const step of steps) await step(em);
      committed = after;
      return result;
    };
    const done = <R>(result: R): R => {
      for (const callback of committed) {
        try {
          callback();
        } catch (err) {
          log.error({ err }, 'After-commit callback failed');
        }
      }
      return result;
    };
    if (this.engine === 'sqlite') {
      const run = this.queue.then(() => this.dataSource.transaction(withCommitSteps)).then(done);
      this.queue = run.catch(() => undefined);
      return run;
    }
    for (let attempt = 1; ; attempt++) {
      try {
        return done(await this.readCommittedTransaction(withCommitSteps));
      } catch (err: any) {
        // ER_AUTOINC_READ_FAILED is how InnoDB reports a deadlock met while taking a table's AUTO-INC lock.
        const retryable = ['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'ER_AUTOINC_READ_FAILED'].includes(err?.code) || [1205, 1213, 1467].includes(err?.errno);
        if (!retryable || attempt >= 5) throw err;
        await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20));
      }
    }
  }
}

type CommitStep = (em: EntityManager) => Promise<void>;
type AfterCommit = () => void;

/** Pooled MySQL connections whose session isolation level is already READ COMMITTED. */
const readCommittedSessions = new WeakSet<object>();

const COMMIT_STEPS = Symbol('commitSteps');

/**
 * Runs `step` at the end of the caller's transaction, right before it commits (the ledger writes
 * the shared system accounts there, so their row locks are held for the commit only). Returns
 * false when `em` is not inside `Database.transaction` (the caller must then act at once).
 */
export function atCommit(em: EntityManager, step: CommitStep): boolean {
  const steps = (em.queryRunner?.data as Record<symbol, CommitStep[] | undefined> | undefined)?.[COMMIT_STEPS];
  if (!steps || !em.queryRunner?.isTransactionActive) return false;
  steps.push(step);
  return true;
}

const AFTER_COMMIT = Symbol('afterCommit');

/**
 * Runs `callback` once the caller's transaction has committed (never after a rollback): a wake-up
 * for work that reads what the transaction wrote, such as the webhook outbox. It must not throw
 * or wait (errors are logged). Returns false when `em` is not inside `Database.transaction`.
 */
export function afterCommit(em: EntityManager, callback: AfterCommit): boolean {
  const list = (em.queryRunner?.data as Record<symbol, AfterCommit[] | undefined> | undefined)?.[AFTER_COMMIT];
  if (!list || !em.queryRunner?.isTransactionActive) return false;
  list.push(callback);
  return true;
}

export interface OpenOptions {
  /** MySQL connections in the pool (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /**
   * `always` (default): apply pending migrations; `fresh`: only into an empty database; `never`.
   * A database left with pending migrations is refused (MigrationsPending).
   */
  migrate?: 'always' | 'fresh' | 'never';
}

/** The database's schema is behind the code and this process may not migrate it. */
export class MigrationsPending extends Error {}

export async function openDatabase(databaseUrl: string, options: OpenOptions = {}): Promise<Database> {
  const dataSource = new DataSource(dataSourceOptions(databaseUrl, options.poolSize));
  await dataSource.initialize();
  try {
    await migrateUnderLock(dataSource, options.migrate ?? 'always');
  } catch (err) {
    await dataSource.destroy();
    throw err;
  }
  let readSource: DataSource | null = null;
  if (engineOf(databaseUrl) === 'sqlite' && databaseUrl !== 'sqlite::memory:') {
    readSource = new DataSource({ ...dataSourceOptions(databaseUrl), migrations: [] } as DataSourceOptions);
    await readSource.initialize();
  }
  return new Database(dataSource, readSource);
}

/** The code's migrations not yet recorded in the database's `migrations` table. */
export async function pendingMigrations(dataSource: DataSource): Promise<string[]> {
  const all = dataSource.migrations.map((m) => m.name ?? m.constructor.name);
  const hasTable = dataSource.options.type === 'mysql'
    ? (await dataSource.query("SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = 'migrations'"))[0].n > 0
    : (await dataSource.query("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'migrations'"))[0].n > 0;
  if (!hasTable) return all;
  const done = new Set((await dataSource.query('SELECT name FROM migrations')).map((r: { name: string }) => r.name));
  return all.filter((name) => !done.has(name));
}

/**
 * Applies the pending migrations once, however many processes start together: on MySQL under a
 * named lock (GET_LOCK, held by one connection; the others wait, then find nothing to do); SQLite
 * is one machine's file and its migrations run in transactions.
 */
async function migrateUnderLock(dataSource: DataSource, mode: 'always' | 'fresh' | 'never'): Promise<void> {
  const runner = dataSource.options.type === 'mysql' ? dataSource.createQueryRunner() : null;
  const lock = `meridian-migrations:${dataSource.options.database}`;
  try {
    if (runner) {
      const [got] = await runner.query('SELECT GET_LOCK(?, 600) AS ok', [lock]);
      if (Number(got.ok) !== 1) throw new Error('Timed out waiting for another process to finish the migrations');
    }
    const pending = await pendingMigrations(dataSource);
    if (!pending.length) return;
    const empty = pending.length === dataSource.migrations.length;
    if (mode === 'always' || (mode === 'fresh' && empty)) {
      await dataSource.runMigrations({ transaction: 'each' });
      return;
    }
    throw new MigrationsPending(
      `The database has ${pending.length} pending migration(s) (${pending.slice(0, 3).join(', ')}${pending.length > 3 ? ', ...' : ''}): run \`npm run migrate\` first, or start with MIGRATE_ON_START=1`,
    );
  } finally {
    if (runner) {
      await runner.query('SELECT RELEASE_LOCK(?)', [lock]).catch(() => undefined);
      await runner.release();
    }
  }
}
