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
  // docs/product-rules.md#languages: the `lang` cookie, then the browser language, then Turkish; the cookie lasts one year.
  // The proxy reads it but never writes it (pages are shared-cacheable, proxy.ts `localized`): the
  // language menu writes it when the visitor picks a language.
  localeCookie: { name: 'lang', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  alternateLinks: false,
});
