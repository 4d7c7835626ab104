import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pageTitles } from '@/lib/db/schema';
import { cached, cachedWhenKnown } from '@/lib/catalog/cache';
import { tags } from '@/lib/catalog/tags';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { knownListPage, knownRecordId, listOrder, readTableBounds, type ListWindow } from './sql';

/** The banner texts of a general page, keyed by its route (`about`, `contact`, `blog`, ...). */
type PageTitle = { id: number; key: string; title: string; subtitle: string; image: string };

/** The banner keys of the pages in this module's care. */
export const BANNER_KEYS = { blogList: 'blog', about: 'about', helpCenter: 'help-center', terms: 'terms', contact: 'contact' } as const;

/**
 * Every key a page of the site asks for: those above, the home page's, the destinations page's
 * (app/[locale]/(site)/destinations) and the tour lists' (components/tours/tour-search-page.ts).
 * Their reads are cached even before the dashboard sets a banner for them.
 */
const PAGE_KEYS: ReadonlySet<string> = new Set([...Object.values(BANNER_KEYS), 'home', 'destinations', 'tour-list']);

export const pageTitleSortFields = ['Id', 'Key'] as const;
type PageTitleSortField = (typeof pageTitleSortFields)[number];

function toPageTitle(row: typeof pageTitles.$inferSelect, locale: Locale): PageTitle {
  return { id: row.id, key: row.key, title: pick(row.title, locale), subtitle: pick(row.subtitle, locale), image: row.image };
}

/** How many banners there are, the highest id and every key: the pages, ids and keys the reads below cache. */
const pageTitleBounds = cached(
  async () => {
    const db = await getDb();
    const [bounds, keys] = await Promise.all([readTableBounds(pageTitles), db.select({ key: pageTitles.key }).from(pageTitles)]);
    return { ...bounds, keys: keys.map((row) => row.key) };
  },
  ['content', 'page-titles', 'bounds'],
  { tags: [tags.content] },
);

export const listPageTitles = cachedWhenKnown(
  async (locale: Locale, query: ListWindow & { sortBy: PageTitleSortField }): Promise<{ items: PageTitle[]; count: number }> => {
    const db = await getDb();
    const column = query.sortBy === 'Id' ? pageTitles.id : pageTitles.key;
    const [rows, count] = await Promise.all([
      db.select().from(pageTitles).orderBy(...listOrder(column, query.sortOrder, pageTitles.id)).limit(query.size).offset(query.index * query.size),
      db.$count(pageTitles),
    ]);
    return { items: rows.map((row) => toPageTitle(row, locale)), count };
  },
  ['content', 'page-titles', 'list'],
  { tags: [tags.content] },
  knownListPage(pageTitleBounds),
);

export const getPageTitleById = cachedWhenKnown(
  async (id: number, locale: Locale): Promise<PageTitle | null> => {
    const db = await getDb();
    const [row] = await db.select().from(pageTitles).where(eq(pageTitles.id, id));
    return row ? toPageTitle(row, locale) : null;
  },
  ['content', 'page-titles', 'by-id'],
  { tags: [tags.content] },
  knownRecordId(pageTitleBounds),
);

/** The banner of a page by its key, or null when the dashboard has not set one (pages then use their own title). */
export const getPageTitle = cachedWhenKnown(
  async (key: string, locale: Locale): Promise<PageTitle | null> => {
    const db = await getDb();
    const [row] = await db.select().from(pageTitles).where(eq(pageTitles.key, key));
    return row ? toPageTitle(row, locale) : null;
  },
  ['content', 'page-titles', 'by-key'],
  { tags: [tags.content] },
  // The pages ask for their own keys (`home`, `about`, ...), cached even before the dashboard sets them;
  // any other key (GET /api/PageTitles/{key}) only when a banner has it.
  async (key) => PAGE_KEYS.has(key) || (await pageTitleBounds()).keys.includes(key),
);

export type Banner = Pick<PageTitle, 'title' | 'subtitle' | 'image'>;

/** The banner of a page: the dashboard's texts where set, else the page's own (translated) texts. */
export async function getBanner(key: string, locale: Locale, fallback: { title: string; subtitle?: string }): Promise<Banner> {
  const stored = await getPageTitle(key, locale);
  return {
    title: stored?.title || fallback.title,
    subtitle: stored?.title ? stored.subtitle : (fallback.subtitle ?? ''),
    image: stored?.image ?? '',
  };
}
