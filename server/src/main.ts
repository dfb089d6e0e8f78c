import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './database/data-source';
import { startApp } from './app/app';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const db = await openDatabase(config.databaseUrl);
  const running = await startApp(config, db);
  console.log(`Meridian is running at http://localhost:${config.port} (GraphQL at /graphql, REST at /api/v1, database: ${db.engine})`);
  const stop = async () => {
    await running.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error('Meridian failed to start:', err);
  process.exit(1);
});
