import { describe, expect, it } from 'vitest';
import { bucketStart, parseReportQueryLeniently, periodBuckets, REPORT_MAX_DAYS, reportQueryString, resolveReportFilters } from '@/lib/admin/reports-filters';
import { bucketName, csvAmount, formatShare } from '@/lib/admin/reports-format';

describe('report periods', () => {
  it('defaults to the last 30 days up to today, grouped by day', () => {
    expect(resolveReportFilters({}, '2026-03-10')).toEqual({ filters: { from: '2026-02-09', to: '2026-03-10', group: 'day', basis: 'booking', tourId: undefined, regionId: undefined }, issues: [] });
    // Only a start: 30 days from it, never past today.
    expect(resolveReportFilters({ from: '2026-03-01' }, '2026-03-10').filters).toMatchObject({ from: '2026-03-01', to: '2026-03-10' });
    expect(resolveReportFilters({ from: '2026-01-01' }, '2026-03-10').filters).toMatchObject({ from: '2026-01-01', to: '2026-01-30' });
  });

  it('groups by day up to 62 days, by week up to a year, by month beyond, unless asked', () => {
    const group = (from: string, to: string) => resolveReportFilters({ from, to }, '2026-12-31').filters.group;
    expect(group('2026-01-01', '2026-03-03')).toBe('day');
    expect(group('2026-01-01', '2026-03-04')).toBe('week');
    expect(group('2025-01-01', '2025-12-31')).toBe('week');
    expect(group('2025-01-01', '2026-01-01')).toBe('week');
    expect(group('2025-01-01', '2026-01-02')).toBe('month');
    expect(resolveReportFilters({ from: '2025-01-01', to: '2026-01-02', group: 'day' }, '2026-12-31').filters.group).toBe('day');
  });

  it('refuses an end before the start and a period longer than two years', () => {
    expect(resolveReportFilters({ from: '2026-03-02', to: '2026-03-01' }, '2026-12-31').issues).toEqual([expect.objectContaining({ path: ['to'], message: 'reportPeriodOrder' })]);
    expect(resolveReportFilters({ from: '2024-01-01', to: '2025-12-31' }, '2026-12-31').issues).toEqual([]);
    expect(resolveReportFilters({ from: '2024-01-01', to: '2026-01-01' }, '2026-12-31').issues).toEqual([expect.objectContaining({ message: 'reportPeriodTooLong', params: { max: REPORT_MAX_DAYS } })]);
  });

  it('keeps the good filters of an address, names the bad ones and falls back to the default period', () => {
    const { filters, problems } = parseReportQueryLeniently({ from: '2026-03-05', to: '2026-03-01', group: 'year', tourId: '7', regionId: 'x' }, '2026-03-10');
    expect(filters).toEqual({ from: '2026-02-09', to: '2026-03-10', group: 'day', basis: 'booking', tourId: 7, regionId: undefined });
    expect(problems.map((problem) => [problem.field, problem.key])).toEqual([
      ['group', 'oneOf'],
      ['regionId', 'integer'],
      ['to', 'reportPeriodOrder'],
    ]);
    expect(parseReportQueryLeniently({ from: ['2026-03-01', '2026-01-01'], to: '2026-03-31' }, '2026-03-10').filters).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
  });

  it('writes the filters back into an address', () => {
    expect(reportQueryString({ from: '2026-03-01', to: '2026-03-31', group: 'week', basis: 'travel', tourId: 7 })).toBe('from=2026-03-01&to=2026-03-31&group=week&basis=travel&tourId=7');
  });
});

describe('report buckets', () => {
  it('starts weeks on Monday and months on the 1st', () => {
    expect(bucketStart('2026-03-01', 'week')).toBe('2026-02-23'); // a Sunday
    expect(bucketStart('2026-03-02', 'week')).toBe('2026-03-02'); // a Monday
    expect(bucketStart('2026-03-31', 'month')).toBe('2026-03-01');
    expect(bucketStart('2026-03-31', 'day')).toBe('2026-03-31');
  });

  it('lists every bucket of the period, the first and last clipped to it, across the year’s end', () => {
    expect(periodBuckets({ from: '2025-12-30', to: '2026-01-06', group: 'week' })).toEqual([
      { key: '2025-12-29', start: '2025-12-30', end: '2026-01-04' },
      { key: '2026-01-05', start: '2026-01-05', end: '2026-01-06' },
    ]);
    expect(periodBuckets({ from: '2025-11-15', to: '2026-02-10', group: 'month' }).map(({ start, end }) => `${start}…${end}`)).toEqual(['2025-11-15…2025-11-30', '2025-12-01…2025-12-31', '2026-01-01…2026-01-31', '2026-02-01…2026-02-10']);
    expect(periodBuckets({ from: '2024-02-28', to: '2024-03-01', group: 'day' }).map((bucket) => bucket.start)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });
});

describe('report texts', () => {
  it('names periods, shares and CSV amounts in the reader’s language', () => {
    expect(bucketName('2026-03-01', '2026-03-31', 'month', 'tr')).toBe('Mart 2026');
    expect(bucketName('2026-03-01', '2026-03-31', 'month', 'ru')).toBe('март 2026 г.');
    expect(bucketName('2026-03-02', '2026-03-08', 'week', 'en')).toMatch(/^Mar 2\s?–\s?8, 2026$/);
    expect(formatShare(1, 3, 'tr')).toBe('%33,3');
    expect(formatShare(0, 0, 'en')).toBe('0%');
    expect(csvAmount(1234505, 'tr')).toBe('12345,05');
    expect(csvAmount(1234505, 'en')).toBe('12345.05');
  });
});
