import { toMicro } from './salaryTable';

/** part ÷ whole as a 0–100 progress value (whole percent, for progress bars). */
export function progressPercent(part: string, whole: string): number {
  const w = toMicro(whole);
  if (w <= 0n) return 0;
  const p = (toMicro(part) * 100n) / w;
  return Number(p > 100n ? 100n : p);
}
