import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { testimonials } from '@/lib/db/schema';
import { cached, cachedWhenKnown } from '@/lib/catalog/cache';
import { tags } from '@/lib/catalog/tags';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { knownListPage, knownRecordId, listOrder, readTableBounds, type ListWindow } from './sql';

/** A traveller's words about a tour, with a 1–5 star rating. */
export type Testimonial = { id: number; name: string; location: string; text: string; rating: number; orderNo: number };

export const testimonialSortFields = ['Id', 'OrderNo', 'Rating'] as const;
type TestimonialSortField = (typeof testimonialSortFields)[number];

const sortColumns = { Id: testimonials.id, OrderNo: testimonials.orderNo, Rating: testimonials.rating } as const;

function toTestimonial(row: typeof testimonials.$inferSelect, locale: Locale): Testimonial {
  return { id: row.id, name: row.name, location: pick(row.location, locale), text: pick(row.text, locale), rating: row.rating, orderNo: row.orderNo };
}

/** How many testimonials are active and the highest id: the pages and ids the reads below cache. */
const testimonialBounds = cached(() => readTableBounds(testimonials, eq(testimonials.isActive, true)), ['content', 'testimonials', 'bounds'], { tags: [tags.content] });

export const listTestimonials = cachedWhenKnown(
  async (locale: Locale, query: ListWindow & { sortBy: TestimonialSortField }): Promise<{ items: Testimonial[]; count: number }> => {
    const db = await getDb();
    const where = eq(testimonials.isActive, true);
    const [rows, count] = await Promise.all([
      db
        .select()
        .from(testimonials)
        .where(where)
        .orderBy(...listOrder(sortColumns[query.sortBy], query.sortOrder, testimonials.id))
        .limit(query.size)
        .offset(query.index * query.size),
      db.$count(testimonials, where),
    ]);
    return { items: rows.map((row) => toTestimonial(row, locale)), count };
  },
  ['content', 'testimonials', 'list'],
  { tags: [tags.content] },
  knownListPage(testimonialBounds),
);

export const getTestimonial = cachedWhenKnown(
  async (id: number, locale: Locale): Promise<Testimonial | null> => {
    const db = await getDb();
    const [row] = await db.select().from(testimonials).where(and(eq(testimonials.id, id), eq(testimonials.isActive, true)));
    return row ? toTestimonial(row, locale) : null;
  },
  ['content', 'testimonials', 'one'],
  { tags: [tags.content] },
  knownRecordId(testimonialBounds),
);
