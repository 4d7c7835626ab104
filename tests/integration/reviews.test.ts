import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as checkout } from '@/app/api/Checkout/route';
import { GET as reviewPage, POST as reviewPost } from '@/app/api/Orders/[orderId]/review/route';
import { POST as addToCart } from '@/app/api/VWShoppingCarts/route';
import { GET as adminList } from '@/app/api/admin/reviews/route';
import { PATCH as adminPatch } from '@/app/api/admin/reviews/[id]/route';
import { GET as tourApi } from '@/app/api/Tours/[id]/route';
import { auditLog, orders, rateLimits, tourReviews } from '@/lib/db/schema';
import { getTourDetail, getTourPage } from '@/lib/catalog/tours';
import { parseTourListQuery } from '@/lib/catalog/tour-search';
import { mergeGuestCart } from '@/lib/cart/merge-guest-cart';
import { markTransferPaid } from '@/lib/orders/mark-paid';
import { runTripDay } from '@/lib/orders/trip-day';
import { reviewToken } from '@/lib/reviews/link';
import { recordCache } from '../support/cache-recorder';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount, signedIn } from './auth-support';
import { checkoutForm, customerWithPlacedOrder, seedAgency, seedBookableTour } from './shop-support';

/**
 * Verified reviews (lib/reviews/reviews.ts): only the traveller of a Completed order reviews it,
 * once per order and tour, signed in as its owner or through the signed link; staff approve, hide
 * and answer (audited), and only approved reviews reach the tour page, its JSON and the lists,
 * whose cached reads are expired through invalidateCatalogue().
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let tourId: number;
let otherTourId: number;
let departure: { id: number; startsOn: string };
let adminId: number;
const PASSWORD = 'Gezgin2026!';
const ADMIN = 'staff@anatolia.example';
const cache = recordCache();

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  handle = await openTestDatabase({ seed: false });
  await seedAgency();
  const seeded = await seedBookableTour('Balon Turu');
  tourId = seeded.tour.id;
  departure = seeded.open;
  otherTourId = (await seedBookableTour('Boğaz Turu')).tour.id;
  adminId = (await createAccount({ email: ADMIN, password: PASSWORD, role: 'admin' })).id;
});
afterAll(async () => {
  cache.restore();
  vi.restoreAllMocks();
  await handle.close();
});
beforeEach(async () => {
  cache.expiredTags.length = 0;
  await handle.db.delete(rateLimits);
});

/** A customer's booking, paid; Completed after the trip unless `complete: false`. */
async function booking({ complete = true } = {}) {
  const { order, email, user } = await customerWithPlacedOrder({ tourId, departureId: departure.id, password: PASSWORD, paymentMethod: 'eft' });
  await markTransferPaid(order.id, adminId);
  if (complete) await runTripDay(new Date(Date.parse(`${departure.startsOn}T09:00:00Z`) + 86_400_000), { orderIds: [order.id] });
  return { id: order.id, uuid: order.orderUUID, email, userId: user.id };
}

const review = (extra: Record<string, unknown> = {}) => ({ tourId, stars: 5, text: 'Harika bir gün, rehber çok bilgiliydi.', language: 'tr', ...extra });
const post = (browser: Browser, uuid: string, json: unknown) => browser.call(reviewPost, `/api/Orders/${uuid}/review`, { json, params: { orderId: uuid } });

