/**
 * `npm run migrate`: applies the pending migrations to the configured database, once, under the
 * database's migration lock (replicas starting meanwhile wait for it). Run it before starting a new
 * version on MySQL (web and worker replicas refuse to start while migrations are pending, unless
 * MIGRATE_ON_START=1).
 */
import 'reflect-metadata';
import { loadConfig } from '../config/config';
import { openDatabase, pendingMigrations } from '../database/data-source';

async function main() {
  const config = loadConfig();
  const db = await openDatabase(config.databaseUrl, { poolSize: 2, migrate: 'always' });
  const left = await pendingMigrations(db.dataSource);
  console.log(`Database (${db.engine}) is migrated: ${db.dataSource.migrations.length} migrations, ${left.length} pending.`);
  await db.close();
}

main().catch((err) => {
  console.error('Migration failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
