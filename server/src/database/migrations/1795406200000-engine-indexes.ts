import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Declared on the Account entity as `idx_account_type_owner`. The daily engine reads and locks one wallet type over a
 * member-id range (`type = ? AND owner_id >= ? AND owner_id < ?`) and joins a member to one wallet
 * (`type = ? AND owner_id = ?`): with this index both are exact index ranges / single lookups instead
 * of a scan of the members' four wallets, or of the whole table in id order.
 */
const statements = {
  sqlite: ['CREATE INDEX "idx_account_type_owner" ON "accounts" ("type", "owner_id") '],
  mysql: ['CREATE INDEX `idx_account_type_owner` ON `accounts` (`type`, `owner_id`)'],
};

export class EngineIndexes1795406200000 implements MigrationInterface {
  name = 'EngineIndexes1795406200000';
  async up(queryRunner: QueryRunner): Promise<void> {
    const engine = queryRunner.connection.options.type === 'mysql' ? 'mysql' : 'sqlite';
    for (const sql of statements[engine]) await queryRunner.query(sql);
  }
  async down(): Promise<void> {
    throw new Error('EngineIndexes1795406200000 cannot be reverted automatically');
  }
}
