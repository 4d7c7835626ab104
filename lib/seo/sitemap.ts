import type { MetadataRoute } from 'next';
import { locales } from '@/i18n/routing';
import { languageAlternates, localizedUrl } from './urls';

/** A public record and when it last changed (an ISO string: the sources pass through a JSON cache). */
export type DatedRecord = { id: number; updatedAt: string };

/** The active public records behind the pages with an id. */
export type SitemapSources = {
  regions: DatedRecord[];
  tours: DatedRecord[];
  blogs: DatedRecord[];
  pages: DatedRecord[];
};

type ContentKind = keyof SitemapSources;

/**
 * docs/product-rules.md#screens's public pages without an id, each with the content it lists (its last change is the
 * page's). Account, payment and dashboard pages are personal and never listed.
 */
export const staticPublicRoutes: { path: string; lists?: ContentKind }[] = [
  { path: '/', lists: 'tours' },
  { path: '/destinations', lists: 'regions' },
  // /tour-list-2 shows the same search as layout 1, its canonical: only layout 1 is listed.
  { path: '/tour-list-1', lists: 'tours' },
  { path: '/blog-list-1', lists: 'blogs' },
  { path: '/blog-list-2', lists: 'blogs' },
  { path: '/blog-list-3', lists: 'blogs' },
  { path: '/about' },
  { path: '/help-center' },
  { path: '/terms' },
  { path: '/contact' },
];

/** The URL of each record's page; tours only by layout 1, which the other four canonicalise to. */
const recordPaths: Record<ContentKind, (id: number) => string> = {
  regions: (id) => `/tour-list-3/${id}`,
  tours: (id) => `/tour-single-1/${id}`,
  blogs: (id) => `/blog-single/${id}`,
  pages: (id) => `/page-single/${id}`,
};

function latest(records: DatedRecord[]): string | undefined {
  let newest: string | undefined;
  for (const { updatedAt } of records) if (!newest || Date.parse(updatedAt) > Date.parse(newest)) newest = updatedAt;
  return newest;
}

/** One entry per language, each naming all languages as hreflang alternates. */
function entriesOf(path: string, lastModified: string | undefined): MetadataRoute.Sitemap {
  const alternates = { languages: languageAlternates(path) };
  return locales.map((locale) => ({ url: localizedUrl(path, locale), ...(lastModified ? { lastModified } : {}), alternates }));
}

/** Every public page in every language. */
export function sitemapFromSources(sources: SitemapSources): MetadataRoute.Sitemap {
  const pages = staticPublicRoutes.flatMap(({ path, lists }) => entriesOf(path, lists && latest(sources[lists])));
  const records = (Object.keys(recordPaths) as ContentKind[]).flatMap((kind) =>
    sources[kind].flatMap(({ id, updatedAt }) => entriesOf(recordPaths[kind](id), updatedAt)),
  );
  return [...pages, ...records];
}
