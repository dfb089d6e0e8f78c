import { Initial1795296423423 } from './migrations/1795296423423-initial';
import { Plans1795297020831 } from './migrations/1795297020831-plans';
import { RewardNotices1795297711170 } from './migrations/1795297711170-reward-notices';

/** Migrations in order; each carries its statements for SQLite and for MySQL/MariaDB. */
export const migrations = [Initial1795296423423, Plans1795297020831, RewardNotices1795297711170];
