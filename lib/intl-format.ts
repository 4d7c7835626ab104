/**
 * Intl formatters are slow to build (each one loads locale data) and cheap to reuse, so the ones the
 * catalogue builds on every card and every rate are kept per locale and options.
 */
/**
 * The Intl locale the site formats with for each of its languages (Turkish when unknown). English is
 * American English, as next-intl's formatter (`useFormatter`, `getFormatter`) writes for `en`: one
 * date style on every screen ("Thu, November 12, 2026"), whichever of the two formats it.
 */
export function intlLocale(locale: string): string {
  return intlLocales[locale] ?? 'tr-TR';
}

const intlLocales: Record<string, string> = { tr: 'tr-TR', en: 'en-US', ru: 'ru-RU' };
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
