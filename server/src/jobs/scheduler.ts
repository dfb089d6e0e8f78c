import { Cron } from 'croner';
import type { Config } from '../config/config';
import type { JobsService } from './jobs.service';
import { addDays } from './days';

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
  private enqueueDay: ((day: string) => Promise<void>) | null = null;

  constructor(
    private readonly jobs: JobsService,
    private readonly config: Config,
    private readonly log: (message: string) => void = (m) => console.log(m),
  ) {}

  async start(): Promise<void> {
    if (this.config.redisUrl) await this.startQueue(this.config.redisUrl);
    else await this.startCron();
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

  private async startQueue(redisUrl: string) {
    const { Queue, Worker } = await import('bullmq');
    const { Redis } = await import('ioredis');
    const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    const workerConnection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    const prefix = this.config.jobsQueuePrefix;
    const queue = new Queue(QUEUE, { connection, prefix });
    await queue.setGlobalConcurrency(1);
    const keep = { age: 40 * 86_400 };
    this.enqueueDay = async (day: string) => {
      await queue.add('day', { day }, { jobId: `day-${day}`, removeOnComplete: keep, removeOnFail: keep });
    };
    const worker = new Worker(
      QUEUE,
      async (job) => {
        if (job.name === 'tick') await this.enqueueDay!(await this.dueDay());
        else if (job.name === 'day') {
          // Missed days before it first (in order), then the day itself.
          await this.jobs.catchUp(job.data.day);
          await this.jobs.runDay(job.data.day);
        }
      },
      { connection: workerConnection, prefix, concurrency: 1 },
    );
    worker.on('failed', (job, err) => this.log(`Daily run job ${job?.id} failed: ${err.message}`));
    await queue.upsertJobScheduler('daily', { pattern: DAILY_PATTERN, tz: await this.jobTimeZone() }, { name: 'tick' });
    await this.enqueueDay(await this.dueDay());
    this.closers.push(async () => {
      await worker.close();
      await queue.close();
      connection.disconnect();
      workerConnection.disconnect();
    });
  }

  /** Queues one day (BullMQ: job id = day, so a second enqueue of the same day is ignored). */
  async enqueue(day: string): Promise<void> {
    if (!this.enqueueDay) throw new Error('The queue is not started');
    await this.enqueueDay(day);
  }

  async stop(): Promise<void> {
    this.cron?.stop();
    for (const close of this.closers) await close();
  }
}
