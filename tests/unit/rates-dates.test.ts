import { describe, expect, it } from 'vitest';
import { archiveDates, archivePath, rateDate, turkeyToday } from '@/lib/rates/dates';

describe('rateDate: the previous day, moved back to Friday at weekends', () => {
  it.each([
    ['2026-09-29', '2026-09-28'], // Tuesday → Monday
    ['2026-10-02', '2026-10-01'], // Friday → Thursday
    ['2026-10-03', '2026-10-02'], // Saturday → Friday
    ['2026-10-04', '2026-10-02'], // Sunday → Saturday → Friday
    ['2026-10-05', '2026-10-02'], // Monday → Sunday → Friday
    ['2026-01-01', '2025-12-31'], // across a year
    ['2024-03-01', '2024-02-29'], // leap day
  ])('today %s → %s', (today, expected) => {
    expect(rateDate(today)).toBe(expected);
  });
});

describe('archiveDates: stepping back over holidays', () => {
  it('from a Sunday starts on Friday and skips weekends', () => {
    expect(archiveDates('2026-10-04').slice(0, 4)).toEqual(['2026-10-02', '2026-10-01', '2026-09-30', '2026-09-29']);
  });

  it('reaches the last bulletin before a 9-day bayram gap, and never goes back more than 15 days', () => {
    // A bayram extended to 9 days (Saturday 31 May to Sunday 8 June, as when the government bridges
    // the working days): no bulletin from Monday 2 to Friday 6 June; the last one is Friday 30 May.
    const holiday = new Set(['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06']);
    const tried = archiveDates('2025-06-09');
    expect(tried[0]).toBe('2025-06-06');
    const found = tried.find((date) => !holiday.has(date));
    expect(found).toBe('2025-05-30');
    expect(tried.indexOf('2025-05-30')).toBe(5);
    // Capped: weekdays from 6 June back to 25 May (15 days before 9 June), weekends never tried.
    expect(tried.at(-1)).toBe('2025-05-26');
    expect(tried).toHaveLength(10);
    expect(tried).not.toContain('2025-05-31');
    expect(tried).not.toContain('2025-06-01');
  });

  it('honours a smaller cap', () => {
    expect(archiveDates('2026-09-29', 3)).toEqual(['2026-09-28']);
    expect(archiveDates('2026-09-29', 4)).toEqual(['2026-09-28', '2026-09-25']);
  });
});

describe('turkeyToday: "today" is the date in Turkey (UTC+3 all year)', () => {
  it('is already the next day after 21:00 UTC', () => {
    expect(turkeyToday(new Date('2026-09-28T20:59:59Z'))).toBe('2026-09-28');
    expect(turkeyToday(new Date('2026-09-28T21:00:00Z'))).toBe('2026-09-29');
  });

  it('has no daylight saving time (same offset in January and July)', () => {
    expect(turkeyToday(new Date('2026-01-15T21:30:00Z'))).toBe('2026-01-16');
    expect(turkeyToday(new Date('2026-07-15T21:30:00Z'))).toBe('2026-07-16');
  });

  it('so a Monday 01:00 in Istanbul (Sunday 22:00 UTC) looks back to Friday', () => {
    expect(rateDate(turkeyToday(new Date('2026-10-04T22:00:00Z')))).toBe('2026-10-02');
  });
});

describe('archivePath', () => {
  it('is {YYYYMM}/{DDMMYYYY}.xml', () => {
    expect(archivePath('2021-12-17')).toBe('202112/17122021.xml');
    expect(archivePath('2026-09-28')).toBe('202609/28092026.xml');
  });
});
