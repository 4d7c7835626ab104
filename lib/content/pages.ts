import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pages } from '@/lib/db/schema';
import { cached, cachedWhenKnown } from '@/lib/catalog/cache';
import { localizedText } from '@/lib/catalog/sql';
import { tags } from '@/lib/catalog/tags';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { knownListPage, knownRecordId, listOrder, readTableBounds, type ListWindow } from './sql';

type PageSummary = { id: number; title: string; updatedAt: string };
export type StaticPage = PageSummary & { body: string };

// Client components must import PAGE_IDS from './page-ids': this module is server-only.
export { PAGE_IDS } from './page-ids';

export const pageSortFields = ['Id', 'Title', 'UpdatedAt'] as const;
type PageSortField = (typeof pageSortFields)[number];

function sortColumn(field: PageSortField, locale: Locale) {
  if (field === 'Title') return localizedText(pages.title, locale);
  return field === 'Id' ? pages.id : pages.updatedAt;
}

/** How many pages are published and the highest id: the list pages and ids the reads below cache. */
const pageBounds = cached(() => readTableBounds(pages, eq(pages.isActive, true)), ['content', 'pages', 'bounds'], { tags: [tags.pages] });

export const listPages = cachedWhenKnown(
  async (locale: Locale, query: ListWindow & { sortBy: PageSortField }): Promise<{ items: PageSummary[]; count: number }> => {
    const db = await getDb();
    const where = eq(pages.isActive, true);
    const [rows, count] = await Promise.all([
      db
        .select({ id: pages.id, title: pages.title, updatedAt: pages.updatedAt })
        .from(pages)
        .where(where)
        .orderBy(...listOrder(sortColumn(query.sortBy, locale), query.sortOrder, pages.id))
        .limit(query.size)
        .offset(query.index * query.size),
      db.$count(pages, where),
    ]);
    return { items: rows.map((row) => ({ id: row.id, title: pick(row.title, locale), updatedAt: row.updatedAt.toISOString() })), count };
  },
  ['content', 'pages', 'list'],
  { tags: [tags.pages] },
  knownListPage(pageBounds),
);

/** A published static page, or null. */
export const getPage = cachedWhenKnown(
  async (id: number, locale: Locale): Promise<StaticPage | null> => {
    const db = await getDb();
    const [row] = await db.select().from(pages).where(and(eq(pages.id, id), eq(pages.isActive, true)));
    if (!row) return null;
    return { id: row.id, title: pick(row.title, locale), body: pick(row.body, locale), updatedAt: row.updatedAt.toISOString() };
  },
  ['content', 'pages', 'one'],
  { tags: [tags.pages] },
  knownRecordId(pageBounds),
);

/** Id and title of several published pages, in the order asked (for link lists such as the terms page's). */
export const getPageLinks = cached(
  async (ids: number[], locale: Locale): Promise<PageSummary[]> => {
    const db = await getDb();
    const rows = await db
      .select({ id: pages.id, title: pages.title, updatedAt: pages.updatedAt })
      .from(pages)
      .where(and(inArray(pages.id, ids), eq(pages.isActive, true)));
    return ids.flatMap((id) => {
      const row = rows.find((candidate) => candidate.id === id);
      return row ? [{ id: row.id, title: pick(row.title, locale), updatedAt: row.updatedAt.toISOString() }] : [];
    });
  },
  ['content', 'pages', 'links'],
  { tags: [tags.pages] },
);
