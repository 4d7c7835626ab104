import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db/client';
import { orderDetails, orders, tourReviews, tours, users } from '@/lib/db/schema';
import { recordAudit } from '@/lib/admin/audit';
import { invalidateCatalogue } from '@/lib/catalog/invalidate';
import { tags } from '@/lib/catalog/tags';
import { HttpError } from '@/lib/http/respond';
import { lineTourName } from '@/lib/orders/tour-name';
import { enforceRateLimit, type RateLimitRule } from '@/lib/security/rate-limit';
import type { Locale } from '@/i18n/routing';
import { noShow } from '@/lib/travellers/check-in-state';
import { reviewTokenFits } from './link';
import type { ReviewInput, ReviewModeration } from './schema';

/**
 * Verified reviews (docs/product-rules.md#reviews, docs/decisions/0096): only the traveller of a
 * Completed order writes one, once per order and tour, signed in as the order's owner or through
 * the signed link of the thank-you e-mail. Staff approve or hide it and may answer; only approved
 * reviews reach the tour pages, whose cached reads are expired through invalidateCatalogue().
 */

/** Review submissions per account (the order's owner) and window. */
export const REVIEWS_PER_USER: RateLimitRule = { limit: 10, windowSeconds: 3600 };

type Caller = { userId: number | null; token?: string | null };
type OrderRow = typeof orders.$inferSelect;

/** "Deniz A.": the first name and the surname's initial, as the tour page shows the author. */
export function authorName(name: string, surname: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  const initial = surname.trim().charAt(0).toLocaleUpperCase('tr');
  return [first, initial && `${initial}.`].filter(Boolean).join(' ') || '—';
}

/** The order, when the caller may review it: its owner signed in, or the signed link's token. */
async function orderForReviewer(db: Executor, orderUUID: string, caller: Caller): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.orderUUID, orderUUID));
  if (!order) throw new HttpError(404, 'orderNotFound');
  // Its owner erased the account and its reviews (docs/decisions/0159): an old link writes no new one.
  const [account] = await db.select({ erasedAt: users.erasedAt }).from(users).where(eq(users.id, order.userId));
  if (account?.erasedAt) throw new HttpError(410, 'linkExpired');
  const owner = caller.userId !== null && caller.userId === order.userId;
  if (!owner && !(await reviewTokenFits(caller.token, order.orderUUID))) {
    throw new HttpError(caller.userId === null ? 401 : 403, caller.userId === null ? 'reviewLinkInvalid' : 'ownOrdersOnly');
  }
  return order;
}

export type ReviewableTour = {
  tourId: number;
  title: string;
  review: { stars: number; text: string; language: string; status: 'pending' | 'approved' | 'hidden'; createdAt: string } | null;
};

/** What the review page shows: the order's tours and the review of each, if written. */
export async function reviewPageData(orderUUID: string, caller: Caller, locale: Locale) {
  const db = await getDb();
  const order = await orderForReviewer(db, orderUUID, caller);
  const lines = await db
    .select({ tourId: orderDetails.tourId, tourName: orderDetails.tourName, title: tours.title })
    .from(orderDetails)
    .innerJoin(tours, eq(tours.id, orderDetails.tourId))
    .where(eq(orderDetails.orderId, order.id))
    .orderBy(asc(orderDetails.id));
  const written = await db.select().from(tourReviews).where(eq(tourReviews.orderId, order.id));
  const seen = new Set<number>();
  const items: ReviewableTour[] = [];
  for (const line of lines) {
    if (seen.has(line.tourId)) continue;
    seen.add(line.tourId);
    const review = written.find((row) => row.tourId === line.tourId);
    items.push({
      tourId: line.tourId,
      title: lineTourName(line.title, line.tourName, locale),
      review: review ? { stars: review.stars, text: review.text, language: review.locale, status: review.status, createdAt: review.createdAt.toISOString() } : null,
    });
  }
  return { orderStatus: order.orderStatus, canReview: order.orderStatus === 'Completed', travellerName: order.reservationName, tours: items };
}

/**
 * Writes the review of one tour of a Completed order: 401/403 when the caller may not, 409 while
 * the trip is not completed or when this tour of the order already has its review (the unique
 * index decides between two simultaneous submits), 429 past the per-account limit. Pending until
 * staff approve it.
 */
