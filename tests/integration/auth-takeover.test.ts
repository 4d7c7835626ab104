import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as checkout } from '@/app/api/Checkout/route';
import { GET as listOrders } from '@/app/api/Orders/user/[userId]/route';
import { GET as orderDetail } from '@/app/api/Orders/[orderId]/route';
import { GET as paymentResult } from '@/app/api/Payment/result/[orderId]/route';
import { POST as addToCart } from '@/app/api/VWShoppingCarts/route';
import { POST as login } from '@/app/api/User/Login/route';
import { POST as otp } from '@/app/api/User/Otp/route';
import { POST as register } from '@/app/api/User/Register/route';
import { GET as me } from '@/app/api/User/Me/route';
import { GET as session } from '@/app/api/User/Session/route';
import { POST as refresh } from '@/app/api/User/RefreshToken/route';
import { getDb } from '@/lib/db/client';
import { mailOutbox, oneTimeCodes, orderEvents, orders, users } from '@/lib/db/schema';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount } from './auth-support';
import { seedAgency, seedBookableTour } from './shop-support';

/**
 * Docs/auth.md "Guests, proven sessions": nobody gains an account, or a booking in it, without
 * proving control of its e-mail; a guest's order stays with the guest's session; the checkout
 * answers the same for known and unknown addresses.
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let fixture: Awaited<ReturnType<typeof seedBookableTour>>;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  handle = await openTestDatabase({ seed: false });
  await seedAgency();
  fixture = await seedBookableTour();
  await createAccount({ email: 'bilinen@example.com', password: 'Bilinen123!' });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close();
});

const db = () => getDb();
const codeIn = (text: string) => text.match(/\b\d{6}\b/)![0];

async function lastCodeTo(address: string) {
  const [mail] = await (await db()).select().from(mailOutbox).where(and(eq(mailOutbox.to, address), eq(mailOutbox.kind, 'otp-login'))).orderBy(desc(mailOutbox.id)).limit(1);
  return mail ? codeIn(mail.text) : null;
}

/** A browser signs in with a code e-mailed to the address (the test reads the mail as the owner would). */
async function signInByCode(browser: Browser, email: string) {
  await (await db()).delete(oneTimeCodes).where(eq(oneTimeCodes.email, email));
  expect((await browser.call(otp, '/api/User/Otp', { json: { action: 'send', email } })).status).toBe(200);
  const code = await lastCodeTo(email);
  expect(code).not.toBeNull();
  return browser.call(otp, '/api/User/Otp', { json: { action: 'login', email, code } });
}

async function guestWithCart() {
  const browser = new Browser();
  expect((await browser.call(addToCart, '/api/VWShoppingCarts', { json: { departureId: fixture.open.id, adultQuantity: 1 } })).status).toBe(201);
  return browser;
}

const form = (email: string, overrides: Record<string, unknown> = {}) => ({
  reservationName: 'Deniz',
  reservationSurName: 'Aydın',
  reservationEmail: email,
  reservationPhone: '0532 123 45 67',
  reservationAddress: 'Moda Cad. 12, Kadıköy, İstanbul',
  paymentMethod: 'card',
  acceptPreInformation: true,
  acceptDistanceSales: true,
  idempotencyKey: randomUUID(),
  ...overrides,
});

const orderByUUID = async (orderUUID: string) => (await (await db()).select().from(orders).where(eq(orders.orderUUID, orderUUID)))[0];
const userByEmail = async (email: string) => (await (await db()).select().from(users).where(eq(users.email, email)))[0];
const bookingsOf = (browser: Browser, userId: number) => browser.call(listOrders, `/api/Orders/user/${userId}`, { params: { userId: String(userId) } });

