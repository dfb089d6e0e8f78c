import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor authentication (TOTP): one row per account with the encrypted secret (and an enrolment
 * in progress), and the hashed single-use recovery codes. Statements per engine, in the form
 * src/scripts/generate-migration.ts writes.
 */
const statements = {
  sqlite: [
    "CREATE TABLE \"user_totp\" (\"user_id\" integer PRIMARY KEY NOT NULL, \"secret_enc\" varchar(255), \"pending_secret_enc\" varchar(255), \"pending_at\" datetime, \"enabled_at\" datetime, \"last_step\" integer NOT NULL DEFAULT (0), \"updated_at\" datetime NOT NULL)",
    "CREATE TABLE \"totp_recovery_codes\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"user_id\" integer NOT NULL, \"code_hash\" varchar(128) NOT NULL, \"used_at\" datetime, \"created_at\" datetime NOT NULL)",
    "CREATE INDEX \"idx_totp_recovery_user\" ON \"totp_recovery_codes\" (\"user_id\") ",
  ],
  mysql: [
    "CREATE TABLE `user_totp` (`user_id` int NOT NULL, `secret_enc` varchar(255) NULL, `pending_secret_enc` varchar(255) NULL, `pending_at` datetime NULL, `enabled_at` datetime NULL, `last_step` int NOT NULL DEFAULT '0', `updated_at` datetime NOT NULL, PRIMARY KEY (`user_id`)) ENGINE=InnoDB",
    "CREATE TABLE `totp_recovery_codes` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `code_hash` varchar(128) NOT NULL, `used_at` datetime NULL, `created_at` datetime NOT NULL, INDEX `idx_totp_recovery_user` (`user_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
  ],
};

export class TwoFactor1795750000000 implements MigrationInterface {
  name = 'TwoFactor1795750000000';
  async up(queryRunner: QueryRunner): Promise<void> {
    const engine = queryRunner.connection.options.type === 'mysql' ? 'mysql' : 'sqlite';
    for (const sql of statements[engine]) await queryRunner.query(sql);
  }
  async down(): Promise<void> {
    throw new Error('TwoFactor1795750000000 cannot be reverted automatically');
  }
}
