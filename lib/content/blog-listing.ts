import 'server-only';
import type { Locale } from '@/i18n/routing';
import { listBlogs, type BlogSummary } from './blogs';
import { pageExists, parsePageParam, POSTS_PER_PAGE } from './paging';
import { blogTag } from './blog-tag';
import { isPlainText } from '@/lib/http/control-characters';

/** One page of a blog list as the three list layouts show it. */
export type BlogListing = { page: number; pages: number; count: number; posts: BlogSummary[]; tag?: string };

export type ListSearchParams = Record<string, string | string[] | undefined>;

/** `?tag=` of a list: one short text; repeated, overlong or unstorable (U+0000) values make the page a 404. */
function parseTagParam(value: string | string[] | undefined): string | undefined | null {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return null;
  const tag = blogTag(value);
  return tag && tag.length <= 60 && isPlainText(tag) ? tag : null;
}

/**
 * The posts of a list page from its query (`?page=2`, `?tag=Kapadokya`), newest first, six a page;
 * null when the page does not exist (bad or out-of-range page, a tag no post carries), which the
 * page answers with its 404.
 */
export async function getBlogListing(locale: Locale, searchParams: ListSearchParams): Promise<BlogListing | null> {
  const page = parsePageParam(searchParams.page);
  const tag = parseTagParam(searchParams.tag);
  if (page === null || tag === null) return null;
  const { items, count } = await listBlogs(locale, { index: page - 1, size: POSTS_PER_PAGE, sortBy: 'PublishedAt', sortOrder: 'desc', tag });
  if (!pageExists(page, count) || (tag && count === 0)) return null;
  return { page, pages: Math.max(1, Math.ceil(count / POSTS_PER_PAGE)), count, posts: items, ...(tag ? { tag } : {}) };
}

/** The query a list page keeps in its own URL (canonical, pager links): the tag and a page past the first. */
export function listingQuery(listing: Pick<BlogListing, 'page' | 'tag'>, withPage = true): Record<string, string> {
  return { ...(listing.tag ? { tag: listing.tag } : {}), ...(withPage && listing.page > 1 ? { page: String(listing.page) } : {}) };
}