describe('an anonymous checkout does not take an account over', () => {
  it('leaves the order with the guest: the victim’s account, created later, is not the attacker’s', async () => {
    const attacker = await guestWithCart();
    const placed = await attacker.call(checkout, '/api/Checkout', { json: form('kurban@example.com') });
    expect(placed.status).toBe(201);
    expect(placed.body.Data.next).toBe('payment');
    const order = await orderByUUID(placed.body.Data.orderId);
    const [guest] = await (await db()).select().from(users).where(eq(users.id, order.userId));
    // The temporary user keeps its role and its empty address; the typed address is the order's.
    expect(guest).toMatchObject({ role: 'guest', email: '' });
    expect(order.reservationEmail).toBe('kurban@example.com');
    expect(await userByEmail('kurban@example.com')).toBeUndefined();

    // The real owner registers (the address is free) and confirms it with a code.
    const victim = new Browser();
    expect((await victim.call(register, '/api/User/Register', { json: { name: 'Kurban', surname: 'Sahibi', email: 'kurban@example.com', password: 'Sahibi2026' } })).status).toBe(200);
    expect((await signInByCode(victim, 'kurban@example.com')).status).toBe(200);
    const account = await userByEmail('kurban@example.com');
    // The victim books something in the account.
    await victim.call(addToCart, '/api/VWShoppingCarts', { json: { departureId: fixture.open.id, adultQuantity: 1 } });
    const own = await victim.call(checkout, '/api/Checkout', { json: form('kurban@example.com') });
    expect(own.status).toBe(201);

    // The attacker's browser is no account and reads nothing of the victim's.
    expect((await attacker.call(me, '/api/User/Me')).body.Data).toBeNull();
    expect([401, 403]).toContain((await bookingsOf(attacker, account.id)).status);
    expect([401, 403, 404]).toContain((await attacker.call(orderDetail, `/api/Orders/${own.body.Data.orderId}`, { params: { orderId: own.body.Data.orderId } })).status);
    const renewed = await attacker.call(refresh, '/api/User/RefreshToken', { method: 'POST' });
    if (renewed.status === 200) expect((await attacker.call(me, '/api/User/Me')).body.Data).toBeNull();
    // The attacker's order is not in the victim's list.
    const list = await bookingsOf(victim, account.id);
    expect(list.body.Data.map((row: { orderUUID: string }) => row.orderUUID)).toEqual([own.body.Data.orderId]);
  });

  it('takes a squatter’s registration away once the owner proves the address by code', async () => {
    const squatter = new Browser();
    expect((await squatter.call(register, '/api/User/Register', { json: { name: 'Sahte', surname: 'Kişi', email: 'gercek@example.com', password: 'Squat2026' } })).status).toBe(200);
    const elsewhere = new Browser();
    expect((await elsewhere.call(login, '/api/User/Login', { json: { email: 'gercek@example.com', password: 'Squat2026' } })).status).toBe(200);
    expect((await squatter.call(me, '/api/User/Me')).body.Data.Email).toBe('gercek@example.com');

    const owner = new Browser();
    expect((await signInByCode(owner, 'gercek@example.com')).status).toBe(200);
    expect((await owner.call(me, '/api/User/Me')).body.Data.Email).toBe('gercek@example.com');

    // Every session that did not prove the address ends, and the password set before is gone.
    for (const browser of [squatter, elsewhere]) {
      expect((await browser.call(me, '/api/User/Me')).body.Data).toBeNull();
      expect((await browser.call(refresh, '/api/User/RefreshToken', { method: 'POST' })).status).toBe(401);
    }
    expect((await new Browser().call(login, '/api/User/Login', { json: { email: 'gercek@example.com', password: 'Squat2026' } })).status).toBe(401);
    expect((await userByEmail('gercek@example.com')).emailVerifiedAt).not.toBeNull();
  });
});

describe('the checkout tells nothing about accounts', () => {
  it('answers a known and an unknown address alike and puts nothing in the known account', async () => {
    const known = await guestWithCart();
    const unknown = await guestWithCart();
    const a = await known.call(checkout, '/api/Checkout', { json: form('Bilinen@example.com') });
    const b = await unknown.call(checkout, '/api/Checkout', { json: form('bilinmeyen@example.com') });
    expect(a.status).toBe(b.status);
    expect(Object.keys(a.body.Data).sort()).toEqual(Object.keys(b.body.Data).sort());
    expect(a.body.Data.next).toBe('payment');
    expect(b.body.Data.next).toBe('payment');
    expect(a.body.UIMessage).toBe(b.body.UIMessage);
    expect(a.setCookies).toEqual(b.setCookies.map(() => expect.any(String)));

    // The browser that checked out can still pay and read its order.
    const result = await known.call(paymentResult, `/api/Payment/result/${a.body.Data.orderId}`, { params: { orderId: a.body.Data.orderId } });
    expect(result.status).toBe(200);

    const account = await userByEmail('bilinen@example.com');
    const owner = new Browser();
    expect((await owner.call(login, '/api/User/Login', { json: { email: 'bilinen@example.com', password: 'Bilinen123!' } })).status).toBe(200);
    const list = await bookingsOf(owner, account.id);
    expect(list.status).toBe(200);
    expect(list.body.Data.map((row: { orderUUID: string }) => row.orderUUID)).not.toContain(a.body.Data.orderId);
    expect((await orderByUUID(a.body.Data.orderId)).userId).not.toBe(account.id);

    // A retry of the same checkout answers the same order.
    const again = await known.call(checkout, '/api/Checkout', { json: { ...form('Bilinen@example.com'), idempotencyKey: (await orderByUUID(a.body.Data.orderId)).idempotencyKey } });
    expect(again.status).toBe(200);
    expect(again.body.Data).toEqual(a.body.Data);
  });
});

