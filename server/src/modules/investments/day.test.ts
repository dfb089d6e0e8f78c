import { addMonths, daysBetween } from './day';
import { platformToday as platformDay } from '../../jobs/days';

describe('platform days', () => {
  it('adds months clamped to the month end', () => {
    expect(addMonths('2026-01-15', 24)).toBe('2028-01-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });
  it('counts days and reads the day in the platform time zone', () => {
    expect(daysBetween('2026-03-01', '2026-03-26')).toBe(25);
    expect(platformDay('UTC', new Date('2026-05-01T23:30:00Z'))).toBe('2026-05-01');
    expect(platformDay('Asia/Kolkata', new Date('2026-05-01T23:30:00Z'))).toBe('2026-05-02');
  });
});
