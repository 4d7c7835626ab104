import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pageTitles } from '@/lib/db/schema';
import { cached } from '@/lib/catalog/cache';
import { tags } from '@/lib/catalog/tags';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { listOrder, type ListWindow } from './sql';

/** The banner texts of a general page, keyed by its route (`about`, `contact`, `blog`, ...). */
type PageTitle = { id: number; key: string; title: string; subtitle: string; image: string };

/** The banner keys of the pages in this module's care. */
export const BANNER_KEYS = { blogList: 'blog', about: 'about', helpCenter: 'help-center', terms: 'terms', contact: 'contact' } as const;

export const pageTitleSortFields = ['Id', 'Key'] as const;
type PageTitleSortField = (typeof pageTitleSortFields)[number];

function toPageTitle(row: typeof pageTitles.$inferSelect, locale: Locale): PageTitle {
  return { id: row.id, key: row.key, title: pick(row.title, locale), subtitle: pick(row.subtitle, locale), image: row.image };
}

export const listPageTitles = cached(
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
);

export const getPageTitleById = cached(
  async (id: number, locale: Locale): Promise<PageTitle | null> => {
    const db = await getDb();
    const [row] = await db.select().from(pageTitles).where(eq(pageTitles.id, id));
    return row ? toPageTitle(row, locale) : null;
  },
  ['content', 'page-titles', 'by-id'],
  { tags: [tags.content] },
);

/** The banner of a page by its key, or null when the dashboard has not set one (pages then use their own title). */
export const getPageTitle = cached(
  async (key: string, locale: Locale): Promise<PageTitle | null> => {
    const db = await getDb();
    const [row] = await db.select().from(pageTitles).where(eq(pageTitles.key, key));
    return row ? toPageTitle(row, locale) : null;
  },
  ['content', 'page-titles', 'by-key'],
  { tags: [tags.content] },
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
