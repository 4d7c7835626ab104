import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/User/Login/route';
import { POST as otp } from '@/app/api/User/Otp/route';
import { GET as outbox } from '@/app/api/admin/outbox/route';
import { GET as userOrders } from '@/app/api/Orders/user/[userId]/route';
import { getDb } from '@/lib/db/client';
import { orderDetails, orders, regions, tourDepartures, tours, tourTypes } from '@/lib/db/schema';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount } from './auth-support';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let customerId = 0;
let otherId = 0;
let adminId = 0;

beforeAll(async () => {
  db = await openTestDatabase({ seed: false });
  adminId = (await createAccount({ email: 'admin@anatolia-tours.example', password: 'Admin123!', role: 'admin', name: 'Yönetici' })).id;
  customerId = (await createAccount({ email: 'musteri@example.com', password: 'Musteri123!' })).id;
  otherId = (await createAccount({ email: 'baskasi@example.com', password: 'Baskasi123' })).id;

  const text = { tr: 'Kapadokya Balon Turu', en: 'Cappadocia Balloon Tour', ru: 'Каппадокия' };
  const list = { tr: [], en: [], ru: [] };
  const database = await getDb();
  await database.insert(tourTypes).values({ id: 1, name: text });
  const [region] = await database.insert(regions).values({ name: text, description: text }).returning();
  const [tour] = await database
    .insert(tours)
    .values({ regionId: region.id, tourTypeId: 1, title: text, summary: text, description: text, included: list, excluded: list, meetingPoint: text, adultPrice: 150000, childPrice: 75000 })
    .returning();
  const [departure] = await database.insert(tourDepartures).values({ tourId: tour.id, startsOn: '2030-06-01', capacity: 20 }).returning();
  const [order] = await database
    .insert(orders)
    .values({
      userId: customerId,
      totalAmount: 375000,
      paymentMethod: 'card',
      reservationName: 'Ayşe',
      reservationSurName: 'Yılmaz',
      reservationEmail: 'musteri@example.com',
      reservationPhone: '+905321234567',
      reservationAddress: 'Bağdat Cad. 1, İstanbul',
    })
    .returning();
  await database.insert(orderDetails).values({
    orderId: order.id,
    tourId: tour.id,
    departureId: departure.id,
    tourName: 'Kapadokya Balon Turu',
    departureDate: '2030-06-01',
    adultQuantity: 2,
    adultPrice: 150000,
    childQuantity: 1,
    childPrice: 75000,
    lineTotal: 375000,
  });
});
afterAll(async () => db.close());

async function signedIn(email: string, password: string, language = 'tr') {
  const browser = new Browser(language);
  const answer = await browser.call(login, '/api/User/Login', { json: { email, password } });
  expect(answer.status).toBe(200);
  return { browser, menu: answer.body.Data.Menu as { title: string; subItems: { url: string; subNavLeftItems?: { url: string }[] }[] }[] };
}
const urls = (menu: Awaited<ReturnType<typeof signedIn>>['menu']) => menu.flatMap((entry) => entry.subItems.flatMap((item) => [item.url, ...(item.subNavLeftItems ?? []).map((sub) => sub.url)]));

describe('roles', () => {
  it('give admins and customers different Menus in the login result', async () => {
    const admin = urls((await signedIn('admin@anatolia-tours.example', 'Admin123!')).menu);
    const customer = urls((await signedIn('musteri@example.com', 'Musteri123!')).menu);
    expect(admin).toEqual(expect.arrayContaining(['/db-main', '/db-add-tour', '/db-add-tour-images', '/db-booking']));
    expect(customer).toEqual(expect.arrayContaining(['/db-main', '/my-bookings', '/db-profile']));
    expect(customer.filter((url) => url.startsWith('/db-add'))).toEqual([]);
  });

  it('give the Menu in the request language', async () => {
    const { menu } = await signedIn('musteri@example.com', 'Musteri123!', 'en');
    expect(menu[0].title).toBe('My account');
  });
});

