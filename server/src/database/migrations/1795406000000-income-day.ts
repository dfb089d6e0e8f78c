import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The platform day an income posting counts for (`income_daily.day`), kept on the ledger
 * transaction so the summary can be rebuilt from the ledger alone: a run for day D may post on D+1.
 */
const statements = {
  // A nullable column needs no table rebuild on SQLite.
  sqlite: ['ALTER TABLE "ledger_transactions" ADD COLUMN "income_day" varchar(10)'],
  mysql: ['ALTER TABLE `ledger_transactions` ADD `income_day` varchar(10) NULL'],
};

export class IncomeDay1795406000000 implements MigrationInterface {
  name = 'IncomeDay1795406000000';
  async up(queryRunner: QueryRunner): Promise<void> {
    const engine = queryRunner.connection.options.type === 'mysql' ? 'mysql' : 'sqlite';
    for (const sql of statements[engine]) await queryRunner.query(sql);
  }
  async down(): Promise<void> {
    throw new Error('IncomeDay1795406000000 cannot be reverted automatically');
  }
}
