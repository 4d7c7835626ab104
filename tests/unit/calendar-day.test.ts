import { describe, expect, it } from 'vitest';
import { isCalendarDay, isCalendarMonth } from '@/lib/validation/calendar-day';

describe('calendar days and months', () => {
  it('takes real days between 1900 and 2100, leap days included', () => {
    expect(['1900-01-01', '2024-02-29', '2026-11-28', '2100-12-31'].filter((day) => isCalendarDay(day))).toHaveLength(4);
  });

  it('refuses days the calendar or the database does not have', () => {
    // 1900 and 2100 are not leap years; year 0 does not exist in PostgreSQL; years 0–99 are not 1900–1999.
    for (const day of ['1900-02-29', '2100-02-29', '2026-02-30', '2026-13-01', '0000-01-01', '0099-01-01', '1899-12-31', '2101-01-01', '9999-12-31', '2026-1-01', ' 2026-01-01', '2026-01-01T00:00']) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });

  it('keeps to a narrower period when one is asked', () => {
    expect(isCalendarDay('1999-12-31', { from: '2000-01-01' })).toBe(false);
    expect(isCalendarDay('2000-01-01', { from: '2000-01-01' })).toBe(true);
  });

  it('takes months of the same years', () => {
    expect(['1900-01', '2026-12', '2100-12'].every(isCalendarMonth)).toBe(true);
    expect(['0000-01', '2026-13', '2026-00', '2101-01', '2026-1'].some(isCalendarMonth)).toBe(false);
  });
});
