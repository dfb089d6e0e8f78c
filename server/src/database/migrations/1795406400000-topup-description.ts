import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payer's description of a top-up (PAGES `/user/top`: topUpFriend(..., description); REST
 * `transfer/friend` `desc`). A defaulted NOT NULL column needs no table rebuild on SQLite.
 */
const statements = {
  sqlite: ["ALTER TABLE \"investments\" ADD COLUMN \"description\" varchar(200) NOT NULL DEFAULT ('')"],
  mysql: ["ALTER TABLE `investments` ADD `description` varchar(200) NOT NULL DEFAULT ''"],
};

export class TopupDescription1795406400000 implements MigrationInterface {
  name = 'TopupDescription1795406400000';
  async up(queryRunner: QueryRunner): Promise<void> {
    const engine = queryRunner.connection.options.type === 'mysql' ? 'mysql' : 'sqlite';
    for (const sql of statements[engine]) await queryRunner.query(sql);
  }
  async down(): Promise<void> {
    throw new Error('TopupDescription1795406400000 cannot be reverted automatically');
  }
}
