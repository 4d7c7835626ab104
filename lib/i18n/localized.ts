import type { Localized, LocalizedList } from '@/lib/db/schema';
import type { Locale } from '@/i18n/routing';

/** The text in the wanted language, falling back to Turkish when a translation is missing. */
export function pick(text: Localized | null | undefined, locale: Locale): string {
  if (!text) return '';
  return text[locale]?.trim() ? text[locale] : text.tr;
}

export function pickList(list: LocalizedList | null | undefined, locale: Locale): string[] {
  if (!list) return [];
  return list[locale]?.length ? list[locale] : list.tr;
}
