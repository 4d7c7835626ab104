import 'server-only';
import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { carts, mailOutbox, oneTimeCodes, orderEvents, orderTravellers, orders, paymentAttempts, refreshTokens, tourReviews, tours, users, wishlists } from '@/lib/db/schema';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { recordAudit } from '@/lib/admin/audit';
import { listOrdersOfUser } from '@/lib/orders/read';
import { paymentsOf } from '@/lib/orders/payments';
import { lockAccount, localeOf } from '@/lib/auth/users';
import { translator } from '@/lib/i18n/messages';
import { afterAnswer } from '@/lib/http/after-answer';
import { sendMail } from '@/lib/mail/send';
import { toHtml } from '@/lib/orders/notifications';
import { maskedNumber } from '@/lib/travellers/masked';

/**
 * A customer's own rights over their data (KVKK art. 11; docs/decisions/0159): a copy of everything
 * the site keeps about the account, and the account's erasure. Bookings are kept either way: tax and
 * commercial law keep booking and invoice records for ten years (docs/checkout-law.md).
 */

/**
 * Everything kept about the account, as the customer may read it: the account, every booking with
 * its travellers, payments, card attempts, status history and the legal texts accepted (with the
 * address they were accepted from), reviews and the wishlist. Identity and passport numbers are
 * masked as on a closed travellers list: the file may be downloaded by any session, and the numbers
 * are often other people's. No password hash, session secret or card number (none is stored), no
 * staff note. Amounts are kuruş, as in the API.
 */
