import { defineRouting } from 'next-intl/routing';

export const locales = ['tr', 'en', 'ru'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'tr';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The single source of the site's languages and URL scheme (Turkish URLs carry no prefix). */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Spec §4: the `lang` cookie, then the browser language, then Turkish; the cookie lasts one year.
  localeCookie: { name: 'lang', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  alternateLinks: false,
});
