import type { Metadata } from 'next';
import { locales, type Locale } from '@/i18n/routing';
import { languageAlternates, localizedUrl } from './urls';

/** Open Graph wants language_TERRITORY. */
const ogLocale: Record<Locale, string> = { tr: 'tr_TR', en: 'en_GB', ru: 'ru_RU' };

type PageMetadataInput = {
  locale: Locale;
  /** The page's path without a locale prefix, e.g. `/tour-list-1` or `/tour-single-1/7`. */
  path: string;
  title: string;
  description?: string;
  /** Where search engines should index this content (e.g. the five tour layouts point at layout 1). */
  canonicalPath?: string;
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
};

/** Title, description, canonical URL, hreflang alternates for tr/en/ru and Open Graph for one page. */
export function pageMetadata({ locale, path, title, description, canonicalPath, image, type = 'website', noindex }: PageMetadataInput): Metadata {
  const canonical = canonicalPath ?? path;
  return {
    title,
    description,
    alternates: { canonical: localizedUrl(canonical, locale), languages: languageAlternates(canonical) },
    openGraph: {
      title,
      description,
      type,
      locale: ogLocale[locale],
      alternateLocale: locales.filter((other) => other !== locale).map((other) => ogLocale[other]),
      // The shared URL is the canonical one, so likes and shares of every layout count for one page.
      url: localizedUrl(canonical, locale),
      images: [image || '/images/og-default.webp'],
    },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  };
}
