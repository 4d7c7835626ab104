import { dateTimeFormat, intlLocale, numberFormat } from '@/lib/intl-format';
import type { ReportGroup } from './reports-filters';

/** Client-safe text of the reports: periods, counts, shares and CSV amounts in the reader's language. */

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The long name of a bucket for the tables: "5 Mar 2026", "2 Mar – 8 Mar 2026", "March 2026". */
export function bucketName(start: string, end: string, group: ReportGroup, locale: string): string {
  const intl = intlLocale(locale);
  if (group === 'day') return dateTimeFormat(intl, { timeZone: 'UTC', dateStyle: 'medium' }).format(utcDay(start));
  if (group === 'month') return dateTimeFormat(intl, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(utcDay(start));
  return dateTimeFormat(intl, { timeZone: 'UTC', dateStyle: 'medium' }).formatRange(utcDay(start), utcDay(end));
}

/** The short name on a chart's axis: "5 Mar", "2 Mar" (the week's first day), "Mar 26". */
export function bucketTick(start: string, group: ReportGroup, locale: string): string {
  const intl = intlLocale(locale);
  if (group === 'month') return dateTimeFormat(intl, { timeZone: 'UTC', month: 'short', year: '2-digit' }).format(utcDay(start));
  return dateTimeFormat(intl, { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(utcDay(start));
}

export function formatCount(value: number, locale: string): string {
  return numberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(value);
}

export function formatShare(part: number, whole: number, locale: string): string {
  return numberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 1 }).format(whole > 0 ? part / whole : 0);
}

/** "1500,00" in Turkish and Russian, "1500.00" in English: a number the spreadsheet of that region reads. */
export function csvAmount(kurus: number, locale: string): string {
  const text = (kurus / 100).toFixed(2);
  return locale === 'en' ? text : text.replace('.', ',');
}