export async function submitReview(orderUUID: string, caller: Caller, input: ReviewInput) {
  const db = await getDb();
  const order = await orderForReviewer(db, orderUUID, { userId: caller.userId, token: input.token ?? caller.token });
  await enforceRateLimit(`review:user:${order.userId}`, REVIEWS_PER_USER);
  if (order.orderStatus !== 'Completed') throw new HttpError(409, 'reviewNotYet');
  // A verified review is of a trip taken (docs/decisions/0096): not of a booking the guide marked absent.
  const [absent] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, order.id), noShow(orders.id)));
  if (absent) throw new HttpError(409, 'reviewNoShow');
  const [line] = await db
    .select({ id: orderDetails.id })
    .from(orderDetails)
    .where(and(eq(orderDetails.orderId, order.id), eq(orderDetails.tourId, input.tourId)))
    .limit(1);
  if (!line) throw new HttpError(404, 'reviewTourNotInOrder');
  const [row] = await db
    .insert(tourReviews)
    .values({
      tourId: input.tourId,
      orderId: order.id,
      userId: order.userId,
      authorName: authorName(order.reservationName, order.reservationSurName),
      stars: input.stars,
      text: input.text,
      locale: input.language,
    })
    .onConflictDoNothing()
    .returning({ id: tourReviews.id, status: tourReviews.status });
  if (!row) throw new HttpError(409, 'alreadyReviewed');
  return row;
}

// ---------------------------------------------------------------- staff

export type ReviewFilter = 'pending' | 'approved' | 'hidden' | 'all';

/** The dashboard's list, newest first, with how many wait for a decision. */
export async function listReviews(db: Executor, { index, size, status }: { index: number; size: number; status: ReviewFilter }, locale: Locale) {
  const where = status === 'all' ? undefined : eq(tourReviews.status, status);
  const [rows, [{ total, pending }]] = await Promise.all([
    db
      .select({ review: tourReviews, title: tours.title, orderUUID: orders.orderUUID })
      .from(tourReviews)
      .innerJoin(tours, eq(tours.id, tourReviews.tourId))
      .innerJoin(orders, eq(orders.id, tourReviews.orderId))
      .where(where)
      .orderBy(desc(tourReviews.createdAt), desc(tourReviews.id))
      .limit(size)
      .offset(index * size),
    db
      .select({
        total: sql<number>`count(*) filter (where ${where ?? sql`true`})::int`,
        pending: sql<number>`count(*) filter (where ${tourReviews.status} = 'pending')::int`,
      })
      .from(tourReviews),
  ]);
  return {
    items: rows.map(({ review, title, orderUUID }) => ({
      id: review.id,
      tourId: review.tourId,
      tourTitle: title[locale] || title.tr,
      orderId: review.orderId,
      orderUUID,
      authorName: review.authorName,
      stars: review.stars,
      text: review.text,
      language: review.locale,
      status: review.status,
      reply: review.reply,
      repliedAt: review.repliedAt?.toISOString() ?? null,
      createdAt: review.createdAt.toISOString(),
    })),
    total: Number(total),
    pending: Number(pending),
  };
}

/**
 * Approves or hides a review and/or sets the agency's answer (audited, in the same transaction);
 * the tour's pages and the lists' averages are expired once it has committed. Null when unknown.
 */
export async function moderateReview(id: number, change: ReviewModeration, adminId: number) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(tourReviews).where(eq(tourReviews.id, id)).for('update');
    if (!before) return null;
    const now = new Date();
    const set: Partial<typeof tourReviews.$inferInsert> = { updatedAt: now };
    if (change.status !== undefined) Object.assign(set, { status: change.status, moderatedAt: now });
    if (change.reply !== undefined) Object.assign(set, { reply: change.reply, repliedAt: change.reply ? now : null });
    const [after] = await tx.update(tourReviews).set(set).where(eq(tourReviews.id, id)).returning();
    await recordAudit(tx, {
      userId: adminId,
      action: change.status ? `review.${change.status === 'approved' ? 'approve' : 'hide'}` : 'review.reply',
      entity: 'review',
      entityId: id,
      details: {
        tourId: after.tourId,
        ...(change.status !== undefined ? { status: { from: before.status, to: after.status } } : {}),
        ...(change.reply !== undefined ? { reply: { from: before.reply, to: after.reply } } : {}),
      },
    });
    return after;
  });
  if (!result) return null;
  // The tour's page shows the review and its average; the lists and cards show the average and count.
  await invalidateCatalogue({ tags: [tags.tours, tags.tour(result.tourId)] });
  return { id: result.id, status: result.status, reply: result.reply, repliedAt: result.repliedAt?.toISOString() ?? null };
}
