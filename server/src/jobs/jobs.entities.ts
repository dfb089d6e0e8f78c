import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn, MoneyColumn } from '../common/columns';

export type JobStatus = 'RUNNING' | 'DONE' | 'FAILED' | 'SKIPPED';

/** One step of one platform day's run: progress, rows posted, timing and the settings it used. */
@Entity('job_runs')
@Index('uq_job_run_day_step', ['day', 'step'], { unique: true })
export class JobRun {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 10 }) day: string;
  @Column({ type: 'varchar', length: 32 }) step: string;
  /** Position of the step in the day's order (0 = expiry, 1 = roi). */
  @Column({ type: 'int', default: 0 }) position: number;
  @Column({ type: 'varchar', length: 16 }) status: JobStatus;
  @Column({ type: 'int', default: 0 }) done: number;
  @Column({ type: 'int', default: 0 }) total: number;
  /** Ledger rows (postings' entries or breakdown rows) written by this step, over all attempts. */
  @Column({ name: 'row_count', type: 'int', default: 0 }) rows: number;
  @Column({ name: 'duration_ms', type: 'int', default: 0 }) durationMs: number;
  @Column({ type: 'int', default: 0 }) attempts: number;
  /** JSON of the settings snapshot read once at the start of the day's run. */
  @Column({ type: 'text' }) settings: string;
  @Column({ type: 'varchar', length: 500, nullable: true }) error: string | null;
  /** The process that last ran the step (host:pid:tag, the lease owner). */
  @Column({ type: 'varchar', length: 128, nullable: true }) worker: string | null;
  @DateColumn({ name: 'started_at' }) startedAt: Date;
  @DateColumn({ name: 'finished_at', nullable: true }) finishedAt: Date | null;
}

/** A committed chunk of a step: written in the chunk's own transaction, so a resume skips it. */
@Entity('job_chunks')
export class JobChunk {
  @PrimaryColumn({ type: 'varchar', length: 10 }) day: string;
  @PrimaryColumn({ type: 'varchar', length: 32 }) step: string;
  @PrimaryColumn({ type: 'int' }) chunk: number;
  @Column({ name: 'row_count', type: 'int', default: 0 }) rows: number;
}

/**
 * The explanation of one member's level income for a day: the share before the cap, how many
 * source members it came from, and the per-level detail `level:rate:sources:base` joined by `;`
 * (rate in percent x 10^4, base in micro-units), e.g. `3:30000:37:812400000`.
 */
@Entity('level_income_breakdown')
export class LevelIncomeBreakdown {
  @PrimaryColumn({ type: 'varchar', length: 10 }) day: string;
  @PrimaryColumn({ name: 'member_id', type: 'int' }) memberId: number;
  @MoneyColumn() amount: bigint;
  @Column({ type: 'int', default: 0 }) sources: number;
  @Column({ type: 'text' }) detail: string;
}

/**
 * The daily run's lease (one row, `daily-run`): whichever process runs a day (scheduled tick, queue
 * job, admin's manual run, `npm run jobs`) holds it and beats every few seconds; a lease whose beat
 * is older than its time to live is free, so a live worker takes over a crashed run.
 */
@Entity('job_leases')
export class JobLease {
  @PrimaryColumn({ type: 'varchar', length: 32 }) name: string;
  @Column({ type: 'varchar', length: 128, nullable: true }) owner: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) day: string | null;
  @DateColumn({ name: 'acquired_at', nullable: true }) acquiredAt: Date | null;
  @DateColumn({ name: 'heartbeat_at', nullable: true }) heartbeatAt: Date | null;
}
