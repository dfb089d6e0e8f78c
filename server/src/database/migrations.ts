import { Initial1795296423423 } from './migrations/1795296423423-initial';

/** Migrations in order; each carries its statements for SQLite and for MySQL/MariaDB. */
export const migrations = [Initial1795296423423];
