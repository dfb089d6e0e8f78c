import { Cron } from 'croner';
import type { Config } from '../config/config';
import { RunInterrupted, type JobsService } from './jobs.service';
import { AppError } from '../common/errors';
import { addDays } from './days';
import type { RedisConnections } from '../common/redis';
import { log } from '../common/logger';

/** Fires 00:05 platform time: the day that just ended is run (and any missed before it). */
export const DAILY_PATTERN = '5 0 * * *';
const QUEUE = 'daily-run';

/**
 * Schedules the daily run. Without Redis: croner in this process (and a catch-up at start).
 * With REDIS_URL: a BullMQ job scheduler enqueues a tick; each day becomes a job whose id is the day,
 * and the queue's global concurrency is 1, so however many replicas are up exactly one runs a day.
 */
export class JobScheduler {
  private cron: Cron | null = null;
  private closers: Array<() => Promise<void>> = [];
  private enqueueDay: ((day: string, manual?: boolean) => Promise<void>) | null = null;
  private queue: import('bullmq').Queue | null = null;
  private producer: Promise<(day: string, manual?: boolean) => Promise<void>> | null = null;
  private readonly log = (message: string) => log.info(message);

  constructor(
    private readonly jobs: JobsService,
    private readonly config: Config,
    private readonly redis: RedisConnections | null = null,
  ) {
    this.watchdogMs = Math.floor(config.dailyRunLeaseMs / 2);
  }

  /** How long a web replica's manual run waits for the queue (Redis) before answering UNAVAILABLE. */
  enqueueTimeoutMs = 5_000;
  /** How often a worker looks for a run left RUNNING without a live lease (and takes it over). */
  watchdogMs: number;
  private watchdog: NodeJS.Timeout | null = null;

  async start(): Promise<void> {
    if (this.redis) await this.startQueue(this.redis);
    else await this.startCron();
    const round = () =>
      this.jobs.resumeStalled().then(
        (day) => day && this.log(`Daily run of ${day} taken over and finished`),
        (err) => this.log(`Daily run take-over failed: ${err instanceof Error ? err.message : String(err)}`),
      );
    if (this.stopped) return;
    this.watchdog = setInterval(() => void round(), this.watchdogMs);
    this.watchdog.unref();
  }

  /** The day to run now: yesterday in the platform time zone. */
  private async dueDay(): Promise<string> {
    return addDays(await this.jobs.today(), -1);
  }

  private async startCron() {
    const tz = await this.jobTimeZone();
    const tick = async () => {
      try {
        const ran = await this.jobs.catchUp(await this.dueDay());
        if (ran.length) this.log(`Daily run done for ${ran.join(', ')}`);
      } catch (err) {
        this.log(`Daily run failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    };
    this.cron = new Cron(DAILY_PATTERN, { timezone: tz, protect: true }, tick);
    void tick();
  }

  private jobTimeZone(): Promise<string> {
    return this.jobs.timeZone();
  }

  /** The queue, for adding days (a web replica has only this: no worker, no schedule). */
  private async openQueue(redis: RedisConnections) {
    const { Queue } = await import('bullmq');
    const connection = await redis.connection();
    const queue = new Queue(QUEUE, { connection, prefix: this.config.redisPrefix });
    // Connection errors are the Redis monitor's to report (one line per state change).
    queue.on('error', () => undefined);
    const keep = { age: 40 * 86_400 };
    // A manual run gets a job of its own (the day's scheduled job may be done and kept).
    const enqueueDay = async (day: string, manual = false) => {
      // Retried while another worker holds the lease (running another day), or after a failure.
      const retry = { attempts: 30, backoff: { type: 'fixed', delay: 20_000 } };
      await queue.add('day', { day }, { jobId: manual ? `day-${day}-manual-${Date.now()}` : `day-${day}`, removeOnComplete: keep, removeOnFail: keep, ...retry });
    };
    this.closers.push(async () => {
      await queue.close();
      connection.disconnect();
    });
    this.queue = queue;
    return { queue, enqueueDay };
  }

  /** The daily-run queue's jobs by state (metrics); null without the queue. */
  async jobCounts(): Promise<Record<string, number> | null> {
    if (!this.queue || this.stopped) return null;
    return this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
  }

  private async startQueue(redis: RedisConnections) {
    const { Worker, UnrecoverableError } = await import('bullmq');
    const { queue, enqueueDay } = await this.openQueue(redis);
    const workerConnection = await redis.connection();
    const prefix = this.config.redisPrefix;
    await queue.setGlobalConcurrency(1);
    // Stopped while waiting for Redis: no worker is started after the stop.
    if (this.stopped) return;
    this.enqueueDay = enqueueDay;
    const worker = new Worker(
      QUEUE,
      async (job) => {
        if (job.name === 'tick') await this.enqueueDay!(await this.dueDay());
        else if (job.name === 'day') {
          try {
            // Missed days before it first (in order), then the day itself.
            await this.jobs.catchUp(job.data.day);
            await this.jobs.runDay(job.data.day);
          } catch (err) {
            // Retried later: the lease is held elsewhere, or this worker stopped between chunks.
            // A step that failed is not retried in a loop: it stays FAILED for an admin to look at.
            if ((err instanceof AppError && err.code === 'CONFLICT') || err instanceof RunInterrupted) throw err;
            throw new UnrecoverableError(err instanceof Error ? err.message : String(err));
          }
        }
      },
      { connection: workerConnection, prefix, concurrency: 1 },
    );
    worker.on('failed', (job, err) => this.log(`Daily run job ${job?.id} failed: ${err.message}`));
    worker.on('error', () => undefined);
    // Closed first at shutdown: the run stops after its current chunk, then the worker closes.
    this.closers.unshift(async () => {
      await worker.close();
      workerConnection.disconnect();
    });
    await queue.upsertJobScheduler('daily', { pattern: DAILY_PATTERN, tz: await this.jobTimeZone() }, { name: 'tick' });
    await this.enqueueDay(await this.dueDay());
  }

  /**
   * Queues one day (BullMQ: job id = day, so a second enqueue of the same day is ignored). On a web
   * replica (not started) the queue opens on first use; the workers take the job.
   */
  async enqueue(day: string, manual = false): Promise<void> {
    if (this.enqueueDay) return this.enqueueDay(day, manual);
    if (!this.redis) throw new Error('The queue is not started');
    this.producer ??= this.openQueue(this.redis).then((q) => q.enqueueDay);
    const add = (await this.producer)(day, manual);
    // Redis down: the add waits for the reconnect; the caller (an admin's request) does not.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new AppError('UNAVAILABLE', 'The daily-run queue (Redis) is unreachable; try again shortly')), this.enqueueTimeoutMs)));
    try {
      await Promise.race([add, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Stops the schedule; a day being run stops after its current chunk (resumed later, by any worker). */
  private stopped = false;

  async stop(): Promise<void> {
    this.stopped = true;
    this.cron?.stop();
    if (this.watchdog) clearInterval(this.watchdog);
    const interrupted = this.jobs.interrupt();
    for (const close of this.closers.splice(0)) await close();
    await interrupted;
  }
}
