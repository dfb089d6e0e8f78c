import os from 'node:os';
import crypto from 'node:crypto';
import type { Database } from '../database/data-source';
import { dateParam, execute } from '../database/sql';
import { JobLease } from './jobs.entities';

const NAME = 'daily-run';

/**
 * The daily run's database lease: one holder at a time across every process on the database,
 * whatever started the run (schedule, queue job, admin, `npm run jobs`). The holder beats every
 * `beatMs`; a beat older than `ttlMs` frees the lease, so a crashed run is taken over by a live
 * worker within ttl + one watchdog round (under a minute with the defaults).
 */
export class DailyRunLease {
  /** This process: host:pid:tag (the tag tells two processes of one pid namespace apart). */
  readonly owner = `${os.hostname()}:${process.pid}:${crypto.randomBytes(2).toString('hex')}`;
  ttlMs = 30_000;
  beatMs = 10_000;

  constructor(private readonly db: Database) {}

  /** Takes the lease for `day` when it is free, stale or already ours; else returns the live holder. */
  async acquire(day: string): Promise<JobLease | null> {
    const now = new Date();
    const e = this.db.engine;
    const took = await this.db.transaction((em) =>
      execute(
        em,
        'UPDATE job_leases SET owner = ?, day = ?, acquired_at = ?, heartbeat_at = ? WHERE name = ? AND (owner IS NULL OR owner = ? OR heartbeat_at IS NULL OR heartbeat_at < ?)',
        [this.owner, day, dateParam(e, now), dateParam(e, now), NAME, this.owner, dateParam(e, new Date(now.getTime() - this.ttlMs))],
      ),
    );
    if (took > 0) return null;
    return this.current();
  }

  /** Renews the lease; false when it is no longer ours (taken over after a stall). */
  async beat(): Promise<boolean> {
    const e = this.db.engine;
    const kept = await this.db.transaction((em) => execute(em, 'UPDATE job_leases SET heartbeat_at = ? WHERE name = ? AND owner = ?', [dateParam(e, new Date()), NAME, this.owner]));
    return kept > 0;
  }

  async release(): Promise<void> {
    await this.db.transaction((em) => execute(em, 'UPDATE job_leases SET owner = NULL WHERE name = ? AND owner = ?', [NAME, this.owner]));
  }

  /** The live holder (null when the lease is free or its holder stopped beating). */
  async current(): Promise<JobLease | null> {
    const row = await this.db.manager.findOne(JobLease, { where: { name: NAME } });
    if (!row?.owner || !row.heartbeatAt || Date.now() - new Date(row.heartbeatAt).getTime() > this.ttlMs) return null;
    return row;
  }
}
