import { defaultLocale, locales, type Locale } from '@/i18n/routing';

/** The public origin of the site (SITE_URL), without a trailing slash. */
export function siteUrl(): string {
  return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
}

/** The public path of a page in a language: Turkish has no prefix (localePrefix 'as-needed'). */
export function localizedPath(path: string, locale: Locale): string {
  const clean = path === '/' ? '' : path;
  return locale === defaultLocale ? clean || '/' : `/${locale}${clean}`;
}

/** The absolute URL of a page in a language. */
export function localizedUrl(path: string, locale: Locale): string {
  return `${siteUrl()}${localizedPath(path, locale)}`;
}

/** An absolute URL for a site path (`/images/x.webp`); URLs that already have an origin pass through. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl()}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** hreflang alternates of one page: every language plus `x-default` (Turkish, the site's default). */
export function languageAlternates(path: string): Record<Locale | 'x-default', string> {
  const languages = Object.fromEntries(locales.map((locale) => [locale, localizedUrl(path, locale)])) as Record<Locale, string>;
  return { ...languages, 'x-default': localizedUrl(path, defaultLocale) };
}
