import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/config';
import { MigrationsPending, openDatabase, type Database } from './database/data-source';
import { startApp, type RunningApp } from './app/app';
import { log } from './common/logger';

/**
 * The server process. Exits 1 when it cannot start (bad configuration, migrations pending, port
 * taken); on SIGTERM/SIGINT it drains (readiness 503, requests in flight finish, WebSockets close
 * with 1001, the daily run stops after its chunk) and exits 0.
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      log.fatal(err.message);
      process.exit(1);
    }
    throw err;
  }
  let db: Database | null = null;
  let running: RunningApp | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, graceMs: config.shutdownGraceMs }, `${signal}: draining`);
    // Whatever still hangs after the grace and a margin does not keep the process up.
    setTimeout(() => {
      log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownGraceMs + 15_000).unref();
    try {
      await running?.close();
      await db?.close();
      log.info('Stopped');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    db = await openDatabase(config.databaseUrl, { poolSize: config.databasePoolSize, migrate: config.migrateOnStart });
  } catch (err) {
    if (!(err instanceof MigrationsPending)) throw err;
    log.fatal(err.message);
    process.exit(1);
  }
  if (stopping) return;
  try {
    running = await startApp(config, db, config.port, { waitForBackground: false });
  } catch (err: any) {
    // A replica that cannot bind its port must not live on (its workers would run unseen).
    if (err?.code === 'EADDRINUSE' || err?.code === 'EACCES') log.fatal({ port: err.port }, `Cannot listen on port ${err.port}: ${err.code}`);
    else log.fatal({ err }, 'Meridian failed to start');
    process.exit(1);
  }
  const serves = config.role === 'worker' ? 'health checks only' : 'GraphQL at /graphql, REST at /api/v1';
  log.info({ role: config.role, port: config.port, database: db.engine, metrics: running.metricsUrl }, `Meridian (${config.role}) is running at http://localhost:${config.port} (${serves}, database: ${db.engine})`);
}

main().catch((err) => {
  log.fatal({ err }, 'Meridian failed to start');
  process.exit(1);
});
