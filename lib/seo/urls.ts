import { defaultLocale, type Locale } from '@/i18n/routing';

/** The public origin of the site (SITE_URL), without a trailing slash. */
export function siteUrl(): string {
  return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
}

/** The public path of a page in a language: Turkish has no prefix (localePrefix 'as-needed'). */
export function localizedPath(path: string, locale: Locale): string {
  const clean = path === '/' ? '' : path;
  return locale === defaultLocale ? clean || '/' : `/${locale}${clean}`;
}
