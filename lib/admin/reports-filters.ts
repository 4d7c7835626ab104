import { z } from 'zod';
import { isCalendarDay } from '@/lib/validation/calendar-day';

/**
 * Client-safe: the filters of the staff reports (`GET /api/admin/reports`, `/db-reports`, the charts
 * on `/db-main`). A period is a range of Istanbul calendar days, both ends included.
 */
export const reportGroups = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof reportGroups)[number];
/** `booking`: by the day the order was placed; `travel`: by the day of the departure booked. */
export const reportBases = ['booking', 'travel'] as const;
export type ReportBasis = (typeof reportBases)[number];

/** At most two years per report: enough for "this year against last year", and bounded work. */
export const REPORT_MAX_DAYS = 731;
/** The period when none is given: the last 30 days up to today. */
export const REPORT_DEFAULT_DAYS = 30;

/** A GET form sends empty fields as "": they mean "no filter". */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const id = z.preprocess(blank, z.string().trim().regex(/^\d{1,9}$/, 'integer').transform(Number).pipe(z.number().int().positive()).optional());
const day = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .refine((value) => isCalendarDay(value, { from: '2000-01-01' }), 'calendarDate')
    .optional(),
);
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(blank, z.enum(values).optional());

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The first day of the day/week (Monday)/month holding `date`. */
export function bucketStart(date: string, group: ReportGroup): string {
  if (group === 'day') return date;
  if (group === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(date, -weekday);
}

function nextBucket(start: string, group: ReportGroup): string {
  if (group === 'day') return addDays(start, 1);
  if (group === 'week') return addDays(start, 7);
  const [year, month] = start.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** Every bucket of the period, in order, each clipped to the period (the first and last may be partial). */
export function periodBuckets(filters: Pick<ReportFilters, 'from' | 'to' | 'group'>): { key: string; start: string; end: string }[] {
  const buckets = [];
  for (let key = bucketStart(filters.from, filters.group); key <= filters.to; key = nextBucket(key, filters.group)) {
    const end = addDays(nextBucket(key, filters.group), -1);
    buckets.push({ key, start: key < filters.from ? filters.from : key, end: end > filters.to ? filters.to : end });
  }
  return buckets;
}

/** The raw query parameters, each checked on its own. */
export const reportQuerySchema = z.object({
  from: day,
  to: day,
  group: oneOf(reportGroups),
  basis: oneOf(reportBases),
  tourId: id,
  regionId: id,
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export type ReportFilters = { from: string; to: string; group: ReportGroup; basis: ReportBasis; tourId?: number; regionId?: number };

/**
 * The filters with their defaults filled in (`today` is the Istanbul calendar day): the period ends
 * today and lasts 30 days unless given; grouped by day up to 62 days, by week up to a year, by month
 * beyond. Returns the problems as zod issues on `from`/`to` (the end before the start, a period
 * longer than REPORT_MAX_DAYS) so the API answers them as a 400 with field sentences.
 */
export function resolveReportFilters(query: ReportQuery, today: string): { filters: ReportFilters; issues: z.core.$ZodRawIssue[] } {
  const to = query.to ?? (query.from ? minDay(addDays(query.from, REPORT_DEFAULT_DAYS - 1), today) : today);
  const from = query.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  const issues: z.core.$ZodRawIssue[] = [];
  const length = daysBetween(from, to);
  if (length < 1) issues.push({ code: 'custom', path: ['to'], message: 'reportPeriodOrder', input: query.to });
  else if (length > REPORT_MAX_DAYS) issues.push({ code: 'custom', path: ['to'], message: 'reportPeriodTooLong', params: { max: REPORT_MAX_DAYS }, input: query.to });
  const group = query.group ?? (length <= 62 ? 'day' : length <= 366 ? 'week' : 'month');
  return { filters: { from, to, group, basis: query.basis ?? 'booking', tourId: query.tourId, regionId: query.regionId }, issues };
}

function minDay(a: string, b: string): string {
  return a < b ? a : b;
}

/** A schema that parses the query and applies the period rules (for `parseQuery`). */
export function reportFiltersSchema(today: string) {
  return reportQuerySchema.transform((query, context) => {
    const { filters, issues } = resolveReportFilters(query, today);
    for (const issue of issues) context.addIssue(issue as never);
    return filters;
  });
}

/** The query string of a set of filters (for links and the CSV/API address). */
export function reportQueryString(filters: Partial<ReportFilters>, extra: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const name of ['from', 'to', 'group', 'basis', 'tourId', 'regionId'] as const) {
    const value = filters[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) params.set(name, value);
  return params.toString();
}

export type ReportProblem = { field: string; key: string; values: Record<string, string | number> };

/**
 * The filters of /db-reports' address: a bad value is dropped (and named in `problems`, as a
 * `validation` message key) instead of failing the page; a bad period falls back to the default one.
 */
export function parseReportQueryLeniently(raw: Record<string, string | string[] | undefined>, today: string): { filters: ReportFilters; problems: ReportProblem[] } {
  const problems: ReportProblem[] = [];
  const query: Record<string, unknown> = {};
  for (const name of Object.keys(reportQuerySchema.shape) as (keyof typeof reportQuerySchema.shape)[]) {
    const value = Array.isArray(raw[name]) ? raw[name][0] : raw[name];
    if (value === undefined) continue;
    const parsed = reportQuerySchema.shape[name].safeParse(value);
    if (parsed.success) query[name] = parsed.data;
    else {
      const issue = parsed.error.issues[0];
      problems.push({ field: name, key: /^[a-zA-Z]+$/.test(issue.message) ? issue.message : issue.code === 'invalid_value' ? 'oneOf' : 'invalid', values: {} });
    }
  }
  const first = resolveReportFilters(query as ReportQuery, today);
  if (first.issues.length === 0) return { filters: first.filters, problems };
  for (const issue of first.issues) problems.push({ field: String(issue.path?.[0] ?? 'to'), key: String(issue.message), values: ((issue as { params?: Record<string, number> }).params ?? {}) as Record<string, number> });
  const { from: _from, to: _to, ...rest } = query;
  return { filters: resolveReportFilters(rest as ReportQuery, today).filters, problems };
}
