import 'server-only';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { MetadataRoute } from 'next';
import { getDb } from '@/lib/db/client';
import { blogs, pages, regions, tours } from '@/lib/db/schema';
import { cached } from '@/lib/catalog/cache';
import { tags } from '@/lib/catalog/tags';
import { sitemapFromSources, type DatedRecord, type SitemapSources } from './sitemap';

const dated = (rows: { id: number; updatedAt: Date }[]): DatedRecord[] => rows.map(({ id, updatedAt }) => ({ id, updatedAt: updatedAt.toISOString() }));

async function activeRegions(): Promise<DatedRecord[]> {
  const db = await getDb();
  return dated(await db.select({ id: regions.id, updatedAt: regions.updatedAt }).from(regions).where(eq(regions.isActive, true)).orderBy(asc(regions.id)));
}

/** A tour is public when it and its region are active. */
async function activeTours(): Promise<DatedRecord[]> {
  const db = await getDb();
  return dated(
    await db
      .select({ id: tours.id, updatedAt: tours.updatedAt })
      .from(tours)
      .innerJoin(regions, eq(regions.id, tours.regionId))
      .where(and(eq(tours.isActive, true), eq(regions.isActive, true)))
      .orderBy(asc(tours.id)),
  );
}

/** Posts scheduled for later are not public yet. */
async function publishedBlogs(): Promise<DatedRecord[]> {
  const db = await getDb();
  return dated(
    await db
      .select({ id: blogs.id, updatedAt: blogs.updatedAt })
      .from(blogs)
      .where(and(eq(blogs.isActive, true), lte(blogs.publishedAt, sql`now()`)))
      .orderBy(asc(blogs.id)),
  );
}

async function activePages(): Promise<DatedRecord[]> {
  const db = await getDb();
  return dated(await db.select({ id: pages.id, updatedAt: pages.updatedAt }).from(pages).where(eq(pages.isActive, true)).orderBy(asc(pages.id)));
}

async function readSitemapSources(): Promise<SitemapSources> {
  const [regionRows, tourRows, blogRows, pageRows] = await Promise.all([activeRegions(), activeTours(), publishedBlogs(), activePages()]);
  return { regions: regionRows, tours: tourRows, blogs: blogRows, pages: pageRows };
}

/** Every public page in every language, read from the database now (uncached). */
export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  return sitemapFromSources(await readSitemapSources());
}

/**
 * The sources are cached rather than the entries: ids and dates stay small even with thousands of
 * tours, while the full entries (three URLs and four alternates per page) would not.
 */
export const getCachedSitemapSources = cached(readSitemapSources, ['seo:sitemap-sources'], {
  tags: [tags.regions, tags.tours, tags.blogs, tags.pages],
  revalidate: 3600,
});
