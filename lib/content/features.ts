import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { features } from '@/lib/db/schema';
import { cached, cachedWhenKnown } from '@/lib/catalog/cache';
import { tags } from '@/lib/catalog/tags';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { knownListPage, knownRecordId, listOrder, readTableBounds, type ListWindow } from './sql';

/** One of the agency's selling points ("licensed agency", "local guides", ...). */
export type Feature = { id: number; title: string; description: string; icon: string; orderNo: number };

export const featureSortFields = ['Id', 'OrderNo'] as const;
type FeatureSortField = (typeof featureSortFields)[number];

function toFeature(row: typeof features.$inferSelect, locale: Locale): Feature {
  return { id: row.id, title: pick(row.title, locale), description: pick(row.description, locale), icon: row.icon, orderNo: row.orderNo };
}

/** How many features are active and the highest id: the pages and ids the reads below cache. */
const featureBounds = cached(() => readTableBounds(features, eq(features.isActive, true)), ['content', 'features', 'bounds'], { tags: [tags.content] });

export const listFeatures = cachedWhenKnown(
  async (locale: Locale, query: ListWindow & { sortBy: FeatureSortField }): Promise<{ items: Feature[]; count: number }> => {
    const db = await getDb();
    const where = eq(features.isActive, true);
    const column = query.sortBy === 'Id' ? features.id : features.orderNo;
    const [rows, count] = await Promise.all([
      db.select().from(features).where(where).orderBy(...listOrder(column, query.sortOrder, features.id)).limit(query.size).offset(query.index * query.size),
      db.$count(features, where),
    ]);
    return { items: rows.map((row) => toFeature(row, locale)), count };
  },
  ['content', 'features', 'list'],
  { tags: [tags.content] },
  knownListPage(featureBounds),
);

export const getFeature = cachedWhenKnown(
  async (id: number, locale: Locale): Promise<Feature | null> => {
    const db = await getDb();
    const [row] = await db.select().from(features).where(and(eq(features.id, id), eq(features.isActive, true)));
    return row ? toFeature(row, locale) : null;
  },
  ['content', 'features', 'one'],
  { tags: [tags.content] },
  knownRecordId(featureBounds),
);
