import 'server-only';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { containsPattern, TURKISH_FOLD_FROM, TURKISH_FOLD_TO } from './tour-search';

/**
 * A localized jsonb column as text in one language, Turkish when that translation is empty:
 * `pick()` done by the database, so lists fetch one language instead of three.
 */
export function localizedText(column: AnyColumn, locale: Locale): SQL<string> {
  return sql<string>`coalesce(case when btrim(${column} ->> ${locale}::text) <> '' then ${column} ->> ${locale}::text else ${column} ->> 'tr' end, '')`;
}

/** The text contains the words typed, ignoring case and Turkish letters (see `foldTurkish`). */
export function containsText(text: SQL<string>, typed: string): SQL<boolean> {
  return sql<boolean>`translate(${text}, ${TURKISH_FOLD_FROM}::text, ${TURKISH_FOLD_TO}::text) ilike ${containsPattern(typed)}::text`;
}