describe('the admin-only mail outbox', () => {
  it('answers 401 signed out and 403 to a customer, with sentences', async () => {
    const signedOut = await new Browser('en').call(outbox, '/api/admin/outbox');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ Data: null, UIMessage: expect.stringMatching(/sign in/i) });
    const { browser } = await signedIn('musteri@example.com', 'Musteri123!');
    const customer = await browser.call(outbox, '/api/admin/outbox');
    expect(customer.status).toBe(403);
    expect(customer.body.UIMessage).toBe('Bu işlem için yetkiniz yok.');
  });

  it('lists the mails, newest first, to an admin', async () => {
    await new Browser().call(otp, '/api/User/Otp', { json: { action: 'send', email: 'admin@anatolia-tours.example' } });
    const { browser } = await signedIn('admin@anatolia-tours.example', 'Admin123!');
    const answer = await browser.call(outbox, '/api/admin/outbox?PageSize=5');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ index: 0, size: 5, count: expect.any(Number) });
    expect(answer.body.items[0]).toMatchObject({ to: 'admin@anatolia-tours.example', kind: 'otp-login', subject: 'Giriş kodunuz' });
    expect((await browser.call(outbox, '/api/admin/outbox?PageSize=abc')).status).toBe(400);
  });
});

describe('GET /api/Orders/user/{userId} (fix: own orders or admin only)', () => {
  it('answers 401 when signed out', async () => {
    expect((await new Browser().call(userOrders, `/api/Orders/user/${customerId}`, { params: { userId: String(customerId) } })).status).toBe(401);
  });

  it('answers 403 for someone else’s id', async () => {
    const { browser } = await signedIn('baskasi@example.com', 'Baskasi123');
    const answer = await browser.call(userOrders, `/api/Orders/user/${customerId}`, { params: { userId: String(customerId) } });
    expect(answer.status).toBe(403);
    expect(answer.body.UIMessage).toBe('Yalnızca kendi rezervasyonlarınızı görüntüleyebilirsiniz.');
    // The spec's fixed user id (1) is the admin's account here: not theirs either.
    expect(adminId).toBe(1);
    expect((await browser.call(userOrders, '/api/Orders/user/1', { params: { userId: '1' } })).status).toBe(403);
    expect((await browser.call(userOrders, `/api/Orders/user/${otherId}`, { params: { userId: String(otherId) } })).body.Data).toEqual([]);
  });

  it('answers the caller’s own orders, shaped like the spec’s Order', async () => {
    const { browser } = await signedIn('musteri@example.com', 'Musteri123!');
    const answer = await browser.call(userOrders, `/api/Orders/user/${customerId}`, { params: { userId: String(customerId) } });
    expect(answer.status).toBe(200);
    expect(answer.body.Data).toEqual([
      expect.objectContaining({
        id: expect.any(Number),
        orderUUID: expect.stringMatching(/^[0-9a-f-]{36}$/),
        orderDate: expect.any(String),
        totalAmount: 375000,
        orderStatus: 'Pending',
        paymentStatus: 'Pending',
        reservationName: 'Ayşe',
        reservationSurName: 'Yılmaz',
        reservationTaxNo: null,
        orderDetails: [
          expect.objectContaining({ tourName: 'Kapadokya Balon Turu', adultQuantity: 2, adultPrice: 150000, childQuantity: 1, childPrice: 75000, babyQuantity: 0, babyPrice: 0 }),
        ],
      }),
    ]);
  });

  it('answers any user’s orders to an admin, and 400 for an id that is not one', async () => {
    const { browser } = await signedIn('admin@anatolia-tours.example', 'Admin123!');
    const answer = await browser.call(userOrders, `/api/Orders/user/${customerId}`, { params: { userId: String(customerId) } });
    expect(answer.status).toBe(200);
    expect(answer.body.Data).toHaveLength(1);
    expect((await browser.call(userOrders, '/api/Orders/user/abc', { params: { userId: 'abc' } })).status).toBe(400);
  });
});
