import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE as clearCart, GET as listCart, POST as addToCart } from '@/app/api/VWShoppingCarts/route';
import { DELETE as removeLine } from '@/app/api/VWShoppingCarts/[id]/route';
import { GET as quote } from '@/app/api/Booking/[tourId]/quote/route';
import { GET as departures } from '@/app/api/Booking/[tourId]/departures/route';
import { POST as login } from '@/app/api/User/Login/route';
import { getDb } from '@/lib/db/client';
import { cartItems, carts, tourDepartures, tours, users } from '@/lib/db/schema';
import { addToCart as addLine } from '@/lib/cart/cart';
import { mergeGuestCart } from '@/lib/cart/merge-guest-cart';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount } from './auth-support';
import { inDays, seedBookableTour } from './shop-support';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let fixture: Awaited<ReturnType<typeof seedBookableTour>>;
let otherTour: Awaited<ReturnType<typeof seedBookableTour>>;

beforeAll(async () => {
  handle = await openTestDatabase({ seed: false });
  fixture = await seedBookableTour();
  otherTour = await seedBookableTour('Efes Turu');
  await createAccount({ email: 'musteri@example.com', password: 'Musteri123!' });
});
afterAll(async () => handle.close());

const userCount = async () => (await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(users))[0].n;
const people = (adultQuantity: number, childQuantity = 0, babyQuantity = 0) => ({ adultQuantity, childQuantity, babyQuantity });
const add = (browser: Browser, body: Record<string, unknown>) => browser.call(addToCart, '/api/VWShoppingCarts', { json: body });
const list = (browser: Browser) => browser.call(listCart, '/api/VWShoppingCarts?PageIndex=0&PageSize=100');

