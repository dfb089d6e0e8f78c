/**
 * `npm run jobs -- --date YYYY-MM-DD [--chunk-size N]`: runs (or resumes) the daily run of one
 * platform day on the configured database and prints each step. `--catch-up` runs every missed day
 * up to yesterday instead. Exits non-zero when a step fails.
 */
import 'reflect-metadata';
import { loadConfig } from '../config/config';
import { openDatabase } from '../database/data-source';
import { createPubSubFor, prepareFirstStart } from '../app/app';
import { createServices } from '../app/services';
import { addDays } from './days';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  return process.argv[i + 1];
}

async function main() {
  const config = loadConfig();
  // Migrations as at the server's start (MIGRATE_ON_START), under the database lock.
  const db = await openDatabase(config.databaseUrl, { poolSize: config.databasePoolSize, migrate: config.migrateOnStart });
  const { pubSub, close } = await createPubSubFor(config);
  const services = createServices(config, db, pubSub);
  await prepareFirstStart(services);
  const chunk = arg('chunk-size');
  if (chunk) services.jobs.chunkSize = Math.max(1, Number(chunk));
  const started = Date.now();
  let days: string[];
  if (process.argv.includes('--catch-up')) {
    days = await services.jobs.catchUp(addDays(await services.jobs.today(), -1));
  } else {
    const date = arg('date');
    if (!date) throw new Error('usage: npm run jobs -- --date YYYY-MM-DD  (or --catch-up)');
    await services.jobs.runDay(date);
    days = [date];
  }
  for (const day of days) {
    for (const r of await services.jobs.runsOf(day)) {
      console.log(`${day} ${r.step.padEnd(9)} ${r.status.padEnd(7)} chunks ${r.done}/${r.total}  rows ${r.rows}  ${r.durationMs} ms (attempts ${r.attempts})`);
    }
  }
  console.log(`Done in ${Date.now() - started} ms`);
  // The days' income.daily webhook events are written (the server's worker delivers them).
  await services.webhooks.idle();
  await close();
  await db.close();
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
