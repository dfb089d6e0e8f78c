/** Platform days are `YYYY-MM-DD` texts in the platform time zone. */

/** The `timeZone` setting's default: a setting still at it leaves the zone to `TZ_PLATFORM`. */
export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * The platform day's time zone: `TZ_PLATFORM` (the deployment's zone, default UTC), unless an admin
 * set the `timeZone` setting to another zone, which then wins.
 */
export function effectiveTimeZone(setting: string | undefined, platformTimeZone: string): string {
  return setting && setting !== DEFAULT_TIME_ZONE ? setting : platformTimeZone;
}
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isValidDay(day: string): boolean {
  if (!DAY_PATTERN.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

// One formatter per zone: building an Intl.DateTimeFormat costs far more than using one, and
// "today" is asked on every top-up, trade and income page.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

export function platformToday(timeZone: string, at: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