describe('the cart API (VWShoppingCarts)', () => {
  it('gives a first-time visitor a temporary user with cookies, and prices the line on the server', async () => {
    const before = await userCount();
    const guest = new Browser();
    // A tampered client price and quantity are ignored.
    const added = await add(guest, { tourId: fixture.tour.id, departureId: fixture.open.id, ...people(2, 1, 1), sumPrice: 1, quantity: 99 });
    expect(added.status).toBe(201);
    expect(added.body.UIMessage).toBe('Tur sepetinize eklendi.');
    // 2 × 1 500 TL + 1 × 900 TL + 1 × 100 TL.
    expect(added.body.Data.item).toMatchObject({ departureId: fixture.open.id, sumPrice: 400000, quantity: 4, adultQuantity: 2, childQuantity: 1, babyQuantity: 1, tourTitle: 'Balon Turu', problem: null });
    expect(added.setCookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual(['user', 'user_refresh', 'user_session']);
    expect(guest.cookies.get('user_session')).toBe('guest');
    expect(await userCount()).toBe(before + 1);
    const [temporary] = await (await getDb()).select().from(users).where(sql`${users.id} = (select max(id) from users)`);
    expect(temporary).toMatchObject({ email: '', role: 'guest' });

    const page = await list(guest);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.body).toMatchObject({ index: 0, size: 100, count: 1, pages: 1, hasPrevious: false, hasNext: false });
    expect(page.body.items).toEqual([added.body.Data.item]);
    // The second add reuses the visitor's temporary user.
    await add(guest, { departureId: fixture.special.id, ...people(1) });
    expect(await userCount()).toBe(before + 1);
  });

  it('lists an empty cart for a visitor without a session and creates nobody', async () => {
    const before = await userCount();
    const stranger = await list(new Browser());
    expect(stranger.status).toBe(200);
    expect(stranger.body).toMatchObject({ items: [], count: 0 });
    expect(stranger.setCookies).toEqual([]);
    expect(await userCount()).toBe(before);
  });

  it('replaces the line of a departure already in the cart, removes one line and clears the rest', async () => {
    const guest = new Browser();
    await add(guest, { departureId: fixture.open.id, ...people(1) });
    const again = await add(guest, { departureId: fixture.open.id, ...people(3) });
    expect(again.body.Data.items).toHaveLength(1);
    expect(again.body.Data.item).toMatchObject({ adultQuantity: 3, sumPrice: 450000 });

    // The departure's own price wins over the tour's.
    const special = await add(guest, { departureId: fixture.special.id, ...people(1) });
    expect(special.body.Data.item.sumPrice).toBe(170000);
    expect(special.body.Data.items).toHaveLength(2);

    const removed = await guest.call(removeLine, `/api/VWShoppingCarts/${again.body.Data.item.id}`, { method: 'DELETE', params: { id: String(again.body.Data.item.id) } });
    expect(removed.status).toBe(200);
    expect(removed.body.Data.items.map((item: { id: number }) => item.id)).toEqual([special.body.Data.item.id]);

    // Nobody removes someone else's line.
    const intruder = new Browser();
    await add(intruder, { departureId: fixture.open.id, ...people(1) });
    const theirs = await intruder.call(removeLine, `/api/VWShoppingCarts/${special.body.Data.item.id}`, { method: 'DELETE', params: { id: String(special.body.Data.item.id) } });
    expect(theirs.status).toBe(404);
    expect(theirs.body.UIMessage).toBe('Bu tur sepetinizde bulunamadı.');
    expect((await list(guest)).body.count).toBe(1);

    const cleared = await guest.call(clearCart, '/api/VWShoppingCarts', { method: 'DELETE' });
    expect(cleared.body).toEqual({ Data: { items: [] }, UIMessage: 'Sepetiniz boşaltıldı.' });
    expect((await list(guest)).body.count).toBe(0);
  });

  it('keeps a signed-in customer’s cart in their account', async () => {
    const customer = new Browser();
    expect((await customer.call(login, '/api/User/Login', { json: { email: 'musteri@example.com', password: 'Musteri123!' } })).status).toBe(200);
    const before = await userCount();
    const added = await add(customer, { departureId: fixture.open.id, ...people(2) });
    expect(added.status).toBe(201);
    expect(added.setCookies).toEqual([]);
    expect(await userCount()).toBe(before);
    expect((await list(customer)).body.items[0]).toMatchObject({ sumPrice: 300000 });
  });

  it.each([
    ['no adult', { departureId: 'open', ...people(0, 2) }, 400, 'adultQuantity', 'En az bir yetişkin seçmelisiniz.'],
    ['more babies than adults', { departureId: 'open', ...people(1, 0, 2) }, 400, 'babyQuantity', 'Her bebek için en az bir yetişkin gerekir.'],
    ['more people than a booking allows', { departureId: 'open', ...people(5, 2) }, 400, 'quantity', 'Bir rezervasyonda en fazla 6 kişi olabilir.'],
    ['a full departure', { departureId: 'full', ...people(1) }, 409, null, '“Balon Turu” için bu kalkışta yeterli koltuk kalmadı (kalan: 0).'],
    ['too few seats left', { departureId: 'nearlyFull', ...people(2, 1) }, 409, null, '“Balon Turu” için bu kalkışta yeterli koltuk kalmadı (kalan: 2).'],
    ['a departure past its booking cut-off', { departureId: 'closed', ...people(1) }, 409, null, '“Balon Turu” için bu kalkışa artık rezervasyon yapılamıyor. Lütfen başka bir tarih seçin.'],
  ] as const)('refuses %s with a sentence and adds nothing', async (_case, body, status, field, sentence) => {
    const before = await userCount();
    const visitor = new Browser();
    const answer = await add(visitor, { ...body, departureId: fixture[body.departureId].id });
    expect(answer.status).toBe(status);
    expect(answer.body.Data).toBeNull();
    expect(answer.body.UIMessage).toBe(sentence);
    if (field) expect(answer.body.errors).toEqual({ [field]: sentence });
    // Refused before a temporary user was made for the visitor.
    expect(answer.setCookies).toEqual([]);
    expect(await userCount()).toBe(before);
  });

  it('refuses a line past the most a booking may come to online with a sentence, not a database error', async () => {
    const db = await getDb();
    // A private yacht at 1,000,000 TL a person (the dashboard's highest price), eleven on board.
    const yacht = await seedBookableTour('Özel Yat');
    await db.update(tours).set({ adultPrice: 100_000_000, maxPerBooking: 99 }).where(eq(tours.id, yacht.tour.id));
    const answer = await add(new Browser(), { departureId: yacht.open.id, ...people(11) });
    expect(answer.status).toBe(409);
    expect(answer.body.UIMessage).toBe('Bu rezervasyon çevrimiçi alınabilecek en yüksek tutarı (₺10.000.000,00) aşıyor. Lütfen iletişim sayfamızdan bize ulaşın, rezervasyonunuzu biz yapalım.');
    // Twenty-two would not even fit the column (2^31 kuruş).
    expect((await add(new Browser(), { departureId: yacht.open.id, ...people(22) })).status).toBe(409);
    expect((await add(new Browser(), { departureId: yacht.open.id, ...people(10) })).status).toBe(201);
  });

  it('signing in keeps the cart within its 20 lines: the visitor’s new lines, then the account’s newest', async () => {
    const db = await getDb();
    const departures = await db
      .insert(tourDepartures)
      .values(Array.from({ length: 30 }, (_, day) => ({ tourId: otherTour.tour.id, startsOn: inDays(40 + day), startTime: '08:00:00', capacity: 30 })))
      .returning();
    await createAccount({ email: 'birikmis@example.com', password: 'Musteri123!' });
    const customer = new Browser();
    expect((await customer.call(login, '/api/User/Login', { json: { email: 'birikmis@example.com', password: 'Musteri123!' } })).status).toBe(200);
    for (const departure of departures.slice(0, 15)) expect((await add(customer, { departureId: departure.id, ...people(1) })).status).toBe(201);
    // The same person on another browser, signed out, chooses ten more, then signs in there.
    const visitor = new Browser();
    for (const departure of departures.slice(15, 25)) expect((await add(visitor, { departureId: departure.id, ...people(2) })).status).toBe(201);
    expect((await visitor.call(login, '/api/User/Login', { json: { email: 'birikmis@example.com', password: 'Musteri123!' } })).status).toBe(200);
    const lines = (await list(visitor)).body.items as { departureId: number; adultQuantity: number }[];
    expect(lines).toHaveLength(20);
    const kept = new Set(lines.map((line) => line.departureId));
    for (const departure of departures.slice(15, 25)) expect(kept.has(departure.id)).toBe(true);
    // Of the account's fifteen, its ten newest.
    expect(departures.slice(0, 15).filter((departure) => kept.has(departure.id)).map((departure) => departure.id)).toEqual(departures.slice(5, 15).map((departure) => departure.id));
  });

  it('keeps one line per departure when the visitor adds it in one tab while signing in from another', async () => {
    // The account's cart holds departure D; the visitor's holds another. The add of D and the sign-in's
    // merge run at once (on PostgreSQL, side by side): the account ends with one line for D, never two.
    const db = await getDb();
    for (let round = 0; round < 5; round++) {
      const account = await createAccount({ email: `iki-sekme-${round}@example.com`, password: 'Musteri123!' });
      await addLine(account.id, { departureId: fixture.open.id, ...people(1) }, 'tr');
      const [guest] = await db.insert(users).values({ email: '', role: 'guest' }).returning({ id: users.id });
      await addLine(guest.id, { departureId: fixture.special.id, ...people(1) }, 'tr');
      const [added, merged] = await Promise.allSettled([
        addLine(guest.id, { departureId: fixture.open.id, ...people(2) }, 'tr'),
        db.transaction((tx) => mergeGuestCart(tx, guest.id, account.id, { joinOrders: false })),
      ]);
      expect(merged.status).toBe('fulfilled');
      const lines = await db
        .select({ departureId: cartItems.departureId, adults: cartItems.adultQuantity })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .where(eq(carts.userId, account.id));
      expect(lines.filter((line) => line.departureId === fixture.open.id)).toHaveLength(1);
      // The add came first and moved with the merge, or came after it and was told the session changed.
      if (added.status === 'fulfilled') expect(lines.find((line) => line.departureId === fixture.open.id)?.adults).toBe(2);
      else expect(added.reason).toMatchObject({ status: 409, messageKey: 'sessionChanged' });
    }
  });

  it('answers an add whose temporary user a sign-in adopted meanwhile with a sentence, not a database error', async () => {
    const db = await getDb();
    const [guest] = await db.insert(users).values({ email: '', role: 'guest' }).returning({ id: users.id });
    // The sign-in in another window committed first: the temporary user is gone when the add writes.
    await db.delete(users).where(eq(users.id, guest.id));
    await expect(addLine(guest.id, { departureId: fixture.open.id, ...people(1) }, 'tr')).rejects.toMatchObject({ status: 409, messageKey: 'sessionChanged' });
  });

  it('lets babies travel on a lap: two adults and two babies fit into two seats', async () => {
    const added = await add(new Browser(), { departureId: fixture.nearlyFull.id, ...people(2, 0, 2) });
    expect(added.status).toBe(201);
    expect(added.body.Data.item).toMatchObject({ quantity: 4, sumPrice: 320000 });
  });

  it('answers bad input and unknown departures with sentences, in the caller’s language', async () => {
    const english = new Browser('en');
    const closed = await add(english, { departureId: fixture.closed.id, ...people(1) });
    expect(closed.body.UIMessage).toBe('This departure of “Balon Turu (en)” can no longer be booked. Please choose another date.');
    const noAdult = await add(english, { departureId: fixture.open.id, ...people(0) });
    expect(noAdult.body.errors).toEqual({ adultQuantity: 'Choose at least one adult.' });

    const malformed = await add(new Browser(), { departureId: fixture.open.id, adultQuantity: 'iki' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ adultQuantity: expect.any(String) });
    expect((await add(new Browser(), { departureId: 999_999, ...people(1) })).status).toBe(404);
    // A departure of another tour than the one named.
    const mismatch = await add(new Browser(), { tourId: fixture.tour.id, departureId: otherTour.open.id, ...people(1) });
    expect(mismatch.status).toBe(404);
    expect(mismatch.body.UIMessage).toBe('Bu kalkış bulunamadı.');
    const missing = await new Browser().call(removeLine, '/api/VWShoppingCarts/abc', { method: 'DELETE', params: { id: 'abc' } });
    expect(missing.status).toBe(404);
  });

  it('refuses a cart write from another site', async () => {
    const forged = await new Browser().call(addToCart, '/api/VWShoppingCarts', { json: { departureId: fixture.open.id, ...people(1) }, headers: { origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
  });
});

describe('the booking page API', () => {
  const quotePath = (query: string) => `/api/Booking/${fixture.tour.id}/quote?${query}`;

  it('quotes the server’s price and says what stops a booking', async () => {
    const visitor = new Browser();
    const ok = await visitor.call(quote, quotePath(`departureId=${fixture.open.id}&adults=2&children=1&babies=0`), { params: { tourId: String(fixture.tour.id) } });
    expect(ok.status).toBe(200);
    expect(ok.body.Data).toMatchObject({ sumPrice: 390000, quantity: 3, seatsLeft: 30, bookable: true, problem: null, unitPrices: { adult: 150000, child: 90000, baby: 10000 } });

    const full = await visitor.call(quote, quotePath(`departureId=${fixture.full.id}&adults=1`), { params: { tourId: String(fixture.tour.id) } });
    expect(full.body.Data).toMatchObject({ bookable: false, seatsLeft: 0, problem: '“Balon Turu” için bu kalkışta yeterli koltuk kalmadı (kalan: 0).', problemField: null });

    const noAdult = await visitor.call(quote, quotePath(`departureId=${fixture.open.id}&adults=0&children=1`), { params: { tourId: String(fixture.tour.id) } });
    expect(noAdult.body.Data).toMatchObject({ bookable: false, problem: 'En az bir yetişkin seçmelisiniz.', problemField: 'adultQuantity' });

    const malformed = await visitor.call(quote, quotePath(`departureId=${fixture.open.id}&adults=two`), { params: { tourId: String(fixture.tour.id) } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ adults: 'Tam sayı girin.' });
    const elsewhere = await visitor.call(quote, quotePath(`departureId=${otherTour.open.id}&adults=1`), { params: { tourId: String(fixture.tour.id) } });
    expect(elsewhere.status).toBe(404);
  });

  it('lists the departures that still sell, with live seats', async () => {
    const answer = await new Browser().call(departures, `/api/Booking/${fixture.tour.id}/departures`, { params: { tourId: String(fixture.tour.id) } });
    expect(answer.status).toBe(200);
    const ids = answer.body.Data.map((departure: { id: number }) => departure.id);
    expect(ids).toEqual([fixture.open.id, fixture.full.id, fixture.special.id, fixture.nearlyFull.id]);
    expect(answer.body.Data[1]).toMatchObject({ seatsLeft: 0, startTime: '08:00' });
    expect(answer.body.Data[2]).toMatchObject({ adultPrice: 170000, hasPriceOverride: true, startTime: null });

    const unknown = await new Browser().call(departures, '/api/Booking/999999/departures', { params: { tourId: '999999' } });
    expect(unknown.status).toBe(404);
  });
});
