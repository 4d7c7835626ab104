import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as checkout } from '@/app/api/Checkout/route';
import { POST as addToCart } from '@/app/api/VWShoppingCarts/route';
import { GET as listOrders } from '@/app/api/admin/orders/route';
import { GET as orderDetail } from '@/app/api/admin/orders/[id]/route';
import { POST as cancelOrder } from '@/app/api/admin/orders/[id]/cancel/route';
import { POST as markPaid } from '@/app/api/admin/orders/[id]/mark-paid/route';
import { GET as exportCsv } from '@/app/api/admin/orders/csv/route';
import { GET as passengers } from '@/app/api/admin/orders/departures/[departureId]/route';
import { getDb } from '@/lib/db/client';
import { auditLog, mailOutbox, orders, paymentAttempts, promoCodes, tourDepartures, users } from '@/lib/db/schema';
import { orderNumber } from '@/lib/orders/number';
import { checkoutForm } from '../support/checkout-form';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount, signedIn } from './auth-support';
import { seedAgency, seedBookableTour } from './shop-support';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let balloon: Awaited<ReturnType<typeof seedBookableTour>>;
let boat: Awaited<ReturnType<typeof seedBookableTour>>;
let admin: Browser;
let customer: Browser;

const seatsTaken = async (departureId: number) => (await (await getDb()).select().from(tourDepartures).where(eq(tourDepartures.id, departureId)))[0].seatsTaken;
const orderRow = async (orderUUID: string) => (await (await getDb()).select().from(orders).where(eq(orders.orderUUID, orderUUID)))[0];

type Guest = { name: string; surname: string; email: string };

/** The customer orders `adults` adults and `babies` babies of a departure, as at the real checkout; returns the order row. */
async function order(departureId: number, paymentMethod: 'card' | 'eft', guest: Guest, adults = 2, babies = 0) {
  const added = await customer.call(addToCart, '/api/VWShoppingCarts', { json: { departureId, adultQuantity: adults, childQuantity: 0, babyQuantity: babies } });
  expect(added.status).toBe(201);
  const answer = await customer.call(checkout, '/api/Checkout', {
    json: {
      reservationName: guest.name,
      reservationSurName: guest.surname,
      reservationEmail: guest.email,
      reservationPhone: '0532 123 45 67',
      reservationAddress: 'Moda Cad. 12, Kadıköy, İstanbul',
      paymentMethod,
      acceptPreInformation: true,
      acceptDistanceSales: true,
      idempotencyKey: randomUUID(),
    },
  });
  expect(answer.status).toBe(201);
  return orderRow(answer.body.Data.orderId);
}

let eftOrder: typeof orders.$inferSelect;
let cardOrder: typeof orders.$inferSelect;
let boatOrder: typeof orders.$inferSelect;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  handle = await openTestDatabase({ seed: false });
  await seedAgency();
  balloon = await seedBookableTour('Balon Turu');
  boat = await seedBookableTour('Tekne Turu');
  await createAccount({ email: 'musteri@example.com', password: 'Musteri123!' });
  await createAccount({ email: 'admin@example.com', password: 'Admin123!', role: 'admin' });
  admin = await signedIn('admin@example.com', 'Admin123!');
  customer = await signedIn('musteri@example.com', 'Musteri123!');
  eftOrder = await order(balloon.open.id, 'eft', { name: 'Çağrı', surname: 'Öztürk', email: 'cagri@example.com' }, 2, 1);
  cardOrder = await order(balloon.open.id, 'card', { name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com' }, 3);
  boatOrder = await order(boat.special.id, 'eft', { name: 'Deniz', surname: 'Kaya', email: 'deniz@example.com' }, 1);
  // A card attempt as the bank reported it (the full number never reaches us; the mask is re-applied anyway).
  await (await getDb()).insert(paymentAttempts).values({ orderId: cardOrder.id, oid: `${cardOrder.id}-1`, storeType: '3D_PAY', amount: cardOrder.totalAmount, status: 'declined', procReturnCode: '05', response: 'Declined', maskedPan: '4000000000000002' });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close();
});

const list = (browser: Browser, query = '') => browser.call(listOrders, `/api/admin/orders${query}`);