describe('who may review', () => {
  it('only the customer of a completed booking, once; a concurrent double submit keeps one review', async () => {
    const unfinished = await booking({ complete: false });
    const early = await signedIn(unfinished.email, PASSWORD);
    const tooEarly = await post(early, unfinished.uuid, review());
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.UIMessage).toBe('Bu geziyi gerçekleştikten sonra değerlendirebilirsiniz.');

    const done = await booking();
    const customer = await signedIn(done.email, PASSWORD);
    const page = await customer.call(reviewPage, `/api/Orders/${done.uuid}/review`, { params: { orderId: done.uuid } });
    expect(page.status).toBe(200);
    expect(page.body.Data).toMatchObject({ canReview: true, tours: [{ tourId, title: 'Balon Turu', review: null }] });

    const answers = await Promise.all([post(customer, done.uuid, review()), post(customer, done.uuid, review({ stars: 1 }))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.UIMessage).toBe('Bu rezervasyon için bu turu zaten değerlendirdiniz.');
    expect(await handle.db.select().from(tourReviews).where(eq(tourReviews.orderId, done.id))).toHaveLength(1);
    expect((await post(customer, done.uuid, review())).status).toBe(409);
    const [row] = await handle.db.select().from(tourReviews).where(eq(tourReviews.orderId, done.id));
    expect(row).toMatchObject({ status: 'pending', authorName: 'Ali Ö.', locale: 'tr', userId: done.userId, tourId });
  });

  it("refuses other accounts, strangers without the link and other orders' links; the signed link alone is enough", async () => {
    const done = await booking();
    const mine = await booking();
    const other = await signedIn(mine.email, PASSWORD);
    const refused = await post(other, done.uuid, review());
    expect(refused.status).toBe(403);
    expect((await other.call(reviewPage, `/api/Orders/${done.uuid}/review`, { params: { orderId: done.uuid } })).status).toBe(403);
    const stranger = new Browser('en');
    const noLink = await post(stranger, done.uuid, review());
    expect(noLink.status).toBe(401);
    expect(noLink.body.UIMessage).toBe('This review link is not valid or has expired. Sign in to review your trip.');
    expect((await post(stranger, done.uuid, review({ token: await reviewToken(mine.uuid) }))).status).toBe(401);
    const expired = await reviewToken(done.uuid, new Date(Date.now() - 61 * 86_400_000));
    expect((await post(stranger, done.uuid, review({ token: expired }))).status).toBe(401);
    expect((await post(stranger, done.uuid, review({ token: 'x.y.z' }))).status).toBe(401);
    expect((await post(stranger, '00000000-0000-4000-8000-000000000000', review())).status).toBe(404);
    const viaLink = await post(stranger, done.uuid, review({ token: await reviewToken(done.uuid), language: 'en', text: 'Lovely day, the guide knew everything.' }));
    expect(viaLink.status).toBe(201);
    expect(viaLink.body.UIMessage).toContain('Thank you!');
    const [row] = await handle.db.select().from(tourReviews).where(eq(tourReviews.orderId, done.id));
    // The review belongs to the order's owner, whoever opened the link.
    expect(row).toMatchObject({ userId: done.userId, locale: 'en' });
  });

  it('keeps a guest’s review when the guest signs in and the booking joins the account: it is neither lost nor written twice', async () => {
    const guest = new Browser();
    expect((await guest.call(addToCart, '/api/VWShoppingCarts', { json: { departureId: departure.id, adultQuantity: 1 } })).status).toBe(201);
    const placed = await guest.call(checkout, '/api/Checkout', { json: checkoutForm('misafir-yorum@example.com') });
    expect(placed.status).toBe(201);
    const uuid = placed.body.Data.orderId as string;
    const [order] = await handle.db.select().from(orders).where(eq(orders.orderUUID, uuid));
    await markTransferPaid(order.id, adminId);
    await runTripDay(new Date(Date.parse(`${departure.startsOn}T09:00:00Z`) + 86_400_000), { orderIds: [order.id] });
    expect((await post(guest, uuid, review({ stars: 1, text: 'Hiç beğenmedim, otobüs çok geç kaldı.' }))).status).toBe(201);
    const [written] = await handle.db.select().from(tourReviews).where(eq(tourReviews.orderId, order.id));
    expect(written.userId).toBe(order.userId);

    // The guest signs in with a code to the account of that address (docs/auth.md "Proven sessions").
    const account = await createAccount({ email: 'misafir-yorum@example.com', password: PASSWORD });
    await handle.db.transaction((tx) => mergeGuestCart(tx, order.userId, account.id, { joinOrders: true }));
    const kept = await handle.db.select().from(tourReviews).where(eq(tourReviews.orderId, order.id));
    expect(kept).toEqual([{ ...written, userId: account.id }]);
    const member = await signedIn('misafir-yorum@example.com', PASSWORD);
    const again = await post(member, uuid, review({ stars: 5 }));
    expect(again.status).toBe(409);
    expect(await handle.db.select().from(tourReviews).where(eq(tourReviews.orderId, order.id))).toHaveLength(1);
  });

  it('refuses bad input with sentences: stars, short or long text, NUL bytes, a tour not in the booking, unknown fields', async () => {
    const done = await booking();
    const customer = await signedIn(done.email, PASSWORD);
    for (const bad of [review({ stars: 0 }), review({ stars: 6 }), review({ stars: 4.5 }), review({ text: 'kısa' }), review({ text: 'x'.repeat(2001) }), review({ text: 'İyi\u0000ydi, teşekkürler herkese' }), review({ language: 'de' }), review({ extra: 1 })]) {
      const answer = await post(customer, done.uuid, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.UIMessage).toMatch(/^Gönderilen bilgiler geçersiz/);
    }
    expect((await post(customer, done.uuid, review({ tourId: otherTourId }))).status).toBe(404);
    const huge = await post(customer, done.uuid, review({ text: 'a'.repeat(70_000) }));
    expect(huge.status).toBe(413);
    // Invisible formatting is dropped (direction overrides and isolates too: they would turn the text
    // around on the tour page) and blank lines are kept to one.
    expect((await post(customer, done.uuid, review({ text: '  Güzel\u200B bir\u2067 gün\u2069\u202E\n\n\n\nTeşekkürler!\u2066  ' }))).status).toBe(201);
    const [row] = await handle.db.select().from(tourReviews).where(eq(tourReviews.orderId, done.id));
    expect(row.text).toBe('Güzel bir gün\n\nTeşekkürler!');
  });

  it('limits submissions per account', async () => {
    const done = await booking();
    const customer = await signedIn(done.email, PASSWORD);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await post(customer, done.uuid, review())).status);
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1, 10).every((status) => status === 409)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('staff decide what the tour page shows', () => {
  it('approval shows the review, its average and count on the tour page, the API and the lists, and expires their cached reads; hiding takes it away', async () => {
    const first = await booking();
    const second = await booking();
    const browsers = [await signedIn(first.email, PASSWORD), await signedIn(second.email, PASSWORD)];
    await post(browsers[0], first.uuid, review({ stars: 5 }));
    await post(browsers[1], second.uuid, review({ stars: 4, language: 'ru', text: 'Отличная поездка, всё понравилось.' }));
    const ids = (await handle.db.select({ id: tourReviews.id, orderId: tourReviews.orderId }).from(tourReviews).where(eq(tourReviews.tourId, tourId))).filter((row) => [first.id, second.id].includes(row.orderId));

    // Written but not approved: nothing shows yet.
    const before = await getTourDetail('tr', tourId);
    expect(before).toMatchObject({ reviewCount: 0, ratingAverage: null, reviews: [] });
    const approvedBefore = 0;

    const admin = await signedIn(ADMIN, PASSWORD, 'en');
    const list = await admin.call(adminList, '/api/admin/reviews?status=pending');
    expect(list.status).toBe(200);
    expect(list.body.items.map((item: { id: number }) => item.id)).toEqual(expect.arrayContaining(ids.map((row) => row.id)));
    for (const { id } of ids) {
      const approved = await admin.call(adminPatch, `/api/admin/reviews/${id}`, { method: 'PATCH', json: { status: 'approved' }, params: { id: String(id) } });
      expect(approved.status).toBe(200);
      expect(approved.body.UIMessage).toBe('The review was saved.');
    }
    expect(cache.expiredTags).toEqual(expect.arrayContaining([`tour:${tourId}`, 'tours']));

    const detail = await getTourDetail('tr', tourId);
    expect(detail).toMatchObject({ reviewCount: approvedBefore + 2, ratingAverage: 4.5 });
    expect(detail?.reviews.map((item) => item.authorName)).toContain('Ali Ö.');
    expect(detail?.reviews.find((item) => item.language === 'ru')?.text).toBe('Отличная поездка, всё понравилось.');
    const page = await getTourPage('tr', parseTourListQuery(new URLSearchParams()));
    const card = page.items.find((item) => item.id === tourId);
    expect(card).toMatchObject({ reviewCount: detail?.reviewCount, ratingAverage: detail?.ratingAverage });
    expect(page.items.find((item) => item.id === otherTourId)).toMatchObject({ reviewCount: 0, ratingAverage: null });
    const api = await new Browser('tr').call(tourApi, `/api/Tours/${tourId}`, { params: { id: String(tourId) } });
    expect(api.body.Data).toMatchObject({ reviewCount: detail?.reviewCount, ratingAverage: detail?.ratingAverage });

    // A public answer, then hiding the Russian one: the average follows.
    const ru = ids.find((row) => row.orderId === second.id)!.id;
    const en = ids.find((row) => row.orderId === first.id)!.id;
    cache.expiredTags.length = 0;
    expect((await admin.call(adminPatch, `/api/admin/reviews/${en}`, { method: 'PATCH', json: { reply: 'Teşekkür ederiz, yine bekleriz!' }, params: { id: String(en) } })).status).toBe(200);
    expect((await admin.call(adminPatch, `/api/admin/reviews/${ru}`, { method: 'PATCH', json: { status: 'hidden' }, params: { id: String(ru) } })).status).toBe(200);
    expect(cache.expiredTags).toEqual(expect.arrayContaining([`tour:${tourId}`, 'tours']));
    const after = await getTourDetail('tr', tourId);
    expect(after).toMatchObject({ reviewCount: approvedBefore + 1, ratingAverage: 5 });
    expect(after?.reviews.some((item) => item.language === 'ru')).toBe(false);
    expect(after?.reviews.find((item) => item.id === en)?.reply).toBe('Teşekkür ederiz, yine bekleriz!');

    const audit = await handle.db.select().from(auditLog).where(and(eq(auditLog.entity, 'review'), eq(auditLog.userId, adminId))).orderBy(auditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['review.approve', 'review.reply', 'review.hide']));
  });

  it('is for staff only, and refuses bad decisions', async () => {
    const done = await booking();
    const customer = await signedIn(done.email, PASSWORD);
    await post(customer, done.uuid, review());
    const [row] = await handle.db.select().from(tourReviews).where(eq(tourReviews.orderId, done.id));
    const patch = (browser: Browser, json: unknown, id = String(row.id)) => browser.call(adminPatch, `/api/admin/reviews/${id}`, { method: 'PATCH', json, params: { id } });
    expect((await patch(customer, { status: 'approved' })).status).toBe(403);
    expect((await patch(new Browser(), { status: 'approved' })).status).toBe(401);
    expect((await customer.call(adminList, '/api/admin/reviews')).status).toBe(403);
    const admin = await signedIn(ADMIN, PASSWORD);
    expect((await patch(admin, { status: 'pending' })).status).toBe(400);
    expect((await patch(admin, {})).status).toBe(400);
    expect((await patch(admin, { reply: 'a\u0000b' })).status).toBe(400);
    expect((await patch(admin, { status: 'approved' }, '999999')).status).toBe(404);
    expect((await patch(admin, { status: 'approved' }, 'abc')).status).toBe(400);
    expect((await handle.db.select().from(tourReviews).where(eq(tourReviews.id, row.id)))[0].status).toBe('pending');
    expect((await handle.db.select().from(orders).where(eq(orders.id, done.id)))[0].orderStatus).toBe('Completed');
  });
});