describe('a guest’s bookings', () => {
  it('are listed for the guest’s own browser, and no one else’s', async () => {
    const guest = await guestWithCart();
    // A cart is no booking: the header has nothing to show this guest yet.
    expect((await guest.call(session, '/api/User/Session')).body.Data).toMatchObject({ Role: 'guest', Bookings: 0 });
    const placed = await guest.call(checkout, '/api/Checkout', { json: form('misafir@example.com', { paymentMethod: 'eft' }) });
    const order = await orderByUUID(placed.body.Data.orderId);
    const whoAmI = await guest.call(session, '/api/User/Session');
    expect(whoAmI.body.Data).toEqual({ Id: order.userId, Role: 'guest', EmailProven: false, Bookings: 1 });

    const list = await bookingsOf(guest, order.userId);
    expect(list.status).toBe(200);
    expect(list.body.Data.map((row: { orderUUID: string }) => row.orderUUID)).toEqual([order.orderUUID]);
    const detail = await guest.call(orderDetail, `/api/Orders/${order.orderUUID}`, { params: { orderId: order.orderUUID } });
    expect(detail.status).toBe(200);
    expect(detail.body.Data.orderUUID).toBe(order.orderUUID);

    // Another guest reads neither.
    const other = await guestWithCart();
    expect((await bookingsOf(other, order.userId)).status).toBe(403);
    expect((await other.call(orderDetail, `/api/Orders/${order.orderUUID}`, { params: { orderId: order.orderUUID } })).status).toBe(403);
    expect((await bookingsOf(new Browser(), order.userId)).status).toBe(401);
  });

  it('join the account after a code sign-in from the guest’s browser, with an order event', async () => {
    await createAccount({ email: 'katilan@example.com', password: 'Katilan123!' });
    const guest = await guestWithCart();
    const placed = await guest.call(checkout, '/api/Checkout', { json: form('katilan@example.com') });
    const account = await userByEmail('katilan@example.com');
    expect((await signInByCode(guest, 'katilan@example.com')).status).toBe(200);
    const order = await orderByUUID(placed.body.Data.orderId);
    expect(order.userId).toBe(account.id);
    const events = await (await db()).select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.at(-1)).toMatchObject({ actorKind: 'system', note: expect.stringContaining('joined') });
    const list = await bookingsOf(guest, account.id);
    expect(list.body.Data.map((row: { orderUUID: string }) => row.orderUUID)).toContain(order.orderUUID);
  });

  it('become an account for an address without one once the guest confirms it with a code', async () => {
    const guest = await guestWithCart();
    const placed = await guest.call(checkout, '/api/Checkout', { json: form('yepyeni@example.com') });
    expect(await userByEmail('yepyeni@example.com')).toBeUndefined();
    expect((await signInByCode(guest, 'yepyeni@example.com')).status).toBe(200);
    const account = await userByEmail('yepyeni@example.com');
    expect(account).toMatchObject({ role: 'customer', name: 'Deniz', passwordHash: null });
    expect(account.emailVerifiedAt).not.toBeNull();
    expect((await orderByUUID(placed.body.Data.orderId)).userId).toBe(account.id);
    // Someone else's browser asking a code for an unknown address still gets nothing sent.
    await new Browser().call(otp, '/api/User/Otp', { json: { action: 'send', email: 'hic-kimse@example.com' } });
    expect(await lastCodeTo('hic-kimse@example.com')).toBeNull();
  });

  it('stay with the guest when the browser only registers (no proof), and join once proven', async () => {
    const guest = await guestWithCart();
    const placed = await guest.call(checkout, '/api/Checkout', { json: form('kayit@example.com') });
    const guestId = (await orderByUUID(placed.body.Data.orderId)).userId;
    expect((await guest.call(register, '/api/User/Register', { json: { name: 'Kayıt', surname: 'Olan', email: 'kayit@example.com', password: 'Kayit2026' } })).status).toBe(200);
    expect((await orderByUUID(placed.body.Data.orderId)).userId).toBe(guestId);
    expect((await guest.call(session, '/api/User/Session')).body.Data).toMatchObject({ Role: 'customer', EmailProven: false });
    expect((await signInByCode(guest, 'kayit@example.com')).status).toBe(200);
    const account = await userByEmail('kayit@example.com');
    expect((await orderByUUID(placed.body.Data.orderId)).userId).toBe(account.id);
    expect((await guest.call(session, '/api/User/Session')).body.Data).toMatchObject({ Id: account.id, EmailProven: true });
  });
});