describe('GET /api/admin/orders', () => {
  it('is for the agency only: 401 signed out, 403 for a customer', async () => {
    expect((await list(new Browser())).status).toBe(401);
    const answer = await list(await signedIn('musteri@example.com', 'Musteri123!', 'en'));
    expect(answer).toMatchObject({ status: 403, body: { Data: null, UIMessage: 'You are not allowed to do this.' } });
  });

  it('lists every order newest first, with guest, tours, dates and travellers', async () => {
    const answer = await list(admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ index: 0, size: 20, count: 3, pages: 1, hasPrevious: false, hasNext: false });
    expect(answer.body.items.map((row: { id: number }) => row.id)).toEqual([boatOrder.id, cardOrder.id, eftOrder.id]);
    expect(answer.body.items[2]).toMatchObject({
      orderUUID: eftOrder.orderUUID,
      reservationName: 'Çağrı',
      reservationSurName: 'Öztürk',
      paymentMethod: 'eft',
      orderStatus: 'Pending',
      paymentStatus: 'Pending',
      tours: ['Balon Turu'],
      departureDates: [balloon.open.startsOn],
      adults: 2,
      babies: 1,
      totalAmount: 2 * 150000 + 10000,
    });
  });

  it('filters by tour, departure, departure date, status, payment method and text, and pages', async () => {
    const ids = async (query: string) => ((await list(admin, query)).body.items as { id: number }[]).map((row) => row.id);
    expect(await ids(`?tourId=${boat.tour.id}`)).toEqual([boatOrder.id]);
    expect(await ids(`?departureId=${balloon.open.id}`)).toEqual([cardOrder.id, eftOrder.id]);
    expect(await ids(`?departureDate=${boat.special.startsOn}`)).toEqual([boatOrder.id]);
    expect(await ids('?paymentMethod=card')).toEqual([cardOrder.id]);
    expect(await ids('?paymentMethod=eft&status=Pending&paymentStatus=Pending')).toEqual([boatOrder.id, eftOrder.id]);
    expect(await ids('?status=Confirmed')).toEqual([]);
    expect(await ids('?q=öztürk')).toEqual([eftOrder.id]);
    // Typed without Turkish letters, as on a foreign keyboard.
    expect(await ids('?q=OZTURK')).toEqual([eftOrder.id]);
    // The order number as the pages and e-mails write it, and as a customer may read it out.
    expect(await ids(`?q=${orderNumber(eftOrder)}`)).toEqual([eftOrder.id]);
    expect(await ids(`?q=${encodeURIComponent(`#${orderNumber(eftOrder).toLowerCase()}`)}`)).toEqual([eftOrder.id]);
    expect(await ids('?q=100%25')).toEqual([]);
    // Empty fields of a GET form mean "no filter".
    expect(await ids('?tourId=&status=&q=')).toHaveLength(3);
    const page = await list(admin, '?PageSize=2&PageIndex=1&SortBy=TotalAmount&SortOrder=asc');
    expect(page.body).toMatchObject({ index: 1, size: 2, count: 3, pages: 2, hasPrevious: true, hasNext: false });
    expect(page.body.items.map((row: { id: number }) => row.id)).toEqual([cardOrder.id]);
  });

  it('answers bad filters and paging with 400 and a sentence naming them, never 500', async () => {
    const en = await signedIn('admin@example.com', 'Admin123!', 'en');
    const answer = await list(en, '?status=Lost&departureDate=2026-02-30&tourId=abc&PageSize=1000');
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({ status: 'Choose a valid option from the list.', departureDate: 'This value is not valid.', tourId: 'Enter a whole number.' });
    expect(answer.body.UIMessage).toMatch(/^Some of the information sent is not valid: /);
    expect((await list(en, '?SortBy=Password')).status).toBe(400);
    // Year 0 is no day of the calendar the database knows: a sentence, not a failed query.
    expect((await list(en, '?departureDate=0000-01-01')).body.errors).toEqual({ departureDate: 'This value is not valid.' });
    expect((await list(en, '?PageSize=1000')).body.errors).toEqual({ PageSize: 'The value must be at most 100.' });
  });
});

describe('GET /api/admin/orders/{id}', () => {
  it('gives the order with lines, guest, account, history and payment attempts (card masked)', async () => {
    const answer = await admin.call(orderDetail, `/api/admin/orders/${cardOrder.id}`, { params: { id: String(cardOrder.id) } });
    expect(answer.status).toBe(200);
    const data = answer.body.Data;
    expect(data).toMatchObject({ id: cardOrder.id, orderStatus: 'Pending', paymentMethod: 'card', canMarkPaid: false, canCancel: true });
    expect(data.guest).toMatchObject({ name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', phone: '+905321234567' });
    expect(data.account.email).toBe('musteri@example.com');
    expect(data.lines).toEqual([expect.objectContaining({ tourName: 'Balon Turu', departureId: balloon.open.id, adultQuantity: 3, adultPrice: 150000, startTime: '08:00' })]);
    expect(data.events[0]).toMatchObject({ toStatus: 'Pending', actorKind: 'customer' });
    expect(data.payments).toEqual([expect.objectContaining({ status: 'declined', procReturnCode: '05', maskedPan: '400000******0002' })]);
    expect(JSON.stringify(data)).not.toContain('4000000000000002');
  });

  it('answers 404 for an unknown order, 400 for a malformed id and 403 for a customer', async () => {
    expect((await admin.call(orderDetail, '/api/admin/orders/999999', { params: { id: '999999' } })).status).toBe(404);
    expect((await admin.call(orderDetail, '/api/admin/orders/abc', { params: { id: 'abc' } })).status).toBe(400);
    expect((await customer.call(orderDetail, `/api/admin/orders/${cardOrder.id}`, { params: { id: String(cardOrder.id) } })).status).toBe(403);
  });
});

describe('POST /api/admin/orders/{id}/cancel', () => {
  it('cancels a pending order: seats back, history, audit entry and an e-mail to the customer', async () => {
    const before = await seatsTaken(balloon.open.id);
    const answer = await admin.call(cancelOrder, `/api/admin/orders/${cardOrder.id}/cancel`, { json: { reason: 'müşteri telefonla istedi' }, params: { id: String(cardOrder.id) } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ Data: { id: cardOrder.id, orderStatus: 'Cancelled' }, UIMessage: 'Sipariş iptal edildi; koltuklar yeniden satışta ve müşteriye e-posta gönderildi.' });
    expect(await seatsTaken(balloon.open.id)).toBe(before - 3);
    const db = await getDb();
    const detail = await admin.call(orderDetail, `/api/admin/orders/${cardOrder.id}`, { params: { id: String(cardOrder.id) } });
    expect(detail.body.Data.events.at(-1)).toMatchObject({ fromStatus: 'Pending', toStatus: 'Cancelled', actorKind: 'admin', actorEmail: 'admin@example.com', note: 'cancelled by the agency: müşteri telefonla istedi' });
    expect(detail.body.Data.canCancel).toBe(false);
    const audits = await db.select().from(auditLog).where(and(eq(auditLog.action, 'order.cancel'), eq(auditLog.entityId, String(cardOrder.id))));
    expect(audits).toHaveLength(1);
    const mails = await db.select().from(mailOutbox).where(and(eq(mailOutbox.to, 'ayse@example.com'), eq(mailOutbox.kind, 'order-cancelled')));
    expect(mails).toHaveLength(1);

    // Again: nothing left to cancel, no seats released twice.
    const again = await admin.call(cancelOrder, `/api/admin/orders/${cardOrder.id}/cancel`, { method: 'POST', params: { id: String(cardOrder.id) } });
    expect(again.status).toBe(409);
    expect(again.body.UIMessage).toMatch(/artık iptal edilemez/);
    expect(await seatsTaken(balloon.open.id)).toBe(before - 3);
  });

  it('is refused to customers (403) and signed-out callers (401); unknown orders are 404; bad bodies 400', async () => {
    const path = `/api/admin/orders/${boatOrder.id}/cancel`;
    expect((await customer.call(cancelOrder, path, { method: 'POST', params: { id: String(boatOrder.id) } })).status).toBe(403);
    expect((await new Browser().call(cancelOrder, path, { method: 'POST', params: { id: String(boatOrder.id) } })).status).toBe(401);
    expect((await admin.call(cancelOrder, '/api/admin/orders/999999/cancel', { method: 'POST', params: { id: '999999' } })).status).toBe(404);
    expect((await admin.call(cancelOrder, path, { json: { reason: 'x'.repeat(501) }, params: { id: String(boatOrder.id) } })).status).toBe(400);
    expect((await orderRow(boatOrder.orderUUID)).orderStatus).toBe('Pending');
  });
});

describe('POST /api/admin/orders/{id}/mark-paid', () => {
  it('confirms a bank-transfer order once; the list then shows it paid', async () => {
    const answer = await admin.call(markPaid, `/api/admin/orders/${eftOrder.id}/mark-paid`, { method: 'POST', params: { id: String(eftOrder.id) } });
    expect(answer.status).toBe(200);
    expect(answer.body.Data).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Completed' });
    const paid = await list(admin, '?status=Confirmed&paymentStatus=Completed');
    expect(paid.body.items.map((row: { id: number }) => row.id)).toEqual([eftOrder.id]);
    // A confirmed order can no longer be cancelled here either.
    expect((await admin.call(cancelOrder, `/api/admin/orders/${eftOrder.id}/cancel`, { method: 'POST', params: { id: String(eftOrder.id) } })).status).toBe(409);
    expect((await customer.call(markPaid, `/api/admin/orders/${boatOrder.id}/mark-paid`, { method: 'POST', params: { id: String(boatOrder.id) } })).status).toBe(403);
  });

  it('takes the amount the dialog confirmed and refuses another one, or a malformed one, with a sentence', async () => {
    const due = (await admin.call(orderDetail, `/api/admin/orders/${boatOrder.id}`, { params: { id: String(boatOrder.id) } })).body.Data.amountDueNow as number;
    const post = (json: unknown) => admin.call(markPaid, `/api/admin/orders/${boatOrder.id}/mark-paid`, { method: 'POST', json, params: { id: String(boatOrder.id) } });
    const stale = await post({ amount: due + 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.UIMessage).toMatch(/^Bu siparişte artık başka bir tutar ödenecek/);
    expect((await post({ amount: '1e3' })).status).toBe(400);
    expect((await orderRow(boatOrder.orderUUID)).paymentStatus).toBe('Pending');
  });
});

describe('GET /api/admin/orders/csv', () => {
  it('exports the filtered orders as UTF-8 CSV with a BOM, quoted cells and formulas neutralised', async () => {
    // A guest name a spreadsheet would run as a formula (stored as typed).
    await (await getDb()).update(orders).set({ reservationName: '=HYPERLINK("http://evil.example")', reservationAddress: 'x' }).where(eq(orders.id, boatOrder.id));
    const response = await exportCsv(admin.request('/api/admin/orders/csv?paymentMethod=eft'), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('Sipariş numarası;Sipariş tarihi;Sipariş durumu;Ödeme durumu;Ödeme yöntemi;Ad;Soyad;E-posta;Telefon;Turlar;Kalkış tarihleri;Yetişkin;Çocuk;Bebek;Tutar;Para birimi');
    expect(lines).toHaveLength(4); // header, two EFT orders, the final empty line
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain(';Tekne Turu;');
    expect(lines[2].startsWith(`${orderNumber(eftOrder)};`)).toBe(true);
    expect(lines[2]).toContain(';Onaylandı;Ödendi;Havale / EFT;Çağrı;Öztürk;cagri@example.com;');
    expect(lines[2]).toContain("'+905321234567");
    expect(lines[2]).toMatch(/;2;0;1;3100,00;TRY$/);
  });

  it('writes English headers with commas when asked, and refuses customers', async () => {
    const response = await exportCsv(admin.request('/api/admin/orders/csv?lang=en&paymentMethod=card'), { params: Promise.resolve({}) });
    const text = (await response.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toMatch(/^Order number,Order date,/);
    expect(text.split('\r\n')[1]).toMatch(/,Cancelled,Unpaid,Credit card,Ayşe,Yılmaz,/);
    expect((await exportCsv(customer.request('/api/admin/orders/csv'), { params: Promise.resolve({}) })).status).toBe(403);
    expect((await exportCsv(admin.request('/api/admin/orders/csv?status=nope'), { params: Promise.resolve({}) })).status).toBe(400);
  });

  it('records in the audit log who exported which orders; a refused export leaves no line', async () => {
    const exports = async () => (await (await getDb()).select().from(auditLog).where(eq(auditLog.action, 'order.export')).orderBy(auditLog.id)).map((entry) => [entry.userId, entry.details]);
    const before = await exports();
    await exportCsv(admin.request('/api/admin/orders/csv?paymentMethod=card&q=Ayşe'), { params: Promise.resolve({}) });
    await exportCsv(customer.request('/api/admin/orders/csv'), { params: Promise.resolve({}) });
    const [adminUser] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
    expect((await exports()).slice(before.length)).toEqual([[adminUser.id, { paymentMethod: 'card', q: 'Ayşe', format: 'csv' }]]);
  });
});

describe('GET /api/admin/orders/departures/{departureId}', () => {
  it('lists the departure’s travellers with contact details and totals, cancelled orders only on request', async () => {
    const path = `/api/admin/orders/departures/${balloon.open.id}`;
    const answer = await admin.call(passengers, path, { params: { departureId: String(balloon.open.id) } });
    expect(answer.status).toBe(200);
    const data = answer.body.Data;
    expect(data.departure).toMatchObject({ id: balloon.open.id, tourTitle: 'Balon Turu', startsOn: balloon.open.startsOn, startTime: '08:00', capacity: 30 });
    expect(data.passengers).toEqual([expect.objectContaining({ orderId: eftOrder.id, name: 'Çağrı', surname: 'Öztürk', phone: '+905321234567', email: 'cagri@example.com', adults: 2, children: 0, babies: 1, orderStatus: 'Confirmed' })]);
    expect(data.totals).toEqual({ orders: 1, adults: 2, children: 0, babies: 1, amount: 310000 });

    const all = await admin.call(passengers, `${path}?includeCancelled=true`, { params: { departureId: String(balloon.open.id) } });
    expect(all.body.Data.passengers.map((row: { orderId: number }) => row.orderId).sort()).toEqual([eftOrder.id, cardOrder.id].sort());
    expect(all.body.Data.totals.orders).toBe(1);
  });

  it('counts each booking at what it costs after its discounts, the line of a two-tour booking at its own share', async () => {
    // Two tours in one booking with a 10 % code: the boat line is 1 adult at 1,700 TL, less 10 %.
    await (await getDb()).insert(promoCodes).values({ code: 'YOLCU10', percent: 10 });
    const buyer = new Browser();
    for (const departureId of [boat.special.id, balloon.nearlyFull.id]) {
      expect((await buyer.call(addToCart, '/api/VWShoppingCarts', { json: { departureId, adultQuantity: 1, childQuantity: 0, babyQuantity: 0 } })).status).toBe(201);
    }
    const placed = await buyer.call(checkout, '/api/Checkout', { json: { ...checkoutForm('eft'), promoCode: 'yolcu10' } });
    expect(placed.status).toBe(201);
    expect(placed.body.Data.totalAmount).toBe(153000 + 135000);
    const answer = await admin.call(passengers, `/api/admin/orders/departures/${boat.special.id}`, { params: { departureId: String(boat.special.id) } });
    const row = answer.body.Data.passengers.find((passenger: { orderUUID: string }) => passenger.orderUUID === placed.body.Data.orderId);
    expect(row).toMatchObject({ lineTotal: 153000, orderTotal: 288000 });
    // The boat order placed before it (1 adult, no code) and this one.
    expect(answer.body.Data.totals.amount).toBe(170000 + 153000);
  });

  it('answers 404 for an unknown departure, 400 for bad input, 403 for a customer', async () => {
    expect((await admin.call(passengers, '/api/admin/orders/departures/999999', { params: { departureId: '999999' } })).status).toBe(404);
    expect((await admin.call(passengers, '/api/admin/orders/departures/x', { params: { departureId: 'x' } })).status).toBe(400);
    expect((await admin.call(passengers, `/api/admin/orders/departures/${balloon.open.id}?includeCancelled=maybe`, { params: { departureId: String(balloon.open.id) } })).status).toBe(400);
    expect((await customer.call(passengers, `/api/admin/orders/departures/${balloon.open.id}`, { params: { departureId: String(balloon.open.id) } })).status).toBe(403);
  });
});
