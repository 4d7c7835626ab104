import 'server-only';
import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { carts, mailOutbox, oneTimeCodes, orderTravellers, orders, refreshTokens, tourReviews, tours, users, wishlists } from '@/lib/db/schema';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { recordAudit } from '@/lib/admin/audit';
import { listOrdersOfUser } from '@/lib/orders/read';
import { paymentsOf } from '@/lib/orders/payments';
import { lockAccount, localeOf } from '@/lib/auth/users';
import { translator } from '@/lib/i18n/messages';
import { sendMail } from '@/lib/mail/send';
import { toHtml } from '@/lib/orders/notifications';

/**
 * A customer's own rights over their data (KVKK art. 11; docs/decisions/0159): a copy of everything
 * the site keeps about the account, and the account's erasure. Bookings are kept either way: tax and
 * commercial law keep booking and invoice records for ten years (docs/checkout-law.md).
 */

/**
 * Everything kept about the account, as the customer may read it: the account, every booking with
 * its travellers and payments, reviews and the wishlist. No password hash, no session secret, no
 * card data (none is stored). Amounts are kuruş, as in the API.
 */
export async function personalData(db: Executor, userId: number, locale: Locale) {
  const [account] = await db
    .select({ email: users.email, name: users.name, surname: users.surname, phone: users.phone, locale: users.locale, createdAt: users.createdAt, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  const bookings = await listOrdersOfUser(db, userId, locale);
  const travellers = bookings.length
    ? await db
        .select({ orderId: orderTravellers.orderId, category: orderTravellers.category, name: orderTravellers.name, surname: orderTravellers.surname, birthDate: orderTravellers.birthDate, nationality: orderTravellers.nationality, tckn: orderTravellers.tckn, passportNo: orderTravellers.passportNo })
        .from(orderTravellers)
        .where(inArray(orderTravellers.orderId, bookings.map((booking) => booking.id)))
        .orderBy(asc(orderTravellers.orderDetailId), asc(orderTravellers.seat))
    : [];
  const reviews = await db
    .select({ tourId: tourReviews.tourId, title: tours.title, authorName: tourReviews.authorName, stars: tourReviews.stars, text: tourReviews.text, locale: tourReviews.locale, status: tourReviews.status, reply: tourReviews.reply, createdAt: tourReviews.createdAt })
    .from(tourReviews)
    .leftJoin(tours, eq(tours.id, tourReviews.tourId))
    .where(eq(tourReviews.userId, userId))
    .orderBy(asc(tourReviews.id));
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
      bookings.map(async ({ id, ...booking }) => ({
        ...booking,
        travellers: travellers.filter((traveller) => traveller.orderId === id).map(({ orderId: _, ...traveller }) => traveller),
        payments: await paymentsOf(db, id),
      })),
    ),
    reviews: reviews.map(({ title, createdAt, ...review }) => ({ ...review, tourName: title ? pick(title, locale) : null, createdAt: createdAt.toISOString() })),
    wishlist: wishlist.map(({ title, createdAt, tourId }) => ({ tourId, tourName: pick(title, locale), addedAt: createdAt.toISOString() })),
  };
}

/**
 * Bookings that keep the account: not paid yet, a trip still to come, a balance still due, or money
 * the agency still owes back (cancelled after a payment, not refunded yet). Their customer must be
 * able to sign in, pay, be reached and be refunded.
 */
export async function countUnfinishedBookings(db: Executor, userId: number): Promise<number> {
  const unfinished = or(
    inArray(orders.orderStatus, ['Pending', 'Processing', 'Confirmed']),
    eq(orders.paymentStatus, 'Partial'),
    and(eq(orders.orderStatus, 'Cancelled'), eq(orders.paymentStatus, 'Completed')),
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
    if (account.role !== 'customer' || account.email === '') return { ok: false, reason: account.role === 'customer' ? 'missing' : 'staff' } as const;
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
    else await tx.update(users).set({ email: '', passwordHash: null, name: '', surname: '', phone: '', emailVerifiedAt: null, updatedAt: new Date() }).where(eq(users.id, userId));
    const published = reviews.filter((review) => review.status === 'approved').map((review) => review.tourId);
    return { ok: true, email: account.email, locale: localeOf(account), keptBookings: kept, tours: [...new Set(published)] } as const;
  });
}

/** Tells the former owner, at the address that is no longer kept, that the account is gone and what stays. */
export async function sendErasedMail(to: string, locale: Locale): Promise<void> {
  const t = translator(locale);
  const text = [t('auth.mail.greeting'), t('auth.mail.erasedBody'), t('site.brand')].join('\n\n');
  await sendMail({ to, subject: t('auth.mail.erasedSubject'), text, html: toHtml(text), kind: 'account-erased', locale });
}
