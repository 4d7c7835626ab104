import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { sliders } from '@/lib/db/schema';
import { cached, cachedWhenKnown } from '@/lib/catalog/cache';
import { tags } from '@/lib/catalog/tags';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { knownListPage, knownRecordId, listOrder, readTableBounds, type ListWindow } from './sql';

export type Slide = { id: number; title: string; subtitle: string; image: string; linkUrl: string; orderNo: number };

export const sliderSortFields = ['Id', 'OrderNo'] as const;
type SliderSortField = (typeof sliderSortFields)[number];

function toSlide(row: typeof sliders.$inferSelect, locale: Locale): Slide {
  return { id: row.id, title: pick(row.title, locale), subtitle: pick(row.subtitle, locale), image: row.image, linkUrl: row.linkUrl, orderNo: row.orderNo };
}

/** How many slides are active and the highest id: the pages and ids the reads below cache. */
const sliderBounds = cached(() => readTableBounds(sliders, eq(sliders.isActive, true)), ['content', 'sliders', 'bounds'], { tags: [tags.content] });

/** Active home-page slides, one page of them. */
export const listSliders = cachedWhenKnown(
  async (locale: Locale, query: ListWindow & { sortBy: SliderSortField }): Promise<{ items: Slide[]; count: number }> => {
    const db = await getDb();
    const where = eq(sliders.isActive, true);
    const column = query.sortBy === 'Id' ? sliders.id : sliders.orderNo;
    const [rows, count] = await Promise.all([
      db.select().from(sliders).where(where).orderBy(...listOrder(column, query.sortOrder, sliders.id)).limit(query.size).offset(query.index * query.size),
      db.$count(sliders, where),
    ]);
    return { items: rows.map((row) => toSlide(row, locale)), count };
  },
  ['content', 'sliders', 'list'],
  { tags: [tags.content] },
  knownListPage(sliderBounds),
);

export const getSlider = cachedWhenKnown(
  async (id: number, locale: Locale): Promise<Slide | null> => {
    const db = await getDb();
    const [row] = await db.select().from(sliders).where(and(eq(sliders.id, id), eq(sliders.isActive, true)));
    return row ? toSlide(row, locale) : null;
  },
  ['content', 'sliders', 'one'],
  { tags: [tags.content] },
  knownRecordId(sliderBounds),
);
