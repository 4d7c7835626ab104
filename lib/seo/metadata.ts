import type { Metadata } from 'next';
import { locales, type Locale } from '@/i18n/routing';
import { localizedPath, siteUrl } from './urls';

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
  const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [l, `${siteUrl()}${localizedPath(canonical, l)}`]));
  languages['x-default'] = `${siteUrl()}${localizedPath(canonical, 'tr')}`;
  return {
    title,
    description,
    alternates: { canonical: `${siteUrl()}${localizedPath(canonical, locale)}`, languages },
    openGraph: {
      title,
      description,
      type,
      locale,
      url: `${siteUrl()}${localizedPath(path, locale)}`,
      images: [image || '/images/og-default.webp'],
    },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  };
}
