import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Top-up note and hidden flag (REST-CONTRACT §4.19: `PUT topup/{id}` edits `note`, `DELETE topup/{id}`
 * reverses then hides). Statements per engine; a defaulted NOT NULL column needs no table rebuild on
 * SQLite.
 */
const statements = {
  sqlite: [
      "ALTER TABLE \"investments\" ADD COLUMN \"note\" varchar(500) NOT NULL DEFAULT ('')",
      "ALTER TABLE \"investments\" ADD COLUMN \"hidden\" boolean NOT NULL DEFAULT (0)"
  ],
  mysql: [
      "ALTER TABLE `investments` ADD `note` varchar(500) NOT NULL DEFAULT ''",
      "ALTER TABLE `investments` ADD `hidden` tinyint NOT NULL DEFAULT 0"
  ],
};

export class TopupNote1795406100000 implements MigrationInterface {
  name = 'TopupNote1795406100000';
  async up(queryRunner: QueryRunner): Promise<void> {
    const engine = queryRunner.connection.options.type === 'mysql' ? 'mysql' : 'sqlite';
    for (const sql of statements[engine]) await queryRunner.query(sql);
  }
  async down(): Promise<void> {
    throw new Error('TopupNote1795406100000 cannot be reverted automatically');
  }
}
