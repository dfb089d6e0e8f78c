import { log } from './logger';
import type { IdempotencyService } from '../modules/ledger/idempotency.service';

export interface MaintenanceTask {
  name: string;
  run(now: Date): Promise<number>;
}

/**
 * Small housekeeping that runs once at start and then every `intervalMs` (hourly by default):
 * forgetting idempotency keys after 24 hours, sweeping abandoned uploads. Each task is idempotent,
 * so several replicas may run it at once. Other modules add tasks with `add`.
 */
export class Maintenance {
  private readonly tasks: MaintenanceTask[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(idempotency: IdempotencyService) {
    this.add({ name: 'idempotency-keys', run: (now) => idempotency.prune(now) });
  }

  add(task: MaintenanceTask) {
    this.tasks.push(task);
  }

  /** Runs every task once; returns the rows/files each removed. A failing task does not stop the others. */
  async run(now = new Date()): Promise<Record<string, number>> {
    const done: Record<string, number> = {};
    for (const task of this.tasks) {
      try {
        done[task.name] = await task.run(now);
      } catch (err) {
        log.error({ err, task: task.name }, `Maintenance task ${task.name} failed`);
        done[task.name] = -1;
      }
    }
    return done;
  }

  start(intervalMs = 60 * 60 * 1000) {
    if (this.timer) return;
    void this.run();
    this.timer = setInterval(() => void this.run(), intervalMs);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
