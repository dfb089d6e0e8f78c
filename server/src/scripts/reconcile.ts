/**
 * `npm run reconcile`: checks the ledger's invariants and the income summaries (`income_daily`,
 * `member_totals`) against the ledger on the configured database, and exits non-zero, naming each problem, when any
 * fails. `npm run reconcile -- --rebuild-income` first rebuilds `income_daily` and `member_totals`
 * from the ledger (and the completed withdrawals). `-- --recent` checks only the ledger postings since
 * the last checkpoint (and moves it): what a day added, in the time that day's entries take;
 * `-- --recent --from-start` first starts the checkpoint again from the first entry (after an approved
 * correction of old entries, which the checkpoint would otherwise keep reporting).
 */
import 'reflect-metadata';
import { loadConfig } from '../config/config';
import { openDatabase } from '../database/data-source';
import { createPubSubFor } from '../app/app';
import { createServices } from '../app/services';

async function main() {
  const config = loadConfig();
  // Migrations as at the server's start (MIGRATE_ON_START), under the database lock.
  const db = await openDatabase(config.databaseUrl, { poolSize: config.databasePoolSize, migrate: config.migrateOnStart });
  const { pubSub, close } = await createPubSubFor(config);
  const services = createServices(config, db, pubSub);
  try {
    if (process.argv.includes('--rebuild-income')) {
      const { daily, totals } = await services.jobs.rebuildIncomeSummary();
      console.log(`income_daily rebuilt from the ledger: ${daily} lines; member_totals: ${totals} members`);
    }
    const recent = process.argv.includes('--recent');
    if (recent && process.argv.includes('--from-start')) await services.reconciliation.resetCheckpoint();
    const report = recent ? await services.reconciliation.recent() : await services.reconciliation.run();
    const income = recent ? [] : await services.jobs.reconcileIncome();
    console.log(`Reconciliation${recent ? ' since the checkpoint' : ''} on ${db.engine}: ${report.accounts} accounts, ${report.transactions} transactions, ${report.entries} entries`);
    const problems = [...report.problems, ...income];
    if (!problems.length) {
      if ('checkpointEntryId' in report) console.log(`OK: every posting since the checkpoint holds; the checkpoint is at entry ${report.checkpointEntryId}.`);
      else console.log('OK: every balance equals its entries, every transaction sums to zero, no member wallet is negative, income_daily and member_totals equal the ledger.');
      return;
    }
    for (const p of problems) console.error(`PROBLEM: ${p}`);
    process.exitCode = 1;
  } finally {
    await close();
    await db.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
