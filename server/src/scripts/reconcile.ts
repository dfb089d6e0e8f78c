/**
 * `npm run reconcile`: checks the ledger's invariants on the configured database and exits
 * non-zero, naming each problem, when any fails.
 */
import 'reflect-metadata';
import { loadConfig } from '../config/config';
import { openDatabase } from '../database/data-source';
import { LedgerService } from '../modules/ledger/ledger.service';

async function main() {
  const config = loadConfig();
  const db = await openDatabase(config.databaseUrl);
  const report = await new LedgerService(db).reconcile();
  await db.dataSource.destroy();
  console.log(`Reconciliation on ${db.engine}: ${report.accounts} accounts, ${report.transactions} transactions, ${report.entries} entries`);
  if (report.ok) {
    console.log('OK: every balance equals its entries, every transaction sums to zero, no member wallet is negative.');
    return;
  }
  for (const p of report.problems) console.error(`PROBLEM: ${p}`);
  process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
