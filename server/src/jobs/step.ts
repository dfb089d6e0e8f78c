import type { Services } from '../app/services';
import type { SettingsMap } from '../modules/settings/settings.service';

/** The settings a run read once at its start (recorded with the run), by defined key. */
export type SettingsSnapshot = SettingsMap;

export interface StepContext {
  /** The platform day being run, YYYY-MM-DD. */
  day: string;
  runId: number;
  settings: SettingsSnapshot;
  services: Services;
  /** Reports progress for the jobs page (done of total units of this step). */
  progress(done: number, total: number): Promise<void>;
}

export interface StepResult {
  /** Ledger postings (or rows) written by this step in this call. */
  rows: number;
}

export interface DailyStep {
  /** Stable name stored with the run: 'expiry', 'roi', 'level', 'compound', 'ranks', 'salary', 'cto'. */
  name: string;
  run(ctx: StepContext): Promise<StepResult>;
}
