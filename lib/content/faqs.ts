import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { faqs } from '@/lib/db/schema';
import { cached, cachedWhenKnown } from '@/lib/catalog/cache';
import { localizedText } from '@/lib/catalog/sql';
import { tags } from '@/lib/catalog/tags';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { groupFaqs, type FaqGroup } from './faq-filter';
import { knownListPage, knownRecordId, listOrder, readTableBounds, type ListWindow } from './sql';

/** A question and answer of the help centre. */
export type Faq = { id: number; category: string; question: string; answer: string; orderNo: number };

export const faqSortFields = ['Id', 'OrderNo', 'Category'] as const;
type FaqSortField = (typeof faqSortFields)[number];

function toFaq(row: typeof faqs.$inferSelect, locale: Locale): Faq {
  return { id: row.id, category: pick(row.category, locale), question: pick(row.question, locale), answer: pick(row.answer, locale), orderNo: row.orderNo };
}

function sortColumn(field: FaqSortField, locale: Locale) {
  if (field === 'Category') return localizedText(faqs.category, locale);
  return field === 'Id' ? faqs.id : faqs.orderNo;
}

/** How many questions there are and the highest id: the pages and ids the reads below cache. */
const faqBounds = cached(() => readTableBounds(faqs), ['content', 'faqs', 'bounds'], { tags: [tags.content] });

export const listFaqs = cachedWhenKnown(
  async (locale: Locale, query: ListWindow & { sortBy: FaqSortField }): Promise<{ items: Faq[]; count: number }> => {
    const db = await getDb();
    const [rows, count] = await Promise.all([
      db
        .select()
        .from(faqs)
        .orderBy(...listOrder(sortColumn(query.sortBy, locale), query.sortOrder, faqs.id))
        .limit(query.size)
        .offset(query.index * query.size),
      db.$count(faqs),
    ]);
    return { items: rows.map((row) => toFaq(row, locale)), count };
  },
  ['content', 'faqs', 'list'],
  { tags: [tags.content] },
  knownListPage(faqBounds),
);

export const getFaq = cachedWhenKnown(
  async (id: number, locale: Locale): Promise<Faq | null> => {
    const db = await getDb();
    const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
    return row ? toFaq(row, locale) : null;
  },
  ['content', 'faqs', 'one'],
  { tags: [tags.content] },
  knownRecordId(faqBounds),
);

/** All questions grouped by category for the help centre, in the dashboard's order. */
export const getFaqGroups = cached(
  async (locale: Locale): Promise<FaqGroup[]> => {
    const db = await getDb();
    const rows = await db.select().from(faqs).orderBy(faqs.orderNo, faqs.id);
    return groupFaqs(rows.map((row) => toFaq(row, locale)).map(({ id, category, question, answer }) => ({ id, category, question, answer })));
  },
  ['content', 'faqs', 'groups'],
  { tags: [tags.content] },
);
