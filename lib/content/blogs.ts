import 'server-only';
import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { blogs } from '@/lib/db/schema';
import { cached, cachedWhenKnown, pageWithin } from '@/lib/catalog/cache';
import { localizedText } from '@/lib/catalog/sql';
import { tags } from '@/lib/catalog/tags';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { pickRelated, type RelatedCandidate } from './related';
import { listOrder, type ListWindow } from './sql';
import { blogTag } from './blog-tag';

export type BlogSummary = {
  id: number;
  title: string;
  summary: string;
  image: string;
  author: string;
  tags: string[];
  publishedAt: string;
};
type BlogPost = BlogSummary & { body: string; updatedAt: string };
type BlogTag = { tag: string; count: number };

export const blogSortFields = ['Id', 'PublishedAt', 'Title'] as const;
type BlogSortField = (typeof blogSortFields)[number];
type BlogQuery = ListWindow & { sortBy: BlogSortField; tag?: string };

const summaryColumns = {
  id: blogs.id,
  title: blogs.title,
  summary: blogs.summary,
  image: blogs.image,
  author: blogs.author,
  tags: blogs.tags,
  publishedAt: blogs.publishedAt,
};

type SummaryRow = Pick<typeof blogs.$inferSelect, keyof typeof summaryColumns>;

// Cached values travel as JSON, so dates leave this module as ISO strings.
function toSummary(row: SummaryRow, locale: Locale): BlogSummary {
  return {
    id: row.id,
    title: pick(row.title, locale),
    summary: pick(row.summary, locale),
    image: row.image,
    author: row.author,
    tags: row.tags,
    publishedAt: row.publishedAt.toISOString(),
  };
}

function sortColumn(field: BlogSortField, locale: Locale) {
  if (field === 'Title') return localizedText(blogs.title, locale);
  return field === 'Id' ? blogs.id : blogs.publishedAt;
}

/** Published: active and not scheduled for later (as the sitemap counts them). */
function publishedPosts(tag?: string): SQL | undefined {
  return and(
    eq(blogs.isActive, true),
    lte(blogs.publishedAt, sql`now()`),
    tag ? sql`${blogs.tags} @> ${JSON.stringify([blogTag(tag)])}::jsonb` : undefined,
  );
}

// Reads are refreshed hourly as well as on every dashboard write, so that a post scheduled for
// later appears within the hour of its publication time.
const blogCache = { tags: [tags.blogs], revalidate: 3600 };

/**
 * The lists cached: a tag some published post carries (or none), and a page within the posts it
 * lists (the first page always). `?tag=` is any text up to 60 characters and PageIndex goes up to
 * 1,000,000, so any other query is read uncached: the same answer, no cache entry stored.
 */
async function knownBlogQuery(_locale: Locale, query: BlogQuery): Promise<boolean> {
  if (query.tag === undefined && query.index === 0) return true;
  const posts = await getBlogIndex();
  const { tag } = query;
  const count = tag === undefined ? posts.length : posts.filter((post) => post.tags.includes(tag)).length;
  return (tag === undefined || count > 0) && pageWithin(query.index, query.size, count);
}

/** One page of published posts (optionally those carrying a tag) and how many there are in all. */
export const listBlogs = cachedWhenKnown(
  async (locale: Locale, query: BlogQuery): Promise<{ items: BlogSummary[]; count: number }> => {
    const db = await getDb();
    const where = publishedPosts(query.tag);
    const [rows, count] = await Promise.all([
      db
        .select(summaryColumns)
        .from(blogs)
        .where(where)
        .orderBy(...listOrder(sortColumn(query.sortBy, locale), query.sortOrder, blogs.id))
        .limit(query.size)
        .offset(query.index * query.size),
      db.$count(blogs, where),
    ]);
    return { items: rows.map((row) => toSummary(row, locale)), count };
  },
  ['content', 'blogs', 'list'],
  blogCache,
  knownBlogQuery,
);

/** A published post, or null when it does not exist, is hidden or is scheduled for later. */
export const getBlog = cachedWhenKnown(
  async (id: number, locale: Locale): Promise<BlogPost | null> => {
    const db = await getDb();
    const [row] = await db.select().from(blogs).where(and(eq(blogs.id, id), publishedPosts()));
    if (!row) return null;
    return { ...toSummary(row, locale), body: pick(row.body, locale), updatedAt: row.updatedAt.toISOString() };
  },
  ['content', 'blogs', 'one'],
  blogCache,
  // Cached for the published posts' ids only (any other id is read uncached: null, or a post just published).
  async (id) => (await getBlogIndex()).some((post) => post.id === id),
);

/** Id, tags and date of every published post: enough to choose related posts and count tags. */
const getBlogIndex = cached(
  async (): Promise<RelatedCandidate[]> => {
    const db = await getDb();
    const rows = await db.select({ id: blogs.id, tags: blogs.tags, publishedAt: blogs.publishedAt }).from(blogs).where(publishedPosts());
    return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
  },
  ['content', 'blogs', 'index'],
  blogCache,
);

/** Summaries of posts by id (in no particular order). */
const getBlogSummaries = cached(
  async (ids: number[], locale: Locale): Promise<BlogSummary[]> => {
    const db = await getDb();
    const rows = await db.select(summaryColumns).from(blogs).where(and(inArray(blogs.id, ids), publishedPosts()));
    return rows.map((row) => toSummary(row, locale));
  },
  ['content', 'blogs', 'by-ids'],
  blogCache,
);

/** Up to `limit` posts to read next: sharing the most tags with the post first, then the latest. */
export async function getRelatedBlogs(post: { id: number; tags: string[] }, locale: Locale, limit = 3): Promise<BlogSummary[]> {
  const ids = pickRelated(post, await getBlogIndex(), limit).map((candidate) => candidate.id);
  if (!ids.length) return [];
  const summaries = await getBlogSummaries(ids, locale);
  return ids.flatMap((id) => summaries.filter((summary) => summary.id === id));
}

/** Every tag of the published posts with its number of posts, most used first. */
export async function getBlogTags(): Promise<BlogTag[]> {
  const counts = new Map<string, number>();
  for (const post of await getBlogIndex()) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, 'tr'));
}
