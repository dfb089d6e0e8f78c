import { badInput } from '../../common/errors';

/** Input rules for content (PAGES §6: titles 3–120, descriptions ≤ 1000, booking date ≥ today). */

export function text(value: unknown, field: string, label: string, min: number, max: number): string {
  if (value !== undefined && value !== null && typeof value !== 'string') throw badInput(`${label} must be text`, { [field]: 'text' });
  const v = (value ?? '').trim();
  if (min > 0 && v === '') throw badInput(`${label} is required`, { [field]: 'required' });
  if (v.length < min || v.length > max) throw badInput(`${label} must be ${min} to ${max} characters`, { [field]: `${min} to ${max} characters` });
  return v;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as YYYY-MM-DD. */
export function day(value: unknown, field: string, label: string): string {
  const v = typeof value === 'string' ? value.trim() : '';
  const m = v.match(DAY);
  const d = m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3])) : null;
  if (!m || !d || d.toISOString().slice(0, 10) !== v) throw badInput(`${label} must be a date (YYYY-MM-DD)`, { [field]: 'YYYY-MM-DD' });
  return v;
}

/** HH:mm on a 24-hour clock. */
export function clockTime(value: unknown, field = 'time'): string {
  const v = typeof value === 'string' ? value.trim() : '';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(v)) throw badInput('Time must be HH:mm', { [field]: 'HH:mm' });
  return v;
}

export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A booking is for today or a later day, at most a year ahead. */
export function bookingDay(value: unknown, now = new Date()): string {
  const d = day(value, 'date', 'Date');
  const today = todayUtc(now);
  if (d < today) throw badInput('Pick today or a later date', { date: 'today or later' });
  const limit = todayUtc(new Date(now.getTime() + 366 * 86400000));
  if (d > limit) throw badInput('Bookings open at most a year ahead', { date: 'within a year' });
  return d;
}

/** The validity window of an offer: Valid To ≥ Valid From. */
export function offerWindow(start: unknown, end: unknown): { startDate: string; endDate: string } {
  const startDate = day(start, 'start_date', 'Valid from');
  const endDate = day(end, 'end_date', 'Valid to');
  if (endDate < startDate) throw badInput('Valid to must be on or after valid from', { end_date: 'on or after start date' });
  return { startDate, endDate };
}

/** Legacy booleans: true/false, 'true'/'false', 1/0, 'active'/'inactive'. */
export function flag(value: unknown, field: string, fallback: boolean): boolean {
  if (value === undefined || value === null || value === '') return fallback;
  if (value === true || value === 1 || value === '1' || value === 'true' || value === 'active') return true;
  if (value === false || value === 0 || value === '0' || value === 'false' || value === 'inactive') return false;
  throw badInput(`${field} must be true or false`, { [field]: 'true or false' });
}

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export function bookingStatus(value: unknown): BookingStatus {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const mapped = v === 'confirm' ? 'confirmed' : v === 'cancel' || v === 'canceled' ? 'cancelled' : v;
  if (mapped !== 'confirmed' && mapped !== 'cancelled') throw badInput('Status must be confirmed or cancelled', { status: 'confirmed or cancelled' });
  return mapped;
}
