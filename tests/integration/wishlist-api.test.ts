import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getWishlist } from '@/app/api/Wishlist/route';
import { DELETE as unsave, PUT as save } from '@/app/api/Wishlist/[tourId]/route';
import { POST as addToCart } from '@/app/api/VWShoppingCarts/route';
import { getDb } from '@/lib/db/client';
import { regions, tours, users, wishlists } from '@/lib/db/schema';
import { saveToWishlist } from '@/lib/wishlist/wishlist';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount, signedIn } from './auth-support';
import { seedAgency, seedBookableTour } from './shop-support';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let balloon: Awaited<ReturnType<typeof seedBookableTour>>;
let hiking: Awaited<ReturnType<typeof seedBookableTour>>;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  handle = await openTestDatabase({ seed: false });
  await seedAgency();
  balloon = await seedBookableTour('Balon Turu');
  hiking = await seedBookableTour('Likya Yolu');
  await createAccount({ email: 'musteri@example.com', password: 'Musteri123!' });
  await createAccount({ email: 'baska@example.com', password: 'Baska123!' });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close();
});

const put = (browser: Browser, tourId: number | string) => browser.call(save, `/api/Wishlist/${tourId}`, { method: 'PUT', params: { tourId: String(tourId) } });
const del = (browser: Browser, tourId: number | string) => browser.call(unsave, `/api/Wishlist/${tourId}`, { method: 'DELETE', params: { tourId: String(tourId) } });
const list = (browser: Browser, query = '') => browser.call(getWishlist, `/api/Wishlist${query}`);

describe('who may keep a wishlist', () => {
  it('asks signed-out visitors to sign in, in their language', async () => {
    const visitor = new Browser('en');
    for (const answer of [await list(visitor), await put(visitor, balloon.tour.id), await del(visitor, balloon.tour.id)]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ Data: null, UIMessage: 'Please sign in to do this.' });
    }
  });

  it('treats a temporary (guest) user with a cart as signed out', async () => {
    const guest = new Browser();
    const added = await guest.call(addToCart, '/api/VWShoppingCarts', { json: { departureId: balloon.open.id, adultQuantity: 1 } });
    expect(added.status).toBe(201);
    expect(guest.cookies.get('user_session')).toBe('guest');
    expect((await put(guest, balloon.tour.id)).status).toBe(401);
    expect((await list(guest)).status).toBe(401);
    expect(await (await getDb()).select().from(wishlists)).toEqual([]);
  });
});

describe('saving and removing tours', () => {
  it('saves a tour once however often the heart is pressed, and lists it with its summary', async () => {
    const customer = await signedIn('musteri@example.com', 'Musteri123!', 'en');
    const first = await put(customer, balloon.tour.id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ Data: { tourId: balloon.tour.id, saved: true }, UIMessage: 'The tour was added to your favourites.' });
    expect((await put(customer, balloon.tour.id)).status).toBe(200);
    await put(customer, hiking.tour.id);

    const ids = await list(customer);
    expect(ids.status).toBe(200);
    expect(ids.headers.get('cache-control')).toBe('private, no-store');
    expect(ids.body.Data.tourIds.sort()).toEqual([balloon.tour.id, hiking.tour.id].sort());
    expect(ids.body.Data.tours).toBeUndefined();

    const details = await list(customer, '?details=true');
    expect(details.body.Data.tours).toHaveLength(2);
    expect(details.body.Data.tours.find((tour: { id: number }) => tour.id === balloon.tour.id)).toMatchObject({
      title: 'Balon Turu (en)',
      regionName: 'Kapadokya',
      adultPrice: 150000,
      coverImage: '/images/tours/1-1.webp',
      available: true,
    });
    const rows = await (await getDb()).select().from(wishlists).where(eq(wishlists.tourId, balloon.tour.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps each account’s list to itself', async () => {
    const other = await signedIn('baska@example.com', 'Baska123!');
    expect((await list(other)).body.Data.tourIds).toEqual([]);
  });

  it('removes a tour (twice is harmless) and the list no longer has it', async () => {
    const customer = await signedIn('musteri@example.com', 'Musteri123!');
    const removed = await del(customer, hiking.tour.id);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ Data: { tourId: hiking.tour.id, saved: false }, UIMessage: 'Tur favorilerinizden çıkarıldı.' });
    expect((await del(customer, hiking.tour.id)).status).toBe(200);
    expect((await list(customer)).body.Data.tourIds).toEqual([balloon.tour.id]);
  });

  it('refuses unknown and hidden tours with a sentence, and bad ids with a 400', async () => {
    const customer = await signedIn('musteri@example.com', 'Musteri123!', 'ru');
    const unknown = await put(customer, 999999);
    expect(unknown.status).toBe(404);
    expect(unknown.body.UIMessage).toBe('Этот тур не найден или больше не продаётся.');
    expect((await del(customer, 999999)).status).toBe(404);

    const bad = await put(customer, 'abc');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['tourId']);
    expect((await put(customer, '0')).status).toBe(400);
    expect((await list(customer, '?details=yes')).status).toBe(400);

    const db = await getDb();
    await db.update(regions).set({ isActive: false }).where(eq(regions.id, hiking.tour.regionId));
    try {
      expect((await put(customer, hiking.tour.id)).status).toBe(404);
    } finally {
      await db.update(regions).set({ isActive: true }).where(eq(regions.id, hiking.tour.regionId));
    }
  });

  it('shows a saved tour that is no longer offered as unavailable, and lets it be removed', async () => {
    const customer = await signedIn('musteri@example.com', 'Musteri123!');
    const db = await getDb();
    await db.update(tours).set({ isActive: false }).where(eq(tours.id, balloon.tour.id));
    try {
      const details = await list(customer, '?details=true');
      expect(details.body.Data.tours).toEqual([expect.objectContaining({ id: balloon.tour.id, available: false })]);
      expect((await del(customer, balloon.tour.id)).status).toBe(200);
      const left = await db.select().from(wishlists).where(and(eq(wishlists.tourId, balloon.tour.id)));
      expect(left).toEqual([]);
    } finally {
      await db.update(tours).set({ isActive: true }).where(eq(tours.id, balloon.tour.id));
    }
  });

  it('answers a save whose account was erased meanwhile with a sentence, never as a server error', async () => {
    const db = await getDb();
    const gone = await createAccount({ email: 'silinen-hesap@example.com', password: 'Musteri123!' });
    await db.delete(users).where(eq(users.id, gone.id));
    await expect(saveToWishlist(gone.id, balloon.tour.id)).rejects.toMatchObject({ status: 409, messageKey: 'sessionChanged' });
  });

  it('answers a save that meets the tour’s deletion as unknown, never as a server error', async () => {
    // Staff delete a tour while a customer saves it (on PostgreSQL side by side): the save either
    // came first (the deletion then takes the entry with it) or finds the tour gone (404).
    const db = await getDb();
    const customer = await signedIn('musteri@example.com', 'Musteri123!');
    for (let round = 0; round < 10; round++) {
      const doomed = await seedBookableTour(`Silinecek Tur ${round}`);
      const [saved] = await Promise.all([
        put(customer, doomed.tour.id),
        db.delete(tours).where(eq(tours.id, doomed.tour.id)),
      ]);
      expect([200, 404]).toContain(saved.status);
      expect(await db.select().from(wishlists).where(eq(wishlists.tourId, doomed.tour.id))).toEqual([]);
    }
  });
});