export async function personalData(db: Executor, userId: number, locale: Locale) {
  const [account] = await db
    .select({ email: users.email, name: users.name, surname: users.surname, phone: users.phone, locale: users.locale, createdAt: users.createdAt, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  const bookings = await listOrdersOfUser(db, userId, locale);
  const orderIds = bookings.map((booking) => booking.id);
  const travellers = orderIds.length
    ? await db
        .select({ orderId: orderTravellers.orderId, category: orderTravellers.category, name: orderTravellers.name, surname: orderTravellers.surname, birthDate: orderTravellers.birthDate, nationality: orderTravellers.nationality, tckn: orderTravellers.tckn, passportNo: orderTravellers.passportNo })
        .from(orderTravellers)
        .where(inArray(orderTravellers.orderId, orderIds))
        .orderBy(asc(orderTravellers.orderDetailId), asc(orderTravellers.seat))
    : [];
  const reviews = await db
    .select({ tourId: tourReviews.tourId, title: tours.title, authorName: tourReviews.authorName, stars: tourReviews.stars, text: tourReviews.text, locale: tourReviews.locale, status: tourReviews.status, reply: tourReviews.reply, createdAt: tourReviews.createdAt })
    .from(tourReviews)
    .leftJoin(tours, eq(tours.id, tourReviews.tourId))
    .where(eq(tourReviews.userId, userId))
    .orderBy(asc(tourReviews.id));
  const history = orderIds.length
    ? await db
        .select({ orderId: orderEvents.orderId, fromStatus: orderEvents.fromStatus, toStatus: orderEvents.toStatus, actorKind: orderEvents.actorKind, createdAt: orderEvents.createdAt })
        .from(orderEvents)
        .where(inArray(orderEvents.orderId, orderIds))
        .orderBy(asc(orderEvents.id))
    : [];
  const attempts = orderIds.length
    ? await db
        .select({ orderId: paymentAttempts.orderId, amount: paymentAttempts.amount, status: paymentAttempts.status, maskedPan: paymentAttempts.maskedPan, installments: paymentAttempts.installments, createdAt: paymentAttempts.createdAt })
        .from(paymentAttempts)
        .where(inArray(paymentAttempts.orderId, orderIds))
        .orderBy(asc(paymentAttempts.id))
    : [];
  const extras = orderIds.length
    ? await db.select({ id: orders.id, acceptances: orders.acceptances, ip: orders.ip }).from(orders).where(inArray(orders.id, orderIds))
    : [];
  const wishlist = await db
    .select({ tourId: wishlists.tourId, title: tours.title, createdAt: wishlists.createdAt })
    .from(wishlists)
    .innerJoin(tours, eq(tours.id, wishlists.tourId))
    .where(eq(wishlists.userId, userId))
    .orderBy(asc(wishlists.createdAt));
  return {
    exportedAt: new Date().toISOString(),
    account: account && { ...account, locale: localeOf(account), createdAt: account.createdAt.toISOString(), emailVerifiedAt: account.emailVerifiedAt?.toISOString() ?? null },
    bookings: await Promise.all(
      bookings.map(async ({ id, ...booking }) => {
        const own = <T extends { orderId: number }>(rows: T[]) => rows.filter((row) => row.orderId === id).map(({ orderId: _, ...row }) => row);
        const extra = extras.find((row) => row.id === id);
        return {
          ...booking,
          placedFrom: extra?.ip ?? '',
          acceptances: extra?.acceptances ?? [],
          travellers: own(travellers).map((traveller) => ({ ...traveller, tckn: maskedNumber(traveller.tckn), passportNo: maskedNumber(traveller.passportNo) })),
          payments: await paymentsOf(db, id),
          cardAttempts: own(attempts).map((attempt) => ({ ...attempt, createdAt: attempt.createdAt.toISOString() })),
          history: own(history).map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
        };
      }),
    ),
    reviews: reviews.map(({ title, createdAt, ...review }) => ({ ...review, tourName: title ? pick(title, locale) : null, createdAt: createdAt.toISOString() })),
    wishlist: wishlist.map(({ title, createdAt, tourId }) => ({ tourId, tourName: pick(title, locale), addedAt: createdAt.toISOString() })),
  };
}

/**
 * Bookings that keep the account: not paid yet, a trip still to come, a balance still due, a card
 * payment still at the bank (its late approval would confirm the booking again), or money the agency
 * still owes back (cancelled after a payment, or a second charge flagged for refund and not given
 * back yet). Their customer must be able to sign in, pay, be reached and be refunded.
 */
export async function countUnfinishedBookings(db: Executor, userId: number): Promise<number> {
  const unfinished = or(
    inArray(orders.orderStatus, ['Pending', 'Processing', 'Confirmed']),
    eq(orders.paymentStatus, 'Partial'),
    and(eq(orders.orderStatus, 'Cancelled'), eq(orders.paymentStatus, 'Completed')),
    sql`exists (select 1 from ${paymentAttempts} where ${paymentAttempts.orderId} = ${orders.id} and (${paymentAttempts.status} = 'initiated' or (${paymentAttempts.refundNeeded} and ${paymentAttempts.refundedAt} is null)))`,
  );
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(orders).where(and(eq(orders.userId, userId), unfinished));
  return count;
}

export type Erasure = { ok: true; email: string; locale: Locale; keptBookings: number; tours: number[] } | { ok: false; reason: 'unfinishedBookings'; count: number } | { ok: false; reason: 'staff' | 'missing' };

/**
 * Erases a customer's account, in one transaction with the account locked: its sign-ins, cart,
 * wishlist, reviews, one-time codes and their mails go. An account without bookings is deleted; one
 * with finished bookings keeps them, and becomes a nameless row nobody can sign in to (no address,
 * no password) that holds them for the legal period. Refused while a booking is unfinished.
 * `tours`: those whose published reviews went (their pages must be expired).
 */
export async function eraseAccount(db: Executor, userId: number): Promise<Erasure> {
  return db.transaction(async (tx) => {
    if (!(await lockAccount(tx, userId))) return { ok: false, reason: 'missing' } as const;
    const [account] = await tx.select().from(users).where(eq(users.id, userId));
    if (account.role !== 'customer' || account.email === '' || account.erasedAt) return { ok: false, reason: account.role === 'customer' ? 'missing' : 'staff' } as const;
    const open = await countUnfinishedBookings(tx, userId);
    if (open > 0) return { ok: false, reason: 'unfinishedBookings', count: open } as const;
    const [{ kept }] = await tx.select({ kept: sql<number>`count(*)::int` }).from(orders).where(eq(orders.userId, userId));

    const reviews = await tx.delete(tourReviews).where(eq(tourReviews.userId, userId)).returning({ tourId: tourReviews.tourId, status: tourReviews.status });
    await tx.delete(wishlists).where(eq(wishlists.userId, userId));
    await tx.delete(carts).where(eq(carts.userId, userId));
    await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.email, account.email));
    await tx.delete(mailOutbox).where(and(eq(mailOutbox.to, account.email), like(mailOutbox.kind, 'otp-%')));
    await recordAudit(tx, { userId, action: 'account.erase', entity: 'user', entityId: userId, details: { keptBookings: kept, reviews: reviews.length } });
    if (kept === 0) await tx.delete(users).where(eq(users.id, userId));
    else {
      const now = new Date();
      await tx.update(users).set({ email: '', passwordHash: null, name: '', surname: '', phone: '', emailVerifiedAt: null, erasedAt: now, updatedAt: now }).where(eq(users.id, userId));
    }
    const published = reviews.filter((review) => review.status === 'approved').map((review) => review.tourId);
    return { ok: true, email: account.email, locale: localeOf(account), keptBookings: kept, tours: [...new Set(published)] } as const;
  });
}

/**
 * Tells the former owner that the account is gone and what stays, once the answer has gone out (a
 * slow mail server must not keep the browser from its cleared cookies). The outbox keeps this mail
 * with the booking mails.
 */
export function sendErasedMail(to: string, locale: Locale): Promise<void> {
  const t = translator(locale);
  const text = [t('auth.mail.greeting'), t('auth.mail.erasedBody'), t('site.brand')].join('\n\n');
  return afterAnswer('account', () => sendMail({ to, subject: t('auth.mail.erasedSubject'), text, html: toHtml(text), kind: 'account-erased', locale }));
}
