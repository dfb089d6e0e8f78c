import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drops `idx_entry_account (account_id, id)`: every credit of the daily run pays for each secondary
 * index of `ledger_entries` (measured: the 1,000,000-member run 33.5 s -> 31.3 s without this one), and
 * nothing needs it any more: wallet histories read by member (`idx_entry_member_kind`), reconciliation
 * scans the table, and the one per-wallet lookup left reads the member's entries.
 */
const statements = {
  sqlite: ['DROP INDEX "idx_entry_account"'],
  mysql: ['DROP INDEX `idx_entry_account` ON `ledger_entries`'],
};

export class LedgerEntryIndexes1795406300000 implements MigrationInterface {
  name = 'LedgerEntryIndexes1795406300000';
  async up(queryRunner: QueryRunner): Promise<void> {
    const engine = queryRunner.connection.options.type === 'mysql' ? 'mysql' : 'sqlite';
    for (const sql of statements[engine]) await queryRunner.query(sql);
  }
  async down(): Promise<void> {
    throw new Error('LedgerEntryIndexes1795406300000 cannot be reverted automatically');
  }
}
