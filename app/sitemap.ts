import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { getCachedSitemapSources } from '@/lib/seo/sitemap-entries';
import { sitemapFromSources } from '@/lib/seo/sitemap';

/** sitemap.xml: every public page in tr/en/ru with hreflang alternates (docs/seo-and-performance.md). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Built on request, never at build time (the build does not open the database); the reads are
  // cached and invalidated by the dashboard's writes through their tags.
  await connection();
  return sitemapFromSources(await getCachedSitemapSources());
}
